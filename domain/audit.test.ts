import { describe, expect, it } from "vitest";
import {
  auditEntityName,
  changedFields,
  diffValueText,
  parseDateRange,
  parseFilterDate,
} from "./audit.ts";

describe("parseFilterDate", () => {
  it.each([
    ["2025-03-01", "2025-03-01"],
    ["01-03-2025", "2025-03-01"],
    [" 29-02-2024 ", "2024-02-29"],
  ])("reads %s", (text, date) => expect(parseFilterDate(text)).toBe(date));

  it.each(["2025-02-30", "31-13-2025", "yesterday", "2025-3-1", "1999-12-31", ""])(
    "refuses %s",
    (text) => expect(parseFilterDate(text)).toBeNull(),
  );
});

describe("parseDateRange", () => {
  it("names the bad field, and `to` before `from`", () => {
    expect(parseDateRange("x", undefined).problems).toEqual([
      { field: "from", message: "must be a date written yyyy-MM-dd" },
    ]);
    expect(parseDateRange("2025-03-02", "2025-03-01").problems).toEqual([
      { field: "to", message: "must be on or after the start date" },
    ]);
    expect(parseDateRange("01-03-2025", "2025-03-01")).toEqual({
      from: "2025-03-01",
      to: "2025-03-01",
      problems: [],
    });
  });
});

describe("changedFields", () => {
  it("lists only what differs, creations and deletions whole", () => {
    expect(
      changedFields({ name: "A", status: "active", n: 1 }, { name: "B", status: "active", n: 1 }),
    ).toEqual([{ field: "name", before: "A", after: "B" }]);
    expect(changedFields(null, { a: 1 })).toEqual([{ field: "a", before: undefined, after: 1 }]);
    expect(changedFields({ a: [1] }, null)).toEqual([
      { field: "a", before: [1], after: undefined },
    ]);
    expect(changedFields({ a: { x: 1 } }, { a: { x: 1 } })).toEqual([]);
  });

  it("shows values as one line", () => {
    expect(diffValueText(null)).toBe("—");
    expect(diffValueText("x")).toBe("x");
    expect(diffValueText({ a: 1 })).toBe('{"a":1}');
  });
});

describe("auditEntityName", () => {
  it("names the record from after, else before, by its name-like field", () => {
    expect(auditEntityName(null, { name: " Viewer ", menus: [] })).toBe("Viewer");
    expect(auditEntityName({ fullname: "Vera" }, null)).toBe("Vera");
    expect(auditEntityName({ full_name: "Budi" }, { full_name: "Budi S" })).toBe("Budi S");
    expect(auditEntityName(null, { code: "JKT-01" })).toBe("JKT-01");
    expect(auditEntityName({ status: "inactive" }, { status: "active", email: "a@b.test" })).toBe(
      "a@b.test",
    );
  });
  it("is null when nothing names it", () => {
    expect(auditEntityName(null, null)).toBeNull();
    expect(auditEntityName([1], "x")).toBeNull();
    expect(auditEntityName({ name: "  " }, { status: "x" })).toBeNull();
  });
});
