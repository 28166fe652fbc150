/**
 * The pure rules of the payroll component screens (issue 16): the form's input, its SPEC §5
 * checks before sending (the service checks the same again), the statutory rate timeline a new
 * regulation-based component starts from (REFERENCE.md §4, from domain/tax/rates.ts) and the
 * SPEC §3 codes of each programme's worker and employer part.
 */
import { Temporal } from "temporal-polyfill";
import { isBlank } from "../../../domain/format.ts";
import {
  type AddOrSub,
  COMPONENT_CODE_PATTERN,
  type ComponentBase,
  type ComponentMode,
  type ComponentScheme,
  JKK_RISK_RATES,
  PREDEFINED_COMPONENT_CODES,
  type RegulationProgramme,
  type TaxTreatment,
} from "../../../domain/payroll/constants.ts";
import { unitsToPercent } from "../../../domain/tax/money.ts";
import {
  BPJS_BPU,
  BPJS_JHT,
  BPJS_JKK_JKM,
  BPJS_JP,
  BPJS_KESEHATAN,
  JP_WAGE_CAP,
} from "../../../domain/tax/rates.ts";
import type { FieldProblem } from "../../../domain/workforce/org.ts";
import type { Language } from "../../i18n/index.ts";

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;
export const BASIS_MAX = 300;
/** Migration 0028: flat amounts of a rate row are at most Rp 100.000.000. */
export const RATE_AMOUNT_MAX = 100_000_000;
/** The largest whole-rupiah default (numeric(15,4) holds 11 integer digits). */
export const RUPIAH_DEFAULT_MAX = 99_999_999_999;
/** The code choice that means "the client's own code". */
export const CUSTOM_CODE = "custom";

export type ComponentStatus = "active" | "inactive";

/** What the component form holds while it is edited (numbers as typed text). */
export type ComponentDraft = {
  name: string;
  /** A SPEC §3 predefined code, {@link CUSTOM_CODE}, or "" (not chosen yet). */
  codeChoice: string;
  customCode: string;
  scheme: ComponentScheme;
  addOrSub: AddOrSub;
  mode: ComponentMode;
  taxable: boolean;
  /** The treatment of a taxable component (regular, irregular or natura). */
  taxTreatment: Exclude<TaxTreatment, "non_object">;
  base: ComponentBase;
  /** Exact text as the number inputs report it ("1500000", "2.5"); "" is none. */
  defaultAmount: string;
  /** yyyy-MM-dd. */
  effectiveDate: string;
  description: string;
  status: ComponentStatus;
};

export type ComponentInput = {
  name: string;
  code: string;
  scheme: string;
  addOrSub: string;
  mode: string;
  taxable: boolean;
  taxTreatment: string;
  base: string | null;
  defaultAmount: number | null;
  effectiveDate: string;
  description: string | null;
  status: string;
};

const isPredefined = (code: string) =>
  (PREDEFINED_COMPONENT_CODES as readonly string[]).includes(code);

/** A stored component as the form edits it (a new one when null). */
export function componentDraftOf(
  saved: {
    name: string;
    code: string;
    scheme: string;
    addOrSub: string;
    mode: string;
    taxable: boolean;
    taxTreatment: string;
    base?: string | null;
    defaultAmount?: number | null;
    effectiveDate: string;
    description?: string | null;
    status: string;
  } | null,
  today: string,
): ComponentDraft {
  if (!saved)
    return {
      name: "",
      codeChoice: "",
      customCode: "",
      scheme: "Rp",
      addOrSub: "add",
      mode: "prorate",
      taxable: true,
      taxTreatment: "regular",
      base: "salary",
      defaultAmount: "",
      effectiveDate: today,
      description: "",
      status: "active",
    };
  const predefined = isPredefined(saved.code);
  return {
    name: saved.name,
    codeChoice: predefined ? saved.code : CUSTOM_CODE,
    customCode: predefined ? "" : saved.code,
    scheme: saved.scheme as ComponentScheme,
    addOrSub: saved.addOrSub as AddOrSub,
    mode: saved.mode as ComponentMode,
    taxable: saved.taxTreatment !== "non_object",
    taxTreatment:
      saved.taxTreatment === "non_object"
        ? "regular"
        : (saved.taxTreatment as ComponentDraft["taxTreatment"]),
    base: (saved.base as ComponentBase | null) ?? "salary",
    defaultAmount: saved.defaultAmount == null ? "" : String(saved.defaultAmount),
    effectiveDate: saved.effectiveDate,
    description: saved.description ?? "",
    status: saved.status === "inactive" ? "inactive" : "active",
  };
}

