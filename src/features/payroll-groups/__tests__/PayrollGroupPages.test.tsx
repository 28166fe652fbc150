import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
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
import { I18nProvider } from "../../../i18n/index.ts";
import { PayrollGroupDetailPage } from "../components/PayrollGroupDetailPage.tsx";
import { PayrollGroupsPage } from "../components/PayrollGroupsPage.tsx";

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

const GROUP = {
  __typename: "PayrollGroup",
  id: 12,
  name: "Gaji Bulanan Jakarta",
  shiftConfig: "without_shift",
  salaryType: "per_cycle",
  salaryTypeNumber: 1,
  salaryTypeLabel: "Salary per Cycle",
  cycle: "monthly",
  cutoffDay: 1,
  customCycleDays: null,
  payDay: 31,
  payWeekday: null,
  socialInsurance: {
    __typename: "PayrollSocialInsurance",
    programs: "jkk_jkm_jht",
    paidBy: "client",
    jkkRiskRatePercent: 0.24,
  },
  bpjsKesehatan: true,
  pensionJp: false,
  proration: "calendar_days",
  prorationDivisor: null,
  taxConfigurationId: 3,
  taxConfigurationName: "PPh 21 Karyawan Tetap",
  taxMethod: "gross",
  description: null,
  status: "active",
  branchIds: [1],
  branches: [{ __typename: "PayrollGroupBranch", id: 1, code: "JKT", name: "Jakarta" }],
  components: [
    {
      __typename: "PayrollGroupComponent",
      componentId: 7,
      code: "allowance_transport_sum",
      name: "Tunjangan Transport",
      scheme: "Rp",
      addOrSub: "add",
      mode: "prorate",
      amount: 500_000,
    },
  ],
  memberCount: 1,
  version: 2,
  updatedAt: "2026-11-25T03:00:00Z",
};

const MEMBER = {
  __typename: "PayrollGroupMember",
  id: 40,
  agentId: 99,
  agentName: "Budi Santoso",
  nik: "3171012345678901",
  branchId: 1,
  branchName: "Jakarta",
  effectiveFrom: "2026-11-01",
  effectiveTo: null,
  basicSalary: 5_250_000,
  ptkp: "K/1",
  recipient: "permanent_employee",
  paymentMethod: null,
  bankName: null,
  accountNumber: null,
  accountName: null,
  eWallet: null,
  walletPhoneNumber: null,
  accountFromMember: false,
  incompleteAccount: true,
  components: [],
  version: 1,
};

function client(queries: Operation[], mutations: Operation[]): Client {
  return {
    executeQuery: (operation: Operation) => {
      queries.push(operation);
      const name = nameOf(operation);
      const data =
        name === "PayrollGroupList"
          ? { payrollGroups: { __typename: "PayrollGroupPage", totalItems: 1, items: [GROUP] } }
          : name === "PayrollGroupDetail"
            ? { payrollGroup: GROUP }
            : name === "PayrollGroupMembers"
              ? {
                  payrollGroupMembers: {
                    __typename: "PayrollGroupMemberPage",
                    totalItems: 1,
                    items: [MEMBER],
                  },
                }
              : name === "PayrollGroupBranches"
                ? { branches: { __typename: "BranchPage", items: [] } }
                : null;
      return fromValue({ operation, data, stale: false, hasNext: false });
    },
    executeMutation: (operation: Operation) => {
      mutations.push(operation);
      return fromValue({
        operation,
        error: new CombinedError({
          graphQLErrors: [
            new GraphQLError("Payroll group has members in force", {
              extensions: { code: "CONFLICT" },
            }),
          ],
        }),
        stale: false,
        hasNext: false,
      });
    },
  } as unknown as Client;
}

function renderAt(
  path: string,
  pattern: string,
  page: (route: (typeof ROUTES)[number]) => ReactElement,
) {
  const route = ROUTES.find((candidate) => candidate.pattern === pattern)!;
  const queries: Operation[] = [];
  const mutations: Operation[] = [];
  const location = memoryLocation({ path, record: true });
  render(
    <Provider value={client(queries, mutations)}>
      <I18nProvider language="en">
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

describe("Payroll group pages", { timeout: 30_000 }, () => {
  it("lists groups with their schedule and member count; a refused delete (409) says why", async () => {
    const user = userEvent.setup();
    const { mutations } = renderAt("/payroll-groups", "/payroll-groups", (route) => (
      <PayrollGroupsPage route={route} />
    ));
    const table = await screen.findByRole("table", { name: "Payroll groups" });
    const row = (await within(table).findByText("Gaji Bulanan Jakarta")).closest("tr")!;
    expect(row.textContent).toContain("Monthly · End of month");
    expect(row.textContent).toContain("Salary per Cycle");
    expect(row.textContent).toContain("Jakarta");
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await user.click(within(row).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(mutations).toHaveLength(1));
    expect(mutations[0]!.variables).toEqual({ id: 12 });
    expect(
      (await screen.findAllByText(/cannot be deleted: it still has members in force/)).length,
    ).toBeGreaterThan(0);
  });

  it("shows the settings, the components and the members (Rp 1.234.567, dd-MM-yyyy); filters go to the query", async () => {
    const user = userEvent.setup();
    const { queries } = renderAt("/payroll-groups/12", "/payroll-groups/:id", (route) => (
      <PayrollGroupDetailPage route={route} />
    ));
    const settings = await screen.findByRole("region", { name: "Settings" });
    expect(settings.textContent).toContain("Monthly · End of month");
    expect(settings.textContent).toContain("PPh 21 Karyawan Tetap · Gross");
    expect(settings.textContent).toContain("Rp 500.000");
    const members = await screen.findByRole("table", { name: "Members" });
    const row = (await within(members).findByText("Budi Santoso")).closest("tr")!;
    expect(row.textContent).toContain("Rp 5.250.000");
    expect(row.textContent).toContain("01-11-2026");
    expect(row.textContent).toContain("Incomplete account");
    await user.click(screen.getByRole("checkbox", { name: "Incomplete account only" }));
    await waitFor(() =>
      expect(
        queries.some(
          (q) => nameOf(q) === "PayrollGroupMembers" && q.variables["incompleteAccount"] === true,
        ),
      ).toBe(true),
    );
  });
});
