import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/pool.ts";
import { typed } from "../../shared/typed.ts";
import { changePasswordRoute } from "./routes/change-password.ts";
import { externalRoute } from "./routes/external.ts";
import { loginRoute } from "./routes/login.ts";
import { logoutRoute } from "./routes/logout.ts";
import { meRoute } from "./routes/me.ts";
import { preferencesRoute } from "./routes/preferences.ts";

export * from "./routes/shared.ts";

/** Log in and out, the caller's own account (SPEC §2, §7): no menu, only a session. */
export function authRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = typed(server);
  loginRoute(app, deps);
  logoutRoute(app, deps);
  meRoute(app, deps);
  changePasswordRoute(app, deps);
  preferencesRoute(app, deps);
  externalRoute(app, deps);
}
