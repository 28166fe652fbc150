/**
 * Issue 14 demo data: for each demo client with the attendance beta, the active workers of
 * the branches that have a working location get
 *
 *   - a schedule (employee_schedule_days) from 35 days ago to 14 days ahead, through the same
 *     set-based writer as the console's bulk assign (services/hcm/rosters/generate-sql.ts):
 *     most on the 5-day office week, some on the 6-day week, some on the 2-2-2 rotation whose
 *     night shift crosses midnight;
 *   - a policy for every located branch that has none (manual approval, offline allowed, so
 *     Daily Approval has work; the issue-13 policy of the first branch stays as it is);
 *   - a month of history up to yesterday (today is left to real check-ins and the simulator):
 *     the check-in and check-out events, one record per scheduled day and the timeline rows,
 *     with the behaviour mix of seed/attendanceBehaviour.ts (on time, late, outside the fence,
 *     low accuracy, mock location, offline synced later, forgotten check-out, absent). Older
 *     pending days were decided by the client's admin; the last three days stay pending.
 *
 * Everything is written in a few unnest statements, so the whole month takes well under a
 * second or two. Skipped for a client that already has attendance records (a forced re-seed
 * tops up only what is missing).
 */
import type pg from "pg";
import { Temporal } from "temporal-polyfill";
import {
  type ApprovalMode,
  evaluateRecord,
  type RecordOutcome,
} from "../../../domain/attendance/record.ts";
import type { AttendanceDecision } from "../../../domain/attendance/statuses.ts";
import type { Tx } from "../../db/pool.ts";
import { writeScheduleDays } from "../../hcm/rosters/generate-sql.ts";
import {
  type DayPlan,
  deviceTime,
  offsetMinutes,
  offsetPoint,
  planDay,
  seedOf,
  shiftInstants,
} from "./attendanceBehaviour.ts";
import { createRng } from "./random.ts";

const HISTORY_DAYS = 30;
const SCHEDULE_PAST_DAYS = 35;
const SCHEDULE_AHEAD_DAYS = 14;
/** Days before today whose pending records are left for Daily Approval. */
const UNDECIDED_DAYS = 3;
const BEHAVIOUR_SEED = 14_112_026;

export type AttendanceSeedResult = {
  clients: number;
  workers: number;
  scheduleDays: number;
  records: number;
  events: number;
  milliseconds: number;
};

type Worker = {
  agentId: number;
  branchId: number;
  timezone: string;
  locationId: number;
  latitude: number;
  longitude: number;
  radius: number;
  verification: string;
  approvalCheckIn: ApprovalMode;
  approvalCheckOut: ApprovalMode;
  geofence: string;
  maxAccuracy: number;
  allowOffline: boolean;
};

type ScheduleRow = {
  agent_id: number;
  date: string;
  day_type: string;
  shift_id: number | null;
  start_time: string | null;
  end_time: string | null;
  break_minutes: number | null;
  late_grace_minutes: number | null;
  early_out_grace_minutes: number | null;
  flexible: boolean | null;
  absent_hours: string | null;
};

/** What the demo writes for one record: the instants, and the shared rule's outcome. */
export type JudgedDay = RecordOutcome & {
  checkInAt: Temporal.Instant | null;
  checkOutAt: Temporal.Instant | null;
};

const toDate = (instant: Temporal.Instant | null) =>
  instant ? new Date(instant.epochMilliseconds) : null;

/**
 * A planned day through the records' one rule (domain/attendance/record.ts evaluateRecord):
 * the check-in and check-out the plan says, the flags its events carry, the job's auto
 * check-out at the shift's end (forgotten check-out) or absence (absent), the policy's
 * approval modes and the console's decision, if any.
 */
