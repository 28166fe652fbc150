import { describe, expect, it } from "vitest";
import {
  charCount,
  charMatches,
  counterText,
  DIGITS_ONLY,
  keepMatching,
  maxLengthChange,
  typesCharacter,
} from "../textRules.ts";

describe("charCount and counterText", () => {
  it("count characters, not UTF-16 units", () => {
    expect(charCount("Hello world!")).toBe(12);
    expect(charCount("👍🏽")).toBe(2);
    expect(charCount("👍")).toBe(1);
    expect(counterText("Hello world!", 100)).toBe("12/100");
    expect(counterText("", 5)).toBe("0/5");
  });
});

describe("maxLengthChange", () => {
  it("accepts text up to the maximum", () => {
    expect(maxLengthChange("abc", "abcd", 4)).toEqual({ accept: true, exceeded: false });
  });

  it("refuses and flags text over the maximum", () => {
    expect(maxLengthChange("abcd", "abcde", 4)).toEqual({ accept: false, exceeded: true });
    expect(maxLengthChange("", "abcdefgh", 4)).toEqual({ accept: false, exceeded: true });
  });

  it("lets text already over the maximum get shorter, still flagged", () => {
    expect(maxLengthChange("abcdef", "abcde", 4)).toEqual({ accept: true, exceeded: true });
  });

  it("accepts anything without a maximum", () => {
    expect(maxLengthChange("", "x".repeat(10_000), undefined)).toEqual({
      accept: true,
      exceeded: false,
    });
  });
});

describe("patterns", () => {
  it("match one character against the per-character pattern", () => {
    expect(charMatches("7", DIGITS_ONLY)).toBe(true);
    expect(charMatches("a", DIGITS_ONLY)).toBe(false);
    expect(charMatches("77", DIGITS_ONLY)).toBe(false);
    expect(charMatches("A", /[a-z]/i)).toBe(true);
  });

  it("give the same answer every time, even for global patterns", () => {
    const global = /\d/g;
    expect([charMatches("1", global), charMatches("2", global), charMatches("3", global)]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("keep only the matching characters of pasted text", () => {
    expect(keepMatching("0812-3456 789", DIGITS_ONLY)).toBe("08123456789");
    expect(keepMatching("abc", DIGITS_ONLY)).toBe("");
  });

  it("tell typed characters from named keys and shortcuts", () => {
    expect(typesCharacter({ key: "a" })).toBe(true);
    expect(typesCharacter({ key: " " })).toBe(true);
    expect(typesCharacter({ key: "Backspace" })).toBe(false);
    expect(typesCharacter({ key: "v", ctrlKey: true })).toBe(false);
    expect(typesCharacter({ key: "c", metaKey: true })).toBe(false);
  });
});
