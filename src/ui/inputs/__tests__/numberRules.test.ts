import { describe, expect, it } from "vitest";
import {
  acceptsInsertion,
  addDecimal,
  allowsNegative,
  basicNumberChange,
  caretAfterFormat,
  clampDecimal,
  compareDecimal,
  completeValue,
  decimalText,
  formatDraft,
  type NumberRules,
  normalizePaste,
  stepDecimal,
  toDraft,
} from "../numberRules.ts";

const plain: NumberRules = { allowNegative: true, allowDecimal: true, thousandSeparator: false };
const grouped: NumberRules = { ...plain, thousandSeparator: true };

describe("toDraft", () => {
  it("takes digits, a leading minus and one '.' when separators are off", () => {
    expect(toDraft("-12.50", plain)).toBe("-12.50");
    expect(toDraft("", plain)).toBe("");
    expect(toDraft("-", plain)).toBe("-");
    expect(toDraft("12.", plain)).toBe("12.");
  });

  it("refuses other characters, a minus not first, a second separator", () => {
    for (const text of ["1a", "1-2", "1.2.3", "+1", "1e5", " 1", "1,5"]) {
      expect(toDraft(text, plain)).toBeNull();
    }
  });

  it("refuses a minus when negatives are not allowed and a decimal when decimals are not", () => {
    expect(toDraft("-1", { ...plain, allowNegative: false })).toBeNull();
    expect(toDraft("1.", { ...plain, allowDecimal: false })).toBeNull();
    expect(toDraft("1.234", { ...plain, maxFractionDigits: 2 })).toBeNull();
    expect(toDraft("1.23", { ...plain, maxFractionDigits: 2 })).toBe("1.23");
  });

  it("drops leading zeros and gives a bare separator its zero", () => {
    expect(toDraft("007", plain)).toBe("7");
    expect(toDraft("-05", plain)).toBe("-5");
    expect(toDraft("0", plain)).toBe("0");
    expect(toDraft("000.5", plain)).toBe("0.5");
    expect(toDraft(".", plain)).toBe("0.");
    expect(toDraft("-.5", plain)).toBe("-0.5");
  });

  it("reads '.' as thousands and ',' as decimals when separators are on", () => {
    expect(toDraft("1.234.567,89", grouped)).toBe("1234567.89");
    expect(toDraft("12.34", grouped)).toBe("1234");
    expect(toDraft("1,2,3", grouped)).toBeNull();
  });
});

describe("formatDraft", () => {
  it("groups thousands with '.' and shows ',' decimals when on", () => {
    expect(formatDraft("-1234567.5", grouped)).toBe("-1.234.567,5");
    expect(formatDraft("123", grouped)).toBe("123");
    expect(formatDraft("1234.", grouped)).toBe("1.234,");
  });

  it("shows the draft as is when off", () => {
    expect(formatDraft("-1234567.5", plain)).toBe("-1234567.5");
  });
});

describe("completeValue", () => {
  it("turns unfinished drafts into values", () => {
    expect(completeValue("")).toBe("");
    expect(completeValue("-")).toBe("");
    expect(completeValue("12.")).toBe("12");
    expect(completeValue("-0")).toBe("0");
    expect(completeValue("-0.00")).toBe("0.00");
    expect(completeValue("-0.5")).toBe("-0.5");
    expect(completeValue("1.50")).toBe("1.50");
  });
});

describe("decimalText", () => {
  it("writes numbers without exponents and integers exactly", () => {
    expect(decimalText(1500000)).toBe("1500000");
    expect(decimalText(1e21)).toBe("1000000000000000000000");
    expect(decimalText(1e-7)).toBe("0.0000001");
    expect(decimalText(-2.5)).toBe("-2.5");
    expect(decimalText(12345678901234567890n)).toBe("12345678901234567890");
  });

  it("normalises numeric strings and gives '' for anything else", () => {
    expect(decimalText(" 007.50 ")).toBe("7.50");
    expect(decimalText("-0")).toBe("0");
    expect(decimalText("abc")).toBe("");
    expect(decimalText("1e5")).toBe("");
    expect(decimalText(Number.NaN)).toBe("");
    expect(decimalText(null)).toBe("");
    expect(decimalText(undefined)).toBe("");
  });
});

