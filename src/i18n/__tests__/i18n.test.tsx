import { cleanup, render, renderHook, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import {
  CLIENT_INACTIVE_MESSAGE,
  CLIENT_INACTIVE_TITLE,
  TO_LOGIN_PAGE,
} from "../../../domain/errors.ts";
import {
  enumLabelIn,
  I18nProvider,
  type Language,
  type MessageKey,
  messages,
  useI18n,
} from "../index.ts";

afterEach(cleanup);

function Greeting() {
  const { language, t } = useI18n();
  return (
    <main lang={language}>
      <h1>{t("shell.welcome", { name: "Sari" })}</h1>
      <button type="button">{t("shell.logout")}</button>
    </main>
  );
}

describe("i18n", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = render(
      <I18nProvider language="id">
        <Greeting />
      </I18nProvider>,
    );
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("has every English key in Indonesian, with text", () => {
    expectTypeOf<keyof (typeof messages)["id"]>().toEqualTypeOf<MessageKey>();
    expect(Object.keys(messages.id).sort()).toEqual(Object.keys(messages.en).sort());
    const blank = Object.entries(messages.id).filter(([, text]) => !text.trim());
    expect(blank).toEqual([]);
  });

  it("keeps the placeholders of each English message in its Indonesian one", () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(messages.en) as MessageKey[]) {
      expect(placeholders(messages.id[key]), key).toEqual(placeholders(messages.en[key]));
    }
  });

  it("uses the SPEC's wording for the blocking modals in English", () => {
    expect(messages.en["modal.clientInactive.title"]).toBe(CLIENT_INACTIVE_TITLE);
    expect(messages.en["modal.clientInactive.message"]).toBe(CLIENT_INACTIVE_MESSAGE);
    expect(messages.en["modal.toLoginPage"]).toBe(TO_LOGIN_PAGE);
    expect(messages.en["leavePage.title"]).toBe("You're about to leave this page");
  });

  it("substitutes parameters and leaves unknown placeholders visible", () => {
    const { result } = renderHook(() => useI18n(), {
      wrapper: ({ children }) => <I18nProvider language="en">{children}</I18nProvider>,
    });
    expect(result.current.t("shell.welcome", { name: "Budi" })).toBe("Welcome, Budi");
    expect(result.current.t("toast.somethingWentWrong", { message: "$& timeout" })).toBe(
      "Something went wrong: $& timeout",
    );
    expect(result.current.t("shell.welcome")).toBe("Welcome, {name}");
    expect(result.current.t("shell.welcome", { other: 1 })).toBe("Welcome, {name}");
  });

  it("switches every text when the language changes", () => {
    const { rerender } = render(
      <I18nProvider language="en">
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading").textContent).toBe("Welcome, Sari");
    expect(screen.getByRole("button").textContent).toBe("Log out");

    rerender(
      <I18nProvider language="id">
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading").textContent).toBe("Selamat datang, Sari");
    expect(screen.getByRole("button").textContent).toBe("Keluar");
    expect(screen.getByRole("main").getAttribute("lang")).toBe("id");
  });

  it("names the missing provider when used outside it", () => {
    expect(() => renderHook(() => useI18n())).toThrow("useI18n must be used inside <I18nProvider>");
  });

  it("shows an enumeration label in the language asked, and a dash when it is missing", () => {
    const active = { value: "active", label: { en: "Active", id: "Aktif" } };
    expect(enumLabelIn(active, "en")).toBe("Active");
    expect(enumLabelIn(active, "id")).toBe("Aktif");
    expect(enumLabelIn(active)).toBe("Active");

    expect(enumLabelIn({ label: { en: "Active" } }, "id")).toBe("-");
    const languages: Language[] = ["en", "id"];
    for (const language of languages) {
      expect(enumLabelIn({ label: { en: "  ", id: "" } }, language)).toBe("-");
      expect(enumLabelIn({ label: null }, language)).toBe("-");
      expect(enumLabelIn({}, language)).toBe("-");
    }
  });
});
