/**
 * Issue 15: leave policies (SPEC §9 Leave; RULES.md §2). Pure: the rules on a policy's input
 * (shared by the hcm service and the console's form), the presets of the statutory kinds with
 * their sources, and the warnings a policy gets when it grants less than the law. Problems
 * are worded in English (domain/problems.ts translates them); warnings carry both languages.
 *
 * What the fields mean (leave-core's ledger and requests read them this way):
 * - the *period* is the accrual period: `accrual: "monthly"` grants `daysPerPeriod` every
 *   month, `"annually"` once a year. `limited: false` is an unlimited policy: no balance is
 *   kept or checked, and `daysPerPeriod` is null; `maxDaysPerRequest` still caps one request.
 * - `startFrom: "after_probation"` with `probationMonths` N: nothing accrues before the join
 *   date + N months (Staffinc's set-ups A and C, RULES.md §2 "How products model").
 * - `carryOverDays`: at most this many unused days move into the next period; they expire
 *   `carryOverExpiryMonths` months into it, or at its end when null.
 * - `settings` holds kind-specific data: `payLadder` (sick, maternity: the share of the wage
 *   paid by month of leave), `extensionMonths` (maternity: more months with a doctor's
 *   certificate), `extraDaysByAgreement` (paternity).
 */
import { LEAVE_KIND_LABELS, LEAVE_KINDS, type LeaveKind } from "./kinds.ts";

export type FieldProblem = { field: string; message: string };
type Bilingual = { en: string; id: string };

export const LEAVE_ACCRUALS = ["monthly", "annually"] as const;
export type LeaveAccrual = (typeof LEAVE_ACCRUALS)[number];
export const LEAVE_START_FROM = ["join_date", "after_probation"] as const;
export type LeaveStartFrom = (typeof LEAVE_START_FROM)[number];
export const LEAVE_POLICY_STATUSES = ["active", "inactive"] as const;
export type LeavePolicyStatus = (typeof LEAVE_POLICY_STATUSES)[number];

export const MAX_LEAVE_POLICY_NAME = 100;
/** numeric(6,2) columns hold at most a year of days (migration 0027). */
export const MAX_DAYS = 366;
export const MAX_PROBATION_MONTHS = 24;
export const MAX_LADDER_STEPS = 12;
/** Ladder months reach this far (10 years); the last step may stay open (toMonth null). */
export const MAX_LADDER_MONTH = 120;

/** One step of a pay ladder: months `fromMonth`–`toMonth` (null: onwards) paid at `percent`. */
export type PayStep = { fromMonth: number; toMonth: number | null; percent: number };
export type LeavePolicySettings = {
  payLadder?: PayStep[];
  extensionMonths?: number;
  extraDaysByAgreement?: number;
};

/** What a caller sends; the console sends numbers already parsed (NaN for unreadable text). */
export type LeavePolicyInput = {
  name: string;
  kind: string;
  limited: boolean;
  daysPerPeriod?: number | null | undefined;
  accrual: string;
  startFrom: string;
  probationMonths?: number | null | undefined;
  carryOverDays?: number | null | undefined;
  carryOverExpiryMonths?: number | null | undefined;
  maxDaysPerRequest?: number | null | undefined;
  halfDayAllowed?: boolean | null | undefined;
  paidByDefault: boolean;
  countDaysOff?: boolean | null | undefined;
  countHolidays?: boolean | null | undefined;
  attachmentRequired?: boolean | null | undefined;
  allowNegative?: boolean | null | undefined;
  coversAll?: boolean | null | undefined;
  branchIds?: readonly number[] | null | undefined;
  agentIds?: readonly number[] | null | undefined;
  status?: string | null | undefined;
  settings?: unknown;
};

export type LeavePolicyValues = {
  name: string;
  kind: LeaveKind;
  limited: boolean;
  daysPerPeriod: number | null;
  accrual: LeaveAccrual;
  startFrom: LeaveStartFrom;
  probationMonths: number;
  carryOverDays: number;
  carryOverExpiryMonths: number | null;
  maxDaysPerRequest: number | null;
  halfDayAllowed: boolean;
  paidByDefault: boolean;
  countDaysOff: boolean;
  countHolidays: boolean;
  attachmentRequired: boolean;
  allowNegative: boolean;
  coversAll: boolean;
  branchIds: number[];
  agentIds: number[];
  status: LeavePolicyStatus;
  settings: LeavePolicySettings;
};

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);

