import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Tooltip } from "../Tooltip.tsx";

// Ark positions the tooltip with floating-ui, which watches sizes; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

function renderTooltip(placement: "top" | "bottom" = "top") {
  render(
    <Tooltip content="Approved by the branch lead" placement={placement}>
      <button type="button">Status</button>
    </Tooltip>,
  );
  return screen.getByRole("button", { name: "Status" });
}

describe("Tooltip", { timeout: 20_000 }, () => {
  it("has no detectable accessibility violations", async () => {
    const trigger = renderTooltip();
    await userEvent.hover(trigger);
    await screen.findByRole("tooltip");
    // The tooltip is portalled to <body>, outside any landmark; that is the page's concern.
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    // Ark skips the open delay while another tooltip is showing; leave none behind.
    await userEvent.unhover(trigger);
    await vi.waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  });

  it("opens 100 ms after the pointer arrives, not before", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const trigger = renderTooltip();
    fireEvent.pointerMove(trigger, { pointerType: "mouse" });
    // Ark starts the delay from a microtask after the event.
    await act(async () => {
      await Promise.resolve();
    });
    await act(async () => {
      vi.advanceTimersByTime(90);
    });
    expect(screen.queryByRole("tooltip")).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(10);
    });
    expect(screen.getByRole("tooltip").textContent).toBe("Approved by the branch lead");
  });

  it("describes its trigger while open", async () => {
    const trigger = renderTooltip();
    await userEvent.hover(trigger);
    const tip = await screen.findByRole("tooltip");
    expect(trigger.getAttribute("aria-describedby")).toBe(tip.id);
  });

  it("fades over 200 ms", async () => {
    const trigger = renderTooltip();
    await userEvent.hover(trigger);
    const tip = await screen.findByRole("tooltip");
    expect(tip.style.transitionDuration).toBe("200ms");
  });

  it("sits 8 px away from its trigger", async () => {
    const trigger = renderTooltip("bottom");
    await userEvent.hover(trigger);
    const tip = await screen.findByRole("tooltip");
    const positioner = tip.parentElement as HTMLElement;
    // jsdom lays nothing out, so the trigger's bottom edge is at 0 and only the offset remains.
    await vi.waitFor(() => expect(positioner.style.getPropertyValue("--y")).toBe("8px"));
  });

  it("opens on keyboard focus and closes on Escape", async () => {
    renderTooltip();
    await userEvent.tab();
    expect(await screen.findByRole("tooltip")).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    await vi.waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  });
});
