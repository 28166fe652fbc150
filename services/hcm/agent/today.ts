import { addDays, localDate } from "../../../domain/attendance/record.ts";
import type { Db } from "../../db/pool.ts";
import type { AgentPrincipal } from "./auth.ts";

/**
 * GET /agent/attendance/today: what the app shows — today in the branch's zone, the day's
 * schedule (shift and its windows), the record (or null before anything happened), an open
 * record of yesterday's night shift still to check out, the policy's demands and the
 * worker's working locations. Reads only.
 */
export async function todayOf(db: Db, agent: AgentPrincipal, now = new Date()) {
  return db.tenant(agent.clientId, async (tx) => {
    const zoneRow = await tx.query<{ timezone: string }>(
      `SELECT b.timezone FROM agents a JOIN branches b ON b.client_id = a.client_id AND b.id = a.branch_id
       WHERE a.client_id = $1 AND a.id = $2`,
      [agent.clientId, agent.agentId],
    );
    const timezone = zoneRow.rows[0]?.timezone ?? "Asia/Jakarta";
    const today = localDate(now, timezone);
    const { rows } = await tx.query(
      `SELECT
         (SELECT json_build_object('dayType', sd.day_type, 'shift', CASE WHEN s.id IS NULL THEN NULL ELSE
            json_build_object('id', s.id, 'code', s.code, 'name', s.name,
              'startTime', to_char(s.start_time, 'HH24:MI'), 'endTime', to_char(s.end_time, 'HH24:MI'),
              'breakMinutes', s.break_minutes, 'crossesMidnight', s.crosses_midnight,
              'checkInOpensMinutesBefore', s.check_in_opens_minutes_before,
              'checkOutClosesMinutesAfter', s.check_out_closes_minutes_after) END)
          FROM employee_schedule_days sd LEFT JOIN shifts s ON s.client_id = sd.client_id AND s.id = sd.shift_id
          WHERE sd.client_id = $1 AND sd.agent_id = $2 AND sd.date = $3::date) AS schedule,
         (SELECT json_build_object('id', r.id, 'date', r.date::text, 'status', r.status, 'flags', r.flags,
            'checkInAt', r.check_in_at, 'checkOutAt', r.check_out_at,
            'scheduledStart', r.scheduled_start, 'scheduledEnd', r.scheduled_end,
            'lateMinutes', r.late_minutes, 'earlyOutMinutes', r.early_out_minutes,
            'workedMinutes', r.worked_minutes)
          FROM attendance_records r WHERE r.client_id = $1 AND r.agent_id = $2 AND r.date = $3::date) AS record,
         (SELECT json_build_object('id', r.id, 'date', r.date::text, 'status', r.status,
            'checkInAt', r.check_in_at, 'scheduledEnd', r.scheduled_end)
          FROM attendance_records r WHERE r.client_id = $1 AND r.agent_id = $2 AND r.date = $4::date
            AND r.check_in_at IS NOT NULL AND r.check_out_at IS NULL) AS "openRecord",
         (SELECT json_build_object('verification', p.verification, 'geofence', p.geofence,
            'maxAccuracyMeters', p.max_accuracy_meters, 'allowOffline', p.allow_offline)
          FROM attendance_policies p WHERE p.client_id = $1 AND p.id = coalesce(
            (SELECT pa.attendance_policy_id FROM attendance_policy_agents pa
              WHERE pa.client_id = $1 AND pa.agent_id = $2),
            (SELECT pb.attendance_policy_id FROM attendance_policy_branches pb JOIN agents a
               ON a.client_id = pb.client_id AND a.branch_id = pb.branch_id
              WHERE pb.client_id = $1 AND a.id = $2))) AS policy,
         coalesce((SELECT json_agg(json_build_object('id', w.id, 'name', w.name,
            'latitude', w.latitude::float8, 'longitude', w.longitude::float8,
            'radiusMeters', w.radius_meters) ORDER BY w.id)
          FROM working_locations w WHERE w.client_id = $1 AND w.status = 'active' AND w.id IN (
            SELECT pl.working_location_id FROM attendance_policy_locations pl
              WHERE pl.client_id = $1 AND pl.attendance_policy_id = coalesce(
                (SELECT pa.attendance_policy_id FROM attendance_policy_agents pa
                  WHERE pa.client_id = $1 AND pa.agent_id = $2),
                (SELECT pb.attendance_policy_id FROM attendance_policy_branches pb JOIN agents a
                   ON a.client_id = pb.client_id AND a.branch_id = pb.branch_id
                  WHERE pb.client_id = $1 AND a.id = $2))
            UNION
            SELECT wb.working_location_id FROM working_location_branches wb JOIN agents a
              ON a.client_id = wb.client_id AND a.branch_id = wb.branch_id
              WHERE wb.client_id = $1 AND a.id = $2
            UNION
            SELECT wa.working_location_id FROM assignments asg JOIN working_location_assignments wa
              ON wa.client_id = asg.client_id AND wa.assignment_id = asg.id
              WHERE asg.client_id = $1 AND asg.agent_id = $2 AND asg.start_date <= $3::date
                AND (asg.end_date IS NULL OR asg.end_date >= $3::date))), '[]') AS locations`,
      [agent.clientId, agent.agentId, today, addDays(today, -1)],
    );
    const row = rows[0] ?? {};
    return {
      date: today,
      timezone,
      schedule: row.schedule ?? null,
      record: row.record ?? null,
      openRecord: row.openRecord ?? null,
      policy: row.policy ?? null,
      locations: row.locations ?? [],
    };
  });
}