/** At most two decimals (numeric(6,2)), tolerant of binary fractions (0.29 * 100). */
export const hasTwoDecimals = (value: number) =>
  Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const daysMessage = (from: number) =>
  `must be a number from ${from} to ${MAX_DAYS} with at most 2 decimals`;

function daysProblem(value: number, min: number, minExclusive = false): string | null {
  if (typeof value !== "number" || !hasTwoDecimals(value) || value < min || value > MAX_DAYS)
    return daysMessage(min);
  if (minExclusive && value === min) return daysMessage(min);
  return null;
}

const wholeProblem = (value: unknown, min: number, max: number) =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max
    ? null
    : `must be a whole number from ${min} to ${max}`;

const uniqueIds = (ids: readonly number[] | null | undefined) => [...new Set(ids ?? [])];

const round2 = (value: number) => Math.round(value * 100) / 100;

function settingsOf(
  raw: unknown,
  problems: FieldProblem[],
): { settings: LeavePolicySettings; ok: boolean } {
  if (raw === undefined || raw === null) return { settings: {}, ok: true };
  if (typeof raw !== "object" || Array.isArray(raw)) {
    problems.push({ field: "settings", message: "must be an object" });
    return { settings: {}, ok: false };
  }
  const settings: LeavePolicySettings = {};
  const before = problems.length;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    if (key === "payLadder") {
      const ladder = ladderOf(value);
      if (ladder) settings.payLadder = ladder;
      else problems.push({ field: "settings.payLadder", message: LADDER_PROBLEM });
    } else if (key === "extensionMonths") {
      const problem = wholeProblem(value, 0, 6);
      if (problem) problems.push({ field: "settings.extensionMonths", message: problem });
      else settings.extensionMonths = value as number;
    } else if (key === "extraDaysByAgreement") {
      const problem = daysProblem(value as number, 0);
      if (problem) problems.push({ field: "settings.extraDaysByAgreement", message: problem });
      else settings.extraDaysByAgreement = value as number;
    } else problems.push({ field: `settings.${key}`, message: "is not an allowed field" });
  }
  return { settings, ok: problems.length === before };
}

export const LADDER_PROBLEM =
  "must be steps from month 1, each starting the month after the previous one ends, paying 0 to 100 percent";

/**
 * A pay ladder when it is one: 1 to 12 steps, the first from month 1, each from the month
 * after the previous one's last, only the last open-ended, percent a whole 0–100.
 */
export function ladderOf(raw: unknown): PayStep[] | null {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_LADDER_STEPS) return null;
  const steps: PayStep[] = [];
  let next = 1;
  for (const [index, item] of raw.entries()) {
    if (typeof item !== "object" || item === null) return null;
    const { fromMonth, toMonth, percent, ...rest } = item as Record<string, unknown>;
    if (Object.keys(rest).length > 0) return null;
    const last = index === raw.length - 1;
    if (fromMonth !== next) return null;
    const open = toMonth === null || toMonth === undefined;
    if (open && !last) return null;
    if (
      !open &&
      (wholeProblem(toMonth, fromMonth as number, MAX_LADDER_MONTH) !== null ||
        typeof toMonth !== "number")
    )
      return null;
    if (wholeProblem(percent, 0, 100) !== null) return null;
    steps.push({
      fromMonth: fromMonth as number,
      toMonth: open ? null : (toMonth as number),
      percent: percent as number,
    });
    if (!open) next = (toMonth as number) + 1;
  }
  return steps;
}

/** The share of the wage a ladder pays in month `month` of the leave (0 past its end). */
export function ladderPercent(ladder: readonly PayStep[], month: number): number {
  const step = ladder.find(
    (s) => s.fromMonth <= month && (s.toMonth === null || month <= s.toMonth),
  );
  return step?.percent ?? 0;
}

/**
 * The policy's values once every rule holds, and every problem at once (400 naming each
 * field). Decision: an unlimited policy keeps no `daysPerPeriod` (null whatever was sent:
 * the contract's body always carries the field); a join-date policy keeps no probation
 * (0); without carry-over there is no expiry (null); a policy covering every worker keeps
 * no branch or worker list.
 */
