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
import { AttendancePolicyFormPage } from "../components/AttendancePolicyFormPage.tsx";

afterEach(cleanup);

const route = ROUTES.find(
  (candidate) => candidate.pattern === "/settings/attendances/attendance-policies/create",
)!;
const OVERLAP = 'overlaps the coverage of attendance policy "Kehadiran Jakarta"';

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

/** Choices of one location and two branches; a save answers the overlap at `branchIds`. */
function client(sent: Record<string, unknown>[]): Client {
  return {
    executeQuery: (operation: Operation) =>
      fromValue({
        operation,
        data:
          nameOf(operation) === "AttendancePolicyChoices"
            ? {
                workingLocations: {
                  __typename: "WorkingLocationPage",
                  items: [
                    { __typename: "WorkingLocation", id: 7, name: "Gudang", radiusMeters: 100 },
                  ],
                },
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
            new GraphQLError("Failed to Create Attendance Policy", {
              extensions: { code: "CONFLICT", errors: [{ field: "branchIds", message: OVERLAP }] },
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
              <AttendancePolicyFormPage route={route} />
            </main>
          </LeaveGuardProvider>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { sent };
}

describe("AttendancePolicyFormPage", () => {
  it("has no accessibility violations", async () => {
    renderForm();
    await screen.findByRole("checkbox", { name: /Gudang/ });
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }, 30_000);

  it("explains each verification and sends the policy; an overlap shows at the branches", async () => {
    const user = userEvent.setup();
    const { sent } = renderForm();
    expect(screen.getByText(/matched with the employee's photo/)).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: /^Policy name/ }), "Kebijakan Gudang");
    await user.click(screen.getByRole("radio", { name: /^QR code/ }));
    await user.click(await screen.findByRole("checkbox", { name: /Gudang/ }));
    await user.click(screen.getByRole("checkbox", { name: /Jakarta \(JKT\)/ }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Overtime" }), "manual");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      input: {
        name: "Kebijakan Gudang",
        verification: "qr",
        approvalMode: "auto",
        approvalModes: { checkIn: "auto", checkOut: "auto", overtime: "manual" },
        geofence: "reject",
        maxAccuracyMeters: 100,
        allowOffline: false,
        allowOutsideRequest: false,
        workingLocationIds: [7],
        branchIds: [1],
        agentIds: [],
      },
    });
    const branches = screen.getByRole("group", { name: "Branches" });
    expect((await within(branches).findByRole("alert")).textContent).toBe(`Branches ${OVERLAP}`);
  });

  it("refuses an impossible accuracy before sending, in Indonesian", async () => {
    const user = userEvent.setup();
    const { sent } = renderForm("id");
    await user.type(screen.getByRole("textbox", { name: /^Nama kebijakan/ }), "Kebijakan");
    const accuracy = screen.getByRole("textbox", { name: /^Akurasi GPS/ });
    await user.clear(accuracy);
    await user.type(accuracy, "0");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(
      await screen.findByText(
        "Akurasi GPS maksimal (meter) harus berupa bilangan bulat dari 1 sampai 5000",
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