/** The mutation's input: no base for an Rp component; not taxable means non_object. */
export function componentInputOf(draft: ComponentDraft): ComponentInput {
  const amount = draft.defaultAmount.trim();
  return {
    name: draft.name.trim(),
    code: (draft.codeChoice === CUSTOM_CODE ? draft.customCode : draft.codeChoice).trim(),
    scheme: draft.scheme,
    addOrSub: draft.addOrSub,
    mode: draft.mode,
    taxable: draft.taxable,
    taxTreatment: draft.taxable ? draft.taxTreatment : "non_object",
    base: draft.scheme === "%" ? draft.base : null,
    defaultAmount: amount === "" ? null : Number(amount),
    effectiveDate: draft.effectiveDate,
    description: isBlank(draft.description) ? null : draft.description.trim(),
    status: draft.status,
  };
}

/** Problems worded to follow the field's label ("Name is required"), in both languages. */
const PHRASES = {
  en: {
    required: "is required",
    maxLength: (max: number) => `must be at most ${max} characters`,
    code: "must be a predefined code, or 2 to 60 characters of a-z, 0-9 and _ starting with a letter",
    percent: "must be a percentage from 0 to 100 with at most 4 decimals",
    rupiah: "must be a whole rupiah amount of 0 or more",
    rate: "must be a percentage from 0 to 100 with at most 4 decimals",
    amount: `must be a whole rupiah amount from 0 to ${RATE_AMOUNT_MAX.toLocaleString("id-ID")}`,
    wageCap: "must be a whole rupiah amount above 0, or empty for none",
    date: "must be a date",
    duplicateDate: "is the same as another rate's",
    noRates: "needs at least one dated rate",
    riskClass: "must be a class from 1 to 5",
  },
  id: {
    required: "wajib diisi",
    maxLength: (max: number) => `maksimal ${max} karakter`,
    code: "harus kode bawaan, atau 2 sampai 60 karakter a-z, 0-9 dan _ yang diawali huruf",
    percent: "harus persentase 0 sampai 100 dengan paling banyak 4 desimal",
    rupiah: "harus jumlah rupiah bulat 0 atau lebih",
    rate: "harus persentase 0 sampai 100 dengan paling banyak 4 desimal",
    amount: `harus jumlah rupiah bulat 0 sampai ${RATE_AMOUNT_MAX.toLocaleString("id-ID")}`,
    wageCap: "harus jumlah rupiah bulat di atas 0, atau kosong bila tidak ada",
    date: "harus berupa tanggal",
    duplicateDate: "sama dengan tanggal tarif lain",
    noRates: "memerlukan paling sedikit satu tarif bertanggal",
    riskClass: "harus kelas 1 sampai 5",
  },
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written yyyy-MM-dd (30 February is not). */
function isDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const [year, month, day] = text.split("-").map(Number);
  try {
    Temporal.PlainDate.from({ year: year!, month: month!, day: day! }, { overflow: "reject" });
    return true;
  } catch {
    return false;
  }
}
const PERCENT_TEXT = /^\d{1,3}(\.\d{1,4})?$/;

/** A percentage 0..100 with at most 4 decimals (numeric(7,4) and numeric(15,4) of 0028). */
export function isPercent(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 100 && PERCENT_TEXT.test(String(value));
}

/** SPEC §5 checks of a component before it is sent; the fields are the input's. */
export function validateComponent(input: ComponentInput, language: Language): FieldProblem[] {
  const say = PHRASES[language];
  const problems: FieldProblem[] = [];
  if (isBlank(input.name)) problems.push({ field: "name", message: say.required });
  else if (input.name.length > NAME_MAX)
    problems.push({ field: "name", message: say.maxLength(NAME_MAX) });
  if (isBlank(input.code)) problems.push({ field: "code", message: say.required });
  else if (!isPredefined(input.code) && !COMPONENT_CODE_PATTERN.test(input.code))
    problems.push({ field: "code", message: say.code });
  const amount = input.defaultAmount;
  if (amount !== null) {
    if (input.scheme === "%" && !isPercent(amount))
      problems.push({ field: "defaultAmount", message: say.percent });
    if (
      input.scheme === "Rp" &&
      !(Number.isSafeInteger(amount) && amount >= 0 && amount <= RUPIAH_DEFAULT_MAX)
    )
      problems.push({ field: "defaultAmount", message: say.rupiah });
  }
  if (!isDate(input.effectiveDate)) problems.push({ field: "effectiveDate", message: say.date });
  if (input.description !== null && input.description.length > DESCRIPTION_MAX)
    problems.push({ field: "description", message: say.maxLength(DESCRIPTION_MAX) });
  return problems;
}

// ------------------------------------------------------------ regulation-based components

/** One dated rate as the rates table edits it (numbers as typed text; "" is zero / none). */
export type RateDraft = {
  effectiveFrom: string;
  employerRate: string;
  employeeRate: string;
  employerAmount: string;
  employeeAmount: string;
  wageCap: string;
  minimumWageFloor: boolean;
  basis: string;
};

