import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type DocumentNode, GraphQLError } from "graphql";
import { type Client, CombinedError, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ROUTES } from "../../../../domain/navigation.ts";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { AppToaster } from "../../../ui/index.ts";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { ApprovalRulesPage } from "../components/ApprovalRulesPage.tsx";

afterEach(cleanup);

const route = ROUTES.find(
  (candidate) => candidate.pattern === "/settings/attendances/approval-rules",
)!;
const PENDING = 'Approval rule "Leave & Overtime" still has 2 pending requests';

type Call = { name: string; variables: Record<string, unknown> };
const operationName = (query: DocumentNode) =>
  query.definitions.flatMap((d) => (d.kind === "OperationDefinition" ? [d.name?.value] : []))[0];

const layer = { __typename: "ApprovalLayer", approverUserIds: [1], approverRoleIds: [] };

function renderAt(search: string, language: Language = "en") {
  const calls: Call[] = [];
  const client = {
    executeQuery: (operation: { query: DocumentNode; variables: Record<string, unknown> }) => {
      calls.push({ name: operationName(operation.query) ?? "", variables: operation.variables });
      return fromValue({
        operation,
        data: {
          approvalRules: {
            __typename: "ApprovalRulePage",
            items: [
              {
                __typename: "ApprovalRule",
                id: 4,
                name: "Leave & Overtime",
                requestTypes: ["shift_branch", "leave"],
                layers: [layer, layer],
                pendingCount: 2,
                version: 1,
              },
            ],
            totalItems: 1,
          },
        },
        stale: false,
        hasNext: false,
      });
    },
    executeMutation: (operation: { query: DocumentNode; variables: Record<string, unknown> }) => {
      calls.push({ name: operationName(operation.query) ?? "", variables: operation.variables });
      return fromValue({
        operation,
        error: new CombinedError({
          graphQLErrors: [new GraphQLError(PENDING, { extensions: { code: "CONFLICT" } })],
        }),
        stale: false,
        hasNext: false,
      });
    },
  } as unknown as Client;
  const location = memoryLocation({
    path: `/settings/attendances/approval-rules${search}`,
    record: true,
  });
  render(
    <Provider value={client}>
      <I18nProvider language={language}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <main>
            <ApprovalRulesPage route={route} />
          </main>
          <AppToaster />
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { calls, location };
}

describe("ApprovalRulesPage", () => {
  it("asks for the URL's search and shows request types as badges, layers and pending", async () => {
    const { calls } = renderAt("?q=leave");
    await screen.findByText("Leave & Overtime");
    expect(calls.find((call) => call.name === "ApprovalRuleList")?.variables).toMatchObject({
      q: "leave",
      page: 1,
    });
    const row = screen.getByText("Leave & Overtime").closest("tr")!;
    expect(within(row).getByText("Shift & Branch")).toBeTruthy();
    expect(within(row).getByText("Leave")).toBeTruthy();
    expect(within(row).getByText("2 layers")).toBeTruthy();
    expect(within(row).getByText("2")).toBeTruthy();
  });

  it("labels the request types in Indonesian", async () => {
    renderAt("", "id");
    const row = (await screen.findByText("Leave & Overtime")).closest("tr")!;
    expect(within(row).getByText("Shift & Cabang")).toBeTruthy();
    expect(within(row).getByText("Cuti")).toBeTruthy();
    expect(within(row).getByText("2 lapisan")).toBeTruthy();
  });

  it("deletes only after confirmation and shows the server's 409", async () => {
    const { calls, location } = renderAt("");
    await screen.findByText("Leave & Overtime");
    await userEvent.click(screen.getByRole("button", { name: "Delete Leave & Overtime" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(calls.some((call) => call.name === "DeleteApprovalRule")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === "DeleteApprovalRule")?.variables).toEqual({
        id: 4,
      }),
    );
    expect(await screen.findByText(PENDING)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Edit Leave & Overtime" }));
    expect(location.history?.at(-1)).toBe("/settings/attendances/approval-rules/4/edit");
  });
});
