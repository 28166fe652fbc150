import type { Db, Tx } from "../../db/pool.ts";
import type { LivePublisher } from "../../shared/live.ts";
import { leavePolicyCovers } from "./coverage.ts";
import { syncAccruals } from "./ledgerRepo.ts";

/**
 * Issue 15: the daily leave job (queue "leave-daily", services/jobs), callable directly (tests).
 * For every active client:
 *
 * 1. accruals: the accrual schedule of every active worker's limited policies, posted up to
 *    their today (idempotent; ./ledgerRepo.ts syncAccruals);
 * 2. collective leave (cuti bersama, RULES.md §2): a past collective-leave day — the schedule's
 *    day type, or without a schedule row an observed collective-leave holiday of the branch's
 *    province — that the worker did not work deducts one day of their annual policy (ledger
 *    kind "collective_leave", one entry per date); a day a worker worked deducts nothing (it is
 *    a normal working day, domain/attendance/record.ts), and a deduction posted before a
 *    check-in arrived for the day is given back ("reversal"). A day an approved leave request
 *    already counts is not deducted twice (domain/leave/days.ts).
 *
 * Decisions: the job looks back LOOKBACK_DAYS (a missed run catches up) and never before the
 * join date; the worker's annual policy is the active "annual" policy covering them (the
 * lowest id when several); a worker not yet entitled still has the day deducted — cuti bersama
 * is taken from annual leave (SE Menaker, RULES.md §2), so it is a debt against the accruals.
 */
export const LOOKBACK_DAYS = 31;

export type LeaveDailyResult = { accruals: number; collectiveLeave: number; reversed: number };

export async function runLeaveDaily(
  db: Db,
  options: { now?: Date; live?: LivePublisher; clientIds?: number[] } = {},
): Promise<LeaveDailyResult> {
  const now = options.now ?? new Date();
  const clients =
    options.clientIds ??
    (
      await db.pool.query<{ client_id: number }>("SELECT client_id FROM attendance_tick_clients()")
    ).rows.map((row) => row.client_id);
  const total: LeaveDailyResult = { accruals: 0, collectiveLeave: 0, reversed: 0 };
  for (const clientId of clients) {
    const done = await db.tenant(clientId, async (tx) => {
      const accruals = await syncAccruals(tx, clientId);
      const collective = await postCollectiveLeave(tx, clientId, now);
      return { accruals, ...collective };
    });
    total.accruals += done.accruals;
    total.collectiveLeave += done.posted;
    total.reversed += done.reversed;
    if (done.accruals + done.posted + done.reversed > 0)
      options.live?.changed(clientId, { type: "leave", dates: done.dates });
  }
  return total;
}

/** The (worker, past collective-leave day) pairs of the look-back window, with their annual policy. */
const CUTI_DAYS = `
  days AS (
    SELECT a.id AS agent_id, g.d::date AS date, b.province_id
    FROM agents a JOIN branches b ON b.id = a.branch_id
    CROSS JOIN LATERAL generate_series(
      greatest(a.join_date, ($2::timestamptz AT TIME ZONE b.timezone)::date - ${LOOKBACK_DAYS}),
      ($2::timestamptz AT TIME ZONE b.timezone)::date - 1, interval '1 day') AS g(d)
    WHERE a.client_id = $1 AND a.worker_status = 'active'
  ),
  cuti AS (
    SELECT days.agent_id, days.date,
      coalesce((SELECT h.name FROM holidays h WHERE h.date = days.date AND h.kind = 'collective_leave'
                ORDER BY h.id LIMIT 1), 'cuti bersama') AS name,
      (SELECT p.id FROM leave_policies p
       WHERE p.status = 'active' AND p.kind = 'annual' AND ${leavePolicyCovers("days.agent_id")}
       ORDER BY p.id LIMIT 1) AS policy_id
    FROM days
    LEFT JOIN employee_schedule_days s ON s.agent_id = days.agent_id AND s.date = days.date
    WHERE coalesce(s.day_type, (
      SELECT CASE h.kind WHEN 'national' THEN 'national_holiday'
               WHEN 'collective_leave' THEN 'collective_leave' ELSE 'company_holiday' END
      FROM holidays h
      WHERE h.date = days.date AND h.observed
        AND (h.province_ids IS NULL OR days.province_id = ANY(h.province_ids))
      ORDER BY CASE h.kind WHEN 'national' THEN 0 WHEN 'collective_leave' THEN 1 ELSE 2 END
      LIMIT 1)) = 'collective_leave'
  )`;

const WORKED = `EXISTS (SELECT 1 FROM attendance_records r
  WHERE r.agent_id = cuti.agent_id AND r.date = cuti.date AND r.check_in_at IS NOT NULL)`;

async function postCollectiveLeave(tx: Tx, clientId: number, now: Date) {
  const posted = await tx.query<{ date: string }>(
    `WITH ${CUTI_DAYS}
     INSERT INTO leave_ledger (client_id, agent_id, leave_policy_id, date, kind, days, reason, source_key)
     SELECT $1, cuti.agent_id, cuti.policy_id, cuti.date, 'collective_leave', -1,
       'Collective leave (cuti bersama) on ' || to_char(cuti.date, 'YYYY-MM-DD') || ': ' || cuti.name,
       'collective_leave:' || to_char(cuti.date, 'YYYY-MM-DD')
     FROM cuti
     WHERE cuti.policy_id IS NOT NULL AND NOT ${WORKED}
       AND NOT EXISTS (SELECT 1 FROM leave_request_days d
         JOIN leave_requests lr ON lr.id = d.leave_request_id
         WHERE lr.agent_id = cuti.agent_id AND d.date = cuti.date AND d.fraction > 0
           AND lr.status = 'approved')
     ON CONFLICT (client_id, agent_id, leave_policy_id, source_key) DO NOTHING
     RETURNING to_char(date, 'YYYY-MM-DD') AS date`,
    [clientId, now],
  );
  // A deduction posted before the day's check-in arrived (a late new-attendance request).
  const reversed = await tx.query<{ date: string }>(
    `WITH ${CUTI_DAYS}
     INSERT INTO leave_ledger (client_id, agent_id, leave_policy_id, date, kind, days, reason, source_key)
     SELECT $1, l.agent_id, l.leave_policy_id, l.date, 'reversal', -l.days,
       'Collective leave on ' || to_char(l.date, 'YYYY-MM-DD') || ' was worked: no deduction',
       'collective_leave_worked:' || to_char(l.date, 'YYYY-MM-DD')
     FROM cuti JOIN leave_ledger l ON l.agent_id = cuti.agent_id AND l.date = cuti.date
       AND l.source_key = 'collective_leave:' || to_char(cuti.date, 'YYYY-MM-DD')
     WHERE ${WORKED}
     ON CONFLICT (client_id, agent_id, leave_policy_id, source_key) DO NOTHING
     RETURNING to_char(date, 'YYYY-MM-DD') AS date`,
    [clientId, now],
  );
  return {
    posted: posted.rowCount ?? 0,
    reversed: reversed.rowCount ?? 0,
    dates: [...new Set([...posted.rows, ...reversed.rows].map((r) => r.date))],
  };
}
