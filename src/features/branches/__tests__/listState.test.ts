import { describe, expect, it } from "vitest";
import { createTableState, withFilters, withSorting } from "../../../ui/data-table/index.ts";
import {
  intFilter,
  type ListUrlConfig,
  searchFromState,
  stateFromSearch,
  withFilter,
} from "../../org-common/listState.ts";

const config: ListUrlConfig = { filterKeys: ["status", "city"], sortable: ["code", "name"] };
const read = (query: string) => stateFromSearch(new URLSearchParams(query), config);

describe("list state in the URL", () => {
  it("reads search, filters, sort, page and size", () => {
    const state = read("q=jakarta&status=inactive&sort=-name&page=3&size=20");
    expect(state.filters).toEqual({ q: "jakarta", status: "inactive" });
    expect(state.sorting).toEqual([{ id: "name", desc: true }]);
    expect(state.pageIndex).toBe(2);
    expect(state.pageSize).toBe(20);
  });

  it("ignores what it does not know or cannot read (SPEC §9 sizes, whitelisted sorts)", () => {
    const state = read("sort=password&page=-1&size=13&other=x&status=%20%20");
    expect(state.sorting).toEqual([]);
    expect(state.pageIndex).toBe(0);
    expect(state.pageSize).toBe(10);
    expect(state.filters).toEqual({});
  });

  it("writes only what differs from the defaults, and reads back the same state", () => {
    const state = createTableState({
      pageIndex: 1,
      pageSize: 50,
      sorting: [{ id: "code", desc: false }],
      filters: { q: " bandung ", city: "32.73", unknown: "dropped" },
    });
    const query = searchFromState(state, config).toString();
    expect(query).toBe("q=bandung&city=32.73&sort=code&page=2&size=50");
    expect(read(query)).toMatchObject({
      pageIndex: 1,
      pageSize: 50,
      sorting: [{ id: "code", desc: false }],
      filters: { q: "bandung", city: "32.73" },
    });
    expect(searchFromState(createTableState(), config).toString()).toBe("");
  });

  it("goes back to the first page when a filter or the sort changes (SPEC §4)", () => {
    const onPage3 = read("page=3&status=active");
    const filtered = withFilters(onPage3, withFilter({ status: "active" }, "city", "31.71"));
    expect(searchFromState(filtered, config).toString()).toBe("status=active&city=31.71");
    const sorted = withSorting(onPage3, [{ id: "name", desc: true }]);
    expect(searchFromState(sorted, config).toString()).toBe("status=active&sort=-name");
  });

  it("clears a filter set to empty and reads ids as positive integers", () => {
    expect(withFilter({ status: "active", city: "1" }, "status", null)).toEqual({ city: "1" });
    expect(intFilter({ branch: "12" }, "branch")).toBe(12);
    expect(intFilter({ branch: "0" }, "branch")).toBeUndefined();
    expect(intFilter({ branch: "1e3" }, "branch")).toBeUndefined();
    expect(intFilter({ branch: "99999999999" }, "branch")).toBeUndefined();
    expect(intFilter({ branch: "abc" }, "branch")).toBeUndefined();
  });
});
