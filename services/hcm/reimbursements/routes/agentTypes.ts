import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { dataOf } from "../../../main/schemas.ts";
import type { App } from "../../../shared/typed.ts";
import { requireAgent } from "../../agent/auth.ts";
import { listTypes } from "../repo.ts";
import { TypeSchema } from "../schemas.ts";

/** GET /agent/reimbursement-types: the active claim types the worker can claim. */
export function agentTypesRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/agent/reimbursement-types",
    {
      config: { public: true },
      onRequest: requireAgent(db),
      schema: {
        summary:
          "Worker app: the client's active reimbursement types (receipt threshold, budget, maximum per claim), by name",
        response: { 200: dataOf(Type.Array(TypeSchema)) },
      },
    },
    async (request) => {
      const { clientId } = request.agent;
      const data = await db.tenant(clientId, async (tx) => {
        const { items } = await listTypes(tx, { q: null, active: true, sort: "name" }, 100, 1);
        return items;
      });
      return { data };
    },
  );
}
