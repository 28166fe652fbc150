import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import type { DocumentNode } from "graphql";
import { type Client, CombinedError, Provider } from "urql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fromValue } from "wonka";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ROUTES } from "../../../../domain/navigation.ts";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { AppToaster } from "../../../ui/index.ts";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { ReimbursementsPage } from "../components/ReimbursementsPage.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const route = ROUTES.find((candidate) => candidate.pattern === "/reimbursements")!;

type Vars = Record<string, unknown>;
type Call = { name: string; variables: Vars };
type Answer = { data?: unknown; error?: CombinedError };
const operationName = (query: DocumentNode) =>
  query.definitions.flatMap((d) => (d.kind === "OperationDefinition" ? [d.name?.value] : []))[0];

const claim = {
  __typename: "ReimbursementClaim",
  id: 71,
  agentId: 5,
  agentName: "Siti Aminah",
  employeeNumber: "EMP-005",
  typeId: 3,
  typeName: "Makan Lapangan",
  taxTreatment: "natura_meal_field",
  claimDate: "2026-11-20",
  amount: 1234567,
  description: "Makan tim survei",
  status: "pending",
  payoutMethod: "payroll",
  taxableAmount: null as number | null,
  nonTaxableAmount: null as number | null,
  receipts: [
    {
      __typename: "ReimbursementReceipt",
      fileId: "f-1",
      url: "/api/file/v1/files/f-1",
      contentType: "application/pdf",
    },
  ],
  approvalRequestId: 9,
  currentLayer: 1,
  canDecide: true,
  decidedAt: null as string | null,
  decisionNote: null as string | null,
  payrollReportId: null as number | null,
  payrollReportName: null as string | null,
  disbursementId: null as number | null,
  disbursementName: null as string | null,
  paidAt: null as string | null,
  createdByName: "Admin Maju",
  createdByAgent: false,
  createdAt: "2026-11-20T03:00:00Z",
  version: 1,
};

const paidClaim = {
  ...claim,
  id: 72,
  agentName: "Budi Santoso",
  employeeNumber: "EMP-006",
  status: "paid",
  canDecide: false,
  amount: 2500000,
  taxableAmount: 500000,
  nonTaxableAmount: 2000000,
  decidedAt: "2026-11-21T03:00:00Z",
  decisionNote: "OK",
  payrollReportId: 503,
  payrollReportName: "Gaji November 2026",
  paidAt: "2026-11-30T10:00:00Z",
};

const mealType = {
  __typename: "ReimbursementType",
  id: 3,
  name: "Makan Lapangan",
  description: "Makan tim lapangan",
  taxTreatment: "natura_meal_field",
  monthlyTaxFreeCap: 2000000,
  budgetAmount: 1000000,
  budgetPeriod: "monthly",
  receiptThreshold: 100000,
  defaultPayout: "payroll",
  maxClaimAmount: 5000000,
  active: true,
  claimCount: 4,
  createdAt: "2026-10-01T03:00:00Z",
  version: 2,
};

const parkingType = {
  ...mealType,
  id: 4,
  name: "Parkir",
  description: null,
  taxTreatment: "non_taxable_actual_cost",
  monthlyTaxFreeCap: null,
  budgetAmount: null,
  budgetPeriod: null,
  receiptThreshold: null,
  defaultPayout: "disbursement",
  claimCount: 0,
  version: 1,
};

function gqlError(message: string, code: string, errors?: { field: string; message: string }[]) {
  return new CombinedError({
    graphQLErrors: [{ message, extensions: { code, ...(errors ? { errors } : {}) } }],
  });
}

type Options = {
  claims?: (typeof claim)[];
  mutate?: (name: string, variables: Vars) => Answer;
};

/**
 * The employee picker's option for Siti Aminah: the picker opened (again, if the dialog's
 * opening focus closed it — under a loaded CI run the option never came, the list having shut
 * before its debounced search answered) until the option shows.
 */
async function employeeOption(dialog: HTMLElement): Promise<HTMLElement> {
  const picker = within(dialog).getByRole("combobox", { name: /Employee/ });
  return waitFor(
    async () => {
      if (picker.getAttribute("aria-expanded") !== "true") await userEvent.click(picker);
      return screen.getByRole("option", { name: /Siti Aminah/ });
    },
    { timeout: 15_000, interval: 250 },
  );
}

