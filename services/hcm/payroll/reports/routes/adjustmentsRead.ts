import { Type } from "typebox";
import type { Db } from "../../../../db/pool.ts";
import { IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import { notFound } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { listAdjustments } from "../repo.ts";
import { AdjustmentSchema, MENUS } from "../schemas.ts";

/** GET /payroll-reports/:id/adjustments: the report's adjustments (SPEC §3). */
export function adjustmentsReadRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/payroll-reports/:id/adjustments",
    {
      config: { menus: MENUS },
      schema: {
        summary: "A report's adjustments: increment, decrement or default per worker",
        params: IdParams,
        response: { 200: dataOf(Type.Array(AdjustmentSchema)) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const adjustments = await db.tenant(principal.clientId, async (tx) => {
        const found = await tx.query("SELECT 1 FROM payroll_reports WHERE id = $1", [params.id]);
        if (found.rowCount === 0) throw notFound("Payroll report");
        return listAdjustments(tx, params.id);
      });
      return { data: adjustments };
    },
  );
}
