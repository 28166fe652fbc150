import type { Lang } from "../../../domain/enums.ts";
import { defaultDayType, type LeaveDay, type LeaveDayType } from "../../../domain/leave/days.ts";
import type { LeaveKind } from "../../../domain/leave/kinds.ts";
import type { Tx } from "../../db/pool.ts";
import { escapeLike, isoInstant, orderBy, pagedRows } from "../../main/org/common.ts";
import { isApprover } from "../approvals/repo.ts";
import { type EntryView, requestEntries } from "./ledgerRepo.ts";

/** Issue 15: leave requests as the API shows them (/work/leave-api.md LeaveRequestView). */
export type LeaveRequestView = {
  id: number;
  agentId: number;
  agentName: string;
  branchId: number;
  branchName: string;
  policyId: number;
  policyName: string;
  kind: LeaveKind;
  from: string;
  to: string;
  halfDay: "first_half" | "second_half" | null;
  days: number;
  reason: string | null;
  fileId: string | null;
  status: "pending" | "approved" | "rejected" | "cancelled";
  paid: boolean | null;
  source: "worker" | "console";
  approvalRequestId: number | null;
  currentLayer: number | null;
  layerCount: number | null;
  createdAt: string;
  decidedAt: string | null;
  decisionNote: string | null;
};

export const VIEW_COLUMNS = `lr.id, lr.agent_id AS "agentId", a.full_name AS "agentName",
  a.branch_id AS "branchId", b.name AS "branchName", lr.leave_policy_id AS "policyId",
  p.name AS "policyName", p.kind, to_char(lr.from_date, 'YYYY-MM-DD') AS "from",
  to_char(lr.to_date, 'YYYY-MM-DD') AS "to", lr.half_day AS "halfDay", lr.days::float8 AS days,
  lr.reason, lr.file_id AS "fileId", lr.status, lr.paid,
  CASE WHEN lr.created_by_agent THEN 'worker' ELSE 'console' END AS source,
  lr.approval_request_id AS "approvalRequestId",
  CASE WHEN q.id IS NULL THEN NULL ELSE q.current_layer::int END AS "currentLayer",
  r.layer_count::int AS "layerCount", ${isoInstant("lr.created_at")} AS "createdAt",
  ${isoInstant("lr.decided_at")} AS "decidedAt", lr.decision_note AS "decisionNote"`;
export const VIEW_FROM = `leave_requests lr
  JOIN agents a ON a.id = lr.agent_id
  JOIN branches b ON b.id = a.branch_id
  JOIN leave_policies p ON p.id = lr.leave_policy_id
  LEFT JOIN approval_requests q ON q.id = lr.approval_request_id
  LEFT JOIN approval_rules r ON r.id = q.rule_id`;

export async function findLeaveRequest(tx: Tx, id: number): Promise<LeaveRequestView | null> {
  const found = await tx.query<LeaveRequestView>(
    `SELECT ${VIEW_COLUMNS} FROM ${VIEW_FROM} WHERE lr.id = $1`,
    [id],
  );
  return found.rows[0] ?? null;
}

export type LeaveFilter = {
  status?: string | undefined;
  agentId?: number | undefined;
  policyId?: number | undefined;
  branchId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
};

export const REQUEST_SORTS: Record<string, string> = {
  createdAt: "lr.created_at",
  from: "lr.from_date",
  agentName: "lower(a.full_name)",
  days: "lr.days",
  status: "lr.status",
  policyName: "lower(p.name)",
};

function where(filter: LeaveFilter, params: unknown[]): string {
  const parts: string[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(`$${params.length}`));
  };
  if (filter.status) add((p) => `lr.status = ${p}`, filter.status);
  if (filter.agentId) add((p) => `lr.agent_id = ${p}`, filter.agentId);
  if (filter.policyId) add((p) => `lr.leave_policy_id = ${p}`, filter.policyId);
  if (filter.branchId) add((p) => `a.branch_id = ${p}`, filter.branchId);
  // A request shows in a period when any of its days falls in it.
  if (filter.from) add((p) => `lr.to_date >= ${p}::date`, filter.from);
  if (filter.to) add((p) => `lr.from_date <= ${p}::date`, filter.to);
  const q = filter.q?.trim();
  if (q) {
    if (/^\d{1,9}$/.test(q))
      add((p) => `(a.id = ${p}::int OR a.full_name ILIKE '%' || ${p} || '%')`, q);
    else add((p) => `a.full_name ILIKE '%' || ${p} || '%'`, escapeLike(q));
  }
  return parts.length ? `WHERE ${parts.join(" AND ")}` : "";
}

