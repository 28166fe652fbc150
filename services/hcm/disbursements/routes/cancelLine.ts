import { audit } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { lineNotCancellable } from "../problems.ts";
import { findLine, lineEvents, lockLine } from "../repo.ts";
import { EmptyBody, LineParams, LineSchema, PROCESS } from "../schemas.ts";
import { recountBatch, releaseClaims, settlePayrollReport } from "../settle.ts";
import { changed, type Deps, noBodyIsEmpty } from "../shared.ts";

/**
 * POST /disbursements/:id/lines/:lineId/cancel → 200 { data: line } cancelled: a draft,
 * pending or failed line (never one that may be paid); the claims it carried are released
 * and the batch re-derived (its other lines may now settle it). A cancelled line answers as it is.
 */
export function cancelLineRoute(app: App, { db, live }: Deps): void {
  app.post(
    "/disbursements/:id/lines/:lineId/cancel",
    {
      config: { menus: PROCESS },
      preValidation: noBodyIsEmpty,
      schema: {
        summary: "Cancels a draft, pending or failed line (its claims are released)",
        params: LineParams,
        body: EmptyBody,
        response: { 200: dataOf(LineSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const line = await db.tenant(principal.clientId, async (tx) => {
        const before = await lockLine(tx, params.id, params.lineId);
        if (!before) throw notFound("Disbursement line");
        if (before.status === "cancelled")
          return (await findLine(tx, params.id, params.lineId, principal.language))!;
        if (!["draft", "pending_approval", "failed"].includes(before.status))
          throw lineNotCancellable();
        await tx.query(
          "UPDATE disbursement_lines SET status = 'cancelled', version = version + 1, updated_at = now() WHERE id = $1",
          [params.lineId],
        );
        await lineEvents(tx, principal.clientId, [{ lineId: params.lineId, from: before.status }], {
          type: "user",
          userId: principal.userId,
        });
        const claims = await releaseClaims(tx, [params.lineId]);
        const { after } = await recountBatch(tx, params.id);
        await settlePayrollReport(tx, params.id, after);
        await audit(tx, principal, {
          action: "disbursement.line_cancel",
          entityType: "disbursement",
          entityId: params.id,
          before: { lineId: params.lineId, status: before.status, amount: before.amount },
          after: {
            lineId: params.lineId,
            status: "cancelled",
            releasedClaimIds: claims,
            batchStatus: after,
          },
        });
        return (await findLine(tx, params.id, params.lineId, principal.language))!;
      });
      changed(live, principal.clientId, [params.id]);
      return { data: line };
    },
  );
}
