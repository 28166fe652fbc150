import type { OvertimeType } from "../../../../domain/overtime/ladder.ts";
import type {
  OvertimeRequestStatus,
  OvertimeSource,
} from "../../../../domain/overtime/requests.ts";
import type { Tx } from "../../../db/pool.ts";
import { escapeLike, isoInstant, orderBy, pagedRows } from "../../../main/org/common.ts";

/** An overtime request as the APIs answer it, with the day's record and its approval. */
export type OvertimeRequestView = {
  id: number;
  agentId: number;
  agentName: string;
  agentNik: string;
  branchId: number;
  branchName: string;
  date: string;
  overtimeType: OvertimeType;
  minutes: number;
  hours: number;
  multiplierUnits: number | null;
  breakdown: { hours: number; multiplier: number }[];
  /** "fixed" when the policy pays a fixed amount per hour (units = hours), else "rate". */
  payKind: "rate" | "fixed";
  mealRequired: boolean;
  source: OvertimeSource;
  reason: string | null;
  status: OvertimeRequestStatus;
  policyId: number | null;
  policyName: string | null;
  recordId: number | null;
  recordStatus: string | null;
  recordCheckInAt: string | null;
  recordCheckOutAt: string | null;
  recordOvertimeMinutes: number | null;
  clientRequestId: string | null;
  approvalRequestId: number | null;
  ruleName: string | null;
  currentLayer: number | null;
  layerCount: number | null;
  approvalVersion: number | null;
  createdByName: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
  createdAt: string;
  updatedAt: string;
};

const COLUMNS = `o.id, o.agent_id AS "agentId", ag.full_name AS "agentName", ag.nik AS "agentNik",
  ag.branch_id AS "branchId", br.name AS "branchName", to_char(o.date, 'YYYY-MM-DD') AS date,
  o.overtime_type AS "overtimeType", o.minutes, round(o.minutes / 60.0, 2)::float8 AS hours,
  o.multiplier_units::float8 AS "multiplierUnits",
  coalesce(o.breakdown -> 'bands', '[]'::jsonb) AS breakdown,
  CASE WHEN (o.breakdown ->> 'fixed')::boolean THEN 'fixed' ELSE 'rate' END AS "payKind",
  o.meal_required AS "mealRequired", o.source, o.reason, o.status,
  o.overtime_policy_id AS "policyId", p.name AS "policyName",
  o.record_id::float8 AS "recordId", rec.status AS "recordStatus",
  ${isoInstant("rec.check_in_at")} AS "recordCheckInAt",
  ${isoInstant("rec.check_out_at")} AS "recordCheckOutAt",
  rec.overtime_minutes AS "recordOvertimeMinutes",
  o.client_request_id AS "clientRequestId",
  q.id AS "approvalRequestId", ru.name AS "ruleName", q.current_layer::int AS "currentLayer",
  coalesce(ru.layer_count::int, CASE WHEN q.id IS NULL THEN NULL ELSE 1 END) AS "layerCount",
  q.version AS "approvalVersion", u.fullname AS "createdByName",
  ${isoInstant("o.decided_at")} AS "decidedAt", o.decision_note AS "decisionNote",
  ${isoInstant("o.created_at")} AS "createdAt", ${isoInstant("o.updated_at")} AS "updatedAt"`;

const FROM = `overtime_requests o JOIN agents ag ON ag.id = o.agent_id
  JOIN branches br ON br.id = ag.branch_id
  LEFT JOIN overtime_policies p ON p.id = o.overtime_policy_id
  LEFT JOIN attendance_records rec ON rec.id = o.record_id
  LEFT JOIN approval_requests q ON q.id = o.approval_request_id
  LEFT JOIN approval_rules ru ON ru.id = q.rule_id
  LEFT JOIN users u ON u.id = o.created_by_user`;

export async function findOvertimeRequest(tx: Tx, id: number): Promise<OvertimeRequestView | null> {
  const result = await tx.query<OvertimeRequestView>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE o.id = $1`,
    [id],
  );
  return result.rows[0] ?? null;
}

/** The list's sortable fields (`sort`, a leading - for descending). */
export const OVERTIME_SORTS: Record<string, string> = {
  date: "o.date",
  agentName: "lower(ag.full_name)",
  minutes: "o.minutes",
  multiplierUnits: "o.multiplier_units",
  status: "o.status",
  createdAt: "o.created_at",
};

export type OvertimeListFilter = {
  status?: OvertimeRequestStatus | undefined;
  source?: OvertimeSource | undefined;
  branchId?: number | undefined;
  agentId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
};

/** A page of requests under the filters (all of the client's; the menu is the permission). */
export async function listOvertimeRequests(
  tx: Tx,
  filter: OvertimeListFilter,
  page: { sort: string | undefined; limit: number; page: number },
) {
  const order = orderBy(page.sort, OVERTIME_SORTS, "-date", "o.id");
  const params = [
    filter.status ?? null,
    filter.source ?? null,
    filter.branchId ?? null,
    filter.agentId ?? null,
    filter.from ?? null,
    filter.to ?? null,
    escapeLike(filter.q),
  ];
  return pagedRows(
    async (limit, offset) => {
      const result = await tx.query<OvertimeRequestView & { total: number }>(
        `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM ${FROM}
       WHERE ($1::text IS NULL OR o.status = $1) AND ($2::text IS NULL OR o.source = $2)
         AND ($3::int IS NULL OR ag.branch_id = $3) AND ($4::int IS NULL OR o.agent_id = $4)
         AND ($5::date IS NULL OR o.date >= $5) AND ($6::date IS NULL OR o.date <= $6)
         AND ($7::text IS NULL OR ag.full_name ILIKE '%' || $7 || '%' OR ag.nik LIKE $7 || '%'
              OR o.agent_id::text = $7)
       ${order} LIMIT $8 OFFSET $9`,
        [...params, limit, offset],
      );
      return result.rows;
    },
    page.limit,
    page.page,
  );
}

/** The worker's own requests, newest day first. */
export async function listOwnOvertimeRequests(
  tx: Tx,
  agentId: number,
  filter: { status?: OvertimeRequestStatus | undefined; limit: number; page: number },
) {
  return pagedRows(
    async (limit, offset) => {
      const result = await tx.query<OvertimeRequestView & { total: number }>(
        `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM ${FROM}
       WHERE o.agent_id = $1 AND ($2::text IS NULL OR o.status = $2)
       ORDER BY o.date DESC, o.id DESC LIMIT $3 OFFSET $4`,
        [agentId, filter.status ?? null, limit, offset],
      );
      return result.rows;
    },
    filter.limit,
    filter.page,
  );
}

/**
 * The requests of `ids` the user may decide now: pending at a layer the user approves (as a
 * user or by role) or as a default approver of the rule (as approvals/repo.ts isApprover).
 */
export async function actionableOvertimeIds(
  tx: Tx,
  userId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = await tx.query<{ id: number }>(
    `SELECT o.id FROM overtime_requests o JOIN approval_requests q ON q.id = o.approval_request_id
     WHERE o.id = ANY($2::int[]) AND o.status = 'pending' AND q.status = 'pending'
       AND EXISTS (SELECT 1 FROM approval_rule_approvers a
                   WHERE a.rule_id = q.rule_id AND a.layer IN (0, q.current_layer)
                     AND (a.user_id = $1 OR a.role_id = (SELECT role_id FROM users WHERE id = $1)))`,
    [userId, ids],
  );
  return new Set(result.rows.map((row) => row.id));
}
