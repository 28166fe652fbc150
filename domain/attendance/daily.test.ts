import { describe, expect, it } from "vitest";
import { businessMessages } from "../errors.ts";
import {
  DECIDABLE_STATUSES,
  decisionChangesNothing,
  decisionRefusal,
  PENDING_DISPUTE_MESSAGES,
  refusalMessage,
} from "./daily.ts";
import { ATTENDANCE_DECISIONS, ATTENDANCE_STATUSES } from "./statuses.ts";

const finished = {
  status: "pending",
  decision: null,
  checkInAt: "2026-11-02T01:00:00Z",
  pendingDispute: false,
};

describe("Daily Approval decisions", () => {
  it("decide a finished day every way", () => {
    for (const decision of ATTENDANCE_DECISIONS)
      expect(decisionRefusal(finished, decision), decision).toBeNull();
  });

  it("refuse a day still running, with a request in flight, or off", () => {
    for (const status of ATTENDANCE_STATUSES) {
      if ((DECIDABLE_STATUSES as readonly string[]).includes(status)) continue;
      expect(decisionRefusal({ ...finished, status }, "approve"), status).toBe("not_decidable");
      expect(decisionRefusal({ ...finished, status }, "reject"), status).toBe("not_decidable");
    }
    expect(decisionRefusal({ ...finished, status: "waiting_for_checkout" }, "approve")).toBe(
      "not_decidable",
    );
  });

  it("let a decided day be decided again (a change of mind)", () => {
    expect(decisionRefusal({ ...finished, status: "approved" }, "reject")).toBeNull();
    expect(decisionRefusal({ ...finished, status: "rejected" }, "approve")).toBeNull();
    expect(decisionRefusal({ ...finished, status: "need_revision" }, "approve")).toBeNull();
    expect(decisionRefusal({ ...finished, status: "day_off_with_overtime" }, "approve")).toBeNull();
    expect(decisionRefusal({ ...finished, status: "overtime" }, "reject")).toBeNull();
  });

  it("approve only a day with a check-in; an absence can still be rejected", () => {
    const absent = { status: "rejected", decision: null, checkInAt: null, pendingDispute: false };
    expect(decisionRefusal(absent, "approve")).toBe("no_check_in");
    expect(decisionRefusal(absent, "reject")).toBeNull();
    expect(decisionRefusal(absent, "need_revision")).toBeNull();
  });

  it("a pending dispute blocks every decision, even one that would change nothing", () => {
    const disputed = { ...finished, status: "approved", decision: "approve", pendingDispute: true };
    for (const decision of ATTENDANCE_DECISIONS)
      expect(decisionRefusal(disputed, decision)).toBe("pending_dispute");
  });

  it("know when a decision changes nothing: the record carries it already", () => {
    expect(decisionChangesNothing("approve", "approve")).toBe(true);
    expect(decisionChangesNothing("need_revision", "need_revision")).toBe(true);
    expect(decisionChangesNothing(null, "approve")).toBe(false);
    expect(decisionChangesNothing("reject", "approve")).toBe(false);
    const absentDecided = {
      status: "rejected",
      decision: "reject",
      checkInAt: null,
      pendingDispute: false,
    };
    expect(decisionRefusal(absentDecided, "reject")).toBeNull();
  });

  it("leave a day a worker request holds to Pending Approval", () => {
    for (const status of ["pending_request", "pending_attendance", "waiting_approval"])
      expect(decisionRefusal({ ...finished, status }, "approve"), status).toBe("not_decidable");
  });

  it("word the pending dispute as SPEC §8 does, in both languages", () => {
    expect(PENDING_DISPUTE_MESSAGES.en).toBe(businessMessages.pendingDispute);
    expect(PENDING_DISPUTE_MESSAGES.en).toContain("Please do approval on dispute request first");
    expect(refusalMessage("pending_dispute", "id")).toMatch(/sanggahan/);
    expect(refusalMessage("not_decidable", "en", "Day Off")).toBe(
      "An attendance that is Day Off cannot be decided in Daily Approval",
    );
    expect(refusalMessage("not_found", "id")).toBe("Kehadiran tidak ditemukan");
  });
});
