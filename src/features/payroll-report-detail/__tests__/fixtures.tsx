import { render } from "@testing-library/react";
import { GraphQLError, Kind, type OperationDefinitionNode } from "graphql";
import type { ReactElement } from "react";
import { type Client, CombinedError, Provider } from "urql";
import { fromValue } from "wonka";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ROUTES } from "../../../../domain/navigation.ts";
import { LeaveGuardProvider } from "../../../app/leaveGuard.tsx";
import { I18nProvider, type Language } from "../../../i18n/index.ts";

export type Operation = {
  query: { definitions: readonly { kind: string }[] };
  variables: Record<string, unknown>;
};

export const nameOf = (operation: Operation) =>
  (
    operation.query.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as
      | OperationDefinitionNode
      | undefined
  )?.name?.value;

export const REPORT = {
  __typename: "PayrollReport",
  id: 5,
  name: "Gaji Desember 2026",
  type: "general",
  payrollGroupId: 12,
  payrollGroupName: "Gaji Bulanan Jakarta",
  period: "2026-12",
  periodStart: "2026-12-01",
  periodEnd: "2026-12-31",
  payDate: "2026-12-31",
  thrHolidayDate: null,
  useAttendance: false,
  status: "draft",
  progress: { __typename: "PayrollReportProgress", done: 2, total: 2 },
  failureReason: null,
  totals: {
    __typename: "PayrollReportTotals",
    gross: 12_500_000,
    net: 11_234_567,
    pph21: 345_678,
    employerContributions: 1_020_000,
    deductions: 1_265_433,
  },
  lineCount: 2,
  errorCount: 0,
  computedAt: "2026-11-26T03:00:00Z",
  finalizedAt: null,
  finalizedByName: null,
  paidAt: null,
  createdAt: "2026-11-26T02:59:00Z",
  createdByName: "Admin Tenaga",
  version: 3,
};

const bpjs = {
  __typename: "PayrollBpjs",
  kesehatanWorker: 50_000,
  kesehatanEmployer: 200_000,
  jhtWorker: 100_000,
  jhtEmployer: 185_000,
  jpWorker: 50_000,
  jpEmployer: 100_000,
  jkk: 12_000,
  jkm: 15_000,
};

export const BUDI = {
  __typename: "PayrollReportDetail",
  id: 901,
  reportId: 5,
  agentId: 99,
  agentName: "Budi Santoso",
  employeeNumber: "EMP-001",
  branchName: "Jakarta",
  taxMonth: 12,
  basicSalary: 5_000_000,
  gross: 5_500_000,
  taxableGross: 5_727_000,
  employeePension: 150_000,
  pph21: 345_678,
  employeeDeductions: 545_678,
  employerContributions: 512_000,
  net: 4_954_322,
  bpjs,
  lines: [
    {
      __typename: "PayrollReportLine",
      code: "basic_salary",
      label: "Basic salary",
      amount: 5_000_000,
      type: "earning",
      taxable: true,
      rule: "Monthly salary, full period",
      inputs: JSON.stringify({ monthlySalary: 5_000_000, calendarDays: 31 }),
    },
    {
      __typename: "PayrollReportLine",
      code: "allowance_transport_sum",
      label: "Tunjangan Transport",
      amount: 500_000,
      type: "earning",
      taxable: true,
      rule: "Fixed amount",
      inputs: null,
    },
    {
      __typename: "PayrollReportLine",
      code: "bpjs_jht_worker",
      label: "JHT (worker)",
      amount: 100_000,
      type: "deduction",
      taxable: null,
      rule: "2% of the wage",
      inputs: JSON.stringify({ wage: 5_000_000, rate: "2" }),
    },
    {
      __typename: "PayrollReportLine",
      code: "bpjs_jkk",
      label: "JKK",
      amount: 12_000,
      type: "employer",
      taxable: null,
      rule: "0.24% of the wage",
      inputs: null,
    },
    {
      __typename: "PayrollReportLine",
      code: "pph21",
      label: "PPh 21",
      amount: 345_678,
      type: "tax",
      taxable: null,
      rule: "pph21_december_reconciliation",
      inputs: JSON.stringify({ annualTax: 4_000_000, withheldJanNov: 3_654_322 }),
    },
  ],
  inputs: JSON.stringify({ ptkpStatus: "K/1", workingDays: 22 }),
  errorCode: null,
  errorReason: null,
  paymentMethod: "bank_transfer",
  bankName: "BCA",
  accountNumber: "1234567890",
  accountName: "Budi Santoso",
  eWallet: null,
  walletPhoneNumber: null,
};

