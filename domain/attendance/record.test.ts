import { describe, expect, it } from "vitest";
import { addDays, evaluateRecord, localDate, type RecordInput, shiftInstants } from "./record.ts";

const day = shiftInstants("2026-03-02", "Asia/Jakarta", {
  startTime: "08:00",
  endTime: "17:00",
  checkInOpensMinutesBefore: 60,
  checkOutClosesMinutesAfter: 60,
});
const at = (text: string) => new Date(text);

const base = (over: Partial<RecordInput> = {}): RecordInput => ({
  dayType: "working",
  scheduledStart: day.start,
  scheduledEnd: day.end,
  shift: { breakMinutes: 60, lateGraceMinutes: 10, earlyOutGraceMinutes: 5, flexible: false },
  checkInAt: null,
  checkOutAt: null,
  eventFlags: [],
  autoCheckedOut: false,
  absentMarked: false,
  approval: { checkIn: "auto", checkOut: "auto" },
  decision: null,
  leaveStatus: null,
  requestStatus: null,
  ...over,
});

describe("shift instants in the branch's zone", () => {
  it("places a WIB day shift in UTC with its windows", () => {
    expect(day.start.toISOString()).toBe("2026-03-02T01:00:00.000Z");
    expect(day.end.toISOString()).toBe("2026-03-02T10:00:00.000Z");
    expect(day.checkInOpens.toISOString()).toBe("2026-03-02T00:00:00.000Z");
    expect(day.checkOutCloses.toISOString()).toBe("2026-03-02T11:00:00.000Z");
  });

  it("ends a shift crossing midnight on the next day, dated on its start day", () => {
    const night = shiftInstants("2026-03-02", "Asia/Makassar", {
      startTime: "22:00",
      endTime: "06:00",
    });
    expect(night.start.toISOString()).toBe("2026-03-02T14:00:00.000Z");
    expect(night.end.toISOString()).toBe("2026-03-02T22:00:00.000Z");
  });

  it("uses WITA and WIT offsets", () => {
    expect(
      shiftInstants("2026-03-02", "Asia/Makassar", {
        startTime: "08:00",
        endTime: "17:00",
      }).start.toISOString(),
    ).toBe("2026-03-02T00:00:00.000Z");
    expect(
      shiftInstants("2026-03-02", "Asia/Jayapura", {
        startTime: "08:00:00",
        endTime: "17:00:00",
      }).start.toISOString(),
    ).toBe("2026-03-01T23:00:00.000Z");
  });

  it("finds the local day of an instant and adds days", () => {
    expect(localDate(at("2026-03-01T17:30:00Z"), "Asia/Jakarta")).toBe("2026-03-02");
    expect(localDate(at("2026-03-01T16:30:00Z"), "Asia/Jakarta")).toBe("2026-03-01");
    expect(localDate(at("2026-03-01T15:30:00Z"), "Asia/Jayapura")).toBe("2026-03-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});

describe("evaluateRecord", () => {
  it("waits for a check-in, then for a check-out", () => {
    expect(evaluateRecord(base()).status).toBe("waiting_for_checkin");
    expect(evaluateRecord(base({ checkInAt: at("2026-03-02T01:00:00Z") })).status).toBe(
      "waiting_for_checkout",
    );
  });

  it("approves an on-time day automatically, worked minutes less the break", () => {
    const out = evaluateRecord(
      base({ checkInAt: at("2026-03-02T00:55:00Z"), checkOutAt: at("2026-03-02T10:02:00Z") }),
    );
    expect(out).toEqual({
      status: "approved",
      flags: [],
      lateMinutes: 0,
      earlyOutMinutes: 0,
      workedMinutes: 9 * 60 + 7 - 60,
    });
  });

  it("counts late minutes from the shift's start once the grace is passed", () => {
    const within = evaluateRecord(base({ checkInAt: at("2026-03-02T01:10:59Z") }));
    expect(within.flags).toEqual([]);
    expect(within.lateMinutes).toBe(0);
    const late = evaluateRecord(base({ checkInAt: at("2026-03-02T01:11:00Z") }));
    expect(late.flags).toEqual(["late"]);
    expect(late.lateMinutes).toBe(11);
  });

  it("flags early out from the shift's end past its grace", () => {
    const out = evaluateRecord(
      base({ checkInAt: at("2026-03-02T01:00:00Z"), checkOutAt: at("2026-03-02T09:30:00Z") }),
    );
    expect(out.flags).toEqual(["early_out"]);
    expect(out.earlyOutMinutes).toBe(30);
    expect(out.status).toBe("approved");
    const inGrace = evaluateRecord(
      base({ checkInAt: at("2026-03-02T01:00:00Z"), checkOutAt: at("2026-03-02T09:55:00Z") }),
    );
    expect(inGrace.flags).toEqual([]);
    expect(inGrace.earlyOutMinutes).toBe(0);
  });

  it("never judges a flexible shift late or early", () => {
    const out = evaluateRecord(
      base({
        shift: { breakMinutes: 0, lateGraceMinutes: 0, earlyOutGraceMinutes: 0, flexible: true },
        checkInAt: at("2026-03-02T03:00:00Z"),
        checkOutAt: at("2026-03-02T05:00:00Z"),
      }),
    );
    expect(out.flags).toEqual([]);
    expect(out.workedMinutes).toBe(120);
  });

  it("holds a flagged or manually approved day as pending", () => {
    const times = { checkInAt: at("2026-03-02T01:00:00Z"), checkOutAt: at("2026-03-02T10:00:00Z") };
    expect(evaluateRecord(base({ ...times, eventFlags: ["outside_geofence"] })).status).toBe(
      "pending",
    );
    expect(evaluateRecord(base({ ...times, eventFlags: ["mock_location"] })).flags).toEqual([
      "mock_location",
    ]);
    expect(
      evaluateRecord(base({ ...times, approval: { checkIn: "auto", checkOut: "manual" } })).status,
    ).toBe("pending");
    expect(
      evaluateRecord(base({ ...times, approval: { checkIn: "manual", checkOut: "auto" } })).status,
    ).toBe("pending");
    expect(evaluateRecord(base({ ...times, approval: null })).status).toBe("pending");
    // Offline sync alone is a fact, not a reason to hold the day.
    expect(evaluateRecord(base({ ...times, eventFlags: ["offline_synced"] })).status).toBe(
      "approved",
    );
    // Unknown flags from events are dropped.
    expect(evaluateRecord(base({ ...times, eventFlags: ["late", "nonsense"] })).flags).toEqual([]);
  });

  it("holds a day below the shift's absent threshold", () => {
    const out = evaluateRecord(
      base({
        shift: {
          breakMinutes: 0,
          lateGraceMinutes: 0,
          earlyOutGraceMinutes: 600,
          flexible: false,
          absentHours: 4,
        },
        checkInAt: at("2026-03-02T01:00:00Z"),
        checkOutAt: at("2026-03-02T04:00:00Z"),
      }),
    );
    expect(out.status).toBe("pending");
  });

  it("auto check-out: flagged, no early out, pending", () => {
    const out = evaluateRecord(
      base({
        checkInAt: at("2026-03-02T01:00:00Z"),
        checkOutAt: day.end,
        autoCheckedOut: true,
      }),
    );
    expect(out.status).toBe("pending");
    expect(out.flags).toEqual(["auto_checked_out"]);
    expect(out.workedMinutes).toBe(8 * 60);
  });

  it("marks absence only when the job said so, and never over a check-in", () => {
    expect(evaluateRecord(base({ absentMarked: true }))).toMatchObject({
      status: "rejected",
      flags: ["absent_marked"],
    });
    expect(
      evaluateRecord(base({ absentMarked: true, checkInAt: at("2026-03-02T01:00:00Z") })),
    ).toMatchObject({ status: "waiting_for_checkout", flags: [] });
  });

  it("treats a day off: no work is day_off; work waits as day_off_with_overtime; approved is overtime", () => {
    const off = base({ dayType: "day_off", scheduledStart: null, scheduledEnd: null, shift: null });
    expect(evaluateRecord(off).status).toBe("day_off");
    expect(evaluateRecord({ ...off, absentMarked: true }).status).toBe("day_off");
    const worked = {
      ...off,
      checkInAt: at("2026-03-02T01:00:00Z"),
      checkOutAt: at("2026-03-02T05:00:00Z"),
    };
    expect(evaluateRecord({ ...worked, checkOutAt: null }).status).toBe("waiting_for_checkout");
    expect(evaluateRecord(worked)).toMatchObject({
      status: "day_off_with_overtime",
      workedMinutes: 240,
      flags: [],
    });
    expect(evaluateRecord({ ...worked, decision: "approve" }).status).toBe("overtime");
    expect(evaluateRecord({ ...worked, dayType: "national_holiday" }).status).toBe(
      "day_off_with_overtime",
    );
  });

  it("judges a worked collective-leave day like a working day, not overtime (RULES.md §2)", () => {
    const cuti = base({
      dayType: "collective_leave",
      scheduledStart: null,
      scheduledEnd: null,
      shift: null,
    });
    expect(evaluateRecord(cuti).status).toBe("day_off");
    const worked = {
      ...cuti,
      checkInAt: at("2026-03-02T01:00:00Z"),
      checkOutAt: at("2026-03-02T09:00:00Z"),
    };
    // Without a policy (manual) it waits as a normal working day would, not as overtime.
    expect(evaluateRecord({ ...worked, approval: null }).status).toBe("pending");
    expect(
      evaluateRecord({ ...worked, approval: { checkIn: "auto", checkOut: "auto" } }).status,
    ).toBe("approved");
    expect(evaluateRecord({ ...worked, decision: "approve" }).status).toBe("approved");
    // Other rest days still are overtime when worked.
    expect(evaluateRecord({ ...worked, dayType: "company_holiday" }).status).toBe(
      "day_off_with_overtime",
    );
  });

  it("sends unscheduled work to approval", () => {
    const un = base({
      dayType: "unscheduled",
      scheduledStart: null,
      scheduledEnd: null,
      shift: null,
    });
    expect(evaluateRecord(un).status).toBe("day_off");
    expect(
      evaluateRecord({
        ...un,
        checkInAt: at("2026-03-02T01:00:00Z"),
        checkOutAt: at("2026-03-02T02:00:00Z"),
      }).status,
    ).toBe("pending");
  });

  it("follows the console's decision, keeping flags and minutes", () => {
    const times = { checkInAt: at("2026-03-02T01:30:00Z"), checkOutAt: at("2026-03-02T10:00:00Z") };
    expect(evaluateRecord(base({ ...times, decision: "approve" }))).toMatchObject({
      status: "approved",
      flags: ["late"],
      lateMinutes: 30,
    });
    expect(evaluateRecord(base({ ...times, decision: "reject" })).status).toBe("rejected");
    expect(evaluateRecord(base({ decision: "need_revision" })).status).toBe("need_revision");
  });

  it("lets leave, then a waiting request, name the day", () => {
    expect(
      evaluateRecord(base({ leaveStatus: "paid_leave", requestStatus: "pending_request" })).status,
    ).toBe("paid_leave");
    expect(
      evaluateRecord(base({ requestStatus: "pending_request", decision: "approve" })).status,
    ).toBe("pending_request");
  });

  it("judges a shift crossing midnight on its start day", () => {
    const night = shiftInstants("2026-03-02", "Asia/Jakarta", {
      startTime: "22:00",
      endTime: "06:00",
    });
    const out = evaluateRecord(
      base({
        scheduledStart: night.start,
        scheduledEnd: night.end,
        shift: { breakMinutes: 30, lateGraceMinutes: 0, earlyOutGraceMinutes: 0, flexible: false },
        checkInAt: at("2026-03-02T15:20:00Z"), // 22:20 WIB
        checkOutAt: at("2026-03-02T23:00:00Z"), // 06:00 WIB next day
      }),
    );
    expect(out).toEqual({
      status: "approved",
      flags: ["late"],
      lateMinutes: 20,
      earlyOutMinutes: 0,
      workedMinutes: 7 * 60 + 40 - 30,
    });
  });
});
