import { Type } from "typebox";
import {
  type ApprovalProblem,
  type ApprovalRuleValues,
  approverFields,
  REQUEST_TYPE_LABELS,
  REQUEST_TYPES,
} from "../../../../domain/approvals.ts";
import type { Tx } from "../../../db/pool.ts";
import { assertValid, Nullable } from "../../../main/org/common.ts";
import { NO_NUL } from "../../../main/schemas.ts";
import { HttpError } from "../../../shared/errors.ts";
import { nameTaken, typesTaken, unknownIds } from "../repo.ts";

/** Approval rules are settings (SPEC §2: /settings/attendances/approval-rules). */
export const MENU = "settings" as const;

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Ids = (description: string) => Type.Optional(Type.Array(Id, { maxItems: 100, description }));

export const RuleBody = Type.Object(
  {
    name: Type.String({
      maxLength: 1000,
      pattern: NO_NUL,
      description: "unique per client, at most 100 characters",
    }),
    requestTypes: Type.Array(Type.Enum([...REQUEST_TYPES]), {
      maxItems: 20,
      description: "request types; each may be covered by one rule of the client only (409)",
    }),
    layers: Type.Array(
      Type.Object(
        {
          approverUserIds: Ids("users of the client"),
          approverRoleIds: Ids("roles of the client"),
        },
        { additionalProperties: false },
      ),
      { maxItems: 20, description: "1 to 5 sequential layers, each with at least one approver" },
    ),
    defaultApproverUserIds: Ids("users who may act at any layer"),
    defaultApproverRoleIds: Ids("roles whose users may act at any layer"),
    version: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 2_147_483_647,
        description: "PUT: the version read; stale: 409",
      }),
    ),
  },
  { additionalProperties: false },
);

const IdList = Type.Array(Type.Integer());
export const RuleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  requestTypes: Type.Array(Type.String()),
  layers: Type.Array(Type.Object({ approverUserIds: IdList, approverRoleIds: IdList })),
  defaultApproverUserIds: IdList,
  defaultApproverRoleIds: IdList,
  pendingCount: Type.Integer({ description: "pending requests under the rule" }),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const RequestSchema = Type.Object({
  id: Type.Integer(),
  requestType: Type.String(),
  agentId: Type.Integer(),
  agentName: Type.String(),
  ruleId: Nullable(Type.Integer()),
  ruleName: Nullable(Type.String()),
  layerCount: Nullable(Type.Integer()),
  currentLayer: Type.Integer(),
  status: Type.String({ description: "pending, approved, rejected or cancelled" }),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const PageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
};

export const itemsOf = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ data: Type.Object({ items: Type.Array(item), totalItems: Type.Integer() }) });

/**
 * Every check of a rule against the client's data: users and roles that are the client's
 * (400 naming the field), the name free (409 at name), no request type covered by another
 * rule (409 naming the rule).
 */
export async function assertRuleFits(
  tx: Tx,
  message: string,
  values: ApprovalRuleValues,
  exceptId: number | null,
): Promise<void> {
  const problems: ApprovalProblem[] = [];
  const fields = approverFields(values);
  for (const [field, ids] of fields.users) {
    const unknown = await unknownIds(tx, "users", ids);
    if (unknown.length > 0)
      problems.push({
        field,
        message: `contains ids that are not users of the client: ${unknown.join(", ")}`,
      });
  }
  for (const [field, ids] of fields.roles) {
    const unknown = await unknownIds(tx, "roles", ids);
    if (unknown.length > 0)
      problems.push({
        field,
        message: `contains ids that are not roles of the client: ${unknown.join(", ")}`,
      });
  }
  assertValid(message, problems);
  if (await nameTaken(tx, values.name, exceptId))
    throw new HttpError(409, message, undefined, [
      { field: "name", message: "is already used by another approval rule" },
    ]);
  const taken = await typesTaken(tx, values.requestTypes, exceptId);
  if (taken.length > 0) {
    const first = taken[0]!;
    throw new HttpError(
      409,
      `${REQUEST_TYPE_LABELS[first.requestType].en} is already covered by approval rule "${first.ruleName}"`,
      {
        ruleId: first.ruleId,
        ruleName: first.ruleName,
        requestTypes: taken.map((t) => t.requestType),
      },
      taken.map((t) => ({
        field: "requestTypes",
        message: `${t.requestType} is already covered by approval rule "${t.ruleName}"`,
      })),
    );
  }
}

/** The rule as an audit row keeps it (no counters or timestamps). */
export const audited = (rule: {
  name: string;
  requestTypes: string[];
  layers: unknown;
  defaultApproverUserIds: number[];
  defaultApproverRoleIds: number[];
}) => ({
  name: rule.name,
  requestTypes: rule.requestTypes,
  layers: rule.layers,
  defaultApproverUserIds: rule.defaultApproverUserIds,
  defaultApproverRoleIds: rule.defaultApproverRoleIds,
});
