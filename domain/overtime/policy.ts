/**
 * Issue 15: overtime policies (SPEC §9 overtime types, RULES.md §1) and the regional minimum
 * wages their warnings measure against. Pure: the rules on a policy's input, shared by the hcm
 * service (services/hcm/overtime/policies) and the console's form, and the compliance warnings
 * of RULES.md §1.6 ("a fixed amount below the Art 31 result should at least raise a compliance
 * warning"). Problems and warnings come in the caller's language (en by default).
 */
import {
  DAILY_CAP_HOURS,
  ladderEnd,
  ladderFor,
  multiplierUnits,
  OVERTIME_TYPES,
  type OvertimeType,
  type StatutoryDayType,
  splitHours,
  WORK_WEEKS,
  type WorkWeek,
} from "./ladder.ts";

export type OvertimeLanguage = "en" | "id";
export type FieldProblem = { field: string; message: string };
export type PolicyWarning = {
  field: string;
  code: "fixed_below_statutory" | "custom_below_statutory" | "no_minimum_wage";
  message: string;
};

export const OVERTIME_MODES = ["manual", "automatic"] as const;
export type OvertimeMode = (typeof OVERTIME_MODES)[number];
export const OVERTIME_ROUNDINGS = ["exact", "hourly_truncated"] as const;
export type OvertimeRounding = (typeof OVERTIME_ROUNDINGS)[number];
export const MINUTE_ROUNDINGS = [1, 5, 10, 15, 30, 60] as const;
export const PAY_KINDS = ["rate", "fixed"] as const;
export type PayKind = (typeof PAY_KINDS)[number];
export const MULTIPLIER_KINDS = ["statutory", "custom"] as const;
export type MultiplierKind = (typeof MULTIPLIER_KINDS)[number];

const MAX_POLICY_NAME = 100;
const MAX_MINIMUM_MINUTES = 240;
const MAX_HOURS_PER_REQUEST = 24;
/** numeric(5,2) holds up to 999.99; no regulation pays more than 4×, so 10× is a typo guard. */
const MAX_CUSTOM_MULTIPLIER = 10;
/** Per hour, integer rupiah; the same bound as the minimum-wage table's amount. */
const MAX_FIXED_AMOUNT = 1_000_000_000;
/** PP 35/2021 Art 32(2): the hourly wage is 1/173 of the monthly wage (RULES.md §1.4). */
const HOURS_PER_MONTH = 173;

export type OvertimeRuleInput = {
  overtimeType: string;
  enabled?: boolean | null | undefined;
  payKind?: string | null | undefined;
  multiplier?: string | null | undefined;
  customMultiplier?: number | null | undefined;
  fixedAmount?: number | null | undefined;
};

export type OvertimePolicyInput = {
  name: string;
  workWeek?: string | null | undefined;
  mode?: string | null | undefined;
  rounding?: string | null | undefined;
  minuteRounding?: number | null | undefined;
  minimumMinutes?: number | null | undefined;
  maxHoursPerRequest?: number | null | undefined;
  enforceCaps?: boolean | null | undefined;
  rules?: readonly OvertimeRuleInput[] | null | undefined;
  branchIds?: readonly number[] | null | undefined;
  agentIds?: readonly number[] | null | undefined;
};

export type OvertimeRuleValues = {
  overtimeType: OvertimeType;
  enabled: boolean;
  payKind: PayKind;
  multiplier: MultiplierKind;
  customMultiplier: number | null;
  fixedAmount: number | null;
};

export type OvertimePolicyValues = {
  name: string;
  workWeek: WorkWeek;
  mode: OvertimeMode;
  rounding: OvertimeRounding;
  minuteRounding: number;
  minimumMinutes: number;
  maxHoursPerRequest: number | null;
  enforceCaps: boolean;
  rules: OvertimeRuleValues[];
  branchIds: number[];
  agentIds: number[];
};

type Say = { en: string; id: string };
const say = (language: OvertimeLanguage, text: Say) => text[language];

/** The four rules in the order of OVERTIME_TYPES, the default one being a statutory rate. */
export function defaultRule(overtimeType: OvertimeType): OvertimeRuleValues {
  return {
    overtimeType,
    // Decision (RULES.md Q4): swap_schedule has no statutory category, so it starts disabled;
    // a client that pays it turns it on and chooses how.
    enabled: overtimeType !== "swap_schedule",
    payKind: "rate",
    multiplier: "statutory",
    customMultiplier: null,
    fixedAmount: null,
  };
}

