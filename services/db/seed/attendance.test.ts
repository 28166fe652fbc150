import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { judgeDay } from "./attendance.ts";
import { DAY_BEHAVIOURS, type DayPlan, planDay, shiftInstants } from "./attendanceBehaviour.ts";

const fence = { radiusMeters: 100, maxAccuracyMeters: 100 };
const shift = {
  ...shiftInstants("2026-11-10", "Asia/Jakarta", "08:00", "17:00"),
  breakMinutes: 60,
  lateGrace: 15,
  earlyGrace: 15,
  flexible: false,
  absentHours: null,
};
const auto = { approvalCheckIn: "auto", approvalCheckOut: "auto", maxAccuracy: 100 } as const;
const base: DayPlan = {
  behaviour: "on_time",
  checkInOffset: -5,
  checkOutOffset: 10,
  distanceMeters: 10,
  bearing: 0,
  accuracyMeters: 10,
  isMock: false,
  syncDelayMinutes: null,
  receiveDelaySeconds: 1,
};

describe("the demo's worker-day behaviour", () => {
  it("is the same for the same seed, worker and day", () => {
    expect(planDay(1, 7, "2026-11-10", fence)).toEqual(planDay(1, 7, "2026-11-10", fence));
  });

  it("draws every behaviour over a month of many workers, mostly on time", () => {
    const counts = new Map<string, number>();
    for (let agent = 1; agent <= 200; agent++)
      for (let day = 1; day <= 30; day++) {
        const plan = planDay(3, agent, `2026-11-${String(day).padStart(2, "0")}`, fence);
        counts.set(plan.behaviour, (counts.get(plan.behaviour) ?? 0) + 1);
      }
    for (const behaviour of DAY_BEHAVIOURS) expect(counts.get(behaviour)).toBeGreaterThan(0);
    expect(counts.get("on_time")! / 6000).toBeGreaterThan(0.5);
  });

  it("keeps inside days inside the fence and outside days outside it", () => {
    for (let agent = 1; agent <= 300; agent++) {
      const plan = planDay(5, agent, "2026-11-11", fence);
      if (plan.behaviour === "outside") expect(plan.distanceMeters).toBeGreaterThan(100);
      else expect(plan.distanceMeters).toBeLessThan(100);
    }
  });
});

describe("a planned day through the record rule", () => {
  it("on time with auto approval is approved, worked minutes less the break", () => {
    const day = judgeDay(base, shift, auto);
    expect(day.status).toBe("approved");
    expect(day.flags).toEqual([]);
    expect(day.workedMinutes).toBe(9 * 60 + 15 - 60);
  });

  it("late past the grace counts from the shift's start", () => {
    const day = judgeDay({ ...base, behaviour: "late", checkInOffset: 32 }, shift, auto);
    expect(day.flags).toContain("late");
    expect(day.lateMinutes).toBe(32);
  });

  it("a forgotten check-out is closed at the shift's end and waits for approval", () => {
    const day = judgeDay(
      { ...base, behaviour: "forgot_checkout", checkOutOffset: null },
      shift,
      auto,
    );
    expect(day.flags).toContain("auto_checked_out");
    expect(day.checkOutAt?.equals(shift.end)).toBe(true);
    expect(day.status).toBe("pending");
  });

  it("an absent day is marked and rejected; a decision wins over the computed status", () => {
    const absent = judgeDay(
      { ...base, behaviour: "absent", checkInOffset: null, checkOutOffset: null },
      shift,
      auto,
    );
    expect(absent.status).toBe("rejected");
    expect(absent.flags).toEqual(["absent_marked"]);
    const outside = { ...base, behaviour: "outside" as const, distanceMeters: 400 };
    expect(judgeDay(outside, shift, auto).status).toBe("pending");
    expect(judgeDay(outside, shift, auto, "approve").status).toBe("approved");
  });

  it("an offline check-in carries offline_synced", () => {
    const day = judgeDay({ ...base, behaviour: "offline", syncDelayMinutes: 90 }, shift, auto);
    expect(day.flags).toContain("offline_synced");
    expect(Temporal.Instant.compare(day.checkInAt!, shift.start)).toBeLessThan(0);
  });
});
