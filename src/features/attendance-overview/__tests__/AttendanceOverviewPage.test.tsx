import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DocumentNode } from "graphql";
import { type Client, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ROUTES } from "../../../../domain/navigation.ts";
import { announceLiveChange } from "../../../app/session/liveChanges.ts";
import { I18nProvider } from "../../../i18n/index.ts";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { AttendanceOverviewPage } from "../components/AttendanceOverviewPage.tsx";

afterEach(cleanup);

type Call = { name: string; variables: Record<string, unknown>; policy: string | undefined };

const operationName = (query: DocumentNode) =>
  query.definitions.find((d) => d.kind === "OperationDefinition")?.name?.value ?? "";

const activity = {
  __typename: "AttendanceActivity",
  id: 7,
  recordId: 3,
  date: "2026-03-02",
  agentId: 12,
  employeeName: "Ani Lestari",
  branch: { __typename: "AttendanceOverviewBranch", id: 1, name: "Makassar" },
  type: "check_in",
  // 00:15 UTC is 08:15 WITA.
  occurredAt: "2026-03-02T00:15:00Z",
  timezone: "Asia/Makassar",
  latitude: -5.1,
  longitude: 119.4,
  accuracyMeters: 12,
  workingLocation: { __typename: "AttendanceOverviewLocation", id: 4, name: "Pantai Losari" },
  distanceMeters: 35,
  flags: ["late"],
  isMock: false,
  offline: true,
  verificationMethod: "selfie",
  selfieUrl: "/api/file/v1/files/abc",
  recordStatus: "approved",
};

function fakeClient(calls: Call[]): Client {
  return {
    executeQuery: (
      operation: { query: DocumentNode; variables: Record<string, unknown> },
      context?: { requestPolicy?: string },
    ) => {
      const name = operationName(operation.query);
      calls.push({ name, variables: operation.variables, policy: context?.requestPolicy });
      const data =
        name === "AttendanceActivityLogs"
          ? {
              attendanceActivityLogs: {
                __typename: "AttendanceActivityPage",
                items: [activity],
                totalItems: 1,
              },
            }
          : {
              attendanceDailyOverview: {
                __typename: "AttendanceDailyOverviewPage",
                items: [],
                totalItems: 0,
                from: "2026-03-02",
                to: "2026-03-02",
                counts: [{ __typename: "AttendanceStatusCount", status: "approved", count: 4 }],
              },
            };
      return fromValue({ operation, data, stale: false, hasNext: false });
    },
  } as unknown as Client;
}

function renderAt(path: string) {
  const calls: Call[] = [];
  const location = memoryLocation({ path, record: true });
  const pattern = path.split("?")[0]!;
  const route = ROUTES.find((candidate) => candidate.pattern === pattern)!;
  render(
    <Provider value={fakeClient(calls)}>
      <I18nProvider language="en">
        <Router hook={location.hook} searchHook={location.searchHook}>
          <main>
            <AttendanceOverviewPage route={route} />
          </main>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { calls, location };
}

describe("AttendanceOverviewPage", () => {
  it("reads employeeId, employeeName and date from the URL and shows times in the branch's zone", async () => {
    const { calls } = renderAt(
      "/attendances/overview/activity-logs?employeeId=12&employeeName=Ani&date=2026-03-02",
    );
    await screen.findByText("Ani Lestari");
    expect(calls.at(-1)).toMatchObject({
      name: "AttendanceActivityLogs",
      variables: { employeeId: 12, employeeName: "Ani", date: "2026-03-02", page: 1 },
    });
    expect(screen.getByText("02-03-2026 08:15 WITA")).toBeTruthy();
    expect(screen.getByText("Pantai Losari")).toBeTruthy();
    expect(screen.getByText("Offline")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Detail" }).getAttribute("href")).toBe(
      "/attendances/overview/daily-overview/attendances/3",
    );
  });

  it("refetches from the network on a live attendance change, not on another kind", async () => {
    const { calls } = renderAt("/attendances/overview/activity-logs?date=2026-03-02");
    await screen.findByText("Ani Lestari");
    const before = calls.length;
    act(() => announceLiveChange({ type: "attendance_request", dates: [] }));
    expect(calls.length).toBe(before);
    act(() => announceLiveChange({ type: "attendance", dates: ["2026-03-02"] }));
    await waitFor(() => expect(calls.at(-1)?.policy).toBe("network-only"));
  });

  it("carries the three filters to the Daily Overview tab", async () => {
    const { location } = renderAt(
      "/attendances/overview/activity-logs?employeeName=Ani&date=2026-03-02&page=2",
    );
    await screen.findByText("Ani Lestari");
    await userEvent.click(screen.getByRole("tab", { name: "Daily Overview" }));
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe(
        "/attendances/overview/daily-overview?employeeName=Ani&date=2026-03-02",
      ),
    );
  });

  it("says so when the employee id is not a number, without asking the server", async () => {
    const { calls } = renderAt("/attendances/overview/daily-overview?employeeId=abc");
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(calls.filter((call) => call.name === "AttendanceDailyOverview")).toEqual([]);
  });
});
