import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { GraphQLError, Kind, type OperationDefinitionNode } from "graphql";
import { type Client, CombinedError, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import "../../../ui/date-picker/__tests__/jsdomShims.ts";
import { ROUTES } from "../../../../domain/navigation.ts";
import { LeaveGuardProvider } from "../../../app/leaveGuard.tsx";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { todayIso } from "../../org-common/index.ts";
import { PayrollComponentFormPage } from "../components/PayrollComponentFormPage.tsx";

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const createRoute = ROUTES.find((r) => r.pattern === "/payroll/payroll-components/create")!;
const editRoute = ROUTES.find((r) => r.pattern === "/payroll/payroll-components/:id/edit")!;
const TAKEN = "is already the code of another payroll component";

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

const STORED = {
  __typename: "PayrollComponent",
  id: 4,
  name: "Uang Makan",
  code: "allowance_meals_sum",
  predefined: true,
  scheme: "Rp",
  addOrSub: "add",
  mode: "daily_fee",
  taxable: true,
  taxTreatment: "regular",
  base: null,
  defaultAmount: 25_000,
  effectiveDate: "2026-01-01",
  description: null,
  status: "active",
  groupCount: 1,
  version: 3,
};

/** Saves answer from `answers` in turn (then succeed). */
function client(sent: Operation[], answers: ("taken" | "ok")[]): Client {
  return {
    executeQuery: (operation: Operation) =>
      fromValue({
        operation,
        data: nameOf(operation) === "PayrollComponentDetail" ? { payrollComponent: STORED } : null,
        stale: false,
        hasNext: false,
      }),
    executeMutation: (operation: Operation) => {
      sent.push(operation);
      const answer = answers.shift() ?? "ok";
      if (answer === "taken")
        return fromValue({
          operation,
          error: new CombinedError({
            graphQLErrors: [
              new GraphQLError("Failed to Create Payroll Component", {
                extensions: { code: "CONFLICT", errors: [{ field: "code", message: TAKEN }] },
              }),
            ],
          }),
          stale: false,
          hasNext: false,
        });
      const input = operation.variables["input"] as Record<string, unknown>;
      const saved = { ...STORED, id: 9, ...input, version: 1 };
      return fromValue({
        operation,
        data:
          nameOf(operation) === "UpdatePayrollComponent"
            ? { updatePayrollComponent: saved }
            : { createPayrollComponent: saved },
        stale: false,
        hasNext: false,
      });
    },
  } as unknown as Client;
}

function renderForm(
  options: { language?: Language; answers?: ("taken" | "ok")[]; edit?: boolean } = {},
) {
  const sent: Operation[] = [];
  const route = options.edit ? editRoute : createRoute;
  const path = options.edit ? "/payroll/payroll-components/4/edit" : createRoute.pattern;
  const location = memoryLocation({ path, record: true });
  render(
    <Provider value={client(sent, options.answers ?? [])}>
      <I18nProvider language={options.language ?? "en"}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <LeaveGuardProvider>
            <main>
              <Route path={route.pattern}>
                <PayrollComponentFormPage route={route} />
              </Route>
            </main>
          </LeaveGuardProvider>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { sent, location, user: userEvent.setup({ delay: null }) };
}

const form = () => screen.getByRole("form", { name: "Payroll component" });
const fieldOf = (field: string) => form().querySelector(`[data-field="${field}"]`) as HTMLElement;

describe("PayrollComponentFormPage", { timeout: 60_000 }, () => {
  it("has no detectable accessibility violations", async () => {
    renderForm();
    await screen.findByRole("form", { name: "Payroll component" });
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("refuses a malformed code at its field before sending; the server's taken code shows there too", async () => {
    const { sent, user, location } = renderForm({ answers: ["taken", "ok"] });
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Tunjangan Pulsa");
    await user.selectOptions(screen.getByRole("combobox", { name: "Code" }), "custom");
    const custom = screen.getByRole("textbox", { name: /^Custom code/ });
    await user.type(custom, "Pulsa Bulanan!");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      within(fieldOf("code")).getByText(
        "Custom code must be 2 to 60 characters of a-z, 0-9 and _, starting with a letter",
      ),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(custom);
    await user.type(custom, "pulsa_bulanan");
    expect(within(fieldOf("code")).queryByText(/must be 2 to 60 characters/)).toBeNull();
    await user.type(screen.getByRole("spinbutton", { name: "Default amount" }), "150000");
    await user.click(screen.getByRole("radio", { name: /^Fixed rate/ }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.variables).toEqual({
      input: {
        name: "Tunjangan Pulsa",
        code: "pulsa_bulanan",
        scheme: "Rp",
        addOrSub: "add",
        mode: "fixed_rate",
        taxable: true,
        taxTreatment: "regular",
        base: null,
        defaultAmount: 150_000,
        effectiveDate: todayIso(),
        description: null,
        status: "active",
      },
    });
    expect(await within(fieldOf("code")).findByText(`Custom code ${TAKEN}`)).toBeTruthy();
    expect(location.history?.at(-1)).toBe("/payroll/payroll-components/create");

    await user.clear(custom);
    await user.type(custom, "pulsa_karyawan");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/payroll/payroll-components"));
  });

  it("a % component asks for its base and a percentage; not taxable is non_object", async () => {
    const { sent, user } = renderForm();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Insentif Penjualan");
    await user.selectOptions(screen.getByRole("combobox", { name: "Code" }), "incentive_sum");
    expect(screen.queryByRole("group", { name: "Percentage of" })).toBeNull();
    await user.click(screen.getByRole("radio", { name: /^% \(a percentage/ }));
    await user.click(screen.getByRole("radio", { name: /^Sub Total/ }));
    expect(screen.queryByRole("spinbutton", { name: "Default amount" })).toBeNull();
    const percent = screen.getByRole("spinbutton", { name: "Default percentage (%)" });
    await user.type(percent, "2,5");
    await user.click(screen.getByRole("checkbox", { name: "Taxable (PPh 21)" }));
    expect(screen.queryByRole("radio", { name: /^Irregular income/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.variables["input"]).toMatchObject({
      code: "incentive_sum",
      scheme: "%",
      base: "sub_total",
      defaultAmount: 2.5,
      taxable: false,
      taxTreatment: "non_object",
    });
  });

  it("edits a stored component with its version", async () => {
    const { sent, user } = renderForm({ edit: true });
    const name = await screen.findByRole("textbox", { name: /^Name/ });
    expect((name as HTMLInputElement).value).toBe("Uang Makan");
    expect((screen.getByRole("combobox", { name: "Code" }) as HTMLSelectElement).value).toBe(
      "allowance_meals_sum",
    );
    expect(screen.getByRole("radio", { name: /^Daily fee/ })).toHaveProperty("checked", true);
    expect(
      (screen.getByRole("spinbutton", { name: "Default amount" }) as HTMLInputElement).value,
    ).toBe("25.000");
    await user.clear(name);
    await user.type(name, "Uang Makan Harian");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(nameOf(sent[0]!)).toBe("UpdatePayrollComponent");
    expect(sent[0]?.variables).toMatchObject({
      id: 4,
      version: 3,
      input: { name: "Uang Makan Harian", code: "allowance_meals_sum", defaultAmount: 25_000 },
    });
  });

  it("asks before leaving with unsaved changes (SPEC §2)", async () => {
    const { user, location } = renderForm();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Setengah jadi");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("You're about to leave this page");
    expect(dialog.textContent).toContain("Your progress will not be saved.");
    await user.click(within(dialog).getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/payroll/payroll-components"));
  });

  it("speaks Indonesian, client checks included", async () => {
    const { user, sent } = renderForm({ language: "id" });
    await screen.findByRole("form", { name: "Komponen gaji" });
    expect(screen.getByRole("radio", { name: /^Prorata/ })).toBeTruthy();
    expect(screen.getByText(/Dihitung sebanding hari yang dibayar/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    const form = screen.getByRole("form", { name: "Komponen gaji" });
    expect(
      within(form.querySelector('[data-field="name"]')!).getByText("Nama wajib diisi"),
    ).toBeTruthy();
    expect(
      within(form.querySelector('[data-field="code"]')!).getByText("Kode wajib diisi"),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
