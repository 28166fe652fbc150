import type { AttendanceDecision } from "../../../../domain/attendance/statuses.ts";
import type { Tx } from "../../../db/pool.ts";
import { escapeLike, isoInstant, orderBy } from "../../../main/org/common.ts";
import type { Principal } from "../../../shared/principal.ts";
import { recomputeRecord } from "../records.ts";

/**
 * Daily Approval's SQL. The list pages in two steps so a day of 10,000 records stays fast:
 * the page's ids first (over attendance_records_day, joining agents only when the search or
 * the sort needs them), then the page's rows with their check-ins, shift and names. The
 * total comes from the per-status counts of the day (one grouped scan of the same index), so
 * no count(*) OVER () runs over the whole day.
 */

/** Where a check-in or check-out was made, as the app sent it and the server judged it. */
export type AttendancePunch = {
  at: string;
  latitude: number;
  longitude: number;
  accuracyMeters: number;
  distanceMeters: number | null;
  isMock: boolean;
  offline: boolean;
  verificationMethod: string | null;
  fileId: string | null;
  workingLocationId: number | null;
  workingLocationName: string | null;
  workingLocationLatitude: number | null;
  workingLocationLongitude: number | null;
  workingLocationRadiusMeters: number | null;
  flags: string[];
};

export type AttendanceRecordRow = {
  id: number;
  agentId: number;
  agentName: string;
  agentNik: string;
  date: string;
  status: string;
  flags: string[];
  checkInAt: string | null;
  checkOutAt: string | null;
  lateMinutes: number;
  earlyOutMinutes: number;
  workedMinutes: number;
  /** Issue 15: the day's approved overtime minutes. */
  overtimeMinutes: number;
  branchId: number | null;
  branchName: string | null;
  timezone: string;
  dayType: string;
  shiftId: number | null;
  shiftCode: string | null;
  shiftName: string | null;
  shiftStartTime: string | null;
  shiftEndTime: string | null;
  scheduledStart: string | null;
  scheduledEnd: string | null;
  checkIn: AttendancePunch | null;
  checkOut: AttendancePunch | null;
  decision: string | null;
  decisionNote: string | null;
  decidedBy: number | null;
  decidedByName: string | null;
  decidedAt: string | null;
  pendingDispute: boolean;
  version: number;
  updatedAt: string;
};

export type AttendanceFilter = {
  date: string | null;
  agentId: number | null;
  branchId: number | null;
  statuses: string[] | null;
  flag: string | null;
  q: string | null;
};

/** Fields the list sorts by (`sort=agentName`, `-checkInAt`); the id breaks ties. */
const SORTABLE: Record<string, string> = {
  agentName: "lower(a.full_name)",
  checkInAt: "r.check_in_at",
  checkOutAt: "r.check_out_at",
  lateMinutes: "r.late_minutes",
  earlyOutMinutes: "r.early_out_minutes",
  workedMinutes: "r.worked_minutes",
  overtimeMinutes: "r.overtime_minutes",
  status: "r.status",
  date: "r.date",
  id: "r.id",
};
export const SORT_FIELDS = Object.keys(SORTABLE);

/**
 * A dispute is about the worker's day, and a day has one record (agent, date): matched by
 * those, over attendance_requests_agent_date.
 */
const PENDING_DISPUTE = `EXISTS (SELECT 1 FROM attendance_requests q
  WHERE q.client_id = r.client_id AND q.agent_id = r.agent_id AND q.date = r.date
    AND q.request_type = 'dispute' AND q.status = 'pending')`;

const punch = (alias: string, location: string) => `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE
  json_build_object(
    'at', ${isoInstant(`${alias}.occurred_at`)},
    'latitude', ${alias}.latitude::float8,
    'longitude', ${alias}.longitude::float8,
    'accuracyMeters', ${alias}.accuracy_meters::float8,
    'distanceMeters', ${alias}.distance_meters,
    'isMock', ${alias}.is_mock,
    'offline', ${alias}.offline,
    'verificationMethod', ${alias}.verification_method,
    'fileId', ${alias}.file_id,
    'workingLocationId', ${alias}.working_location_id,
    'workingLocationName', ${location}.name,
    'workingLocationLatitude', ${location}.latitude::float8,
    'workingLocationLongitude', ${location}.longitude::float8,
    'workingLocationRadiusMeters', ${location}.radius_meters,
    'flags', ${alias}.flags) END`;

