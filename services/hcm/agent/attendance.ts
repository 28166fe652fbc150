import { createHash } from "node:crypto";
import {
  accuracyFlags,
  canonicalJson,
  geofenceVerdict,
  judgeTiming,
  nearestLocation,
  type PolicyVerification,
  parseOccurredAt,
  type Verification,
  verificationProblems,
  type WorkingLocation,
} from "../../../domain/attendance/checkin.ts";
import {
  addDays,
  evaluateRecord,
  type LeaveStatus,
  localDate,
  type RecordInput,
  type RequestStatus,
} from "../../../domain/attendance/record.ts";
import type {
  AttendanceDecision,
  AttendanceFlag,
  AttendanceStatus,
  CheckType,
  DayType,
} from "../../../domain/attendance/statuses.ts";
import type { Db, Tx } from "../../db/pool.ts";
import { type FieldError, HttpError, invalidFields } from "../../shared/errors.ts";
import { ensureRecord, recomputeRecord } from "../attendance/records.ts";
import type { AgentPrincipal } from "./auth.ts";

/**
 * Issue 14: one check-in or check-out from the worker app, judged and recorded in ONE
 * transaction of a handful of indexed queries (the hot path of a morning burst):
 *
 * 1. a per-worker advisory lock (a worker's events one at a time; concurrent repeats of one
 *    event wait here and then find the first one's answer);
 * 2. one context query: the event's earlier answer, the worker's branch zone, policy and
 *    working locations, the records and schedule of the candidate days, the selfie file;
 * 3. the record of the day when it does not exist yet (records.ts ensureRecord);
 * 4. one write: the event (with its answer), the record's new state and its timeline action.
 *
 * The event's answer is stored with it: a repeat of the same clientEventId answers it again
 * (200) and changes nothing; the same id with another body is a 409. The unique constraint
 * (client_id, agent_id, client_event_id) stands behind the lock.
 */
export type CheckBody = {
  type: CheckType;
  clientEventId: string;
  occurredAt: string;
  latitude: number;
  longitude: number;
  accuracyMeters: number;
  isMock?: boolean;
  offline?: boolean;
  provider?: string;
  verification?: Verification;
};

export type RecordAnswer = {
  id: number;
  date: string;
  status: AttendanceStatus;
  flags: AttendanceFlag[];
  lateMinutes: number;
  workedMinutes: number;
};

export type CheckAnswer = {
  record: RecordAnswer;
  event: {
    id: number;
    type: CheckType;
    at: string;
    workingLocationId: number | null;
    distanceMeters: number | null;
    flags: AttendanceFlag[];
  };
};

/** Server messages in both languages (services/shared/language.ts reads detail.messages). */
const refusal = (status: number, code: string, messages: { en: string; id: string }, extra = {}) =>
  new HttpError(status, messages.en, { code, messages, ...extra });

export const CHECKIN_MESSAGES = {
  eventReused: {
    en: "This clientEventId was already used for a different check-in or check-out",
    id: "clientEventId ini sudah dipakai untuk check-in atau check-out lain",
  },
  offlineNotAllowed: {
    en: "Offline attendance is not allowed by your attendance policy",
    id: "Absensi luring tidak diizinkan oleh kebijakan absensi Anda",
  },
  offlineTooOld: {
    en: "Offline attendance can be sent at most 72 hours late",
    id: "Absensi luring paling lambat dikirim 72 jam setelahnya",
  },
  outside: {
    en: "You are outside every working location",
    id: "Anda berada di luar semua lokasi kerja",
  },
  alreadyIn: {
    en: "You have already checked in for this day",
    id: "Anda sudah check-in untuk hari ini",
  },
  alreadyOut: {
    en: "You have already checked out for this day",
    id: "Anda sudah check-out untuk hari ini",
  },
  noCheckIn: {
    en: "There is no check-in to check out from on this day",
    id: "Tidak ada check-in untuk di-check-out pada hari ini",
  },
  tooEarly: {
    en: "Check-in for this shift is not open yet",
    id: "Check-in untuk shift ini belum dibuka",
  },
  closed: {
    en: "The check-out window of this shift has closed",
    id: "Waktu check-out untuk shift ini sudah ditutup",
  },
  noBranch: {
    en: "Your branch could not be found",
    id: "Cabang Anda tidak ditemukan",
  },
} as const;

