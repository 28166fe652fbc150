import type { WorkerRequestType } from "../../../../domain/attendance/requests.ts";
import type { Tx } from "../../../db/pool.ts";
import { escapeLike, isoInstant } from "../../../main/org/common.ts";

/** A worker's request as the APIs answer it, with the record it touches ("from") and its approval. */
export type AttendanceRequestView = {
  id: number;
  type: WorkerRequestType;
  agentId: number;
  agentName: string;
  date: string;
  status: "pending" | "approved" | "rejected" | "cancelled";
  reason: string;
  fileId: string | null;
  clientRequestId: string;
  shiftId: number | null;
  shiftName: string | null;
  branchId: number | null;
  branchName: string | null;
  checkInAt: string | null;
  checkOutAt: string | null;
  disputeStatus: "present" | "leave" | "absent" | null;
  recordId: number | null;
  recordStatus: string | null;
  timezone: string | null;
  recordShiftId: number | null;
  recordShiftName: string | null;
  recordBranchId: number | null;
  recordBranchName: string | null;
  recordCheckInAt: string | null;
  recordCheckOutAt: string | null;
  approvalRequestId: number | null;
  ruleName: string | null;
  currentLayer: number | null;
  layerCount: number | null;
  approvalVersion: number | null;
  createdAt: string;
  updatedAt: string;
};

/**
 * The "from" of a request: the record as it is while the request waits, as it was when the
 * request was made once it is decided (attendance_requests.record_before).
 */
const BEFORE = (key: string, current: string) =>
  `CASE WHEN r.status = 'pending' OR r.record_before IS NULL THEN ${current}
        ELSE r.record_before->>'${key}' END`;

const COLUMNS = `r.id, r.request_type AS type, r.agent_id AS "agentId", ag.full_name AS "agentName",
  to_char(r.date, 'YYYY-MM-DD') AS date, r.status, r.reason, r.file_id AS "fileId",
  r.client_request_id AS "clientRequestId",
  r.shift_id AS "shiftId", s.name AS "shiftName", r.branch_id AS "branchId", b.name AS "branchName",
  ${isoInstant("r.check_in_at")} AS "checkInAt", ${isoInstant("r.check_out_at")} AS "checkOutAt",
  r.dispute_status AS "disputeStatus",
  r.record_id::float8 AS "recordId", rec.timezone,
  rec.shift_id AS "recordShiftId", rec.branch_id AS "recordBranchId",
  ${BEFORE("status", "rec.status")} AS "recordStatus",
  ${BEFORE("shiftName", "rs.name")} AS "recordShiftName",
  ${BEFORE("branchName", "rb.name")} AS "recordBranchName",
  ${BEFORE("checkInAt", isoInstant("rec.check_in_at"))} AS "recordCheckInAt",
  ${BEFORE("checkOutAt", isoInstant("rec.check_out_at"))} AS "recordCheckOutAt",
  q.id AS "approvalRequestId", ru.name AS "ruleName", q.current_layer::int AS "currentLayer",
  coalesce(ru.layer_count::int, CASE WHEN q.id IS NULL THEN NULL ELSE 1 END) AS "layerCount",
  q.version AS "approvalVersion",
  ${isoInstant("r.created_at")} AS "createdAt", ${isoInstant("r.updated_at")} AS "updatedAt"`;

const FROM = `attendance_requests r JOIN agents ag ON ag.id = r.agent_id
  LEFT JOIN shifts s ON s.id = r.shift_id LEFT JOIN branches b ON b.id = r.branch_id
  LEFT JOIN attendance_records rec ON rec.id = r.record_id
  LEFT JOIN shifts rs ON rs.id = rec.shift_id LEFT JOIN branches rb ON rb.id = rec.branch_id
  LEFT JOIN approval_requests q ON q.id = r.approval_request_id
  LEFT JOIN approval_rules ru ON ru.id = q.rule_id`;

/** The caller may act on the request's approval now (its current layer, or a default approver). */
const ACTIONABLE = (user: string) => `q.status = 'pending' AND EXISTS (
  SELECT 1 FROM approval_rule_approvers a
  WHERE a.rule_id = q.rule_id AND a.layer IN (0, q.current_layer)
    AND (a.user_id = ${user} OR a.role_id = (SELECT role_id FROM users WHERE id = ${user})))`;

