import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isStorableText, unstorableTextField } from "./server.ts";

/** Node 20's own check, which the TypeScript lib in use does not declare yet. */
const wellFormed = (text: string) =>
  (text as unknown as { isWellFormed(): boolean }).isWellFormed();

/** Any UTF-16 code units, lone surrogates and NUL included. */
const codeUnits = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0xffff }),
      fc.constantFrom(0, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0x41),
    ),
    { maxLength: 12 },
  )
  .map((units) => String.fromCharCode(...units));

describe("isStorableText", () => {
  it("refuses exactly NUL and what String.prototype.isWellFormed refuses", () => {
    fc.assert(
      fc.property(codeUnits, (text) => {
        expect(isStorableText(text)).toBe(wellFormed(text) && !text.includes("\u0000"));
      }),
      { numRuns: 5000 },
    );
  });

  it("keeps emoji and other astral characters (well-formed surrogate pairs)", () => {
    expect(isStorableText("Budi 😀 𝔅")).toBe(true);
  });
});

describe("unstorableTextField", () => {
  it("names the first bad string by its path, keys included", () => {
    expect(unstorableTextField({ a: "ok", b: ["x", { c: "\ud800" }] })).toBe("b.1.c");
    expect(unstorableTextField({ customData: { "k\u0000": 1 } })).toBe("customData.k\u0000");
    expect(unstorableTextField("\u0000")).toBe("body");
    expect(unstorableTextField({ a: 1, b: null, c: true, d: ["é", "😀"] })).toBeNull();
    expect(unstorableTextField(Buffer.from([0, 0xd8]))).toBeNull();
  });

  it("walks a deeply nested body without overflowing the stack", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unstorableTextField(deep)).toMatch(/^(0\.){199999}0$/);
  });
});
