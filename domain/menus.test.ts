import { describe, expect, it } from "vitest";
import { ALL_MENU_IDS, hasMenu, hasPayrollAccess, MENUS, OPERATIONS_MENU_IDS } from "./menus.ts";

describe("menu catalogue (SPEC §6)", () => {
  it("has unique ids", () => {
    expect(new Set(ALL_MENU_IDS).size).toBe(MENUS.length);
  });

  it("grants a menu by its id or by its legacy name", () => {
    expect(hasMenu(["employee-list"], "employee-list")).toBe(true);
    expect(hasMenu(["agents"], "employee-list")).toBe(true);
    expect(hasMenu(["payroll reports"], "payroll-report")).toBe(true);
    expect(hasMenu(["agents"], "employee-additional-data")).toBe(false);
    expect(hasMenu([], "employee-list")).toBe(false);
  });

  it("payroll access means payroll report or payroll group", () => {
    expect(hasPayrollAccess(["payroll-report"])).toBe(true);
    expect(hasPayrollAccess(["payroll groups"])).toBe(true);
    expect(hasPayrollAccess(["payroll-component", "tax-management"])).toBe(false);
  });

  it("the operations role holds only employees, attendance and leave menus", () => {
    expect(OPERATIONS_MENU_IDS).toContain("employee-list");
    expect(OPERATIONS_MENU_IDS).toContain("daily-approval");
    expect(OPERATIONS_MENU_IDS).toContain("leave-management");
    expect(OPERATIONS_MENU_IDS).not.toContain("payroll-report");
    expect(OPERATIONS_MENU_IDS).not.toContain("role-management");
  });
});
