import { checkPoint, coordinateProblems } from "../../../../domain/geo.ts";
import type { Db } from "../../../db/pool.ts";
import { assertValid, IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { findLocation } from "../locationRepo.ts";
import { CheckBody, CheckSchema, LOCATION_READERS } from "../schemas.ts";

/**
 * POST /working-locations/:id/check: a fix against the circle. inside = distance ≤ radius;
 * ambiguous = distance − accuracy ≤ radius < distance; outside otherwise (RULES.md §5).
 */
export function locationCheckRoute(app: App, { db }: { db: Db }): void {
  app.post(
    "/working-locations/:id/check",
    {
      config: { menus: LOCATION_READERS },
      schema: {
        summary: "Distance of a point from a working location and inside / outside / ambiguous",
        params: IdParams,
        body: CheckBody,
        response: { 200: dataOf(CheckSchema) },
      },
    },
    async (request) => {
      const { principal, params, body } = request;
      const location = await db.tenant(principal.clientId, (tx) => findLocation(tx, params.id));
      if (!location) throw notFound("Working location");
      assertValid("Invalid point", coordinateProblems(body));
      const answer = checkPoint(location, location.radiusMeters, body);
      return { data: { ...answer, radiusMeters: location.radiusMeters } };
    },
  );
}
