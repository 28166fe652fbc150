import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { dataOf } from "../../schemas.ts";
import { AgentFieldSchema, FIELD_READERS, findField, IdParams } from "./shared.ts";

/** GET /agent-fields/:id: one field. */
export function readRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/agent-fields/:id",
    {
      config: { menus: FIELD_READERS },
      schema: {
        summary: "One additional-data field",
        params: IdParams,
        response: { 200: dataOf(AgentFieldSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const field = await db.tenant(principal.clientId, (tx) => findField(tx, id));
      if (!field) throw notFound("Agent field");
      return { data: field };
    },
  );
}