export async function listLeaveRequests(
  tx: Tx,
  filter: LeaveFilter,
  sort: string | undefined,
  limit: number,
  page: number,
) {
  const params: unknown[] = [];
  const condition = where(filter, params);
  const order = orderBy(sort, REQUEST_SORTS, "-createdAt", "lr.id");
  return pagedRows(
    async (size, offset) =>
      (
        await tx.query<LeaveRequestView & { total: number }>(
          `SELECT ${VIEW_COLUMNS}, count(*) OVER ()::int AS total FROM ${VIEW_FROM} ${condition}
           ${order} LIMIT ${size} OFFSET ${offset}`,
          params,
        )
      ).rows,
    limit,
    page,
  );
}

/** Every request the filter selects (the export), up to `max` + 1 rows. */
export async function exportLeaveRequests(
  tx: Tx,
  filter: LeaveFilter,
  sort: string | undefined,
  max: number,
) {
  const params: unknown[] = [];
  const condition = where(filter, params);
  const order = orderBy(sort, REQUEST_SORTS, "-createdAt", "lr.id");
  const found = await tx.query<LeaveRequestView>(
    `SELECT ${VIEW_COLUMNS} FROM ${VIEW_FROM} ${condition} ${order} LIMIT ${max + 1}`,
    params,
  );
  return found.rows;
}

export type LeaveAction = {
  layer: number;
  action: string;
  actorName: string | null;
  note: string | null;
  at: string;
};

/** The detail: the days, the approval's actions, the ledger entries, whether the caller decides. */
export async function leaveRequestDetail(
  tx: Tx,
  id: number,
  userId: number | null,
  lang: Lang,
): Promise<
  | (LeaveRequestView & {
      dayList: LeaveDay[];
      actions: LeaveAction[];
      ledger: EntryView[];
      canDecide: boolean;
    })
  | null
> {
  const view = await findLeaveRequest(tx, id);
  if (!view) return null;
  const days = await tx.query<LeaveDay>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, fraction::float8 AS fraction, day_type AS "dayType"
     FROM leave_request_days WHERE leave_request_id = $1 ORDER BY date`,
    [id],
  );
  const actions = await tx.query<LeaveAction>(
    `SELECT x.layer::int AS layer, x.action,
       CASE x.actor WHEN 'user' THEN u.fullname WHEN 'agent' THEN a.full_name ELSE NULL END AS "actorName",
       x.note, ${isoInstant("x.at")} AS at
     FROM approval_actions x
     JOIN approval_requests q ON q.id = x.request_id
     JOIN agents a ON a.id = q.agent_id
     LEFT JOIN users u ON u.id = x.actor_user_id
     WHERE x.request_id = $1 ORDER BY x.at, x.id`,
    [view.approvalRequestId ?? 0],
  );
  let canDecide = false;
  if (view.status === "pending" && view.approvalRequestId !== null && userId !== null) {
    const rule = await tx.query<{ ruleId: number | null; layer: number }>(
      `SELECT rule_id AS "ruleId", current_layer AS layer FROM approval_requests
       WHERE id = $1 AND status = 'pending'`,
      [view.approvalRequestId],
    );
    const r = rule.rows[0];
    if (r?.ruleId) canDecide = (await isApprover(tx, r.ruleId, r.layer, userId)) !== null;
  }
  return {
    ...view,
    dayList: days.rows,
    actions: actions.rows,
    ledger: await requestEntries(tx, id, lang),
    canDecide,
  };
}

/**
 * Each date's type for the worker from `from` to `to`: the schedule's day, else the holiday
 * calendar (observed days of the worker's branch's province), else Monday–Friday working
 * (domain/leave/days.ts defaultDayType).
 */
export async function dayTypesOf(
  tx: Tx,
  agentId: number,
  from: string,
  to: string,
): Promise<Map<string, LeaveDayType>> {
  const found = await tx.query<{
    date: string;
    scheduled: LeaveDayType | null;
    holiday: LeaveDayType | null;
  }>(
    `SELECT to_char(g.d, 'YYYY-MM-DD') AS date, d.day_type AS scheduled,
       (SELECT CASE h.kind WHEN 'national' THEN 'national_holiday'
                 WHEN 'collective_leave' THEN 'collective_leave' ELSE 'company_holiday' END
        FROM holidays h
        WHERE h.date = g.d::date AND h.observed
          AND (h.province_ids IS NULL OR b.province_id = ANY(h.province_ids))
        ORDER BY CASE h.kind WHEN 'national' THEN 0 WHEN 'collective_leave' THEN 1 ELSE 2 END
        LIMIT 1) AS holiday
     FROM generate_series($2::date, $3::date, interval '1 day') AS g(d)
     CROSS JOIN agents a
     JOIN branches b ON b.id = a.branch_id
     LEFT JOIN employee_schedule_days d ON d.agent_id = a.id AND d.date = g.d::date
     WHERE a.id = $1
     ORDER BY g.d`,
    [agentId, from, to],
  );
  return new Map(
    found.rows.map((row) => [row.date, row.scheduled ?? defaultDayType(row.date, row.holiday)]),
  );
}
