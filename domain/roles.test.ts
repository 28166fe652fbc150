import { describe, expect, it } from "vitest";
import { ALL_MENU_IDS } from "./menus.ts";
import {
  CATALOGUE_MENU_IDS,
  catalogueMenu,
  MENU_CATALOGUE,
  toggleMenu,
  validateRole,
} from "./roles.ts";

describe("the menu catalogue", () => {
  it("holds every menu exactly once, in sidebar groups", () => {
    const ids = MENU_CATALOGUE.flatMap((group) => group.menus.map((menu) => menu.id));
    expect([...ids].sort()).toEqual([...ALL_MENU_IDS].sort());
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(CATALOGUE_MENU_IDS);
    expect(MENU_CATALOGUE[1]).toMatchObject({
      id: "employees",
      label: { en: "Employees", id: "Karyawan" },
    });
  });

  it("derives Working Location's need of Branch from the sidebar gate", () => {
    expect(catalogueMenu("working-location")?.dependsOn).toEqual(["branch"]);
    expect(catalogueMenu("branch")?.dependsOn).toEqual([]);
  });

  it("picks what a menu needs and drops what needs a removed menu", () => {
    expect(toggleMenu([], "working-location", true)).toEqual(["branch", "working-location"]);
    expect(toggleMenu(["branch", "working-location"], "branch", false)).toEqual([]);
    expect(toggleMenu(["branch", "working-location"], "working-location", false)).toEqual([
      "branch",
    ]);
  });
});

describe("validateRole", () => {
  it("trims the name and keeps known menus once, in catalogue order", () => {
    expect(validateRole({ name: "  Ops ", menus: ["branch", "employee-list", "branch"] })).toEqual({
      values: { name: "Ops", menus: ["employee-list", "branch"] },
      problems: [],
    });
  });

  it.each([
    [{ name: "", menus: [] }, "name", "is required"],
    [{ name: "   ", menus: [] }, "name", "is required"],
    [{ menus: [] }, "name", "is required"],
    [{ name: "x".repeat(101), menus: [] }, "name", "must be at most 100 characters"],
    [
      { name: "Op\u202Es", menus: [] },
      "name",
      "must not contain invisible or text-direction characters",
    ],
    [{ name: "Ops" }, "menus", "is required"],
    [{ name: "Ops", menus: ["branch", "nope"] }, "menus", "contains unknown menu ids: nope"],
  ])("refuses %j", (input, field, message) => {
    expect(validateRole(input).problems).toEqual([{ field, message }]);
  });

  it("accepts a name of exactly 100 characters", () => {
    expect(validateRole({ name: "x".repeat(100), menus: [] }).problems).toEqual([]);
  });
});
