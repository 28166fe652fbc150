import { PERMISSION_DENIED } from "../../../../domain/errors.ts";
import { audit, IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { HttpError, notFound } from "../../../shared/errors.ts";
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeyOf,
  sendAnswer,
  withIdempotency,
} from "../../../shared/idempotency.ts";
import type { App } from "../../../shared/typed.ts";
import { makerChecker, notPending } from "../problems.ts";
import { batchEvent, findBatch, lineEvents, readBatch } from "../repo.ts";
import { BatchWithLinesSchema, EmptyBody, PROCESS_OR_APPROVE } from "../schemas.ts";
import { recountBatch, settlePayrollReport } from "../settle.ts";
import {
  changed,
  type Deps,
  noBodyIsEmpty,
  refuseDuringMaintenance,
  sendSubmit,
  switchesOf,
  viewerOf,
} from "../shared.ts";

/**
 * POST /disbursements/:id/approve (header Idempotency-Key) → 200 { data: batch & { lines } }.
 * SPEC §6: with manual approval the approver holds disbursement-approval and is not the
 * batch's creator (403 MAKER_CHECKER); without it disbursement-process approves. In one
 * transaction with the batch locked: lines waiting for approval → approved, draft (invalid)
 * lines → failed keeping their code (never sent); a provider batch is then processing and
 * its submission job is sent after the commit, once; a bank-file batch is approved. Approving
 * an approved batch answers it as it is (409 DISBURSEMENT_NOT_PENDING when cancelled).
 */
export function approveRoute(app: App, { db, jobs, live }: Deps): void {
  app.post(
    "/disbursements/:id/approve",
    {
      config: { menus: PROCESS_OR_APPROVE },
      preValidation: noBodyIsEmpty,
      schema: {
        summary:
          "Approves a batch (idempotent; maker-checker under manual approval): its valid lines are sent to the provider",
        params: IdParams,
        body: EmptyBody,
        response: { 200: dataOf(BatchWithLinesSchema) },
      },
    },
    async (request, reply) => {
      const { principal, params } = request;
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const switches = await switchesOf(db, principal.clientId);
      refuseDuringMaintenance(switches);
      const viewer = viewerOf(principal, switches);
      let moved = false;
      let submit = false;
      const answer = await withIdempotency(
        db,
        principal,
        {
          scope: "POST /disbursements/:id/approve",
          key,
          request: { params, body: request.body },
        },
        async (tx) => {
          const before = await findBatch(tx, params.id, viewer, true);
          if (!before) throw notFound("Disbursement");
          if (!viewer.mayApprove) throw new HttpError(403, PERMISSION_DENIED);
          if (viewer.manualApproval && before.createdById === principal.userId)
            throw makerChecker();
          if (before.status === "cancelled") throw notPending();
          if (before.status === "pending_approval" || before.status === "draft") {
            const approved = await tx.query<{ id: number }>(
              `UPDATE disbursement_lines SET status = 'approved', version = version + 1, updated_at = now()
                WHERE disbursement_id = $1 AND status = 'pending_approval' RETURNING id`,
              [params.id],
            );
            // An invalid line is never sent: it fails with its code, to be fixed and retried or cancelled.
            const failed = await tx.query<{ id: number }>(
              `UPDATE disbursement_lines SET status = 'failed', failed_at = now(), version = version + 1,
                  updated_at = now()
                WHERE disbursement_id = $1 AND status = 'draft' RETURNING id`,
              [params.id],
            );
            const actor = { type: "user" as const, userId: principal.userId };
            await lineEvents(
              tx,
              principal.clientId,
              approved.rows.map((row) => ({ lineId: row.id, from: "pending_approval" as const })),
              actor,
            );
            await lineEvents(
              tx,
              principal.clientId,
              failed.rows.map((row) => ({ lineId: row.id, from: "draft" as const })),
              actor,
              { reason: "invalid at approval" },
            );
            await tx.query(
              "UPDATE disbursements SET approved_by = $2, approved_at = now() WHERE id = $1",
              [params.id, principal.userId],
            );
            const { after } = await recountBatch(tx, params.id);
            await settlePayrollReport(tx, params.id, after);
            await batchEvent(
              tx,
              principal.clientId,
              params.id,
              { from: before.status, to: after },
              actor,
              {
                approved: approved.rowCount,
                failed: failed.rowCount,
              },
            );
            await audit(tx, principal, {
              action: "disbursement.approve",
              entityType: "disbursement",
              entityId: params.id,
              before: { status: before.status },
              after: {
                status: after,
                approvedLines: approved.rowCount,
                failedLines: failed.rowCount,
                totalAmount: before.totalAmount,
              },
            });
            moved = true;
            submit = before.channel === "provider" && (approved.rowCount ?? 0) > 0;
          }
          return { status: 200, body: { data: (await readBatch(tx, params.id, viewer))! } };
        },
      );
      if (submit) await sendSubmit(jobs, principal.clientId, params.id, "approve");
      if (moved) changed(live, principal.clientId, [params.id]);
      return sendAnswer(reply, answer);
    },
  );
}
