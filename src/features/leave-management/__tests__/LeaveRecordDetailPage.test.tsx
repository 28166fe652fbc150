import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DocumentNode } from "graphql";
import { type Client, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ROUTES } from "../../../../domain/navigation.ts";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { AppToaster } from "../../../ui/index.ts";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { AgentLeaveSection } from "../components/AgentLeaveSection.tsx";
import { LeaveRecordDetailPage } from "../components/LeaveRecordDetailPage.tsx";
import { formatSignedDays, parseSignedDays, withRunningSum } from "../components/model.ts";

afterEach(cleanup);

const route = ROUTES.find((r) => r.pattern === "/agents/:id/leave-records/:recordId")!;
type Vars = Record<string, unknown>;
type Call = { name: string; variables: Vars };
const operationName = (query: DocumentNode) =>
  query.definitions.flatMap((d) => (d.kind === "OperationDefinition" ? [d.name?.value] : []))[0];

const record = {
  __typename: "LeaveRequest",
  id: 41,
  agentId: 5,
  agentName: "Siti Aminah",
  branchId: 2,
  branchName: "Jakarta",
  policyId: 3,
  policyName: "Cuti Tahunan",
  kind: "annual",
  from: "2026-11-20",
  to: "2026-11-23",
  halfDay: null,
  days: 2,
  reason: "Acara keluarga",
  fileId: null,
  fileUrl: null,
  status: "pending",
  paid: null,
  source: "worker",
  approvalRequestId: 9,
  currentLayer: 2,
  layerCount: 2,
  createdAt: "2026-11-18T03:00:00Z",
  decidedAt: null,
  decisionNote: null,
  canDecide: true,
  dayList: [
    { __typename: "LeaveRequestDay", date: "2026-11-20", fraction: 1, dayType: "working" },
    { __typename: "LeaveRequestDay", date: "2026-11-21", fraction: 0, dayType: "day_off" },
    { __typename: "LeaveRequestDay", date: "2026-11-22", fraction: 0, dayType: "national_holiday" },
    { __typename: "LeaveRequestDay", date: "2026-11-23", fraction: 1, dayType: "working" },
  ],
  actions: [
    {
      __typename: "LeaveRequestAction",
      layer: null,
      action: "request_created",
      actorName: "Siti Aminah",
      note: null,
      at: "2026-11-18T03:00:00Z",
    },
    {
      __typename: "LeaveRequestAction",
      layer: 1,
      action: "approve",
      actorName: "Budi Manager",
      note: "OK",
      at: "2026-11-18T05:00:00Z",
    },
  ],
  ledger: [],
};

