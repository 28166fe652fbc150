import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { Kind, type OperationDefinitionNode } from "graphql";
import { type Client, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Route, Router, Switch } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ROUTES } from "../../../../domain/navigation.ts";
import { LeaveGuardProvider } from "../../../app/leaveGuard.tsx";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import {
  RegulationComponentCreateView,
  RegulationComponentDetailView,
} from "../components/RegulationComponentPages.tsx";

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const createRoute = ROUTES.find(
  (r) => r.pattern === "/payroll/payroll-components/regulation-based/create",
)!;
const detailRoute = ROUTES.find(
  (r) => r.pattern === "/payroll/payroll-components/regulation-based/:id",
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

const rate = (effectiveFrom: string, wageCap: number) => ({
  __typename: "RegulationComponentRate",
  effectiveFrom,
  employerRate: 2,
  employeeRate: 1,
  employerAmount: 0,
  employeeAmount: 0,
  wageCap,
  minimumWageFloor: false,
  basis: "PP 45/2015 Ps. 28",
});

const JP = {
  __typename: "RegulationComponent",
  id: 12,
  programme: "jp",
  participant: "pu",
  name: "BPJS JP",
  jkkRiskClass: null,
  jkkRiskRatePercent: null,
  agentCode: null,
  clientCode: null,
  status: "active",
  groupCount: 2,
  version: 4,
  currentRate: rate("2026-03-01", 11_086_300),
  rates: [rate("2026-03-01", 11_086_300), rate("2025-03-01", 10_547_400)],
};

const BPU_JKM = {
  ...JP,
  id: 13,
  programme: "bpu_jkm",
  participant: "bpu",
  name: "BPU JKM",
  agentCode: "bpu_jkm_agent_sum",
  clientCode: "bpu_jkm_sum",
  currentRate: {
    ...rate("2015-07-01", 0),
    employerRate: 0,
    employeeRate: 0,
    employeeAmount: 6_800,
    wageCap: null,
  },
  rates: [],
};

function client(sent: Operation[]): Client {
  return {
    executeQuery: (operation: Operation) =>
      fromValue({
        operation,
        data:
          nameOf(operation) === "RegulationComponentDetail"
            ? { regulationComponent: operation.variables["id"] === 13 ? BPU_JKM : JP }
            : null,
        stale: false,
        hasNext: false,
      }),
    executeMutation: (operation: Operation) => {
      sent.push(operation);
      const input = operation.variables["input"] as { name: string; programme: string };
      return fromValue({
        operation,
        data:
          nameOf(operation) === "UpdateRegulationComponent"
            ? { updateRegulationComponent: { ...JP, ...input, rates: JP.rates, version: 5 } }
            : {
                createRegulationComponent: {
                  __typename: "RegulationComponent",
                  id: 30,
                  name: input.name,
                  programme: input.programme,
                  version: 1,
                },
              },
        stale: false,
        hasNext: false,
      });
    },
  } as unknown as Client;
}

function renderPage(options: { path?: string; enabled?: boolean; language?: Language } = {}) {
  const sent: Operation[] = [];
  const path = options.path ?? createRoute.pattern;
  const location = memoryLocation({ path, record: true });
  const enabled = options.enabled ?? true;
  render(
    <Provider value={client(sent)}>
      <I18nProvider language={options.language ?? "en"}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <LeaveGuardProvider>
            <main>
              <Switch>
                <Route path={createRoute.pattern}>
                  <RegulationComponentCreateView route={createRoute} enabled={enabled} />
                </Route>
                <Route path={detailRoute.pattern}>
                  <RegulationComponentDetailView route={detailRoute} enabled={enabled} />
                </Route>
              </Switch>
            </main>
          </LeaveGuardProvider>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { sent, location, user: userEvent.setup({ delay: null }) };
}

const cell = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("Regulation-based component pages", { timeout: 60_000 }, () => {
  it("has no detectable accessibility violations", async () => {
    renderPage();
    await screen.findByRole("form", { name: "Regulation-based component" });
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("starts with the statutory BPJS Kesehatan rates and its SPEC §3 codes", async () => {
    renderPage();
    await screen.findByRole("form", { name: "Regulation-based component" });
    expect(screen.getByText("bpjs_kes_agent_sum")).toBeTruthy();
    expect(screen.getByText("bpjs_kes_client_sum")).toBeTruthy();
    expect(cell("Employer %, rate 2").value).toBe("4");
    expect(cell("Worker %, rate 2").value).toBe("1");
    expect(cell("Wage cap (Rp), rate 2").value).toBe("12.000.000");
    expect(screen.getByRole("checkbox", { name: "Minimum-wage floor, rate 2" })).toHaveProperty(
      "checked",
      true,
    );
    const current = cell("Effective from, rate 2").closest("td")!;
    expect(current.textContent).toContain("In force");
    expect(current.textContent).toContain("01-01-2020");
  });

  it("creates JKK of a risk class, leaving untouched statutory rates to the service", async () => {
    const { sent, user, location } = renderPage();
    await screen.findByRole("form", { name: "Regulation-based component" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Programme" }), "jkk");
    await user.selectOptions(screen.getByRole("combobox", { name: "JKK risk class" }), "3");
    expect((screen.getByRole("textbox", { name: /^Name/ }) as HTMLInputElement).value).toBe(
      "BPJS JKK Kelas 3",
    );
    expect(cell("Employer %, rate 1").value).toBe("0.89");
    expect(screen.getAllByText("None (no standard code)")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.variables).toEqual({
      input: {
        programme: "jkk",
        name: "BPJS JKK Kelas 3",
        jkkRiskClass: 3,
        status: "active",
      },
    });
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe("/payroll/payroll-components?tab=regulation"),
    );
  });

  it("sends edited rates, and names a bad cell before sending", async () => {
    const { sent, user } = renderPage();
    await screen.findByRole("form", { name: "Regulation-based component" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Programme" }), "bpu_jkm");
    expect(cell("Worker flat (Rp), rate 1").value).toBe("6.800");
    const flat = cell("Worker flat (Rp), rate 1");
    await user.clear(flat);
    await user.type(flat, "7.000,5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(/^Worker flat \(Rp\), rate 1 must be a whole rupiah amount/),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.clear(flat);
    await user.type(flat, "Rp 7.000");
    await user.click(screen.getByRole("button", { name: "Add rate" }));
    const added = cell("Effective from, rate 2");
    await user.clear(added);
    await user.type(added, "2027-01-01");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const input = sent[0]?.variables["input"] as { rates: Record<string, unknown>[] };
    expect(input.rates).toHaveLength(2);
    expect(input.rates[0]).toMatchObject({
      effectiveFrom: "2015-07-01",
      employeeAmount: 7_000,
      employerAmount: 0,
      wageCap: null,
    });
    expect(input.rates[1]).toMatchObject({ effectiveFrom: "2027-01-01", employeeRate: 0 });
  });

  it("says so when the client's flag is off", async () => {
    const { sent } = renderPage({ enabled: false });
    expect(
      await screen.findByText("Regulation-based components are not enabled for your company."),
    ).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it("shows the current rate, the history and the codes; saves rates with the version", async () => {
    const { sent, user } = renderPage({
      path: "/payroll/payroll-components/regulation-based/12",
    });
    const details = await screen.findByRole("region", { name: "Details" });
    expect(details.textContent).toContain("BPJS JP (pension)");
    expect(details.textContent).toContain("01-03-2026");
    expect(details.textContent).toContain("2 %");
    expect(details.textContent).toContain("Rp 11.086.300");
    expect(cell("Wage cap (Rp), rate 2").value).toBe("10.547.400");
    await user.clear(cell("Worker %, rate 1"));
    await user.type(cell("Worker %, rate 1"), "1,5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.variables).toMatchObject({ id: 12, version: 4 });
    const input = sent[0]?.variables["input"] as { rates: Record<string, unknown>[] };
    expect(input.rates.map((r) => [r["effectiveFrom"], r["employeeRate"], r["wageCap"]])).toEqual([
      ["2026-03-01", 1.5, 11_086_300],
      ["2025-03-01", 1, 10_547_400],
    ]);
  });

  it("speaks Indonesian on the detail of a BPU programme", async () => {
    renderPage({ path: "/payroll/payroll-components/regulation-based/13", language: "id" });
    const details = await screen.findByRole("region", { name: "Rincian" });
    expect(details.textContent).toContain("BPU JKM (mitra)");
    expect(details.textContent).toContain("Mitra (BPU)");
    expect(details.textContent).toContain("bpu_jkm_agent_sum");
    expect(details.textContent).toContain("Rp 6.800");
    expect(details.textContent).toContain("Tanpa batas");
    expect(within(details).getByText("Tarif berlaku")).toBeTruthy();
  });
});
