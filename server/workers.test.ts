import { describe, expect, it } from "vitest";
import {
  CRASH_LIMIT,
  CRASH_WINDOW_MS,
  MAX_WORKERS,
  shouldRestart,
  workerCount,
} from "./workers.ts";

describe("workerCount (issue 19: npm start uses every core)", () => {
  it("is one per core by default and with auto", () => {
    expect(workerCount(undefined, 2)).toEqual({ count: 2 });
    expect(workerCount("", 8)).toEqual({ count: 8 });
    expect(workerCount(" AUTO ", 4)).toEqual({ count: 4 });
    expect(workerCount(undefined, 0)).toEqual({ count: 1 });
  });

  it("takes a whole number from 1 to the maximum", () => {
    expect(workerCount("1", 8)).toEqual({ count: 1 });
    expect(workerCount("3", 2)).toEqual({ count: 3 });
    expect(workerCount(String(MAX_WORKERS), 2)).toEqual({ count: MAX_WORKERS });
  });

  it.each(["0", "-1", "1.5", "two", String(MAX_WORKERS + 1), "1e3"])(
    "refuses %s with a message naming WORKERS",
    (value) => {
      const result = workerCount(value, 2);
      expect(result).toHaveProperty("error");
      expect((result as { error: string }).error).toContain("WORKERS");
      expect((result as { error: string }).error).toContain(value);
    },
  );
});

describe("shouldRestart", () => {
  it("restarts until the crash limit within the window, then gives up", () => {
    const now = 1_000_000;
    const recent = Array.from({ length: CRASH_LIMIT - 1 }, (_, i) => now - i * 1000);
    expect(shouldRestart(recent, now)).toBe(true);
    expect(shouldRestart([...recent, now], now)).toBe(false);
  });

  it("forgets deaths older than the window", () => {
    const now = 10_000_000;
    const old = Array.from({ length: CRASH_LIMIT * 2 }, () => now - CRASH_WINDOW_MS - 1);
    expect(shouldRestart(old, now)).toBe(true);
  });
});
