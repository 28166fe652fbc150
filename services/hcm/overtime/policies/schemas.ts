import { Type } from "typebox";
import { OVERTIME_TYPES, WORK_WEEKS } from "../../../../domain/overtime/ladder.ts";
import {
  MULTIPLIER_KINDS,
  OVERTIME_MODES,
  OVERTIME_ROUNDINGS,
  PAY_KINDS,
} from "../../../../domain/overtime/policy.ts";
import { MAX_ID, Nullable } from "../../../main/org/common.ts";
import { NO_NUL, VersionField } from "../../../main/schemas.ts";
import { HcmListQuery } from "../../places/schemas.ts";

const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
const IdList = Type.Array(Id, { maxItems: 500 });

/**
 * One pay rule per SPEC §9 overtime type: a rate (the statutory ladder, or a custom
 * multiplier) or a fixed amount per hour ("Baseline", whole rupiah). Ranges are the domain's
 * checks (domain/overtime/policy.ts), so they answer 400 naming `rules.<i>.<field>`.
 */
const RuleBody = Type.Object(
  {
    overtimeType: Type.Enum([...OVERTIME_TYPES]),
    enabled: Type.Optional(Nullable(Type.Boolean())),
    payKind: Type.Optional(Nullable(Type.Enum([...PAY_KINDS]))),
    multiplier: Type.Optional(Nullable(Type.Enum([...MULTIPLIER_KINDS]))),
    customMultiplier: Type.Optional(Nullable(Type.Number())),
    fixedAmount: Type.Optional(Nullable(Type.Number())),
  },
  { additionalProperties: false },
);

const policyFields = {
  name: Type.String({ maxLength: 200, pattern: NO_NUL }),
  workWeek: Type.Optional(Nullable(Type.Enum([...WORK_WEEKS]))),
  mode: Type.Optional(Nullable(Type.Enum([...OVERTIME_MODES]))),
  rounding: Type.Optional(Nullable(Type.Enum([...OVERTIME_ROUNDINGS]))),
  minuteRounding: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1440 }))),
  minimumMinutes: Type.Optional(Nullable(Type.Number())),
  maxHoursPerRequest: Type.Optional(Nullable(Type.Number())),
  enforceCaps: Type.Optional(Nullable(Type.Boolean())),
  status: Type.Optional(Nullable(Type.Enum(["active", "inactive"]))),
  rules: Type.Optional(Nullable(Type.Array(RuleBody, { maxItems: 4 }))),
  branchIds: Type.Optional(Nullable(IdList)),
  agentIds: Type.Optional(Nullable(IdList)),
};

export const OvertimePolicyBody = Type.Object(policyFields, { additionalProperties: false });
export const OvertimePolicyUpdateBody = Type.Object(
  { ...policyFields, version: VersionField("the version read; a stale one is 409") },
  { additionalProperties: false },
);

const RuleSchema = Type.Object({
  overtimeType: Type.String(),
  enabled: Type.Boolean(),
  payKind: Type.String(),
  multiplier: Type.String(),
  customMultiplier: Nullable(Type.Number()),
  fixedAmount: Nullable(Type.Integer()),
});

const WarningSchema = Type.Object({
  field: Type.String(),
  code: Type.String(),
  message: Type.String(),
});

export const OvertimePolicySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  workWeek: Type.String(),
  mode: Type.String(),
  rounding: Type.String(),
  minuteRounding: Type.Integer(),
  minimumMinutes: Type.Integer(),
  maxHoursPerRequest: Nullable(Type.Number()),
  enforceCaps: Type.Boolean(),
  status: Type.String(),
  rules: Type.Array(RuleSchema),
  branchIds: Type.Array(Type.Integer()),
  branches: Type.Array(
    Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() }),
  ),
  agentIds: Type.Array(Type.Integer()),
  agents: Type.Array(Type.Object({ id: Type.Integer(), fullName: Type.String() })),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  referenceMinimumWage: Type.Union([Type.Integer(), Type.Null()], {
    description: "the minimum wage the warnings measured against (whole rupiah), or null",
  }),
  warnings: Type.Array(WarningSchema, {
    description: "RULES.md §1.6: pay below the statutory figure (the policy is still saved)",
  }),
});

export const OvertimePolicyListQuery = Type.Object({
  ...HcmListQuery,
  branchId: Type.Optional(Id),
  sort: Type.Optional(
    Type.Enum(["name", "-name", "updatedAt", "-updatedAt", "createdAt", "-createdAt"]),
  ),
});

export const MinimumWageBody = Type.Object(
  {
    provinceId: Type.Optional(Nullable(Type.String({ maxLength: 20, pattern: NO_NUL }))),
    year: Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 }),
    amount: Type.Number(),
    source: Type.Optional(Nullable(Type.String({ maxLength: 2000, pattern: NO_NUL }))),
  },
  { additionalProperties: false },
);

export const MinimumWageSchema = Type.Object({
  id: Type.Integer(),
  provinceId: Nullable(Type.String()),
  provinceName: Nullable(Type.String()),
  year: Type.Integer(),
  amount: Type.Integer(),
  source: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const MinimumWageListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
});
