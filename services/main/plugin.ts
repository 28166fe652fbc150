import type { FastifyInstance } from "fastify";
import type { Db } from "../db/pool.ts";
import type { JobQueue } from "../jobs/runtime.ts";
import { answerInSessionLanguage } from "../shared/sessionLanguage.ts";
import { agentAccessRoutes } from "./agent-access/routes.ts";
import { agentFieldRoutes } from "./agent-fields/routes.ts";
import { agentRoutes } from "./agents/routes.ts";
import { assignmentRoutes } from "./assignments/routes.ts";
import { auditRoutes } from "./audit/routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { branchRoutes } from "./branches/routes.ts";
import { clientRoutes } from "./client/routes.ts";
import type { EventHub } from "./events/hub.ts";
import { eventRoutes } from "./events/routes.ts";
import { generalRoutes } from "./general/routes.ts";
import { importRoutes } from "./imports/routes.ts";
import { merchantRoutes } from "./merchants/routes.ts";
import { partnerRoutes } from "./partners/routes.ts";
import { projectRoutes } from "./projects/routes.ts";
import { roleRoutes } from "./roles/routes.ts";
import { userRoutes } from "./users/routes.ts";

export const MAIN_PREFIX = "/api/main/v1";

export type MainDeps = {
  db: Db;
  hub: EventHub;
  environment: string;
  /** Background jobs (pg-boss); absent where no job runtime was started. */
  jobs?: JobQueue | undefined;
};

/** The main service: auth, sessions, modules, general data and the live event stream. */
export async function mainService(app: FastifyInstance, deps: MainDeps): Promise<void> {
  answerInSessionLanguage(app, deps.db);
  authRoutes(app, deps);
  clientRoutes(app);
  roleRoutes(app, deps);
  generalRoutes(app, deps);
  eventRoutes(app, deps);
  await importRoutes(app, deps);
  branchRoutes(app, deps);
  merchantRoutes(app, deps);
  projectRoutes(app, deps);
  partnerRoutes(app, deps);
  assignmentRoutes(app, deps);
  agentRoutes(app, deps);
  agentFieldRoutes(app, deps);
  userRoutes(app, deps);
  auditRoutes(app, deps);
  // Issue 14, worker app access (PIN) and the workers' login:
  agentAccessRoutes(app, deps);
}