function renderPage(path: string, detail: unknown, language: Language = "en") {
  const calls: Call[] = [];
  const run = (operation: { query: DocumentNode; variables: Vars }) => {
    const name = operationName(operation.query) ?? "";
    calls.push({ name, variables: operation.variables });
    const data =
      name === "LeaveRequestDetail"
        ? { leaveRequest: detail }
        : name === "DecideLeaveRequest"
          ? { decideLeaveRequest: { ...record, status: "approved", paid: false } }
          : name === "LeaveBalanceSummary"
            ? {
                leaveBalanceSummary: [
                  {
                    __typename: "LeaveBalanceSummaryItem",
                    policyId: 3,
                    policyName: "Cuti Tahunan",
                    kind: "annual",
                    limited: true,
                    balance: 10,
                    accrued: 12,
                    taken: 2,
                    pending: 2,
                  },
                  {
                    __typename: "LeaveBalanceSummaryItem",
                    policyId: 4,
                    policyName: "Cuti Sakit",
                    kind: "sick",
                    limited: false,
                    balance: 0,
                    accrued: 0,
                    taken: 0,
                    pending: 0,
                  },
                ],
              }
            : name === "LeaveRequests"
              ? {
                  leaveRequests: { __typename: "LeaveRequestPage", items: [record], totalItems: 1 },
                }
              : null;
    return fromValue({ operation, data, stale: false, hasNext: false });
  };
  const client = { executeQuery: run, executeMutation: run } as unknown as Client;
  const location = memoryLocation({ path, record: true });
  render(
    <Provider value={client}>
      <I18nProvider language={language}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <main>
            <Route path="/agents/:id/leave-records/:recordId">
              <LeaveRecordDetailPage route={route} />
            </Route>
            <Route path="/agents/:id">
              <AgentLeaveSection agentId={5} agentName="Siti Aminah" />
            </Route>
          </main>
          <AppToaster />
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { calls };
}

describe("Leave record detail", () => {
  it("shows the worker, dates, each day with its share and type, the timeline, and decides", async () => {
    const { calls } = renderPage("/agents/5/leave-records/41", record);
    expect((await screen.findByTestId("record-dates")).textContent).toBe("20-11-2026 – 23-11-2026");
    expect(screen.getByTestId("record-status").textContent).toBe("Pending");
    expect(screen.getByText("Layer 2 of 2")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Siti Aminah" }).getAttribute("href")).toBe(
      "/agents/5",
    );
    expect(screen.getByRole("link", { name: "Back to the employee" }).getAttribute("href")).toBe(
      "/agents/5",
    );
    const days = screen.getAllByTestId("leave-day").map((row) => row.textContent);
    expect(days).toEqual([
      "20-11-2026Working day1",
      "21-11-2026Day off0",
      "22-11-2026National holiday0",
      "23-11-2026Working day1",
    ]);
    expect(screen.getByText(/Budi Manager Approved \(Layer 1\): “OK”/)).toBeTruthy();
    expect(screen.getByText("No ledger entries: nothing was taken from the balance")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Approve as unpaid" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve as unpaid" }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === "DecideLeaveRequest")?.variables).toEqual({
        id: 41,
        decision: "approve_unpaid",
        note: null,
      }),
    );
  });

  it("offers no decision to someone who cannot decide, and lists the ledger entries made", async () => {
    renderPage("/agents/5/leave-records/41", {
      ...record,
      status: "approved",
      paid: true,
      canDecide: false,
      ledger: [
        {
          __typename: "LeaveLedgerEntry",
          id: "7",
          date: "2026-11-20",
          kind: "taken",
          days: -2,
          reason: "Leave 20-23 Nov",
          leaveRequestId: 41,
          createdByName: null,
        },
      ],
    });
    await screen.findByTestId("record-dates");
    expect(screen.queryByRole("button", { name: "Approve as paid" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel request" })).toBeTruthy();
    expect(screen.getByTestId("record-paid").textContent).toBe("Paid");
    expect(screen.getByTestId("record-ledger-entry").textContent).toBe(
      "20-11-2026Taken−2Leave 20-23 Nov",
    );
  });

  it("a request of another employee (or none) is not found", async () => {
    renderPage("/agents/6/leave-records/41", record);
    expect(await screen.findByText("The leave record was not found")).toBeTruthy();
    cleanup();
    renderPage("/agents/5/leave-records/41", null, "id");
    expect(await screen.findByText("Catatan cuti tidak ditemukan")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kembali ke karyawan" })).toBeTruthy();
  });
});

describe("The employee's Leave section", () => {
  it("lists balances per policy and the requests, each linking to its record", async () => {
    renderPage("/agents/5", null);
    const balances = await screen.findAllByTestId("agent-leave-balance");
    expect(balances.map((b) => b.textContent)).toEqual([
      expect.stringContaining("Balance: 10 days · Pending: 2"),
      expect.stringContaining("Unlimited"),
    ]);
    expect(
      screen
        .getByRole("link", { name: "Open the leave record 20-11-2026 – 23-11-2026" })
        .getAttribute("href"),
    ).toBe("/agents/5/leave-records/41");
  });
});

describe("leave model", () => {
  it("sums the ledger in hundredths and reads signed days", () => {
    expect(
      withRunningSum([{ days: 0.1 }, { days: 0.2 }, { days: -0.3 }]).map((e) => e.running),
    ).toEqual([0.1, 0.3, 0]);
    expect(parseSignedDays("-1,5")).toBe(-1.5);
    expect(parseSignedDays("+2")).toBe(2);
    expect(parseSignedDays("0")).toBeNull();
    expect(parseSignedDays("0.3")).toBeNull();
    expect(parseSignedDays("367")).toBeNull();
    expect(parseSignedDays("1e2")).toBeNull();
    expect(formatSignedDays(-2.5, "id")).toBe("−2,5");
  });
});
