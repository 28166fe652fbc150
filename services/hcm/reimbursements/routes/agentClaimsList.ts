import type { Db } from "../../../db/pool.ts";
import { pageAnswer, pageOf } from "../../../main/org/common.ts";
import type { App } from "../../../shared/typed.ts";
import { requireAgent } from "../../agent/auth.ts";
import { listClaims } from "../repo.ts";
import { AgentClaimListQuery, ClaimSchema } from "../schemas.ts";

/** GET /agent/reimbursements: the worker's own claims, newest first. */
export function agentClaimsListRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/agent/reimbursements",
    {
      config: { public: true },
      onRequest: requireAgent(db),
      schema: {
        summary: "Worker app: the worker's own reimbursement claims, newest first (status filter)",
        querystring: AgentClaimListQuery,
        response: { 200: pageOf(ClaimSchema) },
      },
    },
    async (request) => {
      const { clientId, agentId } = request.agent;
      const { limit = 10, page = 1, status } = request.query;
      const paged = await db.tenant(clientId, (tx) =>
        listClaims(tx, null, { agentId, status }, "-createdAt", limit, page),
      );
      return pageAnswer(paged, limit, page);
    },
  );
}