describe("decimal arithmetic", () => {
  it("compares exactly, past float precision", () => {
    expect(compareDecimal("9007199254740993", "9007199254740992")).toBe(1);
    expect(compareDecimal("1.50", "1.5")).toBe(0);
    expect(compareDecimal("-2", "1")).toBe(-1);
  });

  it("adds exactly and keeps the larger scale", () => {
    expect(addDecimal("0.1", "0.2")).toBe("0.3");
    expect(addDecimal("1.50", "1")).toBe("2.50");
    expect(addDecimal("-0.5", "0.5")).toBe("0.0");
    expect(addDecimal("0", "-1")).toBe("-1");
    expect(addDecimal("99999999999999999999", "1")).toBe("100000000000000000000");
  });

  it("clamps into [min, max] and leaves empty alone", () => {
    expect(clampDecimal("250", { min: "10", max: "100" })).toBe("100");
    expect(clampDecimal("3", { min: "10", max: "100" })).toBe("10");
    expect(clampDecimal("50", { min: "10", max: "100" })).toBe("50");
    expect(clampDecimal("", { min: "10" })).toBe("");
  });

  it("steps up and down, from 0 when empty, within bounds", () => {
    expect(stepDecimal("5", 1, "1", {})).toBe("6");
    expect(stepDecimal("5", -1, "1", {})).toBe("4");
    expect(stepDecimal("", 1, "1", {})).toBe("1");
    expect(stepDecimal("0.1", 1, "0.2", {})).toBe("0.3");
    expect(stepDecimal("10", 1, "1", { max: "10" })).toBe("10");
    expect(stepDecimal("", -1, "1", { min: "0" })).toBe("0");
  });

  it("allows negatives only when min does not rule them out", () => {
    expect(allowsNegative(undefined)).toBe(true);
    expect(allowsNegative("-5")).toBe(true);
    expect(allowsNegative("0")).toBe(false);
  });
});

describe("acceptsInsertion and normalizePaste", () => {
  it("checks a key against the text it would make", () => {
    expect(acceptsInsertion("12", 2, 2, "3", plain)).toBe(true);
    expect(acceptsInsertion("12", 2, 2, "-", plain)).toBe(false);
    expect(acceptsInsertion("12", 0, 0, "-", plain)).toBe(true);
    expect(acceptsInsertion("1.5", 3, 3, ".", plain)).toBe(false);
    expect(acceptsInsertion("1.5", 0, 3, ".", plain)).toBe(true);
  });

  it("never lets the grouping dot be typed", () => {
    expect(acceptsInsertion("1.234", 5, 5, ".", grouped)).toBe(false);
    expect(acceptsInsertion("1.234", 5, 5, ",", grouped)).toBe(true);
  });

  it("takes pasted numbers in the field's style and refuses ambiguous dots", () => {
    expect(normalizePaste(" 1.234.567,5 ", grouped)).toBe("1.234.567,5");
    expect(normalizePaste("1234567", grouped)).toBe("1.234.567");
    expect(normalizePaste("12.50", grouped)).toBeNull();
    expect(normalizePaste("12.50", plain)).toBe("12.50");
    expect(normalizePaste("12,50", plain)).toBeNull();
  });
});

describe("caretAfterFormat", () => {
  it("keeps as many digits after the caret as before", () => {
    // "1.234" with "5" typed after the 1: "15.234", caret after the 5.
    expect(caretAfterFormat("15.234", 2, "15.234", grouped)).toBe(2);
    // "15.234" with "6" typed after the 5: "156.234" regroups to "156.234".
    expect(caretAfterFormat("156.234", 3, "156.234", grouped)).toBe(3);
    // "123" with "4" typed at the end: "1234" shows as "1.234", caret at the end.
    expect(caretAfterFormat("1234", 4, "1.234", grouped)).toBe(5);
    // Deleting the 1 of "1.234" leaves ".234", shown as "234", caret at the start.
    expect(caretAfterFormat(".234", 0, "234", grouped)).toBe(0);
  });

  it("stays put when a zero or separator changes in front of the caret", () => {
    expect(caretAfterFormat("05", 2, "5", plain)).toBe(1);
    expect(caretAfterFormat(".", 1, "0.", plain)).toBe(2);
  });
});

describe("basicNumberChange", () => {
  it("applies values in range and empty text", () => {
    expect(basicNumberChange("42", { min: 0, max: 100 })).toEqual({ kind: "apply", value: 42 });
    expect(basicNumberChange("1.5", {})).toEqual({ kind: "apply", value: 1.5 });
    expect(basicNumberChange("", { min: 1 })).toEqual({ kind: "apply", value: null });
  });

  it("rejects values above max", () => {
    expect(basicNumberChange("101", { max: 100 })).toEqual({ kind: "reject", reason: "above-max" });
  });

  it("rejects values below min that cannot grow into range, holds those that can", () => {
    expect(basicNumberChange("5", { min: 10, max: 12 })).toEqual({
      kind: "reject",
      reason: "below-min",
    });
    expect(basicNumberChange("1", { min: 10, max: 12 })).toEqual({
      kind: "hold",
      reason: "below-min",
    });
    expect(basicNumberChange("1", { min: 10 })).toEqual({ kind: "hold", reason: "below-min" });
    expect(basicNumberChange("9.9", { min: 10 })).toEqual({ kind: "reject", reason: "below-min" });
    expect(basicNumberChange("9.9", { min: 9.95 })).toEqual({ kind: "hold", reason: "below-min" });
  });

  it("rejects text with a sign or an exponent", () => {
    for (const text of ["-5", "+5", "1e3", "1E3"]) {
      expect(basicNumberChange(text, {})).toEqual({ kind: "reject", reason: "blocked" });
    }
  });
});
