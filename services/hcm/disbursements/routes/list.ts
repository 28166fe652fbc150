import { pageAnswer, pageOf } from "../../../main/org/common.ts";
import type { App } from "../../../shared/typed.ts";
import { listBatches } from "../repo.ts";
import { BatchListQuery, BatchSchema, PROCESS_OR_APPROVE } from "../schemas.ts";
import { type Deps, switchesOf, viewerOf } from "../shared.ts";

/** GET /disbursements: search (batch or report name), status, source, awaiting the caller's approval. */
export function listRoute(app: App, { db }: Deps): void {
  app.get(
    "/disbursements",
    {
      config: { menus: PROCESS_OR_APPROVE },
      schema: {
        summary:
          "Disbursement batches: q, status, source, awaitingApproval; sort name|createdAt|totalAmount|status (- desc; default -createdAt)",
        querystring: BatchListQuery,
        response: { 200: pageOf(BatchSchema) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const viewer = viewerOf(principal, await switchesOf(db, principal.clientId));
      const paged = await db.tenant(principal.clientId, (tx) =>
        listBatches(
          tx,
          {
            q: query.q?.trim() || null,
            status: query.status ?? null,
            source: query.source ?? null,
            awaitingApproval: query.awaitingApproval ?? false,
            sort: query.sort,
          },
          viewer,
          { limit, page },
        ),
      );
      return pageAnswer(paged, limit, page);
    },
  );
}
