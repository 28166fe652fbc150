import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { GraphQLError } from "graphql";
import { type Client, CombinedError, Provider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { fromValue } from "wonka";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ROUTES } from "../../../../domain/navigation.ts";
import { LeaveGuardProvider } from "../../../app/leaveGuard.tsx";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { RoleFormPage } from "../components/RoleFormPage.tsx";

afterEach(cleanup);

const route = ROUTES.find((candidate) => candidate.pattern === "/role-management/create")!;
const TAKEN = "Role Name has been exist. Try with other Role Name";

type Sent = { variables: Record<string, unknown> };

/** A client whose create mutation answers the 409 of a taken name. */
function conflictClient(sent: Sent[], message: string): Client {
  return {
    executeQuery: () => fromValue({ data: null, stale: false, hasNext: false }),
    executeMutation: (operation: { variables: Record<string, unknown> }) => {
      sent.push({ variables: operation.variables });
      return fromValue({
        operation,
        error: new CombinedError({
          graphQLErrors: [
            new GraphQLError(message, {
              extensions: { code: "CONFLICT", errors: [{ field: "name", message }] },
            }),
          ],
        }),
        stale: false,
        hasNext: false,
      });
    },
  } as unknown as Client;
}

function renderForm(language: Language = "en", message = TAKEN) {
  const sent: Sent[] = [];
  const location = memoryLocation({ path: "/role-management/create", record: true });
  render(
    <Provider value={conflictClient(sent, message)}>
      <I18nProvider language={language}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <LeaveGuardProvider>
            <main>
              <RoleFormPage route={route} />
            </main>
          </LeaveGuardProvider>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { sent, location };
}

const editRoute = ROUTES.find((candidate) => candidate.pattern === "/role-management/:id/edit")!;

function renderSuperAdmin() {
  const location = memoryLocation({ path: "/role-management/1/edit" });
  const client = {
    executeQuery: (operation: unknown) =>
      fromValue({
        operation,
        data: {
          role: {
            __typename: "Role",
            id: 1,
            name: "Super Admin",
            isSuperAdmin: true,
            menus: ["branch", "employee-list"],
            userCount: 1,
          },
        },
        stale: false,
        hasNext: false,
      }),
    executeMutation: () => {
      throw new Error("a read-only form saves nothing");
    },
  } as unknown as Client;
  render(
    <Provider value={client}>
      <I18nProvider language="en">
        <Router hook={location.hook}>
          <LeaveGuardProvider>
            <Route path="/role-management/:id/edit">
              <RoleFormPage route={editRoute} />
            </Route>
          </LeaveGuardProvider>
        </Router>
      </I18nProvider>
    </Provider>,
  );
}

describe("RoleFormPage", () => {
  it("shows Super Admin read-only: every control locked, nothing to save", async () => {
    renderSuperAdmin();
    const name = (await screen.findByRole("textbox", { name: /^Role name/ })) as HTMLInputElement;
    expect(name.value).toBe("Super Admin");
    expect(name.readOnly).toBe(true);
    const branch = screen.getByRole("checkbox", { name: "Branch" }) as HTMLInputElement;
    expect(branch.checked).toBe(true);
    expect(branch.disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.getByText(/Super Admin is built in/)).toBeTruthy();
  });

  it("has no detectable accessibility violations", async () => {
    renderForm();
    await screen.findByRole("checkbox", { name: "Employee List" });
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }, 30_000);

  it("groups the menus as the sidebar and picks a menu's needs with it", async () => {
    renderForm();
    const workingLocation = await screen.findByRole("checkbox", { name: /^Working Location/ });
    expect(screen.getByText("Needs Branch")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Employees" })).toBeTruthy();
    await userEvent.click(workingLocation);
    expect((screen.getByRole("checkbox", { name: "Branch" }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(screen.getByRole("checkbox", { name: "Branch" }));
    expect((workingLocation as HTMLInputElement).checked).toBe(false);
  });

  it("shows a blank name at the field without asking the server", async () => {
    const { sent } = renderForm("id");
    await userEvent.click(await screen.findByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Nama peran wajib diisi")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's duplicate-name refusal under the name field", async () => {
    const { sent } = renderForm();
    await userEvent.type(await screen.findByRole("textbox", { name: /^Role name/ }), " ops ");
    await userEvent.click(screen.getByRole("checkbox", { name: "Employee List" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.variables).toEqual({ input: { name: "ops", menus: ["employee-list"] } });
    const field = document.querySelector('[data-field="name"]')!;
    await waitFor(() => expect(field.textContent).toContain(TAKEN));
  });

  it("shows the Indonesian refusal in an Indonesian console", async () => {
    renderForm("id", "Nama Peran sudah ada. Coba dengan Nama Peran lain");
    await userEvent.type(await screen.findByRole("textbox", { name: /^Nama peran/ }), "Ops");
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    const field = document.querySelector('[data-field="name"]')!;
    await waitFor(() =>
      expect(field.textContent).toContain("Nama Peran sudah ada. Coba dengan Nama Peran lain"),
    );
  });

  it("asks before leaving a changed form, and leaves an untouched one at once", async () => {
    const { location } = renderForm();
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(location.history.at(-1)).toBe("/role-management");
    cleanup();

    const changed = renderForm();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Branch" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("You're about to leave this page")).toBeTruthy();
    expect(changed.location.history.at(-1)).toBe("/role-management/create");
    await userEvent.click(within(dialog).getByRole("button", { name: "Leave" }));
    expect(changed.location.history.at(-1)).toBe("/role-management");
  });
});
