import { Type } from "typebox";
import type { MenuId } from "../../../domain/menus.ts";
import { ListQuery, MAX_ID, Nullable } from "../../main/org/common.ts";
import { NO_NUL } from "../../main/schemas.ts";

/**
 * Issue 18, disbursement batches: the REST bodies and answers (/work/money-api.md "REST —
 * disbursements"). Types and sizes are checked here (400 naming the field); a line's
 * account and amount rules are domain/disbursement/lines.ts (stored as a draft line with its
 * code, not refused).
 */

/** Batches: list, read, create, edit lines, cancel, retry, confirm paid (SPEC §6). */
export const PROCESS: readonly MenuId[] = ["disbursement-process"];
/**
 * Reading and approving: the approval menu too (the Disbursement Approval page); whether the
 * caller may approve is decided per request (manual approval flag, maker-checker).
 */
export const PROCESS_OR_APPROVE: readonly MenuId[] = [
  "disbursement-process",
  "disbursement-approval",
];

export const MAX_LINES = 10_000;
/** The database's bound of a line's amount (disbursement_lines.amount). */
export const MAX_LINE_AMOUNT = 10_000_000_000;
/** GET /disbursements/:id answers at most this many lines (the rest page through /lines). */
export const READ_LINES = 1000;

const Text = (maxLength: number, description: string) =>
  Type.String({ maxLength, pattern: NO_NUL, description });
const Optional = (maxLength: number, description: string) =>
  Type.Optional(Nullable(Text(maxLength, description)));
const LineId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

export const Amount = Type.Integer({
  minimum: 1,
  maximum: MAX_LINE_AMOUNT,
  description: "whole rupiah above zero",
});

const AccountFields = {
  bankCode: Optional(80, "a bank code or name (GET /disbursements/settings banks)"),
  accountNumber: Optional(40, "digits only, the bank's length"),
  accountName: Optional(400, "the account holder, 1–200 characters"),
  eWallet: Optional(40, "gopay, ovo, dana, shopeepay or linkaja"),
  phoneNumber: Optional(40, "the e-wallet's mobile number"),
};

export const LineInput = Type.Object(
  {
    agentId: Type.Integer({ minimum: 1, maximum: MAX_ID, description: "a worker of the client" }),
    amount: Amount,
    ...AccountFields,
  },
  { additionalProperties: false },
);

export const CreateBody = Type.Object(
  {
    name: Text(400, "1–100 characters, unique per client (case-insensitive)"),
    source: Type.Enum(["manual", "upload", "payroll_report", "reimbursement"]),
    channel: Type.Optional(Nullable(Type.Enum(["provider", "bank_file"]))),
    description: Optional(500, "at most 500 characters"),
    lines: Type.Optional(
      Nullable(Type.Array(LineInput, { maxItems: MAX_LINES, description: "manual and upload" })),
    ),
    payrollReportId: Type.Optional(
      Nullable(Type.Integer({ minimum: 1, maximum: MAX_ID, description: "a finalised report" })),
    ),
    reimbursementClaimIds: Type.Optional(
      Nullable(
        Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), {
          maxItems: MAX_LINES,
          description: "approved claims paid by disbursement (default: all)",
        }),
      ),
    ),
  },
  { additionalProperties: false },
);

/** Approve, cancel, retry and reinquire take no body, or an empty object. */
export const EmptyBody = Type.Object({}, { additionalProperties: false });

export const UpdateLineBody = Type.Object(
  {
    version: Type.Integer({ minimum: 1, maximum: MAX_ID, description: "the line's version" }),
    amount: Type.Optional(Amount),
    ...AccountFields,
  },
  { additionalProperties: false },
);

export const ConfirmPaidBody = Type.Object(
  {
    lineIds: Type.Optional(
      Nullable(
        Type.Array(LineId, { maxItems: MAX_LINES, description: "default: every approved line" }),
      ),
    ),
  },
  { additionalProperties: false },
);

export const LineParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  lineId: LineId,
});

export const BatchListQuery = Type.Object({
  limit: ListQuery.limit,
  page: ListQuery.page,
  q: ListQuery.q,
  sort: ListQuery.sort,
  status: Type.Optional(
    Type.Enum([
      "draft",
      "pending_approval",
      "approved",
      "processing",
      "succeeded",
      "partially_succeeded",
      "failed",
      "cancelled",
    ]),
  ),
  source: Type.Optional(Type.Enum(["manual", "upload", "payroll_report", "reimbursement"])),
  awaitingApproval: Type.Optional(Type.Boolean()),
});

export const LineListQuery = Type.Object({
  limit: ListQuery.limit,
  page: ListQuery.page,
  q: ListQuery.q,
  sort: ListQuery.sort,
  status: Type.Optional(
    Type.Enum([
      "draft",
      "pending_approval",
      "approved",
      "submitted",
      "succeeded",
      "failed",
      "reversed",
      "cancelled",
    ]),
  ),
  problems: Type.Optional(Type.Boolean()),
});

export const EventListQuery = Type.Object({ limit: ListQuery.limit, page: ListQuery.page });

const Str = Nullable(Type.String());
const Int = Type.Integer();

export const CountsSchema = Type.Object({
  draft: Int,
  pendingApproval: Int,
  approved: Int,
  submitted: Int,
  succeeded: Int,
  failed: Int,
  reversed: Int,
  cancelled: Int,
});

export const BatchSchema = Type.Object({
  id: Int,
  name: Type.String(),
  source: Type.String(),
  payrollReportId: Nullable(Int),
  payrollReportName: Str,
  channel: Type.String(),
  status: Type.String(),
  description: Str,
  lineCount: Int,
  totalAmount: Int,
  paidAmount: Int,
  errorCount: Int,
  mismatchCount: Int,
  inquiryStatus: Type.String(),
  counts: CountsSchema,
  createdById: Nullable(Int),
  createdByName: Str,
  approvedByName: Str,
  approvedAt: Str,
  submittedAt: Str,
  completedAt: Str,
  createdAt: Type.String(),
  canApprove: Type.Boolean(),
  version: Int,
});

export const LineSchema = Type.Object({
  id: Int,
  agentId: Int,
  agentName: Type.String(),
  employeeNumber: Str,
  amount: Int,
  method: Type.String(),
  bankCode: Str,
  bankName: Str,
  accountNumber: Str,
  accountName: Str,
  eWallet: Str,
  phoneNumber: Str,
  status: Type.String(),
  errorCode: Str,
  errorReason: Str,
  inquiryStatus: Str,
  inquiredName: Str,
  attempts: Int,
  providerReference: Str,
  submittedAt: Str,
  succeededAt: Str,
  failedAt: Str,
  payrollReportDetailId: Nullable(Int),
  reimbursementClaimIds: Type.Array(Int),
  version: Int,
});

export const BatchWithLinesSchema = Type.Object({
  ...BatchSchema.properties,
  lines: Type.Array(LineSchema),
  linesTruncated: Type.Boolean(),
});

export const EventSchema = Type.Object({
  id: Int,
  lineId: Nullable(Int),
  fromStatus: Str,
  toStatus: Type.String(),
  actorType: Type.String(),
  actorName: Str,
  detail: Str,
  createdAt: Type.String(),
});

export const SettingsSchema = Type.Object({
  banks: Type.Array(
    Type.Object({
      code: Type.String(),
      name: Type.String(),
      minDigits: Int,
      maxDigits: Int,
    }),
  ),
  eWallets: Type.Array(Type.String()),
  bankTransferMinimum: Int,
  manualApproval: Type.Boolean(),
  maintenance: Type.Boolean(),
});
