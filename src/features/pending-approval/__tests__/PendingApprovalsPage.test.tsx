import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DocumentNode } from "graphql";
import { type Client, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ROUTES } from "../../../../domain/navigation.ts";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { AppToaster } from "../../../ui/index.ts";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { PendingApprovalsPage } from "../components/PendingApprovalsPage.tsx";

afterEach(cleanup);

const route = ROUTES.find((candidate) => candidate.pattern === "/attendances/pending-approvals")!;

type Call = { name: string; variables: Record<string, unknown> };
const operationName = (query: DocumentNode) =>
  query.definitions.flatMap((d) => (d.kind === "OperationDefinition" ? [d.name?.value] : []))[0];

const request = {
  __typename: "AttendanceRequest",
  id: 31,
  type: "shift_branch",
  agentId: 5,
  agentName: "Siti Aminah",
  date: "2026-11-20",
  status: "pending",
  reason: "Pindah cabang sementara",
  shiftName: "Malam",
  branchName: "Bandung",
  checkInAt: null,
  checkOutAt: null,
  disputeStatus: null,
  recordId: 900,
  recordStatus: "waiting_for_checkin",
  timezone: "Asia/Jakarta",
  recordShiftName: "Pagi",
  recordBranchName: "Jakarta",
  recordCheckInAt: null,
  recordCheckOutAt: null,
  currentLayer: 1,
  layerCount: 2,
  approvalVersion: 1,
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
};

function renderAt(search: string, language: Language = "en", refuse = false) {
  const calls: Call[] = [];
  const client = {
    executeQuery: (operation: { query: DocumentNode; variables: Record<string, unknown> }) => {
      calls.push({ name: operationName(operation.query) ?? "", variables: operation.variables });
      return fromValue({
        operation,
        data: {
          pendingApprovals: {
            __typename: "AttendanceRequestPage",
            items: [request],
            totalItems: 1,
          },
        },
        stale: false,
        hasNext: false,
      });
    },
    executeMutation: (operation: { query: DocumentNode; variables: Record<string, unknown> }) => {
      calls.push({ name: operationName(operation.query) ?? "", variables: operation.variables });
      const ids = operation.variables["ids"] as number[];
      return fromValue({
        operation,
        data: {
          decideAttendanceRequests: ids.map((id) => ({
            __typename: "AttendanceRequestDecision",
            id,
            ok: !refuse,
            status: refuse ? null : "pending",
            message: refuse
              ? "Attendance on these dates has already been approved, cannot validate agent request"
              : null,
          })),
        },
        stale: false,
        hasNext: false,
      });
    },
  } as unknown as Client;
  const location = memoryLocation({
    path: `/attendances/pending-approvals${search}`,
    record: true,
  });
  render(
    <Provider value={client}>
      <I18nProvider language={language}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <main>
            <PendingApprovalsPage route={route} />
          </main>
          <AppToaster />
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { calls, location };
}

describe("PendingApprovalsPage", () => {
  it("filters by the URL's attendanceId and shows type, date, change, layer and age", async () => {
    const { calls } = renderAt("?attendanceId=900");
    const row = (await screen.findByRole("link", { name: "Siti Aminah" })).closest("tr")!;
    expect(calls.find((call) => call.name === "PendingApprovals")?.variables).toMatchObject({
      attendanceId: 900,
      page: 1,
    });
    expect(within(row).getByText("Shift & Branch")).toBeTruthy();
    expect(within(row).getByText("20-11-2026")).toBeTruthy();
    expect(row.textContent).toContain("Pagi · Jakarta → Malam · Bandung");
    expect(within(row).getByText("1 of 2")).toBeTruthy();
    expect(within(row).getByText("3 h")).toBeTruthy();
    expect(screen.getByText("Showing the requests of attendance #900")).toBeTruthy();
    // The name opens the detail; the row keeps two icon decisions, named for the employee.
    expect(screen.getByRole("link", { name: "Siti Aminah" }).getAttribute("href")).toBe(
      "/attendances/pending-approvals/attendances/900",
    );
    expect(
      within(row)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label")),
    ).toEqual(["Approve Siti Aminah", "Reject Siti Aminah"]);
  });

  it("labels in Indonesian", async () => {
    renderAt("", "id");
    const row = (await screen.findByRole("link", { name: "Siti Aminah" })).closest("tr")!;
    expect(within(row).getByText("Shift & Cabang")).toBeTruthy();
    expect(within(row).getByText("1 dari 2")).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Setujui Siti Aminah" })).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Tolak Siti Aminah" })).toBeTruthy();
  });

  it("a rejection waits for its note, then sends one decision", async () => {
    const { calls } = renderAt("");
    await screen.findByRole("link", { name: "Siti Aminah" });
    await userEvent.click(screen.getByRole("button", { name: "Reject Siti Aminah" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("A note is required to reject")).toBeTruthy();
    expect(calls.some((call) => call.name === "DecideAttendanceRequests")).toBe(false);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Note/ }), "Tidak sesuai");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === "DecideAttendanceRequests")?.variables).toEqual({
        ids: [31],
        action: "reject",
        note: "Tidak sesuai",
      }),
    );
    expect(await screen.findByText("Request rejected")).toBeTruthy();
  });

  it("a refused approval shows the server's message and can be retried", async () => {
    const { calls } = renderAt("", "en", true);
    await screen.findByRole("link", { name: "Siti Aminah" });
    await userEvent.click(screen.getByRole("button", { name: "Approve Siti Aminah" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(
      await within(dialog).findByText(
        "Attendance on these dates has already been approved, cannot validate agent request",
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(calls.filter((call) => call.name === "DecideAttendanceRequests")).toHaveLength(2),
    );
  });
});