export function validateLeavePolicy(input: LeavePolicyInput): {
  values: LeavePolicyValues;
  problems: FieldProblem[];
} {
  const problems: FieldProblem[] = [];
  const name = typeof input.name === "string" ? input.name.trim() : "";
  if (name.length === 0) problems.push({ field: "name", message: "is required" });
  else if (name.length > MAX_LEAVE_POLICY_NAME)
    problems.push({
      field: "name",
      message: `must be at most ${MAX_LEAVE_POLICY_NAME} characters`,
    });
  const kind = isOneOf(LEAVE_KINDS, input.kind) ? input.kind : "custom";
  if (!isOneOf(LEAVE_KINDS, input.kind))
    problems.push({ field: "kind", message: `must be one of ${LEAVE_KINDS.join(", ")}` });
  const accrual = isOneOf(LEAVE_ACCRUALS, input.accrual) ? input.accrual : "annually";
  if (!isOneOf(LEAVE_ACCRUALS, input.accrual))
    problems.push({ field: "accrual", message: `must be one of ${LEAVE_ACCRUALS.join(", ")}` });
  const startFrom = isOneOf(LEAVE_START_FROM, input.startFrom) ? input.startFrom : "join_date";
  if (!isOneOf(LEAVE_START_FROM, input.startFrom))
    problems.push({
      field: "startFrom",
      message: `must be one of ${LEAVE_START_FROM.join(", ")}`,
    });
  const status = input.status ?? "active";
  if (!isOneOf(LEAVE_POLICY_STATUSES, status))
    problems.push({
      field: "status",
      message: `must be one of ${LEAVE_POLICY_STATUSES.join(", ")}`,
    });

  const flag = (field: string, value: boolean | null | undefined, fallback: boolean) => {
    if (value === null || value === undefined) return fallback;
    if (typeof value !== "boolean") {
      problems.push({ field, message: "must be true or false" });
      return fallback;
    }
    return value;
  };
  const limited = flag("limited", input.limited, true);
  const paidByDefault = flag("paidByDefault", input.paidByDefault, true);

  let daysPerPeriod: number | null = null;
  const rawDays = input.daysPerPeriod;
  if (rawDays === null || rawDays === undefined) {
    if (limited)
      problems.push({ field: "daysPerPeriod", message: "is required for a limited policy" });
  } else {
    const problem = daysProblem(rawDays, 0);
    if (problem) problems.push({ field: "daysPerPeriod", message: problem });
    else if (limited) daysPerPeriod = round2(rawDays);
  }

  let probationMonths = 0;
  if (startFrom === "after_probation") {
    const raw = input.probationMonths;
    if (raw === null || raw === undefined)
      problems.push({ field: "probationMonths", message: "is required after probation" });
    else {
      const problem = wholeProblem(raw, 0, MAX_PROBATION_MONTHS);
      if (problem) problems.push({ field: "probationMonths", message: problem });
      else probationMonths = raw;
    }
  } else if (input.probationMonths !== null && input.probationMonths !== undefined) {
    const problem = wholeProblem(input.probationMonths, 0, MAX_PROBATION_MONTHS);
    if (problem) problems.push({ field: "probationMonths", message: problem });
  }

  let carryOverDays = 0;
  if (input.carryOverDays !== null && input.carryOverDays !== undefined) {
    const problem = daysProblem(input.carryOverDays, 0);
    if (problem) problems.push({ field: "carryOverDays", message: problem });
    else carryOverDays = round2(input.carryOverDays);
  }
  let carryOverExpiryMonths: number | null = null;
  if (input.carryOverExpiryMonths !== null && input.carryOverExpiryMonths !== undefined) {
    const problem = wholeProblem(input.carryOverExpiryMonths, 1, 12);
    if (problem) problems.push({ field: "carryOverExpiryMonths", message: problem });
    else if (carryOverDays > 0) carryOverExpiryMonths = input.carryOverExpiryMonths;
  }

  let maxDaysPerRequest: number | null = null;
  if (input.maxDaysPerRequest !== null && input.maxDaysPerRequest !== undefined) {
    const problem = daysProblem(input.maxDaysPerRequest, 0.5);
    if (problem) problems.push({ field: "maxDaysPerRequest", message: problem });
    else maxDaysPerRequest = round2(input.maxDaysPerRequest);
  }

  const coversAll = flag("coversAll", input.coversAll, true);
  const branchIds = coversAll ? [] : uniqueIds(input.branchIds);
  const agentIds = coversAll ? [] : uniqueIds(input.agentIds);
  if (!coversAll && branchIds.length === 0 && agentIds.length === 0)
    problems.push({
      field: "branchIds",
      message: "needs a branch or an employee, unless the policy covers every employee",
    });

  const { settings } = settingsOf(input.settings, problems);

  const values: LeavePolicyValues = {
    name,
    kind,
    limited,
    daysPerPeriod,
    accrual,
    startFrom,
    probationMonths,
    carryOverDays,
    carryOverExpiryMonths,
    maxDaysPerRequest,
    halfDayAllowed: flag("halfDayAllowed", input.halfDayAllowed, false),
    paidByDefault,
    countDaysOff: flag("countDaysOff", input.countDaysOff, false),
    countHolidays: flag("countHolidays", input.countHolidays, false),
    attachmentRequired: flag("attachmentRequired", input.attachmentRequired, false),
    allowNegative: flag("allowNegative", input.allowNegative, false),
    coversAll,
    branchIds,
    agentIds,
    status: isOneOf(LEAVE_POLICY_STATUSES, status) ? status : "active",
    settings,
  };
  return { values, problems };
}

