import type { Db } from "../../../../db/pool.ts";
import type { JobQueue } from "../../../../jobs/runtime.ts";
import { audit, IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import { HttpError, notFound } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { notDraft } from "../problems.ts";
import { findReport } from "../repo.ts";
import { MENUS, ReportSchema } from "../schemas.ts";
import { sendRun } from "../shared.ts";

/** POST /payroll-reports/:id/recompute → 202 (draft or failed general reports only). */
export function recomputeRoute(
  app: App,
  { db, jobs }: { db: Db; jobs?: JobQueue | undefined },
): void {
  app.post(
    "/payroll-reports/:id/recompute",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "Computes a draft or failed general report again (its lines are replaced, never duplicated): 202; otherwise 409 PAYROLL_REPORT_NOT_DRAFT",
        params: IdParams,
        response: { 202: dataOf(ReportSchema) },
      },
    },
    async (request, reply) => {
      const { principal, params } = request;
      if (!jobs) throw new HttpError(503, "Background jobs are not running");
      const report = await db.tenant(principal.clientId, async (tx) => {
        const before = await findReport(tx, params.id, true);
        if (!before) throw notFound("Payroll report");
        if (before.type !== "general" || !["draft", "failed"].includes(before.status))
          throw notDraft();
        await tx.query(
          `UPDATE payroll_reports SET status = 'computing', progress_done = 0, failure_reason = NULL,
             version = version + 1, updated_at = now() WHERE id = $1`,
          [params.id],
        );
        await audit(tx, principal, {
          action: "payroll_report.recompute",
          entityType: "payroll_report",
          entityId: params.id,
          before: { status: before.status, totals: before.totals, lineCount: before.lineCount },
          after: { status: "computing" },
        });
        return (await findReport(tx, params.id))!;
      });
      await sendRun(jobs, principal.clientId, report.id);
      reply.status(202);
      return { data: report };
    },
  );
}