export function judgeDay(
  plan: DayPlan,
  shift: {
    start: Temporal.Instant;
    end: Temporal.Instant;
    breakMinutes: number;
    lateGrace: number;
    earlyGrace: number;
    flexible: boolean;
    absentHours: number | null;
  },
  policy: { approvalCheckIn: ApprovalMode; approvalCheckOut: ApprovalMode; maxAccuracy: number },
  decision: AttendanceDecision | null = null,
): JudgedDay {
  const checkInAt =
    plan.checkInOffset === null ? null : shift.start.add({ minutes: plan.checkInOffset });
  const checkOutAt =
    checkInAt === null
      ? null
      : plan.checkOutOffset === null
        ? shift.end
        : shift.end.add({ minutes: plan.checkOutOffset });
  const eventFlags: string[] = [];
  if (checkInAt) {
    if (plan.behaviour === "outside") eventFlags.push("outside_geofence");
    if (plan.accuracyMeters > policy.maxAccuracy) eventFlags.push("low_accuracy");
    if (plan.isMock) eventFlags.push("mock_location");
    if (plan.syncDelayMinutes !== null) eventFlags.push("offline_synced");
  }
  const outcome = evaluateRecord({
    dayType: "working",
    scheduledStart: toDate(shift.start),
    scheduledEnd: toDate(shift.end),
    shift: {
      breakMinutes: shift.breakMinutes,
      lateGraceMinutes: shift.lateGrace,
      earlyOutGraceMinutes: shift.earlyGrace,
      flexible: shift.flexible,
      absentHours: shift.absentHours,
    },
    checkInAt: toDate(checkInAt),
    checkOutAt: toDate(checkOutAt),
    eventFlags,
    autoCheckedOut: checkInAt !== null && plan.checkOutOffset === null,
    absentMarked: checkInAt === null,
    approval: { checkIn: policy.approvalCheckIn, checkOut: policy.approvalCheckOut },
    decision,
    leaveStatus: null,
    requestStatus: null,
  });
  return { ...outcome, checkInAt, checkOutAt };
}

export async function seedAttendance(
  client: pg.ClientBase,
  clientIds: Iterable<number>,
  options: { today?: string } = {},
): Promise<AttendanceSeedResult> {
  const started = performance.now();
  const today = Temporal.PlainDate.from(
    options.today ?? Temporal.Now.plainDateISO("Asia/Jakarta").toString(),
  );
  const result: AttendanceSeedResult = {
    clients: 0,
    workers: 0,
    scheduleDays: 0,
    records: 0,
    events: 0,
    milliseconds: 0,
  };
  for (const clientId of clientIds) {
    const present = await client.query(
      "SELECT 1 FROM attendance_records WHERE client_id = $1 LIMIT 1",
      [clientId],
    );
    if (present.rowCount !== 0) continue;
    await coverLocatedBranches(client, clientId);
    const workers = await loadWorkers(client, clientId);
    if (workers.length === 0) continue;
    result.clients++;
    result.workers += workers.length;
    // App access (the demo PIN) is seed/agentAccess.ts's, for every active worker.
    const agentIds = workers.map((w) => w.agentId);
    result.scheduleDays += await assignSchedules(client, clientId, agentIds, today);
    const written = await writeHistory(client, clientId, workers, today);
    result.records += written.records;
    result.events += written.events;
  }
  result.milliseconds = Math.round(performance.now() - started);
  return result;
}

