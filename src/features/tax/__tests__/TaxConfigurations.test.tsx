import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { Client, type Exchange, makeResult, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { filter, map, pipe } from "wonka";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { ROUTES } from "../../../../domain/navigation.ts";
import { LeaveGuardProvider } from "../../../app/leaveGuard.tsx";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import {
  ConfigurationCreatePage,
  FinalDetailPage,
  NonFinalDetailPage,
} from "../components/ConfigurationPages.tsx";
import { EmployeeTaxRecordPage } from "../components/EmployeeTaxRecordPage.tsx";
import { TaxManagementPage } from "../components/TaxManagementPage.tsx";
import { type TaxAccess, TaxAccessContext } from "../hooks/taxAccess.tsx";

afterEach(cleanup);

const BASE = "/payroll/tax-group-configurations";
const year = new Date().getFullYear();

type Reply = {
  data?: unknown;
  errors?: { message: string; extensions: Record<string, unknown> }[];
};
type Answer = (name: string, variables: Record<string, unknown>) => Reply | undefined;

const configuration = (over: Record<string, unknown> = {}) => ({
  __typename: "TaxConfiguration",
  id: 4,
  kind: "pph21_non_final",
  name: "PPh 21 Karyawan Tetap",
  terRounding: "floor",
  noNpwpSurcharge: false,
  biayaJabatanMode: "aggregate",
  finalKind: null,
  finalBands: null,
  description: null,
  status: "active",
  groups: [{ __typename: "TaxConfigurationGroup", id: 2, name: "Gaji Bulanan Jakarta" }],
  employeeCount: 1,
  version: 1,
  createdAt: "2026-11-01T01:00:00Z",
  updatedAt: "2026-11-02T01:00:00Z",
  ...over,
});

const record = (over: Record<string, unknown> = {}) => ({
  __typename: "EmployeeTaxRecord",
  id: 9,
  taxConfigurationId: 4,
  agentId: 7,
  agentName: "Siti Aminah",
  nik: "3171234567890001",
  branchName: "Jakarta Pusat",
  year,
  taxIdKind: "nik",
  taxId: "3171234567890001",
  ptkp: "K/1",
  terCategory: "B",
  recipient: "permanent_employee",
  startMonth: 3,
  endMonth: 12,
  subjectiveChange: false,
  openingBruto: 15_000_000,
  openingWithheld: 300_000,
  openingDeductions: 0,
  previousEmployerBruto: 0,
  previousEmployerWithheld: 0,
  previousEmployerDeductions: 0,
  note: null,
  version: 1,
  createdAt: "2026-11-01T01:00:00Z",
  updatedAt: "2026-11-02T01:00:00Z",
  ...over,
});

/** The gateway as the tax screens see it; `answer` overrides per operation. */
const defaults: Answer = (name) => {
  switch (name) {
    case "TaxConfigurationList":
      return {
        data: {
          taxConfigurations: {
            __typename: "TaxConfigurationPage",
            totalItems: 1,
            items: [configuration()],
          },
        },
      };
    case "TaxConfigurationDetail":
      return { data: { taxConfiguration: configuration() } };
    case "EmployeeTaxRecordList":
      return {
        data: {
          employeeTaxRecords: {
            __typename: "EmployeeTaxRecordPage",
            totalItems: 1,
            items: [record()],
          },
        },
      };
    case "EmployeeTaxRecordDetail":
      return { data: { employeeTaxRecord: record() } };
    default:
      return undefined;
  }
};

function renderAt(
  path: string,
  pattern: string,
  screenOf: (route: (typeof ROUTES)[number]) => React.ReactNode,
  options: { answer?: Answer; access?: Partial<TaxAccess>; language?: Language } = {},
) {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== "teardown"),
      map((operation) => {
        const definition = operation.query.definitions[0];
        const name =
          definition?.kind === "OperationDefinition" ? (definition.name?.value ?? "") : "";
        const variables = (operation.variables ?? {}) as Record<string, unknown>;
        sent.push({ name, variables });
        const reply = options.answer?.(name, variables) ??
          defaults(name, variables) ?? {
            errors: [{ message: `unexpected ${name}`, extensions: {} }],
          };
        return makeResult(operation, reply as never);
      }),
    );
  const client = new Client({ url: "/graphql", exchanges: [exchange] });
  const route = ROUTES.find((candidate) => candidate.pattern === pattern)!;
  const location = memoryLocation({ path, record: true });
  const access: TaxAccess = { finalEnabled: false, canPickEmployees: true, ...options.access };
  render(
    <I18nProvider language={options.language ?? "en"}>
      <Provider value={client}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <LeaveGuardProvider>
            <TaxAccessContext value={access}>
              <main>
                <Route path={pattern}>{screenOf(route)}</Route>
              </main>
            </TaxAccessContext>
          </LeaveGuardProvider>
        </Router>
      </Provider>
    </I18nProvider>,
  );
  const mutations = (name: string) => sent.filter((s) => s.name === name).map((s) => s.variables);
  return { sent, mutations, location, user: userEvent.setup({ delay: null }) };
}

