import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { announceLiveChange } from "../../../app/session/liveChanges.ts";
import { type Answerer, renderScreen, routeOf } from "../../agents/__tests__/harness.tsx";
import { DisbursementApprovalPage } from "../components/DisbursementApprovalPage.tsx";
import { DisbursementDetailPage } from "../components/DisbursementDetailPage.tsx";
import { DisbursementsPage } from "../components/DisbursementsPage.tsx";
import { batch, counts, event, LINES, line, page, settings, viewer } from "./fixtures.ts";

/** Opens an Ark select and picks the option with this label. */
async function choose(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, option: string) {
  await user.click(box);
  await user.click(await screen.findByRole("option", { name: option }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADMIN = 7;
const FINANCE = 8;

/** The gateway as a page sees it; `over` answers first (a test's own operations). */
function gateway(
  over: Answerer = () => undefined,
  options: { me?: number; maintenance?: boolean } = {},
): Answerer {
  return (name, variables) =>
    over(name, variables) ??
    (name === "DisbursementSettings"
      ? { data: settings({ maintenance: options.maintenance ?? false }) }
      : name === "DisbursementViewer"
        ? {
            data: viewer(options.me ?? ADMIN, [
              "disbursement-process",
              ...(options.me === FINANCE ? ["disbursement-approval"] : []),
            ]),
          }
        : name === "DisbursementList"
          ? {
              data: {
                disbursements: page("DisbursementPage", [
                  batch({}),
                  batch({
                    id: 42,
                    name: "Reimburse Oktober",
                    source: "reimbursement",
                    payrollReportId: null,
                    payrollReportName: null,
                    status: "partially_succeeded",
                    errorCount: 0,
                    mismatchCount: 0,
                    paidAmount: 1_000_000,
                    counts: counts({ succeeded: 1, failed: 1 }),
                  }),
                ]),
              },
            }
          : name === "Disbursement"
            ? { data: { disbursement: batch({}) } }
            : name === "DisbursementLines"
              ? { data: { disbursementLines: page("DisbursementLinePage", LINES) } }
              : name === "DisbursementEvents"
                ? { data: { disbursementEvents: page("DisbursementEventPage", [event({})]) } }
                : undefined);
}

const listRoute = routeOf("/disbursements");
const detailRoute = routeOf("/disbursements/:id");
const approvalRoute = routeOf("/disbursements/approval");

describe("/disbursements", () => {
  it("lists batches with their status, totals and problems; filters go to the server", async () => {
    const view = renderScreen(<DisbursementsPage route={listRoute} />, {
      path: "/disbursements",
      answer: gateway(),
    });
    const table = await screen.findByRole("table", { name: "Disbursement batches" });
    const first = (await within(table).findByRole("link", { name: "Gaji November" })).closest(
      "tr",
    )!;
    expect(first.textContent).toContain("Pending approval");
    expect(first.textContent).toContain("Rp 15.750.000");
    expect(first.textContent).toContain("Problems 1");
    expect(first.textContent).toContain("Name mismatch 1");
    const second = within(table).getByRole("link", { name: "Reimburse Oktober" }).closest("tr")!;
    expect(second.textContent).toContain("Partially succeeded");
    expect(second.textContent).toContain("Failed 1");

    await choose(view.user, screen.getByRole("combobox", { name: /^Status/ }), "Processing");
    await waitFor(() =>
      expect(
        view.operations.some(
          (o) => o.name === "DisbursementList" && o.variables["status"] === "processing",
        ),
      ).toBe(true),
    );
    await choose(view.user, screen.getByRole("combobox", { name: /^Source/ }), "Upload");
    await waitFor(() =>
      expect(
        view.operations.some(
          (o) => o.name === "DisbursementList" && o.variables["source"] === "upload",
        ),
      ).toBe(true),
    );
    // The live pointer reads the list again.
    const before = view.operations.filter((o) => o.name === "DisbursementList").length;
    act(() => announceLiveChange({ type: "disbursement", dates: [] }));
    await waitFor(() =>
      expect(view.operations.filter((o) => o.name === "DisbursementList").length).toBeGreaterThan(
        before,
      ),
    );
  });

  it("says when there is no batch, and shows the maintenance banner with create paused", async () => {
    renderScreen(<DisbursementsPage route={listRoute} />, {
      path: "/disbursements",
      answer: gateway(
        (name) =>
          name === "DisbursementList"
            ? { data: { disbursements: page("DisbursementPage", []) } }
            : undefined,
        { maintenance: true },
      ),
    });
    expect(await screen.findByText(/No disbursement batch yet/)).toBeTruthy();
    expect(await screen.findByText("Disbursement is under maintenance")).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Create Disbursement" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("creates a batch from a finalised payroll report with one idempotency key per request", async () => {
    const creates: Record<string, unknown>[] = [];
    const view = renderScreen(<DisbursementsPage route={listRoute} />, {
      path: "/disbursements?create=1",
      answer: gateway((name, variables) => {
        if (name === "DisbursementFinalizedReports")
          return {
            data: {
              payrollReports: {
                __typename: "PayrollReportPage",
                items: [
                  {
                    __typename: "PayrollReport",
                    id: 501,
                    name: "Gaji November",
                    period: "2026-11",
                    lineCount: 3,
                    totals: { __typename: "PayrollReportTotals", net: 15_750_000 },
                  },
                ],
              },
            },
          };
        if (name === "CreateDisbursement") {
          creates.push(variables);
          if (creates.length === 1)
            return {
              errors: [
                {
                  message: "Batch name already exists",
                  extensions: { code: "CONFLICT", detail: { code: "BATCH_NAME_ALREADY_EXIST" } },
                },
              ],
            };
          return { data: { createDisbursement: batch({ id: 77, name: "Gaji November (2)" }) } };
        }
        return undefined;
      }),
    });
    const dialog = await screen.findByRole("dialog", { name: "Create disbursement batch" });
    await view.user.click(within(dialog).getByRole("button", { name: "Create Disbursement" }));
    expect((await within(dialog).findAllByText("This field is required")).length).toBe(2);
    await choose(
      view.user,
      await within(dialog).findByRole("combobox", { name: /^Finalised payroll report/ }),
      "Gaji November — 3 workers, Rp 15.750.000",
    );
    // The batch takes the report's name unless one was typed.
    const name = within(dialog).getByRole("textbox", { name: /Batch name/ }) as HTMLInputElement;
    expect(name.value).toBe("Gaji November");
    await view.user.click(within(dialog).getByRole("button", { name: "Create Disbursement" }));
    expect(await within(dialog).findByText(/A batch with this name already exists/)).toBeTruthy();
    await view.user.type(name, " (2)");
    await view.user.click(within(dialog).getByRole("button", { name: "Create Disbursement" }));
    await waitFor(() => expect(view.location.history.at(-1)).toBe("/disbursements/77"));
    expect(creates[1]?.["input"]).toEqual({
      name: "Gaji November (2)",
      source: "payroll_report",
      channel: "provider",
      payrollReportId: 501,
    });
    // Another body, another key (the same key with another body would be refused).
    expect(typeof creates[0]?.["idempotencyKey"]).toBe("string");
    expect(creates[1]?.["idempotencyKey"]).not.toBe(creates[0]?.["idempotencyKey"]);
  });

  it("creates a batch from the approved claims ticked, on the bank file channel", async () => {
    const creates: Record<string, unknown>[] = [];
    const claim = (id: number, agentName: string, amount: number) => ({
      __typename: "ReimbursementClaim",
      id,
      agentId: id + 100,
      agentName,
      employeeNumber: null,
      typeName: "Transport",
      claimDate: "2026-11-20",
      amount,
      version: 1,
    });
    const view = renderScreen(<DisbursementsPage route={listRoute} />, {
      path: "/disbursements?create=1",
      answer: gateway((name, variables) => {
        if (name === "DisbursableClaims")
          return {
            data: {
              reimbursementClaims: page("ReimbursementClaimPage", [
                claim(1, "Budi Santoso", 150_000),
                claim(2, "Siti Rahma", 275_000),
              ]),
            },
          };
        if (name === "CreateDisbursement") {
          creates.push(variables);
          return { data: { createDisbursement: batch({ id: 78, source: "reimbursement" }) } };
        }
        return undefined;
      }),
    });
    const dialog = await screen.findByRole("dialog", { name: "Create disbursement batch" });
    await view.user.click(within(dialog).getByRole("tab", { name: "Reimbursements" }));
    await view.user.click(await within(dialog).findByRole("checkbox", { name: /Siti Rahma/ }));
    expect(within(dialog).getByText("1 selected, Rp 275.000")).toBeTruthy();
    await view.user.type(
      within(dialog).getByRole("textbox", { name: /Batch name/ }),
      "Klaim November",
    );
    await choose(
      view.user,
      within(dialog).getByRole("combobox", { name: /^Channel/ }),
      "Bank file",
    );
    await view.user.click(within(dialog).getByRole("button", { name: "Create Disbursement" }));
    await waitFor(() => expect(creates).toHaveLength(1));
    expect(creates[0]?.["input"]).toEqual({
      name: "Klaim November",
      source: "reimbursement",
      channel: "bank_file",
      reimbursementClaimIds: [2],
    });
  });

  it("reads an uploaded sheet into rows and problems before anything is created", async () => {
    const fetchMock = vi.fn(async (url: string) => {
      expect(url).toBe("/api/hcm/v1/disbursements/upload?fileName=pay.csv");
      return new Response(
        JSON.stringify({
          data: {
            rows: [
              {
                row: 2,
                agentId: 99,
                agentName: "Budi Santoso",
                amount: 250000,
                bankCode: "BCA",
                accountNumber: "1234567890",
                accountName: "Budi Santoso",
              },
              { row: 3, agentId: null, agentName: null, amount: 100000 },
            ],
            problems: [
              { row: 3, column: "employeeNumber", message: "No worker with this employee number" },
            ],
          },
        }),
        { status: 200, headers: { "content-type": "application/json" } },
      );
    });
    vi.stubGlobal("fetch", fetchMock);
    const view = renderScreen(<DisbursementsPage route={listRoute} />, {
      path: "/disbursements?create=1",
      answer: gateway(),
    });
    const dialog = await screen.findByRole("dialog", { name: "Create disbursement batch" });
    await view.user.click(within(dialog).getByRole("tab", { name: "Upload" }));
    await view.user.upload(
      within(dialog).getByLabelText("Choose file"),
      new File(["nik,amount\n"], "pay.csv", { type: "text/csv" }),
    );
    await view.user.click(within(dialog).getByRole("button", { name: "Read file" }));
    expect(await within(dialog).findByText("2 rows read")).toBeTruthy();
    expect(within(dialog).getByText(/1 problems/)).toBeTruthy();
    expect(within(dialog).getByText("No worker with this employee number")).toBeTruthy();
    const rows = within(dialog).getByRole("table", { name: "Upload" });
    expect(rows.textContent).toContain("Rp 250.000");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("/disbursements/:id", () => {
  it("shows totals, counts, line reasons and the name mismatch with the bank's name", async () => {
    renderScreen(<DisbursementDetailPage route={detailRoute} />, {
      path: "/disbursements/41",
      pattern: "/disbursements/:id",
      answer: gateway(),
    });
    expect((await screen.findByTestId("total-total")).textContent).toContain("Rp 15.750.000");
    expect(screen.getByTestId("total-errors").textContent).toContain("1");
    expect(screen.getByTestId("line-counts").textContent).toContain("Needs fixing");
    const table = await screen.findByRole("table", { name: "Lines" });
    const siti = (await within(table).findByText("EMP-002")).closest("tr")!;
    expect(within(siti).getByTestId("name-mismatch").textContent).toContain("SITI RAHMAWATI");
    const andi = within(table).getByText("EMP-003").closest("tr")!;
    expect(andi.textContent).toContain("INCOMPLETE_BANK_ACCOUNT_DATA");
    expect(andi.textContent).toContain("The bank account data is incomplete");
    expect(within(andi).getByRole("button", { name: "Edit Andi Wijaya" })).toBeTruthy();
    expect(screen.getByText(/Created by Admin Maju/)).toBeTruthy();
    // A provider batch is paid by the provider: no bank file to pay it twice.
    expect(screen.queryByRole("button", { name: "Mandiri MCM file" })).toBeNull();
  });

  it("edits a draft line's account, revalidated by the server", async () => {
    const updates: Record<string, unknown>[] = [];
    const view = renderScreen(<DisbursementDetailPage route={detailRoute} />, {
      path: "/disbursements/41",
      pattern: "/disbursements/:id",
      answer: gateway((name, variables) => {
        if (name !== "UpdateDisbursementLine") return undefined;
        updates.push(variables);
        return {
          data: {
            updateDisbursementLine: line({ id: 9003, status: "pending_approval", version: 2 }),
          },
        };
      }),
    });
    await view.user.click(await screen.findByRole("button", { name: "Edit Andi Wijaya" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Andi Wijaya's line" });
    expect(dialog.textContent).toContain("The bank account data is incomplete");
    await view.user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect((await within(dialog).findAllByText("This field is required")).length).toBe(3);
    await choose(
      view.user,
      within(dialog).getByRole("combobox", { name: /^Bank/ }),
      "Bank Central Asia",
    );
    await view.user.type(
      within(dialog).getByRole("textbox", { name: /Account number/ }),
      "12a34567890",
    );
    await view.user.type(
      within(dialog).getByRole("textbox", { name: /Account name/ }),
      "Andi Wijaya",
    );
    await view.user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({
      id: 41,
      lineId: 9003,
      version: 1,
      input: {
        amount: 5_500_000,
        bankCode: "BCA",
        accountNumber: "1234567890",
        accountName: "Andi Wijaya",
      },
    });
    expect(await screen.findByText("Andi Wijaya's line saved")).toBeTruthy();
  });

  it("tells the batch's creator why they cannot approve it (maker-checker)", async () => {
    renderScreen(<DisbursementDetailPage route={detailRoute} />, {
      path: "/disbursements/41",
      pattern: "/disbursements/:id",
      answer: gateway(undefined, { me: ADMIN }),
    });
    expect((await screen.findByTestId("approve-blocked")).textContent).toContain(
      "The person who created a batch cannot approve it",
    );
    expect((screen.getByRole("button", { name: "Approve" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("approves after the dialog states the lines and the total, once per key", async () => {
    const approvals: Record<string, unknown>[] = [];
    const view = renderScreen(<DisbursementDetailPage route={detailRoute} />, {
      path: "/disbursements/41",
      pattern: "/disbursements/:id",
      answer: gateway(
        (name, variables) => {
          if (name === "Disbursement")
            return { data: { disbursement: batch({ canApprove: true }) } };
          if (name === "ApproveDisbursement") {
            approvals.push(variables);
            return { data: { approveDisbursement: batch({ status: "processing" }) } };
          }
          return undefined;
        },
        { me: FINANCE },
      ),
    });
    await view.user.click(await screen.findByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve Gaji November?" });
    expect(dialog.textContent).toContain("3 lines, Rp 15.750.000 in total.");
    expect(dialog.textContent).toContain("1 lines with problems are not sent");
    await view.user.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(approvals).toHaveLength(1));
    expect(approvals[0]).toMatchObject({ id: 41 });
    expect(typeof approvals[0]?.["idempotencyKey"]).toBe("string");
    expect(await screen.findByText("Gaji November approved")).toBeTruthy();
  });

  it("retries a failed line after confirmation and filters to problems", async () => {
    const retries: Record<string, unknown>[] = [];
    const view = renderScreen(<DisbursementDetailPage route={detailRoute} />, {
      path: "/disbursements/41",
      pattern: "/disbursements/:id",
      answer: gateway((name, variables) => {
        if (name === "Disbursement")
          return {
            data: {
              disbursement: batch({
                status: "partially_succeeded",
                counts: counts({ succeeded: 2, failed: 1 }),
              }),
            },
          };
        if (name === "DisbursementLines")
          return {
            data: {
              disbursementLines: page("DisbursementLinePage", [
                line({ status: "succeeded", providerReference: "disb-1", attempts: 1 }),
                line({
                  id: 9004,
                  agentName: "Rina Kusuma",
                  status: "failed",
                  errorCode: "INVALID_DESTINATION",
                  errorReason: "The destination account is invalid",
                  attempts: 1,
                }),
              ]),
            },
          };
        if (name === "RetryDisbursementLine") {
          retries.push(variables);
          return { data: { retryDisbursementLine: line({ id: 9004, status: "approved" }) } };
        }
        return undefined;
      }),
    });
    expect((await screen.findByTestId("batch-progress")).textContent).toContain(
      "3 of 3 lines settled",
    );
    await view.user.click(await screen.findByRole("button", { name: "Retry Rina Kusuma" }));
    const confirm = await screen.findByRole("alertdialog", {
      name: "Send Rina Kusuma's payment again?",
    });
    await view.user.click(within(confirm).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(retries).toHaveLength(1));
    expect(retries[0]).toMatchObject({ id: 41, lineId: 9004 });
    await view.user.click(screen.getByRole("checkbox", { name: "Problems only" }));
    await waitFor(() =>
      expect(
        view.operations.some(
          (o) => o.name === "DisbursementLines" && o.variables["problems"] === true,
        ),
      ).toBe(true),
    );
  });

  it("asks a bank-file batch's Mandiri debit account and value date and downloads it", async () => {
    const fetchMock = vi.fn(
      async () => new Response("P,20261127,1234567890123,2,10500000\n", { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    URL.createObjectURL = vi.fn(() => "blob:mandiri");
    URL.revokeObjectURL = vi.fn();
    const view = renderScreen(<DisbursementDetailPage route={detailRoute} />, {
      path: "/disbursements/41",
      pattern: "/disbursements/:id",
      answer: gateway((name) =>
        name === "Disbursement"
          ? { data: { disbursement: batch({ channel: "bank_file" }) } }
          : undefined,
      ),
    });
    await view.user.click(await screen.findByRole("button", { name: "Mandiri MCM file" }));
    const dialog = await screen.findByRole("dialog", { name: "Mandiri MCM bulk file" });
    const account = within(dialog).getByRole("textbox", { name: /Debit account/ });
    await view.user.type(account, "12345");
    await view.user.click(within(dialog).getByRole("button", { name: "Download" }));
    expect(await within(dialog).findByText("Enter the 13 digits of the account")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await view.user.type(account, "67890123");
    await view.user.click(within(dialog).getByRole("button", { name: "Download" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const url = String((fetchMock.mock.calls[0] as unknown[])[0]);
    expect(url).toMatch(
      /^\/api\/hcm\/v1\/disbursements\/41\/bank-file\?format=mandiri-mcm&debitAccount=1234567890123&valueDate=\d{4}-\d{2}-\d{2}$/,
    );
  });

  it("speaks Indonesian", async () => {
    renderScreen(<DisbursementDetailPage route={detailRoute} />, {
      path: "/disbursements/41",
      pattern: "/disbursements/:id",
      language: "id",
      answer: gateway(undefined, { me: ADMIN }),
    });
    expect((await screen.findByTestId("approve-blocked")).textContent).toContain(
      "Pembuat batch tidak dapat menyetujuinya",
    );
    expect(
      await screen.findByText("Menunggu persetujuan", { selector: "[data-testid=batch-status]" }),
    ).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Batalkan batch" })).toBeTruthy();
  });
});

describe("/disbursements/approval", () => {
  it("lists only batches awaiting the caller's approval and approves from the list", async () => {
    const approvals: Record<string, unknown>[] = [];
    const view = renderScreen(<DisbursementApprovalPage route={approvalRoute} />, {
      path: "/disbursements/approval",
      answer: gateway(
        (name, variables) => {
          if (name === "DisbursementList")
            return {
              data: { disbursements: page("DisbursementPage", [batch({ canApprove: true })]) },
            };
          if (name === "ApproveDisbursement") {
            approvals.push(variables);
            return { data: { approveDisbursement: batch({ status: "processing" }) } };
          }
          return undefined;
        },
        { me: FINANCE },
      ),
    });
    await view.user.click(await screen.findByRole("button", { name: "Approve Gaji November" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve Gaji November?" });
    await view.user.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(approvals).toHaveLength(1));
    expect(
      view.operations.find((o) => o.name === "DisbursementList")?.variables["awaitingApproval"],
    ).toBe(true);
  });
});

describe("Paid per worker", () => {
  it("reads the month range and shows the total paid", async () => {
    const view = renderScreen(<DisbursementsPage route={listRoute} />, {
      path: "/disbursements?view=paid&from=2026-06&to=2026-11",
      answer: gateway((name) =>
        name === "PaidReport"
          ? {
              data: {
                paidReport: page(
                  "PaidReportPage",
                  [
                    {
                      __typename: "PaidReportRow",
                      agentId: 99,
                      agentName: "Budi Santoso",
                      employeeNumber: "EMP-001",
                      period: "2026-11",
                      amount: 5_400_000,
                      lineCount: 2,
                      payrollAmount: 5_250_000,
                      reimbursementAmount: 150_000,
                      otherAmount: 0,
                    },
                  ],
                  { totalAmount: 5_400_000 },
                ),
              },
            }
          : undefined,
      ),
    });
    const table = await screen.findByRole("table", { name: "Paid per worker" });
    expect((await within(table).findByText("Budi Santoso")).closest("tr")!.textContent).toContain(
      "November 2026",
    );
    expect(screen.getByTestId("paid-total").textContent).toContain("Rp 5.400.000");
    expect(view.operations.find((o) => o.name === "PaidReport")?.variables).toMatchObject({
      from: "2026-06",
      to: "2026-11",
    });
  });

  it("refuses a range over 24 months without asking the server", async () => {
    const view = renderScreen(<DisbursementsPage route={listRoute} />, {
      path: "/disbursements?view=paid&from=2023-01&to=2026-11",
      answer: gateway(),
    });
    expect(await screen.findByText(/Choose a range of 1 to 24 months/)).toBeTruthy();
    expect(view.operations.some((o) => o.name === "PaidReport")).toBe(false);
  });
});