export type RateInput = {
  effectiveFrom: string;
  employerRate: number;
  employeeRate: number;
  employerAmount: number;
  employeeAmount: number;
  wageCap: number | null;
  minimumWageFloor: boolean;
  basis: string | null;
};

/** Participants: wage earners (PU) and non-wage earners, the partners (BPU). */
export const participantOf = (programme: RegulationProgramme): "pu" | "bpu" =>
  programme.startsWith("bpu_") ? "bpu" : "pu";

/**
 * The SPEC §3 predefined codes of a programme's worker (agent) and employer (client) part;
 * SPEC §3 names none for the wage earners' BPJS Ketenagakerjaan programmes.
 */
export function programmeCodes(programme: RegulationProgramme): {
  agentCode: string | null;
  clientCode: string | null;
} {
  if (programme === "bpjs_kesehatan")
    return { agentCode: "bpjs_kes_agent_sum", clientCode: "bpjs_kes_client_sum" };
  if (programme.startsWith("bpu_"))
    return { agentCode: `${programme}_agent_sum`, clientCode: `${programme}_sum` };
  return { agentCode: null, clientCode: null };
}

const firstOf = (month: string) => `${month}-01`;
const pct = (units: number) => String(unitsToPercent(units));
/** Whole rupiah with "." between thousands, as the rates table shows them. */
export const moneyText = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/**
 * A rupiah amount typed in the rates table: "Rp", spaces and "." thousands dots are dropped;
 * blank is null; anything else that is not whole digits is NaN (so the check names it).
 */
export function parseMoneyText(text: string): number | null {
  const plain = text.replace(/^\s*Rp\s*/i, "").replace(/[\s.]/g, "");
  if (plain === "") return null;
  return /^\d{1,15}$/.test(plain) ? Number(plain) : Number.NaN;
}

