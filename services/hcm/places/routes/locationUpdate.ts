import type { Db } from "../../../db/pool.ts";
import { audit, IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { findLocation, updateLocation } from "../locationRepo.ts";
import { WorkingLocationBody, WorkingLocationSchema } from "../schemas.ts";
import { checkedLocation, nameRace } from "./locationShared.ts";

/** PUT /working-locations/:id: replaces the location and its links. */
export function locationUpdateRoute(app: App, { db }: { db: Db }): void {
  app.put(
    "/working-locations/:id",
    {
      config: { menu: "working-location" },
      schema: {
        summary: "Replaces a working location (menu working-location); omitted links become empty",
        params: IdParams,
        body: WorkingLocationBody,
        response: { 200: dataOf(WorkingLocationSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const message = "Failed to Update Working Location";
      const location = await db.tenant(principal.clientId, async (tx) => {
        const before = await findLocation(tx, params.id, true);
        if (!before) throw notFound("Working location");
        const values = await checkedLocation(tx, request.body, params.id, message);
        await nameRace(message, () => updateLocation(tx, principal.clientId, params.id, values));
        const after = (await findLocation(tx, params.id))!;
        await audit(tx, principal, {
          action: "working_location.update",
          entityType: "working_location",
          entityId: params.id,
          before,
          after,
        });
        return after;
      });
      return { data: location };
    },
  );
}
