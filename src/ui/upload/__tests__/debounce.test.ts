import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDebouncer } from "../debounce.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createDebouncer (SPEC §9 crop debounce)", () => {
  it("runs once, 100 ms after the last of a burst of calls", () => {
    const action = vi.fn();
    const debouncer = createDebouncer(action, 100);
    debouncer.schedule();
    vi.advanceTimersByTime(60);
    debouncer.schedule();
    vi.advanceTimersByTime(99);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("flush runs a waiting action at once, and only then", () => {
    const action = vi.fn();
    const debouncer = createDebouncer(action, 100);
    debouncer.flush();
    expect(action).not.toHaveBeenCalled();
    debouncer.schedule();
    debouncer.flush();
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("cancel drops a waiting action", () => {
    const action = vi.fn();
    const debouncer = createDebouncer(action, 100);
    debouncer.schedule();
    debouncer.cancel();
    vi.advanceTimersByTime(200);
    expect(action).not.toHaveBeenCalled();
  });
});
