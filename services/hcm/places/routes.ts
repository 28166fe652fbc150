import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/pool.ts";
import { typed } from "../../shared/typed.ts";
import { locationCheckRoute } from "./routes/locationCheck.ts";
import { locationCreateRoute } from "./routes/locationCreate.ts";
import { locationDeleteRoute } from "./routes/locationDelete.ts";
import { locationListRoute } from "./routes/locationList.ts";
import { locationReadRoute } from "./routes/locationRead.ts";
import { locationUpdateRoute } from "./routes/locationUpdate.ts";
import { policyCreateRoute } from "./routes/policyCreate.ts";
import { policyDeleteRoute } from "./routes/policyDelete.ts";
import { policyForAgentRoute } from "./routes/policyForAgent.ts";
import { policyListRoute } from "./routes/policyList.ts";
import { policyReadRoute } from "./routes/policyRead.ts";
import { policyUpdateRoute } from "./routes/policyUpdate.ts";

/** Working locations (geofences) and attendance policies (issue 13). */
export function placeRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = typed(server);
  locationListRoute(app, deps);
  locationReadRoute(app, deps);
  locationCreateRoute(app, deps);
  locationUpdateRoute(app, deps);
  locationDeleteRoute(app, deps);
  locationCheckRoute(app, deps);
  policyListRoute(app, deps);
  policyForAgentRoute(app, deps);
  policyReadRoute(app, deps);
  policyCreateRoute(app, deps);
  policyUpdateRoute(app, deps);
  policyDeleteRoute(app, deps);
}
