import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { Client, type Exchange, makeResult, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { filter, map, pipe } from "wonka";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { ROUTES } from "../../../../domain/navigation.ts";
import {
  type BpjsRequest,
  type Pph21Request,
  simulateBpjs,
  simulatePph21,
} from "../../../../domain/tax/index.ts";
import { I18nProvider } from "../../../i18n/index.ts";
import { TaxManagementPage } from "../index.ts";

afterEach(cleanup);

type Reply = {
  data?: unknown;
  errors?: { message: string; extensions: Record<string, unknown> }[];
};

/**
 * A gateway stand-in that answers with the real engine (domain/tax runs in the browser too),
 * or with `override` when a test wants an error.
 */
function renderPage(path: string, override?: (name: string, input: unknown) => Reply | undefined) {
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== "teardown"),
      map((operation) => {
        const definition = operation.query.definitions[0];
        const name =
          definition?.kind === "OperationDefinition" ? (definition.name?.value ?? "") : "";
        const input = (operation.variables as { input: Record<string, unknown> }).input;
        sent.push({ name, input });
        const reply: Reply = override?.(name, input) ?? {
          data:
            name === "TaxSimulatorPph21"
              ? {
                  simulatePph21: {
                    __typename: "MonthlyPph21Simulation",
                    ...simulatePph21(input as unknown as Pph21Request).data,
                  },
                }
              : {
                  simulateBpjs: {
                    __typename: "BpjsWageSimulation",
                    ...simulateBpjs(input as unknown as BpjsRequest).data,
                  },
                },
        };
        return makeResult(operation, reply as never);
      }),
    );
  const client = new Client({ url: "/graphql", exchanges: [exchange] });
  const route = ROUTES.find((candidate) => candidate.pattern === path)!;
  const location = memoryLocation({ path, record: true });
  const view = render(
    <I18nProvider language="en">
      <Provider value={client}>
        <Router hook={location.hook}>
          <main>
            <TaxManagementPage route={route} />
          </main>
        </Router>
      </Provider>
    </I18nProvider>,
  );
  return { ...view, sent, location, user: userEvent.setup({ delay: null }) };
}