type DayRow = {
  day: string;
  record_id: string | null;
  status: AttendanceStatus | null;
  version: number | null;
  day_type: DayType | null;
  scheduled_start: string | null;
  scheduled_end: string | null;
  check_in_at: string | null;
  check_out_at: string | null;
  flags: string[] | null;
  decision: AttendanceDecision | null;
  leave_status: LeaveStatus | null;
  request_status: RequestStatus | null;
  event_flags: string[] | null;
  shift: {
    id: number;
    break_minutes: number;
    late_grace_minutes: number;
    early_out_grace_minutes: number;
    check_in_opens_minutes_before: number;
    check_out_closes_minutes_after: number;
    flexible: boolean;
    absent_hours: number | null;
  } | null;
};

type Context = {
  existing: { body_hash: string; response: CheckAnswer } | null;
  timezone: string | null;
  policy: {
    verification: PolicyVerification;
    approval_check_in: "auto" | "manual";
    approval_check_out: "auto" | "manual";
    geofence: "reject" | "flag";
    max_accuracy_meters: number;
    allow_offline: boolean;
  } | null;
  locations: WorkingLocation[];
  days: DayRow[];
  file: { created_by_agent: number | null; content_type: string } | null;
};

/**
 * The context query: one statement over indexed look-ups ($1 client, $2 agent, $3 event id,
 * $4 candidate days, $5 selfie file id or null). Locations: the policy's, the branch's and
 * those of the worker's current assignments (issue 13), active ones only.
 */
