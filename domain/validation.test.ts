import { describe, expect, it } from "vitest";
import {
  isDecimal,
  isDigitsOnly,
  isEmail,
  isNumericString,
  isPhoneNumber,
  isPostalCode,
  isTimeString,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  parseTimeString,
  passwordProblems,
} from "./validation";

describe("isEmail", () => {
  it.each(["budi@tenaga.co.id", "BUDI.Santoso+hr@Tenaga.CO.ID", "a_b-c@sub.example.com"])(
    "accepts %s",
    (value) => {
      expect(isEmail(value)).toBe(true);
    },
  );

  it.each([
    "",
    "budi",
    "budi@",
    "@tenaga.co.id",
    "budi@tenaga",
    "budi@@tenaga.co.id",
    "budi santoso@tenaga.co.id",
    ".budi@tenaga.co.id",
    "budi..santoso@tenaga.co.id",
    "budi@-tenaga.co.id",
    "budi@tenaga.c",
    null,
  ])("rejects %o", (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe("parseTimeString", () => {
  it.each([
    ["7:05", "07:05"],
    ["07:05", "07:05"],
    ["0:00", "00:00"],
    ["23:59", "23:59"],
    ["23:59:59", "23:59:59"],
    ["9:30:15", "09:30:15"],
  ])("reads %s as %s", (value, expected) => {
    expect(parseTimeString(value)).toBe(expected);
  });

  it.each(["24:00", "12:60", "12:5", "123:00", "12:00:60", "12:00:", "noon", "", undefined, 730])(
    "defaults %o to 07:00",
    (value) => {
      expect(parseTimeString(value)).toBe("07:00");
    },
  );

  it("agrees with isTimeString", () => {
    expect(isTimeString("7:05")).toBe(true);
    expect(isTimeString("24:00")).toBe(false);
  });
});

describe("isDecimal", () => {
  it.each([1.5, -0.25, "3.14", "-2.5"])("accepts %o", (value) => {
    expect(isDecimal(value)).toBe(true);
  });

  it.each([0, 2, -7, "2", "2.0", Number.NaN, Number.POSITIVE_INFINITY, "1.5abc", null])(
    "rejects %o",
    (value) => {
      expect(isDecimal(value)).toBe(false);
    },
  );
});

describe("isNumericString", () => {
  it.each(["0", "42", "-42", "3.14", "-0.5", "007"])("accepts %s", (value) => {
    expect(isNumericString(value)).toBe(true);
  });

  it.each(["", "-", "+1", "1.", ".5", "1,5", "1e3", " 1", "--1", 42])("rejects %o", (value) => {
    expect(isNumericString(value)).toBe(false);
  });
});

describe("isPhoneNumber", () => {
  it("accepts 8 followed by 7 to 12 digits", () => {
    expect(isPhoneNumber("81234567")).toBe(true); // 8 digits, the shortest
    expect(isPhoneNumber("8123456789012")).toBe(true); // 13 digits, the longest
  });

  it.each([
    ["8123456", "too short (7)"],
    ["81234567890123", "too long (14)"],
    ["08123456789", "leading 0"],
    ["628123456789", "country code"],
    ["+628123456789", "plus sign"],
    ["8123-4567", "separator"],
    ["", "empty"],
  ])("rejects %s (%s)", (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });
});

describe("isPostalCode", () => {
  it("accepts exactly five digits", () => {
    expect(isPostalCode("10110")).toBe(true);
    expect(isPostalCode("00000")).toBe(true);
  });

  it.each(["1011", "101100", "1011a", " 10110", "", 10110])("rejects %o", (value) => {
    expect(isPostalCode(value)).toBe(false);
  });
});

describe("isDigitsOnly", () => {
  it("accepts digits and nothing else", () => {
    expect(isDigitsOnly("0123")).toBe(true);
    expect(isDigitsOnly("")).toBe(false);
    expect(isDigitsOnly("12.3")).toBe(false);
    expect(isDigitsOnly("-1")).toBe(false);
  });
});

describe("passwordProblems", () => {
  it.each([
    "Tenaga-demo-3",
    "abcdefghi1",
    "1234567890x",
    `a1${"x".repeat(198)}`,
    "kata sandi 2024",
    "ÄÖÜäöüß123",
  ])("accepts %s", (value) => {
    expect(passwordProblems(value)).toEqual([]);
  });

  it("counts at least 10 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(passwordProblems("abcdefgh1")).toEqual(["too_short"]);
    expect(passwordProblems("abcdefghi1")).toEqual([]);
  });

  it("counts at most 200 characters", () => {
    expect(PASSWORD_MAX_LENGTH).toBe(200);
    expect(passwordProblems(`a1${"x".repeat(198)}`)).toEqual([]);
    expect(passwordProblems(`a1${"x".repeat(199)}`)).toEqual(["too_long"]);
  });

  it("counts characters, not UTF-16 units", () => {
    // Nine characters, but eighteen UTF-16 units: still too short.
    expect(passwordProblems("a1😀😀😀😀😀😀😀")).toEqual(["too_short"]);
    // 200 characters of which 198 are astral: not too long.
    expect(passwordProblems(`a1${"😀".repeat(198)}`)).toEqual([]);
  });

  it.each([
    ["only letters", "abcdefghijkl"],
    ["only digits", "123456789012"],
    ["letters and symbols", "abc-def-ghi!"],
    ["digits and symbols", "123-456-789!"],
  ])("needs a letter and a digit (%s)", (_what, value) => {
    expect(passwordProblems(value)).toEqual(["needs_letter_and_digit"]);
  });

  it("refuses the current password, and ignores a missing or empty current one", () => {
    expect(passwordProblems("Tenaga-demo-1", "Tenaga-demo-1")).toEqual(["same_as_current"]);
    expect(passwordProblems("Tenaga-demo-1", "Tenaga-demo-2")).toEqual([]);
    expect(passwordProblems("Tenaga-demo-1", "tenaga-demo-1")).toEqual([]);
    expect(passwordProblems("Tenaga-demo-1", undefined)).toEqual([]);
    expect(passwordProblems("Tenaga-demo-1", "")).toEqual([]);
  });

  it("reports every problem, in a fixed order", () => {
    expect(passwordProblems("")).toEqual(["too_short", "needs_letter_and_digit"]);
    expect(passwordProblems("abc", "abc")).toEqual([
      "too_short",
      "needs_letter_and_digit",
      "same_as_current",
    ]);
    expect(passwordProblems("x".repeat(201))).toEqual(["too_long", "needs_letter_and_digit"]);
  });
});
