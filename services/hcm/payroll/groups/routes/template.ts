import type { Db } from "../../../../db/pool.ts";
import { XLSX_TYPE } from "../../../../main/imports/workbook.ts";
import { IdParams } from "../../../../main/org/common.ts";
import { notFound } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { findGroup } from "../repo.ts";
import { MENU } from "../schemas.ts";
import { templateFile } from "../sheet.ts";

/** GET /payroll-groups/:id/members/template: the upload's XLSX with one example row. */
export function templateRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/payroll-groups/:id/members/template",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "The member upload template (XLSX): NIK, Basic Salary, PTKP, Recipient, the group's component codes, the account columns, and one example row",
        params: IdParams,
      },
    },
    async (request, reply) => {
      const { principal, params } = request;
      const group = await db.tenant(principal.clientId, (tx) =>
        findGroup(tx, params.id, principal.language),
      );
      if (!group) throw notFound("Payroll group");
      const file = await templateFile(group);
      return reply
        .header("content-type", XLSX_TYPE)
        .header(
          "content-disposition",
          `attachment; filename="payroll-group-${group.id}-members-template.xlsx"`,
        )
        .send(file);
    },
  );
}
