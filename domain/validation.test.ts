import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROVINCE_CODES } from "./provinces";
import {
  hasInvisibleCharacter,
  INVISIBLE_CHARACTER_PROBLEM,
  isDecimal,
  isDigitsOnly,
  isEmail,
  isNestedDeeperThan,
  isNumericString,
  isPhoneNumber,
  isPostalCode,
  isTimeString,
  MAX_JSON_DEPTH,
  NIK_PATTERN,
  NIK_PROBLEMS,
  nikProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  parseTimeString,
  passwordProblems,
  tooDeepField,
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

describe("hasInvisibleCharacter (issue 11 A7)", () => {
  it.each([
    ["LRE", "\u202A"],
    ["RLE", "\u202B"],
    ["PDF", "\u202C"],
    ["LRO", "\u202D"],
    ["RLO", "\u202E"],
    ["LRI", "\u2066"],
    ["RLI", "\u2067"],
    ["FSI", "\u2068"],
    ["PDI", "\u2069"],
    ["zero-width space", "\u200B"],
    ["zero-width non-joiner", "\u200C"],
    ["zero-width joiner", "\u200D"],
    ["word joiner", "\u2060"],
    ["byte-order mark", "\uFEFF"],
  ])("finds a %s anywhere in the text", (_name, character) => {
    for (const text of [`${character}Budi`, `Bu${character}di`, `Budi${character}`])
      expect(hasInvisibleCharacter(text)).toBe(true);
  });

  it("leaves the text people type alone", () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: "grapheme" })
          .filter((text) => !/[\u200B-\u200D\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/.test(text)),
        (text) => !hasInvisibleCharacter(text),
      ),
    );
    for (const name of ["Budi Santoso", "Ni Luh Putu Ayu", "D'Costa-Wijaya", "Ñoño", "日本", "ꦧꦸꦢꦶ"])
      expect(hasInvisibleCharacter(name)).toBe(false);
  });
});

describe("tooDeepField", () => {
  const nest = (depth: number) => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i++) value = { a: value };
    return value;
  };
  it(`allows ${MAX_JSON_DEPTH} levels and names the field that goes past them`, () => {
    expect(tooDeepField(nest(MAX_JSON_DEPTH))).toBeNull();
    expect(tooDeepField({ ok: 1, deep: nest(MAX_JSON_DEPTH) })).toBe("deep");
    expect(tooDeepField([nest(MAX_JSON_DEPTH)])).toBe("");
    expect(isNestedDeeperThan(nest(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(isNestedDeeperThan({ a: [1, 2, { b: "x" }] })).toBe(false);
  });

  it("walks 100,000 levels without overflowing the stack", () => {
    expect(tooDeepField({ customData: nest(100_000) })).toBe("customData");
  });
});

describe("nikProblem (issue 11 A7)", () => {
  /** province, 4 digits of regency and district, DDMMYY, serial. */
  const nik = (province: string, day: number, month: number, year: number) =>
    `${province}7101${String(day).padStart(2, "0")}${String(month).padStart(2, "0")}${String(year).padStart(2, "0")}0001`;

  it("accepts a NIK of every province, for men and (day + 40) for women", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROVINCE_CODES),
        fc.date({ min: new Date("1900-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        fc.boolean(),
        (province, date, female) => {
          const day = date.getUTCDate() + (female ? 40 : 0);
          const value = nik(province, day, date.getUTCMonth() + 1, date.getUTCFullYear() % 100);
          expect(NIK_PATTERN.test(value)).toBe(true);
          expect(nikProblem(value)).toBeNull();
        },
      ),
    );
  });

  it("refuses a province code that does not exist", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, "0")),
        (province) => {
          fc.pre(!PROVINCE_CODES.includes(province));
          expect(nikProblem(nik(province, 15, 8, 90))).toBe("province");
        },
      ),
    );
    expect(nikProblem("0000000000000000")).toBe("province");
  });

  it.each([
    ["day 00", 0, 1, 90],
    ["day 32", 32, 1, 90],
    ["day 40", 40, 1, 90],
    ["women's day 72 (31 + 41)", 72, 1, 90],
    ["month 00", 15, 0, 90],
    ["month 13", 15, 13, 90],
    ["31 April", 31, 4, 90],
    ["women's 31 April (71)", 71, 4, 90],
    ["29 February of a common year", 29, 2, 91],
    ["women's 29 February of a common year (69)", 69, 2, 91],
    ["30 February", 30, 2, 92],
  ])("refuses an impossible birth date: %s", (_what, day, month, year) => {
    expect(nikProblem(nik("31", day, month, year))).toBe("birth_date");
  });

  it.each([
    ["29 February 1992", 29, 2, 92],
    ["29 February 2000 (YY 00)", 29, 2, 0],
    ["women's 29 February (69)", 69, 2, 88],
    ["women's 31 January (71)", 71, 1, 85],
    ["women's 1 December (41)", 41, 12, 99],
  ])("accepts %s", (_what, day, month, year) => {
    expect(nikProblem(nik("31", day, month, year))).toBeNull();
  });

  it("has messages in English and Indonesian", () => {
    for (const problem of Object.values(NIK_PROBLEMS)) {
      expect(problem.en).toMatch(/^must /);
      expect(problem.id).toMatch(/^harus /);
    }
    expect(INVISIBLE_CHARACTER_PROBLEM.id).toMatch(/^tidak boleh /);
  });
});
