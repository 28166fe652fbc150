import type { Db } from "../../../../db/pool.ts";
import type { JobQueue } from "../../../../jobs/runtime.ts";
import { audit, IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import { HttpError, notFound } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { assertNoProblems, checkAdjustments } from "../checks.ts";
import { notDraft, UPDATE_ADJUSTMENTS } from "../problems.ts";
import { findReport, listAdjustments, replaceAdjustments } from "../repo.ts";
import { AdjustmentsBody, MENUS, ReportSchema } from "../schemas.ts";
import { sendRun } from "../shared.ts";

/** PUT /payroll-reports/:id/adjustments → 202: replaces them all and recomputes (draft only). */
export function adjustmentsUpdateRoute(
  app: App,
  { db, jobs }: { db: Db; jobs?: JobQueue | undefined },
): void {
  app.put(
    "/payroll-reports/:id/adjustments",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "Replaces a draft report's adjustments and recomputes it: 202; bad rows 400 adjustments.<i>.<field>; not a draft 409 PAYROLL_REPORT_NOT_DRAFT",
        params: IdParams,
        body: AdjustmentsBody,
        response: { 202: dataOf(ReportSchema) },
      },
    },
    async (request, reply) => {
      const { principal, params, body } = request;
      if (!jobs) throw new HttpError(503, "Background jobs are not running");
      const report = await db.tenant(principal.clientId, async (tx) => {
        const before = await findReport(tx, params.id, true);
        if (!before) throw notFound("Payroll report");
        if (
          before.type !== "general" ||
          before.status !== "draft" ||
          before.payrollGroupId === null
        )
          throw notDraft();
        const { values, problems } = await checkAdjustments(
          tx,
          "adjustments",
          body.adjustments,
          before.payrollGroupId,
          before,
        );
        assertNoProblems(UPDATE_ADJUSTMENTS, problems);
        const previous = await listAdjustments(tx, params.id);
        await replaceAdjustments(tx, principal.clientId, params.id, principal.userId, values);
        await tx.query(
          `UPDATE payroll_reports SET status = 'computing', progress_done = 0, failure_reason = NULL,
             version = version + 1, updated_at = now() WHERE id = $1`,
          [params.id],
        );
        await audit(tx, principal, {
          action: "payroll_report.adjustments",
          entityType: "payroll_report",
          entityId: params.id,
          before: { adjustments: previous.map(({ agentName: _n, id: _i, ...a }) => a) },
          after: { adjustments: values },
        });
        return (await findReport(tx, params.id))!;
      });
      await sendRun(jobs, principal.clientId, report.id);
      reply.status(202);
      return { data: report };
    },
  );
}
