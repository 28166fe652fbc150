import { renderProblem } from "../../../../domain/problems.ts";
import { assertValid, audit, IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeyOf,
  sendAnswer,
  withIdempotency,
} from "../../../shared/idempotency.ts";
import type { App } from "../../../shared/typed.ts";
import { notBankFile, nothingToConfirm } from "../problems.ts";
import { findBatch, lineEvents, readBatch } from "../repo.ts";
import { BatchWithLinesSchema, ConfirmPaidBody, PROCESS } from "../schemas.ts";
import { recountBatch, settlePayrollReport } from "../settle.ts";
import {
  changed,
  type Deps,
  noBodyIsEmpty,
  refuseDuringMaintenance,
  switchesOf,
  viewerOf,
} from "../shared.ts";

/**
 * POST /disbursements/:id/confirm-paid { lineIds? } (Idempotency-Key) → 200 { data: batch &
 * { lines } }: a bank-file batch's approved lines (all, or those named) were paid through the
 * client's bank portal — succeeded, by the user; their claims paid, the payroll report paid
 * once every line is. 409 DISBURSEMENT_NOT_BANK_FILE, NOTHING_TO_CONFIRM; a named line that
 * is not an approved line of the batch is a 400 naming it; 503 DISBURSEMENT_MAINTENANCE.
 */
export function confirmPaidRoute(app: App, { db, live }: Deps): void {
  app.post(
    "/disbursements/:id/confirm-paid",
    {
      config: { menus: PROCESS },
      preValidation: noBodyIsEmpty,
      schema: {
        summary: "Confirms a bank-file batch's approved lines paid through the bank portal",
        params: IdParams,
        body: ConfirmPaidBody,
        response: { 200: dataOf(BatchWithLinesSchema) },
      },
    },
    async (request, reply) => {
      const { principal, params } = request;
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const switches = await switchesOf(db, principal.clientId);
      refuseDuringMaintenance(switches);
      const viewer = viewerOf(principal, switches);
      const lineIds = request.body.lineIds ?? null;
      const answer = await withIdempotency(
        db,
        principal,
        {
          scope: "POST /disbursements/:id/confirm-paid",
          key,
          request: { params, body: request.body },
        },
        async (tx) => {
          const before = await findBatch(tx, params.id, viewer, true);
          if (!before) throw notFound("Disbursement");
          if (before.channel !== "bank_file") throw notBankFile();
          const open = await tx.query<{ id: number }>(
            "SELECT id::float8 AS id FROM disbursement_lines WHERE disbursement_id = $1 AND status = 'approved'",
            [params.id],
          );
          const approved = new Set(open.rows.map((row) => row.id));
          if (lineIds)
            assertValid(
              "Failed to Confirm Disbursement",
              lineIds.flatMap((id, i) =>
                approved.has(id)
                  ? []
                  : [
                      {
                        field: `lineIds.${i}`,
                        message: renderProblem("en", "disbursementNothingToConfirm"),
                      },
                    ],
              ),
            );
          const chosen = lineIds ? [...new Set(lineIds)] : [...approved];
          if (chosen.length === 0) throw nothingToConfirm();
          await tx.query(
            `UPDATE disbursement_lines SET status = 'succeeded', succeeded_at = now(), provider = 'bank_file',
                version = version + 1, updated_at = now()
              WHERE disbursement_id = $1 AND id = ANY($2::bigint[]) AND status = 'approved'`,
            [params.id, chosen],
          );
          await lineEvents(
            tx,
            principal.clientId,
            chosen.map((lineId) => ({ lineId, from: "approved" as const })),
            { type: "user", userId: principal.userId },
            { confirmedPaid: true },
          );
          await tx.query(
            `UPDATE reimbursement_claims SET status = 'paid', paid_at = now(), version = version + 1,
                updated_at = now()
              WHERE disbursement_line_id = ANY($1::bigint[]) AND status = 'approved'`,
            [chosen],
          );
          const { after } = await recountBatch(tx, params.id);
          await settlePayrollReport(tx, params.id, after);
          await audit(tx, principal, {
            action: "disbursement.confirm_paid",
            entityType: "disbursement",
            entityId: params.id,
            before: { status: before.status },
            after: { status: after, lineIds: chosen },
          });
          return { status: 200, body: { data: (await readBatch(tx, params.id, viewer))! } };
        },
      );
      if (!answer.replayed) changed(live, principal.clientId, [params.id]);
      return sendAnswer(reply, answer);
    },
  );
}
