import { Type } from "typebox";
import type { MenuId } from "../../../../domain/menus.ts";
import { ListQuery, MAX_ID, Nullable } from "../../../main/org/common.ts";
import { NO_NUL } from "../../../main/schemas.ts";

/**
 * Issue 18, bank files, the upload and the paid report (/work/money-api.md "Files and
 * reports"): query strings and answers. Types and sizes are checked here (400 naming the
 * field); formats, ranges and dates in checks.ts, so each bad field is named with its problem
 * in the caller's language.
 */

/** Every route: Disbursement Process (SPEC §6). */
export const MENUS: readonly MenuId[] = ["disbursement-process"];

/** An upload's largest body and most data rows (money-api.md). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_ROWS = 10_000;

/** The paid report's longest range, in months (money-api.md). */
export const MAX_REPORT_MONTHS = 24;

const Text = (maxLength: number, description: string) =>
  Type.String({ maxLength, pattern: NO_NUL, description });

export const BankFileQuery = Type.Object({
  format: Type.Optional(Type.Enum(["mandiri-mcm", "xlsx"], { default: "mandiri-mcm" })),
  debitAccount: Type.Optional(Text(100, "mandiri-mcm: the client's Mandiri account, 13 digits")),
  valueDate: Type.Optional(
    Text(40, "mandiri-mcm: the transaction date, yyyy-MM-dd, today (WIB) or later; default today"),
  ),
  remark: Type.Optional(
    Text(200, "mandiri-mcm: the worker's statement remark (cut to 18); default the batch name"),
  ),
  include: Type.Optional(
    Type.Enum(["payable", "all"], {
      description: "payable (default): pending_approval and approved lines; all: every line",
    }),
  ),
});

export const UploadQuery = Type.Object({
  fileName: Type.Optional(Text(200, "the uploaded file's name (for the answer only)")),
});

export const TemplateQuery = Type.Object({
  format: Type.Optional(Type.Enum(["xlsx", "csv"], { default: "xlsx" })),
});

export const UploadAnswer = Type.Object({
  data: Type.Object({
    fileName: Type.Union([Type.String(), Type.Null()]),
    rows: Type.Array(
      Type.Object({
        row: Type.Integer(),
        agentId: Type.Integer(),
        agentName: Type.String(),
        employeeNumber: Type.String(),
        amount: Type.Integer(),
        bankCode: Nullable(Type.String()),
        accountNumber: Nullable(Type.String()),
        accountName: Nullable(Type.String()),
        eWallet: Nullable(Type.String()),
        phoneNumber: Nullable(Type.String()),
      }),
    ),
    problems: Type.Array(
      Type.Object({ row: Type.Integer(), column: Type.String(), message: Type.String() }),
    ),
    totalAmount: Type.Integer(),
  }),
});

export const PaidReportQuery = Type.Object({
  from: Text(20, "the first month, YYYY-MM"),
  to: Text(20, "the last month, YYYY-MM; at most 24 months from `from`"),
  q: ListQuery.q,
  agentId: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
  page: ListQuery.page,
  limit: ListQuery.limit,
  format: Type.Optional(Type.Enum(["json", "xlsx"], { default: "json" })),
});

/** The most rows one paid-report XLSX holds (8 short cells a row, built in memory). */
export const MAX_PAID_EXPORT_ROWS = 50_000;