// ---------------------------------------------------------------------------------------
// Presets of the statutory kinds (RULES.md §2, with its sources).

export type LeaveSource = { title: string; url: string };

const SRC = {
  annual: {
    title: "UU 13/2003 Art 79(3)-(4) as amended by UU 6/2023",
    url: "https://online.anyflip.com/pguqm/fpfn/files/basic-html/page226.html",
  },
  sick: {
    title: "UU 13/2003 Art 93(3) jo. PP 36/2021 Art 41(1); PP 78/2015 Art 26(1)",
    url: "https://peraturan.info/pp/2015/78/pasal-26",
  },
  menstrual: {
    title: "UU 13/2003 Art 81(1); PP 78/2015 Art 26(2)",
    url: "https://peraturan.info/pp/2015/78/pasal-26/ayat-2",
  },
  maternity: {
    title: "UU 4/2024 Art 4(3)-(4), 5 (KIA); UU 13/2003 Art 82",
    url: "https://www.inews.id/amp/news/nasional/7-poin-penting-uu-kesejahteraan-ibu-dan-anak-cuti-ayah-berapa-lama/2",
  },
  miscarriage: {
    title: "UU 13/2003 Art 82(2)",
    url: "https://www.idxchannel.com/economics/kemnaker-bantah-cuti-haid-dan-melahirkan-dihapus-usai-ada-perppu-ciptaker/2",
  },
  paternity: { title: "UU 4/2024 Art 6", url: "https://asumsi.co/?p=93198" },
  special: {
    title: "PP 78/2015 Art 26(3); PP 36/2021 Art 40(3)",
    url: "https://peraturan.info/pp/2015/78/pasal-26",
  },
  specialSummary: {
    title: "Kemnaker summary of paid leave",
    url: "https://caritahu.kontan.co.id/news/pekerja-yang-mengambil-cuti-tetap-dapat-upah-ini-ketentuannya?page=2",
  },
} satisfies Record<string, LeaveSource>;

/** RULES.md §2 sick pay: months 1–4 100 %, 5–8 75 %, 9–12 50 %, then 25 % (UU 13/2003 Art 93(3)). */
export const STATUTORY_SICK_LADDER: readonly PayStep[] = [
  { fromMonth: 1, toMonth: 4, percent: 100 },
  { fromMonth: 5, toMonth: 8, percent: 75 },
  { fromMonth: 9, toMonth: 12, percent: 50 },
  { fromMonth: 13, toMonth: null, percent: 25 },
];
/** RULES.md §2 maternity pay (UU 4/2024 Art 5): months 1–4 100 %, 5–6 75 %. */
export const STATUTORY_MATERNITY_LADDER: readonly PayStep[] = [
  { fromMonth: 1, toMonth: 4, percent: 100 },
  { fromMonth: 5, toMonth: 6, percent: 75 },
];

/**
 * The days the law grants per event for the event kinds (RULES.md §2). Decision: months are
 * counted as 30 calendar days (maternity 3 months ≈ 90, miscarriage 1.5 months ≈ 45), and
 * those kinds count days off and holidays (calendar time), as the statute speaks of months.
 */
