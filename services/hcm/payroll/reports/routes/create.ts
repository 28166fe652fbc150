import type { Db } from "../../../../db/pool.ts";
import type { JobQueue } from "../../../../jobs/runtime.ts";
import { audit } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import { HttpError, notFound } from "../../../../shared/errors.ts";
import { readSystemConfig } from "../../../../shared/flags.ts";
import type { App } from "../../../../shared/typed.ts";
import { assertNoProblems, checkAdjustments, checkHead, groupPeriod } from "../checks.ts";
import { loadGroup } from "../inputs.ts";
import { CREATE, nameTaken, periodTaken } from "../problems.ts";
import { findReport, replaceAdjustments } from "../repo.ts";
import { CreateReportBody, MENUS, ReportSchema } from "../schemas.ts";
import { audited, nameOrPeriodRace, sendRun } from "../shared.ts";

/**
 * POST /payroll-reports → 202 { data: { id, … } } (status computing; the "payroll-run" job
 * computes it). 409 BATCH_NAME_ALREADY_EXIST / PAYROLL_PERIOD_ALREADY_REPORTED; another
 * client's group 404; bad input 400 naming each field, nothing written.
 */
export function createRoute(app: App, { db, jobs }: { db: Db; jobs?: JobQueue | undefined }): void {
  app.post(
    "/payroll-reports",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "Creates a general payroll report for a monthly group and month: 202 { data: { id, … } } while it computes",
        body: CreateReportBody,
        response: { 202: dataOf(ReportSchema) },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      if (!jobs) throw new HttpError(503, "Background jobs are not running");
      const head = checkHead(body);
      const flags = await readSystemConfig(db, principal.clientId, "development");
      const useAttendance = flags.feature_flags.attendance_data_for_payroll === true;
      const report = await db.tenant(principal.clientId, async (tx) => {
        const group = await loadGroup(tx, principal.clientId, body.payrollGroupId);
        if (!group) {
          assertNoProblems(CREATE, head.problems);
          throw notFound("Payroll group");
        }
        const { problem, period } = groupPeriod(group, body.period);
        const problems = [...head.problems, ...(problem ? [problem] : [])];
        const adjustments = period
          ? await checkAdjustments(tx, "adjustments", body.adjustments ?? [], group.id, period)
          : { values: [], problems: [] };
        assertNoProblems(CREATE, [...problems, ...adjustments.problems]);
        if (!period) throw new Error("unreachable: a valid period");
        const taken = await tx.query(
          "SELECT 1 FROM payroll_reports WHERE lower(name) = lower($1)",
          [head.name],
        );
        if (taken.rowCount) throw nameTaken(head.name);
        const reported = await tx.query(
          "SELECT 1 FROM payroll_reports WHERE type = 'general' AND payroll_group_id = $1 AND period = $2",
          [group.id, body.period],
        );
        if (reported.rowCount) throw periodTaken(body.period);
        const id = await nameOrPeriodRace(head.name, body.period, async () => {
          const { rows } = await tx.query<{ id: number }>(
            `INSERT INTO payroll_reports (client_id, name, type, payroll_group_id, period,
               period_start, period_end, pay_date, thr_holiday_date, use_attendance, created_by)
             VALUES ($1, $2, 'general', $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
            [
              principal.clientId,
              head.name,
              group.id,
              body.period,
              period.periodStart,
              period.periodEnd,
              period.payDate,
              body.thrHolidayDate ?? null,
              useAttendance,
              principal.userId,
            ],
          );
          return rows[0]!.id;
        });
        await replaceAdjustments(tx, principal.clientId, id, principal.userId, adjustments.values);
        const created = (await findReport(tx, id))!;
        await audit(tx, principal, {
          action: "payroll_report.create",
          entityType: "payroll_report",
          entityId: id,
          before: null,
          after: { ...audited(created), adjustments: adjustments.values },
        });
        return created;
      });
      await sendRun(jobs, principal.clientId, report.id);
      reply.status(202);
      return { data: report };
    },
  );
}
