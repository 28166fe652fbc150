import { once } from "node:events";
import { PassThrough } from "node:stream";
import { Zip, ZipPassThrough } from "fflate";
import { payslipFileName, safeFileName } from "../../../../../../domain/payroll/run/payslip.ts";
import type { Db } from "../../../../../db/pool.ts";
import { IdParams } from "../../../../../main/org/common.ts";
import { notFound } from "../../../../../shared/errors.ts";
import type { App } from "../../../../../shared/typed.ts";
import { contentOf } from "../content.ts";
import { renderPayslipPdf } from "../pdf.ts";
import { findReport, linesAfter, MENUS, refuseWhileComputing } from "../repo.ts";

/** Lines read and drawn per chunk: memory stays flat however many workers the report has. */
export const ZIP_CHUNK = 100;

/**
 * GET /payroll-reports/:id/payslips.zip: every computed line's payslip (lines with an error
 * have none), streamed as a zip while the PDFs are drawn. Lines are read in keyset chunks of
 * ZIP_CHUNK, each in its own short transaction; the PDFs are stored, not deflated again
 * (already compressed), and drawing waits whenever the client reads slower than we draw.
 */
export function payslipZipRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/payroll-reports/:id/payslips.zip",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "Every worker's payslip PDF of the report in one zip, streamed (lines with an error are left out)",
        params: IdParams,
      },
    },
    async (request, reply) => {
      const { principal, params } = request;
      const report = await db.tenant(principal.clientId, (tx) => findReport(tx, params.id));
      if (!report) throw notFound("Payroll report");
      refuseWhileComputing(report);

      const out = new PassThrough({ highWaterMark: 1 << 20 });
      let closed = false;
      // Fastify destroys the stream when the client goes away: drawing stops there.
      out.on("close", () => {
        closed = true;
      });
      const zip = new Zip((error, data, final) => {
        if (error) {
          out.destroy(error);
          return;
        }
        if (!closed) out.write(data);
        if (final) out.end();
      });

      const produce = async () => {
        const names = new Set<string>();
        let afterId = 0;
        for (;;) {
          const lines = await db.tenant(principal.clientId, (tx) =>
            linesAfter(tx, report.id, afterId, ZIP_CHUNK, false),
          );
          if (lines.length === 0 || closed) break;
          for (const line of lines) {
            if (closed) break;
            const pdf = await renderPayslipPdf(contentOf(report, line, principal.language));
            let name = payslipFileName(report, line);
            if (names.has(name)) name = name.replace(/\.pdf$/, `-${line.agentId}.pdf`);
            names.add(name);
            const file = new ZipPassThrough(name);
            zip.add(file);
            file.push(pdf, true);
            if (out.writableNeedDrain) await Promise.race([once(out, "drain"), once(out, "close")]);
          }
          afterId = lines[lines.length - 1]!.id;
        }
        if (!closed) zip.end();
      };
      produce().catch((error: unknown) => {
        request.log.error({ err: error }, "payslip zip failed mid-stream");
        zip.terminate();
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });

      const file = safeFileName(`payslips-${report.period}-${report.name}`, "payslips");
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", `attachment; filename="${file}.zip"`)
        .header("cache-control", "private, no-store")
        .send(out);
    },
  );
}
