import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { IdParams } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findRole } from "../repo.ts";
import { RoleSchema } from "./shared.ts";

/** GET /client/roles/:id: one role with its menus. */
export function readRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/client/roles/:id",
    {
      config: { menu: "role-management" },
      schema: {
        summary: "One role with its menus",
        params: IdParams,
        response: { 200: dataOf(RoleSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const role = await db.tenant(principal.clientId, (tx) => findRole(tx, request.params.id));
      if (!role) throw notFound("Role");
      return { data: role };
    },
  );
}
