import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { validateWorkerRequest, type WorkerRequestInput } from "./requests.ts";

const now = Temporal.Instant.from("2026-03-10T05:00:00Z"); // 12:00 WIB, 13:00 WITA
const check = (input: Partial<WorkerRequestInput>, zone = "Asia/Jakarta", today = "2026-03-10") =>
  Object.fromEntries(
    validateWorkerRequest(
      {
        type: "shift",
        date: "2026-03-11",
        reason: "r",
        shiftId: 1,
        ...input,
      } as WorkerRequestInput,
      today,
      zone,
      now,
    ).map((p) => [p.field, p.message]),
  );

describe("validateWorkerRequest", () => {
  it("accepts each type with its fields", () => {
    expect(check({})).toEqual({});
    expect(check({ type: "branch", shiftId: null, branchId: 2 })).toEqual({});
    expect(check({ type: "shift_branch", branchId: 2 })).toEqual({});
    expect(
      check({
        type: "new_attendance",
        shiftId: null,
        date: "2026-03-10",
        checkInAt: "2026-03-10T08:00:00+07:00",
        checkOutAt: "2026-03-10T11:59:00+07:00",
      }),
    ).toEqual({});
    expect(
      check({ type: "dispute", shiftId: null, date: "2026-03-09", disputeStatus: "leave" }),
    ).toEqual({});
  });

  it("a dispute corrects a past day only (D+1 on, RULES.md §4.3)", () => {
    expect(
      check({ type: "dispute", shiftId: null, date: "2026-03-10", disputeStatus: "present" }),
    ).toEqual({
      date: "must be before today (a dispute corrects a past day)",
    });
  });

  it("a check-in falls on the request's day in the branch's zone", () => {
    // 23:30 WIB on the 9th is 00:30 WITA on the 10th.
    const input = {
      type: "new_attendance" as const,
      shiftId: null,
      date: "2026-03-10",
      checkInAt: "2026-03-09T23:30:00+07:00",
    };
    expect(check(input, "Asia/Jakarta")).toEqual({
      checkInAt: "must fall on the request's date (branch time)",
    });
    expect(check(input, "Asia/Makassar")).toEqual({});
  });

  it("refuses a future check-out, one before check-in, and one a day later", () => {
    const base = { type: "new_attendance" as const, shiftId: null, date: "2026-03-10" };
    expect(
      check({
        ...base,
        checkInAt: "2026-03-10T08:00:00+07:00",
        checkOutAt: "2026-03-10T13:00:00+07:00",
      }),
    ).toEqual({ checkOutAt: "must not be in the future" });
    expect(
      check({
        ...base,
        checkInAt: "2026-03-10T08:00:00+07:00",
        checkOutAt: "2026-03-10T07:00:00+07:00",
      }),
    ).toEqual({ checkOutAt: "must be after checkInAt" });
    expect(check({ ...base, checkInAt: "not a time" })).toEqual({
      checkInAt: "must be an ISO-8601 instant with offset",
    });
  });

  it("names missing and unused fields and a far-off date", () => {
    expect(check({ shiftId: null, branchId: 3, reason: " " })).toEqual({
      shiftId: "is required",
      branchId: "is not used by shift requests",
      reason: "is required",
    });
    expect(check({ date: "2026-06-30" })).toEqual({ date: "must be within 60 days from today" });
  });
});
