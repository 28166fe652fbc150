import type { Db } from "../../../db/pool.ts";
import { dataOf } from "../../../main/schemas.ts";
import type { LivePublisher } from "../../../shared/live.ts";
import type { App } from "../../../shared/typed.ts";
import { requireAgent } from "../../agent/auth.ts";
import { createClaim } from "../flow.ts";
import { AgentClaimBody, ClaimSchema } from "../schemas.ts";

/**
 * POST /agent/reimbursements: the worker's own claim (201); a repeat of clientRequestId answers
 * the first claim with 200 and changes nothing. Receipts: the worker's own uploads
 * (POST /agent/receipts).
 */
export function agentClaimsCreateRoute(app: App, deps: { db: Db; live: LivePublisher }): void {
  app.post(
    "/agent/reimbursements",
    {
      config: { public: true },
      onRequest: requireAgent(deps.db),
      schema: {
        summary:
          "Worker app: a reimbursement claim (201; a repeat of clientRequestId answers the first claim with 200)",
        body: AgentClaimBody,
        response: { 200: dataOf(ClaimSchema), 201: dataOf(ClaimSchema) },
      },
    },
    async (request, reply) => {
      const { clientId, agentId } = request.agent;
      const { body } = request;
      const { claim, created } = await createClaim(
        deps,
        clientId,
        { ...body, agentId, fileIds: body.fileIds ?? [] },
        { kind: "agent", agentId },
      );
      return reply.status(created ? 201 : 200).send({ data: claim });
    },
  );
}
