import { describe, expect, it } from "vitest";
import {
  applyStaged,
  changeMulti,
  chipSummary,
  discardStaged,
  editDraft,
  modeTraits,
  openStaged,
  resetStaged,
  selectAllCapped,
  selectAllState,
  toggleAll,
  toggleMulti,
  toggleSingle,
  VISIBLE_CHIPS,
} from "../selectionRules.ts";

const item = (n: number) => ({ label: `Option ${n}`, value: `o${n}` });
const [a, b, c, d, e] = [1, 2, 3, 4, 5].map(item) as [
  ReturnType<typeof item>,
  ReturnType<typeof item>,
  ReturnType<typeof item>,
  ReturnType<typeof item>,
  ReturnType<typeof item>,
];
const values = (items: readonly { value: string }[]) => items.map((i) => i.value);

describe("modeTraits (SPEC §4 multi-select modes)", () => {
  it("stages in the filter modes and pages in the pagination modes", () => {
    expect(modeTraits("default")).toEqual({ staged: false, paginated: false });
    expect(modeTraits("filter")).toEqual({ staged: true, paginated: false });
    expect(modeTraits("pagination")).toEqual({ staged: false, paginated: true });
    expect(modeTraits("pagination-filter")).toEqual({ staged: true, paginated: true });
  });
});

describe("toggleSingle (SPEC §4 choosing the selected item deselects it)", () => {
  it("chooses an item when another or none is chosen", () => {
    expect(toggleSingle(null, "o1")).toBe("o1");
    expect(toggleSingle("o2", "o1")).toBe("o1");
  });

  it("deselects the chosen item when it is chosen again", () => {
    expect(toggleSingle("o1", "o1")).toBeNull();
  });
});

describe("toggleMulti (SPEC §5 maximum selection)", () => {
  it("adds an unselected item and removes a selected one", () => {
    expect(values(toggleMulti([a], b).selected)).toEqual(["o1", "o2"]);
    expect(values(toggleMulti([a, b], a).selected)).toEqual(["o2"]);
  });

  it("blocks an addition beyond the maximum and keeps the selection", () => {
    const change = toggleMulti([a, b], c, 2);
    expect(change.blocked).toBe(true);
    expect(values(change.selected)).toEqual(["o1", "o2"]);
  });

  it("still removes at the maximum", () => {
    const change = toggleMulti([a, b], a, 2);
    expect(change.blocked).toBe(false);
    expect(values(change.selected)).toEqual(["o2"]);
  });
});

describe("changeMulti", () => {
  it("keeps the order of choosing and ignores values it does not know", () => {
    const change = changeMulti([b], ["o1", "o2", "zz"], [a, b, c]);
    expect(values(change.selected)).toEqual(["o2", "o1"]);
    expect(change.blocked).toBe(false);
  });

  it("takes additions in order up to the maximum and blocks the rest", () => {
    const change = changeMulti([a], ["o1", "o2", "o3", "o4"], [a, b, c, d], 3);
    expect(values(change.selected)).toEqual(["o1", "o2", "o3"]);
    expect(change.blocked).toBe(true);
  });

  it("keeps selected items that are not among the available ones (other pages, other searches)", () => {
    const change = changeMulti([e], ["o5", "o1"], [a, b], 3);
    expect(values(change.selected)).toEqual(["o5", "o1"]);
  });

  it("returns the same array when nothing changes", () => {
    const selected = [a, b];
    expect(changeMulti(selected, ["o1", "o2"], [a, b, c]).selected).toBe(selected);
    expect(changeMulti(selected, ["o1", "o2", "o3"], [a, b, c], 2).selected).toBe(selected);
  });
});

describe("selectAllCapped (SPEC §5 select-all capped)", () => {
  it("selects every available item without a maximum", () => {
    const change = selectAllCapped([], [a, b, c]);
    expect(values(change.selected)).toEqual(["o1", "o2", "o3"]);
    expect(change.blocked).toBe(false);
  });

  it("stops at the maximum, counting what is already selected", () => {
    const change = selectAllCapped([e], [a, b, c, d], 3);
    expect(values(change.selected)).toEqual(["o5", "o1", "o2"]);
    expect(change.blocked).toBe(true);
  });

  it("is not blocked when everything fits exactly", () => {
    const change = selectAllCapped([a], [a, b, c], 3);
    expect(values(change.selected)).toEqual(["o1", "o2", "o3"]);
    expect(change.blocked).toBe(false);
  });
});

describe("selectAllState and toggleAll", () => {
  it("is unchecked with nothing of the available selected, or nothing available", () => {
    expect(selectAllState([e], [a, b])).toBe("unchecked");
    expect(selectAllState([a], [])).toBe("unchecked");
  });

  it("is mixed while more could be added", () => {
    expect(selectAllState([a], [a, b, c])).toBe("indeterminate");
    expect(selectAllState([a], [a, b, c], 2)).toBe("indeterminate");
  });

  it("is checked when all are selected or the maximum is reached", () => {
    expect(selectAllState([a, b], [a, b])).toBe("checked");
    expect(selectAllState([a, b], [a, b, c, d], 2)).toBe("checked");
  });

  it("selects (capped) from unchecked or mixed, and deselects the available from checked", () => {
    expect(values(toggleAll([], [a, b, c], 2).selected)).toEqual(["o1", "o2"]);
    expect(values(toggleAll([a], [a, b, c]).selected)).toEqual(["o1", "o2", "o3"]);
    expect(values(toggleAll([e, a, b], [a, b, c], 3).selected)).toEqual(["o5"]);
  });
});

describe("chipSummary (SPEC §9 multi-select visible chips 1)", () => {
  it("shows one chip and hides the rest", () => {
    expect(VISIBLE_CHIPS).toBe(1);
    const { shown, hidden } = chipSummary([a, b, c]);
    expect(values(shown)).toEqual(["o1"]);
    expect(values(hidden)).toEqual(["o2", "o3"]);
    expect(chipSummary([]).shown).toEqual([]);
  });
});

describe("staged selection (SPEC §4 filter modes apply on Apply, clear on Reset)", () => {
  it("edits a draft without touching what is applied", () => {
    const staged = editDraft(openStaged([a]), [a, b]);
    expect(values(staged.applied)).toEqual(["o1"]);
    expect(values(staged.draft)).toEqual(["o1", "o2"]);
  });

  it("applies the draft on Apply", () => {
    const staged = applyStaged(editDraft(openStaged([a]), [b]));
    expect(values(staged.applied)).toEqual(["o2"]);
    expect(values(staged.draft)).toEqual(["o2"]);
  });

  it("clears both on Reset", () => {
    expect(resetStaged()).toEqual({ applied: [], draft: [] });
  });

  it("forgets the draft when closed without Apply", () => {
    const staged = discardStaged(editDraft(openStaged([a]), [b, c]));
    expect(values(staged.draft)).toEqual(["o1"]);
  });
});
