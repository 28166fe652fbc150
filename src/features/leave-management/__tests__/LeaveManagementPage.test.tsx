import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DocumentNode } from "graphql";
import { type Client, CombinedError, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ROUTES } from "../../../../domain/navigation.ts";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { AppToaster } from "../../../ui/index.ts";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { LeaveManagementPage } from "../components/LeaveManagementPage.tsx";
import { NewLeaveRequestDialog } from "../components/NewLeaveRequestDialog.tsx";

afterEach(cleanup);

const route = ROUTES.find((candidate) => candidate.pattern === "/leave-management")!;

type Call = { name: string; variables: Record<string, unknown> };
type Vars = Record<string, unknown>;
type Answer = { data?: unknown; error?: CombinedError };
const operationName = (query: DocumentNode) =>
  query.definitions.flatMap((d) => (d.kind === "OperationDefinition" ? [d.name?.value] : []))[0];

const request = {
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
  to: "2026-11-22",
  halfDay: null,
  days: 2.5,
  reason: "Acara keluarga",
  fileId: null,
  fileUrl: null,
  status: "pending",
  paid: null as boolean | null,
  source: "console",
  approvalRequestId: 9,
  currentLayer: 1,
  layerCount: 2,
  createdAt: "2026-11-18T03:00:00Z",
  decidedAt: null,
  decisionNote: null,
};

const balanceRow = {
  __typename: "LeaveBalanceRow",
  agentId: 5,
  agentName: "Siti Aminah",
  branchName: "Jakarta",
  policyId: 3,
  policyName: "Cuti Tahunan",
  kind: "annual",
  limited: true,
  accrued: 12,
  taken: 2.5,
  adjusted: -1,
  balance: 8.5,
};

const ledger = {
  __typename: "LeaveBalance",
  balance: 8.5,
  entries: [
    // Out of order on purpose: the dialog sorts by date and sums as it goes.
    {
      __typename: "LeaveLedgerEntry",
      id: "3",
      date: "2026-11-20",
      kind: "taken",
      days: -2.5,
      reason: "Leave 20-22 Nov",
      leaveRequestId: 41,
      createdByName: null,
    },
    {
      __typename: "LeaveLedgerEntry",
      id: "1",
      date: "2026-01-01",
      kind: "accrual",
      days: 12,
      reason: "Annual accrual 2026",
      leaveRequestId: null,
      createdByName: null,
    },
    {
      __typename: "LeaveLedgerEntry",
      id: "2",
      date: "2026-03-01",
      kind: "adjustment",
      days: -1,
      reason: "Koreksi",
      leaveRequestId: null,
      createdByName: "Admin",
    },
  ],
};

function gqlError(message: string, code: string, errors?: { field: string; message: string }[]) {
  return new CombinedError({
    graphQLErrors: [{ message, extensions: { code, ...(errors ? { errors } : {}) } }],
  });
}

type Options = {
  items?: (typeof request)[];
  /** Renders the new-request dialog for this employee instead of the page. */
  dialogFor?: number;
  mutate?: (name: string, variables: Vars) => Answer;
};

