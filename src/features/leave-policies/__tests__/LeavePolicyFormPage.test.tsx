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
import { LeavePolicyFormPage } from "../components/LeavePolicyFormPage.tsx";

afterEach(cleanup);

const route = ROUTES.find(
  (candidate) => candidate.pattern === "/settings/attendances/leave-policies/create",
)!;
const TAKEN = "is already the name of another leave policy";

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

/** Two branches to choose; a save answers a taken name at `name`. */
function client(sent: Record<string, unknown>[]): Client {
  return {
    executeQuery: (operation: Operation) =>
      fromValue({
        operation,
        data:
          nameOf(operation) === "LeavePolicyChoices"
            ? {
                branches: {
                  __typename: "BranchPage",
                  items: [
                    { __typename: "Branch", id: 1, code: "JKT", name: "Jakarta" },
                    { __typename: "Branch", id: 2, code: "BDG", name: "Bandung" },
                  ],
                },
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
          graphQLErrors: [
            new GraphQLError("Failed to Create Leave Policy", {
              extensions: { code: "CONFLICT", errors: [{ field: "name", message: TAKEN }] },
            }),
          ],
        }),
        stale: false,
        hasNext: false,
      });
    },
  } as unknown as Client;
}

function renderForm(language: Language = "en") {
  const sent: Record<string, unknown>[] = [];
  const location = memoryLocation({ path: route.pattern, record: true });
  render(
    <Provider value={client(sent)}>
      <I18nProvider language={language}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <LeaveGuardProvider>
            <main>
              <LeavePolicyFormPage route={route} />
            </main>
          </LeaveGuardProvider>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { sent };
}

describe("LeavePolicyFormPage", () => {
  it("has no accessibility violations", async () => {
    renderForm();
    await screen.findByRole("combobox", { name: /Kind of leave/ });
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }, 30_000);

  it("starts from the annual preset and sends it; a taken name shows at the name", async () => {
    const user = userEvent.setup();
    const { sent } = renderForm();
    const name = screen.getByRole("textbox", { name: /^Policy name/ }) as HTMLInputElement;
    expect(name.value).toBe("Annual Leave");
    expect(
      (screen.getByRole("textbox", { name: /^Days per period/ }) as HTMLInputElement).value,
    ).toBe("12");
    expect(screen.queryByTestId("statutory-warnings")).toBeNull();
    await user.clear(name);
    await user.type(name, "Cuti Tahunan Kantor");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      input: {
        name: "Cuti Tahunan Kantor",
        kind: "annual",
        limited: true,
        daysPerPeriod: 12,
        accrual: "annually",
        startFrom: "after_probation",
        probationMonths: 12,
        carryOverDays: 0,
        carryOverExpiryMonths: null,
        maxDaysPerRequest: null,
        halfDayAllowed: true,
        paidByDefault: true,
        countDaysOff: false,
        countHolidays: false,
        attachmentRequired: false,
        allowNegative: false,
        coversAll: true,
        branchIds: [],
        agentIds: [],
        status: "active",
        settings: {},
      },
    });
    expect(await screen.findByText(`Policy name ${TAKEN}`)).toBeTruthy();
  });

  it("shows the statutory warning live while the days go below the law", async () => {
    const user = userEvent.setup();
    renderForm();
    const days = screen.getByRole("textbox", { name: /^Days per period/ });
    await user.clear(days);
    await user.type(days, "10");
    const warnings = await screen.findByTestId("statutory-warnings");
    expect(warnings.textContent).toContain("Grants 10 days a year");
    await user.clear(days);
    await user.type(days, "12");
    await waitFor(() => expect(screen.queryByTestId("statutory-warnings")).toBeNull());
  });

  it("choosing a kind fills its preset (name, ladder, days), editable", async () => {
    const user = userEvent.setup();
    const { sent } = renderForm();
    await user.selectOptions(screen.getByRole("combobox", { name: /Kind of leave/ }), "sick");
    expect((screen.getByRole("textbox", { name: /^Policy name/ }) as HTMLInputElement).value).toBe(
      "Sick Leave",
    );
    expect(screen.queryByRole("textbox", { name: /^Days per period/ })).toBeNull();
    const ladder = screen.getByRole("group", { name: "Pay by month of leave" });
    expect(
      within(ladder)
        .getAllByRole("textbox", { name: /^Percent/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(["100", "75", "50", "25"]);
    // A lower ladder warns; the marriage preset caps a request at 3 days.
    const second = within(ladder).getByRole("textbox", { name: "Percent (2)" });
    await user.clear(second);
    await user.type(second, "50");
    expect((await screen.findByTestId("statutory-warnings")).textContent).toContain(
      "pays 50 % in month 5",
    );
    await user.selectOptions(screen.getByRole("combobox", { name: /Kind of leave/ }), "marriage");
    expect(
      (screen.getByRole("textbox", { name: /^Maximum days per request/ }) as HTMLInputElement)
        .value,
    ).toBe("3");
    expect(sent).toEqual([]);
  });

  it("refuses bad days before sending, in Indonesian, and warns in Indonesian", async () => {
    const user = userEvent.setup();
    const { sent } = renderForm("id");
    expect(
      (screen.getByRole("textbox", { name: /^Nama kebijakan/ }) as HTMLInputElement).value,
    ).toBe("Cuti Tahunan");
    const days = screen.getByRole("textbox", { name: /^Hari per periode/ });
    await user.clear(days);
    await user.type(days, "8,5");
    expect((await screen.findByTestId("statutory-warnings")).textContent).toContain(
      "Memberikan 8,5 hari setahun",
    );
    await user.clear(days);
    await user.type(days, "1,234");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(
      await screen.findByText(
        "Hari per periode harus berupa angka dari 0 sampai 366 dengan paling banyak 2 desimal",
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("a policy covering only some needs a branch or an employee", async () => {
    const user = userEvent.setup();
    const { sent } = renderForm();
    await user.click(screen.getByRole("radio", { name: /^Only the branches/ }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    const branches = screen.getByRole("group", { name: "Branches" });
    expect((await within(branches).findByRole("alert")).textContent).toContain(
      "needs a branch or an employee",
    );
    await user.click(within(branches).getByRole("checkbox", { name: /Bandung \(BDG\)/ }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ input: { coversAll: false, branchIds: [2] } });
  });
});
