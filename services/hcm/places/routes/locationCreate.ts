import type { Db } from "../../../db/pool.ts";
import { audit } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import type { App } from "../../../shared/typed.ts";
import { findLocation, insertLocation } from "../locationRepo.ts";
import { WorkingLocationBody, WorkingLocationSchema } from "../schemas.ts";
import { checkedLocation, nameRace } from "./locationShared.ts";

/** POST /working-locations: a pin, a radius (20–5,000 m, default 100), branches, assignments. */
export function locationCreateRoute(app: App, { db }: { db: Db }): void {
  app.post(
    "/working-locations",
    {
      config: { menu: "working-location" },
      schema: {
        summary: "Creates a working location (menu working-location)",
        body: WorkingLocationBody,
        response: { 201: dataOf(WorkingLocationSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const message = "Failed to Create Working Location";
      const location = await db.tenant(principal.clientId, async (tx) => {
        const values = await checkedLocation(tx, request.body, null, message);
        const id = await nameRace(message, () => insertLocation(tx, principal.clientId, values));
        const created = (await findLocation(tx, id))!;
        await audit(tx, principal, {
          action: "working_location.create",
          entityType: "working_location",
          entityId: id,
          before: null,
          after: created,
        });
        return created;
      });
      reply.status(201);
      return { data: location };
    },
  );
}
