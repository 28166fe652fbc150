import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canMove,
  deriveBatchStatus,
  FINAL_LINE_STATUSES,
  LINE_STATUSES,
  LINE_TRANSITIONS,
  type LineStatus,
} from "./states.ts";

/**
 * Issue 18: the line moves of RUNS.md §2.7 and the batch status derived from its lines.
 */

describe("line transitions", () => {
  it("follows draft → pending_approval → approved → submitted → succeeded | failed | reversed", () => {
    expect(canMove("draft", "pending_approval")).toBe(true);
    expect(canMove("pending_approval", "approved")).toBe(true);
    expect(canMove("approved", "submitted")).toBe(true);
    expect(canMove("submitted", "succeeded")).toBe(true);
    expect(canMove("submitted", "failed")).toBe(true);
    expect(canMove("succeeded", "reversed")).toBe(true);
  });

  it("never moves back into approval, and nothing leaves reversed or cancelled", () => {
    for (const from of LINE_STATUSES)
      for (const to of ["draft", "pending_approval"] as LineStatus[])
        if (canMove(from, to)) expect(["draft", "pending_approval"]).toContain(from);
    expect(LINE_TRANSITIONS.reversed).toEqual([]);
    expect(LINE_TRANSITIONS.cancelled).toEqual([]);
    expect(canMove("succeeded", "failed")).toBe(false);
    expect(canMove("submitted", "approved")).toBe(false);
  });

  it("lets a failed line be retried (approved again) or cancelled; a sent one cannot be cancelled", () => {
    expect(canMove("failed", "approved")).toBe(true);
    expect(canMove("failed", "cancelled")).toBe(true);
    expect(canMove("approved", "cancelled")).toBe(false);
    expect(canMove("submitted", "cancelled")).toBe(false);
  });
});

describe("deriveBatchStatus", () => {
  it("keeps a batch before approval as it was", () => {
    expect(deriveBatchStatus("pending_approval", { pending_approval: 3, draft: 1 })).toBe(
      "pending_approval",
    );
    expect(deriveBatchStatus("pending_approval", { pending_approval: 2, cancelled: 1 })).toBe(
      "pending_approval",
    );
    expect(deriveBatchStatus("pending_approval", {})).toBe("pending_approval");
  });

  it("is processing while a line is approved or submitted, then final by the outcomes", () => {
    expect(deriveBatchStatus("processing", { approved: 1, succeeded: 4 })).toBe("processing");
    expect(deriveBatchStatus("processing", { submitted: 1, failed: 1 })).toBe("processing");
    expect(deriveBatchStatus("processing", { succeeded: 5, cancelled: 2 })).toBe("succeeded");
    expect(deriveBatchStatus("processing", { failed: 2 })).toBe("failed");
    expect(deriveBatchStatus("processing", { succeeded: 2, failed: 1 })).toBe(
      "partially_succeeded",
    );
    expect(deriveBatchStatus("succeeded", { succeeded: 2, reversed: 1 })).toBe(
      "partially_succeeded",
    );
    expect(deriveBatchStatus("pending_approval", { cancelled: 4 })).toBe("cancelled");
  });

  it("is final only when every line is final (property)", () => {
    const counts = fc.record(
      Object.fromEntries(LINE_STATUSES.map((s) => [s, fc.integer({ min: 0, max: 3 })])) as Record<
        LineStatus,
        fc.Arbitrary<number>
      >,
    );
    fc.assert(
      fc.property(counts, fc.constantFrom("processing", "approved", "succeeded"), (c, current) => {
        const status = deriveBatchStatus(current as "processing", c);
        const open = LINE_STATUSES.filter((s) => !FINAL_LINE_STATUSES.includes(s)).reduce(
          (sum, s) => sum + c[s],
          0,
        );
        if (["succeeded", "failed", "partially_succeeded", "cancelled"].includes(status))
          expect(open).toBe(0);
        if (c.approved + c.submitted > 0) expect(status).toBe("processing");
        if (status === "succeeded") expect(c.failed + c.reversed).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