const CONTEXT_SQL = `
SELECT
  (SELECT json_build_object('body_hash', e.body_hash, 'response', e.response)
     FROM attendance_events e
     WHERE e.client_id = $1 AND e.agent_id = $2 AND e.client_event_id = $3) AS existing,
  b.timezone,
  (SELECT json_build_object('verification', p.verification,
            'approval_check_in', p.approval_check_in, 'approval_check_out', p.approval_check_out,
            'geofence', p.geofence, 'max_accuracy_meters', p.max_accuracy_meters,
            'allow_offline', p.allow_offline)
     FROM attendance_policies p WHERE p.client_id = $1 AND p.id = pol.id) AS policy,
  coalesce((SELECT json_agg(json_build_object('id', w.id, 'name', w.name,
              'latitude', w.latitude::float8, 'longitude', w.longitude::float8,
              'radiusMeters', w.radius_meters) ORDER BY w.id)
     FROM working_locations w
     WHERE w.client_id = $1 AND w.status = 'active' AND w.id IN (
       SELECT pl.working_location_id FROM attendance_policy_locations pl
         WHERE pl.client_id = $1 AND pl.attendance_policy_id = pol.id
       UNION
       SELECT wb.working_location_id FROM working_location_branches wb
         WHERE wb.client_id = $1 AND wb.branch_id = a.branch_id
       UNION
       SELECT wa.working_location_id FROM assignments asg
         JOIN working_location_assignments wa
           ON wa.client_id = asg.client_id AND wa.assignment_id = asg.id
         WHERE asg.client_id = $1 AND asg.agent_id = $2
           AND asg.start_date <= ($4::date[])[array_length($4::date[], 1)]
           AND (asg.end_date IS NULL OR asg.end_date >= ($4::date[])[1]))), '[]') AS locations,
  (SELECT json_agg(json_build_object(
       'day', dd.day::text,
       'record_id', r.id, 'status', r.status, 'version', r.version,
       'day_type', coalesce(r.day_type, sd.day_type, 'unscheduled'),
       'scheduled_start', CASE WHEN r.id IS NOT NULL THEN r.scheduled_start
                               WHEN s.id IS NOT NULL THEN (dd.day + s.start_time) AT TIME ZONE b.timezone END,
       'scheduled_end', CASE WHEN r.id IS NOT NULL THEN r.scheduled_end
                             WHEN s.id IS NOT NULL THEN (dd.day + CASE WHEN s.end_time <= s.start_time
                               THEN 1 ELSE 0 END + s.end_time) AT TIME ZONE b.timezone END,
       'check_in_at', r.check_in_at, 'check_out_at', r.check_out_at, 'flags', r.flags,
       'decision', r.decision, 'leave_status', r.leave_status, 'request_status', r.request_status,
       'event_flags', CASE WHEN r.id IS NOT NULL THEN ARRAY(
          SELECT DISTINCT f FROM attendance_events ev, unnest(ev.flags) f
          WHERE ev.client_id = $1 AND ev.record_id = r.id) END,
       'shift', CASE WHEN s.id IS NOT NULL THEN json_build_object('id', s.id,
          'break_minutes', s.break_minutes, 'late_grace_minutes', s.late_grace_minutes,
          'early_out_grace_minutes', s.early_out_grace_minutes,
          'check_in_opens_minutes_before', s.check_in_opens_minutes_before,
          'check_out_closes_minutes_after', s.check_out_closes_minutes_after,
          'flexible', s.flexible, 'absent_hours', s.absent_hours::float8) END)
     ORDER BY dd.day)
   FROM unnest($4::date[]) AS dd(day)
   LEFT JOIN attendance_records r ON r.client_id = $1 AND r.agent_id = $2 AND r.date = dd.day
   LEFT JOIN employee_schedule_days sd ON sd.client_id = $1 AND sd.agent_id = $2 AND sd.date = dd.day
   LEFT JOIN shifts s ON s.client_id = $1
     AND s.id = CASE WHEN r.id IS NOT NULL THEN r.shift_id ELSE sd.shift_id END) AS days,
  (SELECT json_build_object('created_by_agent', f.created_by_agent, 'content_type', f.content_type)
     FROM files f WHERE f.client_id = $1 AND f.id = $5::uuid) AS file
FROM agents a
JOIN branches b ON b.client_id = a.client_id AND b.id = a.branch_id
CROSS JOIN LATERAL (SELECT coalesce(
    (SELECT pa.attendance_policy_id FROM attendance_policy_agents pa
       WHERE pa.client_id = $1 AND pa.agent_id = $2),
    (SELECT pb.attendance_policy_id FROM attendance_policy_branches pb
       WHERE pb.client_id = $1 AND pb.branch_id = a.branch_id)) AS id) pol
WHERE a.client_id = $1 AND a.id = $2`;

/** The SHA-256 of the body's canonical JSON: the same event, whatever its key order. */
export const bodyHash = (body: CheckBody) =>
  createHash("sha256").update(canonicalJson(body)).digest("hex");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Field problems the schema cannot see (specific messages; the body changes nothing). */
export function payloadProblems(body: CheckBody): FieldError[] {
  const problems: FieldError[] = [];
  if (!parseOccurredAt(body.occurredAt))
    problems.push({
      field: "occurredAt",
      message: "must be an ISO-8601 date and time with a UTC offset",
    });
  const fileId = body.verification?.fileId;
  if (fileId !== undefined && !UUID.test(fileId))
    problems.push({ field: "verification.fileId", message: "must be a file id" });
  return problems;
}

const date = (text: string | null) => (text === null ? null : new Date(text));

