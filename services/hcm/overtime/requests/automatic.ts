import {
  automaticOvertimeMinutes,
  isoWeekStart,
  overtimeFigures,
  overtimeTypeOfDay,
  payRuleOf,
  supportedOvertimeMinutes,
  VALIDATED_RECORD_STATUSES,
} from "../../../../domain/overtime/requests.ts";
import type { Tx } from "../../../db/pool.ts";
import { overtimePolicyForAgent } from "../policyRepo.ts";

/**
 * Issue 15, automatic overtime (an overtime policy in automatic mode; SPEC §9, RULES.md §4.3
 * Staffinc "automatic with minute rounding"): when a daily record becomes validated (approved,
 * shown Present, or overtime), the system keeps one approved 'automatic' overtime request for
 * the day with the attendance beyond the shift (rest days: every worked minute), after the
 * policy's minute rounding and minimum and within the caps; when the record stops being
 * validated the automatic request is cancelled. Not retroactive: days validated before the
 * policy turned automatic keep what they have. A person's request on the day (worker or
 * console) takes precedence: the system then leaves the day alone. Idempotent: the same
 * record gives the same request (one live request per worker and day, migration 0027).
 *
 * Called from the records' door (services/hcm/attendance/records.ts recomputeRecord) after a
 * record's status was written; it writes the record's overtime minutes and a timeline action
 * itself (never recomputeRecord, which called it).
 */
const VALIDATED: readonly string[] = VALIDATED_RECORD_STATUSES;

type Day = {
  agentId: number;
  date: string;
  dayType: Parameters<typeof overtimeTypeOfDay>[0];
  scheduledEnd: Date | null;
  checkInAt: Date | null;
  checkOutAt: Date | null;
  workedMinutes: number;
  overtimeMinutes: number;
};

type Live = { id: number; source: string; minutes: number };