const uniqueIds = (ids: readonly number[] | null | undefined) => [...new Set(ids ?? [])];
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);
const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/**
 * The policy's values once normalised (trimmed name, defaults, one rule per overtime type in
 * SPEC §9 order, unique coverage ids) and every problem at once, naming its field
 * (`rules.<index>.<field>` for a rule, the index in the input's list). Uniqueness of the name
 * and the coverage are the service's checks (they need the other policies).
 */
export function validateOvertimePolicy(
  input: OvertimePolicyInput,
  language: OvertimeLanguage = "en",
): { values: OvertimePolicyValues; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const problem = (field: string, text: Say) =>
    problems.push({ field, message: say(language, text) });
  const oneOf = (list: readonly (string | number)[]) => ({
    en: `must be one of ${list.join(", ")}`,
    id: `harus salah satu dari ${list.join(", ")}`,
  });

  const name = typeof input.name === "string" ? input.name.trim() : "";
  if (name.length === 0) problem("name", { en: "is required", id: "wajib diisi" });
  else if (name.length > MAX_POLICY_NAME)
    problem("name", {
      en: `must be at most ${MAX_POLICY_NAME} characters`,
      id: `maksimal ${MAX_POLICY_NAME} karakter`,
    });

  const workWeek = input.workWeek ?? "5-day";
  if (!isOneOf(WORK_WEEKS, workWeek)) problem("workWeek", oneOf(WORK_WEEKS));
  const mode = input.mode ?? "manual";
  if (!isOneOf(OVERTIME_MODES, mode)) problem("mode", oneOf(OVERTIME_MODES));
  const rounding = input.rounding ?? "exact";
  if (!isOneOf(OVERTIME_ROUNDINGS, rounding)) problem("rounding", oneOf(OVERTIME_ROUNDINGS));
  const minuteRounding = input.minuteRounding ?? 1;
  if (!(MINUTE_ROUNDINGS as readonly number[]).includes(minuteRounding))
    problem("minuteRounding", oneOf(MINUTE_ROUNDINGS));
  const minimumMinutes = input.minimumMinutes ?? 0;
  if (
    !Number.isInteger(minimumMinutes) ||
    minimumMinutes < 0 ||
    minimumMinutes > MAX_MINIMUM_MINUTES
  )
    problem("minimumMinutes", {
      en: `must be a whole number from 0 to ${MAX_MINIMUM_MINUTES}`,
      id: `harus bilangan bulat dari 0 sampai ${MAX_MINIMUM_MINUTES}`,
    });
  const maxHours = input.maxHoursPerRequest ?? null;
  if (
    maxHours !== null &&
    (!Number.isFinite(maxHours) ||
      maxHours <= 0 ||
      maxHours > MAX_HOURS_PER_REQUEST ||
      !hasAtMostTwoDecimals(maxHours))
  )
    problem("maxHoursPerRequest", {
      en: `must be more than 0 and at most ${MAX_HOURS_PER_REQUEST} hours, with at most 2 decimals`,
      id: `harus lebih dari 0 dan paling banyak ${MAX_HOURS_PER_REQUEST} jam, dengan paling banyak 2 desimal`,
    });

  const given = new Map<OvertimeType, OvertimeRuleValues>();
  (input.rules ?? []).forEach((rule, index) => {
    const at = (field: string) => `rules.${index}.${field}`;
    if (!isOneOf(OVERTIME_TYPES, rule.overtimeType)) {
      problem(at("overtimeType"), oneOf(OVERTIME_TYPES));
      return;
    }
    if (given.has(rule.overtimeType)) {
      problem(at("overtimeType"), {
        en: "appears more than once",
        id: "muncul lebih dari sekali",
      });
      return;
    }
    const payKind = rule.payKind ?? "rate";
    if (!isOneOf(PAY_KINDS, payKind)) problem(at("payKind"), oneOf(PAY_KINDS));
    const multiplier = rule.multiplier ?? "statutory";
    if (!isOneOf(MULTIPLIER_KINDS, multiplier)) problem(at("multiplier"), oneOf(MULTIPLIER_KINDS));
    const custom = rule.customMultiplier ?? null;
    const fixed = rule.fixedAmount ?? null;
    if (payKind === "rate" && multiplier === "custom" && custom === null)
      problem(at("customMultiplier"), {
        en: "is required for a custom multiplier",
        id: "wajib diisi untuk pengali khusus",
      });
    if (
      custom !== null &&
      (!Number.isFinite(custom) ||
        custom <= 0 ||
        custom > MAX_CUSTOM_MULTIPLIER ||
        !hasAtMostTwoDecimals(custom))
    )
      problem(at("customMultiplier"), {
        en: `must be more than 0 and at most ${MAX_CUSTOM_MULTIPLIER}, with at most 2 decimals`,
        id: `harus lebih dari 0 dan paling banyak ${MAX_CUSTOM_MULTIPLIER}, dengan paling banyak 2 desimal`,
      });
    if (payKind === "fixed" && fixed === null)
      problem(at("fixedAmount"), {
        en: "is required for a fixed amount per hour",
        id: "wajib diisi untuk nominal tetap per jam",
      });
    if (fixed !== null && (!Number.isInteger(fixed) || fixed < 1 || fixed > MAX_FIXED_AMOUNT))
      problem(at("fixedAmount"), {
        en: `must be whole rupiah from 1 to ${MAX_FIXED_AMOUNT}`,
        id: `harus rupiah bulat dari 1 sampai ${MAX_FIXED_AMOUNT}`,
      });
    given.set(rule.overtimeType, {
      overtimeType: rule.overtimeType,
      enabled: rule.enabled ?? true,
      payKind: payKind as PayKind,
      multiplier: multiplier as MultiplierKind,
      // What the chosen pay does not use is not kept (a fixed rule has no multiplier).
      customMultiplier: payKind === "rate" && multiplier === "custom" ? custom : null,
      fixedAmount: payKind === "fixed" ? fixed : null,
    });
  });

  const values: OvertimePolicyValues = {
    name,
    workWeek: workWeek as WorkWeek,
    mode: mode as OvertimeMode,
    rounding: rounding as OvertimeRounding,
    minuteRounding,
    minimumMinutes,
    maxHoursPerRequest: maxHours,
    enforceCaps: input.enforceCaps ?? true,
    rules: OVERTIME_TYPES.map((type) => given.get(type) ?? defaultRule(type)),
    branchIds: uniqueIds(input.branchIds),
    agentIds: uniqueIds(input.agentIds),
  };
  return { values, problems };
}

