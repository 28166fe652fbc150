import type { Db } from "../../../db/pool.ts";
import { IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { findRule } from "../repo.ts";
import { MENU, RuleSchema } from "./shared.ts";

/** GET /approval-rules/:id: one rule. */
export function readRoute(app: App, deps: { db: Db }): void {
  app.get(
    "/approval-rules/:id",
    {
      config: { menu: MENU },
      schema: {
        summary: "One approval rule",
        params: IdParams,
        response: { 200: dataOf(RuleSchema) },
      },
    },
    async (request) => {
      const rule = await deps.db.tenant(request.principal.clientId, (tx) =>
        findRule(tx, request.params.id),
      );
      if (!rule) throw notFound("Approval rule");
      return { data: rule };
    },
  );
}
