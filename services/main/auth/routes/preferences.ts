import { Type } from "typebox";
import type { Lang } from "../../../../domain/enums.ts";
import type { Db } from "../../../db/pool.ts";
import { activeUser } from "../../../shared/principal.ts";
import type { App } from "../../../shared/typed.ts";
import { ActiveUserSchema, dataOf } from "../../schemas.ts";
import { audit, PreferencesBody } from "./shared.ts";

/** PUT /auth/preferences: the caller's console language. */
export function preferencesRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.put(
    "/auth/preferences",
    {
      config: { session: true },
      schema: {
        summary: "Save the caller's preferences (the console language)",
        body: PreferencesBody,
        response: { 200: dataOf(Type.Object({ user: ActiveUserSchema })) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { language } = request.body;
      await db.tenant(principal.clientId, async (tx) => {
        const found = await tx.query<{ language: Lang }>(
          "SELECT language FROM users WHERE id = $1 FOR UPDATE",
          [principal.userId],
        );
        const before = found.rows[0]?.language;
        if (before === undefined || before === language) return;
        await tx.query("UPDATE users SET language = $2, updated_at = now() WHERE id = $1", [
          principal.userId,
          language,
        ]);
        await audit(tx, principal, "user.update_preferences", { language: before }, { language });
      });
      return { data: { user: activeUser({ ...principal, language }) } };
    },
  );
}
