import { validateLine } from "../../../../domain/disbursement/lines.ts";
import { audit } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { storedLine } from "../create.ts";
import { lineNotEditable, versionChanged } from "../problems.ts";
import { findLine, lineEvents, lockLine } from "../repo.ts";
import { LineParams, LineSchema, PROCESS, UpdateLineBody } from "../schemas.ts";
import { recountBatch } from "../settle.ts";
import { changed, type Deps, sendInquiry } from "../shared.ts";

const ACCOUNT_FIELDS = [
  "bankCode",
  "accountNumber",
  "accountName",
  "eWallet",
  "phoneNumber",
] as const;

/**
 * PATCH /disbursements/:id/lines/:lineId { version, amount?, bankCode?, … } → 200 { data: line }:
 * a draft or pending line of a batch waiting for approval (or a line that failed before it
 * was ever sent: its account was invalid at approval) gets a new amount or account and is
 * validated again — valid, it waits for approval; invalid, it is a draft with its code. A
 * field left out keeps its value, null clears it. 409 VERSION_CONFLICT when the line changed.
 */
export function updateLineRoute(app: App, { db, jobs, live }: Deps): void {
  app.patch(
    "/disbursements/:id/lines/:lineId",
    {
      config: { menus: PROCESS },
      schema: {
        summary: "Changes a draft or pending line's amount or account; it is validated again",
        params: LineParams,
        body: UpdateLineBody,
        response: { 200: dataOf(LineSchema) },
      },
    },
    async (request) => {
      const { principal, params, body } = request;
      let reinquire = false;
      const line = await db.tenant(principal.clientId, async (tx) => {
        const before = await lockLine(tx, params.id, params.lineId);
        if (!before) throw notFound("Disbursement line");
        const neverSent = before.status === "failed" && before.attempts === 0;
        const editable =
          (before.status === "draft" || before.status === "pending_approval") &&
          (before.batchStatus === "pending_approval" || before.batchStatus === "draft");
        if (!editable && !neverSent) throw lineNotEditable();
        if (body.version !== before.version) throw versionChanged();
        const account = Object.fromEntries(
          ACCOUNT_FIELDS.map((field) => [
            field,
            body[field] === undefined ? before[field] : body[field],
          ]),
        );
        const amount = body.amount ?? before.amount;
        const next = storedLine(validateLine(amount, account));
        // A line that failed unsent stays failed (retry sends it); the others follow validity.
        const status = neverSent ? "failed" : next.status;
        reinquire = ACCOUNT_FIELDS.some(
          (field) => body[field] !== undefined && body[field] !== before[field],
        );
        await tx.query(
          `UPDATE disbursement_lines SET amount = $2, method = $3, bank_code = $4, account_number = $5,
              account_name = $6, e_wallet = $7, phone_number = $8, status = $9, error_code = $10,
              error_reason = $11,
              inquiry_status = CASE WHEN $12::boolean THEN NULL ELSE inquiry_status END,
              inquired_name = CASE WHEN $12::boolean THEN NULL ELSE inquired_name END,
              version = version + 1, updated_at = now()
            WHERE id = $1`,
          [
            params.lineId,
            amount,
            next.method,
            next.bankCode,
            next.accountNumber,
            next.accountName,
            next.eWallet,
            next.phoneNumber,
            status,
            next.errorCode,
            next.errorReason,
            reinquire,
          ],
        );
        const actor = { type: "user" as const, userId: principal.userId };
        await lineEvents(
          tx,
          principal.clientId,
          [{ lineId: params.lineId, from: before.status }],
          actor,
          {
            edited: Object.keys(body).filter((field) => field !== "version"),
            amount,
            errorCode: next.errorCode,
          },
        );
        if (reinquire)
          await tx.query("UPDATE disbursements SET inquiry_status = 'pending' WHERE id = $1", [
            params.id,
          ]);
        await recountBatch(tx, params.id);
        const after = (await findLine(tx, params.id, params.lineId, principal.language))!;
        await audit(tx, principal, {
          action: "disbursement.line_update",
          entityType: "disbursement",
          entityId: params.id,
          before: {
            lineId: params.lineId,
            amount: before.amount,
            status: before.status,
            ...Object.fromEntries(ACCOUNT_FIELDS.map((field) => [field, before[field]])),
          },
          after: {
            lineId: params.lineId,
            amount,
            status,
            errorCode: next.errorCode,
            ...Object.fromEntries(ACCOUNT_FIELDS.map((field) => [field, after[field]])),
          },
        });
        return after;
      });
      if (reinquire) await sendInquiry(jobs, principal.clientId, params.id);
      changed(live, principal.clientId, [params.id]);
      return { data: line };
    },
  );
}