/** A percentage typed with "." or "," before the decimals; blank is null; else NaN. */
export function parsePercentText(text: string): number | null {
  const plain = text.trim().replace(",", ".");
  if (plain === "") return null;
  return /^\d{1,3}(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}
const rateRow = (
  from: string,
  basis: string,
  values: Partial<Omit<RateDraft, "effectiveFrom" | "basis">>,
): RateDraft => ({
  effectiveFrom: firstOf(from),
  employerRate: "0",
  employeeRate: "0",
  employerAmount: "0",
  employeeAmount: "0",
  wageCap: "",
  minimumWageFloor: false,
  basis,
  ...values,
});

/**
 * The statutory timeline of a programme (REFERENCE.md §4 through domain/tax/rates.ts), oldest
 * first, as a new component starts with it: BPJS Kesehatan 4 %/1 % capped with the
 * minimum-wage floor (§4.1); JKK by risk class, JKM 0.30 %, JHT 3.7 %/2 %, JP 2 %/1 % with each
 * year's cap as its own row (§4.2); BPU JKK 1 %, JKM Rp 6.800 flat and JHT 2 % paid by the
 * partner (§4.3; no BPU JP rate is on record, so none).
 */
export function statutoryRates(
  programme: RegulationProgramme,
  jkkRiskClass: number | null,
): RateDraft[] {
  switch (programme) {
    case "bpjs_kesehatan":
      return BPJS_KESEHATAN.records.map((r) =>
        rateRow(r.from, r.basis, {
          employerRate: pct(r.value.employer),
          employeeRate: pct(r.value.employee),
          wageCap: moneyText(r.value.wageCap),
          minimumWageFloor: true,
        }),
      );
    case "jkk": {
      const index = (jkkRiskClass ?? 1) - 1;
      return BPJS_JKK_JKM.records.map((r) =>
        rateRow(r.from, r.basis, { employerRate: pct(r.value.jkkClasses[index] ?? 0) }),
      );
    }
    case "jkm":
      return BPJS_JKK_JKM.records.map((r) =>
        rateRow(r.from, r.basis, { employerRate: pct(r.value.jkm) }),
      );
    case "jht":
      return BPJS_JHT.records.map((r) =>
        rateRow(r.from, r.basis, {
          employerRate: pct(r.value.employer),
          employeeRate: pct(r.value.employee),
        }),
      );
    case "jp": {
      const rates = BPJS_JP.records.at(-1);
      if (!rates) return [];
      return JP_WAGE_CAP.records.map((cap) =>
        rateRow(cap.from, `${rates.basis}; ${cap.basis}`, {
          employerRate: pct(rates.value.employer),
          employeeRate: pct(rates.value.employee),
          wageCap: moneyText(cap.value),
        }),
      );
    }
    case "bpu_jkk":
      return BPJS_BPU.records.map((r) =>
        rateRow(r.from, r.basis, { employeeRate: pct(r.value.jkk) }),
      );
    case "bpu_jkm":
      return BPJS_BPU.records.map((r) =>
        rateRow(r.from, r.basis, { employeeAmount: moneyText(r.value.jkmFlat) }),
      );
    case "bpu_jht":
      return BPJS_BPU.records.map((r) =>
        rateRow(r.from, r.basis, { employeeRate: pct(r.value.jht) }),
      );
    case "bpu_jp":
      return [];
  }
}

/** The JKK employer rate of a risk class 1..5 (PP 44/2015 Ps. 16(2)). */
export const jkkRateOf = (riskClass: number): number | undefined => JKK_RISK_RATES[riskClass - 1];

/** A stored rate as the table edits it. */
export function rateDraftOf(rate: {
  effectiveFrom: string;
  employerRate: number;
  employeeRate: number;
  employerAmount: number;
  employeeAmount: number;
  wageCap?: number | null;
  minimumWageFloor: boolean;
  basis?: string | null;
}): RateDraft {
  return {
    effectiveFrom: rate.effectiveFrom,
    employerRate: String(rate.employerRate),
    employeeRate: String(rate.employeeRate),
    employerAmount: moneyText(rate.employerAmount),
    employeeAmount: moneyText(rate.employeeAmount),
    wageCap: rate.wageCap == null ? "" : moneyText(rate.wageCap),
    minimumWageFloor: rate.minimumWageFloor,
    basis: rate.basis ?? "",
  };
}

/** A rate row as the mutation takes it: blank rates and amounts are 0, a blank cap is none. */
export function rateInputOf(draft: RateDraft): RateInput {
  return {
    effectiveFrom: draft.effectiveFrom,
    employerRate: parsePercentText(draft.employerRate) ?? 0,
    employeeRate: parsePercentText(draft.employeeRate) ?? 0,
    employerAmount: parseMoneyText(draft.employerAmount) ?? 0,
    employeeAmount: parseMoneyText(draft.employeeAmount) ?? 0,
    wageCap: parseMoneyText(draft.wageCap),
    minimumWageFloor: draft.minimumWageFloor,
    basis: isBlank(draft.basis) ? null : draft.basis.trim(),
  };
}

export type RegulationInput = {
  programme: string;
  name: string;
  jkkRiskClass: number | null;
  status: string;
  rates?: RateInput[];
};

const isAmount = (n: number) => Number.isSafeInteger(n) && n >= 0 && n <= RATE_AMOUNT_MAX;

/**
 * SPEC §5 checks of a regulation-based component; rate problems are named `rates.<i>.<field>`
 * as the service names them.
 */
export function validateRegulation(input: RegulationInput, language: Language): FieldProblem[] {
  const say = PHRASES[language];
  const problems: FieldProblem[] = [];
  if (isBlank(input.name)) problems.push({ field: "name", message: say.required });
  else if (input.name.length > NAME_MAX)
    problems.push({ field: "name", message: say.maxLength(NAME_MAX) });
  if (
    input.programme === "jkk" &&
    (input.jkkRiskClass === null || jkkRateOf(input.jkkRiskClass) === undefined)
  )
    problems.push({ field: "jkkRiskClass", message: say.riskClass });
  if (input.rates === undefined) return problems;
  if (input.rates.length === 0) problems.push({ field: "rates", message: say.noRates });
  const seen = new Set<string>();
  input.rates.forEach((rate, i) => {
    const at = (field: string, message: string) =>
      problems.push({ field: `rates.${i}.${field}`, message });
    if (!isDate(rate.effectiveFrom)) at("effectiveFrom", say.date);
    else if (seen.has(rate.effectiveFrom)) at("effectiveFrom", say.duplicateDate);
    seen.add(rate.effectiveFrom);
    if (!isPercent(rate.employerRate)) at("employerRate", say.rate);
    if (!isPercent(rate.employeeRate)) at("employeeRate", say.rate);
    if (!isAmount(rate.employerAmount)) at("employerAmount", say.amount);
    if (!isAmount(rate.employeeAmount)) at("employeeAmount", say.amount);
    if (rate.wageCap !== null && !(Number.isSafeInteger(rate.wageCap) && rate.wageCap > 0))
      at("wageCap", say.wageCap);
    if (rate.basis !== null && rate.basis.length > BASIS_MAX) at("basis", say.maxLength(BASIS_MAX));
  });
  return problems;
}

/** The rate in force on `day` (yyyy-MM-dd): the latest that started on or before it. */
export function rateInForce<T extends { effectiveFrom: string }>(
  rates: readonly T[],
  day: string,
): T | null {
  let best: T | null = null;
  for (const rate of rates)
    if (rate.effectiveFrom <= day && (best === null || rate.effectiveFrom > best.effectiveFrom))
      best = rate;
  return best;
}
