import { IdParams, pageAnswer, pageOf } from "../../../main/org/common.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { listEvents } from "../repo.ts";
import { EventListQuery, EventSchema, PROCESS_OR_APPROVE } from "../schemas.ts";
import type { Deps } from "../shared.ts";

/** GET /disbursements/:id/events: every state change of the batch and its lines, newest first. */
export function eventsRoute(app: App, { db }: Deps): void {
  app.get(
    "/disbursements/:id/events",
    {
      config: { menus: PROCESS_OR_APPROVE },
      schema: {
        summary: "A batch's state changes (lines and batch), newest first",
        params: IdParams,
        querystring: EventListQuery,
        response: { 200: pageOf(EventSchema) },
      },
    },
    async (request) => {
      const { principal, params, query } = request;
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const paged = await db.tenant(principal.clientId, async (tx) => {
        const found = await tx.query("SELECT 1 FROM disbursements WHERE id = $1", [params.id]);
        if (found.rowCount === 0) throw notFound("Disbursement");
        return listEvents(tx, params.id, { limit, page });
      });
      return pageAnswer(paged, limit, page);
    },
  );
}
