import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { systemEnums } from "../enums.ts";
import { ATTENDANCE_FLAGS, ATTENDANCE_STATUSES, attendanceStatusLabel } from "./statuses.ts";

const migration = readFileSync(
  new URL("../../services/db/migrations/0019_attendance.sql", import.meta.url),
  "utf8",
);

describe("attendance statuses and flags", () => {
  it("are the SPEC §4 list the enums label", () => {
    expect([...ATTENDANCE_STATUSES].sort()).toEqual(
      systemEnums.attendance_status.map((entry) => entry.value).sort(),
    );
  });

  it("show approved as Present and rejected as Absent (SPEC §4)", () => {
    expect(attendanceStatusLabel("approved")).toBe("Present");
    expect(attendanceStatusLabel("rejected")).toBe("Absent");
    expect(attendanceStatusLabel("rejected", "id")).toBe("Tidak Hadir");
    expect(attendanceStatusLabel("made_up")).toBe("made_up");
  });

  it("are the lists the database checks", () => {
    for (const value of [...ATTENDANCE_STATUSES, ...ATTENDANCE_FLAGS])
      expect(migration).toContain(`'${value}'`);
  });
});
