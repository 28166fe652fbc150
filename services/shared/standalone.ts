import type { FastifyInstance } from "fastify";
import type { Db } from "../db/pool.ts";
import { exitIfDatabaseLocked } from "../db/target.ts";
import { startBackgroundJobs } from "../jobs/index.ts";
import type { JobQueue } from "../jobs/runtime.ts";
import { EventHub } from "../main/events/hub.ts";
import { healthRoutes } from "./health.ts";
import { onShutdown, prepareDatabase } from "./runtime.ts";
import { createBaseServer } from "./server.ts";

type ServicePlugin = (
  app: FastifyInstance,
  deps: { db: Db; hub: EventHub; environment: string; jobs?: JobQueue },
) => Promise<void>;

/** Runs one service alone on its own port (MAIN_PORT, HCM_PORT, FILE_PORT). */
export async function runStandalone(
  name: string,
  prefix: string,
  plugin: ServicePlugin,
  port: number,
) {
  const { target, db } = await prepareDatabase().catch(exitIfDatabaseLocked);
  const hub = new EventHub(target.appUrl, db);
  await hub.start();
  // Every part can enqueue background work; JOBS_WORKERS=0 leaves running it to other processes.
  const jobs = await startBackgroundJobs({
    ownerUrl: target.ownerUrl,
    db,
    workers: process.env["JOBS_WORKERS"] !== "0",
  });
  const environment = process.env["NODE_ENV"] ?? "development";
  const app = await createBaseServer({ db, environment, logger: true });
  healthRoutes(app, db);
  await app.register(async (scope) => plugin(scope, { db, hub, jobs, environment }), {
    prefix,
  });
  onShutdown(async () => {
    await app.close();
    await jobs.stop();
    await hub.stop();
    await db.close();
    await target.stop();
  });
  await app.listen({ port, host: process.env["HOST"] ?? "localhost" });
  console.log(`${name} service listening on http://localhost:${port}${prefix}`);
}
