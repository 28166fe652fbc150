import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { dataOf } from "../../schemas.ts";
import { IdParams, TimelineItemSchema } from "../schemas.ts";
import { agentTimeline } from "../timeline.ts";

/** GET /agents/:id/timeline: what happened to an employee, newest first. */
export function timelineRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/agents/:id/timeline",
    {
      config: { menu: "employee-list" },
      schema: {
        summary: "An employee's changes from the audit log, newest first (menu employee-list)",
        params: IdParams,
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
        }),
        response: {
          200: dataOf(
            Type.Object({
              items: Type.Array(TimelineItemSchema),
              totalItems: Type.Integer(),
              limit: Type.Integer(),
              page: Type.Integer(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const { limit = 10, page = 1 } = request.query;
      const timeline = await db.tenant(principal.clientId, async (tx) => {
        const exists = await tx.query("SELECT 1 FROM agents WHERE id = $1", [id]);
        if (exists.rowCount === 0) throw notFound("Agent");
        return agentTimeline(tx, id, limit, page);
      });
      return { data: { ...timeline, limit, page } };
    },
  );
}
