import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeProblem } from "../problems.ts";
import { LEAVE_KINDS } from "./kinds.ts";
import {
  hasTwoDecimals,
  LEAVE_PRESETS,
  type LeavePolicyInput,
  ladderOf,
  ladderPercent,
  presetOf,
  STATUTORY_EVENT_DAYS,
  STATUTORY_KINDS,
  STATUTORY_SICK_LADDER,
  statutoryWarnings,
  validateLeavePolicy,
} from "./policy.ts";

const annual = (): LeavePolicyInput => ({
  name: "Cuti Tahunan",
  kind: "annual",
  limited: true,
  daysPerPeriod: 12,
  accrual: "annually",
  startFrom: "after_probation",
  probationMonths: 12,
  paidByDefault: true,
});

const fieldsOf = (input: LeavePolicyInput) =>
  validateLeavePolicy(input).problems.map((p) => p.field);

describe("validateLeavePolicy", () => {
  it("accepts the contract's minimal body and fills the table defaults", () => {
    const { values, problems } = validateLeavePolicy(annual());
    expect(problems).toEqual([]);
    expect(values).toMatchObject({
      name: "Cuti Tahunan",
      kind: "annual",
      limited: true,
      daysPerPeriod: 12,
      probationMonths: 12,
      carryOverDays: 0,
      carryOverExpiryMonths: null,
      maxDaysPerRequest: null,
      halfDayAllowed: false,
      countDaysOff: false,
      coversAll: true,
      branchIds: [],
      agentIds: [],
      status: "active",
      settings: {},
    });
  });

  it("names each bad field", () => {
    const bad = (patch: Partial<Record<keyof LeavePolicyInput, unknown>>) =>
      fieldsOf({ ...annual(), ...patch } as LeavePolicyInput);
    expect(bad({ name: "  " })).toEqual(["name"]);
    expect(bad({ name: "x".repeat(101) })).toEqual(["name"]);
    expect(bad({ kind: "holiday" })).toEqual(["kind"]);
    expect(bad({ accrual: "weekly" })).toEqual(["accrual"]);
    expect(bad({ startFrom: "tomorrow" })).toEqual(["startFrom"]);
    expect(bad({ daysPerPeriod: null })).toEqual(["daysPerPeriod"]);
    expect(bad({ daysPerPeriod: -1 })).toEqual(["daysPerPeriod"]);
    expect(bad({ daysPerPeriod: 367 })).toEqual(["daysPerPeriod"]);
    expect(bad({ daysPerPeriod: 1.234 })).toEqual(["daysPerPeriod"]);
    expect(bad({ daysPerPeriod: Number.NaN })).toEqual(["daysPerPeriod"]);
    expect(bad({ probationMonths: 25 })).toEqual(["probationMonths"]);
    expect(bad({ probationMonths: 1.5 })).toEqual(["probationMonths"]);
    expect(bad({ probationMonths: null })).toEqual(["probationMonths"]);
    expect(bad({ carryOverDays: -0.5 })).toEqual(["carryOverDays"]);
    expect(bad({ carryOverDays: 5, carryOverExpiryMonths: 13 })).toEqual(["carryOverExpiryMonths"]);
    expect(bad({ carryOverExpiryMonths: 0 })).toEqual(["carryOverExpiryMonths"]);
    expect(bad({ maxDaysPerRequest: 0 })).toEqual(["maxDaysPerRequest"]);
    expect(bad({ maxDaysPerRequest: 0.25 })).toEqual(["maxDaysPerRequest"]);
    expect(bad({ status: "archived" })).toEqual(["status"]);
    expect(bad({ coversAll: false })).toEqual(["branchIds"]);
    expect(bad({ halfDayAllowed: "yes" })).toEqual(["halfDayAllowed"]);
    expect(bad({ settings: [] })).toEqual(["settings"]);
    expect(bad({ settings: { colour: "red" } })).toEqual(["settings.colour"]);
    expect(bad({ settings: { extensionMonths: 7 } })).toEqual(["settings.extensionMonths"]);
    expect(bad({ settings: { payLadder: [{ fromMonth: 2, toMonth: 4, percent: 100 }] } })).toEqual([
      "settings.payLadder",
    ]);
  });

  it("reports several problems at once", () => {
    expect(fieldsOf({ ...annual(), name: "", kind: "x", daysPerPeriod: -3 })).toEqual([
      "name",
      "kind",
      "daysPerPeriod",
    ]);
  });

  it("keeps no days for an unlimited policy, no probation from the join date, no expiry without carry-over", () => {
    const { values, problems } = validateLeavePolicy({
      ...annual(),
      limited: false,
      daysPerPeriod: 10,
      startFrom: "join_date",
      probationMonths: 3,
      carryOverDays: 0,
      carryOverExpiryMonths: 3,
    });
    expect(problems).toEqual([]);
    expect(values.daysPerPeriod).toBeNull();
    expect(values.probationMonths).toBe(0);
    expect(values.carryOverExpiryMonths).toBeNull();
  });

  it("drops the coverage lists of a policy covering everyone and de-duplicates them otherwise", () => {
    expect(
      validateLeavePolicy({ ...annual(), branchIds: [1], agentIds: [2] }).values,
    ).toMatchObject({ branchIds: [], agentIds: [] });
    expect(
      validateLeavePolicy({ ...annual(), coversAll: false, branchIds: [3, 3, 4] }).values.branchIds,
    ).toEqual([3, 4]);
  });

  it("words its problems so the catalogue translates them", () => {
    const { problems } = validateLeavePolicy({
      ...annual(),
      name: "",
      kind: "x",
      daysPerPeriod: 1.234,
      probationMonths: 99,
      coversAll: false,
      settings: { payLadder: [] },
    } as LeavePolicyInput);
    for (const problem of problems)
      expect(describeProblem(problem.message), problem.message).not.toBeNull();
  });

  it("accepts any day count from 0 to 366 with two decimals, and refuses three", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36_600 }), (hundredths) => {
        const days = hundredths / 100;
        const { values, problems } = validateLeavePolicy({ ...annual(), daysPerPeriod: days });
        expect(problems).toEqual([]);
        expect(values.daysPerPeriod).toBe(days);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 366_000 }), (thousandths) => {
        fc.pre(thousandths % 10 !== 0);
        expect(fieldsOf({ ...annual(), daysPerPeriod: thousandths / 1000 })).toEqual([
          "daysPerPeriod",
        ]);
      }),
    );
  });
});

