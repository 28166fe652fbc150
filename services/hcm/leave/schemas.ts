import { Type } from "typebox";
import { LEAVE_KINDS, LEDGER_KINDS } from "../../../domain/leave/kinds.ts";
import { Nullable } from "../../main/org/common.ts";
import { NO_NUL } from "../../main/schemas.ts";

/** Issue 15: the leave API's shapes (/work/leave-api.md). */
export const DATE = Type.String({
  pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",
  description: "YYYY-MM-DD",
});
export const ID = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const UUID = Type.String({
  pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$",
});
export const HALF_DAY = Type.Enum(["first_half", "second_half"]);
/**
 * A request's half day: which half, or (the contract names only `halfDay?`) a boolean —
 * true is the first half, false a whole day.
 */
export const HALF_DAY_INPUT = Type.Optional(
  Type.Union([HALF_DAY, Type.Boolean(), Type.Null()], {
    description: '"first_half" | "second_half" | null; true = "first_half", false = null',
  }),
);
export const halfDayOf = (value: "first_half" | "second_half" | boolean | null | undefined) =>
  value === true ? "first_half" : value === false || value == null ? null : value;
export const STATUS = Type.Enum(["pending", "approved", "rejected", "cancelled"]);

export const EntrySchema = Type.Object({
  id: Type.Number(),
  date: Type.String(),
  kind: Type.Enum([...LEDGER_KINDS]),
  days: Type.Number(),
  reason: Type.String(),
  leaveRequestId: Nullable(Type.Integer()),
  createdByName: Nullable(Type.String()),
});

export const BalanceSchema = Type.Object({
  balance: Type.Number(),
  entries: Type.Array(EntrySchema),
});

export const LeaveRequestSchema = Type.Object({
  id: Type.Integer(),
  agentId: Type.Integer(),
  agentName: Type.String(),
  branchId: Type.Integer(),
  branchName: Type.String(),
  policyId: Type.Integer(),
  policyName: Type.String(),
  kind: Type.Enum([...LEAVE_KINDS]),
  from: Type.String(),
  to: Type.String(),
  halfDay: Nullable(HALF_DAY),
  days: Type.Number(),
  reason: Nullable(Type.String()),
  fileId: Nullable(Type.String()),
  status: STATUS,
  paid: Nullable(Type.Boolean()),
  source: Type.Enum(["worker", "console"]),
  approvalRequestId: Nullable(Type.Integer()),
  currentLayer: Nullable(Type.Integer()),
  layerCount: Nullable(Type.Integer()),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  decisionNote: Nullable(Type.String()),
});

export const LeaveRequestDetailSchema = Type.Object({
  ...LeaveRequestSchema.properties,
  dayList: Type.Array(
    Type.Object({ date: Type.String(), fraction: Type.Number(), dayType: Type.String() }),
  ),
  actions: Type.Array(
    Type.Object({
      layer: Type.Integer(),
      action: Type.String(),
      actorName: Nullable(Type.String()),
      note: Nullable(Type.String()),
      at: Type.String(),
    }),
  ),
  ledger: Type.Array(EntrySchema),
  canDecide: Type.Boolean(),
});

export const pageSchema = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({
    data: Type.Object({
      items: Type.Array(item),
      totalItems: Type.Integer(),
      limit: Type.Integer(),
      page: Type.Integer(),
    }),
  });

const Reason = Type.String({ maxLength: 1000, pattern: NO_NUL });

export const CreateBody = Type.Object(
  {
    agentId: ID,
    policyId: ID,
    from: DATE,
    to: DATE,
    halfDay: HALF_DAY_INPUT,
    reason: Type.Optional(Nullable(Reason)),
    fileId: Type.Optional(Nullable(UUID)),
  },
  { additionalProperties: false },
);

export const AgentCreateBody = Type.Object(
  {
    clientRequestId: Type.String({ minLength: 1, maxLength: 100, pattern: "^[\\x21-\\x7E]+$" }),
    policyId: ID,
    from: DATE,
    to: DATE,
    halfDay: HALF_DAY_INPUT,
    reason: Type.Optional(Nullable(Reason)),
    fileId: Type.Optional(Nullable(UUID)),
  },
  { additionalProperties: false },
);

export const DecisionBody = Type.Object(
  {
    decision: Type.Enum(["approve_paid", "approve_unpaid", "reject"]),
    note: Type.Optional(Nullable(Reason)),
  },
  { additionalProperties: false },
);

export const CancelBody = Type.Object(
  { note: Type.Optional(Nullable(Reason)) },
  { additionalProperties: false },
);

export const AdjustmentBody = Type.Object(
  {
    agentId: ID,
    policyId: ID,
    date: DATE,
    days: Type.Number({ minimum: -366, maximum: 366 }),
    reason: Type.String({ minLength: 1, maxLength: 500, pattern: NO_NUL }),
  },
  { additionalProperties: false },
);

export const ListQuery = {
  status: Type.Optional(STATUS),
  agentId: Type.Optional(ID),
  policyId: Type.Optional(ID),
  branchId: Type.Optional(ID),
  from: Type.Optional(DATE),
  to: Type.Optional(DATE),
  q: Type.Optional(Type.String({ maxLength: 100, pattern: NO_NUL })),
  sort: Type.Optional(
    Type.String({
      maxLength: 40,
      pattern: "^-?[A-Za-z]+$",
      description: "createdAt, from, agentName, days, status, policyName; - for descending",
    }),
  ),
};

export const PageParams = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
};

export const SummarySchema = Type.Object({
  policyId: Type.Integer(),
  policyName: Type.String(),
  kind: Type.Enum([...LEAVE_KINDS]),
  limited: Type.Boolean(),
  balance: Type.Number(),
  accrued: Type.Number(),
  taken: Type.Number(),
  pending: Type.Number(),
});

export const BalanceRowSchema = Type.Object({
  agentId: Type.Integer(),
  agentName: Type.String(),
  branchName: Type.String(),
  policyId: Type.Integer(),
  policyName: Type.String(),
  kind: Type.Enum([...LEAVE_KINDS]),
  limited: Type.Boolean(),
  accrued: Type.Number(),
  taken: Type.Number(),
  adjusted: Type.Number(),
  balance: Type.Number(),
});