export const STATUTORY_EVENT_DAYS: Readonly<Partial<Record<LeaveKind, number>>> = {
  maternity: 90,
  miscarriage: 45,
  paternity: 2,
  marriage: 3,
  child_marriage: 2,
  child_circumcision: 2,
  child_baptism: 2,
  wife_birth_or_miscarriage: 2,
  bereavement_family: 2,
  bereavement_household: 1,
};

/** Kinds the law says something about (presets, warnings); unpaid and custom are free. */
export const STATUTORY_KINDS: readonly LeaveKind[] = LEAVE_KINDS.filter(
  (kind) => kind !== "unpaid" && kind !== "custom",
);

export type LeavePreset = {
  kind: LeaveKind;
  statutory: boolean;
  label: Bilingual;
  /** A name for the policy made from it, in each language. */
  name: Bilingual;
  values: Omit<LeavePolicyValues, "name" | "branchIds" | "agentIds" | "status">;
  sources: LeaveSource[];
  note: Bilingual;
};

const BASE: Omit<LeavePreset["values"], "kind"> = {
  limited: false,
  daysPerPeriod: null,
  accrual: "annually",
  startFrom: "join_date",
  probationMonths: 0,
  carryOverDays: 0,
  carryOverExpiryMonths: null,
  maxDaysPerRequest: null,
  halfDayAllowed: false,
  paidByDefault: true,
  countDaysOff: false,
  countHolidays: false,
  attachmentRequired: false,
  allowNegative: false,
  coversAll: true,
  settings: {},
};

const eventPreset = (
  kind: LeaveKind,
  sources: LeaveSource[],
  extra: Partial<LeavePreset["values"]> = {},
): Omit<LeavePreset, "label" | "name" | "statutory" | "note"> => ({
  kind,
  values: { ...BASE, kind, maxDaysPerRequest: STATUTORY_EVENT_DAYS[kind] ?? null, ...extra },
  sources,
});

/** The name a policy made from a preset starts with (the seed's names are the Indonesian ones). */
const PRESET_NAMES: Readonly<Record<LeaveKind, Bilingual>> = {
  annual: { en: "Annual Leave", id: "Cuti Tahunan" },
  sick: { en: "Sick Leave", id: "Cuti Sakit" },
  menstrual: { en: "Menstrual Leave", id: "Cuti Haid" },
  maternity: { en: "Maternity Leave", id: "Cuti Melahirkan" },
  paternity: { en: "Paternity Leave", id: "Cuti Ayah" },
  miscarriage: { en: "Miscarriage Leave", id: "Cuti Keguguran" },
  marriage: { en: "Marriage Leave", id: "Cuti Menikah" },
  child_marriage: { en: "Child's Marriage Leave", id: "Cuti Pernikahan Anak" },
  child_circumcision: { en: "Child's Circumcision Leave", id: "Cuti Khitanan Anak" },
  child_baptism: { en: "Child's Baptism Leave", id: "Cuti Pembaptisan Anak" },
  wife_birth_or_miscarriage: {
    en: "Wife Gives Birth or Miscarries",
    id: "Cuti Istri Melahirkan atau Keguguran",
  },
  bereavement_family: { en: "Bereavement Leave (Family)", id: "Cuti Duka (Keluarga Inti)" },
  bereavement_household: {
    en: "Bereavement Leave (Household)",
    id: "Cuti Duka (Anggota Serumah)",
  },
  unpaid: { en: "Unpaid Leave", id: "Cuti Tanpa Upah" },
  custom: { en: "Other Leave", id: "Cuti Lainnya" },
};