describe("pay ladders", () => {
  it("reads the statutory sick ladder month by month", () => {
    expect([1, 4, 5, 8, 9, 12, 13, 40].map((m) => ladderPercent(STATUTORY_SICK_LADDER, m))).toEqual(
      [100, 100, 75, 75, 50, 50, 25, 25],
    );
  });

  it("refuses gaps, overlaps, open middles and percents outside 0–100", () => {
    expect(
      ladderOf([
        { fromMonth: 1, toMonth: 2, percent: 100 },
        { fromMonth: 4, toMonth: null, percent: 50 },
      ]),
    ).toBeNull();
    expect(
      ladderOf([
        { fromMonth: 1, toMonth: 3, percent: 100 },
        { fromMonth: 3, toMonth: null, percent: 50 },
      ]),
    ).toBeNull();
    expect(
      ladderOf([
        { fromMonth: 1, toMonth: null, percent: 100 },
        { fromMonth: 2, toMonth: 3, percent: 50 },
      ]),
    ).toBeNull();
    expect(ladderOf([{ fromMonth: 1, toMonth: 3, percent: 101 }])).toBeNull();
    expect(ladderOf([{ fromMonth: 1, toMonth: 3, percent: 50, extra: 1 }])).toBeNull();
    expect(ladderOf([{ fromMonth: 1, toMonth: 3, percent: 50 }])).toEqual([
      { fromMonth: 1, toMonth: 3, percent: 50 },
    ]);
  });

  it("a valid ladder covers every month from 1 to its end exactly once", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            length: fc.integer({ min: 1, max: 9 }),
            percent: fc.integer({ min: 0, max: 100 }),
          }),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        fc.boolean(),
        (parts, open) => {
          let from = 1;
          const steps = parts.map((part, i) => {
            const last = i === parts.length - 1;
            const step = {
              fromMonth: from,
              toMonth: last && open ? null : from + part.length - 1,
              percent: part.percent,
            };
            from += part.length;
            return step;
          });
          const ladder = ladderOf(steps);
          expect(ladder).toEqual(steps);
          parts.forEach((part, i) => {
            expect(ladderPercent(ladder!, steps[i]!.fromMonth)).toBe(part.percent);
          });
        },
      ),
    );
  });
});