function inputOf(
  day: DayRow,
  policy: Context["policy"],
  state: {
    checkInAt: Date | null;
    checkOutAt: Date | null;
    eventFlags: readonly string[];
    autoCheckedOut: boolean;
  },
): RecordInput {
  return {
    dayType: day.day_type ?? "unscheduled",
    scheduledStart: date(day.scheduled_start),
    scheduledEnd: date(day.scheduled_end),
    shift: day.shift
      ? {
          breakMinutes: day.shift.break_minutes,
          lateGraceMinutes: day.shift.late_grace_minutes,
          earlyOutGraceMinutes: day.shift.early_out_grace_minutes,
          flexible: day.shift.flexible,
          absentHours: day.shift.absent_hours,
        }
      : null,
    checkInAt: state.checkInAt,
    checkOutAt: state.checkOutAt,
    eventFlags: state.eventFlags,
    autoCheckedOut: state.autoCheckedOut,
    absentMarked: (day.flags ?? []).includes("absent_marked"),
    approval: policy
      ? { checkIn: policy.approval_check_in, checkOut: policy.approval_check_out }
      : null,
    decision: day.decision,
    leaveStatus: day.leave_status,
    requestStatus: day.request_status,
  };
}

const MINUTE = 60_000;

/** The day an event belongs to, or the refusal (see the rules inline). */
function chooseDay(type: CheckType, at: Date, zone: string, days: DayRow[]): DayRow {
  const today = localDate(at, zone);
  const byDay = new Map(days.map((day) => [day.day, day]));
  const current = byDay.get(today);
  const previous = byDay.get(addDays(today, -1));
  if (!current) throw new Error("chooseDay: today's row is missing");
  const closes = (day: DayRow) =>
    day.scheduled_end === null
      ? null
      : new Date(
          new Date(day.scheduled_end).getTime() +
            (day.shift?.check_out_closes_minutes_after ?? 0) * MINUTE,
        );

  if (type === "check_in") {
    // A shift that crosses midnight is one record on its start day (issue 14): a check-in
    // before yesterday's shift ended belongs to yesterday's record.
    if (
      previous?.scheduled_end &&
      previous.check_in_at === null &&
      at < new Date(previous.scheduled_end) &&
      previous.scheduled_start !== null &&
      localDate(new Date(previous.scheduled_end), zone) === today
    )
      return previous;
    // Yesterday's night shift is still open (checked in, not out, its window not closed):
    // a second check-in is a mistake, not the start of today's day off.
    const previousCloses = previous ? closes(previous) : null;
    if (
      previous?.check_in_at &&
      previous.check_out_at === null &&
      previousCloses !== null &&
      at < previousCloses
    )
      throw refusal(409, "ALREADY_CHECKED_IN", CHECKIN_MESSAGES.alreadyIn);
    if (current.check_in_at !== null)
      throw refusal(409, "ALREADY_CHECKED_IN", CHECKIN_MESSAGES.alreadyIn);
    if (current.day_type === "working" && current.scheduled_start && current.shift) {
      const opens = new Date(
        new Date(current.scheduled_start).getTime() -
          current.shift.check_in_opens_minutes_before * MINUTE,
      );
      if (at < opens && !current.shift.flexible)
        throw refusal(422, "CHECK_IN_NOT_OPEN", CHECKIN_MESSAGES.tooEarly, {
          opensAt: opens.toISOString(),
        });
      const closed = closes(current);
      if (closed && at > closed && !current.shift.flexible)
        throw refusal(422, "CHECK_OUT_WINDOW_CLOSED", CHECKIN_MESSAGES.closed);
    }
    return current;
  }

  // Check-out: the open record of today, else yesterday's while its check-out window is open
  // (a night shift; without a shift, within 24 hours of its check-in). An automatic
  // check-out by the job is replaced by the worker's own (an offline one arriving late).
  const open = (day: DayRow | undefined) =>
    day?.check_in_at !== null &&
    day?.check_in_at !== undefined &&
    new Date(day.check_in_at) <= at &&
    (day.check_out_at === null || (day.flags ?? []).includes("auto_checked_out"));
  if (open(current)) return current;
  if (previous && open(previous)) {
    const closed = closes(previous);
    const limit = closed ?? new Date(new Date(previous.check_in_at!).getTime() + 24 * 60 * MINUTE);
    if (at <= limit) return previous;
  }
  if (current.check_out_at !== null)
    throw refusal(409, "ALREADY_CHECKED_OUT", CHECKIN_MESSAGES.alreadyOut);
  throw refusal(409, "NO_CHECK_IN", CHECKIN_MESSAGES.noCheckIn);
}

