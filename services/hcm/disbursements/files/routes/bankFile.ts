import { type McmFile, mandiriMcmFile } from "../../../../../domain/disbursement/mandiri.ts";
import { safeFileName } from "../../../../../domain/payroll/run/payslip.ts";
import { todayInJakarta } from "../../../../../domain/workforce/agent.ts";
import type { Db } from "../../../../db/pool.ts";
import { XLSX_TYPE } from "../../../../main/imports/workbook.ts";
import { assertValid, audit, IdParams } from "../../../../main/org/common.ts";
import { notFound } from "../../../../shared/errors.ts";
import { languageOf } from "../../../../shared/language.ts";
import type { App } from "../../../../shared/typed.ts";
import { BANK_FILE_MESSAGE, checkMandiriHeader } from "../checks.ts";
import { noBankLines, providerChannel } from "../problems.ts";
import { batchLines, findBatch } from "../repo.ts";
import { BankFileQuery, MENUS } from "../schemas.ts";
import { batchXlsx } from "../sheet.ts";

/**
 * GET /disbursements/:id/bank-file?format=mandiri-mcm|xlsx: the lines to pay as the Mandiri
 * MCM bulk file (domain/disbursement/mandiri.ts) or a generic XLSX with a totals row.
 *
 * Mandiri: only for a batch of channel bank_file (a provider batch's lines are sent by the
 * provider; a file of them would pay twice: 409 BANK_FILE_PROVIDER_CHANNEL). E-wallet lines
 * (and any line without a usable bank account, with include=all) cannot be in a bank file:
 * they are left out, and the answer says how many in `X-Omitted-Lines` (the XLSX lists every
 * line, so they can be paid another way and confirmed separately). The file's record count
 * and total are in `X-Record-Count` and `X-Total-Amount`. No line to write: 409
 * BANK_FILE_NO_LINES. Each Mandiri file made is audited (a payment instruction left Tenaga).
 */
export function bankFileRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/disbursements/:id/bank-file",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "A batch's lines to pay as a Mandiri MCM bulk CSV (debitAccount 13 digits, valueDate today or later; e-wallet lines left out, counted in X-Omitted-Lines; provider batches 409) or a generic XLSX with totals",
        params: IdParams,
        querystring: BankFileQuery,
      },
    },
    async (request, reply) => {
      const { principal, params, query } = request;
      const format = query.format ?? "mandiri-mcm";
      const all = query.include === "all";
      const lang = languageOf(request);
      const header = format === "mandiri-mcm" ? checkMandiriHeader(query, todayInJakarta()) : null;
      if (header) assertValid(BANK_FILE_MESSAGE, header.problems);

      const found = await db.tenant(principal.clientId, async (tx) => {
        const batch = await findBatch(tx, params.id);
        if (!batch) return null;
        if (header && batch.channel !== "bank_file") throw providerChannel();
        const lines = await batchLines(tx, batch.id, all);
        let mcm: McmFile | null = null;
        if (header) {
          mcm = mandiriMcmFile(
            {
              debitAccount: header.debitAccount,
              valueDate: header.valueDate,
              remark: query.remark?.trim() || batch.name,
            },
            lines,
          );
          if (mcm.recordCount === 0) throw noBankLines();
          await audit(tx, principal, {
            action: "disbursement.bank_file",
            entityType: "disbursement",
            entityId: batch.id,
            before: null,
            after: {
              format,
              debitAccount: header.debitAccount,
              valueDate: header.valueDate,
              recordCount: mcm.recordCount,
              totalAmount: mcm.totalAmount.toString(),
              omittedLineIds: mcm.omitted.map((line) => line.lineId),
            },
          });
        }
        return { batch, lines, mcm };
      });
      if (!found) throw notFound("Disbursement");
      const base = safeFileName(found.batch.name, "disbursement");
      reply.header("cache-control", "no-store");
      if (found.mcm) {
        const date = header!.valueDate.replaceAll("-", "");
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="mandiri-mcm-${base}-${date}.csv"`)
          .header("x-record-count", String(found.mcm.recordCount))
          .header("x-total-amount", found.mcm.totalAmount.toString())
          .header("x-omitted-lines", String(found.mcm.omitted.length))
          .send(found.mcm.text);
      }
      const file = await batchXlsx(found.lines, lang);
      return reply
        .header("content-type", XLSX_TYPE)
        .header("content-disposition", `attachment; filename="disbursement-${base}.xlsx"`)
        .send(file);
    },
  );
}
