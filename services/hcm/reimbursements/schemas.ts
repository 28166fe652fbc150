import { Type } from "typebox";
import type { MenuId } from "../../../domain/menus.ts";
import { ListQuery, MAX_ID, Nullable } from "../../main/org/common.ts";
import { NO_NUL } from "../../main/schemas.ts";

/**
 * Issue 18, reimbursements: the REST bodies and answers (/work/money-api.md "REST —
 * reimbursements"; the JSON is the GraphQL ReimbursementType / ReimbursementClaim). Types and
 * sizes are checked here (400 naming the field); ranges, choices and references by
 * domain/reimbursement/rules.ts, so every bad field is listed in the caller's language.
 */

/** SPEC §6: claim types and claims are the Reimbursement menu's. */
export const MENUS: readonly MenuId[] = ["reimbursement"];

const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
const Text = (maxLength: number, description: string) =>
  Type.String({ maxLength, pattern: NO_NUL, description });
const Money = (description: string) => Type.Number({ description });
const UUID = Type.String({ format: "uuid" });

export const TypeBody = Type.Object(
  {
    name: Text(400, "1–100 characters, unique per client (case-insensitive)"),
    description: Type.Optional(Nullable(Text(4000, "at most 1,000 characters"))),
    taxTreatment: Text(40, "non_taxable_actual_cost, taxable_allowance or natura_meal_field"),
    monthlyTaxFreeCap: Type.Optional(
      Nullable(Money("natura_meal_field only: tax-free per worker per month (default 2,000,000)")),
    ),
    budgetAmount: Type.Optional(Nullable(Money("per worker per budget period; null: none"))),
    budgetPeriod: Type.Optional(Nullable(Text(40, "monthly or annual, with budgetAmount"))),
    receiptThreshold: Type.Optional(
      Nullable(Money("a receipt is required above this (0: always; null: never)")),
    ),
    defaultPayout: Text(40, "payroll or disbursement"),
    maxClaimAmount: Type.Optional(Nullable(Money("1..10,000,000,000 (default 100,000,000)"))),
    active: Type.Optional(Nullable(Type.Boolean())),
  },
  { additionalProperties: false },
);

export const TypeUpdateBody = Type.Object(
  {
    ...TypeBody.properties,
    version: Type.Integer({ minimum: 1, maximum: MAX_ID, description: "as read; stale: 409" }),
  },
  { additionalProperties: false },
);

export const TypeListQuery = Type.Object({
  limit: ListQuery.limit,
  page: ListQuery.page,
  q: ListQuery.q,
  sort: ListQuery.sort,
  active: Type.Optional(Type.Boolean()),
});

const Str = Nullable(Type.String());
const Int = Nullable(Type.Integer());

export const TypeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Str,
  taxTreatment: Type.String(),
  monthlyTaxFreeCap: Int,
  budgetAmount: Int,
  budgetPeriod: Str,
  receiptThreshold: Int,
  defaultPayout: Type.String(),
  maxClaimAmount: Type.Integer(),
  active: Type.Boolean(),
  claimCount: Type.Integer(),
  createdAt: Type.String(),
  version: Type.Integer(),
});

const claimFields = {
  typeId: Id,
  claimDate: Text(40, "yyyy-MM-dd: not in the future, at most 90 days ago"),
  amount: Money("whole rupiah, 1..the type's maxClaimAmount"),
  description: Text(4000, "1–1,000 characters"),
  fileIds: Type.Optional(
    Nullable(
      Type.Array(UUID, {
        maxItems: 50,
        description: "receipts uploaded through the file service (at most 10 different)",
      }),
    ),
  ),
  payoutMethod: Type.Optional(Nullable(Text(40, "payroll or disbursement (default: the type's)"))),
};

export const ClaimBody = Type.Object(
  { agentId: Id, ...claimFields },
  { additionalProperties: false },
);

export const AgentClaimBody = Type.Object(
  {
    ...claimFields,
    clientRequestId: Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: "^[\\x21-\\x7E]+$",
      description: "the app's own id: a repeat answers the first claim (200)",
    }),
  },
  { additionalProperties: false },
);

export const DecisionBody = Type.Object(
  {
    decision: Type.Enum(["approve", "reject"]),
    note: Type.Optional(Nullable(Text(1000, "required to reject"))),
    payoutMethod: Type.Optional(Nullable(Type.Enum(["payroll", "disbursement"]))),
  },
  { additionalProperties: false },
);

export const CancelBody = Type.Object(
  { note: Type.Optional(Nullable(Text(1000, "why"))) },
  { additionalProperties: false },
);

const DATE = Type.String({ pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", description: "yyyy-MM-dd" });

export const ClaimListQuery = Type.Object({
  limit: ListQuery.limit,
  page: ListQuery.page,
  q: ListQuery.q,
  sort: ListQuery.sort,
  status: Type.Optional(Type.Enum(["pending", "approved", "rejected", "cancelled", "paid"])),
  typeId: Type.Optional(Id),
  agentId: Type.Optional(Id),
  payoutMethod: Type.Optional(Type.Enum(["payroll", "disbursement"])),
  from: Type.Optional(DATE),
  to: Type.Optional(DATE),
  unpaid: Type.Optional(Type.Boolean({ description: "approved, not yet paid nor carried" })),
});

export const AgentClaimListQuery = Type.Object({
  limit: ListQuery.limit,
  page: ListQuery.page,
  status: ClaimListQuery.properties.status,
});

export const BudgetQuery = Type.Object({ agentId: Id, typeId: Id, date: DATE });

export const BudgetSchema = Type.Object({
  typeId: Type.Integer(),
  periodStart: Type.String(),
  periodEnd: Type.String(),
  budgetAmount: Int,
  used: Type.Integer(),
  remaining: Int,
});

export const ClaimSchema = Type.Object({
  id: Type.Integer(),
  agentId: Type.Integer(),
  agentName: Type.String(),
  employeeNumber: Str,
  typeId: Type.Integer(),
  typeName: Type.String(),
  taxTreatment: Type.String(),
  claimDate: Type.String(),
  amount: Type.Integer(),
  description: Type.String(),
  status: Type.String(),
  payoutMethod: Type.String(),
  taxableAmount: Int,
  nonTaxableAmount: Int,
  receipts: Type.Array(
    Type.Object({ fileId: Type.String(), url: Type.String(), contentType: Type.String() }),
  ),
  approvalRequestId: Int,
  currentLayer: Int,
  canDecide: Type.Boolean(),
  decidedAt: Str,
  decisionNote: Str,
  payrollReportId: Int,
  payrollReportName: Str,
  disbursementId: Int,
  disbursementName: Str,
  paidAt: Str,
  createdByName: Str,
  createdByAgent: Type.Boolean(),
  createdAt: Type.String(),
  version: Type.Integer(),
});
