import { describe, expect, it } from "vitest";
import {
  columnIdOf,
  createDataTableColumnHelper,
  type DataTableColumnDef,
  stickyPinning,
} from "../columns.ts";

type Person = { name: string; address: { city: string }; salary: number; status: string };
const helper = createDataTableColumnHelper<Person>();

describe("columns", () => {
  it("resolves column ids as TanStack Table does", () => {
    expect(columnIdOf(helper.accessor("name", {}))).toBe("name");
    expect(columnIdOf(helper.accessor("address.city", {}))).toBe("address_city");
    expect(columnIdOf(helper.display({ id: "actions" }))).toBe("actions");
    expect(columnIdOf({ header: "Notes" } as DataTableColumnDef<Person>)).toBe("Notes");
  });

  it("pins sticky left and right columns (SPEC §3 meta), including a sticky group's leaves", () => {
    const columns = helper.columns([
      helper.accessor("name", { meta: { sticky: "left" } }),
      helper.group({
        id: "pay",
        meta: { sticky: "right" },
        columns: helper.columns([helper.accessor("salary", {})]),
      }),
      helper.accessor("address.city", {}),
      helper.accessor("status", { meta: { sticky: "right" } }),
    ]);
    expect(stickyPinning(columns, ["__select"])).toEqual({
      start: ["__select", "name"],
      end: ["salary", "status"],
    });
  });
});
