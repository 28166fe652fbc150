import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { IdParams } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findUser } from "../repo.ts";
import { USERS_MENU, UserSchema } from "./shared.ts";

/** GET /client/users/:id: one console user. */
export function readRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/client/users/:id",
    {
      config: { menu: USERS_MENU },
      schema: {
        summary: "One console user",
        params: IdParams,
        response: { 200: dataOf(UserSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const user = await db.tenant(principal.clientId, (tx) => findUser(tx, request.params.id));
      if (!user) throw notFound("User");
      return { data: user };
    },
  );
}