function renderAt(path: string, language: Language = "en", options: Options = {}) {
  const calls: Call[] = [];
  const claims = options.claims ?? [claim, paidClaim];
  const answer = (name: string, variables: Vars): Answer => {
    switch (name) {
      case "ReimbursementClaims":
        return {
          data: {
            reimbursementClaims: {
              __typename: "ReimbursementClaimPage",
              items: claims,
              totalItems: claims.length,
              limit: 10,
              page: 1,
            },
          },
        };
      case "ReimbursementClaim":
        return {
          data: { reimbursementClaim: claims.find((c) => c.id === variables["id"]) ?? null },
        };
      case "ReimbursementTypes":
        return {
          data: {
            reimbursementTypes: {
              __typename: "ReimbursementTypePage",
              items: [mealType, parkingType],
              totalItems: 2,
              limit: 100,
              page: 1,
            },
          },
        };
      case "ReimbursementBudget":
        return {
          data: {
            reimbursementBudget: {
              __typename: "ReimbursementBudget",
              typeId: 3,
              periodStart: "2026-11-01",
              periodEnd: "2026-11-30",
              budgetAmount: 1000000,
              used: 250000,
              remaining: 750000,
            },
          },
        };
      case "AgentOptions":
        return {
          data: {
            agents: {
              __typename: "AgentPage",
              items: [{ __typename: "Agent", id: 5, fullName: "Siti Aminah", nik: "EMP-005" }],
            },
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
  // The employee picker asks the client directly (client.query(...).toPromise()).
  const query = (document: DocumentNode, variables: Vars) => ({
    toPromise: async () => {
      const name = operationName(document) ?? "";
      calls.push({ name, variables });
      return answer(name, variables);
    },
  });
  // The receipt upload takes the session headers from the client (restHeaders).
  const createRequestOperation = () => ({
    context: { fetchOptions: { headers: { "x-tenaga-session": "tab-1" } } },
  });
  const client = {
    executeQuery: run,
    executeMutation: run,
    query,
    createRequestOperation,
  } as unknown as Client;
  const location = memoryLocation({ path, record: true });
  render(
    <Provider value={client}>
      <I18nProvider language={language}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <main>
            <ReimbursementsPage route={route} />
          </main>
          <AppToaster />
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { calls, location };
}

const sent = (calls: Call[], name: string) =>
  calls.filter((c) => c.name === name).map((c) => c.variables);

describe("Reimbursements, Claims", { timeout: 30_000 }, () => {
  it("is accessible, lists claims with dd-MM-yyyy dates, rupiah, status and layer; filters from the URL", async () => {
    const { calls } = renderAt(
      "/reimbursements?status=pending&type=3&payout=payroll&from=2026-11-01",
    );
    const row = (await screen.findByText("Siti Aminah")).closest("tr")!;
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    expect(within(row).getByTestId("claim-date").textContent).toBe("20-11-2026");
    expect(within(row).getByTestId("claim-amount").textContent).toBe("Rp 1.234.567");
    expect(within(row).getByTestId("claim-status").textContent).toBe("Pending");
    expect(within(row).getByText("Layer 1")).toBeTruthy();
    expect(within(row).getByText("Field-staff meals (natura)")).toBeTruthy();
    expect(sent(calls, "ReimbursementClaims")[0]).toMatchObject({
      status: "pending",
      typeId: 3,
      payoutMethod: "payroll",
      from: "2026-11-01",
      page: 1,
    });
    // Decisions only where the caller may decide; a paid claim can no longer be cancelled.
    expect(
      within(row).getByRole("button", { name: "Approve the claim of Siti Aminah" }),
    ).toBeTruthy();
    expect(
      within(row).getByRole("button", { name: "Cancel the claim of Siti Aminah" }),
    ).toBeTruthy();
    const paid = screen.getByText("Budi Santoso").closest("tr")!;
    expect(within(paid).getByTestId("claim-status").textContent).toBe("Paid");
    expect(within(paid).queryByRole("button", { name: /Approve/ })).toBeNull();
    expect(within(paid).queryByRole("button", { name: /Cancel the claim/ })).toBeNull();
  });

  it("says so when nothing matches", async () => {
    renderAt("/reimbursements?q=nobody", "en", { claims: [] });
    expect(await screen.findByText("Data not found")).toBeTruthy();
  });

  it("a rejection waits for its note, then sends it; an approval sends none", async () => {
    const { calls } = renderAt("/reimbursements", "en", {
      mutate: (name, variables) =>
        name === "DecideReimbursementClaim"
          ? {
              data: {
                decideReimbursementClaim: {
                  ...claim,
                  status: variables["decision"] === "reject" ? "rejected" : "approved",
                },
              },
            }
          : { data: null },
    });
    await screen.findByText("Siti Aminah");
    await userEvent.click(screen.getByRole("button", { name: "Reject the claim of Siti Aminah" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Reject the claim of Siti Aminah?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Note is required")).toBeTruthy();
    expect(sent(calls, "DecideReimbursementClaim")).toEqual([]);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Note/ }), "Tanpa nota");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Claim of Siti Aminah rejected")).toBeTruthy();
    expect(sent(calls, "DecideReimbursementClaim")).toEqual([
      { id: 71, decision: "reject", note: "Tanpa nota" },
    ]);

    await userEvent.click(screen.getByRole("button", { name: "Approve the claim of Siti Aminah" }));
    const approve = await screen.findByRole("dialog");
    await userEvent.click(within(approve).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Claim of Siti Aminah approved")).toBeTruthy();
    expect(sent(calls, "DecideReimbursementClaim")[1]).toEqual({
      id: 71,
      decision: "approve",
      note: null,
    });
  });

  it("a refusal that is not about the note closes the dialog and says why", async () => {
    renderAt("/reimbursements", "en", {
      mutate: () => ({ error: gqlError("You are not the approver of this layer", "FORBIDDEN") }),
    });
    await screen.findByText("Siti Aminah");
    await userEvent.click(screen.getByRole("button", { name: "Approve the claim of Siti Aminah" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("You are not the approver of this layer")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("cancelling asks first", async () => {
    const { calls } = renderAt("/reimbursements", "en", {
      mutate: (name) =>
        name === "CancelReimbursementClaim"
          ? { data: { cancelReimbursementClaim: { ...claim, status: "cancelled" } } }
          : { data: null },
    });
    await screen.findByText("Siti Aminah");
    await userEvent.click(screen.getByRole("button", { name: "Cancel the claim of Siti Aminah" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Cancel the claim of Siti Aminah?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep" }));
    expect(sent(calls, "CancelReimbursementClaim")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Cancel the claim of Siti Aminah" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel claim" }),
    );
    expect(await screen.findByText("Claim of Siti Aminah cancelled")).toBeTruthy();
    expect(sent(calls, "CancelReimbursementClaim")).toEqual([{ id: 71 }]);
  });

  it("the drawer shows the tax split, the receipts and the payroll report that paid it", async () => {
    renderAt("/reimbursements");
    await screen.findByText("Budi Santoso");
    await userEvent.click(screen.getByRole("button", { name: "View the claim of Budi Santoso" }));
    const drawer = await screen.findByTestId("claim-drawer");
    expect(within(drawer).getByTestId("drawer-amount").textContent).toBe("Rp 2.500.000");
    const split = within(drawer).getByTestId("tax-split");
    expect(split.textContent).toContain("Non-taxableRp 2.000.000");
    expect(split.textContent).toContain("TaxableRp 500.000");
    expect(within(drawer).getByRole("link", { name: "Receipt 1" }).getAttribute("href")).toBe(
      "/api/file/v1/files/f-1",
    );
    expect(
      within(drawer).getByRole("link", { name: "Gaji November 2026" }).getAttribute("href"),
    ).toBe("/payroll-reports/503");
    expect(drawer.textContent).toContain("OK");
    expect(within(drawer).queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("a pending claim's drawer says the split comes at approval", async () => {
    renderAt("/reimbursements");
    await screen.findByText("Siti Aminah");
    await userEvent.click(screen.getByRole("button", { name: "View the claim of Siti Aminah" }));
    const drawer = await screen.findByTestId("claim-drawer");
    expect(drawer.textContent).toContain("Fixed when the claim is approved");
    expect(drawer.textContent).toContain("Not paid yet");
    expect(within(drawer).getByRole("button", { name: "Approve" })).toBeTruthy();
  });

  it("speaks Indonesian", async () => {
    renderAt("/reimbursements", "id");
    const row = (await screen.findByText("Siti Aminah")).closest("tr")!;
    expect(screen.getByRole("tab", { name: "Klaim" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Jenis Klaim" })).toBeTruthy();
    expect(within(row).getByTestId("claim-status").textContent).toBe("Menunggu");
    expect(within(row).getByText("Makan pegawai lapangan (natura)")).toBeTruthy();
    expect(within(row).getByTestId("claim-amount").textContent).toBe("Rp 1.234.567");
    expect(screen.getByRole("button", { name: "Klaim baru" })).toBeTruthy();
  });
});

describe("Reimbursements, new claim", { timeout: 30_000 }, () => {
  it("names what is missing and sends nothing", async () => {
    const { calls } = renderAt("/reimbursements");
    await screen.findByText("Siti Aminah");
    await userEvent.click(screen.getByRole("button", { name: "New claim" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit claim" }));
    expect(await within(dialog).findByText("Employee is required")).toBeTruthy();
    expect(within(dialog).getByText("Claim type is required")).toBeTruthy();
    expect(within(dialog).getByText("Amount is required")).toBeTruthy();
    expect(within(dialog).getByText("Description is required")).toBeTruthy();
    expect(sent(calls, "CreateReimbursementClaim")).toEqual([]);
  });

  it("shows the budget left, asks for a receipt above the threshold, and shows the server's problem at its field", async () => {
    const { calls } = renderAt("/reimbursements", "en", {
      mutate: (name) =>
        name === "CreateReimbursementClaim"
          ? {
              error: gqlError("Failed to create the claim", "BAD_USER_INPUT", [
                { field: "amount", message: "Over the budget: Rp 750.000 left" },
              ]),
            }
          : { data: null },
    });
    await screen.findByText("Siti Aminah");
    await userEvent.click(screen.getByRole("button", { name: "New claim" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(await employeeOption(dialog));
    await userEvent.click(within(dialog).getByRole("combobox", { name: /Claim type/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Makan Lapangan" }));
    expect((await within(dialog).findByTestId("claim-budget")).textContent).toBe(
      "Budget left: Rp 750.000 of Rp 1.000.000 (01-11-2026 – 30-11-2026)",
    );
    expect(within(dialog).getByText("A receipt is required above Rp 100.000.")).toBeTruthy();
    await userEvent.type(within(dialog).getByRole("spinbutton", { name: /Amount/ }), "900000");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: /Description/ }),
      "Makan tim survei",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit claim" }));
    expect(await within(dialog).findByText("Receipts is required")).toBeTruthy();
    expect(sent(calls, "CreateReimbursementClaim")).toEqual([]);

    // Under the threshold no receipt is needed: the server's budget refusal lands at Amount.
    const amount = within(dialog).getByRole("spinbutton", { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, "90000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit claim" }));
    expect(await within(dialog).findByText("Over the budget: Rp 750.000 left")).toBeTruthy();
    expect(sent(calls, "CreateReimbursementClaim")[0]).toMatchObject({
      input: {
        agentId: 5,
        typeId: 3,
        amount: 90000,
        description: "Makan tim survei",
        fileIds: [],
        payoutMethod: "payroll",
      },
    });
    expect(sent(calls, "ReimbursementBudget")[0]).toMatchObject({ agentId: 5, typeId: 3 });
  });
});

describe("Reimbursements, receipts", { timeout: 30_000 }, () => {
  it("uploads a receipt to the file service's receipt upload and sends its id", async () => {
    const uploads: { url: string; type: string | null; session: string | null }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        const headers = new Headers(init.headers);
        uploads.push({
          url,
          type: headers.get("content-type"),
          session: headers.get("x-tenaga-session"),
        });
        return new Response(
          JSON.stringify({ data: { id: "f-9", url: "/api/file/v1/files/f-9" } }),
          {
            status: 201,
            headers: { "content-type": "application/json" },
          },
        );
      }),
    );
    const { calls } = renderAt("/reimbursements", "en", {
      mutate: (name, variables) =>
        name === "CreateReimbursementClaim"
          ? { data: { createReimbursementClaim: { ...claim, ...(variables["input"] as Vars) } } }
          : { data: null },
    });
    await screen.findByText("Siti Aminah");
    await userEvent.click(screen.getByRole("button", { name: "New claim" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(await employeeOption(dialog));
    await userEvent.click(within(dialog).getByRole("combobox", { name: /Claim type/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Makan Lapangan" }));
    await userEvent.type(within(dialog).getByRole("spinbutton", { name: /Amount/ }), "900000");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Description/ }), "Makan");
    const pdf = new File(["%PDF-1.4"], "nota.pdf", { type: "application/pdf" });
    await userEvent.upload(within(dialog).getByLabelText(/Receipts/), pdf);
    expect(await within(dialog).findByText("nota.pdf")).toBeTruthy();
    expect(uploads).toEqual([
      { url: "/api/file/v1/receipts", type: "application/pdf", session: "tab-1" },
    ]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit claim" }));
    expect(await screen.findByText("Claim of Siti Aminah submitted")).toBeTruthy();
    expect(sent(calls, "CreateReimbursementClaim")[0]).toMatchObject({
      input: { amount: 900000, fileIds: ["f-9"] },
    });
  });
});

describe("Reimbursements, Claim Types", { timeout: 30_000 }, () => {
  it("lists types with treatment, budget, receipt rule and payout", async () => {
    renderAt("/reimbursements?tab=types");
    const table = await screen.findByRole("table", { name: "Claim types" });
    const meal = (await within(table).findByText("Makan Lapangan")).closest("tr")!;
    expect(meal.textContent).toContain("Field-staff meals (natura)");
    expect(meal.textContent).toContain("Tax-free cap per month: Rp 2.000.000");
    expect(meal.textContent).toContain("Rp 1.000.000 / month");
    expect(meal.textContent).toContain("Rp 100.000");
    const parking = within(table).getByText("Parkir").closest("tr")!;
    expect(parking.textContent).toContain("No limit");
    expect(parking.textContent).toContain("Never");
    expect(parking.textContent).toContain("Disbursement");
  });

  it("creates a natura meal type with the Rp 2.000.000 cap by default; a taken name shows at the name", async () => {
    let attempt = 0;
    const { calls } = renderAt("/reimbursements?tab=types", "en", {
      mutate: (name, variables) => {
        if (name !== "CreateReimbursementType") return { data: null };
        attempt += 1;
        return attempt === 1
          ? {
              error: gqlError("Claim type name already exists", "CONFLICT", [
                { field: "name", message: "A claim type with this name already exists" },
              ]),
            }
          : {
              data: {
                createReimbursementType: {
                  ...mealType,
                  ...(variables["input"] as Vars),
                  id: 9,
                },
              },
            };
      },
    });
    await screen.findByRole("table", { name: "Claim types" });
    await userEvent.click(screen.getByRole("button", { name: "New claim type" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/PMK 66\/2023 Ps\. 5\); the rest is taxed/)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Makan Sales");
    await userEvent.click(within(dialog).getByRole("radio", { name: /Field-staff meals/ }));
    expect(
      (
        within(dialog).getByRole("spinbutton", {
          name: /Tax-free cap per month/,
        }) as HTMLInputElement
      ).value,
    ).toBe("2.000.000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("A claim type with this name already exists"),
    ).toBeTruthy();
    expect(sent(calls, "CreateReimbursementType")[0]).toEqual({
      input: {
        name: "Makan Sales",
        description: null,
        taxTreatment: "natura_meal_field",
        monthlyTaxFreeCap: 2000000,
        budgetAmount: null,
        budgetPeriod: null,
        receiptThreshold: null,
        defaultPayout: "payroll",
        maxClaimAmount: 100000000,
        active: true,
      },
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Claim type Makan Sales created")).toBeTruthy();
  });

  it("a budget needs its period", async () => {
    const { calls } = renderAt("/reimbursements?tab=types");
    await screen.findByRole("table", { name: "Claim types" });
    await userEvent.click(screen.getByRole("button", { name: "New claim type" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Parkir Motor");
    await userEvent.type(
      within(dialog).getByRole("spinbutton", { name: /Budget per employee/ }),
      "500000",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Budget period is required")).toBeTruthy();
    expect(sent(calls, "CreateReimbursementType")).toEqual([]);
  });

  it("deactivates after a confirmation, keeping the rest of the type; delete asks too", async () => {
    const { calls } = renderAt("/reimbursements?tab=types", "en", {
      mutate: (name, variables) =>
        name === "UpdateReimbursementType"
          ? { data: { updateReimbursementType: { ...mealType, active: false } } }
          : name === "DeleteReimbursementType"
            ? {
                error: gqlError("This claim type has claims: deactivate it instead", "CONFLICT"),
              }
            : { data: null, ...variables },
    });
    const table = await screen.findByRole("table", { name: "Claim types" });
    await within(table).findByText("Makan Lapangan");
    await userEvent.click(screen.getByRole("button", { name: "Inactivate Makan Lapangan" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm.textContent).toContain("Deactivate Makan Lapangan?");
    await userEvent.click(within(confirm).getByRole("button", { name: "Inactivate" }));
    expect(await screen.findByText("Makan Lapangan deactivated")).toBeTruthy();
    expect(sent(calls, "UpdateReimbursementType")[0]).toEqual({
      id: 3,
      version: 2,
      input: {
        name: "Makan Lapangan",
        description: "Makan tim lapangan",
        taxTreatment: "natura_meal_field",
        monthlyTaxFreeCap: 2000000,
        budgetAmount: 1000000,
        budgetPeriod: "monthly",
        receiptThreshold: 100000,
        defaultPayout: "payroll",
        maxClaimAmount: 5000000,
        active: false,
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Delete Makan Lapangan" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    expect(
      await screen.findByText("This claim type has claims: deactivate it instead"),
    ).toBeTruthy();
    expect(sent(calls, "DeleteReimbursementType")).toEqual([{ id: 3 }]);
  });
});
