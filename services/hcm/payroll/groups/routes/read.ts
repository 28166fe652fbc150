import type { Db } from "../../../../db/pool.ts";
import { IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import { notFound } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { findGroup } from "../repo.ts";
import { GroupSchema, MENU } from "../schemas.ts";

/** GET /payroll-groups/:id (another client's: 404). */
export function readRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/payroll-groups/:id",
    {
      config: { menu: MENU },
      schema: {
        summary: "One payroll group with its branches, components and members in force today",
        params: IdParams,
        response: { 200: dataOf(GroupSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const group = await db.tenant(principal.clientId, (tx) =>
        findGroup(tx, params.id, principal.language),
      );
      if (!group) throw notFound("Payroll group");
      return { data: group };
    },
  );
}
