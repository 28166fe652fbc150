import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, type Db } from "../services/db/pool.ts";
import { FINANCE_ACCOUNT } from "../services/db/seed/disbursements.ts";
import { DEMO_ACCOUNTS } from "../services/db/seed.ts";
import { type DatabaseTarget, exitIfDatabaseLocked } from "../services/db/target.ts";
import { Payouts } from "../services/hcm/payouts/provider.ts";
import { startBackgroundJobs } from "../services/jobs/index.ts";
import { EventHub } from "../services/main/events/hub.ts";
import { onShutdown, prepareDatabase } from "../services/shared/runtime.ts";
import { buildApp } from "./app.ts";
import { readyBanner } from "./banner.ts";
import { ensureConsoleBuilt } from "./console-build.ts";
import { nodeVersionProblem } from "./node-version.ts";
import { shouldRestart, workerCount } from "./workers.ts";

/**
 * `npm start`: database, services, gateway and console on one port. Issue 19: one worker
 * process per core (WORKERS, server/workers.ts), each running the gateway, the services and
 * the background jobs, all over the one embedded PostgreSQL that this primary process starts,
 * migrates and seeds; the workers share the port (node:cluster). They hold no state of their
 * own: sessions, live events, imports, jobs and idempotency live in PostgreSQL, so any worker
 * can answer any request. WORKERS=1 runs everything in this one process.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env["PORT"] ?? 8080);
const host = process.env["HOST"] ?? "localhost";
const distDir = path.join(root, "dist");
const serveConsole = process.env["SERVE_CONSOLE"] !== "0";
/** How a worker finds the database its primary prepared. */
const WORKER_DATABASE = "TENAGA_WORKER_DATABASE";

const workers = workerCount(process.env["WORKERS"]);
if ("error" in workers) {
  console.error(workers.error);
  process.exit(2);
}

if (cluster.isPrimary) await primary(workers.count);
else await worker();

async function primary(count: number) {
  const engines = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).engines.node;
  const oldNode = nodeVersionProblem(process.version, engines);
  if (oldNode) {
    console.error(oldNode);
    process.exit(1);
  }
  const started = performance.now();
  if (serveConsole) await ensureConsoleBuilt(root, distDir);
  const { target, db, seeded } = await prepareDatabase().catch(exitIfDatabaseLocked);
  const announce = (listeningPort: number) => {
    const seconds = (performance.now() - started) / 1000;
    for (const line of readyBanner({ host, port: listeningPort, seconds, target, workers: count }))
      console.log(line);
    if (seeded) {
      console.log("demo accounts:");
      for (const account of [...DEMO_ACCOUNTS, FINANCE_ACCOUNT])
        console.log(`  ${account.email} / ${account.password}  (${account.client})`);
    }
  };

  if (count === 1) {
    const server = await serve(target, db);
    onShutdown(async () => {
      await server.stop();
      await target.stop();
    });
    announce(server.port);
    return;
  }

  await db.close();
  const deaths: number[] = [];
  let stopping = false;
  let ready = false;
  let listening = 0;
  const fork = () =>
    cluster.fork({
      [WORKER_DATABASE]: JSON.stringify({ ownerUrl: target.ownerUrl, appUrl: target.appUrl }),
      // The embedded PostgreSQL's connections are shared by every worker (about 14 each).
      DB_POOL_SIZE:
        process.env["DB_POOL_SIZE"] ?? String(Math.min(10, Math.max(2, Math.floor(60 / count)))),
    });

  const stopWorkers = async () => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((one) => one && !one.isDead());
    await Promise.all(
      alive.map(
        (one) =>
          new Promise<void>((resolve) => {
            const kill = setTimeout(() => one!.process.kill("SIGKILL"), 15_000);
            one!.once("exit", () => {
              clearTimeout(kill);
              resolve();
            });
            one!.process.kill("SIGTERM");
          }),
      ),
    );
  };

  cluster.on("listening", (_worker, address) => {
    listening += 1;
    if (!ready && listening === count) {
      ready = true;
      announce(address.port);
    }
  });
  cluster.on("exit", (gone, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    deaths.push(now);
    const why = signal ?? `exit code ${code}`;
    if (!ready || !shouldRestart(deaths, now)) {
      console.error(
        ready
          ? `worker ${gone.process.pid} stopped (${why}); workers keep stopping, so Tenaga stops`
          : `worker ${gone.process.pid} stopped (${why}) before Tenaga was ready; stopping`,
      );
      void stopWorkers()
        .then(() => target.stop())
        .finally(() => process.exit(1));
      return;
    }
    console.error(`worker ${gone.process.pid} stopped (${why}); starting another`);
    fork();
  });
  onShutdown(async () => {
    await stopWorkers();
    await target.stop();
  });
  for (let i = 0; i < count; i++) fork();
}

/** A worker: the database its primary prepared, then the whole app on the shared port. */
async function worker() {
  const { ownerUrl, appUrl } = JSON.parse(process.env[WORKER_DATABASE] ?? "{}") as {
    ownerUrl: string;
    appUrl: string;
  };
  const server = await serve({ ownerUrl, appUrl }, createDb(appUrl));
  onShutdown(() => server.stop());
}

/** The gateway, the services, the jobs and the console, listening. */
async function serve(target: Pick<DatabaseTarget, "ownerUrl" | "appUrl">, db: Db) {
  const hub = new EventHub(target.appUrl, db);
  await hub.start();
  // Issue 18: one Payouts for the app and the jobs (the simulator's address once it listens).
  const payouts = new Payouts();
  const jobs = await startBackgroundJobs({ ownerUrl: target.ownerUrl, db, payouts });
  const app = await buildApp({
    db,
    hub,
    jobs,
    payouts,
    environment: process.env["NODE_ENV"] ?? "development",
    consoleDir: serveConsole ? distDir : null,
    logger: process.env["LOG_LEVEL"] !== undefined,
  });
  await app.listen({ port, host });
  const address = app.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    async stop() {
      await app.close();
      await jobs.stop();
      await hub.stop();
      await db.close();
    },
  };
}
