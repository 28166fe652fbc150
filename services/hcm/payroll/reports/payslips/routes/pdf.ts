import { Type } from "typebox";
import { payslipFileName } from "../../../../../../domain/payroll/run/payslip.ts";
import type { Db } from "../../../../../db/pool.ts";
import { MAX_ID } from "../../../../../main/org/common.ts";
import { notFound } from "../../../../../shared/errors.ts";
import type { App } from "../../../../../shared/typed.ts";
import { contentOf } from "../content.ts";
import { renderPayslipPdf } from "../pdf.ts";
import { findReport, lineOfAgent, MENUS, refuseWhileComputing } from "../repo.ts";

const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

/**
 * GET /payroll-reports/:id/payslips/:agentId.pdf (the contract's exact path): one worker's
 * payslip in the caller's language. 404 for another client's report or a worker without a
 * computed line (a line the run marked with an error has no payslip either).
 */
export function payslipPdfRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/payroll-reports/:id/payslips/:agentId.pdf",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "One worker's payslip as a PDF (company, period, worker, earnings, deductions, employer contributions, PPh 21, take-home pay; DRAFT watermark before finalising)",
        params: Type.Object({ id: Id, agentId: Id }),
      },
    },
    async (request, reply) => {
      const { principal, params } = request;
      const found = await db.tenant(principal.clientId, async (tx) => {
        const report = await findReport(tx, params.id);
        if (!report) throw notFound("Payroll report");
        refuseWhileComputing(report);
        const line = await lineOfAgent(tx, report.id, params.agentId);
        return line && !line.errorCode ? { report, line } : null;
      });
      if (!found) throw notFound("Payslip");
      const pdf = await renderPayslipPdf(contentOf(found.report, found.line, principal.language));
      return reply
        .header("content-type", "application/pdf")
        .header(
          "content-disposition",
          `attachment; filename="${payslipFileName(found.report, found.line)}"`,
        )
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
}
