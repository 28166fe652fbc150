import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { idsOf } from "../../../main/org/common.ts";
import type { App } from "../../../shared/typed.ts";
import { listLocations } from "../locationRepo.ts";
import { HcmListQuery, LOCATION_READERS, listAnswer, WorkingLocationSchema } from "../schemas.ts";

/** GET /working-locations: searched by name or address, filtered by branch and status. */
export function locationListRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/working-locations",
    {
      config: { menus: LOCATION_READERS },
      schema: {
        summary: "Working locations (menus working-location / settings)",
        querystring: Type.Object({
          ...HcmListQuery,
          branchId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
          status: Type.Optional(Type.Enum(["active", "inactive"])),
          ids: Type.Optional(
            Type.String({ maxLength: 1200, pattern: "^[0-9]{1,10}(,[0-9]{1,10}){0,99}$" }),
          ),
        }),
        response: { 200: listAnswer(WorkingLocationSchema) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const paged = await db.tenant(principal.clientId, (tx) =>
        listLocations(
          tx,
          {
            q: query.q ?? null,
            branchId: query.branchId ?? null,
            status: query.status ?? null,
            ids: idsOf("ids", query.ids),
          },
          { limit: query.limit ?? 10, page: query.page ?? 1 },
        ),
      );
      return { data: paged };
    },
  );
}