const list = (options: Parameters<typeof renderAt>[3] = {}) =>
  renderAt(BASE, BASE, (route) => <TaxManagementPage route={route} />, options);

describe("Tax group configurations", { timeout: 90_000 }, () => {
  it("has no detectable accessibility violations on the list", async () => {
    list({ access: { finalEnabled: true } });
    await screen.findByRole("link", { name: "PPh 21 Karyawan Tetap" });
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("lists the non-final configurations with their settings and groups; PPh 21 Final only with the flag", async () => {
    const { sent, user } = list();
    const table = await screen.findByRole("table", { name: "Tax group configurations" });
    const row = (await within(table).findByRole("link", { name: "PPh 21 Karyawan Tetap" })).closest(
      "tr",
    )!;
    expect(row.textContent).toContain("Round down to the rupiah");
    expect(row.textContent).toContain("Gaji Bulanan Jakarta");
    expect(screen.queryByRole("tab", { name: "PPh 21 Final" })).toBeNull();
    expect(sent.find((s) => s.name === "TaxConfigurationList")?.variables["kind"]).toBe(
      "pph21_non_final",
    );
    cleanup();

    const final = list({
      access: { finalEnabled: true },
      answer: (name, variables) =>
        name === "TaxConfigurationList" && variables["kind"] === "pph21_final"
          ? {
              data: {
                taxConfigurations: {
                  __typename: "TaxConfigurationPage",
                  totalItems: 1,
                  items: [
                    configuration({
                      id: 5,
                      kind: "pph21_final",
                      name: "Pesangon",
                      finalKind: "severance",
                      finalBands: [
                        { __typename: "TaxFinalBand", upTo: 50_000_000, ratePercent: 0 },
                        { __typename: "TaxFinalBand", upTo: null, ratePercent: 5 },
                      ],
                      groups: [],
                    }),
                  ],
                },
              },
            }
          : undefined,
    });
    await final.user.click(await screen.findByRole("tab", { name: "PPh 21 Final" }));
    const pesangon = (await screen.findByRole("link", { name: "Pesangon" })).closest("tr")!;
    expect(pesangon.textContent).toContain(
      "Severance (pesangon): 0 % ≤ Rp 50.000.000 · 5 % above Rp 50.000.000",
    );
    expect(pesangon.textContent).toContain("No payroll group uses it");
    expect(screen.getByRole("button", { name: "Create PPh 21 Final" })).toBeTruthy();
    void user;
  });

  it("asks before deleting and says clearly why a configuration in use stays (409)", async () => {
    const { user, mutations } = list({
      answer: (name) =>
        name === "DeleteTaxConfiguration"
          ? {
              errors: [
                {
                  message: "Tax configuration is used by payroll groups",
                  extensions: { code: "CONFLICT" },
                },
              ],
            }
          : undefined,
    });
    await user.click(await screen.findByRole("button", { name: "Delete PPh 21 Karyawan Tetap" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Delete PPh 21 Karyawan Tetap?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("PPh 21 Karyawan Tetap cannot be deleted");
    expect(alert.textContent).toContain("Tax configuration is used by payroll groups");
    expect(alert.textContent).toContain("Payroll groups using it: Gaji Bulanan Jakarta.");
    expect(mutations("DeleteTaxConfiguration")).toEqual([{ id: 4 }]);
  });

  it("creates a non-final configuration: the name first by the rule, then the server's problem at its field", async () => {
    let calls = 0;
    const { user, mutations, location } = renderAt(
      `${BASE}/pph-21-tidak-final/create`,
      `${BASE}/pph-21-tidak-final/create`,
      (route) => <ConfigurationCreatePage route={route} />,
      {
        answer: (name) => {
          if (name !== "CreateTaxConfiguration") return undefined;
          calls += 1;
          return calls === 1
            ? {
                errors: [
                  {
                    message: "Failed to Create Tax Configuration",
                    extensions: {
                      code: "CONFLICT",
                      errors: [
                        {
                          field: "name",
                          message: "is already the name of another tax configuration",
                        },
                      ],
                    },
                  },
                ],
              }
            : {
                data: {
                  createTaxConfiguration: {
                    __typename: "TaxConfiguration",
                    id: 12,
                    kind: "pph21_non_final",
                    name: "Kontrak",
                    version: 1,
                  },
                },
              };
        },
      },
    );
    expect(screen.getByText(/REFERENCE\.md §2\.4/)).toBeTruthy();
    expect(screen.getByText(/REFERENCE\.md §6\.3/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(mutations("CreateTaxConfiguration")).toEqual([]);

    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "PPh 21 Karyawan Tetap");
    await user.click(screen.getByRole("radio", { name: "Round half up to the rupiah" }));
    await user.click(
      screen.getByRole("checkbox", {
        name: "Apply the 20 % surcharge to recipients without an NPWP",
      }),
    );
    await user.click(screen.getByRole("radio", { name: /^Month by month/ }));
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(
      await screen.findByText("Name is already the name of another tax configuration"),
    ).toBeTruthy();
    expect(mutations("CreateTaxConfiguration")[0]).toEqual({
      input: {
        kind: "pph21_non_final",
        name: "PPh 21 Karyawan Tetap",
        terRounding: "half_up",
        noNpwpSurcharge: true,
        biayaJabatanMode: "monthly",
        description: null,
        status: "active",
      },
    });

    const name = screen.getByRole("textbox", { name: /^Name/ });
    await user.clear(name);
    await user.type(name, "Kontrak");
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe(`${BASE}/pph-21-tidak-final/12`));
  });

  it("creates a final configuration from the PP 68/2009 bands and refuses bands out of order", async () => {
    const { user, mutations } = renderAt(
      `${BASE}/pph-21-final/create`,
      `${BASE}/pph-21-final/create`,
      (route) => <ConfigurationCreatePage route={route} />,
      { access: { finalEnabled: true } },
    );
    const bands = screen.getByRole("table", { name: "Final-rate bands" });
    expect(within(bands).getAllByTestId("final-band")).toHaveLength(4);
    expect(
      (within(bands).getByRole("spinbutton", { name: "Band 2: up to" }) as HTMLInputElement).value,
    ).toBe("100.000.000");
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Pesangon");
    const second = within(bands).getByRole("spinbutton", { name: "Band 2: up to" });
    await user.clear(second);
    await user.type(second, "40000000");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(
      await screen.findByText(
        "Band 2: up to must be whole rupiah above 50000000 and at most 10000000000000",
      ),
    ).toBeTruthy();
    expect(mutations("CreateTaxConfiguration")).toEqual([]);

    await user.click(screen.getByRole("radio", { name: /^Lump-sum pension/ }));
    expect(within(bands).getAllByTestId("final-band")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(mutations("CreateTaxConfiguration")).toHaveLength(1));
    expect(mutations("CreateTaxConfiguration")[0]!["input"]).toMatchObject({
      kind: "pph21_final",
      finalKind: "lump_sum_pension",
      finalBands: [
        { upTo: 50_000_000, ratePercent: 0 },
        { upTo: null, ratePercent: 5 },
      ],
    });
  });

  it("shows a configuration's settings, groups and records; generates the year's records with the count", async () => {
    const { user, mutations } = renderAt(
      `${BASE}/pph-21-tidak-final/4`,
      `${BASE}/pph-21-tidak-final/:id`,
      (route) => <NonFinalDetailPage route={route} />,
      {
        answer: (name) =>
          name === "GenerateEmployeeTaxRecords"
            ? { data: { generateEmployeeTaxRecords: 3 } }
            : undefined,
      },
    );
    const settings = await screen.findByTestId("tax-settings");
    expect(settings.textContent).toContain("Round down to the rupiah");
    expect(screen.getByRole("link", { name: "Gaji Bulanan Jakarta" }).getAttribute("href")).toBe(
      "/payroll-groups/2",
    );
    const records = await screen.findByRole("table", { name: "Employee tax records" });
    const row = (await within(records).findByRole("link", { name: "Siti Aminah" })).closest("tr")!;
    expect(row.textContent).toContain("K/1 (B)");
    expect(row.textContent).toContain("March – December");
    expect(row.textContent).toContain("Rp 15.000.000");
    await user.click(screen.getByRole("button", { name: "Generate records" }));
    expect((await screen.findByTestId("generated-count")).textContent).toBe(
      `3 employee tax records created for ${year}`,
    );
    expect(mutations("GenerateEmployeeTaxRecords")).toEqual([{ taxConfigurationId: 4, year }]);

    await user.click(screen.getByRole("button", { name: "Add record" }));
    const dialog = await screen.findByRole("dialog", { name: "Add record" });
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Employee is required")).toBeTruthy();
    expect(within(dialog).getByText("Tax id number is required")).toBeTruthy();
    expect(mutations("CreateEmployeeTaxRecord")).toEqual([]);
  });

  it("edits a record: money as rupiah, the TER category follows the PTKP, the months are checked", async () => {
    const { user, mutations } = renderAt(
      `${BASE}/pph-21-tidak-final/4/employee-tax-record/9`,
      `${BASE}/pph-21-tidak-final/:id/employee-tax-record/:recordId`,
      (route) => <EmployeeTaxRecordPage route={route} />,
      {
        answer: (name, variables) =>
          name === "UpdateEmployeeTaxRecord"
            ? {
                data: {
                  updateEmployeeTaxRecord: record({
                    ...(variables["input"] as object),
                    version: 2,
                  }),
                },
              }
            : undefined,
      },
    );
    expect((await screen.findByTestId("record-ptkp")).textContent).toBe("K/1 · TER category B");
    expect(screen.getByTestId("record-openingBruto").textContent).toBe("Rp 15.000.000");
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const form = await screen.findByRole("form", { name: "Employee tax record" });
    const withheld = within(form).getByRole("spinbutton", { name: "PPh 21 withheld" });
    expect((withheld as HTMLInputElement).value).toBe("300.000");
    await user.click(within(form).getByRole("combobox", { name: "PTKP at the start of the year" }));
    await user.click(await screen.findByRole("option", { name: /^K\/3/ }));
    expect(within(form).getByTestId("ter-category").textContent).toBe("TER category C");
    await user.click(within(form).getByRole("combobox", { name: "Last month worked here" }));
    await user.click(await screen.findByRole("option", { name: "February" }));
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(
      await within(form).findByText("Last month worked here must not be before the start month"),
    ).toBeTruthy();
    expect(mutations("UpdateEmployeeTaxRecord")).toEqual([]);

    await user.click(within(form).getByRole("combobox", { name: "Last month worked here" }));
    await user.click(await screen.findByRole("option", { name: "December" }));
    await user.clear(withheld);
    await user.type(withheld, "450000");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(mutations("UpdateEmployeeTaxRecord")).toHaveLength(1));
    expect(mutations("UpdateEmployeeTaxRecord")[0]).toMatchObject({
      id: 9,
      version: 1,
      input: {
        taxConfigurationId: 4,
        agentId: 7,
        ptkp: "K/3",
        startMonth: 3,
        endMonth: 12,
        openingBruto: 15_000_000,
        openingWithheld: 450_000,
      },
    });
  });

  it("deletes a record after confirming, back to the configuration on the record's year", async () => {
    const { user, mutations, location } = renderAt(
      `${BASE}/pph-21-tidak-final/4/employee-tax-record/9`,
      `${BASE}/pph-21-tidak-final/:id/employee-tax-record/:recordId`,
      (route) => <EmployeeTaxRecordPage route={route} />,
      {
        answer: (name) =>
          name === "DeleteEmployeeTaxRecord"
            ? { data: { deleteEmployeeTaxRecord: true } }
            : undefined,
      },
    );
    await screen.findByTestId("record-facts");
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: `Delete the ${year} tax record of Siti Aminah?`,
    });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe(`${BASE}/pph-21-tidak-final/4?year=${year}`),
    );
    expect(mutations("DeleteEmployeeTaxRecord")).toEqual([{ id: 9 }]);
  });

  it("does not show a record under another configuration's path", async () => {
    renderAt(
      `${BASE}/pph-21-tidak-final/5/employee-tax-record/9`,
      `${BASE}/pph-21-tidak-final/:id/employee-tax-record/:recordId`,
      (route) => <EmployeeTaxRecordPage route={route} />,
    );
    expect(
      await screen.findByText("This employee tax record does not exist or is not yours."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
  });

  it("edits a final configuration's bands, and says so when the final-tax flag is off", async () => {
    const pesangon = configuration({
      id: 5,
      kind: "pph21_final",
      name: "Pesangon",
      finalKind: "severance",
      finalBands: [
        { __typename: "TaxFinalBand", upTo: 50_000_000, ratePercent: 0 },
        { __typename: "TaxFinalBand", upTo: null, ratePercent: 5 },
      ],
      groups: [],
    });
    const options = (finalEnabled: boolean) => ({
      access: { finalEnabled },
      answer: ((name, variables) =>
        name === "TaxConfigurationDetail"
          ? { data: { taxConfiguration: pesangon } }
          : name === "UpdateTaxConfiguration"
            ? {
                data: {
                  updateTaxConfiguration: {
                    ...pesangon,
                    ...(variables["input"] as object),
                    version: 2,
                  },
                },
              }
            : undefined) as Answer,
    });
    renderAt(
      `${BASE}/pph-21-final/5`,
      `${BASE}/pph-21-final/:id`,
      (route) => <FinalDetailPage route={route} />,
      options(false),
    );
    expect(await screen.findByText(/PPh 21 Final configurations are not enabled/)).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Final-rate bands" })).toBeNull();
    cleanup();

    const { user, mutations } = renderAt(
      `${BASE}/pph-21-final/5`,
      `${BASE}/pph-21-final/:id`,
      (route) => <FinalDetailPage route={route} />,
      options(true),
    );
    const bands = await screen.findByRole("table", { name: "Final-rate bands" });
    await user.click(screen.getByRole("button", { name: "Add band" }));
    expect(within(bands).getAllByTestId("final-band")).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Band 2: up to is required except in the last band"),
    ).toBeTruthy();
    await user.type(within(bands).getByRole("spinbutton", { name: "Band 2: up to" }), "200000000");
    await user.type(within(bands).getByRole("spinbutton", { name: "Band 3: rate (%)" }), "7,5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(mutations("UpdateTaxConfiguration")).toHaveLength(1));
    expect(mutations("UpdateTaxConfiguration")[0]).toMatchObject({
      id: 5,
      version: 1,
      input: {
        kind: "pph21_final",
        finalKind: "severance",
        finalBands: [
          { upTo: 50_000_000, ratePercent: 0 },
          { upTo: 200_000_000, ratePercent: 5 },
          { upTo: null, ratePercent: 7.5 },
        ],
      },
    });
  });

  it("speaks Indonesian", async () => {
    renderAt(
      `${BASE}/pph-21-tidak-final/4`,
      `${BASE}/pph-21-tidak-final/:id`,
      (route) => <NonFinalDetailPage route={route} />,
      { language: "id" },
    );
    const settings = await screen.findByTestId("tax-settings");
    expect(settings.textContent).toContain("Bulatkan ke bawah ke rupiah");
    expect(settings.textContent).toContain("Agregat: min(5 % × bruto setahun");
    expect(await screen.findByRole("table", { name: "Catatan pajak karyawan" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Buat catatan" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Grup penggajian yang memakainya" })).toBeTruthy();
  });
});
