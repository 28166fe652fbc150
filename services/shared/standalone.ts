import type { FastifyInstance } from "fastify";
import type { Db } from "../db/pool.ts";
import { exitIfDatabaseLocked } from "../db/target.ts";
import { Payouts } from "../hcm/payouts/provider.ts";
import { startBackgroundJobs } from "../jobs/index.ts";
import type { JobQueue } from "../jobs/runtime.ts";
import { EventHub } from "../main/events/hub.ts";
import { healthRoutes } from "./health.ts";
import { onShutdown, prepareDatabase } from "./runtime.ts";
import { createBaseServer } from "./server.ts";

export type StandaloneDeps = {
  db: Db;
  hub: EventHub;
  environment: string;
  jobs?: JobQueue;
  /**
   * Issue 19: one Payouts per process, shared by the routes and the jobs as server/app.ts does
   * (a second `new Payouts()` in the plugin would never learn this process's address).
   */
  payouts: Payouts;
};

type ServicePlugin = (app: FastifyInstance, deps: StandaloneDeps) => Promise<void>;

/**
 * Runs one service alone on its own port (MAIN_PORT, HCM_PORT, FILE_PORT; 0 picks a free one,
 * and the line printed once listening names the port taken). `root` mounts routes outside the
 * service's prefix (the hcm service's payout simulator at /provider-sim).
 */
export async function runStandalone(
  name: string,
  prefix: string,
  plugin: ServicePlugin,
  port: number,
  root?: ServicePlugin,
) {
  const { target, db } = await prepareDatabase().catch(exitIfDatabaseLocked);
  const hub = new EventHub(target.appUrl, db);
  await hub.start();
  const payouts = new Payouts();
  // Every part can enqueue background work; JOBS_WORKERS=0 leaves running it to other processes.
  const jobs = await startBackgroundJobs({
    ownerUrl: target.ownerUrl,
    db,
    payouts,
    workers: process.env["JOBS_WORKERS"] !== "0",
  });
  const environment = process.env["NODE_ENV"] ?? "development";
  const app = await createBaseServer({ db, environment, logger: true });
  healthRoutes(app, db);
  const deps: StandaloneDeps = { db, hub, jobs, environment, payouts };
  await app.register(async (scope) => plugin(scope, deps), { prefix });
  if (root) await app.register(async (scope) => root(scope, deps));
  onShutdown(async () => {
    await app.close();
    await jobs.stop();
    await hub.stop();
    await db.close();
    await target.stop();
  });
  await app.listen({ port, host: process.env["HOST"] ?? "localhost" });
  const address = app.server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  // Behind a load balancer HCM_API_URL names the public address (the webhook's callback goes
  // there, to whichever instance); alone, this process's own.
  if (!payouts.settings.ownUrl) payouts.listening(`http://127.0.0.1:${bound}`);
  console.log(`${name} service listening on http://localhost:${bound}${prefix}`);
}
