import type { Db } from "../../../../db/pool.ts";
import { dataOf } from "../../../../main/schemas.ts";
import { notFound } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { findDetail } from "../repo.ts";
import { DetailParams, DetailSchema, MENUS } from "../schemas.ts";

/** GET /payroll-reports/:id/details/:detailId: one worker's line (the employee report page). */
export function detailRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/payroll-reports/:id/details/:detailId",
    {
      config: { menus: MENUS },
      schema: {
        summary: "One line of a report with every figure's rule and inputs",
        params: DetailParams,
        response: { 200: dataOf(DetailSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const detail = await db.tenant(principal.clientId, (tx) =>
        findDetail(tx, params.id, params.detailId),
      );
      if (!detail) throw notFound("Payroll report line");
      return { data: detail };
    },
  );
}
