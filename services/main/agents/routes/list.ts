import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import { dataOf } from "../../schemas.ts";
import { DEFAULT_AGENT_SORT, listAgents } from "../repo.ts";
import { AgentListQuery, AgentSchema } from "../schemas.ts";
import { fieldMap, filterOf } from "./shared.ts";

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
      const result = await db.tenant(principal.clientId, async (tx) => {
        const fields = await fieldMap(tx);
        return listAgents(tx, {
          filter: filterOf(query, fields),
          fields,
          sort: query.sort ?? DEFAULT_AGENT_SORT,
          limit,
          page,
        });
      });
      return { data: { ...result, limit, page } };
    },
  );
}
