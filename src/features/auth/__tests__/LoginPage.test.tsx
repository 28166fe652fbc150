import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import type { Client } from "urql";
import { Provider } from "urql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fromValue } from "wonka";
import { LoginPage } from "../components/LoginPage.tsx";

afterEach(cleanup);

type MutationResult = { data?: unknown; error?: unknown };

function renderLogin(result: MutationResult = {}) {
  const executeMutation = vi.fn(() => fromValue({ ...result, stale: false, hasNext: false }));
  const client = { executeMutation } as unknown as Client;
  const onLoggedIn = vi.fn();
  const view = render(
    <Provider value={client}>
      <LoginPage onLoggedIn={onLoggedIn} />
    </Provider>,
  );
  return { ...view, executeMutation, onLoggedIn };
}

describe("LoginPage", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderLogin();
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("names the empty fields and does not call the server", async () => {
    const { executeMutation } = renderLogin();
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(executeMutation).not.toHaveBeenCalled();
  });

  it("rejects a malformed email before calling the server", async () => {
    const { executeMutation } = renderLogin();
    await userEvent.type(screen.getByLabelText("Email"), "admin@");
    await userEvent.type(screen.getByLabelText("Password"), "secret");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByText("Enter a valid email address")).toBeTruthy();
    expect(executeMutation).not.toHaveBeenCalled();
  });

  it("shows the server's message, without urql's prefix, and stays", async () => {
    const error = {
      message: "[GraphQL] Email or password is incorrect",
      graphQLErrors: [
        { message: "Email or password is incorrect", extensions: { code: "UNAUTHENTICATED" } },
      ],
      response: {},
    };
    const { executeMutation, onLoggedIn } = renderLogin({ error });
    await userEvent.type(screen.getByLabelText("Email"), " admin@maju.test ");
    await userEvent.type(screen.getByLabelText("Password"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Email or password is incorrect");
    expect(executeMutation).toHaveBeenCalledTimes(1);
    const [operation] = executeMutation.mock.calls[0] as unknown as [{ variables: unknown }];
    expect(operation.variables).toEqual({ email: "admin@maju.test", password: "wrong" });
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it("stores the token and reports success", async () => {
    const { onLoggedIn } = renderLogin({
      data: {
        login: {
          __typename: "LoginResult",
          token: "tok-123",
          user: { __typename: "ActiveUser", id: 1, fullname: "Admin Maju" },
        },
      },
    });
    await userEvent.type(screen.getByLabelText("Email"), "admin@maju.test");
    await userEvent.type(screen.getByLabelText("Password"), "Tenaga-demo-1");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(document.cookie).toContain("authToken=tok-123");
  });
});
