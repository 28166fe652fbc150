import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import { PageQuery } from "../../schemas.ts";
import { listRoles } from "../repo.ts";
import { RoleSchema } from "./shared.ts";

/**
 * GET /client/roles: the client's roles by name, searched and paged like the users list. With
 * no `limit` it answers every role, as it did before paging existed (role pickers and outside
 * callers read the whole list; a client has a handful of roles).
 */
export function listRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/client/roles",
    {
      config: { menu: "role-management" },
      schema: {
        summary:
          "Roles of the caller's client with their menus and how many users hold each; `q` finds text in the name, `limit` 0 or none answers every role",
        querystring: Type.Object({
          ...PageQuery,
          limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
        }),
        response: {
          200: Type.Object({
            data: Type.Array(RoleSchema),
            meta: Type.Object({
              limit: Type.Integer(),
              page: Type.Integer(),
              totalItems: Type.Integer(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const { principal } = request;
      const { limit = 0, page = 1, q } = request.query;
      return db.tenant(principal.clientId, (tx) => listRoles(tx, { q, limit, page }));
    },
  );
}
