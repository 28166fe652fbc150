import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { dataOf } from "../../schemas.ts";
import { findAgent } from "../repo.ts";
import { AgentSchema, IdParams } from "../schemas.ts";

/** GET /agents/:id: one employee. */
export function readRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/agents/:id",
    {
      config: { menu: "employee-list" },
      schema: {
        summary: "One employee (menu employee-list)",
        params: IdParams,
        response: { 200: dataOf(AgentSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const agent = await db.tenant(principal.clientId, (tx) => findAgent(tx, id));
      if (!agent) throw notFound("Agent");
      return { data: agent };
    },
  );
}