describe("presets", () => {
  it("has one preset per kind, valid and without a warning", () => {
    expect(LEAVE_PRESETS.map((p) => p.kind)).toEqual([...LEAVE_KINDS]);
    for (const preset of LEAVE_PRESETS) {
      const { values, problems } = validateLeavePolicy({ ...preset.values, name: preset.name.id });
      expect(problems, preset.kind).toEqual([]);
      expect(values).toMatchObject(preset.values);
      expect(statutoryWarnings(values), preset.kind).toEqual([]);
      expect(preset.name.id.length).toBeLessThanOrEqual(100);
      if (preset.statutory) expect(preset.sources.length, preset.kind).toBeGreaterThan(0);
    }
  });

  it("carries the statutory figures of RULES.md §2", () => {
    expect(presetOf("annual").values).toMatchObject({
      limited: true,
      daysPerPeriod: 12,
      accrual: "annually",
      startFrom: "after_probation",
      probationMonths: 12,
    });
    expect(presetOf("sick").values).toMatchObject({
      limited: false,
      attachmentRequired: true,
      settings: { payLadder: STATUTORY_SICK_LADDER },
    });
    expect(presetOf("menstrual").values).toMatchObject({ daysPerPeriod: 2, accrual: "monthly" });
    expect(presetOf("maternity").values).toMatchObject({
      maxDaysPerRequest: 90,
      countDaysOff: true,
      settings: {
        extensionMonths: 3,
        payLadder: [
          { fromMonth: 1, toMonth: 4, percent: 100 },
          { fromMonth: 5, toMonth: 6, percent: 75 },
        ],
      },
    });
    expect(presetOf("paternity").values).toMatchObject({
      maxDaysPerRequest: 2,
      settings: { extraDaysByAgreement: 3 },
    });
    expect(presetOf("miscarriage").values.maxDaysPerRequest).toBe(45);
    expect(
      Object.fromEntries(
        (
          [
            "marriage",
            "child_marriage",
            "child_circumcision",
            "child_baptism",
            "wife_birth_or_miscarriage",
            "bereavement_family",
            "bereavement_household",
          ] as const
        ).map((kind) => [kind, presetOf(kind).values.maxDaysPerRequest]),
      ),
    ).toEqual({
      marriage: 3,
      child_marriage: 2,
      child_circumcision: 2,
      child_baptism: 2,
      wife_birth_or_miscarriage: 2,
      bereavement_family: 2,
      bereavement_household: 1,
    });
  });
});

