import { randomBytes } from "node:crypto";
import type pg from "pg";

/**
 * Attendance rows written as the database owner, for the Daily Approval tests: the check-in
 * API is another part of issue 14, so these tests make the records and check-ins it would.
 */

type Owner = Pick<pg.Client, "query">;

export type RecordFields = {
  agentId: number;
  date: string;
  branchId: number;
  status?: string;
  flags?: string[];
  shiftId?: number | null;
  timezone?: string;
  dayType?: string;
  checkInAt?: string | null;
  checkOutAt?: string | null;
  lateMinutes?: number;
  earlyOutMinutes?: number;
  workedMinutes?: number;
  scheduledStart?: string | null;
  scheduledEnd?: string | null;
  /** A console decision the day already carries. */
  decision?: "approve" | "reject" | "need_revision" | null;
};

export async function insertRecord(owner: Owner, clientId: number, fields: RecordFields) {
  const { rows } = await owner.query<{ id: string }>(
    `INSERT INTO attendance_records (client_id, agent_id, date, branch_id, timezone, shift_id,
       day_type, status, flags, check_in_at, check_out_at, late_minutes, early_out_minutes,
       worked_minutes, scheduled_start, scheduled_end, decision)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     RETURNING id`,
    [
      clientId,
      fields.agentId,
      fields.date,
      fields.branchId,
      fields.timezone ?? "Asia/Jakarta",
      fields.shiftId ?? null,
      fields.dayType ?? "working",
      fields.status ?? "pending",
      fields.flags ?? [],
      fields.checkInAt === undefined ? `${fields.date}T01:00:00Z` : fields.checkInAt,
      fields.checkOutAt === undefined ? `${fields.date}T10:00:00Z` : fields.checkOutAt,
      fields.lateMinutes ?? 0,
      fields.earlyOutMinutes ?? 0,
      fields.workedMinutes ?? 480,
      fields.scheduledStart ?? null,
      fields.scheduledEnd ?? null,
      fields.decision ?? null,
    ],
  );
  return Number(rows[0]!.id);
}

export type PunchFields = {
  agentId: number;
  recordId: number;
  type: "check_in" | "check_out";
  occurredAt: string;
  latitude?: number;
  longitude?: number;
  accuracyMeters?: number;
  workingLocationId?: number | null;
  distanceMeters?: number | null;
  fileId?: string | null;
  flags?: string[];
};

/** A check-in or check-out event, linked to its record. */
export async function insertPunch(owner: Owner, clientId: number, fields: PunchFields) {
  const { rows } = await owner.query<{ id: string }>(
    `INSERT INTO attendance_events (client_id, agent_id, record_id, type, client_event_id,
       body_hash, occurred_at, utc_offset_minutes, latitude, longitude, accuracy_meters,
       verification_method, file_id, working_location_id, distance_meters, flags, response)
     VALUES ($1, $2, $3, $4, $5, 'test', $6, 420, $7, $8, $9, $10, $11, $12, $13, $14, '{}')
     RETURNING id`,
    [
      clientId,
      fields.agentId,
      fields.recordId,
      fields.type,
      `test-${randomBytes(6).toString("hex")}`,
      fields.occurredAt,
      fields.latitude ?? -6.175392,
      fields.longitude ?? 106.827153,
      fields.accuracyMeters ?? 12,
      fields.fileId ? "selfie" : null,
      fields.fileId ?? null,
      fields.workingLocationId ?? null,
      fields.distanceMeters ?? null,
      fields.flags ?? [],
    ],
  );
  const id = Number(rows[0]!.id);
  const column = fields.type === "check_in" ? "check_in_event_id" : "check_out_event_id";
  await owner.query(`UPDATE attendance_records SET ${column} = $2 WHERE id = $1`, [
    fields.recordId,
    id,
  ]);
  return id;
}

/** A pending dispute request on a record (the requests part makes these in real life). */
export async function insertDispute(
  owner: Owner,
  clientId: number,
  record: { id: number; agentId: number; date: string },
  status = "pending",
) {
  await owner.query(
    `INSERT INTO attendance_requests (client_id, agent_id, request_type, date, record_id,
       dispute_status, reason, client_request_id, status)
     VALUES ($1, $2, 'dispute', $3, $4, 'present', 'I was there', $5, $6)`,
    [
      clientId,
      record.agentId,
      record.date,
      record.id,
      `dispute-${randomBytes(6).toString("hex")}`,
      status,
    ],
  );
}

/**
 * `count` workers of a branch, each with one record on `date` (statuses and flags spread as a
 * real day's would be), in two statements: the load the Daily Approval list must page fast.
 * Answers the new agents' ids.
 */
export async function insertDay(
  owner: Owner,
  clientId: number,
  branchId: number,
  date: string,
  count: number,
): Promise<number[]> {
  const tag = randomBytes(3).toString("hex");
  const base = Number.parseInt(randomBytes(4).toString("hex"), 16) % 1_000_000;
  const agents = await owner.query<{ id: number }>(
    `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type, branch_id)
     SELECT $1, 'Load ' || $2 || ' ' || lpad(g::text, 5, '0'),
            '3' || lpad(($3::bigint * 100000 + g)::text, 15, '0'),
            '89' || lpad(($3::bigint * 100000 + g)::text, 11, '0'),
            '2024-01-01', 'pkwt', $4
     FROM generate_series(1, $5) AS g RETURNING id`,
    [clientId, tag, base, branchId, count],
  );
  const ids = agents.rows.map((row) => row.id);
  await owner.query(
    `INSERT INTO attendance_records (client_id, agent_id, date, branch_id, day_type, status, flags,
       check_in_at, check_out_at, late_minutes, worked_minutes)
     SELECT $1, agent_id, $2::date, $3, 'working',
            (ARRAY['pending', 'pending', 'pending', 'approved', 'rejected', 'waiting_for_checkout'])[1 + n % 6],
            CASE WHEN n % 7 = 0 THEN ARRAY['late'] ELSE '{}'::text[] END,
            $2::date + time '01:00' + (n % 30) * interval '1 minute',
            CASE WHEN n % 6 = 5 THEN NULL ELSE $2::date + time '10:00' END,
            CASE WHEN n % 7 = 0 THEN 12 ELSE 0 END,
            CASE WHEN n % 6 = 5 THEN 0 ELSE 480 END
     FROM unnest($4::int[]) WITH ORDINALITY AS t (agent_id, n)`,
    [clientId, date, branchId, ids],
  );
  return ids;
}
