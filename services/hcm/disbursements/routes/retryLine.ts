import { validateLine } from "../../../../domain/disbursement/lines.ts";
import { audit } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeyOf,
  sendAnswer,
  withIdempotency,
} from "../../../shared/idempotency.ts";
import type { App } from "../../../shared/typed.ts";
import { lineNotRetryable, lineStillInvalid } from "../problems.ts";
import { findLine, lineEvents, lockLine } from "../repo.ts";
import { EmptyBody, LineParams, LineSchema, PROCESS } from "../schemas.ts";
import { recountBatch, settlePayrollReport } from "../settle.ts";
import {
  changed,
  type Deps,
  noBodyIsEmpty,
  refuseDuringMaintenance,
  sendSubmit,
  switchesOf,
} from "../shared.ts";

/**
 * POST /disbursements/:id/lines/:lineId/retry (Idempotency-Key) → 200 { data: line }: a
 * failed line whose account and amount are valid is approved again with its SAME idempotency
 * key (RUNS.md §2.7: never regenerated), so the provider pays it at most once; its attempts
 * count when it is sent. The submission job follows the commit. 409 for a line that is not
 * failed or is still invalid; 503 DISBURSEMENT_MAINTENANCE.
 */
export function retryLineRoute(app: App, { db, jobs, live }: Deps): void {
  app.post(
    "/disbursements/:id/lines/:lineId/retry",
    {
      config: { menus: PROCESS },
      preValidation: noBodyIsEmpty,
      schema: {
        summary: "Sends a failed line again (same idempotency key)",
        params: LineParams,
        body: EmptyBody,
        response: { 200: dataOf(LineSchema) },
      },
    },
    async (request, reply) => {
      const { principal, params } = request;
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      refuseDuringMaintenance(await switchesOf(db, principal.clientId));
      let submit: string | null = null;
      const answer = await withIdempotency(
        db,
        principal,
        { scope: "POST /disbursements/:id/lines/:lineId/retry", key, request: { params } },
        async (tx) => {
          const before = await lockLine(tx, params.id, params.lineId);
          if (!before) throw notFound("Disbursement line");
          if (before.status !== "failed") throw lineNotRetryable();
          if (validateLine(before.amount, before).errorCode) throw lineStillInvalid();
          await tx.query(
            `UPDATE disbursement_lines SET status = 'approved', error_code = NULL, error_reason = NULL,
                failed_at = NULL, version = version + 1, updated_at = now()
              WHERE id = $1`,
            [params.lineId],
          );
          await lineEvents(
            tx,
            principal.clientId,
            [{ lineId: params.lineId, from: "failed" }],
            { type: "user", userId: principal.userId },
            { retry: true, previousErrorCode: before.errorCode },
          );
          const { after } = await recountBatch(tx, params.id);
          await settlePayrollReport(tx, params.id, after);
          await audit(tx, principal, {
            action: "disbursement.line_retry",
            entityType: "disbursement",
            entityId: params.id,
            before: { lineId: params.lineId, status: "failed", errorCode: before.errorCode },
            after: { lineId: params.lineId, status: "approved", attempts: before.attempts },
          });
          if (before.channel === "provider") submit = `retry|${params.lineId}|${before.version}`;
          return {
            status: 200,
            body: { data: (await findLine(tx, params.id, params.lineId, principal.language))! },
          };
        },
      );
      if (submit) await sendSubmit(jobs, principal.clientId, params.id, submit);
      if (!answer.replayed) changed(live, principal.clientId, [params.id]);
      return sendAnswer(reply, answer);
    },
  );
}