export const SITI = {
  ...BUDI,
  id: 902,
  agentId: 100,
  agentName: "Siti Aminah",
  employeeNumber: "EMP-002",
  lines: [],
  errorCode: "NO_TAX_RECORD",
  errorReason: "The worker has no PTKP status",
};

export const ADJUSTMENT = {
  __typename: "PayrollAdjustment",
  id: 31,
  agentId: 99,
  agentName: "Budi Santoso",
  type: "increment",
  label: "Bonus akhir tahun",
  amount: 1_000_000,
  componentCode: null,
  taxable: true,
};

export type Script = {
  report?: Record<string, unknown> | null;
  /** Replaces the report after a mutation (finalised, recomputing ...). */
  after?: Record<string, unknown>;
  reportError?: string;
  workers?: Record<string, unknown>[];
  adjustments?: Record<string, unknown>[];
  /** A mutation refusal: a code (CONFLICT + detail.code) or field errors. */
  refuse?: { code?: string; message?: string; errors?: { field: string; message: string }[] };
};

export function scriptedClient(script: Script, queries: Operation[], mutations: Operation[]) {
  let report = script.report === undefined ? REPORT : script.report;
  const answer = (operation: Operation) => {
    const name = nameOf(operation);
    if (name === "ReportDetailReport")
      return script.reportError
        ? { error: new CombinedError({ graphQLErrors: [new GraphQLError(script.reportError)] }) }
        : { data: { payrollReport: report } };
    if (name === "ReportDetailWorkers" || name === "ReportDetailMembers") {
      const all = script.workers ?? [BUDI, SITI];
      const items =
        operation.variables["errorsOnly"] === true ? all.filter((w) => w["errorCode"]) : all;
      return {
        data: {
          payrollReportDetails: {
            __typename: "PayrollReportDetailPage",
            totalItems: items.length,
            limit: 10,
            page: 1,
            items,
          },
        },
      };
    }
    if (name === "ReportDetailAdjustments")
      return { data: { payrollReportAdjustments: script.adjustments ?? [ADJUSTMENT] } };
    if (name === "ReportDetailGroupComponents")
      return {
        data: {
          payrollGroup: {
            __typename: "PayrollGroup",
            id: 12,
            components: [
              {
                __typename: "PayrollGroupComponent",
                componentId: 7,
                code: "allowance_transport_sum",
                name: "Tunjangan Transport",
              },
            ],
          },
        },
      };
    return { data: null };
  };
  return {
    executeQuery: (operation: Operation) => {
      queries.push(operation);
      return fromValue({ operation, ...answer(operation), stale: false, hasNext: false });
    },
    query: (query: Operation["query"], variables: Record<string, unknown>) => {
      const operation = { query, variables };
      queries.push(operation);
      return { toPromise: () => Promise.resolve(answer(operation)) };
    },
    executeMutation: (operation: Operation) => {
      mutations.push(operation);
      const name = nameOf(operation);
      if (script.refuse) {
        const { code, message, errors } = script.refuse;
        return fromValue({
          operation,
          error: new CombinedError({
            graphQLErrors: [
              new GraphQLError(message ?? "Refused", {
                extensions: errors
                  ? { code: "BAD_USER_INPUT", errors }
                  : { code: "CONFLICT", detail: { code } },
              }),
            ],
          }),
          stale: false,
          hasNext: false,
        });
      }
      if (script.after) report = { ...(report ?? REPORT), ...script.after };
      const data =
        name === "ReportDetailDelete"
          ? { deletePayrollReport: true }
          : name === "ReportDetailFinalize"
            ? { finalizePayrollReport: report }
            : name === "ReportDetailRecompute"
              ? { recomputePayrollReport: report }
              : { setPayrollReportAdjustments: report };
      return fromValue({ operation, data, stale: false, hasNext: false });
    },
  } as unknown as Client;
}

export function renderAt(
  path: string,
  pattern: string,
  page: (route: (typeof ROUTES)[number]) => ReactElement,
  script: Script = {},
  language: Language = "en",
) {
  const route = ROUTES.find((candidate) => candidate.pattern === pattern)!;
  const queries: Operation[] = [];
  const mutations: Operation[] = [];
  const location = memoryLocation({ path, record: true });
  render(
    <Provider value={scriptedClient(script, queries, mutations)}>
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
