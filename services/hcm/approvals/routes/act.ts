import { Type } from "typebox";
import { APPROVAL_NOTE_MAX } from "../../../../domain/approvals.ts";
import { PERMISSION_DENIED } from "../../../../domain/errors.ts";
import { nextApprovalState } from "../../../../src/machines/approvalMachine.ts";
import type { Db, Tx } from "../../../db/pool.ts";
import { audit, IdParams } from "../../../main/org/common.ts";
import { dataOf, NO_NUL } from "../../../main/schemas.ts";
import { HttpError, invalidFields, notFound } from "../../../shared/errors.ts";
import type { LiveChange, LivePublisher } from "../../../shared/live.ts";
import type { Principal } from "../../../shared/principal.ts";
import type { App } from "../../../shared/typed.ts";
import { findRequest, isApprover } from "../repo.ts";
import { riderOf } from "../riders.ts";
import { RequestSchema } from "./shared.ts";

/**
 * POST /approval-requests/:id/approve and /reject. Access is the approval rule, not a menu:
 * the caller must be an approver of the request's current layer (as a user, by role, or as
 * a default approver), else 403. The next state is the approval machine's
 * (src/machines/approvalMachine.ts), computed from the stored one.
 */
export function actRoutes(app: App, deps: { db: Db; live?: LivePublisher }): void {
  for (const action of ["approve", "reject"] as const) {
    app.post(
      `/approval-requests/:id/${action}`,
      {
        config: { session: true },
        schema: {
          summary:
            action === "approve"
              ? "Approves a pending request at its current layer (an approver of that layer or a default approver); the last layer's approval approves it"
              : "Rejects a pending request (an approver of its current layer or a default approver); note required",
          params: IdParams,
          body: Type.Object(
            {
              note: Type.Optional(
                Type.Union([
                  Type.String({ maxLength: APPROVAL_NOTE_MAX, pattern: NO_NUL }),
                  Type.Null(),
                ]),
              ),
              version: Type.Optional(
                Type.Integer({
                  minimum: 1,
                  maximum: 2_147_483_647,
                  description: "the request's version as read; stale: 409",
                }),
              ),
            },
            { additionalProperties: false },
          ),
          response: { 200: dataOf(RequestSchema) },
        },
      },
      async (request) => {
        const { principal } = request;
        const { id } = request.params;
        const body = request.body ?? {};
        const note = body.note?.trim() || null;
        const headline =
          action === "approve" ? "Failed to Approve Request" : "Failed to Reject Request";
        let changes: LiveChange[] = [];
        const data = await deps.db.tenant(principal.clientId, async (tx) => {
          const outcome = await decideApproval(
            tx,
            principal,
            id,
            action,
            note,
            body.version,
            headline,
          );
          changes = outcome.changes;
          return outcome.after;
        });
        for (const change of changes) deps.live?.changed(principal.clientId, change);
        return { data };
      },
    );
  }
}

/**
 * One approver's approve or reject of a pending approval request, in the caller's transaction:
 * the approver check (403), the next state by the approval machine, the action row, the audit,
 * and what rides on it (an attendance, leave or overtime request; approvals/riders.ts): checked
 * before an approve (SPEC §8 409s) and applied or settled in this transaction. `changes`: the
 * live changes to publish once the transaction committed.
 */
export async function decideApproval(
  tx: Tx,
  principal: Principal,
  id: number,
  action: "approve" | "reject",
  note: string | null,
  version: number | undefined,
  headline: string,
) {
  const before = await findRequest(tx, id, true);
  if (!before) throw notFound("Approval request");
  if (before.status !== "pending" || before.ruleId === null)
    throw new HttpError(409, `This request is already ${before.status}`);
  if (version !== undefined && version !== before.version)
    throw new HttpError(409, "This request was changed by someone else. Reload it and try again.");
  const by = await isApprover(tx, before.ruleId, before.currentLayer, principal.userId);
  if (!by) throw new HttpError(403, PERMISSION_DENIED);
  if (action === "reject" && !note)
    throw invalidFields(headline, [{ field: "note", message: "is required" }]);
  const rider = riderOf(before.requestType);
  if (action === "approve") await rider.checkBeforeApprove(tx, id);
  const next = nextApprovalState(
    { status: "pending", currentLayer: before.currentLayer, layerCount: before.layerCount! },
    { type: action, by },
  );
  await tx.query(
    `UPDATE approval_requests SET status = $2, current_layer = $3, version = version + 1,
       updated_at = now() WHERE id = $1`,
    [id, next.status, next.currentLayer],
  );
  await tx.query(
    `INSERT INTO approval_actions (client_id, request_id, layer, actor_user_id, action, note)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [principal.clientId, id, before.currentLayer, principal.userId, action, note],
  );
  const changes = await rider.afterDecision(
    tx,
    principal.clientId,
    id,
    next.status,
    { kind: "user", userId: principal.userId },
    note,
  );
  const after = (await findRequest(tx, id))!;
  await audit(tx, principal, {
    action: `approval_request.${action}`,
    entityType: "approval_request",
    entityId: id,
    before: { status: before.status, currentLayer: before.currentLayer },
    after: { status: after.status, currentLayer: after.currentLayer, by, note },
  });
  return { before, after, changes };
}

/**
 * POST /approval-requests/:id/cancel (menu settings): withdraws a pending request — the seam
 * for issues 14/15, whose employees withdraw their own requests in their own flows.
 */
export function cancelRoute(app: App, deps: { db: Db; live?: LivePublisher }): void {
  app.post(
    "/approval-requests/:id/cancel",
    {
      config: { menu: "settings" },
      schema: {
        summary: "Cancels a pending request (menu settings; the seam for issues 14/15)",
        params: IdParams,
        response: { 200: dataOf(RequestSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      let changes: LiveChange[] = [];
      const answer = await deps.db.tenant(principal.clientId, async (tx) => {
        const before = await findRequest(tx, id, true);
        if (!before) throw notFound("Approval request");
        if (before.status !== "pending" || before.layerCount === null)
          throw new HttpError(409, `This request is already ${before.status}`);
        const next = nextApprovalState(
          { status: "pending", currentLayer: before.currentLayer, layerCount: before.layerCount },
          { type: "cancel" },
        );
        await tx.query(
          `UPDATE approval_requests SET status = $2, current_layer = $3, version = version + 1,
             updated_at = now() WHERE id = $1`,
          [id, next.status, next.currentLayer],
        );
        await tx.query(
          `INSERT INTO approval_actions (client_id, request_id, layer, actor_user_id, action)
           VALUES ($1, $2, $3, $4, 'cancel')`,
          [principal.clientId, id, before.currentLayer, principal.userId],
        );
        changes = await riderOf(before.requestType).afterDecision(
          tx,
          principal.clientId,
          id,
          next.status,
          { kind: "user", userId: principal.userId },
          null,
        );
        const after = (await findRequest(tx, id))!;
        await audit(tx, principal, {
          action: "approval_request.cancel",
          entityType: "approval_request",
          entityId: id,
          before: { status: before.status, currentLayer: before.currentLayer },
          after: { status: after.status, currentLayer: after.currentLayer },
        });
        return { data: after };
      });
      for (const change of changes) deps.live?.changed(principal.clientId, change);
      return answer;
    },
  );
}