/** Judges and records one event; `repeat` says the answer is an earlier one's (200). */
export async function recordCheck(
  db: Db,
  agent: AgentPrincipal,
  body: CheckBody,
  receivedAt = new Date(),
): Promise<{ answer: CheckAnswer; repeat: boolean; date: string }> {
  const problems = payloadProblems(body);
  if (problems.length > 0) throw invalidFields("Invalid attendance", problems);
  const occurred = parseOccurredAt(body.occurredAt)!;
  const hash = bodyHash(body);
  // Candidate days: a zone of UTC+7…+9 puts the local day on the UTC day or the next; the
  // day before that may hold a night shift. Judged at the latest of device and server time.
  const utcDay = (occurred.instant < receivedAt ? receivedAt : occurred.instant)
    .toISOString()
    .slice(0, 10);
  const earliest = addDays(occurred.instant.toISOString().slice(0, 10), -1);
  const candidates = [earliest, addDays(earliest, 1), addDays(earliest, 2), addDays(utcDay, 1)];
  const days = [...new Set(candidates)].sort();

  // The worker's lock with BEGIN, in one round trip; the context and the write as statements
  // each pooled connection plans once, run by their generic plans (issue 19: PostgreSQL kept
  // replanning the context for each check-in — 1.4 ms, three times as long as running it —
  // as its own choice between custom and generic plans; every statement of a check-in finds
  // its rows by the worker's, the record's or the event's keys, which a generic plan serves).
  const lock = `attendance-agent|${agent.clientId}|${agent.agentId}`;
  return db.tenant(
    agent.clientId,
    async (tx) => {
      const found = await tx.query<Context>({
        name: "checkin_context",
        text: CONTEXT_SQL,
        values: [
          agent.clientId,
          agent.agentId,
          body.clientEventId,
          days,
          body.verification?.fileId ?? null,
        ],
      });
      const context = found.rows[0];
      if (!context?.timezone) throw refusal(422, "NO_BRANCH", CHECKIN_MESSAGES.noBranch);
      if (context.existing) {
        if (context.existing.body_hash !== hash)
          throw refusal(409, "EVENT_ID_REUSED", CHECKIN_MESSAGES.eventReused);
        return {
          answer: context.existing.response,
          repeat: true,
          date: context.existing.response.record.date,
        };
      }
      return judgeAndWrite(tx, agent, body, context, occurred, hash, receivedAt);
    },
    { advisoryLock: lock, genericPlans: true },
  );
}

