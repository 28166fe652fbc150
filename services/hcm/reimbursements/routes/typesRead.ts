import type { Db } from "../../../db/pool.ts";
import { IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import type { App } from "../../../shared/typed.ts";
import { notFoundType } from "../problems.ts";
import { findType } from "../repo.ts";
import { MENUS, TypeSchema } from "../schemas.ts";

/** GET /reimbursement-types/:id (another client's id: 404). */
export function typesReadRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/reimbursement-types/:id",
    {
      config: { menus: MENUS },
      schema: {
        summary: "One reimbursement claim type and how many claims use it",
        params: IdParams,
        response: { 200: dataOf(TypeSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const type = await db.tenant(principal.clientId, (tx) => findType(tx, params.id));
      if (!type) throw notFoundType();
      return { data: type };
    },
  );
}
