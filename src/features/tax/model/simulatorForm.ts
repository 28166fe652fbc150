import type { PtkpStatus } from "../../../../domain/tax/index.ts";

/**
 * The PPh 21 simulator form as pure data: what the user typed, how "fill all months" spreads a
 * row, how the form becomes the `simulatePph21` input, and where the server's field errors
 * (REST paths such as `periods.2.gross`) belong on the screen. No React here, so it is tested
 * on its own.
 */

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** The monthly recipients the screen offers (the per-day and per-payment ones are API-only). */
export const SCREEN_RECIPIENTS = [
  "permanent_employee",
  "pensioner",
  "non_permanent_monthly",
  "commissioner",
] as const;
export type ScreenRecipient = (typeof SCREEN_RECIPIENTS)[number];

/** Recipients reconciled in the last tax period (PMK 168/2023 Ps. 15). */
export const reconciles = (recipient: ScreenRecipient | null): boolean =>
  recipient === "permanent_employee" || recipient === "pensioner";

/** Amounts as the currency inputs report them: exact digits, "" when empty. */
export type MonthAmounts = {
  gross: string;
  employeePension: string;
  zakat: string;
  /** Optional: the tax actually withheld that month. */
  withheld: string;
};
export type AmountField = keyof MonthAmounts;
export const AMOUNT_FIELDS: readonly AmountField[] = [
  "gross",
  "employeePension",
  "zakat",
  "withheld",
];

export type SimulatorForm = {
  year: number | null;
  ptkp: PtkpStatus | null;
  recipient: ScreenRecipient | null;
  method: "gross" | "gross_up";
  npwp: boolean;
  noNpwpSurcharge: boolean;
  /** The months worked run from `firstMonth` to `lastMonth`. */
  firstMonth: number;
  lastMonth: number;
  /**
   * When `lastMonth` is before December: employment ends then, so it is the last tax period
   * and reconciles. Otherwise the year is still running and nothing is reconciled yet.
   */
  endsInLastMonth: boolean;
  subjectiveChange: "none" | "starts" | "ends";
  /** Index 0 is January. */
  months: MonthAmounts[];
  /** The row "fill all months" copies. */
  template: Omit<MonthAmounts, "withheld">;
};

const EMPTY: MonthAmounts = { gross: "", employeePension: "", zakat: "", withheld: "" };

export function initialForm(year: number): SimulatorForm {
  return {
    year,
    ptkp: "TK/0",
    recipient: "permanent_employee",
    method: "gross",
    npwp: true,
    noNpwpSurcharge: false,
    firstMonth: 1,
    lastMonth: 12,
    endsInLastMonth: true,
    subjectiveChange: "none",
    months: MONTHS.map(() => ({ ...EMPTY })),
    template: { gross: "", employeePension: "", zakat: "" },
  };
}

/** The months the grid takes, in order. */
export const workedMonths = (form: Pick<SimulatorForm, "firstMonth" | "lastMonth">): number[] =>
  MONTHS.filter((month) => month >= form.firstMonth && month <= form.lastMonth);

/** Copies the template into every worked month (the withheld column is left as it is). */
export function fillAllMonths(form: SimulatorForm): SimulatorForm {
  const worked = new Set(workedMonths(form));
  return {
    ...form,
    months: form.months.map((row, index) =>
      worked.has(index + 1) ? { ...row, ...form.template } : row,
    ),
  };
}

export function setAmount(
  form: SimulatorForm,
  month: number,
  field: AmountField,
  value: string,
): SimulatorForm {
  return {
    ...form,
    months: form.months.map((row, index) =>
      index + 1 === month ? { ...row, [field]: value } : row,
    ),
  };
}

/** Where a problem is shown: a form field, a grid cell (`month.3.gross`), or the form itself. */
export type FieldErrors = Record<string, string>;
export const cellKey = (month: number, field: AmountField) => `month.${month}.${field}`;
export const FORM_KEY = "form";

export type Pph21Input = {
  year: number;
  recipient: ScreenRecipient;
  ptkp: PtkpStatus;
  periods: {
    month: number;
    gross: number;
    employeePension?: number;
    zakat?: number;
    withheld?: number;
  }[];
  lastPeriod?: number;
  subjectiveChange?: "starts" | "ends";
  npwp: boolean;
  noNpwpSurcharge: boolean;
  method: "gross" | "gross_up";
};

export type RequiredMessages = { required: string; firstAfterLast: string };

/**
 * The `simulatePph21` input, or the field errors that keep the form from being sent. Only
 * what the server cannot say better is checked here: a blank choice or gross. Every other rule
 * is the server's, shown where it points.
 */
export function toPph21Input(
  form: SimulatorForm,
  text: RequiredMessages,
): { input: Pph21Input; months: number[] } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (form.year === null) errors["year"] = text.required;
  if (form.ptkp === null) errors["ptkp"] = text.required;
  if (form.recipient === null) errors["recipient"] = text.required;
  if (form.firstMonth > form.lastMonth) errors["firstMonth"] = text.firstAfterLast;
  const months = workedMonths(form);
  for (const month of months)
    if (form.months[month - 1]!.gross === "") errors[cellKey(month, "gross")] = text.required;
  if (Object.keys(errors).length > 0 || form.year === null || !form.ptkp || !form.recipient)
    return { errors };

  const amount = (value: string) => (value === "" ? undefined : Number(value));
  const periods = months.map((month) => {
    const row = form.months[month - 1]!;
    const period: Pph21Input["periods"][number] = { month, gross: Number(row.gross) };
    for (const field of ["employeePension", "zakat", "withheld"] as const) {
      const value = amount(row[field]);
      if (value !== undefined) period[field] = value;
    }
    return period;
  });
  const input: Pph21Input = {
    year: form.year,
    recipient: form.recipient,
    ptkp: form.ptkp,
    periods,
    npwp: form.npwp,
    noNpwpSurcharge: !form.npwp && form.noNpwpSurcharge,
    method: form.method,
  };
  if (reconciles(form.recipient)) {
    if (form.lastMonth < 12 && form.endsInLastMonth) input.lastPeriod = form.lastMonth;
    if (form.subjectiveChange !== "none") input.subjectiveChange = form.subjectiveChange;
  }
  return { input, months };
}

/** Form fields whose REST name is the screen's own. */
const FORM_FIELDS = [
  "year",
  "ptkp",
  "recipient",
  "method",
  "npwp",
  "lastPeriod",
  "subjectiveChange",
];

/**
 * Places the server's `{ field, message }` list: `periods.<i>.<amount>` on the cell of the
 * i-th month sent, a form field on that field, anything else on the form.
 */
export function placeServerErrors(
  errors: readonly { field: string; message: string }[],
  sentMonths: readonly number[],
): FieldErrors {
  const placed: FieldErrors = {};
  const put = (key: string, message: string) => {
    placed[key] = placed[key] ? `${placed[key]} ${message}` : message;
  };
  for (const { field, message } of errors) {
    const cell = /^periods\.(\d+)\.(gross|employeePension|zakat|withheld)$/.exec(field);
    const month = cell ? sentMonths[Number(cell[1])] : undefined;
    if (cell && month !== undefined) put(cellKey(month, cell[2] as AmountField), message);
    else if (FORM_FIELDS.includes(field))
      put(field === "lastPeriod" ? "lastMonth" : field, message);
    else put(FORM_KEY, field === "body" ? message : `${field} ${message}`);
  }
  return placed;
}