const PRESET_NOTES: Readonly<Record<LeaveKind, Bilingual>> = {
  annual: {
    en: "At least 12 working days a year once the worker has 12 months of continuous service. Decision: modelled as starting after a 12-month probation, granted yearly.",
    id: "Sedikitnya 12 hari kerja setahun setelah pekerja bekerja 12 bulan terus-menerus. Keputusan: dimodelkan mulai setelah masa percobaan 12 bulan, diberikan tahunan.",
  },
  sick: {
    en: "Paid while sick with a doctor's letter: 100 % for months 1–4, 75 % for 5–8, 50 % for 9–12, then 25 %.",
    id: "Dibayar selama sakit dengan surat dokter: 100 % bulan 1–4, 75 % bulan 5–8, 50 % bulan 9–12, lalu 25 %.",
  },
  menstrual: {
    en: "Days 1 and 2 of menstruation when in pain and the employer is told; paid for at most 2 days.",
    id: "Hari pertama dan kedua haid bila sakit dan memberi tahu pengusaha; dibayar paling banyak 2 hari.",
  },
  maternity: {
    en: "At least 3 months (≈ 90 calendar days), up to 3 more months with a doctor's certificate; pay 100 % for months 1–4 and 75 % for months 5–6.",
    id: "Sedikitnya 3 bulan (± 90 hari kalender), dapat ditambah hingga 3 bulan dengan surat keterangan dokter; upah 100 % bulan 1–4 dan 75 % bulan 5–6.",
  },
  paternity: {
    en: "2 days, plus up to 3 more days by agreement with the employer.",
    id: "2 hari, dapat ditambah hingga 3 hari sesuai kesepakatan dengan pengusaha.",
  },
  miscarriage: {
    en: "1.5 months (≈ 45 calendar days) of rest, or as the obstetrician or midwife certifies.",
    id: "Istirahat 1,5 bulan (± 45 hari kalender) atau sesuai surat keterangan dokter kandungan atau bidan.",
  },
  marriage: { en: "Paid: 3 days.", id: "Dibayar: 3 hari." },
  child_marriage: { en: "Paid: 2 days.", id: "Dibayar: 2 hari." },
  child_circumcision: { en: "Paid: 2 days.", id: "Dibayar: 2 hari." },
  child_baptism: { en: "Paid: 2 days.", id: "Dibayar: 2 hari." },
  wife_birth_or_miscarriage: { en: "Paid: 2 days.", id: "Dibayar: 2 hari." },
  bereavement_family: {
    en: "Paid: 2 days on the death of a spouse, parent, parent-in-law, child or child-in-law.",
    id: "Dibayar: 2 hari atas meninggalnya suami/istri, orang tua/mertua, anak atau menantu.",
  },
  bereavement_household: {
    en: "Paid: 1 day on the death of another member of the household.",
    id: "Dibayar: 1 hari atas meninggalnya anggota keluarga lain dalam satu rumah.",
  },
  unpaid: {
    en: "Not statutory: unpaid leave by agreement.",
    id: "Tidak diatur undang-undang: cuti tanpa upah sesuai kesepakatan.",
  },
  custom: {
    en: "Not statutory: any other leave of the company's rules.",
    id: "Tidak diatur undang-undang: cuti lain menurut peraturan perusahaan.",
  },
};

const PRESET_LIST: Omit<LeavePreset, "label" | "name" | "statutory" | "note">[] = [
  {
    kind: "annual",
    values: {
      ...BASE,
      kind: "annual",
      limited: true,
      daysPerPeriod: 12,
      accrual: "annually",
      startFrom: "after_probation",
      probationMonths: 12,
      halfDayAllowed: true,
    },
    sources: [SRC.annual],
  },
  {
    kind: "sick",
    values: {
      ...BASE,
      kind: "sick",
      attachmentRequired: true,
      settings: { payLadder: STATUTORY_SICK_LADDER.map((s) => ({ ...s })) },
    },
    sources: [SRC.sick],
  },
  {
    kind: "menstrual",
    values: {
      ...BASE,
      kind: "menstrual",
      limited: true,
      daysPerPeriod: 2,
      accrual: "monthly",
      maxDaysPerRequest: 2,
    },
    sources: [SRC.menstrual],
  },
  eventPreset("maternity", [SRC.maternity], {
    countDaysOff: true,
    countHolidays: true,
    attachmentRequired: true,
    settings: {
      extensionMonths: 3,
      payLadder: STATUTORY_MATERNITY_LADDER.map((s) => ({ ...s })),
    },
  }),
  eventPreset("paternity", [SRC.paternity], { settings: { extraDaysByAgreement: 3 } }),
  eventPreset("miscarriage", [SRC.miscarriage], {
    countDaysOff: true,
    countHolidays: true,
    attachmentRequired: true,
  }),
  ...(
    [
      "marriage",
      "child_marriage",
      "child_circumcision",
      "child_baptism",
      "wife_birth_or_miscarriage",
      "bereavement_family",
      "bereavement_household",
    ] as const
  ).map((kind) => eventPreset(kind, [SRC.special, SRC.specialSummary])),
  { kind: "unpaid", values: { ...BASE, kind: "unpaid", paidByDefault: false }, sources: [] },
  { kind: "custom", values: { ...BASE, kind: "custom" }, sources: [] },
];

