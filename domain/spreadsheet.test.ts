import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { neutraliseFormula, startsLikeFormula } from "./spreadsheet.ts";

const DANGEROUS = ["=", "+", "-", "@", "\t", "\r"];

describe("neutraliseFormula", () => {
  it.each(DANGEROUS)("puts a quote before text starting with %j", (first) => {
    expect(neutraliseFormula(`${first}HYPERLINK("http://x")`)).toBe(
      `'${first}HYPERLINK("http://x")`,
    );
  });

  it("leaves other text alone: digits, phones as stored, names, empty text", () => {
    for (const text of ["3201234567890123", "81234567890", "Budi Santoso", "", "'quoted", " =x"])
      expect(neutraliseFormula(text)).toBe(text);
  });

  it("no output starts with a dangerous character, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({
            unit: fc.constantFrom(...DANGEROUS, "'", " ", "\u200b", "\uFEFF", "é", "1"),
          }),
          fc.tuple(fc.constantFrom(...DANGEROUS), fc.string()).map(([c, s]) => c + s),
        ),
        (text) => {
          const out = neutraliseFormula(text);
          return !startsLikeFormula(out) && !DANGEROUS.includes(out.charAt(0));
        },
      ),
    );
  });

  it("changes nothing but the one quote in front, and only when needed", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom(...DANGEROUS).chain((c) => fc.string().map((s) => c + s)),
        ),
        (text) => {
          const out = neutraliseFormula(text);
          expect(out === text || out === `'${text}`).toBe(true);
          expect(out !== text).toBe(DANGEROUS.includes(text.charAt(0)));
        },
      ),
    );
  });
});
