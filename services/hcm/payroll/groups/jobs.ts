import type { Db } from "../../../db/pool.ts";
import { CLIENT_TODAY } from "../../../main/org/common.ts";

/**
 * Issue 16: `agents.payroll_group_id` is the group of the membership in force today. The
 * triggers of migrations 0028/0029 set it when memberships are written; a membership dated in
 * the future (a move from next month) comes into force on a day nothing is written, so the
 * daily job (services/jobs "leave-daily", which runs each day's per-client upkeep) calls this:
 * for every active client, the workers whose pointer differs from the membership in force on
 * `today` are set, one statement per client. Idempotent; `today` (yyyy-MM-dd) defaults to the
 * client's today (its time zone), the day the triggers use (migration 0034).
 */
export async function refreshPayrollGroupPointers(
  db: Db,
  options: { today?: string; clientIds?: number[] } = {},
): Promise<number> {
  const clients =
    options.clientIds ??
    (
      await db.pool.query<{ client_id: number }>("SELECT client_id FROM attendance_tick_clients()")
    ).rows.map((row) => row.client_id);
  let changed = 0;
  for (const clientId of clients) {
    changed += await db.tenant(clientId, async (tx) => {
      const { rowCount } = await tx.query(
        `WITH target AS (
           SELECT a.id,
                  (SELECT m.payroll_group_id FROM payroll_group_members m
                    WHERE m.agent_id = a.id
                      AND m.effective_from <= coalesce($1::date, ${CLIENT_TODAY})
                      AND (m.effective_to IS NULL OR m.effective_to >= coalesce($1::date, ${CLIENT_TODAY}))
                    LIMIT 1) AS group_id
             FROM agents a
            WHERE a.payroll_group_id IS NOT NULL
               OR EXISTS (SELECT 1 FROM payroll_group_members m WHERE m.agent_id = a.id))
         UPDATE agents a SET payroll_group_id = t.group_id
           FROM target t
          WHERE a.id = t.id AND a.payroll_group_id IS DISTINCT FROM t.group_id`,
        [options.today ?? null],
      );
      return rowCount ?? 0;
    });
  }
  return changed;
}