/** A manual-approval policy (offline allowed) for the located branches no policy covers. */
async function coverLocatedBranches(client: pg.ClientBase, clientId: number): Promise<void> {
  const open = await client.query<{ branch_id: number; location_id: number }>(
    `SELECT DISTINCT wlb.branch_id, wlb.working_location_id AS location_id
     FROM working_location_branches wlb
     WHERE wlb.client_id = $1
       AND NOT EXISTS (SELECT 1 FROM attendance_policy_branches pb
                       WHERE pb.client_id = $1 AND pb.branch_id = wlb.branch_id)`,
    [clientId],
  );
  if (open.rowCount === 0) return;
  const policy = await client.query<{ id: number }>(
    `INSERT INTO attendance_policies (client_id, name, verification, approval_mode, approval_check_in,
       approval_check_out, approval_overtime, geofence, max_accuracy_meters, allow_offline,
       allow_outside_request)
     VALUES ($1, 'Kehadiran Lapangan', 'none', 'manual', 'manual', 'manual', 'manual', 'flag', 100,
             true, true)
     ON CONFLICT DO NOTHING RETURNING id`,
    [clientId],
  );
  const policyId = policy.rows[0]?.id;
  if (policyId === undefined) return;
  await client.query(
    `INSERT INTO attendance_policy_branches (client_id, attendance_policy_id, branch_id)
     SELECT DISTINCT $1::int, $2::int, unnest($3::int[]) ON CONFLICT DO NOTHING`,
    [clientId, policyId, open.rows.map((r) => r.branch_id)],
  );
  await client.query(
    `INSERT INTO attendance_policy_locations (client_id, attendance_policy_id, working_location_id)
     SELECT DISTINCT $1::int, $2::int, unnest($3::int[]) ON CONFLICT DO NOTHING`,
    [clientId, policyId, open.rows.map((r) => r.location_id)],
  );
}

async function loadWorkers(client: pg.ClientBase, clientId: number): Promise<Worker[]> {
  const found = await client.query<Worker>(
    `SELECT a.id AS "agentId", b.id AS "branchId", b.timezone, wl.id AS "locationId",
            wl.latitude::float8 AS latitude, wl.longitude::float8 AS longitude,
            wl.radius_meters AS radius, p.verification,
            p.approval_check_in AS "approvalCheckIn", p.approval_check_out AS "approvalCheckOut",
            p.geofence, p.max_accuracy_meters AS "maxAccuracy", p.allow_offline AS "allowOffline"
     FROM agents a
     JOIN branches b ON b.client_id = a.client_id AND b.id = a.branch_id
     JOIN LATERAL (
       SELECT wl.id, wl.latitude, wl.longitude, wl.radius_meters
       FROM working_location_branches wlb
       JOIN working_locations wl ON wl.id = wlb.working_location_id AND wl.status = 'active'
       WHERE wlb.client_id = a.client_id AND wlb.branch_id = b.id
       ORDER BY wl.id LIMIT 1
     ) wl ON true
     JOIN attendance_policy_branches pb ON pb.client_id = a.client_id AND pb.branch_id = b.id
     JOIN attendance_policies p ON p.id = pb.attendance_policy_id
     WHERE a.client_id = $1 AND a.worker_status = 'active'
     ORDER BY a.id`,
    [clientId],
  );
  return found.rows;
}

/** 5-day week for most, the 6-day week for a tenth, the 2-2-2 rotation for a fifth. */
async function assignSchedules(
  client: pg.ClientBase,
  clientId: number,
  agentIds: number[],
  today: Temporal.PlainDate,
): Promise<number> {
  const sources = await client.query<{ kind: string; id: number; holidays_override: boolean }>(
    `SELECT 'five' AS kind, id, holidays_override FROM master_schedules
       WHERE client_id = $1 AND name = 'Kantor 5 Hari'
     UNION ALL SELECT 'six', id, holidays_override FROM master_schedules
       WHERE client_id = $1 AND name = 'Operasional 6 Hari'
     UNION ALL SELECT 'rotation', id, holidays_override FROM schedule_patterns
       WHERE client_id = $1 AND name = 'Rotasi 2-2-2'`,
    [clientId],
  );
  const byKind = new Map(sources.rows.map((row) => [row.kind, row]));
  const groups: Record<string, number[]> = { five: [], six: [], rotation: [] };
  for (const id of agentIds) {
    const roll = id % 10;
    const kind =
      roll < 2 && byKind.has("rotation")
        ? "rotation"
        : roll === 2 && byKind.has("six")
          ? "six"
          : "five";
    groups[kind]!.push(id);
  }
  let written = 0;
  // The writer takes the services' transaction type; it only runs one query on it.
  const tx = client as unknown as Tx;
  for (const [kind, ids] of Object.entries(groups)) {
    const source = byKind.get(kind);
    if (!source || ids.length === 0) continue;
    written += await writeScheduleDays(tx, {
      clientId,
      agentIds: ids,
      from: today.subtract({ days: SCHEDULE_PAST_DAYS }).toString(),
      to: today.add({ days: SCHEDULE_AHEAD_DAYS }).toString(),
      masterScheduleId: kind === "rotation" ? null : source.id,
      schedulePatternId: kind === "rotation" ? source.id : null,
      holidaysOverride: source.holidays_override,
    });
  }
  return written;
}