export async function findAttendanceRequest(
  tx: Tx,
  id: number,
): Promise<AttendanceRequestView | null> {
  const result = await tx.query<AttendanceRequestView>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1`,
    [id],
  );
  return result.rows[0] ?? null;
}

/** The raw row, locked: what the flow reads before changing anything. */
export type RequestRow = {
  id: number;
  agentId: number;
  type: WorkerRequestType;
  date: string;
  recordId: number | null;
  shiftId: number | null;
  branchId: number | null;
  checkInAt: Date | null;
  checkOutAt: Date | null;
  disputeStatus: "present" | "leave" | "absent" | null;
  status: "pending" | "approved" | "rejected" | "cancelled";
  approvalRequestId: number | null;
};

export async function lockRequestRow(
  tx: Tx,
  where: "id" | "approval",
  id: number,
): Promise<RequestRow | null> {
  const result = await tx.query<RequestRow>(
    `SELECT id, agent_id AS "agentId", request_type AS type, to_char(date, 'YYYY-MM-DD') AS date,
       record_id::float8 AS "recordId", shift_id AS "shiftId", branch_id AS "branchId",
       check_in_at AS "checkInAt", check_out_at AS "checkOutAt", dispute_status AS "disputeStatus",
       status, approval_request_id AS "approvalRequestId"
     FROM attendance_requests WHERE ${where === "id" ? "id" : "approval_request_id"} = $1
     FOR UPDATE`,
    [id],
  );
  return result.rows[0] ?? null;
}

/** A worker's own requests, newest first. */
export async function listOwnRequests(
  tx: Tx,
  agentId: number,
  filter: { status?: string | undefined; limit: number; page: number },
) {
  const result = await tx.query<AttendanceRequestView & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM ${FROM}
     WHERE r.agent_id = $1 AND ($2::text IS NULL OR r.status = $2)
     ORDER BY r.created_at DESC, r.id DESC LIMIT $3 OFFSET $4`,
    [agentId, filter.status ?? null, filter.limit, (filter.page - 1) * filter.limit],
  );
  return {
    items: result.rows.map(({ total: _total, ...row }) => row),
    totalItems: result.rows[0]?.total ?? 0,
  };
}

export const PENDING_SORTS = {
  oldest: "r.created_at, r.id",
  newest: "r.created_at DESC, r.id DESC",
  date: "r.date, r.id",
  "-date": "r.date DESC, r.id DESC",
  employee: "lower(ag.full_name), r.id",
  "-employee": "lower(ag.full_name) DESC, r.id DESC",
} as const;