describe("statutoryWarnings", () => {
  const values = (patch: Partial<LeavePolicyInput>) =>
    validateLeavePolicy({ ...annual(), ...patch }).values;
  const codes = (patch: Partial<LeavePolicyInput>) =>
    statutoryWarnings(values(patch)).map((w) => w.code);

  it("warns, in both languages, when annual leave is below 12 days a year", () => {
    const [warning] = statutoryWarnings(values({ daysPerPeriod: 10 }));
    expect(warning).toMatchObject({ code: "annual_days", field: "daysPerPeriod" });
    expect(warning!.en).toContain("10 days a year");
    expect(warning!.en).toContain("UU 13/2003 Art 79");
    expect(warning!.id).toContain("10 hari setahun");
    expect(codes({ daysPerPeriod: 1, accrual: "monthly" })).toEqual([]);
    expect(codes({ daysPerPeriod: 0.5, accrual: "monthly" })).toEqual(["annual_days"]);
    expect(codes({ limited: false, daysPerPeriod: null })).toEqual([]);
  });

  it("warns on a late start, counted days off and unpaid annual leave", () => {
    expect(codes({ probationMonths: 13 })).toEqual(["annual_start"]);
    expect(codes({ countDaysOff: true })).toEqual(["annual_days_off"]);
    expect(codes({ paidByDefault: false })).toEqual(["unpaid"]);
  });

  it("warns on menstrual leave under 2 days a month", () => {
    const menstrual = { ...presetOf("menstrual").values, name: "Haid" };
    expect(codes({ ...menstrual, daysPerPeriod: 1 })).toEqual(["menstrual_days"]);
    expect(codes({ ...menstrual, accrual: "annually", daysPerPeriod: 24 })).toEqual([]);
    expect(codes({ ...menstrual, maxDaysPerRequest: 1 })).toEqual(["menstrual_days"]);
  });

  it("warns on maternity under 3 months, a short extension or a lower pay ladder", () => {
    const maternity = { ...presetOf("maternity").values, name: "Melahirkan" };
    expect(codes({ ...maternity, maxDaysPerRequest: 60 })).toEqual(["event_days"]);
    expect(
      codes({ ...maternity, settings: { ...maternity.settings, extensionMonths: 1 } }),
    ).toEqual(["maternity_extension"]);
    expect(
      codes({
        ...maternity,
        settings: { extensionMonths: 3, payLadder: [{ fromMonth: 1, toMonth: 6, percent: 75 }] },
      }),
    ).toEqual(["pay_ladder"]);
    expect(codes({ ...maternity, paidByDefault: false })).toEqual(["unpaid"]);
  });

  it("warns on a sick ladder below the statute and on unpaid or capped sick leave", () => {
    const sick = { ...presetOf("sick").values, name: "Sakit" };
    const [warning] = statutoryWarnings(
      values({
        ...sick,
        settings: {
          payLadder: [
            { fromMonth: 1, toMonth: 4, percent: 100 },
            { fromMonth: 5, toMonth: null, percent: 50 },
          ],
        },
      }),
    );
    expect(warning).toMatchObject({ code: "pay_ladder", field: "settings.payLadder" });
    expect(warning!.en).toContain("50 % in month 5");
    expect(codes({ ...sick, paidByDefault: false })).toEqual(["unpaid"]);
    expect(codes({ ...sick, limited: true, daysPerPeriod: 12 })).toEqual(["sick_limited"]);
  });

  it("never warns about unpaid or custom leave", () => {
    for (const kind of ["unpaid", "custom"] as const)
      expect(
        codes({ ...presetOf(kind).values, name: "x", paidByDefault: false, daysPerPeriod: 0 }),
      ).toEqual([]);
  });

  it("an event leave warns exactly when it grants fewer days than the law", () => {
    const kinds = Object.keys(STATUTORY_EVENT_DAYS) as (keyof typeof STATUTORY_EVENT_DAYS)[];
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.integer({ min: 1, max: 200 }).map((n) => n / 2),
        (kind, max) => {
          const preset = presetOf(kind).values;
          const got = codes({ ...preset, name: "x", maxDaysPerRequest: max });
          expect(got.includes("event_days")).toBe(max < STATUTORY_EVENT_DAYS[kind]!);
        },
      ),
    );
  });

  it("granting more annual days never adds a warning", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 36_600 }),
        fc.integer({ min: 0, max: 36_600 }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(codes({ daysPerPeriod: high / 100 }).length).toBeLessThanOrEqual(
            codes({ daysPerPeriod: low / 100 }).length,
          );
        },
      ),
    );
  });

  it("every statutory kind has a source, and hasTwoDecimals agrees with cents", () => {
    for (const kind of STATUTORY_KINDS) expect(presetOf(kind).sources.length).toBeGreaterThan(0);
    expect(hasTwoDecimals(0.29)).toBe(true);
    expect(hasTwoDecimals(0.295)).toBe(false);
  });
});
