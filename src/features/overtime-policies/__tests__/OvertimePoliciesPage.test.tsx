import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Kind, type OperationDefinitionNode } from "graphql";
import { type Client, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ROUTES } from "../../../../domain/navigation.ts";
import { LeaveGuardProvider } from "../../../app/leaveGuard.tsx";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { OvertimePoliciesPage } from "../components/OvertimePoliciesPage.tsx";

afterEach(cleanup);

const route = ROUTES.find(
  (candidate) => candidate.pattern === "/settings/attendances/overtime-policies",
)!;

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

const policy = {
  __typename: "OvertimePolicy",
  id: 3,
  name: "Lembur Statutori",
  workWeek: "5-day",
  mode: "manual",
  rules: [
    { overtimeType: "working_on_day_off", enabled: true, payKind: "rate", multiplier: "statutory" },
    {
      overtimeType: "regular_working_day",
      enabled: true,
      payKind: "fixed",
      multiplier: "statutory",
    },
  ].map((rule) => ({ __typename: "OvertimePolicyRule", ...rule })),
  branches: [{ __typename: "OvertimePolicyBranch", id: 1, code: "JKT", name: "Jakarta" }],
  agents: [],
  warnings: [
    {
      __typename: "OvertimePolicyWarning",
      field: "rules.2.fixedAmount",
      code: "fixed_below_statutory",
      message: "Regular working day: Rp 40.000 an hour is below the statutory figure",
    },
  ],
  updatedAt: "2026-11-20T03:00:00Z",
};

function client(
  queries: { name: string | undefined; variables: Record<string, unknown> }[],
  mutations: { name: string | undefined; variables: Record<string, unknown> }[],
  empty = false,
): Client {
  return {
    executeQuery: (operation: Operation) => {
      const name = nameOf(operation);
      queries.push({ name, variables: operation.variables });
      const data =
        name === "OvertimePolicyList"
          ? {
              overtimePolicies: {
                __typename: "OvertimePolicyPage",
                totalItems: empty ? 0 : 1,
                items: empty ? [] : [policy],
              },
            }
          : name === "MinimumWageList"
            ? {
                minimumWages: {
                  __typename: "MinimumWagePage",
                  totalItems: 1,
                  items: [
                    {
                      __typename: "MinimumWage",
                      id: 9,
                      provinceId: "31",
                      provinceName: "DKI JAKARTA",
                      year: 2026,
                      amount: 5_729_876,
                      source: "okezone",
                      updatedAt: "2026-01-01T00:00:00Z",
                    },
                  ],
                },
              }
            : name === "OrgProvinces"
              ? { provinces: [{ __typename: "Province", id: "31", name: "DKI JAKARTA" }] }
              : null;
      return fromValue({ operation, data, stale: false, hasNext: false });
    },
    executeMutation: (operation: Operation) => {
      mutations.push({ name: nameOf(operation), variables: operation.variables });
      return fromValue({
        operation,
        data:
          nameOf(operation) === "DeleteOvertimePolicy"
            ? { deleteOvertimePolicy: true }
            : nameOf(operation) === "UpdateMinimumWage"
              ? { updateMinimumWage: { __typename: "MinimumWage", id: 9, amount: 5_800_000 } }
              : { deleteMinimumWage: true },
        stale: false,
        hasNext: false,
      });
    },
  } as unknown as Client;
}

function renderPage(path: string, language: Language = "en", empty = false) {
  const queries: { name: string | undefined; variables: Record<string, unknown> }[] = [];
  const mutations: { name: string | undefined; variables: Record<string, unknown> }[] = [];
  const [pathname, search = ""] = path.split("?");
  const location = memoryLocation({ path: pathname!, searchPath: search, record: true });
  render(
    <Provider value={client(queries, mutations, empty)}>
      <I18nProvider language={language}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <LeaveGuardProvider>
            <main>
              <OvertimePoliciesPage route={route} />
            </main>
          </LeaveGuardProvider>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { queries, mutations, location };
}

describe("OvertimePoliciesPage", () => {
  it("lists policies with their pay and warnings; delete asks first", async () => {
    const user = userEvent.setup();
    const { mutations } = renderPage("/settings/attendances/overtime-policies");
    const row = (await screen.findByText("Lembur Statutori")).closest("tr")!;
    expect(within(row).getByText("⚠ 1 warning")).toBeTruthy();
    expect(
      within(row).getByText(
        "Working on day off: Statutory · Regular working day: Fixed (Baseline)",
      ),
    ).toBeTruthy();
    expect(within(row).getByText("Jakarta")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Delete overtime policy Lembur Statutori?")).toBeTruthy();
    expect(mutations).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(mutations).toEqual([{ name: "DeleteOvertimePolicy", variables: { id: 3 } }]),
    );
  });

  it("searches, filters by branch and sorts through the server", async () => {
    const { queries } = renderPage(
      "/settings/attendances/overtime-policies?q=Lembur&branch=1&sort=-name",
    );
    await screen.findByText("Lembur Statutori");
    expect(queries.find((q) => q.name === "OvertimePolicyList")?.variables).toMatchObject({
      q: "Lembur",
      branchId: 1,
      sort: "-name",
      limit: 10,
      page: 1,
    });
  });

  it("says so when there is no policy, in Indonesian", async () => {
    renderPage("/settings/attendances/overtime-policies", "id", true);
    expect(await screen.findByText("Belum ada kebijakan lembur")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Upah Minimum" })).toBeTruthy();
  });

  it("the Minimum Wages tab edits a row in a dialog and deletes after confirmation", async () => {
    const user = userEvent.setup();
    const { mutations } = renderPage("/settings/attendances/overtime-policies?tab=wages");
    const row = (await screen.findByText("Rp 5.729.876")).closest("tr")!;
    expect(within(row).getByText("DKI JAKARTA")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog");
    const amount = within(dialog).getByRole("textbox", { name: /^Amount per month/ });
    await user.clear(amount);
    await user.type(amount, "5.800.000,5");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText(/Amount per month \(Rp\) must be whole rupiah/),
    ).toBeTruthy();
    expect(mutations).toEqual([]);
    await user.clear(amount);
    await user.type(amount, "5.800.000");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(mutations).toEqual([
        {
          name: "UpdateMinimumWage",
          variables: {
            id: 9,
            input: { provinceId: "31", year: 2026, amount: 5_800_000, source: "okezone" },
          },
        },
      ]),
    );
    await user.click(within(row).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(mutations.at(-1)?.name).toBe("DeleteMinimumWage"));
  });
});

describe("parseRupiah", () => {
  it("reads digits and dot-grouped thousands, never a decimal point as a separator", async () => {
    const { parseRupiah } = await import("../components/MinimumWagesTab.tsx");
    expect(parseRupiah("5729876")).toBe(5_729_876);
    expect(parseRupiah(" Rp 5.729.876 ")).toBe(5_729_876);
    expect(parseRupiah("62101.26")).toBeNaN();
    expect(parseRupiah("5.800.000,5")).toBeNaN();
    expect(parseRupiah("1.2345")).toBeNaN();
    expect(parseRupiah("-5")).toBeNaN();
    expect(parseRupiah("")).toBeNaN();
  });
});
