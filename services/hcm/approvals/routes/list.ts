import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { NO_NUL } from "../../../main/schemas.ts";
import type { App } from "../../../shared/typed.ts";
import { listRules } from "../repo.ts";
import { itemsOf, MENU, PageQuery, RuleSchema } from "./shared.ts";

/** GET /approval-rules: the client's rules by name, with their pending counts. */
export function listRoute(app: App, deps: { db: Db }): void {
  app.get(
    "/approval-rules",
    {
      config: { menu: MENU },
      schema: {
        summary: "Approval rules (menu settings), by name; `q` finds text in the name",
        querystring: Type.Object({
          ...PageQuery,
          q: Type.Optional(Type.String({ maxLength: 100, pattern: NO_NUL })),
        }),
        response: { 200: itemsOf(RuleSchema) },
      },
    },
    async (request) => {
      const { limit = 10, page = 1, q } = request.query;
      const data = await deps.db.tenant(request.principal.clientId, (tx) =>
        listRules(tx, q ?? null, limit, page),
      );
      return { data };
    },
  );
}
