import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import type { DocumentNode } from "graphql";
import { type Client, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ROUTES } from "../../../../domain/navigation.ts";
import { I18nProvider } from "../../../i18n/index.ts";
import "../../../ui/select/__tests__/jsdomShims.ts";
import { RolesPage } from "../components/RolesPage.tsx";

afterEach(cleanup);

const route = ROUTES.find((candidate) => candidate.pattern === "/role-management")!;

type Call = { name: string; variables: Record<string, unknown> };

const operationName = (query: DocumentNode) =>
  query.definitions.flatMap((d) => (d.kind === "OperationDefinition" ? [d.name?.value] : []))[0];

const role = (
  id: number,
  name: string,
  menus: string[],
  userCount: number,
  isSuperAdmin = false,
) => ({
  __typename: "Role",
  id,
  name,
  isSuperAdmin,
  menus,
  userCount,
});

function fakeClient(calls: Call[]): Client {
  return {
    executeQuery: (operation: { query: DocumentNode; variables: Record<string, unknown> }) => {
      calls.push({ name: operationName(operation.query) ?? "", variables: operation.variables });
      return fromValue({
        operation,
        data: {
          roles: {
            __typename: "RolePage",
            items: [
              role(1, "Super Admin", ["branch", "employee-list", "role-management"], 1, true),
              role(2, "Operations", ["employee-list"], 3),
            ],
            totalItems: 12,
            limit: 10,
            page: 1,
          },
        },
        stale: false,
        hasNext: false,
      });
    },
    executeMutation: (operation: { query: DocumentNode; variables: Record<string, unknown> }) => {
      calls.push({ name: operationName(operation.query) ?? "", variables: operation.variables });
      return fromValue({ operation, data: { deleteRole: true }, stale: false, hasNext: false });
    },
  } as unknown as Client;
}

function renderAt(search: string) {
  const calls: Call[] = [];
  const location = memoryLocation({ path: `/role-management${search}`, record: true });
  render(
    <Provider value={fakeClient(calls)}>
      <I18nProvider language="en">
        <Router hook={location.hook} searchHook={location.searchHook}>
          <main>
            <RolesPage route={route} />
          </main>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { calls, location };
}

describe("RolesPage", () => {
  it("has no detectable accessibility violations", async () => {
    renderAt("");
    await screen.findByText("Operations");
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }, 30_000);

  it("asks for the URL's search and page, and shows menus and user counts", async () => {
    const { calls } = renderAt("?q=ops&page=2");
    await screen.findByText("Operations");
    expect(calls.find((call) => call.name === "RoleList")?.variables).toMatchObject({
      q: "ops",
      page: 2,
      limit: 10,
    });
    const row = screen.getByText("Operations").closest("tr")!;
    expect(within(row).getByText("1 menu")).toBeTruthy();
    expect(within(row).getByText("3")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Roles" }).getAttribute("aria-selected")).toBe("true");
  });

  it("offers no Delete for Super Admin, and deletes another role after confirmation", async () => {
    const { calls } = renderAt("");
    await screen.findByText("Operations");
    expect(screen.queryByRole("button", { name: "Delete Super Admin" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Delete Operations" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Delete role Operations?")).toBeTruthy();
    expect(calls.some((call) => call.name === "DeleteRole")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === "DeleteRole")?.variables).toEqual({ id: 2 }),
    );
  });

  it("goes to the form for Add Role and Edit", async () => {
    const { location } = renderAt("");
    await screen.findByText("Operations");
    await userEvent.click(screen.getByRole("button", { name: "Add Role" }));
    expect(location.history.at(-1)).toBe("/role-management/create");
    await userEvent.click(screen.getByRole("button", { name: "Edit Operations" }));
    expect(location.history.at(-1)).toBe("/role-management/2/edit");
  });
});
