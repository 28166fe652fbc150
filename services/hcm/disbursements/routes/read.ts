import { IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { readBatch } from "../repo.ts";
import { BatchWithLinesSchema, PROCESS_OR_APPROVE } from "../schemas.ts";
import { type Deps, switchesOf, viewerOf } from "../shared.ts";

/** GET /disbursements/:id: the batch and its first 1,000 lines (another client's: 404). */
export function readRoute(app: App, { db }: Deps): void {
  app.get(
    "/disbursements/:id",
    {
      config: { menus: PROCESS_OR_APPROVE },
      schema: {
        summary:
          "One disbursement batch with its lines (the first 1,000 by id; linesTruncated beyond)",
        params: IdParams,
        response: { 200: dataOf(BatchWithLinesSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const viewer = viewerOf(principal, await switchesOf(db, principal.clientId));
      // One snapshot for the batch and its lines: read in two statements while lines settle,
      // the answer could show every line final under a batch still `processing`.
      const batch = await db.tenant(principal.clientId, (tx) => readBatch(tx, params.id, viewer), {
        snapshot: true,
      });
      if (!batch) throw notFound("Disbursement");
      return { data: batch };
    },
  );
}
