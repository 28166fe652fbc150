import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { GraphQLError, Kind, type OperationDefinitionNode } from "graphql";
import { type Client, CombinedError, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ROUTES } from "../../../../domain/navigation.ts";
import { LeaveGuardProvider } from "../../../app/leaveGuard.tsx";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { PayrollGroupFormPage } from "../components/PayrollGroupFormPage.tsx";

afterEach(cleanup);

const route = ROUTES.find((candidate) => candidate.pattern === "/payroll-groups/create")!;

type Operation = {
  query: { definitions: readonly { kind: string }[] };
  variables: Record<string, unknown>;
};
const nameOf = (operation: Operation) =>
  (
    operation.query.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as
      | OperationDefinitionNode
      | undefined
  )?.name?.value;

const CHOICES: Record<string, unknown> = {
  PayrollGroupBranches: {
    branches: {
      __typename: "BranchPage",
      items: [
        { __typename: "Branch", id: 1, code: "JKT", name: "Jakarta" },
        { __typename: "Branch", id: 2, code: "BDG", name: "Bandung" },
      ],
    },
  },
  PayrollGroupComponentChoices: {
    payrollComponents: {
      __typename: "PayrollComponentPage",
      items: [
        {
          __typename: "PayrollComponent",
          id: 7,
          name: "Tunjangan Transport",
          code: "allowance_transport_sum",
          scheme: "Rp",
          addOrSub: "add",
          mode: "prorate",
          defaultAmount: 500_000,
        },
        {
          __typename: "PayrollComponent",
          id: 8,
          name: "Bonus Kinerja",
          code: "bonus_kinerja",
          scheme: "%",
          addOrSub: "add",
          mode: "fixed_rate",
          defaultAmount: 5,
        },
      ],
    },
  },
  PayrollGroupTaxChoices: {
    taxConfigurations: {
      __typename: "TaxConfigurationPage",
      items: [{ __typename: "TaxConfiguration", id: 3, name: "PPh 21 Karyawan Tetap" }],
    },
  },
};

type Answer = "ok" | "fieldErrors";

function client(sent: Record<string, unknown>[], answer: Answer): Client {
  return {
    executeQuery: (operation: Operation) =>
      fromValue({
        operation,
        data: CHOICES[nameOf(operation) ?? ""] ?? null,
        stale: false,
        hasNext: false,
      }),
    executeMutation: (operation: Operation) => {
      sent.push(operation.variables);
      return fromValue(
        answer === "fieldErrors"
          ? {
              operation,
              error: new CombinedError({
                graphQLErrors: [
                  new GraphQLError("Failed to Create Payroll Group", {
                    extensions: {
                      code: "BAD_USER_INPUT",
                      errors: [
                        {
                          field: "input.name",
                          message: "is already used by another payroll group",
                        },
                        { field: "input.components.0.amount", message: "must not be negative" },
                      ],
                    },
                  }),
                ],
              }),
              stale: false,
              hasNext: false,
            }
          : {
              operation,
              data: {
                createPayrollGroup: {
                  __typename: "PayrollGroup",
                  id: 12,
                  name: "Gaji Bulanan",
                  version: 1,
                  memberCount: 0,
                  updatedAt: "2026-11-26T01:00:00Z",
                },
              },
              stale: false,
              hasNext: false,
            },
      );
    },
  } as unknown as Client;
}

