import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ladderFor, multiplierUnits, OVERTIME_TYPES, splitHours, WORK_WEEKS } from "./ladder.ts";
import {
  firstHourMultiplier,
  hourlyWageOf,
  overtimePolicyWarnings,
  referenceMinimumWage,
  rupiahText,
  statutoryDayTypeOf,
  statutoryFloorMultiplier,
  validateMinimumWage,
  validateOvertimePolicy,
} from "./policy.ts";

const UMP_DKI_2026 = 5_729_876;
const fields = (problems: { field: string }[]) => problems.map((p) => p.field);

describe("validateOvertimePolicy", () => {
  it("defaults a bare policy: 5-day, manual, exact, no rounding, caps on, four statutory rules", () => {
    const { values, problems } = validateOvertimePolicy({ name: "  Lembur  " });
    expect(problems).toEqual([]);
    expect(values).toEqual({
      name: "Lembur",
      workWeek: "5-day",
      mode: "manual",
      rounding: "exact",
      minuteRounding: 1,
      minimumMinutes: 0,
      maxHoursPerRequest: null,
      enforceCaps: true,
      rules: OVERTIME_TYPES.map((overtimeType) => ({
        overtimeType,
        enabled: overtimeType !== "swap_schedule",
        payKind: "rate",
        multiplier: "statutory",
        customMultiplier: null,
        fixedAmount: null,
      })),
      branchIds: [],
      agentIds: [],
    });
  });

  it("keeps the rules in SPEC §9 order whatever the input's order, and dedupes coverage ids", () => {
    const { values, problems } = validateOvertimePolicy({
      name: "A",
      rules: [
        { overtimeType: "swap_schedule", enabled: true, payKind: "fixed", fixedAmount: 50_000 },
        { overtimeType: "working_on_day_off", multiplier: "custom", customMultiplier: 2.5 },
      ],
      branchIds: [3, 3, 1],
      agentIds: [7, 7],
    });
    expect(problems).toEqual([]);
    expect(values.rules.map((r) => r.overtimeType)).toEqual([...OVERTIME_TYPES]);
    expect(values.rules[0]).toMatchObject({ multiplier: "custom", customMultiplier: 2.5 });
    expect(values.rules[3]).toMatchObject({ enabled: true, payKind: "fixed", fixedAmount: 50_000 });
    expect(values.branchIds).toEqual([3, 1]);
    expect(values.agentIds).toEqual([7]);
  });

  it("drops what the chosen pay does not use", () => {
    const { values } = validateOvertimePolicy({
      name: "A",
      rules: [
        {
          overtimeType: "regular_working_day",
          payKind: "fixed",
          fixedAmount: 70_000,
          multiplier: "custom",
          customMultiplier: 3,
        },
      ],
    });
    expect(values.rules[2]).toMatchObject({ customMultiplier: null, fixedAmount: 70_000 });
  });

  it.each([
    [{ name: " " }, "name"],
    [{ name: "x".repeat(101) }, "name"],
    [{ workWeek: "4-day" }, "workWeek"],
    [{ mode: "sometimes" }, "mode"],
    [{ rounding: "up" }, "rounding"],
    [{ minuteRounding: 7 }, "minuteRounding"],
    [{ minimumMinutes: -1 }, "minimumMinutes"],
    [{ minimumMinutes: 241 }, "minimumMinutes"],
    [{ minimumMinutes: 1.5 }, "minimumMinutes"],
    [{ maxHoursPerRequest: 0 }, "maxHoursPerRequest"],
    [{ maxHoursPerRequest: 24.5 }, "maxHoursPerRequest"],
    [{ maxHoursPerRequest: 1.255 }, "maxHoursPerRequest"],
    [{ rules: [{ overtimeType: "night" }] }, "rules.0.overtimeType"],
    [
      { rules: [{ overtimeType: "swap_schedule" }, { overtimeType: "swap_schedule" }] },
      "rules.1.overtimeType",
    ],
    [{ rules: [{ overtimeType: "swap_schedule", payKind: "bonus" }] }, "rules.0.payKind"],
    [{ rules: [{ overtimeType: "swap_schedule", multiplier: "double" }] }, "rules.0.multiplier"],
    [
      { rules: [{ overtimeType: "swap_schedule", multiplier: "custom" }] },
      "rules.0.customMultiplier",
    ],
    [
      { rules: [{ overtimeType: "swap_schedule", multiplier: "custom", customMultiplier: 0 }] },
      "rules.0.customMultiplier",
    ],
    [
      { rules: [{ overtimeType: "swap_schedule", multiplier: "custom", customMultiplier: 1.234 }] },
      "rules.0.customMultiplier",
    ],
    [{ rules: [{ overtimeType: "swap_schedule", payKind: "fixed" }] }, "rules.0.fixedAmount"],
    [
      { rules: [{ overtimeType: "swap_schedule", payKind: "fixed", fixedAmount: 100.5 }] },
      "rules.0.fixedAmount",
    ],
    [
      { rules: [{ overtimeType: "swap_schedule", payKind: "fixed", fixedAmount: 0 }] },
      "rules.0.fixedAmount",
    ],
  ])("%j is a problem at %s", (overrides, field) => {
    const { problems } = validateOvertimePolicy({ name: "A", ...overrides });
    expect(fields(problems)).toEqual([field]);
  });

  it("words problems in Indonesian on request", () => {
    const { problems } = validateOvertimePolicy({ name: "", minimumMinutes: 300 }, "id");
    expect(problems).toEqual([
      { field: "name", message: "wajib diisi" },
      { field: "minimumMinutes", message: "harus bilangan bulat dari 0 sampai 240" },
    ]);
  });
});

