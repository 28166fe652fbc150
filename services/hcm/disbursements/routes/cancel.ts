import { audit, IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { notCancellable } from "../problems.ts";
import { batchEvent, findBatch, lineEvents, readBatch } from "../repo.ts";
import { BatchWithLinesSchema, EmptyBody, PROCESS } from "../schemas.ts";
import { recountBatch, releaseClaims } from "../settle.ts";
import { changed, type Deps, noBodyIsEmpty, switchesOf, viewerOf } from "../shared.ts";

/**
 * POST /disbursements/:id/cancel → 200 { data: batch & { lines } } cancelled: before approval
 * only (409 DISBURSEMENT_NOT_PENDING after); every line cancelled and the reimbursement
 * claims they carried released (waiting for a payout again). A cancelled batch answers as it is.
 */
export function cancelRoute(app: App, { db, live }: Deps): void {
  app.post(
    "/disbursements/:id/cancel",
    {
      config: { menus: PROCESS },
      preValidation: noBodyIsEmpty,
      schema: {
        summary: "Cancels a batch waiting for approval (its lines too; claims released)",
        params: IdParams,
        body: EmptyBody,
        response: { 200: dataOf(BatchWithLinesSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const viewer = viewerOf(principal, await switchesOf(db, principal.clientId));
      const batch = await db.tenant(principal.clientId, async (tx) => {
        const before = await findBatch(tx, params.id, viewer, true);
        if (!before) throw notFound("Disbursement");
        if (before.status === "cancelled") return readBatch(tx, params.id, viewer);
        if (before.status !== "pending_approval" && before.status !== "draft")
          throw notCancellable();
        const lines = await tx.query<{ id: number; from: "draft" | "pending_approval" }>(
          `UPDATE disbursement_lines l SET status = 'cancelled', version = l.version + 1, updated_at = now()
             FROM disbursement_lines o
            WHERE o.id = l.id AND l.disbursement_id = $1 AND l.status IN ('draft', 'pending_approval')
            RETURNING l.id, o.status AS from`,
          [params.id],
        );
        const actor = { type: "user" as const, userId: principal.userId };
        await lineEvents(
          tx,
          principal.clientId,
          lines.rows.map((row) => ({ lineId: row.id, from: row.from })),
          actor,
        );
        const claims = await releaseClaims(
          tx,
          lines.rows.map((row) => row.id),
        );
        const { after } = await recountBatch(tx, params.id);
        await batchEvent(
          tx,
          principal.clientId,
          params.id,
          { from: before.status, to: after },
          actor,
        );
        await audit(tx, principal, {
          action: "disbursement.cancel",
          entityType: "disbursement",
          entityId: params.id,
          before: {
            status: before.status,
            lineCount: before.lineCount,
            totalAmount: before.totalAmount,
          },
          after: { status: after, releasedClaimIds: claims },
        });
        return readBatch(tx, params.id, viewer);
      });
      changed(live, principal.clientId, [params.id]);
      return { data: batch! };
    },
  );
}