function renderForm(language: Language = "en", answer: Answer = "ok") {
  const sent: Record<string, unknown>[] = [];
  const location = memoryLocation({ path: route.pattern, record: true });
  render(
    <Provider value={client(sent, answer)}>
      <I18nProvider language={language}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <LeaveGuardProvider>
            <main>
              <PayrollGroupFormPage route={route} />
            </main>
          </LeaveGuardProvider>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { sent, location };
}

describe("PayrollGroupFormPage", { timeout: 30_000 }, () => {
  it("has no accessibility violations", async () => {
    renderForm();
    await screen.findByRole("checkbox", { name: "Jakarta (JKT)" });
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }, 30_000);

  it("shows the SPEC §4 salary type of shift mode × payment basis", async () => {
    const user = userEvent.setup();
    renderForm();
    const status = () => screen.getByText(/^Resulting salary type/);
    expect(status().textContent).toBe("Resulting salary type: Salary per Cycle (type 1)");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Payment basis" }),
      "per_attendance",
    );
    expect(status().textContent).toBe("Resulting salary type: Daily Fee (type 2)");
    await user.selectOptions(screen.getByRole("combobox", { name: "Shift mode" }), "with_shift");
    expect(status().textContent).toBe("Resulting salary type: Salary per Shift (type 4)");
    await user.selectOptions(screen.getByRole("combobox", { name: "Payment basis" }), "per_cycle");
    expect(status().textContent).toBe("Resulting salary type: Salary per Cycle (type 3)");
  });

  it("checks SPEC §5 rules before sending: nothing goes out while a field is wrong", async () => {
    const user = userEvent.setup();
    const { sent } = renderForm();
    await user.selectOptions(screen.getByRole("combobox", { name: "Cycle" }), "custom");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Proration method" }),
      "fixed_divisor",
    );
    await user.type(screen.getByRole("textbox", { name: /^Divisor \(days\)/ }), "40");
    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Component to add" }),
      "8",
    );
    await user.click(screen.getByRole("button", { name: "Add component" }));
    const amount = screen.getByRole("textbox", { name: "Bonus Kinerja: default amount" });
    expect((amount as HTMLInputElement).value).toBe("5");
    await user.clear(amount);
    await user.type(amount, "150");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(sent).toEqual([]);
    expect(await screen.findByText("Group name is required")).toBeTruthy();
    expect(screen.getByText("Cycle length (days) is required for a custom cycle")).toBeTruthy();
    expect(screen.getByText("Divisor (days) must be a whole number from 1 to 31")).toBeTruthy();
    expect(
      screen.getByText("Bonus Kinerja: default amount must be a percentage from 0 to 100"),
    ).toBeTruthy();
  });

  it("sends a monthly group with BPJS, a branch and components; pay day 31 is the end of the month", async () => {
    const user = userEvent.setup();
    const { sent, location } = renderForm();
    await user.type(screen.getByRole("textbox", { name: /^Group name/ }), "Gaji Bulanan");
    const payDay = screen.getByRole("combobox", { name: "Pay day" });
    expect(within(payDay).getByRole("option", { name: "End of month" })).toBeTruthy();
    expect(within(payDay).getByRole("option", { name: "21st" })).toBeTruthy();
    await user.selectOptions(payDay, "31");
    await user.selectOptions(screen.getByRole("combobox", { name: "Programmes" }), "jkk_jkm");
    await user.selectOptions(screen.getByRole("combobox", { name: "JKK risk class" }), "0.89");
    await user.selectOptions(screen.getByRole("combobox", { name: "Tax configuration" }), "3");
    await user.selectOptions(screen.getByRole("combobox", { name: "Tax method" }), "gross_up");
    await user.click(screen.getByRole("checkbox", { name: "Bandung (BDG)" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Component to add" }), "7");
    await user.click(screen.getByRole("button", { name: "Add component" }));
    const transport = screen.getByRole("textbox", { name: "Tunjangan Transport: default amount" });
    expect((transport as HTMLInputElement).value).toBe("500.000");
    await user.clear(transport);
    await user.type(transport, "750.000");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      input: {
        name: "Gaji Bulanan",
        shiftConfig: "without_shift",
        salaryType: "per_cycle",
        cycle: "monthly",
        cutoffDay: 1,
        customCycleDays: null,
        payDay: 31,
        payWeekday: null,
        socialInsurance: { programs: "jkk_jkm", paidBy: "client", jkkRiskRatePercent: 0.89 },
        bpjsKesehatan: true,
        pensionJp: true,
        proration: "calendar_days",
        prorationDivisor: null,
        taxConfigurationId: 3,
        taxMethod: "gross_up",
        description: null,
        status: "active",
        branchIds: [2],
        components: [{ componentId: 7, amount: 750_000 }],
      },
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe("/payroll-groups/12"));
  });

  it("shows the server's field problems at their fields, in Indonesian too", async () => {
    const user = userEvent.setup();
    renderForm("id", "fieldErrors");
    await user.type(screen.getByRole("textbox", { name: /^Nama grup/ }), "Gaji Bulanan");
    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Komponen yang ditambahkan" }),
      "7",
    );
    await user.click(screen.getByRole("button", { name: "Tambah komponen" }));
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Nama grup sudah dipakai payroll group lain")).toBeTruthy();
    expect(screen.getByText("Tunjangan Transport: jumlah bawaan tidak boleh negatif")).toBeTruthy();
  });
});