/** Every kind's preset (the statutory ones with their sources), in LEAVE_KINDS order. */
export const LEAVE_PRESETS: readonly LeavePreset[] = PRESET_LIST.map((preset) => ({
  ...preset,
  statutory: STATUTORY_KINDS.includes(preset.kind),
  label: LEAVE_KIND_LABELS[preset.kind],
  name: PRESET_NAMES[preset.kind],
  note: PRESET_NOTES[preset.kind],
}));

export function presetOf(kind: LeaveKind): LeavePreset {
  return LEAVE_PRESETS.find((preset) => preset.kind === kind)!;
}

// ---------------------------------------------------------------------------------------
// Statutory warnings: a policy may grant less than the law (the client's choice to make),
// but never silently (issue 15: "a policy that grants less than the law gets a visible
// warning"). Each warning names the field it is about and the source.

export type StatutoryWarning = { code: string; field: string; en: string; id: string };

type WarnablePolicy = Pick<
  LeavePolicyValues,
  | "kind"
  | "limited"
  | "daysPerPeriod"
  | "accrual"
  | "startFrom"
  | "probationMonths"
  | "maxDaysPerRequest"
  | "paidByDefault"
  | "countDaysOff"
  | "settings"
>;

const fmt = (days: number, language: "en" | "id") =>
  language === "id" ? String(days).replace(".", ",") : String(days);

/** Days a limited policy grants in a year (monthly accrual: 12 periods). */
export const yearlyDays = (policy: Pick<WarnablePolicy, "daysPerPeriod" | "accrual">) =>
  round2((policy.daysPerPeriod ?? 0) * (policy.accrual === "monthly" ? 12 : 1));

