import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { auditedValues, changedFields, prefixUpperBound } from "./repo.ts";

describe("prefixUpperBound", () => {
  it("moves the last character up by one", () => {
    expect(prefixUpperBound("0812")).toBe("0813");
    expect(prefixUpperBound("budi")).toBe("budj");
    expect(prefixUpperBound("sit\u{10ffff}")).toBe("siu");
  });

  it("bounds every string that starts with the prefix, in byte order (text_pattern_ops)", () => {
    const bytes = (s: string) => Buffer.from(s, "utf8");
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, unit: "grapheme" }),
        fc.string({ unit: "grapheme" }),
        (prefix, rest) => {
          const upper = prefixUpperBound(prefix);
          expect(Buffer.compare(bytes(prefix + rest), bytes(upper))).toBe(-1);
          expect(Buffer.compare(bytes(prefix), bytes(upper))).toBe(-1);
        },
      ),
    );
  });
});

describe("changedFields", () => {
  it("keeps only the fields whose value differs, custom data per key", () => {
    const before = auditedValues({
      fullName: "A",
      customData: { size: "m", old: 1 },
    } as unknown as Parameters<typeof auditedValues>[0]);
    const after = auditedValues({
      fullName: "B",
      customData: { size: "m" },
    } as unknown as Parameters<typeof auditedValues>[0]);
    expect(changedFields(before, after)).toEqual({
      before: { fullName: "A", "customData.old": 1 },
      after: { fullName: "B", "customData.old": null },
    });
    expect(changedFields(before, before)).toBeNull();
  });
});
