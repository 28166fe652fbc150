import { renderProblem } from "../../../../../domain/problems.ts";
import type { Db } from "../../../../db/pool.ts";
import { XLSX_BUSY_MESSAGE, xlsxExportSlots } from "../../../../main/agents/export.ts";
import { XLSX_TYPE } from "../../../../main/imports/workbook.ts";
import { assertValid, pageAnswer } from "../../../../main/org/common.ts";
import { HttpError } from "../../../../shared/errors.ts";
import { languageOf } from "../../../../shared/language.ts";
import type { App } from "../../../../shared/typed.ts";
import { checkMonths, PAID_REPORT_MESSAGE } from "../checks.ts";
import { type PaidFilter, paidReportPage } from "../repo.ts";
import { MAX_PAID_EXPORT_ROWS, MENUS, PaidReportQuery } from "../schemas.ts";
import { paidReportXlsx } from "../sheet.ts";

/**
 * GET /disbursements/paid-report?from=YYYY-MM&to=YYYY-MM: what was paid per worker per month
 * (succeeded lines, months of WIB), split into payroll, reimbursement and other by the batch's
 * source, with the total of the whole range. format=xlsx streams every row of the range (at
 * most MAX_PAID_EXPORT_ROWS; the XLSX is built in memory first, so the agents export's slots
 * bound how many are built at once: another meanwhile is a 429).
 */
export function paidReportRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/disbursements/paid-report",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "Paid per worker per month (succeeded lines, WIB months; at most 24 months): payroll, reimbursement and other amounts, line count; q (name or employee number), agentId; totalAmount of the range; format=xlsx streams the whole range",
        querystring: PaidReportQuery,
      },
    },
    async (request, reply) => {
      const { principal, query } = request;
      assertValid(PAID_REPORT_MESSAGE, checkMonths(query.from, query.to));
      const filter: PaidFilter = {
        from: query.from.trim(),
        to: query.to.trim(),
        q: query.q?.trim() || null,
        agentId: query.agentId ?? null,
      };
      if (query.format !== "xlsx") {
        const limit = query.limit ?? 10;
        const page = query.page ?? 1;
        const paged = await db.tenant(principal.clientId, (tx) =>
          paidReportPage(tx, filter, limit, page),
        );
        const answer = pageAnswer(
          { items: paged.items, totalItems: paged.totalItems },
          limit,
          page,
        );
        return { data: { ...answer.data, totalAmount: paged.totalAmount } };
      }
      const release = xlsxExportSlots.tryAcquire();
      if (!release) {
        reply.header("retry-after", "10");
        throw new HttpError(429, XLSX_BUSY_MESSAGE);
      }
      try {
        const all = await db.tenant(principal.clientId, (tx) =>
          paidReportPage(tx, filter, MAX_PAID_EXPORT_ROWS, 1),
        );
        if (all.totalItems > MAX_PAID_EXPORT_ROWS)
          assertValid(PAID_REPORT_MESSAGE, [
            {
              field: "to",
              message: renderProblem("en", "disbursementExportTooLarge", {
                count: String(all.totalItems),
                max: String(MAX_PAID_EXPORT_ROWS),
              }),
            },
          ]);
        const stream = await paidReportXlsx(all.items, languageOf(request));
        stream.once("close", release);
        return reply
          .header("content-type", XLSX_TYPE)
          .header(
            "content-disposition",
            `attachment; filename="paid-per-worker-${filter.from}-${filter.to}.xlsx"`,
          )
          .header("cache-control", "no-store")
          .send(stream);
      } catch (error) {
        release();
        throw error;
      }
    },
  );
}
