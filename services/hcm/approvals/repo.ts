import type { ApprovalLayer, ApprovalRuleValues, RequestType } from "../../../domain/approvals.ts";
import { type ApprovalStatus, nextApprovalState } from "../../../src/machines/approvalMachine.ts";
import type { Tx } from "../../db/pool.ts";
import { escapeLike, isoInstant } from "../../main/org/common.ts";

/** An approval rule as the API answers it. */
export type ApprovalRule = {
  id: number;
  name: string;
  requestTypes: RequestType[];
  layers: ApprovalLayer[];
  defaultApproverUserIds: number[];
  defaultApproverRoleIds: number[];
  pendingCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
};

const RULE_COLUMNS = `r.id, r.name, r.layer_count AS "layerCount", r.version,
  ARRAY(SELECT t.request_type FROM approval_rule_request_types t WHERE t.rule_id = r.id
        ORDER BY array_position(ARRAY['shift','branch','shift_branch','new_attendance',
          'new_attendance_branch','leave','overtime','dispute'], t.request_type)) AS "requestTypes",
  coalesce((SELECT json_agg(json_build_object('layer', a.layer, 'userId', a.user_id, 'roleId', a.role_id)
            ORDER BY a.layer, a.user_id, a.role_id)
     FROM approval_rule_approvers a WHERE a.rule_id = r.id), '[]') AS approvers,
  (SELECT count(*)::int FROM approval_requests q WHERE q.rule_id = r.id AND q.status = 'pending')
    AS "pendingCount",
  ${isoInstant("r.created_at")} AS "createdAt", ${isoInstant("r.updated_at")} AS "updatedAt"`;

type RuleRow = Omit<
  ApprovalRule,
  "layers" | "defaultApproverUserIds" | "defaultApproverRoleIds"
> & {
  layerCount: number;
  approvers: { layer: number; userId: number | null; roleId: number | null }[];
};

