import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider, type Language } from "../../i18n/index.ts";
import { AppToaster, showToast, toaster } from "../toast.tsx";

afterEach(() => {
  act(() => toaster.remove());
  cleanup();
  vi.useRealTimers();
});

function renderToaster(language: Language = "en") {
  return render(
    <I18nProvider language={language}>
      <AppToaster />
    </I18nProvider>,
  );
}

describe("AppToaster", () => {
  it("has no detectable accessibility violations", async () => {
    const { container } = renderToaster();
    act(() => {
      showToast("error", "Permission Denied");
    });
    await screen.findByText("Permission Denied");
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("shows the title with a close button named in the current language", async () => {
    renderToaster("id");
    act(() => {
      showToast("success", "Kata sandi berhasil diubah");
    });
    const toast = await screen.findByRole("status");
    expect(toast.textContent).toContain("Kata sandi berhasil diubah");
    expect(toast.getAttribute("data-type")).toBe("success");
    expect(screen.getByRole("button", { name: "Tutup" })).toBeTruthy();
  });

  it("closes by itself after 3 seconds", async () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      showToast("info", "Language saved");
    });
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(screen.getByText("Language saved")).toBeTruthy();

    // 3 s on screen, then Ark's 200 ms exit delay.
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByText("Language saved")).toBeNull();
  });

  // jsdom's animation frames run on a clock behind `performance.now()`, which Zag times
  // the exit with, so exits only settle under fake timers; user-event stalls under them,
  // hence a plain click event.
  async function clickAndSettle(element: HTMLElement) {
    fireEvent.click(element);
    await act(() => vi.advanceTimersByTimeAsync(300));
  }

  it("closes at once when clicked anywhere on it", async () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      showToast("warning", "no access");
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    await clickAndSettle(screen.getByText("no access"));
    expect(screen.queryByText("no access")).toBeNull();
  });

  it("closes with its close button", async () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      showToast("error", "Something went wrong: timeout");
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    await clickAndSettle(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Something went wrong: timeout")).toBeNull();
  });
});
