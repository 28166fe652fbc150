import { Type } from "typebox";
import type { AgentFieldDefinition } from "../../../../domain/workforce/agent.ts";
import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import { dataOf } from "../../schemas.ts";
import { DEFAULT_AGENT_SORT, listAgents, listAllAgents, listPlansGenerically } from "../repo.ts";
import { AgentListQuery, AgentSchema } from "../schemas.ts";
import { fieldMap, filterOf } from "./shared.ts";

const NO_FIELDS: ReadonlyMap<string, AgentFieldDefinition> = new Map();

/** GET /agents: the employee list, filtered, searched and sorted. */
export function listRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;
  app.get(
    "/agents",
    {
      config: { menu: "employee-list" },
      schema: {
        summary:
          "Employees of the caller's client (menu employee-list), paged, searched, filtered. There is no DELETE: people and their payroll history stay; inactivate (POST /agents/status) or terminate them",
        querystring: AgentListQuery,
        response: {
          200: dataOf(
            Type.Object({
              items: Type.Array(AgentSchema),
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
      const query = request.query;
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const sort = query.sort ?? DEFAULT_AGENT_SORT;
      // The additional-data definitions matter only to a `custom` filter: without one the
      // list skips reading them (a round trip per request; issue 19).
      const plain = query.custom === undefined ? filterOf(query, NO_FIELDS) : null;
      // The console's first view (no filter) in one round trip.
      if (plain && listPlansGenerically(plain, limit)) {
        const all = await listAllAgents(db, principal.clientId, { sort, limit, page });
        return { data: { ...all, limit, page } };
      }
      const result = await db.tenant(principal.clientId, async (tx) => {
        const fields = plain ? NO_FIELDS : await fieldMap(tx);
        const filter = plain ?? filterOf(query, fields);
        return listAgents(tx, { filter, fields, sort, limit, page });
      });
      return { data: { ...result, limit, page } };
    },
  );
}
