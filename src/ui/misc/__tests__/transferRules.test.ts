import { describe, expect, it } from "vitest";
import { movable, moveAll, moveSelected, splitItems, type TransferItem } from "../transferRules.ts";

const items: TransferItem[] = [
  { value: "jkt", label: "Jakarta" },
  { value: "bdg", label: "Bandung" },
  { value: "sby", label: "Surabaya", disabled: true },
  { value: "mdn", label: "Medan" },
];

describe("splitItems", () => {
  it("puts chosen items on the right and the rest on the left, both in item order", () => {
    const { left, right } = splitItems(items, ["mdn", "jkt"]);
    expect(left.map((item) => item.value)).toEqual(["bdg", "sby"]);
    expect(right.map((item) => item.value)).toEqual(["jkt", "mdn"]);
  });
});

describe("moveSelected", () => {
  it("moves selected items right, keeping item order", () => {
    expect(moveSelected(items, ["mdn"], ["bdg", "jkt"], "right")).toEqual(["jkt", "bdg", "mdn"]);
  });

  it("moves selected items left", () => {
    expect(moveSelected(items, ["jkt", "bdg", "mdn"], ["bdg"], "left")).toEqual(["jkt", "mdn"]);
  });

  it("leaves disabled items where they are", () => {
    expect(moveSelected(items, [], ["sby", "jkt"], "right")).toEqual(["jkt"]);
    expect(moveSelected(items, ["sby"], ["sby"], "left")).toEqual(["sby"]);
  });

  it("keeps chosen values the item list does not hold", () => {
    expect(moveSelected(items, ["elsewhere"], ["jkt"], "right")).toEqual(["jkt", "elsewhere"]);
  });
});

describe("moveAll", () => {
  it("moves every enabled item right", () => {
    expect(moveAll(items, [], "right")).toEqual(["jkt", "bdg", "mdn"]);
  });

  it("moves every enabled item left, a disabled chosen one stays", () => {
    expect(moveAll(items, ["jkt", "sby", "mdn"], "left")).toEqual(["sby"]);
  });
});

describe("movable", () => {
  it("is the selection that is on the side and enabled", () => {
    const { left } = splitItems(items, ["jkt"]);
    expect(movable(left, ["jkt", "bdg", "sby"])).toEqual(["bdg"]);
  });
});