describe("the statutory floor a policy is measured against", () => {
  it("swap_schedule is paid as a working day (Decision, Q4)", () => {
    expect(statutoryDayTypeOf("swap_schedule")).toBe("regular_working_day");
    expect(firstHourMultiplier("5-day", "swap_schedule")).toBe(1.5);
    expect(firstHourMultiplier("6-day", "working_on_day_off")).toBe(2);
  });

  it("is the worst average of the ladder over the hours a day may hold", () => {
    // Working day within the 4 h cap: (1.5 + 3 × 2) / 4.
    expect(statutoryFloorMultiplier("5-day", "regular_working_day")).toBe(1.875);
    // Rest day, 5-day week: 12 h = 8 × 2 + 3 + 3 × 4 = 31 units.
    expect(statutoryFloorMultiplier("5-day", "working_on_day_off")).toBeCloseTo(31 / 12, 12);
    // Rest day, 6-day week: 11 h = 7 × 2 + 3 + 3 × 4 = 29 units.
    expect(statutoryFloorMultiplier("6-day", "working_on_day_off")).toBeCloseTo(29 / 11, 12);
    // Holiday, 6-day week: the shortest-day ladder (9 h = 25 units) is the stricter.
    expect(statutoryFloorMultiplier("6-day", "working_on_national_holiday")).toBeCloseTo(
      25 / 9,
      12,
    );
  });

  it("property: a flat floor multiplier never pays less than the ladder for whole hours", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WORK_WEEKS),
        fc.constantFrom(...OVERTIME_TYPES),
        fc.integer({ min: 1, max: 12 }),
        (week, type, hours) => {
          const floor = statutoryFloorMultiplier(week, type);
          const ladder = ladderFor(week, statutoryDayTypeOf(type));
          const statutory = multiplierUnits(splitHours(ladder, hours));
          const placed = splitHours(ladder, hours).reduce((s, p) => s + p.hours, 0);
          if (type === "regular_working_day" || type === "swap_schedule") fc.pre(hours <= 4); // the cap
          expect(floor * placed).toBeGreaterThanOrEqual(statutory - 1e-9);
          expect(floor).toBeGreaterThanOrEqual(firstHourMultiplier(week, type));
        },
      ),
    );
  });
});

