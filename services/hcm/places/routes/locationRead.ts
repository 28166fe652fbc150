import type { Db } from "../../../db/pool.ts";
import { IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { findLocation } from "../locationRepo.ts";
import { LOCATION_READERS, WorkingLocationSchema } from "../schemas.ts";

/** GET /working-locations/:id */
export function locationReadRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/working-locations/:id",
    {
      config: { menus: LOCATION_READERS },
      schema: {
        summary: "One working location",
        params: IdParams,
        response: { 200: dataOf(WorkingLocationSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const location = await db.tenant(principal.clientId, (tx) => findLocation(tx, params.id));
      if (!location) throw notFound("Working location");
      return { data: location };
    },
  );
}
