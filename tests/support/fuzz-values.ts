/**
 * The bad values the fuzz tests (tests/integration/fuzz-*.test.ts) give every GraphQL argument
 * and every REST input: enumerated, not random, so a failure names the same case on every run.
 * Each value carries a label, so a failure says what was sent without printing 20 kB.
 */

export type FuzzValue = { label: string; value: unknown };

const v = (label: string, value: unknown): FuzzValue => ({ label, value });

/** Over every max length the product has (2,000 is the longest), under every body limit. */
export const HUGE_TEXT_LENGTH = 20_000;

/** Deeper than any JSON a form sends, deep enough to overflow a recursive walk. */
export const DEEP = 20_000;

/**
 * A value nested `depth` levels deep (`{"a":{"a":…1}}` or `[[[…]]]`). JSON.stringify would
 * overflow the test's own stack on it, so it stays a marker that {@link toJsonText} writes
 * out without recursion.
 */
export class Deep {
  constructor(
    readonly kind: "object" | "array",
    readonly depth: number,
  ) {}
  toJsonText(): string {
    return this.kind === "object"
      ? `${'{"a":'.repeat(this.depth)}1${"}".repeat(this.depth)}`
      : `${"[".repeat(this.depth)}${"]".repeat(this.depth)}`;
  }
}

export const deepObject = (depth: number) => new Deep("object", depth);
export const deepArray = (depth: number) => new Deep("array", depth);

/** JSON text of `value`, its {@link Deep} parts written out in full. */
export function toJsonText(value: unknown): string {
  const deep: Deep[] = [];
  const text = JSON.stringify(value, (_key, item) =>
    item instanceof Deep ? `\u0000deep${deep.push(item) - 1}\u0000` : item,
  );
  return text.replace(/"\\u0000deep(\d+)\\u0000"/g, (_m, i) =>
    (deep[Number(i)] as Deep).toJsonText(),
  );
}

/** Text nobody types, and text some do: unicode of every awkward kind. */
export const TEXTS: readonly FuzzValue[] = [
  v("empty", ""),
  v("spaces", "   "),
  v("huge", "a".repeat(HUGE_TEXT_LENGTH)),
  v("huge emoji", "😀".repeat(HUGE_TEXT_LENGTH / 2)),
  v("NUL", "a\u0000b"),
  v("lone high surrogate", "a\uD800b"),
  v("lone low surrogate", "\uDC00"),
  v("bidi override", "\u202Eabc\u202C"),
  v("bidi isolate", "\u2066abc\u2069"),
  v("zero-width", "a\u200Bb\uFEFF"),
  v("emoji", "👩🏽‍💻🇮🇩"),
  v("combining", "e\u0301\u0301\u0301"),
  v("non-Latin", "日本語 العربية ꦗꦮ"),
  v("control", "\u0001\u001b[31m\u007f"),
  v("newlines", "a\r\nb\nc"),
  v("SQL", "' OR 1=1 --"),
  v("LIKE wildcards", "%_\\"),
  v("path", "../../etc/passwd"),
  v("JSON text", '{"a":1}'),
  v("number text", "1e309"),
  v("negative text", "-1"),
];

/** The kinds of {@link TEXTS} that found faults or guard a rule, for the many input fields. */
export const TEXTS_SHORT: readonly FuzzValue[] = TEXTS.filter((t) =>
  [
    "empty",
    "huge",
    "NUL",
    "lone high surrogate",
    "bidi override",
    "zero-width",
    "emoji",
    "SQL",
  ].includes(t.label),
);

/** Integers at and past every edge a 32-bit column or a JavaScript number has. */
export const INTEGERS: readonly FuzzValue[] = [
  v("0", 0),
  v("-1", -1),
  v("int32 max", 2_147_483_647),
  v("int32 min", -2_147_483_648),
  v("past int32", 2_147_483_648),
  v("safe max", Number.MAX_SAFE_INTEGER),
  v("1e300", 1e300),
  v("fraction", 1.5),
];

export const FLOATS: readonly FuzzValue[] = [
  ...INTEGERS,
  v("tiny", 5e-324),
  v("max", Number.MAX_VALUE),
  v("-max", -Number.MAX_VALUE),
];

/** Values of the wrong JSON type for anything. */
export const WRONG_TYPES: readonly FuzzValue[] = [
  v("null", null),
  v("true", true),
  v("number", 7),
  v("text", "x"),
  v("list", [1, "a"]),
  v("object", { a: 1 }),
];

export const WRONG_TYPES_SHORT: readonly FuzzValue[] = WRONG_TYPES.filter((t) =>
  ["null", "number", "object"].includes(t.label),
);

/** What a JSON (any value) or JSON-object argument may be sent. */
export const JSON_VALUES: readonly FuzzValue[] = [
  v("empty object", {}),
  v("deep object", deepObject(DEEP)),
  v("deep list", deepArray(DEEP)),
  v("deep list in object", { a: deepArray(DEEP) }),
  v("wide object", Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i]))),
  v("long list", { a: Array.from({ length: 50_000 }, (_, i) => i) }),
  v("huge key", { ["k".repeat(HUGE_TEXT_LENGTH)]: 1 }),
  v("empty key", { "": 1 }),
  v("NUL key", { "a\u0000": 1 }),
  v("lone surrogate value", { a: "\uD800" }),
  v("__proto__ key", JSON.parse('{"__proto__":{"polluted":1}}')),
  v("constructor key", { constructor: { prototype: 1 } }),
  v("nested values", { a: { b: [1, { c: null }] } }),
  v("huge text value", { a: "a".repeat(HUGE_TEXT_LENGTH) }),
  v("huge number value", { a: 1e308 }),
  v("text", "not an object"),
  v("JSON-looking text", '{"a":1}'),
  v("malformed JSON text", '{"a":'),
  v("number", 1),
  v("list", [1, 2]),
  v("null", null),
];

/** A value nested `depth` levels inside lists, for a list argument. */
export const LIST_SHAPES = (item: unknown): readonly FuzzValue[] => [
  v("empty list", []),
  v(
    "1,000 items",
    Array.from({ length: 1_000 }, () => item),
  ),
  v("null item", [null]),
  v("nested list", [[item]]),
  v("deep list", deepArray(DEEP)),
];