/** The bilingual warnings of a policy that grants less than the law (RULES.md §2). */
export function statutoryWarnings(policy: WarnablePolicy): StatutoryWarning[] {
  const warnings: StatutoryWarning[] = [];
  const { kind } = policy;
  const label = LEAVE_KIND_LABELS[kind];
  if (!STATUTORY_KINDS.includes(kind)) return warnings;

  if (!policy.paidByDefault)
    warnings.push({
      code: "unpaid",
      field: "paidByDefault",
      en: `${label.en} is paid leave by law (${sourceOf(kind)}); this policy is unpaid by default.`,
      id: `${label.id} adalah cuti berbayar menurut undang-undang (${sourceOf(kind)}); kebijakan ini tidak dibayar secara bawaan.`,
    });

  if (kind === "annual") {
    if (policy.limited && yearlyDays(policy) < 12) {
      const days = yearlyDays(policy);
      warnings.push({
        code: "annual_days",
        field: "daysPerPeriod",
        en: `Grants ${fmt(days, "en")} days a year; the law requires at least 12 working days after 12 months of continuous service (${SRC.annual.title}).`,
        id: `Memberikan ${fmt(days, "id")} hari setahun; undang-undang mewajibkan sedikitnya 12 hari kerja setelah 12 bulan bekerja terus-menerus (${SRC.annual.title}).`,
      });
    }
    if (policy.startFrom === "after_probation" && policy.probationMonths > 12)
      warnings.push({
        code: "annual_start",
        field: "probationMonths",
        en: `Starts after ${policy.probationMonths} months of service; the law grants annual leave after 12 months (${SRC.annual.title}).`,
        id: `Baru berlaku setelah ${policy.probationMonths} bulan bekerja; undang-undang memberikan cuti tahunan setelah 12 bulan (${SRC.annual.title}).`,
      });
    if (policy.countDaysOff)
      warnings.push({
        code: "annual_days_off",
        field: "countDaysOff",
        en: "Counts days off against the balance; the law grants 12 working days.",
        id: "Menghitung hari libur sebagai cuti; undang-undang memberikan 12 hari kerja.",
      });
    return warnings;
  }

  if (kind === "sick") {
    if (policy.limited)
      warnings.push({
        code: "sick_limited",
        field: "limited",
        en: `Limits sick leave to a balance; the law pays a worker who is sick with a doctor's letter with no day limit (${SRC.sick.title}).`,
        id: `Membatasi cuti sakit dengan saldo; undang-undang tetap mengupah pekerja yang sakit dengan surat dokter tanpa batas hari (${SRC.sick.title}).`,
      });
    ladderWarning(warnings, policy, STATUTORY_SICK_LADDER, label);
    return warnings;
  }

  if (kind === "menstrual") {
    const perMonth = policy.limited
      ? policy.accrual === "monthly"
        ? (policy.daysPerPeriod ?? 0)
        : (policy.daysPerPeriod ?? 0) / 12
      : Number.POSITIVE_INFINITY;
    const capped = Math.min(perMonth, policy.maxDaysPerRequest ?? Number.POSITIVE_INFINITY);
    if (capped < 2)
      warnings.push({
        code: "menstrual_days",
        field: perMonth < 2 ? "daysPerPeriod" : "maxDaysPerRequest",
        en: `Grants less than 2 days a month; the law allows days 1 and 2 of menstruation, paid (${SRC.menstrual.title}).`,
        id: `Memberikan kurang dari 2 hari sebulan; undang-undang memberikan hari pertama dan kedua haid, dibayar (${SRC.menstrual.title}).`,
      });
    return warnings;
  }

  const days = STATUTORY_EVENT_DAYS[kind];
  if (days !== undefined) {
    const perYear = policy.limited ? yearlyDays(policy) : Number.POSITIVE_INFINITY;
    const perRequest = policy.maxDaysPerRequest ?? Number.POSITIVE_INFINITY;
    if (Math.min(perYear, perRequest) < days)
      warnings.push({
        code: "event_days",
        field: perRequest < days ? "maxDaysPerRequest" : "daysPerPeriod",
        en: `Grants less than the ${days} days the law gives for ${label.en.toLowerCase()} (${sourceOf(kind)}).`,
        id: `Memberikan kurang dari ${days} hari yang diberikan undang-undang untuk ${label.id.toLowerCase()} (${sourceOf(kind)}).`,
      });
  }
  if (kind === "maternity") {
    const extension = policy.settings.extensionMonths ?? 0;
    if (extension < 3)
      warnings.push({
        code: "maternity_extension",
        field: "settings.extensionMonths",
        en: `Extends by ${extension} months; the law allows up to 3 more months with a doctor's certificate (${SRC.maternity.title}).`,
        id: `Perpanjangan ${extension} bulan; undang-undang membolehkan hingga 3 bulan tambahan dengan surat keterangan dokter (${SRC.maternity.title}).`,
      });
    ladderWarning(warnings, policy, STATUTORY_MATERNITY_LADDER, label);
  }
  return warnings;
}

function sourceOf(kind: LeaveKind): string {
  if (kind === "annual") return SRC.annual.title;
  if (kind === "sick") return SRC.sick.title;
  if (kind === "menstrual") return SRC.menstrual.title;
  if (kind === "maternity") return SRC.maternity.title;
  if (kind === "miscarriage") return SRC.miscarriage.title;
  if (kind === "paternity") return SRC.paternity.title;
  return SRC.special.title;
}

/**
 * A ladder paying less than the statute's in some month (only while paid by default: an
 * unpaid policy has its own warning). Decision: no ladder means the full wage while paid.
 */
function ladderWarning(
  warnings: StatutoryWarning[],
  policy: WarnablePolicy,
  statute: readonly PayStep[],
  label: Bilingual,
) {
  const ladder = policy.settings.payLadder;
  if (!policy.paidByDefault || !ladder) return;
  const lastMonth = Math.max(...statute.map((s) => s.toMonth ?? s.fromMonth));
  for (let month = 1; month <= lastMonth; month++) {
    const want = ladderPercent(statute, month);
    const got = ladderPercent(ladder, month);
    if (got < want) {
      warnings.push({
        code: "pay_ladder",
        field: "settings.payLadder",
        en: `${label.en} pays ${got} % in month ${month}; the law requires ${want} % (${sourceOf(policy.kind)}).`,
        id: `${label.id} dibayar ${got} % pada bulan ke-${month}; undang-undang mewajibkan ${want} % (${sourceOf(policy.kind)}).`,
      });
      return;
    }
  }
}
