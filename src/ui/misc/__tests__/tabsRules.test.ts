import { describe, expect, it } from "vitest";
import { canSelectTab, resolveTabIndex } from "../tabsRules.ts";

const tabs = [{ key: "profile" }, { key: "contract" }, { key: "payroll", disabled: true }];

describe("resolveTabIndex (SPEC §4)", () => {
  it("picks a tab by index", () => {
    expect(resolveTabIndex(tabs, { index: 1 })).toBe(1);
  });

  it("picks a tab by key, and a key wins over an index", () => {
    expect(resolveTabIndex(tabs, { key: "contract" })).toBe(1);
    expect(resolveTabIndex(tabs, { key: "profile", index: 1 })).toBe(0);
  });

  it("falls back to the first tab when the index is out of range", () => {
    expect(resolveTabIndex(tabs, { index: 5 })).toBe(0);
    expect(resolveTabIndex(tabs, { index: -1 })).toBe(0);
    expect(resolveTabIndex(tabs, { index: 0.5 })).toBe(0);
  });

  it("falls back to the first tab for an unknown key", () => {
    expect(resolveTabIndex(tabs, { key: "leave" })).toBe(0);
  });

  it("never lands on a disabled tab", () => {
    expect(resolveTabIndex(tabs, { key: "payroll" })).toBe(0);
    expect(resolveTabIndex([{ key: "a", disabled: true }, { key: "b" }], { index: 7 })).toBe(1);
  });

  it("starts on the first tab when nothing is chosen, and is -1 without tabs", () => {
    expect(resolveTabIndex(tabs, {})).toBe(0);
    expect(resolveTabIndex([], { index: 0 })).toBe(-1);
  });
});

describe("canSelectTab", () => {
  it("allows enabled tabs only", () => {
    expect(canSelectTab(tabs, "contract")).toBe(true);
    expect(canSelectTab(tabs, "payroll")).toBe(false);
    expect(canSelectTab(tabs, "unknown")).toBe(false);
  });
});
