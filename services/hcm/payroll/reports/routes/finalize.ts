import type { Db } from "../../../../db/pool.ts";
import { audit, IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import { notFound } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { payReportClaims } from "../../../reimbursements/payroll.ts";
import { computing, hasErrors, noDetail, notDraft } from "../problems.ts";
import { findReport } from "../repo.ts";
import { sumTotals } from "../run.ts";
import { MENUS, ReportSchema } from "../schemas.ts";
import { reportSnapshot } from "../snapshot.ts";

/**
 * POST /payroll-reports/:id/finalize → 200 { data: <report> } finalized (already finalized or
 * paid: the same answer). Freezes the report: totals summed again from its lines, and the
 * snapshot of what was used (group settings, components, tax configuration, minimum wage,
 * the engine's rule version). Issue 18: the reimbursement claims of its lines are paid.
 */
export function finalizeRoute(app: App, { db }: { db: Db }): void {
  app.post(
    "/payroll-reports/:id/finalize",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "Finalizes a draft report (idempotent) and pays the reimbursement claims its lines carry; 409 PAYROLL_REPORT_COMPUTING, NO_PAYROLL_REPORT_DETAIL (no lines), PAYROLL_REPORT_HAS_ERRORS or REIMBURSEMENT_ALREADY_PAID (a claim paid elsewhere or withdrawn since the run: recompute)",
        params: IdParams,
        response: { 200: dataOf(ReportSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const report = await db.tenant(principal.clientId, async (tx) => {
        const before = await findReport(tx, params.id, true);
        if (!before) throw notFound("Payroll report");
        if (before.status === "finalized" || before.status === "paid") return before;
        if (before.status === "computing") throw computing();
        if (before.status !== "draft") throw notDraft();
        const { rows } = await tx.query<{ lines: number; errors: number }>(
          `SELECT count(*)::int AS lines, (count(*) FILTER (WHERE error_code IS NOT NULL))::int AS errors
             FROM payroll_report_details WHERE report_id = $1`,
          [params.id],
        );
        const counts = rows[0]!;
        if (counts.lines === 0) throw noDetail();
        if (counts.errors > 0) throw hasErrors(counts.errors);
        const claims = await payReportClaims(tx, principal, params.id);
        await sumTotals(tx, principal.clientId, params.id);
        const snapshot = await reportSnapshot(tx, principal.clientId, before);
        await tx.query(
          `UPDATE payroll_reports SET status = 'finalized', snapshot = $2, finalized_at = now(),
             finalized_by = $3, version = version + 1, updated_at = now() WHERE id = $1`,
          [params.id, JSON.stringify(snapshot), principal.userId],
        );
        const after = (await findReport(tx, params.id))!;
        await audit(tx, principal, {
          action: "payroll_report.finalize",
          entityType: "payroll_report",
          entityId: params.id,
          before: { status: before.status, totals: before.totals },
          after: {
            status: after.status,
            totals: after.totals,
            lineCount: after.lineCount,
            reimbursementClaimIds: claims,
          },
        });
        return after;
      });
      return { data: report };
    },
  );
}