const SIMULATOR = "/payroll/tax-group-configurations/simulator";

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: RegExp) {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("Tax Management: the simulator tab", { timeout: 90_000 }, () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderPage(SIMULATOR);
    await screen.findByRole("heading", { name: "PPh 21 simulator" });
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("simulates REFERENCE.md §5 (Tuan R): month by month and the reconciliation", async () => {
    const { user, sent } = renderPage(SIMULATOR);
    await choose(user, "PTKP status", /^K\/0/);
    await choose(user, "Tax year", /^2024$/);
    await user.type(
      screen.getByRole("spinbutton", { name: "Same every month: Gross" }),
      "10000000",
    );
    await user.type(
      screen.getByRole("spinbutton", { name: "Same every month: Employee pension" }),
      "100000",
    );
    await user.click(screen.getByRole("button", { name: "Fill all months" }));
    expect(screen.getByRole("spinbutton", { name: "December: Gross" })).toHaveProperty(
      "value",
      "10.000.000",
    );
    await user.click(screen.getByRole("button", { name: "Simulate" }));

    const table = await screen.findByTestId("pph21-result");
    const rows = within(table).getAllByRole("row");
    expect(rows[1]!.textContent).toBe("JanuaryRp 10.000.000A2 %Rp 200.000");
    expect(rows[12]!.textContent).toBe("DecemberRp 10.000.000AReconciliationRp 515.000");
    expect(screen.getByTestId("pph21-total").textContent).toBe("Rp 2.715.000");
    const annual = screen.getByTestId("pph21-annual").textContent ?? "";
    for (const figure of [
      "Job expense (biaya jabatan)Rp 6.000.000",
      "Net incomeRp 112.800.000",
      "PTKPRp 58.500.000",
      "Taxable income (PKP)Rp 54.300.000",
      "Annual PPh 21Rp 2.715.000",
      "Withheld in earlier periodsRp 2.200.000",
      "Last period PPh 21 (negative: refund)Rp 515.000",
    ])
      expect(annual).toContain(figure);
    expect(sent[0]!.input).toMatchObject({
      year: 2024,
      ptkp: "K/0",
      recipient: "permanent_employee",
    });
  });

  it("says why there is no reconciliation while the year is still running", async () => {
    const { user, sent } = renderPage(SIMULATOR);
    await choose(user, "Last month worked", /^June$/);
    await user.click(screen.getByRole("checkbox", { name: /^Employment ends in June/ }));
    await user.type(
      screen.getByRole("spinbutton", { name: "Same every month: Gross" }),
      "10000000",
    );
    await user.click(screen.getByRole("button", { name: "Fill all months" }));
    await user.click(screen.getByRole("button", { name: "Simulate" }));

    const notes = await screen.findByTestId("pph21-notes");
    expect(notes.textContent).toBe(
      "No reconciliation yet: the last tax period (December) is not among the months entered " +
        '(the last is June), so the year is still in progress. If employment ends in June, tick "Employment ends in June".',
    );
    expect(screen.queryByTestId("pph21-annual")).toBeNull();
    expect(sent[0]!.input["lastPeriod"]).toBeUndefined();
  });

  it("says a commissioner is not reconciled", async () => {
    const { user } = renderPage(SIMULATOR);
    await choose(user, "Recipient", /^Commissioner/);
    await user.type(screen.getByRole("spinbutton", { name: "Same every month: Gross" }), "5000000");
    await user.click(screen.getByRole("button", { name: "Fill all months" }));
    await user.click(screen.getByRole("button", { name: "Simulate" }));
    const notes = await screen.findByTestId("pph21-notes");
    expect(notes.textContent).toBe(
      "No reconciliation: Commissioner (irregular fee) is withheld at the TER every month; only " +
        "permanent employees and pensioners are reconciled in the last tax period (PMK 168/2023).",
    );
  });

  it("shows a blank gross at its cell and sends nothing", async () => {
    const { user, sent } = renderPage(SIMULATOR);
    await user.click(screen.getByRole("button", { name: "Simulate" }));
    expect(sent).toEqual([]);
    const january = screen.getByRole("spinbutton", { name: "January: Gross" });
    expect(january.getAttribute("aria-invalid")).toBe("true");
  });

  it("shows the server's field error at the cell of that month", async () => {
    const { user } = renderPage(SIMULATOR, (name) =>
      name === "TaxSimulatorPph21"
        ? {
            errors: [
              {
                message: "Invalid body: periods.1.gross must be <= 10000000000000",
                extensions: {
                  code: "BAD_USER_INPUT",
                  errors: [{ field: "periods.1.gross", message: "must be <= 10000000000000" }],
                },
              },
            ],
          }
        : undefined,
    );
    await user.type(screen.getByRole("spinbutton", { name: "Same every month: Gross" }), "5000000");
    await user.click(screen.getByRole("button", { name: "Fill all months" }));
    await user.click(screen.getByRole("button", { name: "Simulate" }));
    await waitFor(() =>
      expect(
        screen.getByRole("spinbutton", { name: "February: Gross" }).getAttribute("aria-invalid"),
      ).toBe("true"),
    );
    expect(screen.getByText("must be <= 10000000000000")).toBeTruthy();
    expect(screen.queryByTestId("pph21-result")).toBeNull();
  });

  it("calculates BPJS employer and employee parts", async () => {
    const { user } = renderPage(SIMULATOR);
    await choose(user, "Contribution year", /^2025$/);
    await choose(user, "Contribution month", /^March$/);
    await user.type(screen.getByRole("spinbutton", { name: "Monthly wage" }), "15000000");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    const table = await screen.findByTestId("bpjs-result");
    const text = table.textContent ?? "";
    expect(text).toContain("BPJS KesehatanRp 480.000Rp 120.000");
    expect(text).toContain("JPRp 210.948Rp 105.474");
  });

  it("switches tabs by route", async () => {
    const { user, location } = renderPage("/payroll/tax-group-configurations", (name) =>
      name === "TaxConfigurationList"
        ? {
            data: {
              taxConfigurations: { __typename: "TaxConfigurationPage", totalItems: 0, items: [] },
            },
          }
        : undefined,
    );
    expect(await screen.findByText(/^No configuration yet/)).toBeTruthy();
    expect(screen.getByRole("tab", { name: "PPh 21 Tidak Final" })).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Tax Simulator" }));
    expect(location.history?.at(-1)).toBe(SIMULATOR);
  });
});
