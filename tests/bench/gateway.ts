/**
 * npm run bench:gateway — p50/p95 of `me` through the GraphQL gateway over 1,000 sequential
 * requests, next to the same data straight from the REST service (the gateway's overhead).
 * Uses DATABASE_URL or the embedded PostgreSQL, like `npm start`.
 */

import { buildApp } from "../../server/app.ts";
import { exitIfDatabaseLocked } from "../../services/db/target.ts";
import { EventHub } from "../../services/main/events/hub.ts";
import { prepareDatabase } from "../../services/shared/runtime.ts";

const REQUESTS = Number(process.env["BENCH_REQUESTS"] ?? 1000);
const WARMUP = 100;

const { target, db } = await prepareDatabase().catch(exitIfDatabaseLocked);
const hub = new EventHub(target.appUrl, db);
await hub.start();
const app = await buildApp({ db, hub, environment: "production", consoleDir: null });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const loginResponse = await fetch(`${base}/api/main/v1/auth/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "admin@maju.test", password: "Tenaga-demo-1" }),
});
const { data } = (await loginResponse.json()) as { data: { token: string } };
const headers = { authorization: `Bearer ${data.token}`, "content-type": "application/json" };
const meQuery = JSON.stringify({
  query:
    "query Me { me { user { id clientId email fullname avatarUrl hasMenus roles sso } modules { roles menus } } }",
});

async function viaGateway() {
  const response = await fetch(`${base}/graphql`, { method: "POST", headers, body: meQuery });
  const body = (await response.json()) as { errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
}
async function viaRest() {
  const response = await fetch(`${base}/api/main/v1/auth/me`, { headers });
  if (!response.ok) throw new Error(`REST answered ${response.status}`);
  await response.json();
}

async function measure(run: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const row = (name: string, sorted: number[]) => ({
  path: name,
  requests: sorted.length,
  "p50 ms": percentile(sorted, 50).toFixed(2),
  "p95 ms": percentile(sorted, 95).toFixed(2),
  "p99 ms": percentile(sorted, 99).toFixed(2),
  "mean ms": (sorted.reduce((a, b) => a + b, 0) / sorted.length).toFixed(2),
});

const rest = await measure(viaRest);
const gateway = await measure(viaGateway);
console.table([
  row("REST GET /api/main/v1/auth/me", rest),
  row("GraphQL me (gateway → REST)", gateway),
]);
console.log(
  `gateway overhead: p50 +${(percentile(gateway, 50) - percentile(rest, 50)).toFixed(2)} ms, ` +
    `p95 +${(percentile(gateway, 95) - percentile(rest, 95)).toFixed(2)} ms`,
);

await app.close();
await hub.stop();
await db.close();
await target.stop();