function renderAt(path: string, language: Language = "en", options: Options = {}) {
  const calls: Call[] = [];
  const items = options.items ?? [request];
  const answer = (name: string, variables: Vars): Answer => {
    switch (name) {
      case "LeaveRequests":
        return {
          data: {
            leaveRequests: { __typename: "LeaveRequestPage", items, totalItems: items.length },
          },
        };
      case "LeavePolicyOptions":
        return {
          data: {
            leavePolicyOptions: [
              {
                __typename: "LeavePolicyOption",
                id: 3,
                name: "Cuti Tahunan",
                kind: "annual",
                limited: true,
                halfDayAllowed: true,
                attachmentRequired: false,
                maxDaysPerRequest: null,
                paidByDefault: true,
                status: "active",
              },
              {
                __typename: "LeavePolicyOption",
                id: 4,
                name: "Cuti Sakit",
                kind: "sick",
                limited: false,
                halfDayAllowed: false,
                attachmentRequired: true,
                maxDaysPerRequest: null,
                paidByDefault: true,
                status: "active",
              },
            ],
          },
        };
      case "LeaveBalanceList":
        return {
          data: {
            leaveBalanceList: {
              __typename: "LeaveBalancePage",
              items: [balanceRow],
              totalItems: 1,
            },
          },
        };
      case "LeaveLedger":
        return { data: { leaveBalances: ledger } };
      case "AgentOption":
        return {
          data: {
            agent: { __typename: "Agent", id: 5, fullName: "Siti Aminah", nik: "3171000000000001" },
          },
        };
      case "LeaveBalanceSummary":
        return {
          data: {
            leaveBalanceSummary: [
              {
                __typename: "LeaveBalanceSummaryItem",
                policyId: 3,
                policyName: "Cuti Tahunan",
                kind: "annual",
                limited: true,
                balance: 8.5,
                accrued: 12,
                taken: 2.5,
                pending: 0,
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
          },
        };
      default:
        return options.mutate?.(name, variables) ?? { data: null };
    }
  };
  const run = (operation: { query: DocumentNode; variables: Vars }) => {
    const name = operationName(operation.query) ?? "";
    calls.push({ name, variables: operation.variables });
    return fromValue({
      operation,
      ...answer(name, operation.variables),
      stale: false,
      hasNext: false,
    });
  };
  const client = { executeQuery: run, executeMutation: run } as unknown as Client;
  const location = memoryLocation({ path, record: true });
  render(
    <Provider value={client}>
      <I18nProvider language={language}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <main>
            {options.dialogFor ? (
              <NewLeaveRequestDialog
                open
                agentId={options.dialogFor}
                onClose={() => undefined}
                onCreated={() => undefined}
              />
            ) : (
              <LeaveManagementPage route={route} />
            )}
          </main>
          <AppToaster />
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { calls, location };
}

/** Opens a row's menu from the keyboard (see daily-approval's RowActions test: jsdom and Zag). */
async function openMenu(name: string) {
  screen.getByRole("button", { name }).focus();
  await userEvent.keyboard("{Enter}");
  const menu = await screen.findByRole("menu");
  await waitFor(() =>
    expect(
      screen.getAllByRole("menuitem").some((item) => item.hasAttribute("data-highlighted")),
    ).toBe(true),
  );
  // Zag moves focus into the menu a frame after it opens: keys pressed before go to the trigger.
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
}

/** Moves the menu's highlight to `label` and chooses it. */
async function choose(label: string) {
  for (let step = 0; step < 5; step += 1) {
    const item = screen.getByRole("menuitem", { name: new RegExp(`^${label}`) });
    if (item.hasAttribute("data-highlighted")) break;
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() =>
      expect(screen.getAllByRole("menuitem").some((i) => i.hasAttribute("data-highlighted"))).toBe(
        true,
      ),
    );
  }
  await waitFor(() =>
    expect(
      screen
        .getByRole("menuitem", { name: new RegExp(`^${label}`) })
        .hasAttribute("data-highlighted"),
    ).toBe(true),
  );
  await userEvent.keyboard("{Enter}");
}

const decided = (variables: Vars) => ({
  data: {
    decideLeaveRequest: {
      ...request,
      status: variables["decision"] === "reject" ? "rejected" : "approved",
      paid: variables["decision"] === "reject" ? null : variables["decision"] === "approve_paid",
    },
  },
});

describe("Leave Management, Requests", () => {
  it("lists requests with dd-MM-yyyy dates, days, status, layer and source; filters from the URL", async () => {
    const { calls } = renderAt("/leave-management?status=pending&policy=3&from=2026-11-01");
    const row = (await screen.findByText("Siti Aminah")).closest("tr")!;
    expect(within(row).getByTestId("leave-dates").textContent).toBe("20-11-2026 – 22-11-2026");
    expect(within(row).getByText("2.5")).toBeTruthy();
    expect(within(row).getByTestId("leave-status").textContent).toBe("Pending");
    expect(within(row).getByText("Layer 1 of 2")).toBeTruthy();
    expect(within(row).getByText("Console")).toBeTruthy();
    expect(within(row).getByText("Annual leave")).toBeTruthy();
    expect(calls.find((c) => c.name === "LeaveRequests")?.variables).toMatchObject({
      status: "pending",
      policyId: 3,
      from: "2026-11-01",
      page: 1,
    });
    expect(
      within(row)
        .getByRole("link", { name: "View the leave request of Siti Aminah" })
        .getAttribute("href"),
    ).toBe("/agents/5/leave-records/41");
  });

  it("says so when nothing matches", async () => {
    renderAt("/leave-management?q=nobody", "en", { items: [] });
    expect(await screen.findByText("Data not found")).toBeTruthy();
    expect(screen.getByText("Please check again your search and filter.")).toBeTruthy();
  });

  it("a rejection waits for its note, then sends it", async () => {
    const { calls } = renderAt("/leave-management", "en", {
      mutate: (name, variables) =>
        name === "DecideLeaveRequest" ? decided(variables) : { data: null },
    });
    await screen.findByText("Siti Aminah");
    await openMenu("More actions for Siti Aminah");
    await choose("Reject");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Reject the leave of Siti Aminah?")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Note is required")).toBeTruthy();
    expect(calls.some((c) => c.name === "DecideLeaveRequest")).toBe(false);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Note/ }), "Kuota habis");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === "DecideLeaveRequest")?.variables).toEqual({
        id: 41,
        decision: "reject",
        note: "Kuota habis",
      }),
    );
    expect(await screen.findByText("Leave of Siti Aminah rejected")).toBeTruthy();
  });

  it("approves as unpaid from the menu, and as paid from the row's button", async () => {
    const { calls } = renderAt("/leave-management", "en", {
      mutate: (name, variables) =>
        name === "DecideLeaveRequest" ? decided(variables) : { data: null },
    });
    await screen.findByText("Siti Aminah");
    await openMenu("More actions for Siti Aminah");
    await choose("Approve as unpaid");
    let dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve as unpaid" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.name === "DecideLeaveRequest").at(-1)?.variables).toEqual({
        id: 41,
        decision: "approve_unpaid",
        note: null,
      }),
    );
    expect(await screen.findByText("Leave of Siti Aminah approved as unpaid")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(screen.getByRole("button", { name: "Approve as paid Siti Aminah" }));
    dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve as paid" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.name === "DecideLeaveRequest").at(-1)?.variables).toMatchObject({
        decision: "approve_paid",
      }),
    );
  });

  it("a refused decision (SPEC §8 conflict) closes the dialog with the server's message", async () => {
    const message =
      "A sick leave request has been submitted, please validate the agent request first";
    renderAt("/leave-management", "en", {
      mutate: () => ({ error: gqlError(message, "CONFLICT") }),
    });
    await screen.findByText("Siti Aminah");
    await userEvent.click(screen.getByRole("button", { name: "Approve as paid Siti Aminah" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve as paid" }));
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("cancels only after a confirmation", async () => {
    const { calls } = renderAt("/leave-management", "en", {
      mutate: (name) =>
        name === "CancelLeaveRequest"
          ? { data: { cancelLeaveRequest: { ...request, status: "cancelled" } } }
          : { data: null },
    });
    await screen.findByText("Siti Aminah");
    await openMenu("More actions for Siti Aminah");
    await choose("Cancel request");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Cancel the leave request of Siti Aminah?")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((c) => c.name === "CancelLeaveRequest")).toBe(false);

    await openMenu("More actions for Siti Aminah");
    await choose("Cancel request");
    const again = await screen.findByRole("dialog");
    await userEvent.click(within(again).getByRole("button", { name: "Cancel request" }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === "CancelLeaveRequest")?.variables).toEqual({
        id: 41,
        note: null,
      }),
    );
  });

  it("a decided request offers no decisions, says why, and can still be cancelled", async () => {
    renderAt("/leave-management", "en", {
      items: [{ ...request, status: "approved", paid: false }],
    });
    const row = (await screen.findByText("Siti Aminah")).closest("tr")!;
    expect(within(row).getByText("Unpaid")).toBeTruthy();
    expect(
      within(row)
        .getByRole("button", { name: "Approve as paid Siti Aminah" })
        .getAttribute("aria-disabled"),
    ).toBe("true");
    await openMenu("More actions for Siti Aminah");
    const reject = screen.getByRole("menuitem", { name: /^Reject/ });
    expect(reject.getAttribute("aria-disabled")).toBe("true");
    expect(reject.textContent).toContain("Only a pending request can be decided");
    expect(
      screen.getByRole("menuitem", { name: /^Cancel request/ }).getAttribute("aria-disabled"),
    ).toBeNull();
  });

  it("speaks Indonesian", async () => {
    renderAt("/leave-management", "id");
    const row = (await screen.findByText("Siti Aminah")).closest("tr")!;
    expect(screen.getByRole("tab", { name: "Pengajuan" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Saldo" })).toBeTruthy();
    expect(within(row).getByTestId("leave-status").textContent).toBe("Menunggu");
    expect(within(row).getByText("Cuti tahunan")).toBeTruthy();
    expect(within(row).getByText("2,5")).toBeTruthy();
    expect(within(row).getByText("Lapisan 1 dari 2")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pengajuan cuti baru" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ekspor XLSX" })).toBeTruthy();
  });
});

describe("Leave Management, new request", () => {
  it("names the missing employee and policy and sends nothing", async () => {
    const { calls } = renderAt("/leave-management");
    await screen.findByText("Siti Aminah");
    await userEvent.click(screen.getByRole("button", { name: "New leave request" }));
    const dialog = await screen.findByRole("dialog");
    // Nothing chosen: the form names its missing fields and sends nothing.
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText("Employee is required")).toBeTruthy();
    expect(within(dialog).getByText("Policy is required")).toBeTruthy();
    expect(calls.some((c) => c.name === "CreateLeaveRequest")).toBe(false);
  });

  it("on a worker's behalf: the policy shows its balance; the server's problems land at the fields, a conflict is a toast", async () => {
    let attempt = 0;
    const { calls } = renderAt("/leave-management", "en", {
      dialogFor: 5,
      mutate: (name) => {
        if (name !== "CreateLeaveRequest") return { data: null };
        attempt += 1;
        return attempt === 1
          ? {
              error: gqlError("Failed to Create Leave Request", "BAD_USER_INPUT", [
                { field: "to", message: "Leave balance is not enough: 8.5 days left" },
              ]),
            }
          : { error: gqlError("The employee already has leave on these dates", "CONFLICT") };
      },
    });
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("combobox", { name: /Policy/ }));
    await userEvent.click(await screen.findByRole("option", { name: /Cuti Tahunan/ }));
    expect((await within(dialog).findByTestId("policy-balance")).textContent).toBe(
      "Balance: 8.5 days",
    );
    // One day and a policy that allows half days: the half-day choice appears.
    expect(within(dialog).getByRole("combobox", { name: /Half day/ })).toBeTruthy();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Liburan");
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(
      await within(dialog).findByText("Leave balance is not enough: 8.5 days left"),
    ).toBeTruthy();
    expect(calls.find((c) => c.name === "CreateLeaveRequest")?.variables).toMatchObject({
      input: { agentId: 5, policyId: 3, reason: "Liburan", halfDay: null, fileId: null },
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("The employee already has leave on these dates")).toBeTruthy();
    // The dialog stays open with what was typed.
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});

describe("Leave Management, new request with an attachment", () => {
  it("a policy requiring an attachment asks for one before sending", async () => {
    const { calls } = renderAt("/leave-management", "en", { dialogFor: 5 });
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("combobox", { name: /Policy/ }));
    await userEvent.click(await screen.findByRole("option", { name: /Cuti Sakit/ }));
    expect((await within(dialog).findByTestId("policy-balance")).textContent).toBe("Unlimited");
    expect(within(dialog).getByText("This policy requires an attachment")).toBeTruthy();
    expect(within(dialog).queryByRole("combobox", { name: /Half day/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText("Attachment is required")).toBeTruthy();
    expect(calls.some((c) => c.name === "CreateLeaveRequest")).toBe(false);
  });
});

describe("Leave Management, Balances", () => {
  it("lists accrued, taken, adjusted and balance; a row opens the ledger with the running sum", async () => {
    renderAt("/leave-management?tab=balances");
    const row = (await screen.findByText("Siti Aminah")).closest("tr")!;
    expect(within(row).getByTestId("leave-balance").textContent).toBe("8.5");
    expect(within(row).getByText("12")).toBeTruthy();
    expect(within(row).getByText("-1")).toBeTruthy();
    await userEvent.click(
      within(row).getByRole("button", { name: "Open the ledger of Siti Aminah, Cuti Tahunan" }),
    );
    const dialog = await screen.findByRole("dialog");
    const entries = await within(dialog).findAllByTestId("ledger-entry");
    expect(
      entries.map((entry) => Array.from(entry.children, (cell) => cell.textContent).slice(0, 4)),
    ).toEqual([
      ["01-01-2026", "Accrual", "+12", "12"],
      ["01-03-2026", "Manual adjustment", "−1", "11"],
      ["20-11-2026", "Taken", "−2.5", "8.5"],
    ]);
    expect(within(dialog).getByTestId("ledger-balance").textContent).toContain("8.5 days");
  });

  it("an adjustment needs signed non-zero days and a reason", async () => {
    const { calls } = renderAt("/leave-management?tab=balances", "en", {
      mutate: (name, variables) =>
        name === "AdjustLeaveBalance"
          ? {
              data: {
                adjustLeaveBalance: {
                  __typename: "LeaveLedgerEntry",
                  id: "9",
                  date: variables["date"],
                  kind: "adjustment",
                  days: variables["days"],
                  reason: variables["reason"],
                },
              },
            }
          : { data: null },
    });
    const row = (await screen.findByText("Siti Aminah")).closest("tr")!;
    await userEvent.click(
      within(row).getByRole("button", { name: "Adjust balance: Siti Aminah, Cuti Tahunan" }),
    );
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Days (+ adds, − takes) is required")).toBeTruthy();
    expect(within(dialog).getByText("Reason is required")).toBeTruthy();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Days/ }), "0.3");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Koreksi saldo");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText(
        "Days must be a non-zero multiple of 0.5 between −366 and 366",
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.name === "AdjustLeaveBalance")).toBe(false);
    const days = within(dialog).getByRole("textbox", { name: /Days/ });
    await userEvent.clear(days);
    await userEvent.type(days, "-1,5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === "AdjustLeaveBalance")?.variables).toMatchObject({
        agentId: 5,
        policyId: 3,
        days: -1.5,
        reason: "Koreksi saldo",
      }),
    );
    expect(await screen.findByText("−1.5 days recorded for Siti Aminah")).toBeTruthy();
  });
});