/**
 * The statutory day type an overtime type is paid as. Decision (RULES.md §1.6, Q4):
 * swap_schedule has no statutory category; a rest day formally swapped into a working day IS a
 * working day, so overtime on it follows the working-day ladder of Art 31(1) (and counts
 * toward the 4 h / 18 h caps), and no rest-day premium is owed by law. A client paying more
 * says so with a custom multiplier or a fixed amount.
 */
export function statutoryDayTypeOf(type: OvertimeType): StatutoryDayType {
  return type === "swap_schedule" ? "regular_working_day" : type;
}

/**
 * The smallest flat multiplier that pays at least the statutory ladder for every whole number
 * of hours one day can hold: max over h of (ladder units for h) / h. A flat 1.5× on a working
 * day pays the first hour right but 0.5 short on each later one, so comparing with the
 * first-hour multiplier alone would miss underpayment.
 *
 * Decision: the hours considered are those the policy lets a day have: on a working day up to
 * the 4-hour cap (Art 26) when the policy enforces the caps, else up to 24; on a rest day or
 * holiday up to the ladder's end (Art 31(2)/(3); Q3). For a national holiday in a 6-day week
 * both ladders (Art 31(2)(a) and the shortest-day 31(2)(b)) are measured and the higher wins,
 * since a policy cannot know on which weekday a holiday falls.
 */
export function statutoryFloorMultiplier(
  workWeek: WorkWeek,
  type: OvertimeType,
  enforceCaps = true,
): number {
  return statutoryFloor(workWeek, type, enforceCaps).multiplier;
}

/** The floor multiplier and the day length (hours) whose ladder pay sets it. */
function statutoryFloor(workWeek: WorkWeek, type: OvertimeType, enforceCaps: boolean) {
  const dayType = statutoryDayTypeOf(type);
  const ladders =
    dayType === "working_on_national_holiday" && workWeek === "6-day"
      ? [ladderFor(workWeek, dayType, false), ladderFor(workWeek, dayType, true)]
      : [ladderFor(workWeek, dayType)];
  let floor = { multiplier: 0, hours: 1 };
  for (const ladder of ladders) {
    const end = ladderEnd(ladder);
    const hours = Number.isFinite(end) ? end : enforceCaps ? DAILY_CAP_HOURS : 24;
    for (let h = 1; h <= hours; h++) {
      const average = multiplierUnits(splitHours(ladder, h)) / h;
      if (average > floor.multiplier) floor = { multiplier: average, hours: h };
    }
  }
  return floor;
}

