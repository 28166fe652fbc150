import type { Db } from "../../../db/pool.ts";
import { dataOf } from "../../../main/schemas.ts";
import type { LivePublisher } from "../../../shared/live.ts";
import type { App } from "../../../shared/typed.ts";
import { createClaim } from "../flow.ts";
import { ClaimBody, ClaimSchema, MENUS } from "../schemas.ts";

/**
 * POST /reimbursements → 201: a claim on a worker's behalf, through the approval flow (no rule
 * covering reimbursement: approved at once, its tax split fixed).
 */
export function claimsCreateRoute(app: App, deps: { db: Db; live: LivePublisher }): void {
  app.post(
    "/reimbursements",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "Creates a claim for a worker: 400 naming each field (type inactive, amount 1..the type's maximum, claim date not in the future nor over 90 days ago, description, fileIds required above the type's receipt threshold and of the client), 400 REIMBURSEMENT_OVER_BUDGET naming amount with what remains; another client's worker: 404",
        body: ClaimBody,
        response: { 201: dataOf(ClaimSchema) },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      const { claim } = await createClaim(
        deps,
        principal.clientId,
        { ...body, fileIds: body.fileIds ?? [] },
        { kind: "user", principal },
      );
      return reply.status(201).send({ data: claim });
    },
  );
}
