import type pg from "pg";
import { loadGroup } from "../../hcm/payroll/reports/inputs.ts";
import { parsePeriod, reportPeriod } from "../../hcm/payroll/reports/period.ts";
import { claimReport, computeReport, sumTotals } from "../../hcm/payroll/reports/run.ts";
import { reportSnapshot } from "../../hcm/payroll/reports/snapshot.ts";
import { DEMO_PAYROLL_GROUP } from "./payrollDemo.ts";

const MONTHS_ID = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
] as const;

/**
 * The demo's payroll reports of DEMO_PAYROLL_GROUP: January to October 2026 finalised and
 * November a draft, so the tax year is complete and a December run shows the real annual
 * reconciliation (PMK 168/2023 Ps. 15) instead of refunding eight unreported months.
 */
export const DEMO_PAYROLL_REPORTS = MONTHS_ID.map((month, index) => ({
  name: `Gaji ${month} 2026`,
  period: `2026-${String(index + 1).padStart(2, "0")}`,
  finalized: index < 10,
}));

/**
 * Issue 17 demo data: PT Maju Jaya's group DEMO_PAYROLL_GROUP gets DEMO_PAYROLL_REPORTS,
 * computed by the run's own code (services/hcm/payroll/reports/run.ts: the same loaders,
 * engine and chunked writes as the "payroll-run" job) over the seed's connection, in month
 * order so October's tax year reads September's finalised lines. Idempotent: a client whose
 * group already has a report of the month keeps it. Answers the reports made.
 */
export async function seedPayrollReports(client: pg.ClientBase, clientId: number): Promise<number> {
  const found = await client.query<{ id: number }>(
    "SELECT id FROM payroll_groups WHERE client_id = $1 AND name = $2",
    [clientId, DEMO_PAYROLL_GROUP],
  );
  const groupId = found.rows[0]?.id;
  if (groupId === undefined) return 0;
  const group = await loadGroup(client, clientId, groupId);
  if (group?.cycle !== "monthly") return 0;
  const admin = await client.query<{ id: number }>(
    "SELECT id FROM users WHERE client_id = $1 ORDER BY id LIMIT 1",
    [clientId],
  );
  const adminId = admin.rows[0]?.id ?? null;
  const flag = await client.query<{ value: boolean }>(
    "SELECT value FROM client_feature_flags WHERE client_id = $1 AND name = 'attendance_data_for_payroll'",
    [clientId],
  );
  const useAttendance = flag.rows[0]?.value === true;
  const step = <T>(work: (q: pg.ClientBase) => Promise<T>) => work(client);
  let made = 0;
  for (const demo of DEMO_PAYROLL_REPORTS) {
    const period = reportPeriod(parsePeriod(demo.period)!, group.cutoffDay, group.payDay);
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO payroll_reports (client_id, name, type, payroll_group_id, period, period_start,
         period_end, pay_date, use_attendance, created_by)
       SELECT $1, $2, 'general', $3, $4, $5, $6, $7, $8, $9
        WHERE NOT EXISTS (SELECT 1 FROM payroll_reports
                           WHERE client_id = $1 AND (lower(name) = lower($2)
                              OR (type = 'general' AND payroll_group_id = $3 AND period = $4)))
       RETURNING id`,
      [
        clientId,
        demo.name,
        groupId,
        demo.period,
        period.periodStart,
        period.periodEnd,
        period.payDate,
        useAttendance,
        adminId,
      ],
    );
    const reportId = inserted.rows[0]?.id;
    if (reportId === undefined) continue;
    const generation = (await claimReport(client, clientId, reportId))!;
    await computeReport(step, clientId, reportId, generation);
    const errors = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payroll_report_details WHERE client_id = $1 AND report_id = $2 AND error_code IS NOT NULL",
      [clientId, reportId],
    );
    // Finalised like POST /finalize would: only a report whose every line computed.
    if (demo.finalized && errors.rows[0]!.n === 0) {
      await sumTotals(client, clientId, reportId);
      const snapshot = await reportSnapshot(client, clientId, {
        payrollGroupId: groupId,
        type: "general",
        period: demo.period,
        periodStart: period.periodStart,
        periodEnd: period.periodEnd,
        thrHolidayDate: null,
        useAttendance,
      });
      await client.query(
        `UPDATE payroll_reports SET status = 'finalized', snapshot = $3, finalized_at = now(),
           finalized_by = $4 WHERE client_id = $1 AND id = $2`,
        [clientId, reportId, JSON.stringify(snapshot), adminId],
      );
    }
    made++;
  }
  return made;
}
