import type { Db } from "../../db/pool.ts";
import { type JobContext, JobInterrupted } from "../../jobs/runtime.ts";
import { writeScheduleDays } from "./generate-sql.ts";

/** Employees per statement (and per progress step): ~31,000 day rows for a month. */
export const ASSIGN_CHUNK = 1000;

type Claimed = {
  created_by: number | null;
  master_schedule_id: number | null;
  schedule_pattern_id: number | null;
  agent_ids: number[];
  date_from: string;
  date_to: string;
  holidays_override: boolean;
  source_name: string;
};

/**
 * The `schedule-assign` job: writes the day rows of a bulk assign chunk by chunk, each chunk
 * committed with the progress (done / total employees) so the console sees it move. The work
 * is idempotent (an upsert that keeps overrides), so a retry after a crash or a stop starts
 * over. At the end: the outcome and one audit row (counts, source, range); a failure marks
 * the assignment failed with the reason.
 */
export async function runScheduleAssignment(
  db: Db,
  data: { clientId: number; assignmentId: string },
  context: JobContext,
): Promise<void> {
  const { clientId, assignmentId } = data;
  if (context.signal.aborted) throw new JobInterrupted();
  const claimed = await db.tenant(clientId, async (tx) => {
    const found = await tx.query<Claimed>(
      `UPDATE schedule_assignments sa
         SET state = 'running', done = 0, days_written = 0, updated_at = now()
       WHERE sa.id = $1 AND sa.state IN ('queued', 'running')
       RETURNING sa.created_by, sa.master_schedule_id, sa.schedule_pattern_id, sa.agent_ids,
         to_char(sa.date_from, 'YYYY-MM-DD') AS date_from, to_char(sa.date_to, 'YYYY-MM-DD') AS date_to,
         coalesce((SELECT holidays_override FROM master_schedules WHERE id = sa.master_schedule_id),
                  (SELECT holidays_override FROM schedule_patterns WHERE id = sa.schedule_pattern_id),
                  true) AS holidays_override,
         coalesce((SELECT name FROM master_schedules WHERE id = sa.master_schedule_id),
                  (SELECT name FROM schedule_patterns WHERE id = sa.schedule_pattern_id), '') AS source_name`,
      [assignmentId],
    );
    return found.rows[0];
  });
  if (!claimed) return; // done already (a repeated job) or not this client's

  try {
    let written = 0;
    for (let start = 0; start < claimed.agent_ids.length; start += ASSIGN_CHUNK) {
      if (context.signal.aborted) throw new JobInterrupted();
      const chunk = claimed.agent_ids.slice(start, start + ASSIGN_CHUNK);
      await db.tenant(clientId, async (tx) => {
        const rows = await writeScheduleDays(tx, {
          clientId,
          agentIds: chunk,
          from: claimed.date_from,
          to: claimed.date_to,
          masterScheduleId: claimed.master_schedule_id,
          schedulePatternId: claimed.schedule_pattern_id,
          holidaysOverride: claimed.holidays_override,
        });
        written += rows;
        await tx.query(
          `UPDATE schedule_assignments SET done = done + $2, days_written = days_written + $3,
             updated_at = now() WHERE id = $1`,
          [assignmentId, chunk.length, rows],
        );
      });
    }
    await db.tenant(clientId, async (tx) => {
      const kept = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM employee_schedule_days
         WHERE agent_id = ANY ($1::int[]) AND date BETWEEN $2 AND $3 AND source = 'override'`,
        [claimed.agent_ids, claimed.date_from, claimed.date_to],
      );
      const overridesKept = kept.rows[0]!.n;
      await tx.query(
        `UPDATE schedule_assignments SET state = 'completed', overrides_kept = $2,
           finished_at = now(), updated_at = now() WHERE id = $1`,
        [assignmentId, overridesKept],
      );
      const actor = await tx.query<{ fullname: string }>(
        "SELECT fullname FROM users WHERE id = $1",
        [claimed.created_by],
      );
      await tx.query(
        `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                                entity_type, entity_id, before, after)
         VALUES ($1, $2, $3, $4, 'employee_schedule.assign', 'schedule_assignment', $5, NULL, $6)`,
        [
          clientId,
          actor.rows[0] ? "user" : "system",
          actor.rows[0] ? claimed.created_by : null,
          actor.rows[0]?.fullname ?? "system",
          assignmentId,
          JSON.stringify({
            source: claimed.master_schedule_id
              ? {
                  kind: "master_schedule",
                  id: claimed.master_schedule_id,
                  name: claimed.source_name,
                }
              : { kind: "pattern", id: claimed.schedule_pattern_id, name: claimed.source_name },
            from: claimed.date_from,
            to: claimed.date_to,
            employees: claimed.agent_ids.length,
            daysWritten: written,
            overridesKept,
          }),
        ],
      );
    });
  } catch (error) {
    if (error instanceof JobInterrupted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    await db.tenant(clientId, (tx) =>
      tx.query(
        `UPDATE schedule_assignments SET state = 'failed', error = $2, finished_at = now(),
           updated_at = now() WHERE id = $1`,
        [assignmentId, message.slice(0, 500)],
      ),
    );
  }
}
