import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import { minimumWageRoutes } from "./minimumWageRoutes.ts";
import { overtimePolicyRoutes } from "./policyRoutes.ts";

/** Issue 15: overtime policies and the minimum-wage table (menu settings). */
export function overtimePolicyAndWageRoutes(app: App, deps: { db: Db }): void {
  overtimePolicyRoutes(app, deps);
  minimumWageRoutes(app, deps);
}