/** The first-hour multiplier of the statutory ladder for an overtime type (1.5 or 2). */
export function firstHourMultiplier(workWeek: WorkWeek, type: OvertimeType): number {
  return ladderFor(workWeek, statutoryDayTypeOf(type))[0]!.multiplier;
}

/** Hourly wage of a monthly wage (Art 32(2)), truncated to whole rupiah in that rounding mode. */
export function hourlyWageOf(monthly: number, rounding: OvertimeRounding): number {
  const hourly = monthly / HOURS_PER_MONTH;
  return rounding === "hourly_truncated" ? Math.floor(hourly) : hourly;
}

/** "Rp 1.234.567" (or with ",50" sen): SPEC §9 currency, without importing the UI formatter. */
export function rupiahText(amount: number): string {
  const cents = Math.round(amount * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const sen = cents % 100;
  return `Rp ${whole}${sen === 0 ? "" : `,${String(sen).padStart(2, "0")}`}`;
}

const multiplierText = (n: number, language: OvertimeLanguage) => {
  const text = String(Math.ceil(n * 100 - 1e-9) / 100);
  return language === "id" ? text.replace(".", ",") : text;
};

const TYPE_LABELS: Readonly<Record<OvertimeType, Say>> = {
  working_on_day_off: { en: "Working on day off", id: "Bekerja di hari libur" },
  working_on_national_holiday: {
    en: "Working on national holiday",
    id: "Bekerja di hari libur nasional",
  },
  regular_working_day: { en: "Regular working day", id: "Hari kerja biasa" },
  swap_schedule: { en: "Swap schedule", id: "Tukar jadwal" },
};
const overtimeTypeLabel = (type: OvertimeType, language: OvertimeLanguage = "en") =>
  TYPE_LABELS[type][language];

/**
 * RULES.md §1.6: what a policy pays below the law (Art 27(1) obliges the statutory overtime
 * wage; Art 31 sets it), as warnings the policy is still saved with. The reference wage is the
 * client's minimum wage (the table's, see {@link referenceMinimumWage}): no worker may earn
 * less (Art 33(3)), so pay below the statutory figure at that wage is below it for everyone.
 *
 * - a fixed amount per hour below hourly × the statutory floor multiplier
 *   ({@link statutoryFloorMultiplier}: at least the ladder's first-hour multiplier, 1.5 or 2);
 * - a custom multiplier below that floor multiplier.
 *
 * Disabled rules are not measured. Without a minimum wage only the multipliers are measured,
 * and one warning says the amounts could not be (`minimumWage` null).
 */
export function overtimePolicyWarnings(
  values: Pick<OvertimePolicyValues, "workWeek" | "rounding" | "enforceCaps" | "rules">,
  minimumWage: number | null,
  language: OvertimeLanguage = "en",
): PolicyWarning[] {
  const warnings: PolicyWarning[] = [];
  const hourly = minimumWage === null ? null : hourlyWageOf(minimumWage, values.rounding);
  let fixedUnmeasured = false;
  values.rules.forEach((rule, index) => {
    if (!rule.enabled) return;
    const { multiplier: floor, hours } = statutoryFloor(
      values.workWeek,
      rule.overtimeType,
      values.enforceCaps,
    );
    const label = overtimeTypeLabel(rule.overtimeType, language);
    if (rule.payKind === "fixed" && rule.fixedAmount !== null) {
      if (hourly === null) {
        fixedUnmeasured = true;
        return;
      }
      const statutory = hourly * floor;
      if (rule.fixedAmount < statutory - 1e-6)
        warnings.push({
          field: `rules.${index}.fixedAmount`,
          code: "fixed_below_statutory",
          message: say(language, {
            en: `${label}: ${rupiahText(rule.fixedAmount)} an hour is below the statutory ${rupiahText(statutory)} an hour at the minimum wage of ${rupiahText(minimumWage!)} (PP 35/2021 Art 31: ${hours} hour${hours === 1 ? "" : "s"} pay ${multiplierText(floor * hours, language)} × the hourly wage)`,
            id: `${label}: ${rupiahText(rule.fixedAmount)} per jam di bawah upah lembur menurut aturan ${rupiahText(statutory)} per jam pada upah minimum ${rupiahText(minimumWage!)} (PP 35/2021 Pasal 31: ${hours} jam dibayar ${multiplierText(floor * hours, language)} × upah per jam)`,
          }),
        });
    }
    if (
      rule.payKind === "rate" &&
      rule.multiplier === "custom" &&
      rule.customMultiplier !== null &&
      rule.customMultiplier < floor - 1e-9
    )
      warnings.push({
        field: `rules.${index}.customMultiplier`,
        code: "custom_below_statutory",
        message: say(language, {
          en: `${label}: a multiplier of ${multiplierText(rule.customMultiplier, language)} pays less than the statutory ladder, which needs at least ${multiplierText(floor, language)} (PP 35/2021 Art 31)`,
          id: `${label}: pengali ${multiplierText(rule.customMultiplier, language)} membayar kurang dari tangga upah lembur menurut aturan, yang membutuhkan paling sedikit ${multiplierText(floor, language)} (PP 35/2021 Pasal 31)`,
        }),
      });
  });
  if (fixedUnmeasured)
    warnings.push({
      field: "rules",
      code: "no_minimum_wage",
      message: say(language, {
        en: "No minimum wage is set, so the fixed amounts cannot be checked against the statutory overtime pay: add one under Minimum Wages",
        id: "Upah minimum belum diatur, sehingga nominal tetap tidak dapat dibandingkan dengan upah lembur menurut aturan: tambahkan di Upah Minimum",
      }),
    });
  return warnings;
}

export type MinimumWageRow = { provinceId: string | null; year: number; amount: number };

/**
 * The minimum wage a policy's warnings measure against. Decision: the latest year not after
 * `year` that has rows; in it the client's default row (no province), else the highest
 * provincial figure (the strictest floor any covered worker may have). null without rows.
 */
export function referenceMinimumWage(rows: readonly MinimumWageRow[], year: number): number | null {
  const years = rows.map((r) => r.year).filter((y) => y <= year);
  if (years.length === 0) return null;
  const latest = Math.max(...years);
  const inYear = rows.filter((r) => r.year === latest);
  const fallback = inYear.find((r) => r.provinceId === null);
  return fallback ? fallback.amount : Math.max(...inYear.map((r) => r.amount));
}

export type MinimumWageInput = {
  provinceId?: string | null | undefined;
  year: number;
  amount: number;
  source?: string | null | undefined;
};

const MIN_WAGE_YEAR = 2000;
const MAX_WAGE_YEAR = 2100;
const MAX_MINIMUM_WAGE = 1_000_000_000;

/** A minimum-wage row: year 2000–2100, amount whole rupiah 1 to 1,000,000,000 (migration 0027). */
export function validateMinimumWage(input: MinimumWageInput, language: OvertimeLanguage = "en") {
  const problems: FieldProblem[] = [];
  const provinceId =
    typeof input.provinceId === "string" && input.provinceId.trim() !== ""
      ? input.provinceId.trim()
      : null;
  const source =
    typeof input.source === "string" && input.source.trim() !== "" ? input.source.trim() : null;
  if (!Number.isInteger(input.year) || input.year < MIN_WAGE_YEAR || input.year > MAX_WAGE_YEAR)
    problems.push({
      field: "year",
      message: say(language, {
        en: `must be a year from ${MIN_WAGE_YEAR} to ${MAX_WAGE_YEAR}`,
        id: `harus tahun dari ${MIN_WAGE_YEAR} sampai ${MAX_WAGE_YEAR}`,
      }),
    });
  if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > MAX_MINIMUM_WAGE)
    problems.push({
      field: "amount",
      message: say(language, {
        en: `must be whole rupiah from 1 to ${MAX_MINIMUM_WAGE}`,
        id: `harus rupiah bulat dari 1 sampai ${MAX_MINIMUM_WAGE}`,
      }),
    });
  if (source !== null && source.length > 500)
    problems.push({
      field: "source",
      message: say(language, { en: "must be at most 500 characters", id: "maksimal 500 karakter" }),
    });
  return { values: { provinceId, year: input.year, amount: input.amount, source }, problems };
}
