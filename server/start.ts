import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_ACCOUNTS } from "../services/db/seed.ts";
import { startBackgroundJobs } from "../services/jobs/index.ts";
import { EventHub } from "../services/main/events/hub.ts";
import { onShutdown, prepareDatabase } from "../services/shared/runtime.ts";
import { buildApp } from "./app.ts";
import { ensureConsoleBuilt } from "./console-build.ts";

/** `npm start`: database, services, gateway and console in one process on one port. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = performance.now();
const port = Number(process.env["PORT"] ?? 8080);
const host = process.env["HOST"] ?? "localhost";
const distDir = path.join(root, "dist");
const serveConsole = process.env["SERVE_CONSOLE"] !== "0";

if (serveConsole) await ensureConsoleBuilt(root, distDir);
const { target, db, seeded } = await prepareDatabase();
const hub = new EventHub(target.appUrl, db);
await hub.start();
const jobs = await startBackgroundJobs({ ownerUrl: target.ownerUrl, db });
const app = await buildApp({
  db,
  hub,
  jobs,
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
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Tenaga is ready at http://localhost:${port} (${seconds} s)`);
console.log(`database: ${target.embedded ? "embedded PostgreSQL in .data/pg" : "DATABASE_URL"}`);
if (seeded) {
  console.log("demo accounts:");
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.email} / ${account.password}  (${account.client})`);
}