/** Pending Approval: the requests waiting for the user's layer (SPEC §2, query attendanceId). */
export async function listPendingForUser(
  tx: Tx,
  userId: number,
  filter: {
    attendanceId?: number | undefined;
    type?: string | undefined;
    q?: string | undefined;
    date?: string | undefined;
    sort: keyof typeof PENDING_SORTS;
    limit: number;
    page: number;
  },
) {
  const result = await tx.query<AttendanceRequestView & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM ${FROM}
     WHERE r.status = 'pending' AND ${ACTIONABLE("$1::int")}
       AND ($2::bigint IS NULL OR r.record_id = $2)
       AND ($3::text IS NULL OR r.request_type = $3)
       AND ($4::text IS NULL OR ag.full_name ILIKE '%' || $4 || '%' OR ag.id::text = $4)
       AND ($5::date IS NULL OR r.date = $5)
     ORDER BY ${PENDING_SORTS[filter.sort]} LIMIT $6 OFFSET $7`,
    [
      userId,
      filter.attendanceId ?? null,
      filter.type ?? null,
      escapeLike(filter.q ?? null),
      filter.date ?? null,
      filter.limit,
      (filter.page - 1) * filter.limit,
    ],
  );
  return {
    items: result.rows.map(({ total: _total, ...row }) => row),
    totalItems: result.rows[0]?.total ?? 0,
  };
}

/** Whether the user may act on the request now (for the detail page's buttons). */
export async function actionableIds(tx: Tx, userId: number, requestIds: number[]) {
  if (requestIds.length === 0) return new Set<number>();
  const result = await tx.query<{ id: number }>(
    `SELECT r.id FROM attendance_requests r JOIN approval_requests q ON q.id = r.approval_request_id
     WHERE r.id = ANY($2::int[]) AND ${ACTIONABLE("$1::int")}`,
    [userId, requestIds],
  );
  return new Set(result.rows.map((row) => row.id));
}

export async function requestsOfRecord(tx: Tx, recordId: number) {
  const result = await tx.query<AttendanceRequestView>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE r.record_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
    [recordId],
  );
  return result.rows;
}

export type RecordView = {
  id: number;
  agentId: number;
  agentName: string;
  date: string;
  status: string;
  flags: string[];
  timezone: string;
  dayType: string;
  shiftId: number | null;
  shiftName: string | null;
  branchId: number | null;
  branchName: string | null;
  scheduledStart: string | null;
  scheduledEnd: string | null;
  checkInAt: string | null;
  checkOutAt: string | null;
  lateMinutes: number;
  earlyOutMinutes: number;
  workedMinutes: number;
};

export async function findRecord(tx: Tx, id: number): Promise<RecordView | null> {
  const result = await tx.query<RecordView>(
    `SELECT rec.id::float8 AS id, rec.agent_id AS "agentId", ag.full_name AS "agentName",
       to_char(rec.date, 'YYYY-MM-DD') AS date, rec.status, rec.flags, rec.timezone,
       rec.day_type AS "dayType", rec.shift_id AS "shiftId", s.name AS "shiftName",
       rec.branch_id AS "branchId", b.name AS "branchName",
       ${isoInstant("rec.scheduled_start")} AS "scheduledStart",
       ${isoInstant("rec.scheduled_end")} AS "scheduledEnd",
       ${isoInstant("rec.check_in_at")} AS "checkInAt", ${isoInstant("rec.check_out_at")} AS "checkOutAt",
       rec.late_minutes AS "lateMinutes", rec.early_out_minutes AS "earlyOutMinutes",
       rec.worked_minutes AS "workedMinutes"
     FROM attendance_records rec JOIN agents ag ON ag.id = rec.agent_id
     LEFT JOIN shifts s ON s.id = rec.shift_id LEFT JOIN branches b ON b.id = rec.branch_id
     WHERE rec.id = $1`,
    [id],
  );
  return result.rows[0] ?? null;
}

export type TimelineEntry = {
  at: string;
  source: "request" | "approval" | "record";
  requestId: number | null;
  requestType: string | null;
  actor: "user" | "agent" | "system";
  actorName: string | null;
  action: string;
  layer: number | null;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
};

/**
 * A record's history, oldest first: its requests being made, every approval action on them
 * (who, layer, what, note) and every action on the record itself (check-ins, decisions, jobs).
 */
export async function timelineOfRecord(tx: Tx, recordId: number): Promise<TimelineEntry[]> {
  const result = await tx.query<TimelineEntry & { sortAt: Date; seq: number }>(
    `SELECT * FROM (
       SELECT r.created_at AS "sortAt", 0 AS seq, ${isoInstant("r.created_at")} AS at,
         'request' AS source, r.id AS "requestId", r.request_type AS "requestType",
         'agent' AS actor, ag.full_name AS "actorName", 'request_created' AS action,
         NULL::int AS layer, NULL AS "fromStatus", NULL AS "toStatus", r.reason AS note
       FROM attendance_requests r JOIN agents ag ON ag.id = r.agent_id WHERE r.record_id = $1
       UNION ALL
       SELECT a.at, 1, ${isoInstant("a.at")}, 'approval', r.id, r.request_type, a.actor,
         CASE a.actor WHEN 'user' THEN u.fullname WHEN 'agent' THEN ag.full_name ELSE NULL END,
         a.action, a.layer::int, NULL, NULL, a.note
       FROM approval_actions a JOIN attendance_requests r ON r.approval_request_id = a.request_id
       JOIN agents ag ON ag.id = r.agent_id LEFT JOIN users u ON u.id = a.actor_user_id
       WHERE r.record_id = $1
       UNION ALL
       SELECT x.at, 2, ${isoInstant("x.at")}, 'record', NULL, NULL, x.actor,
         CASE x.actor WHEN 'user' THEN u.fullname WHEN 'agent' THEN ag.full_name ELSE NULL END,
         x.action, NULL, x.from_status, x.to_status, x.note
       FROM attendance_record_actions x JOIN attendance_records rec ON rec.id = x.record_id
       JOIN agents ag ON ag.id = rec.agent_id LEFT JOIN users u ON u.id = x.actor_user_id
       WHERE x.record_id = $1
     ) t ORDER BY "sortAt", seq`,
    [recordId],
  );
  return result.rows.map(({ sortAt: _s, seq: _q, ...row }) => row);
}
