import type { Tx } from "../../../db/pool.ts";
import { escapeLike, isoDate, isoInstant, pagedRows } from "../../../main/org/common.ts";

/**
 * Issue 14, Attendance Overview: the reads behind the activity logs (check-in and check-out
 * events, newest first), the daily overview (the records of a day or a range, with counts per
 * status) and one record's detail (its events, its actions as a timeline, its requests).
 * Every query runs inside `db.tenant`, so RLS hides other clients' rows; the explicit
 * `client_id = $1` lets the planner use the (client_id, …) indexes.
 */

/** The SPEC §2 filters of both tabs: the employee by id or name, and the day. */
export type OverviewFilter = {
  employeeId: number | null;
  employeeName: string | null;
  from: string;
  to: string;
};

export type ActivityLog = {
  id: number;
  recordId: number | null;
  date: string;
  agentId: number;
  employeeName: string;
  branch: { id: number; name: string };
  type: "check_in" | "check_out";
  occurredAt: string;
  receivedAt: string;
  timezone: string;
  utcOffsetMinutes: number;
  latitude: number;
  longitude: number;
  accuracyMeters: number;
  workingLocation: { id: number; name: string } | null;
  distanceMeters: number | null;
  flags: string[];
  isMock: boolean;
  offline: boolean;
  provider: string | null;
  verificationMethod: string | null;
  selfieFileId: string | null;
  recordStatus: string | null;
};

/** One event as the API answers it; `e` events, `a` agents, `b` branches, `r` records. */
const EVENT_COLUMNS = `e.id::int AS id, e.record_id::int AS "recordId",
  ${isoDate("coalesce(r.date, (e.occurred_at AT TIME ZONE coalesce(r.timezone, b.timezone))::date)")} AS date,
  e.agent_id AS "agentId", a.full_name AS "employeeName",
  json_build_object('id', b.id, 'name', b.name) AS branch,
  e.type, ${isoInstant("e.occurred_at")} AS "occurredAt", ${isoInstant("e.received_at")} AS "receivedAt",
  coalesce(r.timezone, b.timezone) AS timezone, e.utc_offset_minutes AS "utcOffsetMinutes",
  e.latitude::float8 AS latitude, e.longitude::float8 AS longitude,
  e.accuracy_meters::float8 AS "accuracyMeters",
  CASE WHEN wl.id IS NULL THEN NULL ELSE json_build_object('id', wl.id, 'name', wl.name) END AS "workingLocation",
  e.distance_meters AS "distanceMeters", e.flags, e.is_mock AS "isMock", e.offline, e.provider,
  e.verification_method AS "verificationMethod",
  CASE WHEN e.verification_method = 'selfie' THEN e.file_id::text END AS "selfieFileId",
  r.status AS "recordStatus"`;

const EVENT_JOINS = `JOIN agents a ON a.id = e.agent_id
  JOIN branches b ON b.id = a.branch_id
  LEFT JOIN attendance_records r ON r.id = e.record_id
  LEFT JOIN working_locations wl ON wl.id = e.working_location_id`;

/**
 * Events newest first (by when they happened). The day of an event is its record's date (a
 * night shift's check-out belongs to the day it started), else its local date in the
 * branch's zone; the time bounds around it only let the index narrow the scan.
 */
export async function listActivityLogs(
  tx: Tx,
  clientId: number,
  filter: OverviewFilter,
  page: { limit: number; page: number },
) {
  const run = async (limit: number, offset: number) => {
    // The page's ids first (the count over the whole filter), then only their details.
    const result = await tx.query<ActivityLog & { total: number }>(
      `SELECT ${EVENT_COLUMNS}, p.total
       FROM (SELECT e.id, e.occurred_at, count(*) OVER ()::int AS total
             FROM attendance_events e
             JOIN agents a ON a.id = e.agent_id
             JOIN branches b ON b.id = a.branch_id
             LEFT JOIN attendance_records r ON r.id = e.record_id
             WHERE e.client_id = $1
               AND ($2::int IS NULL OR e.agent_id = $2)
               AND ($3::text IS NULL OR a.full_name ILIKE '%' || $3 || '%')
               AND e.occurred_at >= ($4::date - 1)::timestamp AT TIME ZONE 'UTC'
               AND e.occurred_at < ($5::date + 2)::timestamp AT TIME ZONE 'UTC'
               AND coalesce(r.date, (e.occurred_at AT TIME ZONE coalesce(r.timezone, b.timezone))::date)
                   BETWEEN $4::date AND $5::date
             ORDER BY e.occurred_at DESC, e.id DESC
             LIMIT $6 OFFSET $7) p
       JOIN attendance_events e ON e.id = p.id ${EVENT_JOINS}
       ORDER BY p.occurred_at DESC, p.id DESC`,
      [
        clientId,
        filter.employeeId,
        escapeLike(filter.employeeName),
        filter.from,
        filter.to,
        limit,
        offset,
      ],
    );
    return result.rows;
  };
  return pagedRows(run, page.limit, page.page);
}

