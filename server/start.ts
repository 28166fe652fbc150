import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FINANCE_ACCOUNT } from "../services/db/seed/disbursements.ts";
import { DEMO_ACCOUNTS } from "../services/db/seed.ts";
import { exitIfDatabaseLocked } from "../services/db/target.ts";
import { Payouts } from "../services/hcm/payouts/provider.ts";
import { startBackgroundJobs } from "../services/jobs/index.ts";
import { EventHub } from "../services/main/events/hub.ts";
import { onShutdown, prepareDatabase } from "../services/shared/runtime.ts";
import { buildApp } from "./app.ts";
import { readyBanner } from "./banner.ts";
import { ensureConsoleBuilt } from "./console-build.ts";
import { nodeVersionProblem } from "./node-version.ts";

/** `npm start`: database, services, gateway and console in one process on one port. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const engines = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).engines.node;
const oldNode = nodeVersionProblem(process.version, engines);
if (oldNode) {
  console.error(oldNode);
  process.exit(1);
}
const started = performance.now();
const port = Number(process.env["PORT"] ?? 8080);
const host = process.env["HOST"] ?? "localhost";
const distDir = path.join(root, "dist");
const serveConsole = process.env["SERVE_CONSOLE"] !== "0";

if (serveConsole) await ensureConsoleBuilt(root, distDir);
const { target, db, seeded } = await prepareDatabase().catch(exitIfDatabaseLocked);
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

onShutdown(async () => {
  await app.close();
  await jobs.stop();
  await hub.stop();
  await db.close();
  await target.stop();
});

await app.listen({ port, host });
const seconds = (performance.now() - started) / 1000;
for (const line of readyBanner({ host, port, seconds, target })) console.log(line);
if (seeded) {
  console.log("demo accounts:");
  for (const account of [...DEMO_ACCOUNTS, FINANCE_ACCOUNT])
    console.log(`  ${account.email} / ${account.password}  (${account.client})`);
}