type EventRow = {
  record: number;
  type: "check_in" | "check_out";
  occurredAt: string;
  offset: number;
  receivedAt: string;
  latitude: number;
  longitude: number;
  accuracy: number;
  isMock: boolean;
  offline: boolean;
  verification: string | null;
  locationId: number;
  distance: number;
  flags: string;
};

async function writeHistory(
  client: pg.ClientBase,
  clientId: number,
  workers: Worker[],
  today: Temporal.PlainDate,
): Promise<{ records: number; events: number }> {
  const admin = await client.query<{ id: number }>(
    "SELECT id FROM users WHERE client_id = $1 ORDER BY id LIMIT 1",
    [clientId],
  );
  const adminId = admin.rows[0]?.id ?? null;
  const first = today.subtract({ days: HISTORY_DAYS });
  const lastDecided = today.subtract({ days: UNDECIDED_DAYS + 1 });
  const schedule = await client.query<ScheduleRow>(
    `SELECT e.agent_id, to_char(e.date, 'YYYY-MM-DD') AS date, e.day_type, e.shift_id,
            s.start_time::text AS start_time, s.end_time::text AS end_time, s.break_minutes,
            s.late_grace_minutes, s.early_out_grace_minutes, s.flexible,
            s.absent_hours::text AS absent_hours
     FROM employee_schedule_days e LEFT JOIN shifts s ON s.id = e.shift_id
     WHERE e.client_id = $1 AND e.agent_id = ANY($2::int[]) AND e.date BETWEEN $3 AND $4
     ORDER BY e.agent_id, e.date`,
    [
      clientId,
      workers.map((w) => w.agentId),
      first.toString(),
      today.subtract({ days: 1 }).toString(),
    ],
  );
  const byAgent = new Map(workers.map((w) => [w.agentId, w]));
  const records = {
    agent: [] as number[],
    date: [] as string[],
    branch: [] as number[],
    zone: [] as string[],
    shift: [] as (number | null)[],
    dayType: [] as string[],
    start: [] as (string | null)[],
    end: [] as (string | null)[],
    status: [] as string[],
    flags: [] as string[],
    checkIn: [] as (string | null)[],
    checkOut: [] as (string | null)[],
    late: [] as number[],
    early: [] as number[],
    worked: [] as number[],
    decision: [] as (string | null)[],
    decidedBy: [] as (number | null)[],
    decidedAt: [] as (string | null)[],
    note: [] as (string | null)[],
  };
  const events: EventRow[] = [];
  for (const day of schedule.rows) {
    const worker = byAgent.get(day.agent_id)!;
    const working = day.day_type === "working" && day.start_time !== null && day.end_time !== null;
    const instants = working
      ? shiftInstants(day.date, worker.timezone, day.start_time!, day.end_time!)
      : null;
    records.agent.push(day.agent_id);
    records.date.push(day.date);
    records.branch.push(worker.branchId);
    records.zone.push(worker.timezone);
    records.shift.push(day.shift_id);
    records.dayType.push(day.day_type);
    records.start.push(instants?.start.toString() ?? null);
    records.end.push(instants?.end.toString() ?? null);
    if (!instants) {
      records.status.push("day_off");
      records.flags.push("");
      records.checkIn.push(null);
      records.checkOut.push(null);
      records.late.push(0);
      records.early.push(0);
      records.worked.push(0);
      records.decision.push(null);
      records.decidedBy.push(null);
      records.decidedAt.push(null);
      records.note.push(null);
      continue;
    }
    let plan = planDay(BEHAVIOUR_SEED, day.agent_id, day.date, {
      radiusMeters: worker.radius,
      maxAccuracyMeters: worker.maxAccuracy,
    });
    // What the API would refuse, the worker did otherwise: offline not allowed → sent online;
    // outside a rejecting fence → walked in and checked in a little later.
    if (plan.behaviour === "offline" && !worker.allowOffline)
      plan = { ...plan, behaviour: "on_time", syncDelayMinutes: null };
    if (plan.behaviour === "outside" && worker.geofence === "reject")
      plan = {
        ...plan,
        behaviour: "late",
        distanceMeters: worker.radius * 0.3,
        checkInOffset: (plan.checkInOffset ?? 0) + 12,
      };
    const shift = {
      ...instants,
      breakMinutes: day.break_minutes ?? 0,
      lateGrace: day.late_grace_minutes ?? 0,
      earlyGrace: day.early_out_grace_minutes ?? 0,
      flexible: day.flexible ?? false,
      absentHours: day.absent_hours === null ? null : Number(day.absent_hours),
    };
    let judged = judgeDay(plan, shift, worker);
    let decision: AttendanceDecision | null = null;
    let decidedBy: number | null = null;
    let decidedAt: string | null = null;
    let note: string | null = null;
    // Older days someone looked at: the admin decided them (the last days wait in Daily Approval).
    if (judged.status === "pending" && Temporal.PlainDate.compare(day.date, lastDecided) <= 0) {
      const rng = createRng(seedOf(BEHAVIOUR_SEED, "decision", day.agent_id, day.date));
      decision = rng.weighted([
        ["approve", 0.85],
        ["reject", 0.1],
        ["need_revision", 0.05],
      ] as const);
      judged = judgeDay(plan, shift, worker, decision);
      decidedBy = adminId;
      decidedAt = instants.end.add({ hours: rng.int(14, 40) }).toString();
      note =
        decision === "approve"
          ? null
          : decision === "reject"
            ? "Lokasi tidak sesuai / location does not match"
            : "Mohon lengkapi swafoto / please add a selfie";
    }
    const status = judged.status;
    records.decision.push(decision);
    records.status.push(status);
    records.flags.push(judged.flags.join(","));
    records.checkIn.push(judged.checkInAt?.toString() ?? null);
    records.checkOut.push(judged.checkOutAt?.toString() ?? null);
    records.late.push(judged.lateMinutes);
    records.early.push(judged.earlyOutMinutes);
    records.worked.push(judged.workedMinutes);
    records.decidedBy.push(decidedBy);
    records.decidedAt.push(decidedAt);
    records.note.push(note);
    if (!judged.checkInAt) continue;
    const record = records.agent.length - 1;
    const place = offsetPoint(worker.latitude, worker.longitude, plan.distanceMeters, plan.bearing);
    const eventFlags = judged.flags.filter((f) =>
      ["outside_geofence", "low_accuracy", "mock_location", "offline_synced"].includes(f),
    );
    const common = {
      record,
      latitude: place.latitude,
      longitude: place.longitude,
      accuracy: plan.accuracyMeters,
      isMock: plan.isMock,
      offline: plan.syncDelayMinutes !== null,
      verification:
        worker.verification === "none"
          ? null
          : worker.verification.startsWith("selfie")
            ? "selfie"
            : worker.verification,
      locationId: worker.locationId,
      distance: Math.round(plan.distanceMeters),
    };
    const receive = (at: Temporal.Instant) =>
      at.add({ minutes: plan.syncDelayMinutes ?? 0, seconds: plan.receiveDelaySeconds }).toString();
    events.push({
      ...common,
      type: "check_in",
      occurredAt: deviceTime(judged.checkInAt, worker.timezone),
      offset: offsetMinutes(judged.checkInAt, worker.timezone),
      receivedAt: receive(judged.checkInAt),
      flags: eventFlags.join(","),
    });
    if (plan.checkOutOffset !== null && judged.checkOutAt)
      events.push({
        ...common,
        type: "check_out",
        occurredAt: deviceTime(judged.checkOutAt, worker.timezone),
        offset: offsetMinutes(judged.checkOutAt, worker.timezone),
        receivedAt: receive(judged.checkOutAt),
        flags: eventFlags.join(","),
      });
  }
  if (records.agent.length === 0) return { records: 0, events: 0 };

  // Ids drawn up front, so records and events point at each other in two plain inserts.
  const draw = async (sequence: string, count: number) =>
    (
      await client.query<{ id: string }>(
        `SELECT nextval('${sequence}')::text AS id FROM generate_series(1, $1::int)`,
        [count],
      )
    ).rows.map((row) => row.id);
  const recordIds = await draw("attendance_records_id_seq", records.agent.length);
  const eventIds = await draw("attendance_events_id_seq", events.length);
  const checkInEvent: (string | null)[] = recordIds.map(() => null);
  const checkOutEvent: (string | null)[] = recordIds.map(() => null);
  events.forEach((event, index) => {
    (event.type === "check_in" ? checkInEvent : checkOutEvent)[event.record] = eventIds[index]!;
  });
  const inserted = await client.query(
    `INSERT INTO attendance_records (id, client_id, agent_id, date, branch_id, timezone, shift_id,
       day_type, scheduled_start, scheduled_end, status, flags, check_in_at, check_out_at,
       late_minutes, early_out_minutes, worked_minutes, decided_by, decided_at, decision_note,
       check_in_event_id, check_out_event_id, decision, created_at, updated_at)
     SELECT u.id, $1::int, u.agent, u.date, u.branch, u.zone, u.shift, u.day_type, u.start_at,
            u.end_at, u.status, coalesce(string_to_array(nullif(u.flags, ''), ','), '{}'),
            u.check_in, u.check_out, u.late, u.early, u.worked, u.decided_by, u.decided_at, u.note,
            u.in_event, u.out_event, u.decision, coalesce(u.start_at, u.date::timestamptz),
            coalesce(u.decided_at, u.check_out, u.start_at, u.date::timestamptz)
     FROM unnest($2::int[], $3::date[], $4::int[], $5::text[], $6::int[], $7::text[],
                 $8::timestamptz[], $9::timestamptz[], $10::text[], $11::text[],
                 $12::timestamptz[], $13::timestamptz[], $14::int[], $15::int[], $16::int[],
                 $17::int[], $18::timestamptz[], $19::text[], $20::bigint[], $21::bigint[],
                 $22::bigint[], $23::text[])
       AS u(agent, date, branch, zone, shift, day_type, start_at, end_at, status, flags,
            check_in, check_out, late, early, worked, decided_by, decided_at, note, id, in_event,
            out_event, decision)`,
    [
      clientId,
      records.agent,
      records.date,
      records.branch,
      records.zone,
      records.shift,
      records.dayType,
      records.start,
      records.end,
      records.status,
      records.flags,
      records.checkIn,
      records.checkOut,
      records.late,
      records.early,
      records.worked,
      records.decidedBy,
      records.decidedAt,
      records.note,
      recordIds,
      checkInEvent,
      checkOutEvent,
      records.decision,
    ],
  );

  if (events.length > 0)
    await client.query(
      `WITH u AS (
         SELECT * FROM unnest($2::bigint[], $3::text[], $4::timestamptz[], $5::int[],
                              $6::timestamptz[], $7::float8[], $8::float8[], $9::float8[],
                              $10::boolean[], $11::boolean[], $12::text[], $13::int[], $14::int[],
                              $15::text[], $16::text[], $17::bigint[])
           AS u(record_id, type, occurred_at, utc_offset, received_at, lat, lng, accuracy,
                is_mock, offline, verification, location_id, distance, flags, occurred_text, id)
       )
       INSERT INTO attendance_events (id, client_id, agent_id, record_id, type, client_event_id,
         body_hash, occurred_at, utc_offset_minutes, received_at, latitude, longitude,
         accuracy_meters, is_mock, offline, provider, verification_method, working_location_id,
         distance_meters, flags, response)
       SELECT u.id, $1::int, r.agent_id, r.id, u.type,
              'demo-' || r.agent_id || '-' || r.date || '-' || u.type,
              encode(sha256(convert_to(r.id || u.type || u.occurred_text, 'UTF8')), 'hex'),
              u.occurred_at, u.utc_offset, u.received_at, u.lat, u.lng, u.accuracy, u.is_mock,
              u.offline, CASE WHEN u.accuracy > 50 THEN 'network' ELSE 'fused' END,
              u.verification, u.location_id, u.distance,
              coalesce(string_to_array(nullif(u.flags, ''), ','), '{}'),
              jsonb_build_object('data', jsonb_build_object('record', jsonb_build_object(
                'id', r.id, 'date', to_char(r.date, 'YYYY-MM-DD'),
                'status', CASE WHEN u.type = 'check_in' THEN 'waiting_for_checkout' ELSE r.status END,
                'flags', to_jsonb(r.flags),
                'lateMinutes', r.late_minutes,
                'workedMinutes', CASE WHEN u.type = 'check_in' THEN 0 ELSE r.worked_minutes END)))
       FROM u JOIN attendance_records r ON r.id = u.record_id`,
      [
        clientId,
        events.map((e) => recordIds[e.record]!),
        events.map((e) => e.type),
        events.map((e) => e.occurredAt),
        events.map((e) => e.offset),
        events.map((e) => e.receivedAt),
        events.map((e) => e.latitude),
        events.map((e) => e.longitude),
        events.map((e) => e.accuracy),
        events.map((e) => e.isMock),
        events.map((e) => e.offline),
        events.map((e) => e.verification),
        events.map((e) => e.locationId),
        events.map((e) => e.distance),
        events.map((e) => e.flags),
        events.map((e) => e.occurredAt),
        eventIds,
      ],
    );

  // The timeline: the worker's check-in and check-out, the jobs' auto check-out and absence,
  // and the admin's decision.
  await client.query(
    `INSERT INTO attendance_record_actions (client_id, record_id, actor, actor_user_id, action,
       from_status, to_status, note, at)
     SELECT client_id, id, 'agent', NULL::int, 'check_in', 'waiting_for_checkin',
            'waiting_for_checkout', NULL::text, check_in_at
     FROM attendance_records WHERE client_id = $1 AND check_in_at IS NOT NULL
     UNION ALL
     SELECT client_id, id, CASE WHEN 'auto_checked_out' = ANY (flags) THEN 'system' ELSE 'agent' END,
            NULL::int, CASE WHEN 'auto_checked_out' = ANY (flags) THEN 'auto_check_out' ELSE 'check_out' END,
            'waiting_for_checkout', CASE WHEN decided_at IS NULL THEN status ELSE 'pending' END,
            NULL, check_out_at
     FROM attendance_records WHERE client_id = $1 AND check_out_at IS NOT NULL
     UNION ALL
     SELECT client_id, id, 'system', NULL::int, 'mark_absent', 'waiting_for_checkin', 'rejected', NULL::text,
            scheduled_end + interval '1 hour'
     FROM attendance_records WHERE client_id = $1 AND 'absent_marked' = ANY (flags)
     UNION ALL
     SELECT client_id, id, 'user', decided_by,
            decision,
            'pending', status, decision_note, decided_at
     FROM attendance_records WHERE client_id = $1 AND decision IS NOT NULL`,
    [clientId],
  );
  return { records: inserted.rowCount ?? 0, events: events.length };
}
