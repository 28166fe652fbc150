import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { GraphQLError, Kind, type OperationDefinitionNode } from "graphql";
import type { ReactElement } from "react";
import { type Client, CombinedError, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { ROUTES } from "../../../../domain/navigation.ts";
import { LeaveGuardProvider } from "../../../app/leaveGuard.tsx";
import { announceLiveChange } from "../../../app/session/liveChanges.ts";
import { I18nProvider } from "../../../i18n/index.ts";
import { CreationSummaryPage } from "../components/CreationSummaryPage.tsx";
import { PayrollReportsPage } from "../components/PayrollReportsPage.tsx";
import { amountOf, problemCodeOf } from "../components/PayrollWizard.tsx";

afterEach(cleanup);

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

const THIS_YEAR = new Date().getFullYear();
const PERIOD = `${THIS_YEAR}-12`;

const report = (overrides: Record<string, unknown>) => ({
  __typename: "PayrollReport",
  id: 501,
  name: "Gaji Desember",
  type: "general",
  status: "draft",
  period: PERIOD,
  periodStart: `${THIS_YEAR}-12-01`,
  periodEnd: `${THIS_YEAR}-12-31`,
  payDate: `${THIS_YEAR}-12-31`,
  thrHolidayDate: null,
  useAttendance: true,
  payrollGroupId: 12,
  payrollGroupName: "Gaji Bulanan Jakarta",
  progress: { __typename: "PayrollReportProgress", done: 0, total: 0 },
  totals: {
    __typename: "PayrollReportTotals",
    gross: 12_500_000,
    net: 11_234_567,
    pph21: 250_000,
    employerContributions: 1_100_000,
    deductions: 1_265_433,
  },
  lineCount: 2,
  errorCount: 0,
  failureReason: null,
  computedAt: "2026-11-26T03:00:00Z",
  createdAt: "2026-11-26T02:59:00Z",
  createdByName: "Admin Maju",
  version: 1,
  ...overrides,
});

const MEMBER = {
  __typename: "PayrollRunPreviewMember",
  agentId: 99,
  agentName: "Budi Santoso",
  employeeNumber: "EMP-001",
  branchName: "Jakarta",
  basicSalary: 5_250_000,
  ptkpStatus: "K/1",
  effectiveFrom: "2026-01-01",
  effectiveTo: null,
  workingDays: 22,
  attendedDays: 20,
  absentDays: 1,
  unpaidLeaveDays: 1,
  paidLeaveDays: 0,
  overtimeMinutes: 90,
  incompleteAccount: false,
};

type Scenario = {
  /** What createPayrollReport answers, in turn. */
  creations?: ("taken" | "ok")[];
  /** payrollReport answers, in turn (the last one repeats). */
  summaries?: Record<string, unknown>[];
};

function client(queries: Operation[], mutations: Operation[], scenario: Scenario = {}): Client {
  const creations = [...(scenario.creations ?? ["ok"])];
  const summaries = [...(scenario.summaries ?? [report({})])];
  const answer = (operation: Operation) => {
    queries.push(operation);
    const name = nameOf(operation);
    const data =
      name === "PayrollReportList"
        ? {
            payrollReports: {
              __typename: "PayrollReportPage",
              totalItems: 3,
              limit: 10,
              page: 1,
              items: [
                report({
                  id: 501,
                  status: "computing",
                  progress: { __typename: "PayrollReportProgress", done: 2, total: 5 },
                }),
                report({
                  id: 502,
                  name: "Gaji November",
                  status: "draft",
                  period: `${THIS_YEAR}-11`,
                }),
                report({
                  id: 503,
                  name: "Gaji Oktober",
                  status: "finalized",
                  period: `${THIS_YEAR}-10`,
                }),
              ],
            },
          }
        : name === "PayrollReportGroups"
          ? {
              payrollGroups: {
                __typename: "PayrollGroupPage",
                items: [
                  {
                    __typename: "PayrollGroup",
                    id: 12,
                    name: "Gaji Bulanan Jakarta",
                    memberCount: 1,
                  },
                ],
              },
            }
          : name === "PayrollRunPreview"
            ? {
                payrollRunPreview: {
                  __typename: "PayrollRunPreview",
                  period: PERIOD,
                  periodStart: `${THIS_YEAR}-12-01`,
                  periodEnd: `${THIS_YEAR}-12-31`,
                  payDate: `${THIS_YEAR}-12-31`,
                  useAttendance: true,
                  memberCount: 1,
                  totalItems: 1,
                  limit: 10,
                  page: 1,
                  items: [MEMBER],
                },
              }
            : name === "PayrollReportGroupComponents"
              ? {
                  payrollGroup: {
                    __typename: "PayrollGroup",
                    id: 12,
                    components: [
                      {
                        __typename: "PayrollGroupComponent",
                        componentId: 7,
                        code: "allowance_meals_sum",
                        name: "Uang makan",
                      },
                    ],
                  },
                }
              : name === "PayrollReportSummary"
                ? { payrollReport: summaries.length > 1 ? summaries.shift() : summaries[0] }
                : null;
    return { operation, data, stale: false, hasNext: false };
  };
  const mutate = (operation: Operation) => {
    mutations.push(operation);
    const name = nameOf(operation);
    if (name === "CreatePayrollReport") {
      const outcome = creations.shift() ?? "ok";
      if (outcome === "taken")
        return {
          operation,
          error: new CombinedError({
            graphQLErrors: [
              new GraphQLError("A payroll report named Gaji Desember already exists", {
                extensions: { code: "CONFLICT", detail: { code: "BATCH_NAME_ALREADY_EXIST" } },
              }),
            ],
          }),
          stale: false,
          hasNext: false,
        };
      return {
        operation,
        data: {
          createPayrollReport: {
            __typename: "PayrollReport",
            id: 501,
            name: "Gaji Desember",
            status: "computing",
            version: 1,
          },
        },
        stale: false,
        hasNext: false,
      };
    }
    return { operation, data: { deletePayrollReport: true }, stale: false, hasNext: false };
  };
  return {
    executeQuery: (operation: Operation) => fromValue(answer(operation)),
    executeMutation: (operation: Operation) => fromValue(mutate(operation)),
    query: (query: Operation["query"], variables: Record<string, unknown>) => ({
      toPromise: async () => answer({ query, variables }),
    }),
    mutation: (query: Operation["query"], variables: Record<string, unknown>) => ({
      toPromise: async () => mutate({ query, variables }),
    }),
  } as unknown as Client;
}

function renderAt(
  path: string,
  pattern: string,
  page: (route: (typeof ROUTES)[number]) => ReactElement,
  scenario?: Scenario,
  language: "en" | "id" = "en",
) {
  const route = ROUTES.find((candidate) => candidate.pattern === pattern)!;
  const queries: Operation[] = [];
  const mutations: Operation[] = [];
  const [pathname, search = ""] = path.split("?");
  const location = memoryLocation({ path: pathname!, searchPath: search, record: true });
  render(
    <Provider value={client(queries, mutations, scenario)}>
      <I18nProvider language={language}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <LeaveGuardProvider>
            <main>
              <Route path={pattern}>{page(route)}</Route>
            </main>
          </LeaveGuardProvider>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { queries, mutations, location };
}

const list = (route: (typeof ROUTES)[number]) => <PayrollReportsPage route={route} />;

describe("Payroll report helpers", () => {
  it("reads whole rupiah amounts and the business code of a failed call", () => {
    expect(amountOf("750.000")).toBe(750_000);
    expect(amountOf("Rp 1.500.000")).toBe(1_500_000);
    expect(amountOf("0")).toBe(0);
    expect(Number.isNaN(amountOf("-5"))).toBe(true);
    expect(Number.isNaN(amountOf("1,5"))).toBe(true);
    expect(Number.isNaN(amountOf(""))).toBe(true);
    const taken = new CombinedError({
      graphQLErrors: [
        new GraphQLError("taken", {
          extensions: { code: "CONFLICT", detail: { code: "BATCH_NAME_ALREADY_EXIST" } },
        }),
      ],
    });
    expect(problemCodeOf(taken)).toBe("BATCH_NAME_ALREADY_EXIST");
    const plain = new CombinedError({
      graphQLErrors: [new GraphQLError("no", { extensions: { code: "FORBIDDEN" } })],
    });
    expect(problemCodeOf(plain)).toBe("FORBIDDEN");
  });
});

describe("Payroll report pages", { timeout: 30_000 }, () => {
  it("lists reports with status badges (computing shows its progress) and deletes a draft after confirming", async () => {
    const user = userEvent.setup();
    const { mutations } = renderAt("/payroll-reports", "/payroll-reports", list);
    const table = await screen.findByRole("table", { name: "Payroll reports" });
    const computing = (await within(table).findByText("Gaji Desember")).closest("tr")!;
    expect(computing.textContent).toContain("Computing 40%");
    expect(computing.textContent).toContain(`December ${THIS_YEAR}`);
    expect(computing.textContent).toContain("Rp 12.500.000");
    expect(computing.textContent).toContain("Rp 11.234.567");
    expect(within(computing).queryByRole("button", { name: /Delete/ })).toBeNull();
    const finalized = within(table).getByText("Gaji Oktober").closest("tr")!;
    expect(finalized.textContent).toContain("Finalized");
    expect(within(finalized).queryByRole("button", { name: /Delete/ })).toBeNull();
    expect(
      within(finalized).getByRole("link", { name: "View Gaji Oktober" }).getAttribute("href"),
    ).toBe("/payroll-reports/503");
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    const draft = within(table).getByText("Gaji November").closest("tr")!;
    await user.click(within(draft).getByRole("button", { name: "Delete Gaji November" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Delete payroll report Gaji November?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(mutations).toHaveLength(1));
    expect(mutations[0]!.variables).toEqual({ id: 502 });
  });

  it("speaks Indonesian: labels, statuses and months", async () => {
    renderAt("/payroll-reports", "/payroll-reports", list, undefined, "id");
    const table = await screen.findByRole("table", { name: "Laporan penggajian" });
    const row = (await within(table).findByText("Gaji November")).closest("tr")!;
    expect(row.textContent).toContain(`November ${THIS_YEAR}`);
    expect(row.textContent).toContain("Draf");
    expect(within(table).getByText("Gaji Desember").closest("tr")!.textContent).toContain(
      "Dihitung 40%",
    );
    expect(screen.getByRole("button", { name: "Buat Laporan Penggajian" })).toBeTruthy();
  });

  it("takes its filters, sort and page from the URL", async () => {
    const { queries } = renderAt(
      `/payroll-reports?type=general&status=draft&group=12&period=${PERIOD}&sort=-period&page=2`,
      "/payroll-reports",
      list,
    );
    await screen.findByRole("table", { name: "Payroll reports" });
    const asked = queries.filter((q) => nameOf(q) === "PayrollReportList").at(-1)!;
    expect(asked.variables).toMatchObject({
      type: "general",
      status: "draft",
      payrollGroupId: 12,
      period: PERIOD,
      sort: "-period",
    });
  });

  it("searches by name through the query", async () => {
    const user = userEvent.setup();
    const { queries } = renderAt("/payroll-reports", "/payroll-reports", list);
    await screen.findByRole("table", { name: "Payroll reports" });
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "Desember");
    await waitFor(() =>
      expect(
        queries.some((q) => nameOf(q) === "PayrollReportList" && q.variables["q"] === "Desember"),
      ).toBe(true),
    );
  });

  it("runs the wizard: type, group and period, review, an adjustment, summary; a taken name goes back to it", async () => {
    const user = userEvent.setup();
    const { mutations, location } = renderAt("/payroll-reports", "/payroll-reports", list, {
      creations: ["taken", "ok"],
    });
    await user.click(await screen.findByRole("button", { name: "Create Payroll Report" }));
    const wizard = await screen.findByRole("region", { name: "Create payroll report" });
    const next = () => user.click(within(wizard).getByRole("button", { name: "Next" }));

    // 1. Type: required, then general.
    await next();
    expect(await within(wizard).findByText("Choose a payroll type")).toBeTruthy();
    await user.click(within(wizard).getByRole("radio", { name: /General/ }));
    await next();

    // 2. Group and period: the problems, then valid values.
    await next();
    expect((await within(wizard).findAllByText(/This field is required/)).length).toBe(3);
    await user.type(within(wizard).getByRole("textbox", { name: /Report name/ }), "Gaji Desember");
    await user.selectOptions(
      within(wizard).getByRole("combobox", { name: /^Payroll group/ }),
      "Gaji Bulanan Jakarta",
    );
    await user.selectOptions(
      within(wizard).getByRole("combobox", { name: /^Period: Month/ }),
      "December",
    );
    await next();

    // 3. Review: the members with their attendance data.
    const members = await within(wizard).findByRole("table", { name: "Members" });
    const member = (await within(members).findByText("Budi Santoso")).closest("tr")!;
    expect(member.textContent).toContain("Rp 5.250.000");
    expect(member.textContent).toContain("1,5 h");
    expect(wizard.textContent).toContain(`01-12-${THIS_YEAR}`);
    expect(within(wizard).getByRole("button", { name: "Previous" })).toBeTruthy();
    await next();

    // 4. Adjustments: a bad amount is refused, then one increment line.
    await user.click(within(wizard).getByRole("button", { name: "Add adjustment" }));
    await user.selectOptions(
      within(wizard).getByRole("combobox", { name: /^Employee/ }),
      "Budi Santoso (EMP-001)",
    );
    await user.type(within(wizard).getByRole("textbox", { name: /Label/ }), "Bonus proyek");
    await user.type(within(wizard).getByRole("textbox", { name: /Amount/ }), "-5");
    await user.click(within(wizard).getByRole("button", { name: "Save" }));
    expect(await within(wizard).findByText(/whole rupiah amount/)).toBeTruthy();
    await user.clear(within(wizard).getByRole("textbox", { name: /Amount/ }));
    await user.type(within(wizard).getByRole("textbox", { name: /Amount/ }), "750.000");
    await user.click(within(wizard).getByRole("button", { name: "Save" }));
    const lines = await within(wizard).findByRole("table", { name: "Adjustment lines" });
    expect(lines.textContent).toContain("Rp 750.000");
    expect(lines.textContent).toContain("Increment");
    await next();

    // 5. Summary, then create: the name is taken.
    expect(wizard.textContent).toContain("1 adjustment line");
    expect(wizard.textContent).toContain(`December ${THIS_YEAR}`);
    expect(within(wizard).queryByRole("button", { name: "Next" })).toBeNull();
    await user.click(within(wizard).getByRole("button", { name: "Create Report" }));
    expect(
      await within(wizard).findByText(/A payroll report with this name already exists/),
    ).toBeTruthy();
    expect(mutations[0]!.variables["input"]).toEqual({
      name: "Gaji Desember",
      type: "general",
      payrollGroupId: 12,
      period: PERIOD,
      thrHolidayDate: null,
      adjustments: [
        {
          agentId: 99,
          type: "increment",
          label: "Bonus proyek",
          amount: 750_000,
          componentCode: null,
          taxable: true,
        },
      ],
    });

    // Another name; the lines are kept; created → the creation summary.
    const name = within(wizard).getByRole("textbox", { name: /Report name/ });
    await user.clear(name);
    await user.type(name, "Gaji Desember (2)");
    await next();
    await within(wizard).findByRole("table", { name: "Members" });
    await next();
    await next();
    await user.click(within(wizard).getByRole("button", { name: "Create Report" }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe("/payroll-reports/creation-summary?id=501"),
    );
    expect(mutations).toHaveLength(2);
    expect((mutations[1]!.variables["input"] as { name: string }).name).toBe("Gaji Desember (2)");
  });

  it("asks before leaving a wizard with input (SPEC §2 leave-page dialog)", async () => {
    const user = userEvent.setup();
    const { location } = renderAt("/payroll-reports?create=1", "/payroll-reports", list);
    const wizard = await screen.findByRole("region", { name: "Create payroll report" });
    // Nothing typed yet: Cancel leaves at once.
    await user.click(within(wizard).getByRole("radio", { name: /General/ }));
    await user.click(within(wizard).getByRole("button", { name: "Next" }));
    await user.type(within(wizard).getByRole("textbox", { name: /Report name/ }), "Gaji");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("You're about to leave this page");
    expect(dialog.textContent).toContain("Your progress will not be saved.");
    await user.click(within(dialog).getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/payroll-reports"));
    expect(await screen.findByRole("table", { name: "Payroll reports" })).toBeTruthy();
  });

  it("direct payroll leaves the wizard for the upload page without asking", async () => {
    const user = userEvent.setup();
    const { location } = renderAt("/payroll-reports?create=1", "/payroll-reports", list);
    const wizard = await screen.findByRole("region", { name: "Create payroll report" });
    await user.click(within(wizard).getByRole("radio", { name: /Direct/ }));
    await user.click(within(wizard).getByRole("button", { name: "Next" }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe("/payroll-reports/create-direct-payroll"),
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("shows the creation summary computing with its progress, then the draft's totals", async () => {
    renderAt(
      "/payroll-reports/creation-summary?id=501",
      "/payroll-reports/creation-summary",
      (route) => <CreationSummaryPage route={route} />,
      {
        summaries: [
          report({
            status: "computing",
            progress: { __typename: "PayrollReportProgress", done: 1, total: 4 },
          }),
          report({ status: "draft" }),
        ],
      },
    );
    expect(await screen.findByText("1 of 4 employees")).toBeTruthy();
    expect(screen.getByText("Computing 25%")).toBeTruthy();
    // The live stream says a report changed: read at once.
    act(() => announceLiveChange({ type: "payroll_report", dates: [] }));
    expect(await screen.findByText(/ready as a draft/)).toBeTruthy();
    expect(document.body.textContent).toContain("Rp 12.500.000");
    expect(document.body.textContent).toContain("Rp 11.234.567");
    expect(screen.getByRole("link", { name: "Open the report" }).getAttribute("href")).toBe(
      "/payroll-reports/501",
    );
  });

  it("says so when the summary has no report id", async () => {
    renderAt("/payroll-reports/creation-summary", "/payroll-reports/creation-summary", (route) => (
      <CreationSummaryPage route={route} />
    ));
    expect(await screen.findByText(/Open this page from a created payroll report/)).toBeTruthy();
  });
});