function ruleOf({ layerCount, approvers, ...row }: RuleRow): ApprovalRule {
  const layers = Array.from({ length: layerCount }, () => ({
    approverUserIds: [] as number[],
    approverRoleIds: [] as number[],
  }));
  const defaults = { users: [] as number[], roles: [] as number[] };
  for (const a of approvers) {
    const users = a.layer === 0 ? defaults.users : layers[a.layer - 1]?.approverUserIds;
    const roles = a.layer === 0 ? defaults.roles : layers[a.layer - 1]?.approverRoleIds;
    if (a.userId !== null) users?.push(a.userId);
    if (a.roleId !== null) roles?.push(a.roleId);
  }
  return {
    id: row.id,
    name: row.name,
    requestTypes: row.requestTypes,
    layers,
    defaultApproverUserIds: defaults.users,
    defaultApproverRoleIds: defaults.roles,
    pendingCount: row.pendingCount,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function listRules(tx: Tx, q: string | null, limit: number, page: number) {
  const result = await tx.query<RuleRow & { total: number }>(
    `SELECT ${RULE_COLUMNS}, count(*) OVER ()::int AS total FROM approval_rules r
     WHERE ($1::text IS NULL OR r.name ILIKE '%' || $1 || '%')
     ORDER BY lower(r.name), r.id LIMIT $2 OFFSET $3`,
    [escapeLike(q), limit, (page - 1) * limit],
  );
  let totalItems = result.rows[0]?.total ?? 0;
  if (result.rows.length === 0 && page > 1)
    totalItems = (
      await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM approval_rules r
         WHERE ($1::text IS NULL OR r.name ILIKE '%' || $1 || '%')`,
        [escapeLike(q)],
      )
    ).rows[0]!.n;
  return { items: result.rows.map(({ total: _total, ...row }) => ruleOf(row)), totalItems };
}

export async function findRule(tx: Tx, id: number, lock = false): Promise<ApprovalRule | null> {
  const result = await tx.query<RuleRow>(
    `SELECT ${RULE_COLUMNS} FROM approval_rules r WHERE r.id = $1 ${lock ? "FOR UPDATE OF r" : ""}`,
    [id],
  );
  return result.rows[0] ? ruleOf(result.rows[0]) : null;
}

/** The rule's request types, layers and approvers become exactly `values`'. */
async function writeParts(tx: Tx, clientId: number, id: number, values: ApprovalRuleValues) {
  await tx.query("DELETE FROM approval_rule_request_types WHERE rule_id = $1", [id]);
  await tx.query("DELETE FROM approval_rule_approvers WHERE rule_id = $1", [id]);
  await tx.query(
    `INSERT INTO approval_rule_request_types (client_id, rule_id, request_type)
     SELECT $1, $2, unnest($3::text[])`,
    [clientId, id, values.requestTypes],
  );
  const rows: [number, number | null, number | null][] = [];
  values.layers.forEach((layer, i) => {
    for (const userId of layer.approverUserIds) rows.push([i + 1, userId, null]);
    for (const roleId of layer.approverRoleIds) rows.push([i + 1, null, roleId]);
  });
  for (const userId of values.defaultApproverUserIds) rows.push([0, userId, null]);
  for (const roleId of values.defaultApproverRoleIds) rows.push([0, null, roleId]);
  await tx.query(
    `INSERT INTO approval_rule_approvers (client_id, rule_id, layer, user_id, role_id)
     SELECT $1, $2, * FROM unnest($3::smallint[], $4::int[], $5::int[])`,
    [clientId, id, rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
  );
}

export async function insertRule(tx: Tx, clientId: number, values: ApprovalRuleValues) {
  const result = await tx.query<{ id: number }>(
    "INSERT INTO approval_rules (client_id, name, layer_count) VALUES ($1, $2, $3) RETURNING id",
    [clientId, values.name, values.layers.length],
  );
  const id = result.rows[0]!.id;
  await writeParts(tx, clientId, id, values);
  return id;
}

export async function updateRule(tx: Tx, clientId: number, id: number, values: ApprovalRuleValues) {
  await tx.query(
    `UPDATE approval_rules SET name = $2, layer_count = $3, version = version + 1,
       updated_at = now() WHERE id = $1`,
    [id, values.name, values.layers.length],
  );
  await writeParts(tx, clientId, id, values);
}

/** The rule name taken by another rule of the client (case-insensitive). */
export async function nameTaken(tx: Tx, name: string, exceptId: number | null) {
  const found = await tx.query(
    "SELECT 1 FROM approval_rules WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2",
    [name, exceptId],
  );
  return (found.rowCount ?? 0) > 0;
}

/** Request types of `types` another rule of the client already covers, with that rule. */
export async function typesTaken(tx: Tx, types: string[], exceptId: number | null) {
  const found = await tx.query<{ requestType: RequestType; ruleId: number; ruleName: string }>(
    `SELECT t.request_type AS "requestType", r.id AS "ruleId", r.name AS "ruleName"
     FROM approval_rule_request_types t JOIN approval_rules r ON r.id = t.rule_id
     WHERE t.request_type = ANY($1::text[]) AND t.rule_id IS DISTINCT FROM $2
     ORDER BY t.request_type`,
    [types, exceptId],
  );
  return found.rows;
}

/** Of `ids`, those that are not users (roles) of the caller's client. */
export async function unknownIds(tx: Tx, table: "users" | "roles", ids: number[]) {
  if (ids.length === 0) return [];
  const found = await tx.query<{ id: number }>(
    `SELECT id FROM ${table} WHERE id = ANY($1::int[]) AND client_id = app_client_id()`,
    [ids],
  );
  const known = new Set(found.rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * Applies the approval machine's `rule.edited` to the rule's pending requests (back to layer
 * 1 under the new layer count); answers how many there were.
 */
export async function resetPending(tx: Tx, ruleId: number, layerCount: number) {
  const pending = await tx.query<{ id: number; currentLayer: number }>(
    `SELECT id, current_layer AS "currentLayer" FROM approval_requests
     WHERE rule_id = $1 AND status = 'pending' ORDER BY id FOR UPDATE`,
    [ruleId],
  );
  const next = pending.rows.map((row) => ({
    id: row.id,
    ...nextApprovalState(
      { status: "pending", currentLayer: row.currentLayer, layerCount },
      { type: "rule.edited", layerCount },
    ),
  }));
  await tx.query(
    `UPDATE approval_requests q SET status = n.status, current_layer = n.layer,
       version = q.version + 1, updated_at = now()
     FROM unnest($1::int[], $2::text[], $3::smallint[]) AS n(id, status, layer)
     WHERE q.id = n.id`,
    [next.map((n) => n.id), next.map((n) => n.status), next.map((n) => n.currentLayer)],
  );
  return next.length;
}

// ---------------------------------------------------------------------------------------------
// Requests

export type ApprovalRequest = {
  id: number;
  requestType: RequestType;
  agentId: number;
  agentName: string;
  ruleId: number | null;
  ruleName: string | null;
  layerCount: number | null;
  currentLayer: number;
  status: ApprovalStatus;
  version: number;
  createdAt: string;
  updatedAt: string;
};

const REQUEST_COLUMNS = `q.id, q.request_type AS "requestType", q.agent_id AS "agentId",
  ag.full_name AS "agentName", q.rule_id AS "ruleId", r.name AS "ruleName",
  r.layer_count::int AS "layerCount", q.current_layer::int AS "currentLayer", q.status, q.version,
  ${isoInstant("q.created_at")} AS "createdAt", ${isoInstant("q.updated_at")} AS "updatedAt"`;
const REQUEST_FROM = `approval_requests q JOIN agents ag ON ag.id = q.agent_id
  LEFT JOIN approval_rules r ON r.id = q.rule_id`;

export async function findRequest(tx: Tx, id: number, lock = false) {
  const result = await tx.query<ApprovalRequest>(
    `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE q.id = $1 ${lock ? "FOR UPDATE OF q" : ""}`,
    [id],
  );
  return result.rows[0] ?? null;
}

/** Whether the user may act on a request of the rule at the layer (directly, by role, default). */
export async function isApprover(tx: Tx, ruleId: number, layer: number, userId: number) {
  const result = await tx.query<{ by: "layer" | "default" }>(
    `SELECT CASE WHEN a.layer = 0 THEN 'default' ELSE 'layer' END AS by
     FROM approval_rule_approvers a
     WHERE a.rule_id = $1 AND a.layer IN (0, $2)
       AND (a.user_id = $3 OR a.role_id = (SELECT role_id FROM users WHERE id = $3))
     ORDER BY a.layer DESC LIMIT 1`,
    [ruleId, layer, userId],
  );
  return result.rows[0]?.by ?? null;
}

/** Pending requests the user may act on now (any rule, the request's current layer). */
export async function listActionable(tx: Tx, userId: number, limit: number, page: number) {
  const result = await tx.query<ApprovalRequest & { total: number }>(
    `SELECT ${REQUEST_COLUMNS}, count(*) OVER ()::int AS total FROM ${REQUEST_FROM}
     WHERE q.status = 'pending' AND EXISTS (
       SELECT 1 FROM approval_rule_approvers a
       WHERE a.rule_id = q.rule_id AND a.layer IN (0, q.current_layer)
         AND (a.user_id = $1 OR a.role_id = (SELECT role_id FROM users WHERE id = $1)))
     ORDER BY q.created_at, q.id LIMIT $2 OFFSET $3`,
    [userId, limit, (page - 1) * limit],
  );
  return {
    items: result.rows.map(({ total: _total, ...row }) => row),
    totalItems: result.rows[0]?.total ?? 0,
  };
}
