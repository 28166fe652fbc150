import { Type } from "typebox";
import type { MenuId } from "../../../../domain/menus.ts";
import { ListQuery, MAX_ID, Nullable } from "../../../main/org/common.ts";
import { NO_NUL } from "../../../main/schemas.ts";

/**
 * Issue 17, payroll reports: the REST bodies and answers (/work/reports-api.md). Types and
 * sizes are checked here (400 naming the field); ranges, choices and references in
 * checks.ts, so every bad field is listed with its problem in the caller's language.
 */

/** Every route: Payroll Report or Payroll Report (BETA) (SPEC §6). */
export const MENUS: readonly MenuId[] = ["payroll-report", "payroll-report-beta"];

/** Adjustments per report (a row per worker and label is plenty). */
export const MAX_ADJUSTMENTS = 5000;
export const MAX_ADJUSTMENT_AMOUNT = 10_000_000_000;

const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
const Short = (maxLength: number, description: string) =>
  Type.String({ maxLength, pattern: NO_NUL, description });

export const AdjustmentInput = Type.Object(
  {
    agentId: Type.Integer({
      minimum: 1,
      maximum: MAX_ID,
      description: "a member of the report's group in its period",
    }),
    type: Short(40, "increment (an earning), decrement (a deduction) or default"),
    label: Short(400, "1–100 characters"),
    amount: Type.Number({ description: "whole rupiah, 0..10,000,000,000" }),
    componentCode: Type.Optional(
      Nullable(Short(100, "default: the code of one of the group's components")),
    ),
    taxable: Type.Optional(
      Nullable(Type.Boolean({ description: "increment: taxable unless false" })),
    ),
  },
  { additionalProperties: false },
);

export const CreateReportBody = Type.Object(
  {
    name: Short(400, "the batch name: 1–100 characters, unique per client"),
    type: Short(40, "general (direct reports are made by /payroll-reports/direct)"),
    payrollGroupId: Type.Integer({
      minimum: 1,
      maximum: MAX_ID,
      description: "a monthly payroll group of the client",
    }),
    period: Short(40, "the payroll month, YYYY-MM"),
    thrHolidayDate: Type.Optional(
      Nullable(Short(40, "THR paid in this run: the religious holiday, yyyy-MM-dd")),
    ),
    adjustments: Type.Optional(
      Nullable(Type.Array(AdjustmentInput, { maxItems: MAX_ADJUSTMENTS })),
    ),
  },
  { additionalProperties: false },
);

export const AdjustmentsBody = Type.Object(
  { adjustments: Type.Array(AdjustmentInput, { maxItems: MAX_ADJUSTMENTS }) },
  { additionalProperties: false },
);

export const ReportListQuery = Type.Object({
  limit: ListQuery.limit,
  page: ListQuery.page,
  q: ListQuery.q,
  sort: ListQuery.sort,
  type: Type.Optional(Type.Enum(["general", "direct"])),
  status: Type.Optional(Type.Enum(["computing", "draft", "failed", "finalized", "paid"])),
  payrollGroupId: Type.Optional(Id),
  period: Type.Optional(Type.String({ pattern: "^[0-9]{4}-(0[1-9]|1[0-2])$" })),
});

export const DetailListQuery = Type.Object({
  limit: ListQuery.limit,
  page: ListQuery.page,
  q: ListQuery.q,
  sort: ListQuery.sort,
  agentId: Type.Optional(Id),
  errorsOnly: Type.Optional(Type.Boolean()),
});

export const PreviewQuery = Type.Object({
  period: Type.String({ pattern: "^[0-9]{4}-(0[1-9]|1[0-2])$", description: "YYYY-MM" }),
  limit: ListQuery.limit,
  page: ListQuery.page,
  q: ListQuery.q,
});

export const DetailParams = Type.Object({
  id: Id,
  detailId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});

const Money = Type.Integer();
const Str = Nullable(Type.String());

export const ReportSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  status: Type.String(),
  totals: Type.Object({
    gross: Money,
    net: Money,
    pph21: Money,
    employerContributions: Money,
    deductions: Money,
  }),
  progress: Type.Object({ done: Type.Integer(), total: Type.Integer() }),
  period: Type.String(),
  periodStart: Type.String(),
  periodEnd: Type.String(),
  payDate: Str,
  payrollGroupId: Nullable(Type.Integer()),
  payrollGroupName: Str,
  thrHolidayDate: Str,
  useAttendance: Type.Boolean(),
  lineCount: Type.Integer(),
  errorCount: Type.Integer(),
  failureReason: Str,
  computedAt: Str,
  finalizedAt: Str,
  finalizedByName: Str,
  paidAt: Str,
  createdAt: Type.String(),
  createdByName: Str,
  version: Type.Integer(),
});

export const BpjsSchema = Type.Object({
  kesehatanWorker: Money,
  kesehatanEmployer: Money,
  jhtWorker: Money,
  jhtEmployer: Money,
  jpWorker: Money,
  jpEmployer: Money,
  jkk: Money,
  jkm: Money,
});

export const LineSchema = Type.Object({
  code: Type.String(),
  label: Type.String(),
  amount: Type.Number(),
  type: Type.String(),
  taxable: Type.Optional(Type.Boolean()),
  rule: Type.String(),
  inputs: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

export const DetailSchema = Type.Object({
  id: Type.Integer(),
  reportId: Type.Integer(),
  agentId: Type.Integer(),
  agentName: Type.String(),
  employeeNumber: Str,
  branchName: Str,
  taxYear: Type.Integer(),
  taxMonth: Type.Integer(),
  basicSalary: Money,
  gross: Money,
  taxableGross: Money,
  employeePension: Money,
  pph21: Money,
  employeeDeductions: Money,
  employerContributions: Money,
  net: Money,
  bpjs: BpjsSchema,
  lines: Type.Array(LineSchema),
  inputs: Type.Record(Type.String(), Type.Unknown()),
  errorCode: Type.Optional(Str),
  errorReason: Type.Optional(Str),
  paymentMethod: Str,
  bankName: Str,
  accountNumber: Str,
  accountName: Str,
  eWallet: Str,
  walletPhoneNumber: Str,
});

export const AdjustmentSchema = Type.Object({
  id: Type.Integer(),
  agentId: Type.Integer(),
  agentName: Type.String(),
  type: Type.String(),
  label: Type.String(),
  amount: Money,
  componentCode: Str,
  taxable: Type.Boolean(),
});

export const PreviewItemSchema = Type.Object({
  agentId: Type.Integer(),
  agentName: Type.String(),
  employeeNumber: Type.String(),
  branchName: Str,
  basicSalary: Money,
  ptkpStatus: Type.String(),
  effectiveFrom: Type.String(),
  effectiveTo: Str,
  workingDays: Nullable(Type.Number()),
  attendedDays: Type.Number(),
  absentDays: Type.Number(),
  unpaidLeaveDays: Type.Number(),
  paidLeaveDays: Type.Number(),
  overtimeMinutes: Type.Integer(),
  incompleteAccount: Type.Boolean(),
});

export const PreviewSchema = Type.Object({
  data: Type.Object({
    period: Type.String(),
    periodStart: Type.String(),
    periodEnd: Type.String(),
    payDate: Str,
    useAttendance: Type.Boolean(),
    memberCount: Type.Integer(),
    items: Type.Array(PreviewItemSchema),
    totalItems: Type.Integer(),
    limit: Type.Integer(),
    page: Type.Integer(),
  }),
});
