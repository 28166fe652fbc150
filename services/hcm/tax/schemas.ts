import { type Static, type TSchema, Type } from "typebox";
import { systemEnums } from "../../../domain/enums.ts";
import {
  DAILY_RECIPIENTS,
  JKK_RATE_CLASSES,
  MAX_INPUT_RUPIAH,
  MONTHLY_RECIPIENTS,
  PAYMENT_RECIPIENTS,
  PPH21_NOTE_CODES,
} from "../../../domain/tax/index.ts";

/**
 * JSON schemas of the PPh 21 and BPJS simulators (issue 6). The request bodies are unions;
 * `validation.ts` checks them in stages (the discriminator first, then its variant) so a 400
 * names one field and one reason instead of ajv's every-branch noise. The union schemas below
 * are what the OpenAPI document shows.
 */

/**
 * Every rupiah input field: a whole number from 0 to the engine's own bound `MAX_INPUT_RUPIAH`
 * (domain/tax/money.ts, Rp 10 trillion), so the schema and the engine refuse the same amounts.
 */
const rupiah = (description: string) =>
  Type.Integer({ minimum: 0, maximum: MAX_INPUT_RUPIAH, description });
const rupiahOut = (description: string) => Type.Integer({ description });

export const PTKP_STATUSES = systemEnums.ptkp_status.map((entry) => entry.value);

export const RECIPIENTS = [
  ...MONTHLY_RECIPIENTS,
  ...DAILY_RECIPIENTS,
  ...PAYMENT_RECIPIENTS,
] as const;

/** Settings every PPh 21 request may carry (domain/tax `Pph21CommonOptions`). */
const common = {
  year: Type.Integer({ description: "The tax year (the rate data must cover it)" }),
  npwp: Type.Optional(
    Type.Boolean({
      default: true,
      description: "Whether the recipient has an NPWP (or an activated NIK); true unless given",
    }),
  ),
  noNpwpSurcharge: Type.Optional(
    Type.Boolean({
      default: false,
      description:
        "Apply the 20 % higher rate without NPWP (UU PPh Ps. 21(5a)); a client setting, off " +
        "unless given, never for PPh 26",
    }),
  ),
};

const Period = Type.Object(
  {
    month: Type.Integer({ minimum: 1, maximum: 12, description: "1 = January" }),
    gross: rupiah(
      "The month's full taxable gross, employer JKK/JKM/BPJS Kesehatan premiums included",
    ),
    employeePension: Type.Optional(
      rupiah("Employee JHT/JP and other pension contributions (deductible at reconciliation)"),
    ),
    zakat: Type.Optional(rupiah("Zakat or obligatory religious contributions via the employer")),
    withheld: Type.Optional(
      rupiah("Tax actually withheld that month; the reconciliation uses it instead of the TER tax"),
    ),
  },
  { additionalProperties: false },
);

export const MonthlyRequest = Type.Object(
  {
    ...common,
    ptkp: Type.Enum(PTKP_STATUSES, { description: "PTKP status at the start of the year" }),
    recipient: Type.Enum([...MONTHLY_RECIPIENTS]),
    periods: Type.Array(Period, {
      minItems: 1,
      maxItems: 12,
      description: "The months worked, ascending, each at most once",
    }),
    lastPeriod: Type.Optional(
      Type.Union([Type.Null(), Type.Integer({ minimum: 1, maximum: 12 })], {
        description:
          "The last tax period (December, or the month employment ends); 12 unless given. No " +
          "period may come after it. Every monthly recipient may send it; permanent employees " +
          "and pensioners are reconciled in it when it is among the periods (the others never " +
          "are, see `notes`)",
      }),
    ),
    subjectiveChange: Type.Optional(
      Type.Union([Type.Null(), Type.Enum(["starts", "ends"])], {
        description:
          "The subjective tax obligation starts or ends this year: the reconciliation is " +
          "annualised (accepted from every monthly recipient; only a reconciliation uses it)",
      }),
    ),
    method: Type.Optional(
      Type.Enum(["gross", "gross_up"], {
        default: "gross",
        description: "gross_up: the employer pays a tax allowance that covers the tax",
      }),
    ),
    jobExpenseCap: Type.Optional(
      Type.Enum(["aggregate", "per_month"], {
        default: "aggregate",
        description:
          "Part-year biaya jabatan cap: min(5 % × annual gross, 500,000 × months) (PMK 168 " +
          "examples) or Σ monthly min(5 %, 500,000) (PMK 10/2025 example 3)",
      }),
    ),
    monthlyRounding: Type.Optional(
      Type.Enum(["half_up", "floor"], {
        default: "half_up",
        description: "Rounding of TER × gross to the rupiah (unregulated)",
      }),
    ),
  },
  { additionalProperties: false },
);

