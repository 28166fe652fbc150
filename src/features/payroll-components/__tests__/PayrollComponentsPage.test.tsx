import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { GraphQLError, Kind, type OperationDefinitionNode } from "graphql";
import { type Client, CombinedError, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { ROUTES } from "../../../../domain/navigation.ts";
import { LeaveGuardProvider } from "../../../app/leaveGuard.tsx";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { AppToaster } from "../../../ui/index.ts";
import { PayrollComponentsView } from "../components/PayrollComponentsPage.tsx";

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const route = ROUTES.find((r) => r.pattern === "/payroll/payroll-components")!;

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

const component = (patch: Record<string, unknown>) => ({
  __typename: "PayrollComponent",
  predefined: false,
  addOrSub: "add",
  mode: "prorate",
  taxable: true,
  taxTreatment: "regular",
  base: null,
  defaultAmount: null,
  status: "active",
  groupCount: 0,
  version: 1,
  ...patch,
});

const COMPONENTS = [
  component({
    id: 1,
    name: "Tunjangan Transport",
    code: "allowance_transport_sum",
    predefined: true,
    scheme: "Rp",
    defaultAmount: 1_234_567,
    effectiveDate: "2026-01-05",
    groupCount: 1,
  }),
  component({
    id: 2,
    name: "Bonus Target",
    code: "bonus_target",
    scheme: "%",
    base: "sub_total",
    mode: "fixed_rate",
    taxTreatment: "irregular",
    defaultAmount: 2.5,
    effectiveDate: "2026-11-26",
    status: "inactive",
  }),
];

const IN_USE =
  'Payroll component "Tunjangan Transport" is used by 1 payroll group; it cannot be deleted. Remove it from them or deactivate it instead.';

const REGULATION = [
  {
    __typename: "RegulationComponent",
    id: 7,
    programme: "jkk",
    participant: "pu",
    name: "BPJS JKK Kelas 2",
    jkkRiskClass: 2,
    jkkRiskRatePercent: 0.54,
    agentCode: null,
    clientCode: null,
    status: "active",
    groupCount: 0,
    currentRate: {
      __typename: "RegulationComponentRate",
      effectiveFrom: "2015-07-01",
      employerRate: 0.54,
      employeeRate: 0,
      employerAmount: 0,
      employeeAmount: 0,
      wageCap: null,
      minimumWageFloor: false,
    },
  },
];

type Options = {
  empty?: boolean;
  deleteAnswer?: "ok" | "inUse";
};

function client(queries: Operation[], mutations: Operation[], options: Options): Client {
  return {
    executeQuery: (operation: Operation) => {
      queries.push(operation);
      const name = nameOf(operation);
      const data =
        name === "PayrollComponentList"
          ? {
              payrollComponents: {
                __typename: "PayrollComponentPage",
                totalItems: options.empty ? 0 : COMPONENTS.length,
                items: options.empty ? [] : COMPONENTS,
              },
            }
          : name === "RegulationComponentList"
            ? {
                regulationComponents: {
                  __typename: "RegulationComponentPage",
                  totalItems: REGULATION.length,
                  items: REGULATION,
                },
              }
            : null;
      return fromValue({ operation, data, stale: false, hasNext: false });
    },
    executeMutation: (operation: Operation) => {
      mutations.push(operation);
      if (options.deleteAnswer === "inUse")
        return fromValue({
          operation,
          error: new CombinedError({
            graphQLErrors: [
              new GraphQLError(IN_USE, {
                extensions: { code: "CONFLICT" },
              }),
            ],
          }),
          stale: false,
          hasNext: false,
        });
      return fromValue({
        operation,
        data: { deletePayrollComponent: true },
        stale: false,
        hasNext: false,
      });
    },
  } as unknown as Client;
}

function renderPage(
  options: Options & { language?: Language; regulationBased?: boolean; path?: string } = {},
) {
  const queries: Operation[] = [];
  const mutations: Operation[] = [];
  const location = memoryLocation({ path: options.path ?? route.pattern, record: true });
  const view = render(
    <Provider value={client(queries, mutations, options)}>
      <I18nProvider language={options.language ?? "en"}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <LeaveGuardProvider>
            <main>
              <PayrollComponentsView
                route={route}
                regulationBased={options.regulationBased ?? true}
              />
            </main>
          </LeaveGuardProvider>
        </Router>
        <AppToaster />
      </I18nProvider>
    </Provider>,
  );
  return { ...view, queries, mutations, location, user: userEvent.setup({ delay: null }) };
}

describe("PayrollComponentsPage", { timeout: 60_000 }, () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderPage();
    await screen.findByText("Tunjangan Transport");
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("lists components with rupiah, percentages and dd-MM-yyyy dates", async () => {
    renderPage();
    await screen.findByText("Tunjangan Transport");
    const table = screen.getByRole("table", { name: "Payroll components" });
    const transport = within(table).getByText("Tunjangan Transport").closest("tr")!;
    expect(transport.textContent).toContain("Rp 1.234.567");
    expect(transport.textContent).toContain("05-01-2026");
    expect(transport.textContent).toContain("allowance_transport_sum");
    const bonus = within(table).getByText("Bonus Target").closest("tr")!;
    expect(bonus.textContent).toContain("2,5 % · Sub Total");
    expect(bonus.textContent).toContain("Irregular income (bonus, THR)");
    expect(bonus.textContent).toContain("Inactive");
    expect(within(bonus).getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      "/payroll/payroll-components/2/edit",
    );
  });

  it("shows the SPEC §8 empty state", async () => {
    renderPage({ empty: true });
    await screen.findByText("Data not found");
    expect(screen.getByText("Please check again your search and filter.")).toBeTruthy();
  });

  it("searches, filters and sorts through the server, back to page 1", async () => {
    const { user, queries, location } = renderPage({ path: `${route.pattern}?page=2` });
    await screen.findByText("Tunjangan Transport");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "bonus");
    await waitFor(() =>
      expect(queries.at(-1)?.variables).toMatchObject({ q: "bonus", page: 1, limit: 10 }),
    );
    await user.click(screen.getByRole("combobox", { name: "Mode" }));
    await user.click(await screen.findByRole("option", { name: "Fixed rate" }));
    await waitFor(() =>
      expect(queries.at(-1)?.variables).toMatchObject({ q: "bonus", mode: "fixed_rate" }),
    );
    await user.click(screen.getByRole("button", { name: /^Name/ }));
    await waitFor(() => expect(queries.at(-1)?.variables).toMatchObject({ sort: "name" }));
    expect(location.history?.at(-1)).toContain("mode=fixed_rate");
  });

  it("asks before deleting, and says clearly when the component is in use", async () => {
    const { user, mutations } = renderPage({ deleteAnswer: "inUse" });
    await screen.findByText("Tunjangan Transport");
    const row = screen.getByText("Tunjangan Transport").closest("tr")!;
    await user.click(within(row).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Delete Tunjangan Transport?");
    expect(mutations).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(mutations).toHaveLength(1));
    expect(mutations[0]?.variables).toEqual({ id: 1 });
    const banner = await screen.findByRole("alert");
    expect(banner.textContent).toContain("Tunjangan Transport cannot be deleted");
    expect(banner.textContent).toContain(IN_USE);
  });

  it("shows the regulation-based tab only with the flag; its rows carry the current rate", async () => {
    const { user, queries } = renderPage();
    await screen.findByText("Tunjangan Transport");
    await user.click(screen.getByRole("tab", { name: "Regulation-based" }));
    const table = await screen.findByRole("table", { name: "Regulation-based components" });
    const row = (await within(table).findByText("BPJS JKK Kelas 2")).closest("tr")!;
    expect(row.textContent).toContain("Class 2 (0,54 %)");
    expect(row.textContent).toContain("No cap");
    expect(within(row).getByRole("link", { name: "View" }).getAttribute("href")).toBe(
      "/payroll/payroll-components/regulation-based/7",
    );
    expect(screen.getByRole("button", { name: "Create Regulation-Based Component" })).toBeTruthy();
    expect(queries.some((q) => nameOf(q) === "RegulationComponentList")).toBe(true);
    cleanup();

    const off = renderPage({ regulationBased: false, path: `${route.pattern}?tab=regulation` });
    await screen.findByText("Tunjangan Transport");
    expect(screen.queryByRole("tab")).toBeNull();
    expect(off.queries.some((q) => nameOf(q) === "RegulationComponentList")).toBe(false);
  });

  it("speaks Indonesian", async () => {
    renderPage({ language: "id" });
    await screen.findByText("Tunjangan Transport");
    expect(screen.getByRole("table", { name: "Komponen gaji" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Berbasis Regulasi" })).toBeTruthy();
    const row = screen.getByText("Bonus Target").closest("tr")!;
    expect(row.textContent).toContain("Tarif tetap");
    expect(row.textContent).toContain("Nonaktif");
    expect(within(row).getByRole("link", { name: "Ubah" })).toBeTruthy();
  });
});
