import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError, Kind, type OperationDefinitionNode } from "graphql";
import { type Client, CombinedError, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ROUTES } from "../../../../domain/navigation.ts";
import { LeaveGuardProvider } from "../../../app/leaveGuard.tsx";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { ApprovalRuleFormPage } from "../components/ApprovalRuleFormPage.tsx";

afterEach(cleanup);

const editRoute = ROUTES.find(
  (candidate) => candidate.pattern === "/settings/attendances/approval-rules/:id/edit",
)!;

const RULE = {
  __typename: "ApprovalRule",
  id: 7,
  name: "Leave & Overtime",
  requestTypes: ["leave", "overtime"],
  layers: [
    { __typename: "ApprovalLayer", approverUserIds: [], approverRoleIds: [2] },
    { __typename: "ApprovalLayer", approverUserIds: [1], approverRoleIds: [] },
  ],
  defaultApproverUserIds: [],
  defaultApproverRoleIds: [],
  pendingCount: 2,
  version: 3,
};
const OPTIONS = {
  __typename: "ApproverOptions",
  users: [{ __typename: "ApproverUser", id: 1, fullname: "Admin Maju", email: "admin@maju.test" }],
  roles: [{ __typename: "RoleOption", id: 2, name: "Operations" }],
};

type Operation = {
  query: { definitions: OperationDefinitionNode[] };
  variables: Record<string, unknown>;
};
const nameOf = (operation: Operation) =>
  operation.query.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)?.name?.value;

function renderEdit(answer: (operation: Operation) => unknown, language: Language = "en") {
  const sent: Operation[] = [];
  const location = memoryLocation({
    path: "/settings/attendances/approval-rules/7/edit",
    record: true,
  });
  const client = {
    executeQuery: (operation: Operation) =>
      fromValue({
        operation,
        data:
          nameOf(operation) === "ApproverOptions"
            ? { approverOptions: OPTIONS }
            : { approvalRule: RULE },
        stale: false,
        hasNext: false,
      }),
    executeMutation: (operation: Operation) => {
      sent.push(operation);
      return fromValue({
        operation,
        ...(answer(operation) as object),
        stale: false,
        hasNext: false,
      });
    },
  } as unknown as Client;
  render(
    <Provider value={client}>
      <I18nProvider language={language}>
        <Router hook={location.hook}>
          <LeaveGuardProvider>
            <Route path="/settings/attendances/approval-rules/:id/edit">
              <ApprovalRuleFormPage route={editRoute} />
            </Route>
          </LeaveGuardProvider>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { sent, location };
}

describe("ApprovalRuleFormPage", () => {
  it("loads the rule's layers and asks before sending its pending requests back to layer 1", async () => {
    const { sent, location } = renderEdit(() => ({
      data: {
        updateApprovalRule: {
          __typename: "ApprovalRuleUpdate",
          resetRequests: 2,
          rule: {
            __typename: "ApprovalRule",
            id: 7,
            name: "Leave & Overtime",
            pendingCount: 2,
            version: 4,
          },
        },
      },
    }));
    const name = (await screen.findByRole("textbox", { name: /^Rule name/ })) as HTMLInputElement;
    expect(name.value).toBe("Leave & Overtime");
    expect(screen.getByRole("group", { name: "Layer 1" }).textContent).toContain("Operations");
    expect(screen.getByRole("group", { name: "Layer 2" }).textContent).toContain("Admin Maju");

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain(
      "2 pending requests under this rule will go back to layer 1",
    );
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save and reset" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.variables).toEqual({
      id: 7,
      input: {
        name: "Leave & Overtime",
        requestTypes: ["leave", "overtime"],
        layers: [
          { approverUserIds: [], approverRoleIds: [2] },
          { approverUserIds: [1], approverRoleIds: [] },
        ],
        defaultApproverUserIds: [],
        defaultApproverRoleIds: [],
        version: 3,
      },
    });
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe("/settings/attendances/approval-rules"),
    );
  });

  it("reorders and removes layers, and shows the server's problems at their layer (Indonesian)", async () => {
    const message = "contains ids that are not users of the client: 99";
    const { sent } = renderEdit(
      () => ({
        error: new CombinedError({
          graphQLErrors: [
            new GraphQLError("Failed to Update Approval Rule", {
              extensions: {
                code: "BAD_USER_INPUT",
                errors: [{ field: "layers[0].approverUserIds", message }],
              },
            }),
          ],
        }),
      }),
      "id",
    );
    await screen.findByRole("textbox", { name: /^Nama aturan/ });
    await userEvent.click(screen.getByRole("button", { name: "Turunkan lapisan 1" }));
    expect(screen.getByRole("group", { name: "Lapisan 1" }).textContent).toContain("Admin Maju");
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Simpan dan atur ulang",
      }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]!.variables["input"] as { layers: unknown[] }).layers).toEqual([
      { approverUserIds: [1], approverRoleIds: [] },
      { approverUserIds: [], approverRoleIds: [2] },
    ]);
    const layer = screen.getByRole("group", { name: "Lapisan 1" });
    await waitFor(() =>
      expect(layer.textContent).toContain(
        "Pengguna penyetuju berisi id yang bukan pengguna klien ini: 99",
      ),
    );

    await userEvent.click(screen.getByRole("button", { name: "Hapus lapisan 2" }));
    expect(screen.queryByRole("group", { name: "Lapisan 2" })).toBeNull();
  });
});
