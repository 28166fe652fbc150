import { Type } from "typebox";
import type { Db } from "../../../../db/pool.ts";
import { XLSX_TYPE } from "../../../../main/imports/workbook.ts";
import { IdParams } from "../../../../main/org/common.ts";
import { notFound } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { findGroup, membersForExport } from "../repo.ts";
import { MENU } from "../schemas.ts";
import { exportFile } from "../sheet.ts";

/** GET /payroll-groups/:id/members/export?format=xlsx|csv: every member in force today. */
export function exportRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/payroll-groups/:id/members/export",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Every member in force today, in the upload's columns plus Full Name and Branch (cells neutralised; re-uploadable)",
        params: IdParams,
        querystring: Type.Object({ format: Type.Optional(Type.Enum(["xlsx", "csv"])) }),
      },
    },
    async (request, reply) => {
      const { principal, params, query } = request;
      const format = query.format ?? "xlsx";
      const found = await db.tenant(principal.clientId, async (tx) => {
        const group = await findGroup(tx, params.id, principal.language);
        return group ? { group, members: await membersForExport(tx, group.id) } : null;
      });
      if (!found) throw notFound("Payroll group");
      const file = await exportFile(found.group, found.members, format);
      return reply
        .header("content-type", format === "csv" ? "text/csv; charset=utf-8" : XLSX_TYPE)
        .header(
          "content-disposition",
          `attachment; filename="payroll-group-${found.group.id}-members.${format}"`,
        )
        .send(file);
    },
  );
}