export async function syncAutomaticOvertime(
  tx: Tx,
  clientId: number,
  recordId: number,
  fromStatus: string,
  toStatus: string,
): Promise<void> {
  if (!VALIDATED.includes(toStatus) && !VALIDATED.includes(fromStatus)) return;
  // One statement in the common case (a check-out approved automatically, many a minute): the
  // day, its live request, and whether the client has an automatic policy at all.
  const found = await tx.query<Day & { liveId: number | null; anyAutomatic: boolean }>(
    `SELECT r.agent_id AS "agentId", to_char(r.date, 'YYYY-MM-DD') AS date,
       r.day_type AS "dayType", r.scheduled_end AS "scheduledEnd", r.check_in_at AS "checkInAt",
       r.check_out_at AS "checkOutAt", r.worked_minutes AS "workedMinutes",
       r.overtime_minutes AS "overtimeMinutes",
       (SELECT o.id FROM overtime_requests o
        WHERE o.client_id = r.client_id AND o.agent_id = r.agent_id AND o.date = r.date
          AND o.status IN ('pending', 'approved') LIMIT 1) AS "liveId",
       EXISTS (SELECT 1 FROM overtime_policies p WHERE p.client_id = r.client_id
               AND p.mode = 'automatic' AND p.status = 'active') AS "anyAutomatic"
     FROM attendance_records r WHERE r.client_id = $1 AND r.id = $2`,
    [clientId, recordId],
  );
  const day = found.rows[0];
  if (!day || (day.liveId === null && !day.anyAutomatic)) return;
  const lives =
    day.liveId === null
      ? { rows: [] as Live[] }
      : await tx.query<Live>(
          "SELECT id, source, minutes FROM overtime_requests WHERE id = $1 AND status IN ('pending', 'approved') FOR UPDATE",
          [day.liveId],
        );
  const live = lives.rows[0] ?? null;
  if (live !== null && live.source !== "automatic") return;

  const cancel = async (why: string) => {
    if (live === null) return;
    await tx.query(
      `UPDATE overtime_requests SET status = 'cancelled', decided_at = now(), decision_note = $2,
         version = version + 1, updated_at = now() WHERE id = $1`,
      [live.id, why],
    );
    await finish(tx, clientId, recordId, toStatus, "overtime_automatic_cancelled", why);
  };

  if (!VALIDATED.includes(toStatus)) return cancel("The attendance is no longer validated");
  // Decision: the system makes a request when the day becomes validated, and keeps a live one
  // in step after; an automatic request a person cancelled stays cancelled until the day is
  // validated anew (a revision, then an approval), so a cancel is not undone by the next
  // recompute of an already validated day.
  if (live === null && VALIDATED.includes(fromStatus)) return;
  const policy = await overtimePolicyForAgent(tx, day.agentId);
  if (policy === null || policy.mode !== "automatic") return;
  const type = overtimeTypeOfDay(day.dayType);
  const rule = type === null ? null : payRuleOf(policy, type);
  const supported = supportedOvertimeMinutes(day);
  if (type === null || rule === null || supported === null)
    return cancel("The day gives no automatic overtime");
  const week = await tx.query<{ minutes: number }>(
    `SELECT coalesce(sum(minutes), 0)::int AS minutes FROM overtime_requests
     WHERE client_id = $1 AND agent_id = $2 AND date BETWEEN $3::date AND $3::date + 6
       AND status IN ('pending', 'approved')
       AND overtime_type IN ('regular_working_day', 'swap_schedule') AND date <> $4::date`,
    [clientId, day.agentId, isoWeekStart(day.date), day.date],
  );
  const minutes = automaticOvertimeMinutes(supported, policy, type, rule, week.rows[0]!.minutes);
  if (minutes <= 0) return cancel("No overtime beyond the shift after the policy's rounding");
  if (live !== null && live.minutes === minutes && day.overtimeMinutes === minutes) return;

  const figures = overtimeFigures(policy.workWeek, type, rule, minutes);
  const values = [
    figures.multiplierUnits,
    JSON.stringify({ bands: figures.breakdown, fixed: figures.fixed }),
    figures.mealRequired,
    policy.id,
    minutes,
    type,
  ];
  if (live !== null)
    await tx.query(
      `UPDATE overtime_requests SET multiplier_units = $2, breakdown = $3, meal_required = $4,
         overtime_policy_id = $5, minutes = $6, overtime_type = $7, decided_at = now(),
         version = version + 1, updated_at = now()
       WHERE id = $1`,
      [live.id, ...values],
    );
  else
    await tx.query(
      `INSERT INTO overtime_requests (client_id, agent_id, record_id, date, source, status,
         decided_at, multiplier_units, breakdown, meal_required, overtime_policy_id, minutes,
         overtime_type)
       VALUES ($1, $2, $3, $4, 'automatic', 'approved', now(), $5, $6, $7, $8, $9, $10)`,
      [clientId, day.agentId, recordId, day.date, ...values],
    );
  await finish(
    tx,
    clientId,
    recordId,
    toStatus,
    "overtime_automatic",
    `${minutes} minutes of overtime from attendance (policy "${policy.name}")`.slice(0, 1000),
  );
}

/** The record's overtime minutes recounted, the action on its timeline, an audit row. */
async function finish(
  tx: Tx,
  clientId: number,
  recordId: number,
  status: string,
  action: string,
  note: string,
) {
  const updated = await tx.query<{ minutes: number }>(
    `UPDATE attendance_records rec SET overtime_minutes = (
       SELECT coalesce(sum(o.minutes), 0) FROM overtime_requests o
       WHERE o.client_id = rec.client_id AND o.agent_id = rec.agent_id AND o.date = rec.date
         AND o.status = 'approved')
     WHERE rec.client_id = $1 AND rec.id = $2 RETURNING overtime_minutes AS minutes`,
    [clientId, recordId],
  );
  await tx.query(
    `INSERT INTO attendance_record_actions
       (client_id, record_id, actor, actor_user_id, action, from_status, to_status, note)
     VALUES ($1, $2, 'system', NULL, $3, $4, $4, $5)`,
    [clientId, recordId, action, status, note],
  );
  await tx.query(
    `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                            entity_type, entity_id, before, after)
     VALUES ($1, 'system', NULL, 'Automatic overtime', $2, 'attendance_record', $3, NULL, $4)`,
    [
      clientId,
      `overtime_request.${action === "overtime_automatic" ? "automatic" : "automatic_cancel"}`,
      String(recordId),
      JSON.stringify({ overtimeMinutes: updated.rows[0]?.minutes ?? 0, note }),
    ],
  );
}
