import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { LoginPage, type LoginPageProps } from "../components/LoginPage.tsx";

afterEach(cleanup);

function renderLogin(props: Partial<LoginPageProps> = {}, language: Language = "en") {
  const onSubmit = vi.fn();
  const view = render(
    <I18nProvider language={language}>
      <LoginPage busy={false} error={null} onSubmit={onSubmit} {...props} />
    </I18nProvider>,
  );
  return { ...view, onSubmit };
}

describe("LoginPage", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderLogin();
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("names the empty fields and sends nothing", async () => {
    const { onSubmit } = renderLogin();
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("rejects a malformed email before sending", async () => {
    const { onSubmit } = renderLogin();
    await userEvent.type(screen.getByLabelText("Email"), "admin@");
    await userEvent.type(screen.getByLabelText("Password"), "secret");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByText("Enter a valid email address")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the trimmed email and the password", async () => {
    const { onSubmit } = renderLogin();
    await userEvent.type(screen.getByLabelText("Email"), " admin@maju.test ");
    await userEvent.type(screen.getByLabelText("Password"), "Tenaga-demo-1");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(onSubmit).toHaveBeenCalledWith("admin@maju.test", "Tenaga-demo-1");
  });

  it("shows the server's answer after an attempt, and a busy button meanwhile", async () => {
    const { rerender, onSubmit } = renderLogin();
    await userEvent.type(screen.getByLabelText("Email"), "admin@maju.test");
    await userEvent.type(screen.getByLabelText("Password"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    rerender(
      <I18nProvider language="en">
        <LoginPage busy onSubmit={onSubmit} error={null} />
      </I18nProvider>,
    );
    expect(screen.getByRole("button", { name: "Logging in..." }).hasAttribute("disabled")).toBe(
      true,
    );
    rerender(
      <I18nProvider language="en">
        <LoginPage busy={false} onSubmit={onSubmit} error="Email or password is incorrect" />
      </I18nProvider>,
    );
    expect(screen.getByRole("alert").textContent).toBe("Email or password is incorrect");
  });

  it("speaks Indonesian when asked", () => {
    renderLogin({}, "id");
    expect(screen.getByRole("button", { name: "Masuk" })).toBeTruthy();
  });
});