export type OverviewRecord = {
  id: number;
  date: string;
  agentId: number;
  employeeName: string;
  nik: string;
  branch: { id: number; name: string } | null;
  timezone: string;
  shift: { id: number; code: string; name: string } | null;
  dayType: string;
  scheduledStart: string | null;
  scheduledEnd: string | null;
  status: string;
  flags: string[];
  checkInAt: string | null;
  checkOutAt: string | null;
  lateMinutes: number;
  earlyOutMinutes: number;
  workedMinutes: number;
  overtimeMinutes: number;
};

/** One record as the API answers it; `r` records, `a` agents, `b` branches, `s` shifts. */
const RECORD_COLUMNS = `r.id::int AS id, ${isoDate("r.date")} AS date, r.agent_id AS "agentId",
  a.full_name AS "employeeName", a.nik,
  CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, 'name', b.name) END AS branch,
  r.timezone,
  CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'code', s.code, 'name', s.name) END AS shift,
  r.day_type AS "dayType",
  CASE WHEN r.scheduled_start IS NULL THEN NULL ELSE ${isoInstant("r.scheduled_start")} END AS "scheduledStart",
  CASE WHEN r.scheduled_end IS NULL THEN NULL ELSE ${isoInstant("r.scheduled_end")} END AS "scheduledEnd",
  r.status, r.flags,
  CASE WHEN r.check_in_at IS NULL THEN NULL ELSE ${isoInstant("r.check_in_at")} END AS "checkInAt",
  CASE WHEN r.check_out_at IS NULL THEN NULL ELSE ${isoInstant("r.check_out_at")} END AS "checkOutAt",
  r.late_minutes AS "lateMinutes", r.early_out_minutes AS "earlyOutMinutes",
  r.worked_minutes AS "workedMinutes", r.overtime_minutes AS "overtimeMinutes"`;

const RECORD_JOINS = `JOIN agents a ON a.id = r.agent_id
  LEFT JOIN branches b ON b.id = r.branch_id
  LEFT JOIN shifts s ON s.id = r.shift_id`;

const RECORD_WHERE = `r.client_id = $1
  AND r.date BETWEEN $2::date AND $3::date
  AND ($4::int IS NULL OR r.agent_id = $4)
  AND ($5::text IS NULL OR a.full_name ILIKE '%' || $5 || '%')
  AND ($6::int IS NULL OR r.branch_id = $6)`;

export type DailyFilter = OverviewFilter & { branchId: number | null; status: string | null };

/** A day's (or range's) records, latest day first then by name, and how many per status. */
export async function listDailyOverview(
  tx: Tx,
  clientId: number,
  filter: DailyFilter,
  page: { limit: number; page: number },
) {
  const base = [
    clientId,
    filter.from,
    filter.to,
    filter.employeeId,
    escapeLike(filter.employeeName),
    filter.branchId,
  ];
  const run = async (limit: number, offset: number) => {
    // The page's ids first (the count over the whole filter), then only their details.
    const result = await tx.query<OverviewRecord & { total: number }>(
      `SELECT ${RECORD_COLUMNS}, p.total
       FROM (SELECT r.id, r.date, lower(a.full_name) AS name, count(*) OVER ()::int AS total
             FROM attendance_records r JOIN agents a ON a.id = r.agent_id
             WHERE ${RECORD_WHERE} AND ($7::text IS NULL OR r.status = $7)
             ORDER BY r.date DESC, lower(a.full_name), r.id
             LIMIT $8 OFFSET $9) p
       JOIN attendance_records r ON r.id = p.id ${RECORD_JOINS}
       ORDER BY p.date DESC, p.name, p.id`,
      [...base, filter.status, limit, offset],
    );
    return result.rows;
  };
  const paged = await pagedRows(run, page.limit, page.page);
  // The counts ignore the status filter: they are the tabs of the status chips.
  const counts = await tx.query<{ status: string; count: number }>(
    `SELECT r.status, count(*)::int AS count
     FROM attendance_records r JOIN agents a ON a.id = r.agent_id
     WHERE ${RECORD_WHERE}
     GROUP BY r.status ORDER BY r.status`,
    base,
  );
  return { ...paged, counts: counts.rows };
}