export const DailyRequest = Type.Object(
  {
    ...common,
    recipient: Type.Enum([...DAILY_RECIPIENTS]),
    days: Type.Optional(
      Type.Array(
        Type.Object({ gross: rupiah("That day's gross") }, { additionalProperties: false }),
        { minItems: 1, maxItems: 366 },
      ),
    ),
    pieceRate: Type.Optional(
      Type.Object(
        {
          total: rupiah("The piece-rate (borongan) payment"),
          days: Type.Integer({ minimum: 1, maximum: 366, description: "Days it covers" }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false, description: "Exactly one of days and pieceRate" },
);

export const PaymentRequest = Type.Object(
  {
    ...common,
    recipient: Type.Enum([...PAYMENT_RECIPIENTS]),
    payments: Type.Array(
      Type.Object(
        {
          gross: rupiah("The payment's gross"),
          paidToWorkers: Type.Optional(
            rupiah("non_employee only: amounts the recipient paid to their own workers"),
          ),
          materials: Type.Optional(rupiah("non_employee only: materials the recipient supplied")),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 120 },
    ),
  },
  { additionalProperties: false },
);

export const Pph21Request = Type.Union([MonthlyRequest, DailyRequest, PaymentRequest], {
  description:
    "One of three shapes, chosen by `recipient`: monthly recipients (periods), " +
    "non_permanent_daily (days or pieceRate), per-payment recipients (payments)",
});

export type MonthlyRequestBody = Static<typeof MonthlyRequest>;
export type DailyRequestBody = Static<typeof DailyRequest>;
export type PaymentRequestBody = Static<typeof PaymentRequest>;
export type Pph21RequestBody = MonthlyRequestBody | DailyRequestBody | PaymentRequestBody;

const Year = Type.Integer({ description: "The contribution year (the rate data must cover it)" });

export const BpjsWageRequest = Type.Object(
  {
    scheme: Type.Optional(Type.Enum(["pu"], { description: "Wage earners (penerima upah)" })),
    year: Year,
    month: Type.Integer({
      minimum: 1,
      maximum: 12,
      description: "The contribution month (the JP cap changes every March)",
    }),
    wage: rupiah("The monthly wage (gaji pokok + tunjangan tetap)"),
    jkkRatePercent: Type.Enum([...JKK_RATE_CLASSES], {
      description: "The JKK risk class rate, % (PP 44/2015 Ps. 16(2))",
    }),
    minimumWage: Type.Optional(
      Type.Union([
        Type.Null(),
        rupiah("The regional minimum wage (UMP/UMK): BPJS Kesehatan's floor"),
      ]),
    ),
    jkkRelief: Type.Optional(
      Type.Boolean({
        default: false,
        description: "PP 7/2025 50 % JKK relief (eligible labour-intensive industries)",
      }),
    ),
  },
  { additionalProperties: false },
);

export const BpjsBpuRequest = Type.Object(
  {
    scheme: Type.Enum(["bpu"], { description: "Non-wage earners (bukan penerima upah)" }),
    declaredIncome: rupiah("The declared monthly income"),
    year: Type.Optional(Year),
    month: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 12,
        description: "With year: the contribution month whose rates apply (latest unless given)",
      }),
    ),
    jht: Type.Optional(
      Type.Boolean({ default: true, description: "JHT is optional for BPU; true unless given" }),
    ),
  },
  { additionalProperties: false },
);

export const BpjsRequest = Type.Union([BpjsWageRequest, BpjsBpuRequest], {
  description: 'Wage earners, or `{ "scheme": "bpu", "declaredIncome" }` for BPU participants',
});

export type BpjsWageRequestBody = Static<typeof BpjsWageRequest>;
export type BpjsBpuRequestBody = Static<typeof BpjsBpuRequest>;

// ---------------------------------------------------------------------------------------------
// Responses: every field domain/tax answers. Every rupiah is whole: the bases (DPP) and the
// piece-rate average are rounded half up for display, the taxes are computed on the exact ones.

const dataOf = <T extends TSchema>(data: T) => Type.Object({ data });
const Category = Type.Enum(["A", "B", "C"], { description: "TER category (PP 58/2023 Ps. 2(4))" });
const Surcharge = Type.Boolean({ description: "Whether the no-NPWP surcharge was applied" });

const Annual = Type.Object({
  gross: rupiahOut("Σ gross of the year, tax allowances included"),
  jobExpense: rupiahOut("Biaya jabatan: min(5 %, 500,000 × months)"),
  pensionCost: rupiahOut("Biaya pensiun (pensioners only): min(5 %, 200,000 × months)"),
  pensionContributions: rupiahOut("Σ employee pension contributions"),
  zakat: rupiahOut("Σ zakat via the employer"),
  net: rupiahOut("Neto for the months worked (may be negative)"),
  netAnnualized: rupiahOut("Neto × 12 / months when the subjective obligation changes, else neto"),
  monthsWorked: Type.Integer(),
  ptkp: rupiahOut("PTKP"),
  taxableIncome: rupiahOut("PKP, rounded down to the thousand, never below 0"),
  fullYearTax: rupiahOut("Pasal 17 on the PKP for a full year (no-NPWP surcharge included)"),
  annualTax: rupiahOut("fullYearTax × months / 12 when annualised, else fullYearTax"),
  withheldBefore: rupiahOut("Σ tax (or `withheld`) of the periods before the last one"),
  lastPeriodTax: rupiahOut("annualTax − withheldBefore; negative = refund to the employee"),
});

export const MonthlyResult = Type.Object({
  recipient: Type.Enum([...MONTHLY_RECIPIENTS]),
  category: Category,
  periods: Type.Array(
    Type.Object({
      month: Type.Integer(),
      gross: rupiahOut("The gross as given (without the tax allowance)"),
      category: Category,
      ratePercent: Type.Union([Type.Number(), Type.Null()], {
        description: "TER rate, %; null in the reconciliation period",
      }),
      kind: Type.Enum(["ter", "reconciliation"]),
      tax: rupiahOut("PPh 21 of the period; negative only for a last-period refund"),
      taxAllowance: Type.Optional(rupiahOut("gross_up only: the tax allowance (equals tax)")),
      withheld: Type.Optional(rupiahOut("Echo of the `withheld` override")),
    }),
  ),
  annual: Type.Union([Annual, Type.Null()], {
    description: "The last-period reconciliation; null when there is none",
  }),
  total: rupiahOut("Withholding of the year so far"),
  noNpwpSurchargeApplied: Surcharge,
  notes: Type.Array(
    Type.Object({
      code: Type.Enum([...PPH21_NOTE_CODES], {
        description:
          "not_reconciled: the recipient is never reconciled; last_period_not_reached: the " +
          "last tax period is not among the periods (a year in progress)",
      }),
      message: Type.String({ description: "The explanation, naming the months involved" }),
    }),
    { description: "Empty when `annual` is present; otherwise why there is no reconciliation" },
  ),
});

export const DailyResult = Type.Object({
  recipient: Type.Enum([...DAILY_RECIPIENTS]),
  days: Type.Array(
    Type.Object({
      day: Type.Integer({ description: "1-based position of the day" }),
      gross: rupiahOut("The day's gross (a piece rate's average per day)"),
      method: Type.Enum(["ter_daily", "pasal17_half"], {
        description: "Daily TER, or 50 % × Pasal 17 above Rp 2,500,000 a day",
      }),
      base: rupiahOut(
        "What the rate applies to (the day's gross, or 50 % of it above Rp 2,500,000), rounded " +
          "half up to the rupiah for display; the tax is computed on the exact base",
      ),
      ratePercent: Type.Number(),
      tax: rupiahOut("The day's tax"),
    }),
  ),
  pieceRate: Type.Union([
    Type.Object({
      total: rupiahOut("The piece-rate payment"),
      days: Type.Integer(),
      averagePerDay: rupiahOut(
        "Its average per day, rounded half up to the rupiah for display; the tax is computed " +
          "on the exact average",
      ),
    }),
    Type.Null(),
  ]),
  total: rupiahOut("Σ tax"),
  noNpwpSurchargeApplied: Surcharge,
});

export const PaymentResult = Type.Object({
  recipient: Type.Enum([...PAYMENT_RECIPIENTS]),
  final: Type.Boolean({ description: "Final tax (PPh 26, severance, lump-sum pension)" }),
  payments: Type.Array(
    Type.Object({
      gross: rupiahOut("The payment"),
      paidToWorkers: rupiahOut("Deducted: paid to the recipient's workers"),
      materials: rupiahOut("Deducted: materials"),
      base: rupiahOut(
        "The tax base (DPP), rounded half up to the rupiah for display; the tax is computed on " +
          "the exact base (a 50 % base can end in .5)",
      ),
      ratePercent: Type.Number({ description: "The highest rate reached" }),
      tax: rupiahOut("The payment's tax"),
    }),
  ),
  total: rupiahOut("Σ tax"),
  noNpwpSurchargeApplied: Surcharge,
});

export const Pph21Response = dataOf(Type.Union([MonthlyResult, DailyResult, PaymentResult]));

export const BpjsWageResult = Type.Object({
  scheme: Type.Enum(["pu"]),
  employer: Type.Object({
    jkk: rupiahOut("JKK (risk class rate, halved under the relief)"),
    jkm: rupiahOut("JKM 0.30 %"),
    jht: rupiahOut("JHT 3.7 %"),
    jp: rupiahOut("JP 2 % of the capped wage"),
    kes: rupiahOut("BPJS Kesehatan 4 % of the capped, floored wage"),
  }),
  employee: Type.Object({
    jht: rupiahOut("JHT 2 %"),
    jp: rupiahOut("JP 1 % of the capped wage"),
    kes: rupiahOut("BPJS Kesehatan 1 %"),
  }),
  taxableEmployerPremiums: rupiahOut("JKK + JKM + Kesehatan: part of the PPh 21 gross"),
  deductibleEmployeeContributions: rupiahOut("JHT + JP: deductible at the reconciliation"),
  basis: Type.Object({
    kesWage: rupiahOut("BPJS Kesehatan wage base"),
    kesWageCap: rupiahOut("BPJS Kesehatan cap"),
    jpWage: rupiahOut("JP wage base"),
    jpWageCap: rupiahOut("JP cap in force for the contribution month"),
    jkkRatePercent: Type.Number({ description: "JKK rate applied, %" }),
  }),
});

export const BpjsBpuResult = Type.Object({
  scheme: Type.Enum(["bpu"]),
  jkk: rupiahOut("JKK 1 % of the declared income"),
  jkm: rupiahOut("JKM, flat"),
  jht: rupiahOut("JHT 2 % (0 when not chosen)"),
  total: rupiahOut("Σ"),
});

export const BpjsResponse = dataOf(Type.Union([BpjsWageResult, BpjsBpuResult]));