const COLUMNS = `r.id::float8 AS id, r.agent_id AS "agentId", a.full_name AS "agentName",
  a.nik AS "agentNik", to_char(r.date, 'YYYY-MM-DD') AS date, r.status, r.flags,
  ${isoInstant("r.check_in_at")} AS "checkInAt", ${isoInstant("r.check_out_at")} AS "checkOutAt",
  r.late_minutes AS "lateMinutes", r.early_out_minutes AS "earlyOutMinutes",
  r.worked_minutes AS "workedMinutes", r.overtime_minutes AS "overtimeMinutes",
  r.branch_id AS "branchId", b.name AS "branchName",
  r.timezone, r.day_type AS "dayType", r.shift_id AS "shiftId", s.code AS "shiftCode",
  s.name AS "shiftName", to_char(s.start_time, 'HH24:MI') AS "shiftStartTime",
  to_char(s.end_time, 'HH24:MI') AS "shiftEndTime",
  ${isoInstant("r.scheduled_start")} AS "scheduledStart",
  ${isoInstant("r.scheduled_end")} AS "scheduledEnd",
  ${punch("ci", "cil")} AS "checkIn", ${punch("co", "col")} AS "checkOut",
  r.decision, r.decision_note AS "decisionNote", r.decided_by AS "decidedBy",
  u.fullname AS "decidedByName",
  ${isoInstant("r.decided_at")} AS "decidedAt", ${PENDING_DISPUTE} AS "pendingDispute",
  r.version, ${isoInstant("r.updated_at")} AS "updatedAt"`;

const FROM = `attendance_records r
  JOIN agents a ON a.id = r.agent_id
  LEFT JOIN branches b ON b.id = r.branch_id
  LEFT JOIN shifts s ON s.id = r.shift_id
  LEFT JOIN attendance_events ci ON ci.id = r.check_in_event_id
  LEFT JOIN working_locations cil ON cil.id = ci.working_location_id
  LEFT JOIN attendance_events co ON co.id = r.check_out_event_id
  LEFT JOIN working_locations col ON col.id = co.working_location_id
  LEFT JOIN users u ON u.id = r.decided_by`;

/** The records with these ids, in the order given (missing ids are left out). */
export async function recordsByIds(tx: Tx, ids: readonly number[]): Promise<AttendanceRecordRow[]> {
  if (ids.length === 0) return [];
  const result = await tx.query<AttendanceRecordRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = ANY($1::bigint[])`,
    [ids],
  );
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The WHERE of a filter, without the statuses (the counts are over every status). */
function conditions(filter: AttendanceFilter, params: unknown[]) {
  const where: string[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filter.date !== null) add((p) => `r.date = ${p}::date`, filter.date);
  if (filter.agentId !== null) add((p) => `r.agent_id = ${p}::int`, filter.agentId);
  if (filter.branchId !== null) add((p) => `r.branch_id = ${p}::int`, filter.branchId);
  if (filter.flag !== null) add((p) => `r.flags @> ARRAY[${p}::text]`, filter.flag);
  const q = escapeLike(filter.q);
  if (q !== null) add((p) => `(a.full_name ILIKE '%' || ${p} || '%' OR a.nik LIKE ${p} || '%')`, q);
  return { where, needsAgents: q !== null };
}

export type AttendancePage = {
  items: AttendanceRecordRow[];
  totalItems: number;
  /** Records of the day per status, under every filter but the status. */
  statusCounts: { status: string; count: number }[];
};

export async function listRecords(
  tx: Tx,
  filter: AttendanceFilter,
  page: { limit: number; page: number; sort: string | undefined },
): Promise<AttendancePage> {
  const fallback = filter.date === null ? "-date" : "agentName";
  const order = orderBy(page.sort, SORTABLE, fallback, "r.id");
  if (filter.q?.trim()) return searchRecords(tx, filter, page, fallback);
  const countParams: unknown[] = [];
  const counted = conditions(filter, countParams);
  const counts = await tx.query<{ status: string; count: number }>(
    `SELECT r.status, count(*)::int AS count FROM attendance_records r
     ${counted.needsAgents ? "JOIN agents a ON a.id = r.agent_id" : ""}
     WHERE ${["r.client_id = app_client_id()", ...counted.where].join(" AND ")}
     GROUP BY r.status ORDER BY r.status`,
    countParams,
  );
  const statusCounts = counts.rows;
  const totalItems = statusCounts
    .filter((row) => filter.statuses === null || filter.statuses.includes(row.status))
    .reduce((sum, row) => sum + row.count, 0);
  const offset = (page.page - 1) * page.limit;
  if (totalItems === 0 || offset >= totalItems) return { items: [], totalItems, statusCounts };

  const params: unknown[] = [];
  const listed = conditions(filter, params);
  if (filter.statuses !== null) {
    params.push(filter.statuses);
    listed.where.push(`r.status = ANY($${params.length}::text[])`);
  }
  const sortField = (page.sort?.trim() || fallback).replace(/^-/, "");
  const joinAgents = listed.needsAgents || SORTABLE[sortField]?.startsWith("lower(a.");
  params.push(page.limit, offset);
  const ids = await tx.query<{ id: number }>(
    `SELECT r.id::float8 AS id FROM attendance_records r
     ${joinAgents ? "JOIN agents a ON a.id = r.agent_id" : ""}
     WHERE ${["r.client_id = app_client_id()", ...listed.where].join(" AND ")}
     ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const items = await recordsByIds(
    tx,
    ids.rows.map((row) => row.id),
  );
  return { items, totalItems, statusCounts };
}