async function judgeAndWrite(
  tx: Tx,
  agent: AgentPrincipal,
  body: CheckBody,
  context: Context,
  occurred: { instant: Date; offsetMinutes: number },
  hash: string,
  receivedAt: Date,
): Promise<{ answer: CheckAnswer; repeat: boolean; date: string }> {
  const { policy } = context;
  const zone = context.timezone!;

  // Verification as the policy demands (SPEC §9). A selfie must be a file of this client (a
  // 400 otherwise, RLS hides other clients' files); one this worker did not upload is kept
  // but flagged invalid_selfie (RULES.md §4.3: Staffinc stores a mismatch, flagged).
  const verifyProblems = verificationProblems(policy?.verification ?? "none", body.verification);
  if (body.verification?.fileId && context.file === null)
    verifyProblems.push({ field: "verification.fileId", message: "is not a file of yours" });
  if (verifyProblems.length > 0) throw invalidFields("Invalid verification", verifyProblems);
  const flags = new Set<AttendanceFlag>();
  if (
    body.verification?.fileId &&
    (policy?.verification === "selfie" || policy?.verification === "selfie_verified") &&
    context.file?.created_by_agent !== agent.agentId
  )
    flags.add("invalid_selfie");

  const timing = judgeTiming({
    occurredAt: occurred.instant,
    receivedAt,
    offline: body.offline ?? false,
    allowOffline: policy?.allow_offline ?? false,
  });
  if (timing.kind === "future")
    throw invalidFields("Invalid attendance", [
      { field: "occurredAt", message: "must not be in the future" },
    ]);
  if (timing.kind === "offline_not_allowed")
    throw refusal(422, "OFFLINE_NOT_ALLOWED", CHECKIN_MESSAGES.offlineNotAllowed);
  if (timing.kind === "too_old")
    throw refusal(422, "OFFLINE_TOO_OLD", CHECKIN_MESSAGES.offlineTooOld);
  if (timing.kind === "offline") flags.add("offline_synced");
  const at = timing.at;

  const fix = { latitude: body.latitude, longitude: body.longitude };
  const nearest = nearestLocation(fix, body.accuracyMeters, context.locations);
  const verdict = geofenceVerdict(nearest, policy?.geofence ?? "flag");
  if (verdict.reject)
    throw refusal(422, "OUTSIDE_GEOFENCE", CHECKIN_MESSAGES.outside, {
      workingLocationId: nearest?.location.id ?? null,
      distanceMeters: nearest?.distanceMeters ?? null,
    });
  for (const flag of verdict.flags) flags.add(flag);
  for (const flag of accuracyFlags(body.accuracyMeters, policy?.max_accuracy_meters ?? 100))
    flags.add(flag);
  if (body.isMock) flags.add("mock_location");

  const day = chooseDay(body.type, at, zone, context.days);
  let recordId = day.record_id === null ? null : Number(day.record_id);
  let version = day.version;
  if (recordId === null) {
    const made = await ensureRecord(tx, agent.clientId, agent.agentId, day.day);
    recordId = made.id;
    version = made.version;
  }
  const eventFlags = [...flags];
  const checkInAt = body.type === "check_in" ? at : date(day.check_in_at);
  const checkOutAt = body.type === "check_out" ? at : null;
  const outcome = evaluateRecord(
    inputOf(day, policy, {
      checkInAt,
      checkOutAt,
      eventFlags: [...(day.event_flags ?? []), ...eventFlags],
      autoCheckedOut: false,
    }),
  );
  const answer: CheckAnswer = {
    record: {
      id: recordId,
      date: day.day,
      status: outcome.status,
      flags: outcome.flags,
      lateMinutes: outcome.lateMinutes,
      workedMinutes: outcome.workedMinutes,
    },
    event: {
      id: 0,
      type: body.type,
      at: at.toISOString(),
      workingLocationId: nearest?.location.id ?? null,
      distanceMeters: nearest ? Math.round(nearest.distanceMeters) : null,
      flags: eventFlags.sort(),
    },
  };
  // The event's id is drawn first so its stored answer can name it, in the same statement.
  const written = await tx.query<{ id: string; updated: number }>({
    name: "checkin_write",
    text: `WITH next AS (
       SELECT nextval(pg_get_serial_sequence('attendance_events', 'id')) AS id
     ), event AS (
       INSERT INTO attendance_events (id, client_id, agent_id, record_id, type, client_event_id,
         body_hash, occurred_at, utc_offset_minutes, received_at, latitude, longitude,
         accuracy_meters, is_mock, offline, provider, verification_method, file_id,
         verification_value, working_location_id, distance_meters, flags, response)
       SELECT next.id, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
         $17::uuid, $18, $19, $20, $21, jsonb_set($22::jsonb, '{event,id}', to_jsonb(next.id))
       FROM next
       RETURNING id
     ), updated AS (
       UPDATE attendance_records SET
         check_in_at = CASE WHEN $4 = 'check_in' THEN $23::timestamptz ELSE check_in_at END,
         check_in_event_id = CASE WHEN $4 = 'check_in' THEN (SELECT id FROM event)
           ELSE check_in_event_id END,
         check_out_at = CASE WHEN $4 = 'check_out' THEN $23::timestamptz ELSE check_out_at END,
         check_out_event_id = CASE WHEN $4 = 'check_out' THEN (SELECT id FROM event)
           ELSE check_out_event_id END,
         status = $24, flags = $25, late_minutes = $26, early_out_minutes = $27,
         worked_minutes = $28, version = version + 1, updated_at = now()
       WHERE client_id = $1 AND id = $3 AND version = $29
       RETURNING status
     ), action AS (
       INSERT INTO attendance_record_actions (client_id, record_id, actor, action, from_status, to_status)
       SELECT $1, $3, 'agent', $4, $30, status FROM updated
     )
     SELECT (SELECT id FROM event) AS id, (SELECT count(*) FROM updated)::int AS updated`,
    values: [
      agent.clientId,
      agent.agentId,
      recordId,
      body.type,
      body.clientEventId,
      hash,
      occurred.instant,
      occurred.offsetMinutes,
      receivedAt,
      body.latitude,
      body.longitude,
      body.accuracyMeters,
      body.isMock ?? false,
      body.offline ?? false,
      body.provider ?? null,
      body.verification?.method ?? null,
      body.verification?.fileId ?? null,
      body.verification?.value ?? null,
      nearest?.location.id ?? null,
      nearest ? Math.round(nearest.distanceMeters) : null,
      answer.event.flags,
      JSON.stringify(answer),
      at,
      outcome.status,
      outcome.flags,
      outcome.lateMinutes,
      outcome.earlyOutMinutes,
      outcome.workedMinutes,
      version,
      day.status ?? "waiting_for_checkin",
    ],
  });
  const eventId = Number(written.rows[0]!.id);
  answer.event.id = eventId;
  if (written.rows[0]?.updated !== 1) {
    // The record changed since the context was read (a decision, a job): write the check and
    // let the rule run over the record as it is now, then store that answer with the event.
    await tx.query(
      `UPDATE attendance_records SET
         check_in_at = CASE WHEN $3 = 'check_in' THEN $4::timestamptz ELSE check_in_at END,
         check_in_event_id = CASE WHEN $3 = 'check_in' THEN $5 ELSE check_in_event_id END,
         check_out_at = CASE WHEN $3 = 'check_out' THEN $4::timestamptz ELSE check_out_at END,
         check_out_event_id = CASE WHEN $3 = 'check_out' THEN $5 ELSE check_out_event_id END
       WHERE client_id = $1 AND id = $2`,
      [agent.clientId, recordId, body.type, at, eventId],
    );
    const ref = await recomputeRecord(
      tx,
      agent.clientId,
      recordId,
      { kind: "agent", agentId: agent.agentId },
      body.type,
    );
    const now = await tx.query<{
      flags: AttendanceFlag[];
      late_minutes: number;
      worked_minutes: number;
    }>(
      "SELECT flags, late_minutes, worked_minutes FROM attendance_records WHERE client_id = $1 AND id = $2",
      [agent.clientId, recordId],
    );
    const row = now.rows[0]!;
    answer.record = {
      id: recordId,
      date: ref.date,
      status: ref.status,
      flags: row.flags,
      lateMinutes: row.late_minutes,
      workedMinutes: row.worked_minutes,
    };
    await tx.query("UPDATE attendance_events SET response = $2 WHERE id = $1", [
      eventId,
      JSON.stringify(answer),
    ]);
  }
  return { answer, repeat: false, date: day.day };
}
