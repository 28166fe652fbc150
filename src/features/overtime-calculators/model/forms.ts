/**
 * The calculator forms as pure functions: form state → the request the gateway takes, checked
 * by the same rules as the service (domain/overtime), so a field error shows inline before any
 * round trip; and the result's money as the console writes it.
 */
import type { Lang } from "../../../../domain/enums.ts";
import { formatRupiah } from "../../../../domain/format.ts";
import {
  checkOvertimeInput,
  type OvertimeInput,
  type OvertimeRounding,
} from "../../../../domain/overtime/calculator.ts";
import { CalculatorInputError } from "../../../../domain/overtime/fields.ts";
import type { StatutoryDayType, WorkWeek } from "../../../../domain/overtime/ladder.ts";
import {
  checkThrInput,
  DAILY_CONTRACTS,
  MONTHLY_CONTRACTS,
  type ThrContract,
  type ThrInput,
} from "../../../../domain/overtime/thr.ts";

/** Field path (as the service names it) → message. */
export type FormErrors = Record<string, string>;

export type Checked<T> = { ok: true; input: T } | { ok: false; errors: FormErrors };

export type OvertimeForm = {
  workWeek: WorkWeek;
  dayType: StatutoryDayType;
  holidayOnShortestDay: boolean;
  /** Decimal text as the number field reports it ("1.5"); "" when empty. */
  hours: string;
  wageKind: "monthly" | "daily";
  basic: string;
  fixedAllowances: string;
  nonFixedAllowances: string;
  dailyWage: string;
  minimumWage: string;
  weeklyOvertimeHoursSoFar: string;
  rounding: OvertimeRounding;
};

export const EMPTY_OVERTIME_FORM: OvertimeForm = {
  workWeek: "5-day",
  dayType: "regular_working_day",
  holidayOnShortestDay: false,
  hours: "",
  wageKind: "monthly",
  basic: "",
  fixedAllowances: "",
  nonFixedAllowances: "",
  dailyWage: "",
  minimumWage: "",
  weeklyOvertimeHoursSoFar: "",
  rounding: "exact",
};

/** The shortest-day ladder exists only for a national holiday in a 6-day week (Art 31(2)(b)). */
export const asksShortestDay = (form: Pick<OvertimeForm, "workWeek" | "dayType">) =>
  form.workWeek === "6-day" && form.dayType === "working_on_national_holiday";

/** The weekly cap counts working-day overtime only (Art 26(2)). */
export const asksWeeklyHours = (form: Pick<OvertimeForm, "dayType">) =>
  form.dayType === "regular_working_day";

const numberOrUndefined = (text: string) => (text.trim() === "" ? undefined : Number(text));

const defined = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

function refusal(error: unknown, language: Lang, requiredText: string): FormErrors {
  if (!(error instanceof CalculatorInputError)) throw error;
  return Object.fromEntries(
    error.errors.map((problem) => [
      problem.field,
      problem.en.startsWith("is required") ? requiredText : problem[language],
    ]),
  );
}

/** The request of the overtime form, or its field errors in `language`. */
export function overtimeRequest(
  form: OvertimeForm,
  language: Lang,
  requiredText: string,
): Checked<OvertimeInput> {
  const wage =
    form.wageKind === "daily"
      ? defined({ dailyWage: numberOrUndefined(form.dailyWage) })
      : defined({
          basic: numberOrUndefined(form.basic),
          fixedAllowances: numberOrUndefined(form.fixedAllowances),
          nonFixedAllowances: numberOrUndefined(form.nonFixedAllowances),
        });
  const raw = defined({
    workWeek: form.workWeek,
    dayType: form.dayType,
    holidayOnShortestDay: asksShortestDay(form) ? form.holidayOnShortestDay : undefined,
    hours: numberOrUndefined(form.hours),
    wage,
    minimumWage: numberOrUndefined(form.minimumWage),
    weeklyOvertimeHoursSoFar: asksWeeklyHours(form)
      ? numberOrUndefined(form.weeklyOvertimeHoursSoFar)
      : undefined,
    rounding: form.rounding,
  });
  try {
    return { ok: true, input: checkOvertimeInput(raw) };
  } catch (error) {
    const errors = refusal(error, language, requiredText);
    // An empty wage reads as a missing basic wage; on the daily form it is the daily wage.
    if (form.wageKind === "daily" && errors["wage.basic"]) {
      errors["wage.dailyWage"] = errors["wage.basic"];
      delete errors["wage.basic"];
    }
    return { ok: false, errors };
  }
}

export type ThrForm = {
  contract: ThrContract | null;
  joinDate: string;
  holidayDate: string;
  paidDate: string;
  basic: string;
  fixedAllowances: string;
  monthlyWages: string[];
};

export const EMPTY_THR_FORM: ThrForm = {
  contract: "pkwtt",
  joinDate: "",
  holidayDate: "",
  paidDate: "",
  basic: "",
  fixedAllowances: "",
  monthlyWages: [""],
};

export const paidMonthly = (contract: ThrContract | null) =>
  contract !== null && MONTHLY_CONTRACTS.includes(contract);
export const paidDaily = (contract: ThrContract | null) =>
  contract !== null && DAILY_CONTRACTS.includes(contract);

/** The request of the THR form, or its field errors in `language`. */
export function thrRequest(form: ThrForm, language: Lang, requiredText: string): Checked<ThrInput> {
  const blankWages = paidDaily(form.contract)
    ? form.monthlyWages.flatMap((wage, index) => (wage.trim() === "" ? [index] : []))
    : [];
  const raw = defined({
    joinDate: form.joinDate || undefined,
    holidayDate: form.holidayDate || undefined,
    contract: form.contract ?? undefined,
    paidDate: form.paidDate || undefined,
    basic: paidMonthly(form.contract) ? numberOrUndefined(form.basic) : undefined,
    fixedAllowances: paidMonthly(form.contract)
      ? numberOrUndefined(form.fixedAllowances)
      : undefined,
    monthlyWages: paidDaily(form.contract)
      ? form.monthlyWages.filter((wage) => wage.trim() !== "").map(Number)
      : undefined,
  });
  const blankErrors = Object.fromEntries(
    blankWages.map((index) => [`monthlyWages.${index}`, requiredText]),
  );
  try {
    const input = checkThrInput(raw);
    return blankWages.length ? { ok: false, errors: blankErrors } : { ok: true, input };
  } catch (error) {
    const found = refusal(error, language, requiredText);
    // With blank rows left out, the service's row numbers would not be the form's.
    if (blankWages.length)
      for (const field of Object.keys(found))
        if (field.startsWith("monthlyWages.")) delete found[field];
    return { ok: false, errors: { ...found, ...blankErrors } };
  }
}

/**
 * Money as the console writes it (SPEC §9): "Rp 1.234.567"; an exact result always shows its
 * two decimals ("Rp 606.936,42", "Rp 606.921,00") so it reads as the exact figure it is.
 */
export function formatMoney(amount: number, exact: boolean): string {
  const text = formatRupiah(amount);
  return exact && text !== "-" && !text.includes(",") ? `${text},00` : text;
}

const decimal = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 4 });

/** Hours and multipliers with a comma decimal (SPEC §9): 1,5. */
export const formatDecimal = (value: number): string => decimal.format(value);