export type RecordDetail = OverviewRecord & {
  decisionNote: string | null;
  decidedAt: string | null;
  decidedBy: { id: number; fullname: string } | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  events: ActivityLog[];
  actions: {
    id: number;
    actor: string;
    actorName: string | null;
    action: string;
    fromStatus: string | null;
    toStatus: string | null;
    note: string | null;
    at: string;
  }[];
  requests: {
    id: number;
    requestType: string;
    date: string;
    status: string;
    reason: string;
    disputeStatus: string | null;
    shift: { id: number; code: string; name: string } | null;
    branch: { id: number; name: string } | null;
    checkInAt: string | null;
    checkOutAt: string | null;
    fileId: string | null;
    createdAt: string;
    updatedAt: string;
  }[];
};

/** One record with its events, its timeline and its requests; null when not the caller's. */
export async function findRecordDetail(tx: Tx, id: number): Promise<RecordDetail | null> {
  const found = await tx.query<Omit<RecordDetail, "events" | "actions" | "requests">>(
    `SELECT ${RECORD_COLUMNS}, r.decision_note AS "decisionNote",
       CASE WHEN r.decided_at IS NULL THEN NULL ELSE ${isoInstant("r.decided_at")} END AS "decidedAt",
       CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'fullname', u.fullname) END AS "decidedBy",
       r.version, ${isoInstant("r.created_at")} AS "createdAt", ${isoInstant("r.updated_at")} AS "updatedAt"
     FROM attendance_records r ${RECORD_JOINS}
     LEFT JOIN users u ON u.id = r.decided_by
     WHERE r.id = $1`,
    [id],
  );
  const record = found.rows[0];
  if (!record) return null;
  const events = await tx.query<ActivityLog>(
    `SELECT ${EVENT_COLUMNS} FROM attendance_events e ${EVENT_JOINS}
     WHERE e.record_id = $1 ORDER BY e.occurred_at, e.id`,
    [id],
  );
  const actions = await tx.query<RecordDetail["actions"][number]>(
    `SELECT x.id::int AS id, x.actor,
       CASE x.actor WHEN 'user' THEN u.fullname WHEN 'agent' THEN a.full_name END AS "actorName",
       x.action, x.from_status AS "fromStatus", x.to_status AS "toStatus", x.note,
       ${isoInstant("x.at")} AS at
     FROM attendance_record_actions x
     JOIN attendance_records r ON r.id = x.record_id
     JOIN agents a ON a.id = r.agent_id
     LEFT JOIN users u ON u.id = x.actor_user_id
     WHERE x.record_id = $1 ORDER BY x.at, x.id`,
    [id],
  );
  const requests = await tx.query<RecordDetail["requests"][number]>(
    `SELECT q.id, q.request_type AS "requestType", ${isoDate("q.date")} AS date, q.status, q.reason,
       q.dispute_status AS "disputeStatus",
       CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'code', s.code, 'name', s.name) END AS shift,
       CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, 'name', b.name) END AS branch,
       CASE WHEN q.check_in_at IS NULL THEN NULL ELSE ${isoInstant("q.check_in_at")} END AS "checkInAt",
       CASE WHEN q.check_out_at IS NULL THEN NULL ELSE ${isoInstant("q.check_out_at")} END AS "checkOutAt",
       q.file_id::text AS "fileId",
       ${isoInstant("q.created_at")} AS "createdAt", ${isoInstant("q.updated_at")} AS "updatedAt"
     FROM attendance_requests q
     LEFT JOIN shifts s ON s.id = q.shift_id
     LEFT JOIN branches b ON b.id = q.branch_id
     WHERE q.record_id = $1
        OR (q.record_id IS NULL AND q.agent_id = $2 AND q.date = $3::date)
     ORDER BY q.created_at, q.id`,
    [id, record.agentId, record.date],
  );
  return { ...record, events: events.rows, actions: actions.rows, requests: requests.rows };
}

/** "Today" in the client's zone (yyyy-MM-dd). */
export async function clientToday(tx: Tx): Promise<string> {
  const result = await tx.query<{ today: string }>(
    `SELECT to_char((now() AT TIME ZONE c.timezone)::date, 'YYYY-MM-DD') AS today
     FROM clients c WHERE c.id = app_client_id()`,
  );
  return result.rows[0]?.today ?? new Date().toISOString().slice(0, 10);
}
