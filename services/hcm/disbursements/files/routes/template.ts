import type { Db } from "../../../../db/pool.ts";
import { XLSX_TYPE } from "../../../../main/imports/workbook.ts";
import { languageOf } from "../../../../shared/language.ts";
import type { App } from "../../../../shared/typed.ts";
import { activeWorkers } from "../repo.ts";
import { MAX_UPLOAD_ROWS, MENUS, TemplateQuery } from "../schemas.ts";
import { uploadTemplate } from "../sheet.ts";

/** GET /disbursements/upload/template?format=xlsx|csv: the upload's sheet, one row per worker. */
export function templateRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/disbursements/upload/template",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "The disbursement upload template: Employee Number, Name (ignored), Phone Number, Amount, Bank, Account Number, Account Name, E-Wallet, E-Wallet Phone Number; one row per active worker (cells neutralised)",
        querystring: TemplateQuery,
      },
    },
    async (request, reply) => {
      const { principal, query } = request;
      const format = query.format ?? "xlsx";
      const workers = await db.tenant(principal.clientId, (tx) =>
        activeWorkers(tx, MAX_UPLOAD_ROWS),
      );
      const file = await uploadTemplate(workers, format, languageOf(request));
      return reply
        .header("content-type", format === "csv" ? "text/csv; charset=utf-8" : XLSX_TYPE)
        .header("content-disposition", `attachment; filename="disbursement-template.${format}"`)
        .header("cache-control", "no-store")
        .send(file);
    },
  );
}
