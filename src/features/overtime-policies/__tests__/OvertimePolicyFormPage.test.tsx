import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { GraphQLError, Kind, type OperationDefinitionNode } from "graphql";
import { type Client, CombinedError, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ROUTES } from "../../../../domain/navigation.ts";
import { LeaveGuardProvider } from "../../../app/leaveGuard.tsx";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { OvertimePolicyFormPage } from "../components/OvertimePolicyFormPage.tsx";

afterEach(cleanup);

const route = ROUTES.find(
  (candidate) => candidate.pattern === "/settings/attendances/overtime-policies/create",
)!;
const CLASH = 'already covered by overtime policy "Lembur Statutori": Jakarta';
const year = new Date().getFullYear();

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

/** Two branches and this year's UMP DKI Jakarta; a save answers `answer`. */
function client(sent: Record<string, unknown>[], answer: "clash" | "ok"): Client {
  return {
    executeQuery: (operation: Operation) =>
      fromValue({
        operation,
        data:
          nameOf(operation) === "OvertimePolicyChoices"
            ? {
                branches: {
                  __typename: "BranchPage",
                  items: [
                    { __typename: "Branch", id: 1, code: "JKT", name: "Jakarta" },
                    { __typename: "Branch", id: 2, code: "BDG", name: "Bandung" },
                  ],
                },
                minimumWages: {
                  __typename: "MinimumWagePage",
                  items: [
                    {
                      __typename: "MinimumWage",
                      id: 9,
                      provinceId: null,
                      year,
                      amount: 5_729_876,
                    },
                  ],
                },
              }
            : null,
        stale: false,
        hasNext: false,
      }),
    executeMutation: (operation: Operation) => {
      sent.push(operation.variables);
      return fromValue(
        answer === "clash"
          ? {
              operation,
              error: new CombinedError({
                graphQLErrors: [
                  new GraphQLError("Failed to Create Overtime Policy", {
                    extensions: {
                      code: "CONFLICT",
                      errors: [{ field: "branchIds", message: CLASH }],
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
                createOvertimePolicy: {
                  __typename: "OvertimePolicy",
                  id: 5,
                  name: "Lembur Gudang",
                  version: 1,
                  warnings: [],
                },
              },
              stale: false,
              hasNext: false,
            },
      );
    },
  } as unknown as Client;
}

function renderForm(language: Language = "en", answer: "clash" | "ok" = "clash") {
  const sent: Record<string, unknown>[] = [];
  const location = memoryLocation({ path: route.pattern, record: true });
  render(
    <Provider value={client(sent, answer)}>
      <I18nProvider language={language}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <LeaveGuardProvider>
            <main>
              <OvertimePolicyFormPage route={route} />
            </main>
          </LeaveGuardProvider>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { sent, location };
}

describe("OvertimePolicyFormPage", () => {
  it("has no accessibility violations", async () => {
    renderForm();
    await screen.findByRole("checkbox", { name: /Jakarta \(JKT\)/ });
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }, 30_000);

  it("sends a statutory policy with its four rules in SPEC §9 order; a clash shows at the branches", async () => {
    const user = userEvent.setup();
    const { sent } = renderForm();
    await user.type(screen.getByRole("textbox", { name: /^Policy name/ }), "Lembur Gudang");
    await user.click(await screen.findByRole("checkbox", { name: /Jakarta \(JKT\)/ }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Round minutes down to" }), "15");
    expect(screen.queryByRole("status", { name: "Below the statutory overtime pay" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const statutory = (overtimeType: string, enabled = true) => ({
      overtimeType,
      enabled,
      payKind: "rate",
      multiplier: "statutory",
      customMultiplier: null,
      fixedAmount: null,
    });
    expect(sent[0]).toEqual({
      input: {
        name: "Lembur Gudang",
        workWeek: "5-day",
        mode: "manual",
        rounding: "exact",
        minuteRounding: 15,
        minimumMinutes: 0,
        maxHoursPerRequest: null,
        enforceCaps: true,
        rules: [
          statutory("working_on_day_off"),
          statutory("working_on_national_holiday"),
          statutory("regular_working_day"),
          statutory("swap_schedule", false),
        ],
        branchIds: [1],
        agentIds: [],
      },
    });
    const branches = screen.getByRole("group", { name: "Branches" });
    expect((await within(branches).findByRole("alert")).textContent).toBe(`Branches ${CLASH}`);
  });

  it("warns while typing a fixed amount below the statutory figure, and still saves", async () => {
    const user = userEvent.setup();
    const { sent, location } = renderForm("en", "ok");
    await user.type(screen.getByRole("textbox", { name: /^Policy name/ }), "Lembur Gudang");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Regular working day: pay" }),
      "fixed",
    );
    const amount = screen.getByRole("textbox", { name: "Regular working day: amount per hour" });
    await user.type(amount, "50.000");
    const banner = await screen.findByRole("status", { name: "Below the statutory overtime pay" });
    expect(banner.textContent).toContain(
      "Regular working day: Rp 50.000 an hour is below the statutory Rp 62.101,26 an hour at the minimum wage of Rp 5.729.876",
    );
    await user.clear(amount);
    await user.type(amount, "62102");
    await waitFor(() =>
      expect(screen.queryByRole("status", { name: "Below the statutory overtime pay" })).toBeNull(),
    );
    await user.clear(amount);
    await user.type(amount, "40000");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]!["input"] as { rules: unknown[] }).rules[2]).toEqual({
      overtimeType: "regular_working_day",
      enabled: true,
      payKind: "fixed",
      multiplier: "statutory",
      customMultiplier: null,
      fixedAmount: 40_000,
    });
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe("/settings/attendances/overtime-policies"),
    );
  });

  it("refuses bad numbers before sending, per field, in Indonesian", async () => {
    const user = userEvent.setup();
    const { sent } = renderForm("id");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Bekerja di hari libur: pengali" }),
      "custom",
    );
    await user.type(
      screen.getByRole("textbox", { name: "Bekerja di hari libur: pengali khusus" }),
      "0",
    );
    const minimum = screen.getByRole("textbox", { name: /^Menit minimum/ });
    await user.clear(minimum);
    await user.type(minimum, "300");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Nama kebijakan wajib diisi")).toBeTruthy();
    expect(screen.getByText("Menit minimum harus bilangan bulat dari 0 sampai 240")).toBeTruthy();
    expect(
      screen.getByText(
        "Bekerja di hari libur: pengali khusus harus lebih dari 0 dan paling banyak 10, dengan paling banyak 2 desimal",
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe("OvertimePolicyFormPage, editing", () => {
  const editRoute = ROUTES.find(
    (candidate) => candidate.pattern === "/settings/attendances/overtime-policies/:id/edit",
  )!;
  const saved = {
    __typename: "OvertimePolicy",
    id: 5,
    name: "Lembur Gudang",
    workWeek: "6-day",
    mode: "automatic",
    rounding: "hourly_truncated",
    minuteRounding: 30,
    minimumMinutes: 30,
    maxHoursPerRequest: 3.5,
    enforceCaps: true,
    status: "active",
    rules: [
      {
        overtimeType: "working_on_day_off",
        enabled: true,
        payKind: "rate",
        multiplier: "custom",
        customMultiplier: 3,
        fixedAmount: null,
      },
      {
        overtimeType: "regular_working_day",
        enabled: true,
        payKind: "fixed",
        multiplier: "statutory",
        customMultiplier: null,
        fixedAmount: 70_000,
      },
    ].map((rule) => ({ __typename: "OvertimePolicyRule", ...rule })),
    branchIds: [2],
    agents: [{ __typename: "OvertimePolicyAgent", id: 44, fullName: "Sari" }],
    version: 4,
    referenceMinimumWage: 5_729_876,
    warnings: [],
  };

  it("loads the saved policy, sends the version read, and shows a stale-version refusal", async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    const stale = "This overtime policy was changed by someone else. Reload it and try again.";
    const fake = {
      executeQuery: (operation: Operation) =>
        fromValue({
          operation,
          data:
            nameOf(operation) === "OvertimePolicyDetail"
              ? { overtimePolicy: saved }
              : nameOf(operation) === "OvertimePolicyChoices"
                ? {
                    branches: { __typename: "BranchPage", items: [] },
                    minimumWages: { __typename: "MinimumWagePage", items: [] },
                  }
                : null,
          stale: false,
          hasNext: false,
        }),
      executeMutation: (operation: Operation) => {
        sent.push(operation.variables);
        return fromValue({
          operation,
          error: new CombinedError({
            graphQLErrors: [new GraphQLError(stale, { extensions: { code: "CONFLICT" } })],
          }),
          stale: false,
          hasNext: false,
        });
      },
    } as unknown as Client;
    const location = memoryLocation({ path: "/settings/attendances/overtime-policies/5/edit" });
    render(
      <Provider value={fake}>
        <I18nProvider language="en">
          <Router hook={location.hook}>
            <LeaveGuardProvider>
              <Route path={editRoute.pattern}>
                <OvertimePolicyFormPage route={editRoute} />
              </Route>
            </LeaveGuardProvider>
          </Router>
        </I18nProvider>
      </Provider>,
    );
    const name = await screen.findByRole("textbox", { name: /^Policy name/ });
    expect((name as HTMLInputElement).value).toBe("Lembur Gudang");
    expect(
      (
        screen.getByRole("textbox", {
          name: "Regular working day: amount per hour",
        }) as HTMLInputElement
      ).value,
    ).toBe("70000");
    expect(screen.getByText("Sari")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      id: 5,
      version: 4,
      input: {
        workWeek: "6-day",
        mode: "automatic",
        rounding: "hourly_truncated",
        minuteRounding: 30,
        minimumMinutes: 30,
        maxHoursPerRequest: 3.5,
        branchIds: [2],
        agentIds: [44],
      },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(stale);
  });
});
