import { audit, IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { findBatch, readBatch } from "../repo.ts";
import { BatchWithLinesSchema, EmptyBody, PROCESS } from "../schemas.ts";
import { changed, type Deps, noBodyIsEmpty, sendInquiry, switchesOf, viewerOf } from "../shared.ts";

/**
 * POST /disbursements/:id/reinquire → 200 { data: batch & { lines } }: the account names are
 * checked again (the "disbursement-inquiry" job, after the commit; the batch's inquiry is
 * pending until it is done).
 */
export function reinquireRoute(app: App, { db, jobs, live }: Deps): void {
  app.post(
    "/disbursements/:id/reinquire",
    {
      config: { menus: PROCESS },
      preValidation: noBodyIsEmpty,
      schema: {
        summary: "Checks the batch's account names again (the inquiry job)",
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
        await tx.query(
          "UPDATE disbursements SET inquiry_status = 'pending', updated_at = now() WHERE id = $1",
          [params.id],
        );
        await audit(tx, principal, {
          action: "disbursement.reinquire",
          entityType: "disbursement",
          entityId: params.id,
          before: { inquiryStatus: before.inquiryStatus },
          after: { inquiryStatus: "pending" },
        });
        return (await readBatch(tx, params.id, viewer))!;
      });
      await sendInquiry(jobs, principal.clientId, params.id);
      changed(live, principal.clientId, [params.id]);
      return { data: batch };
    },
  );
}
