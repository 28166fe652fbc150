import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { activeUser, type Principal } from "../../../shared/principal.ts";
import type { App } from "../../../shared/typed.ts";
import { modulesOf } from "../../client/routes.ts";
import { ActiveUserSchema, dataOf, ModulesSchema } from "../../schemas.ts";

/** GET /auth/me: the caller as the console's Active user. */
export function meRoute(app: App, _deps: { db: Db }): void {
  app.get(
    "/auth/me",
    {
      config: { session: true },
      schema: {
        summary: "The caller as the console's Active user, with modules",
        description:
          "`session` is the session's non-secret handle: the console sends it back in " +
          "X-Tenaga-Session with every request it authenticates by the session cookie.",
        response: {
          200: dataOf(
            Type.Object({ user: ActiveUserSchema, modules: ModulesSchema, session: Type.String() }),
          ),
        },
      },
    },
    async (request) => ({ data: meOf(request.principal) }),
  );
}

/** The answer's data; also what the gateway reads in-process (issue 19, server/app.ts). */
export function meOf(principal: Principal) {
  return {
    user: activeUser(principal),
    modules: modulesOf(principal),
    session: principal.handle,
  };
}
