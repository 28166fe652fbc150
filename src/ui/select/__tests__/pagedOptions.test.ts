import { describe, expect, it } from "vitest";
import {
  hasMorePages,
  initialPagedOptions,
  type PagedEvent,
  type PagedOptions,
  pagedMessage,
  pagedOptionsReducer,
} from "../pagedOptions.ts";
import type { OptionPage } from "../types.ts";

const options = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ label: `Item ${from + i}`, value: `${from + i}` }));
const page = (p: number, items = options((p - 1) * 10 + 1, 10), totalItems = 25): OptionPage => ({
  items,
  totalItems,
  limit: 10,
  page: p,
});
const run = (events: PagedEvent[], from: PagedOptions = initialPagedOptions) =>
  events.reduce(pagedOptionsReducer, from);

describe("pagedOptionsReducer (SPEC §4 pagination modes, §7 loaders)", () => {
  it("asks for page 1 with an empty search when first opened, and shows Loading...", () => {
    const state = run([{ type: "open" }]);
    expect(state.pending).toEqual({ id: 1, search: "", page: 1 });
    expect(pagedMessage(state)).toBe("loading");
  });

  it("does not ask again when opened again after a successful load", () => {
    const state = run([{ type: "open" }, { type: "loaded", requestId: 1, result: page(1) }]);
    expect(run([{ type: "open" }], state)).toBe(state);
  });

  it("asks nothing before the first opening, nor for the search it already answers", () => {
    expect(run([{ type: "search", search: " " }])).toBe(initialPagedOptions);
    const state = run([{ type: "open" }, { type: "loaded", requestId: 1, result: page(1) }]);
    expect(run([{ type: "search", search: "" }], state)).toBe(state);
  });

  it("appends the next page on more, and stops when all items are loaded", () => {
    let state = run([
      { type: "open" },
      { type: "loaded", requestId: 1, result: page(1) },
      { type: "more" },
    ]);
    expect(state.pending).toEqual({ id: 2, search: "", page: 2 });
    state = run(
      [
        { type: "loaded", requestId: 2, result: page(2) },
        { type: "more" },
        { type: "loaded", requestId: 3, result: page(3, options(21, 5)) },
      ],
      state,
    );
    expect(state.items).toHaveLength(25);
    expect(hasMorePages(state)).toBe(false);
    expect(run([{ type: "more" }], state)).toBe(state);
  });

  it("asks for one page at a time", () => {
    const state = run([
      { type: "open" },
      { type: "loaded", requestId: 1, result: page(1) },
      { type: "more" },
    ]);
    expect(run([{ type: "more" }], state)).toBe(state);
  });

  it("restarts from page 1 on a new search and ignores the answer to the old request", () => {
    const state = run([
      { type: "open" },
      { type: "loaded", requestId: 1, result: page(1) },
      { type: "more" },
      { type: "search", search: "  Item 2 " },
      { type: "loaded", requestId: 2, result: page(2) },
    ]);
    expect(state.search).toBe("Item 2");
    expect(state.items).toEqual([]);
    expect(state.pending).toEqual({ id: 3, search: "Item 2", page: 1 });
  });

  it("says Search not found for a search without results and No options without any", () => {
    const none = run([{ type: "open" }, { type: "loaded", requestId: 1, result: page(1, [], 0) }]);
    expect(pagedMessage(none)).toBe("noOptions");
    const notFound = run(
      [
        { type: "search", search: "zzz" },
        { type: "loaded", requestId: 2, result: page(1, [], 0) },
      ],
      none,
    );
    expect(pagedMessage(notFound)).toBe("searchNotFound");
  });

  it("gives an empty list when the first page fails (SPEC §8), and retries on the next opening", () => {
    const failed = run([{ type: "open" }, { type: "failed", requestId: 1 }]);
    expect(failed.items).toEqual([]);
    expect(pagedMessage(failed)).toBe("noOptions");
    expect(run([{ type: "open" }], failed).pending).toEqual({ id: 2, search: "", page: 1 });
  });

  it("keeps the pages shown when a later page fails, and stops paging", () => {
    const state = run([
      { type: "open" },
      { type: "loaded", requestId: 1, result: page(1) },
      { type: "more" },
      { type: "failed", requestId: 2 },
    ]);
    expect(state.items).toHaveLength(10);
    expect(hasMorePages(state)).toBe(false);
    expect(pagedMessage(state)).toBeNull();
  });

  it("stops paging on an empty page even when totalItems promises more", () => {
    const state = run([
      { type: "open" },
      { type: "loaded", requestId: 1, result: page(1) },
      { type: "more" },
      { type: "loaded", requestId: 2, result: page(2, [], 25) },
    ]);
    expect(hasMorePages(state)).toBe(false);
  });

  it("does not repeat an item a later page sends again", () => {
    const state = run([
      { type: "open" },
      { type: "loaded", requestId: 1, result: page(1) },
      { type: "more" },
      { type: "loaded", requestId: 2, result: page(2, options(10, 10)) },
    ]);
    expect(state.items.map((i) => i.value)).toEqual(options(1, 19).map((i) => i.value));
  });
});