describe("overtimePolicyWarnings", () => {
  const base = validateOvertimePolicy({ name: "A" }).values;
  const withRule = (rule: object, more: object = {}) =>
    validateOvertimePolicy({
      name: "A",
      rules: [{ overtimeType: "regular_working_day", ...rule }],
      ...more,
    }).values;

  it("a statutory policy has none", () => {
    expect(overtimePolicyWarnings(base, UMP_DKI_2026)).toEqual([]);
  });

  it("warns on a fixed amount below the statutory pay at the minimum wage, not at or above it", () => {
    // 5,729,876 / 173 = 33,120.6705…; × 1.875 = 62,101.26
    const statutory = (UMP_DKI_2026 / 173) * 1.875;
    expect(
      overtimePolicyWarnings(withRule({ payKind: "fixed", fixedAmount: 62_102 }), UMP_DKI_2026),
    ).toEqual([]);
    const warnings = overtimePolicyWarnings(
      withRule({ payKind: "fixed", fixedAmount: 62_101 }),
      UMP_DKI_2026,
    );
    expect(warnings).toEqual([
      {
        field: "rules.2.fixedAmount",
        code: "fixed_below_statutory",
        message: `Regular working day: Rp 62.101 an hour is below the statutory ${rupiahText(statutory)} an hour at the minimum wage of Rp 5.729.876 (PP 35/2021 Art 31: 4 hours pay 7.5 × the hourly wage)`,
      },
    ]);
    expect(rupiahText(statutory)).toBe("Rp 62.101,26");
    // The first-hour figure (1.5×) alone is well below the floor: still a warning.
    expect(
      overtimePolicyWarnings(withRule({ payKind: "fixed", fixedAmount: 49_682 }), UMP_DKI_2026),
    ).toHaveLength(1);
  });

  it("measures with the truncated hourly wage in that rounding mode", () => {
    expect(hourlyWageOf(UMP_DKI_2026, "hourly_truncated")).toBe(33_120);
    // 33,120 × 1.875 = 62,100: the same 62,101 is fine when truncated first.
    expect(
      overtimePolicyWarnings(
        withRule({ payKind: "fixed", fixedAmount: 62_100 }, { rounding: "hourly_truncated" }),
        UMP_DKI_2026,
      ),
    ).toEqual([]);
  });

  it("warns on a custom multiplier below the ladder's floor, in Indonesian too", () => {
    const values = withRule({ multiplier: "custom", customMultiplier: 1.5 });
    expect(overtimePolicyWarnings(values, UMP_DKI_2026, "id")).toEqual([
      {
        field: "rules.2.customMultiplier",
        code: "custom_below_statutory",
        message:
          "Hari kerja biasa: pengali 1,5 membayar kurang dari tangga upah lembur menurut aturan, yang membutuhkan paling sedikit 1,88 (PP 35/2021 Pasal 31)",
      },
    ]);
    expect(
      overtimePolicyWarnings(withRule({ multiplier: "custom", customMultiplier: 2 }), null),
    ).toEqual([]);
  });

  it("ignores disabled rules; without a minimum wage says the amounts are unchecked", () => {
    expect(
      overtimePolicyWarnings(
        withRule({ enabled: false, payKind: "fixed", fixedAmount: 1 }),
        UMP_DKI_2026,
      ),
    ).toEqual([]);
    expect(
      overtimePolicyWarnings(withRule({ payKind: "fixed", fixedAmount: 1 }), null).map(
        (w) => w.code,
      ),
    ).toEqual(["no_minimum_wage"]);
  });

  it("property: raising a fixed amount never adds a warning", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.constantFrom(...OVERTIME_TYPES),
        (amount, raise, type) => {
          const at = (fixedAmount: number) =>
            overtimePolicyWarnings(
              validateOvertimePolicy({
                name: "A",
                rules: [{ overtimeType: type, enabled: true, payKind: "fixed", fixedAmount }],
              }).values,
              UMP_DKI_2026,
            ).length;
          expect(at(amount + raise)).toBeLessThanOrEqual(at(amount));
        },
      ),
    );
  });
});

describe("minimum wages", () => {
  it("the reference is the latest year's default row, else its highest province", () => {
    const rows = [
      { provinceId: null, year: 2025, amount: 5_396_761 },
      { provinceId: "31", year: 2026, amount: 5_729_876 },
      { provinceId: "33", year: 2026, amount: 2_300_000 },
      { provinceId: null, year: 2027, amount: 9_000_000 },
    ];
    expect(referenceMinimumWage(rows, 2026)).toBe(5_729_876);
    expect(referenceMinimumWage(rows, 2025)).toBe(5_396_761);
    expect(referenceMinimumWage([...rows, { provinceId: null, year: 2026, amount: 3 }], 2026)).toBe(
      3,
    );
    expect(referenceMinimumWage(rows, 2024)).toBeNull();
  });

  it("validates year and whole-rupiah amount; a blank province is the default", () => {
    expect(validateMinimumWage({ provinceId: " ", year: 2026, amount: 5_729_876 })).toEqual({
      values: { provinceId: null, year: 2026, amount: 5_729_876, source: null },
      problems: [],
    });
    expect(fields(validateMinimumWage({ year: 1999, amount: 0 }).problems).sort()).toEqual([
      "amount",
      "year",
    ]);
    expect(fields(validateMinimumWage({ year: 2026, amount: 1.5 }).problems)).toEqual(["amount"]);
  });
});
