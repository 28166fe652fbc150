import type { Static } from "typebox";
import type { AgentFieldDefinition } from "../../../../domain/workforce/agent.ts";
import type { Db } from "../../../db/pool.ts";
import type { Principal } from "../../../shared/principal.ts";
import type { App } from "../../../shared/typed.ts";
import { pageOf } from "../../org/common.ts";
import { DEFAULT_AGENT_SORT, listAgents, listAllAgents, listPlansGenerically } from "../repo.ts";
import { AgentListQuery, AgentSchema, AgentSummarySchema } from "../schemas.ts";
import { fieldMap, filterOf } from "./shared.ts";

const NO_FIELDS: ReadonlyMap<string, AgentFieldDefinition> = new Map();

/** The summary view's page, serialised by its own schema (the route's documents the full). */
const SUMMARY_PAGE: Record<string, unknown> = { ...pageOf(AgentSummarySchema) };

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
        response: { 200: pageOf(AgentSchema) },
      },
    },
    async (request, reply) => {
      if (request.query.view === "summary")
        reply
          .type("application/json; charset=utf-8")
          .serializer(reply.compileSerializationSchema(SUMMARY_PAGE, "200"));
      return { data: await agentPage(db, request.principal, request.query) };
    },
  );
}

/**
 * The page GET /agents answers (its `data`), for a validated query. The gateway of the same
 * process reads the summary view through this function without running the route (issue 19,
 * server/app.ts LOCAL_READS), after the same session, menu and query checks.
 */
export async function agentPage(
  db: Db,
  principal: Principal,
  query: Static<typeof AgentListQuery>,
) {
  const limit = query.limit ?? 10;
  const page = query.page ?? 1;
  const sort = query.sort ?? DEFAULT_AGENT_SORT;
  const view = query.view ?? "full";
  // The additional-data definitions matter only to a `custom` filter: without one the
  // list skips reading them (a round trip per request; issue 19).
  const plain = query.custom === undefined ? filterOf(query, NO_FIELDS) : null;
  // The console's first view (no filter) in one round trip.
  if (plain && listPlansGenerically(plain, limit)) {
    const all = await listAllAgents(db, principal.clientId, { sort, limit, page, view });
    return { ...all, limit, page };
  }
  const result = await db.tenant(principal.clientId, async (tx) => {
    const fields = plain ? NO_FIELDS : await fieldMap(tx);
    const filter = plain ?? filterOf(query, fields);
    return listAgents(tx, { filter, fields, sort, limit, page, view });
  });
  return { ...result, limit, page };
}
