import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { clearedSessionCookie, isHttps } from "../../../shared/principal.ts";
import type { App } from "../../../shared/typed.ts";
import { dataOf } from "../../schemas.ts";
import { endSessionEvents } from "./shared.ts";

/** POST /auth/logout: end the caller's session and remove the console's session cookie. */
export function logoutRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.post(
    "/auth/logout",
    {
      // An inactive user can still end their session (SPEC §2).
      config: { session: { allowInactive: true } },
      schema: {
        summary: "Revoke the caller's session",
        response: { 200: dataOf(Type.Object({ loggedOut: Type.Boolean() })) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      await db.tenant(principal.clientId, async (tx) => {
        await tx.query("UPDATE sessions SET revoked_at = now() WHERE id = $1", [
          principal.sessionId,
        ]);
        await endSessionEvents(tx, principal, [principal.sessionId]);
      });
      reply.header("set-cookie", clearedSessionCookie(isHttps(request)));
      return { data: { loggedOut: true } };
    },
  );
}
