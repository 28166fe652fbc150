import { dataOf } from "../../../main/schemas.ts";
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeyOf,
  sendAnswer,
  withIdempotency,
} from "../../../shared/idempotency.ts";
import type { App } from "../../../shared/typed.ts";
import { createBatch } from "../create.ts";
import { readBatch } from "../repo.ts";
import { BatchWithLinesSchema, CreateBody, PROCESS } from "../schemas.ts";
import {
  changed,
  type Deps,
  refuseDuringMaintenance,
  sendInquiry,
  switchesOf,
  viewerOf,
} from "../shared.ts";

/**
 * POST /disbursements (header Idempotency-Key) → 201 { data: batch & { lines } }; the same
 * key and body again → 200 with the same batch; another body → 409 IDEMPOTENCY_KEY_REUSED.
 * 409 BATCH_NAME_ALREADY_EXIST, PAYROLL_REPORT_NOT_FINALIZED, PAYROLL_REPORT_ALREADY_DISBURSED,
 * NO_CLAIMS_TO_DISBURSE; 503 DISBURSEMENT_MAINTENANCE; bad input 400 naming each field. The
 * account-name inquiry job follows the commit.
 */
export function createRoute(app: App, { db, jobs, live }: Deps): void {
  app.post(
    "/disbursements",
    {
      config: { menus: PROCESS },
      schema: {
        summary:
          "Creates a disbursement batch (manual, upload, payroll_report or reimbursement): 201 { data: { id, status, lines } }",
        body: CreateBody,
        response: { 200: dataOf(BatchWithLinesSchema), 201: dataOf(BatchWithLinesSchema) },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const switches = await switchesOf(db, principal.clientId);
      refuseDuringMaintenance(switches);
      const viewer = viewerOf(principal, switches);
      const answer = await withIdempotency(
        db,
        principal,
        { scope: "POST /disbursements", key, request: { body } },
        async (tx) => {
          const id = await createBatch(tx, principal, body);
          return { status: 201, body: { data: (await readBatch(tx, id, viewer))! } };
        },
      );
      if (!answer.replayed) {
        await sendInquiry(jobs, principal.clientId, answer.body.data.id);
        changed(live, principal.clientId, [answer.body.data.id]);
      }
      return sendAnswer(reply, answer);
    },
  );
}