/**
 * A search joins every record of the day to its employee's name: done once, the counts and
 * the page's ids come from the same matched rows (one statement instead of two passes).
 */
async function searchRecords(
  tx: Tx,
  filter: AttendanceFilter,
  page: { limit: number; page: number; sort: string | undefined },
  fallback: string,
): Promise<AttendancePage> {
  const wanted = page.sort?.trim() || fallback;
  const direction = wanted.startsWith("-") ? "DESC" : "ASC";
  const key = SORTABLE[wanted.replace(/^-/, "")]!;
  const params: unknown[] = [];
  const matched = conditions(filter, params);
  params.push(filter.statuses, page.limit, (page.page - 1) * page.limit);
  const n = params.length;
  const result = await tx.query<{
    counts: { status: string; count: number }[];
    ids: number[];
  }>(
    `WITH matched AS MATERIALIZED (
       SELECT r.id, r.status, ${key} AS k FROM attendance_records r
       JOIN agents a ON a.id = r.agent_id
       WHERE ${["r.client_id = app_client_id()", ...matched.where].join(" AND ")}
     )
     SELECT
       (SELECT coalesce(json_agg(c ORDER BY c.status), '[]') FROM (
          SELECT status, count(*)::int AS count FROM matched GROUP BY status) c) AS counts,
       (SELECT coalesce(json_agg(p.id ORDER BY p.n), '[]') FROM (
          SELECT id::float8 AS id, row_number() OVER (ORDER BY k ${direction} NULLS LAST, id ${direction}) AS n
          FROM matched WHERE $${n - 2}::text[] IS NULL OR status = ANY($${n - 2}::text[])
          ORDER BY k ${direction} NULLS LAST, id ${direction} LIMIT $${n - 1} OFFSET $${n}) p) AS ids`,
    params,
  );
  const { counts: statusCounts, ids } = result.rows[0]!;
  const totalItems = statusCounts
    .filter((row) => filter.statuses === null || filter.statuses.includes(row.status))
    .reduce((sum, row) => sum + row.count, 0);
  return { items: await recordsByIds(tx, ids), totalItems, statusCounts };
}

/** What a decision needs to know of a record, locked until the transaction ends. */
export type LockedRecord = {
  id: number;
  agentId: number;
  date: string;
  status: string;
  decision: string | null;
  checkInAt: string | null;
  version: number;
  pendingDispute: boolean;
};

export async function lockRecords(tx: Tx, ids: readonly number[]): Promise<LockedRecord[]> {
  const result = await tx.query<LockedRecord>(
    `SELECT r.id::float8 AS id, r.agent_id AS "agentId", to_char(r.date, 'YYYY-MM-DD') AS date,
            r.status, r.decision, ${isoInstant("r.check_in_at")} AS "checkInAt", r.version,
            ${PENDING_DISPUTE} AS "pendingDispute"
     FROM attendance_records r WHERE r.id = ANY($1::bigint[]) ORDER BY r.id FOR UPDATE OF r`,
    [ids],
  );
  return result.rows;
}

/**
 * Writes one decision on records through the records' one door (services/hcm/attendance/
 * records.ts): the decision, who and when and the note are stored on each record, its status
 * follows from the record's rule, its version goes up and its timeline gets the action; then
 * one audit row per record. Answers the records' new statuses by id.
 */
export async function writeDecision(
  tx: Tx,
  principal: Principal,
  records: readonly LockedRecord[],
  decision: AttendanceDecision,
  note: string | null,
): Promise<Map<number, string>> {
  const after = new Map<number, string>();
  if (records.length === 0) return after;
  for (const record of records) {
    const ref = await recomputeRecord(
      tx,
      principal.clientId,
      record.id,
      { kind: "user", userId: principal.userId },
      decision,
      note,
    );
    after.set(record.id, ref.status);
  }
  await tx.query(
    `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                            entity_type, entity_id, before, after)
     SELECT $1, 'user', $2, $3, $4, 'attendance_record', id::text,
            jsonb_build_object('status', from_status, 'decision', from_decision),
            jsonb_build_object('status', to_status, 'decision', $5::text, 'note', $6::text)
     FROM unnest($7::bigint[], $8::text[], $9::text[], $10::text[])
       AS t (id, from_status, from_decision, to_status)`,
    [
      principal.clientId,
      principal.userId,
      principal.fullname,
      `attendance_record.${decision}`,
      decision,
      note,
      records.map((record) => record.id),
      records.map((record) => record.status),
      records.map((record) => record.decision),
      records.map((record) => after.get(record.id)!),
    ],
  );
  return after;
}
