import { Type } from "typebox";
import { REQUEST_TYPES, type RequestType } from "../../../../domain/approvals.ts";
import type { Db } from "../../../db/pool.ts";
import { audit } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { HttpError, invalidFields } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { findRequest, listActionable } from "../repo.ts";
import { itemsOf, MENU, PageQuery, RequestSchema } from "./shared.ts";

/**
 * The seam later issues use to start an approval: POST /approval-requests makes a pending
 * request at layer 1 under the rule covering its type (menu settings until issues 14/15
 * create requests from their own flows, in their own transactions, with the same insert).
 * GET /approval-requests: the pending requests the caller may act on now (no menu: being
 * an approver is the permission).
 */
export function requestRoutes(app: App, deps: { db: Db }): void {
  app.post(
    "/approval-requests",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Starts an approval (menu settings; the seam for issues 14/15): pending at layer 1 under the rule covering the request type; no rule covers it: 409",
        body: Type.Object(
          {
            requestType: Type.Enum([...REQUEST_TYPES]),
            agentId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
          },
          { additionalProperties: false },
        ),
        response: { 201: dataOf(RequestSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const { requestType, agentId } = request.body as {
        requestType: RequestType;
        agentId: number;
      };
      const created = await deps.db.tenant(principal.clientId, async (tx) => {
        const agent = await tx.query("SELECT 1 FROM agents WHERE id = $1", [agentId]);
        if (agent.rowCount === 0)
          throw invalidFields("Failed to Create Approval Request", [
            { field: "agentId", message: "does not exist" },
          ]);
        // FOR KEY SHARE: a concurrent delete of the rule waits, then sees this request.
        const rule = await tx.query<{ id: number }>(
          `SELECT r.id FROM approval_rules r JOIN approval_rule_request_types t ON t.rule_id = r.id
           WHERE t.request_type = $1 FOR KEY SHARE OF r`,
          [requestType],
        );
        const ruleId = rule.rows[0]?.id;
        if (ruleId === undefined)
          throw new HttpError(409, `No approval rule covers ${requestType} requests`);
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO approval_requests (client_id, request_type, agent_id, rule_id)
           VALUES ($1, $2, $3, $4) RETURNING id`,
          [principal.clientId, requestType, agentId, ruleId],
        );
        const id = inserted.rows[0]!.id;
        const row = (await findRequest(tx, id))!;
        await audit(tx, principal, {
          action: "approval_request.create",
          entityType: "approval_request",
          entityId: id,
          before: null,
          after: { requestType, agentId, ruleId, currentLayer: 1, status: "pending" },
        });
        return row;
      });
      reply.status(201);
      return { data: created };
    },
  );

  app.get(
    "/approval-requests",
    {
      config: { session: true },
      schema: {
        summary:
          "Pending requests the caller may approve or reject now (an approver of the current layer, by user or role, or a default approver)",
        querystring: Type.Object(PageQuery),
        response: { 200: itemsOf(RequestSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { limit = 10, page = 1 } = request.query;
      const data = await deps.db.tenant(principal.clientId, (tx) =>
        listActionable(tx, principal.userId, limit, page),
      );
      return { data };
    },
  );
}
