import { Type } from "typebox";
import { USER_STATUSES } from "../../../../domain/users.ts";
import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import { PageQuery } from "../../schemas.ts";
import { listUsers } from "../repo.ts";
import { USERS_MENU, UserSchema } from "./shared.ts";

/** GET /client/users: the client's console users, searched and filtered. */
export function listRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/client/users",
    {
      config: { menu: USERS_MENU },
      schema: {
        summary:
          "Console users of the caller's client; `q` finds name or e-mail; `limit` 0 answers all",
        querystring: Type.Object({
          ...PageQuery,
          roleId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
          status: Type.Optional(Type.Enum([...USER_STATUSES])),
        }),
        response: {
          200: Type.Object({
            data: Type.Array(UserSchema),
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
      const { limit = 10, page = 1, q, roleId, status } = request.query;
      const { users, total } = await db.tenant(principal.clientId, (tx) =>
        listUsers(
          tx,
          { q: q ?? null, roleId: roleId ?? null, status: status ?? null },
          limit,
          page,
        ),
      );
      return { data: users, meta: { limit, page, totalItems: total } };
    },
  );
}
