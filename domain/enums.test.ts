import { describe, expect, it } from "vitest";
import { type EnumEntry, enumLabel, requestTypeLabel, salaryTypeOf, systemEnums } from "./enums";

const values = (entries: readonly EnumEntry[]) => entries.map((e) => e.value);

describe("systemEnums", () => {
  it("labels every entry in both languages, with unique values per enumeration", () => {
    for (const [name, entries] of Object.entries(systemEnums)) {
      const list: readonly EnumEntry[] = entries;
      expect(list.length, name).toBeGreaterThan(0);
      expect(new Set(values(list)).size, name).toBe(list.length);
      for (const { value, label } of list) {
        expect(label.en.trim(), `${name}.${value} en`).not.toBe("");
        expect(label.id.trim(), `${name}.${value} id`).not.toBe("");
      }
    }
  });

  it("lists the SPEC's attendance statuses including the four half-day variants", () => {
    expect(values(systemEnums.attendance_status)).toEqual(
      expect.arrayContaining([
        "waiting_for_checkin",
        "approved",
        "rejected",
        "half_day_paid_leave",
        "half_day_unpaid_leave",
        "half_day_paid_sick_leave",
        "half_day_unpaid_sick_leave",
        "need_revision_leave",
        "leave",
      ]),
    );
    expect(systemEnums.attendance_status).toHaveLength(25);
  });

  it("has the full contract type list and the two-item short list", () => {
    expect(values(systemEnums.contract_type)).toEqual([
      "pkwt",
      "kemitraan",
      "daily_worker",
      "event_worker",
      "pkwtt",
    ]);
    expect(values(systemEnums.contract_type_short)).toEqual(["pkwt", "kemitraan"]);
  });

  it("lists the seventeen predefined payroll component codes", () => {
    expect(systemEnums.payroll_component_code).toHaveLength(17);
    expect(values(systemEnums.payroll_component_code)).toContain("bpjs_kes_client_sum");
  });

  it("keeps termination reason OTHERS upper-case as the services send it", () => {
    expect(values(systemEnums.termination_reason)).toContain("OTHERS");
  });

  it("offers days 1 to 31 with 31 meaning end of month", () => {
    const days = systemEnums.day_of_month;
    expect(days).toHaveLength(31);
    expect(days.map((d) => d.label.en).slice(0, 4)).toEqual(["1st", "2nd", "3rd", "4th"]);
    expect(days[10]?.label.en).toBe("11th");
    expect(days[21]?.label.en).toBe("22nd");
    expect(days[30]).toEqual({ value: "31", label: { en: "End of month", id: "Akhir bulan" } });
  });
});

describe("enumLabel", () => {
  it("shows approved as Present and rejected as Absent", () => {
    expect(enumLabel("attendance_status", "approved")).toBe("Present");
    expect(enumLabel("attendance_status", "rejected")).toBe("Absent");
  });

  it("uses the Indonesian label when asked", () => {
    expect(enumLabel("worker_status", "inactive", "id")).toBe("Tidak Aktif");
    expect(enumLabel("attendance_status", "paid_leave", "id")).toBe("Cuti Berbayar");
  });

  it("shows a dash for a missing value", () => {
    expect(enumLabel("worker_status", "retired")).toBe("-");
    expect(enumLabel("worker_status", null)).toBe("-");
    expect(enumLabel("worker_status", undefined, "id")).toBe("-");
  });
});

describe("requestTypeLabel", () => {
  it("labels the known request types", () => {
    expect(requestTypeLabel("shift_branch")).toBe("Shift & Branch");
    expect(requestTypeLabel("new_attendance_branch")).toBe("New Attendance & Branch");
    expect(requestTypeLabel("branch", "id")).toBe("Cabang");
  });

  it("shows an unknown type as is", () => {
    expect(requestTypeLabel("swap_day")).toBe("swap_day");
  });
});

describe("salaryTypeOf", () => {
  it.each([
    ["without_shift", "per_attendance", 2, "Daily Fee"],
    ["with_shift", "per_attendance", 4, "Salary per Shift"],
    ["with_shift", "per_cycle", 3, "Salary per Cycle"],
    ["without_shift", "per_cycle", 1, "Salary per Cycle"],
    [undefined, undefined, 1, "Salary per Cycle"],
    ["with_shift", "weekly", 1, "Salary per Cycle"],
  ] as const)("%s + %s is type %i (%s)", (shift, basis, type, label) => {
    expect(salaryTypeOf(shift, basis)).toEqual({ type, label });
  });

  it("labels in Indonesian", () => {
    expect(salaryTypeOf("without_shift", "per_attendance", "id").label).toBe("Upah Harian");
  });
});
