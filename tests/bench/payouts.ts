/**
 * npm run bench:payouts — payouts (issue 18) against the running stack (`npm start`, with the
 * local provider simulator; BENCH_URL, default http://127.0.0.1:8080). It prints:
 *
 *   1,000-line batch     POST /disbursements (manual, BENCH_LINES lines, default 1,000) by the
 *                        demo admin, approved by the demo finance approver, until every line is
 *                        succeeded or failed: seconds from approval, lines/s, the end counts, and
 *                        the payouts the simulator received (must equal the lines sent)
 *   webhooks             BENCH_WEBHOOK_RATE (default 50) webhook posts a second, 50 at once,
 *                        for BENCH_WEBHOOK_SECONDS (default 10): half repeats (deduplicated),
 *                        half new deliveries of old events (stored, then ignored as stale under
 *                        the batch's lock); achieved rate, p50/p95/max
 *
 * The simulator is set to BENCH_SIM_LATENCY_MS (default 200), failure rate 0.02, duplicates
 * 0.2 and out-of-order events for the run, and put back afterwards. No assertions: figures.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { payoutSettingsFromEnvironment } from "../../services/hcm/payouts/provider.ts";
import { exitOnHelp, machineLine, quantile, seconds } from "./support.ts";

exitOnHelp(
  "usage: npm run bench:payouts (a running `npm start`; env BENCH_URL, BENCH_LINES=1000, BENCH_SIM_LATENCY_MS=200, BENCH_WEBHOOK_RATE=50, BENCH_WEBHOOK_SECONDS=10)",
);

const BASE = process.env["BENCH_URL"] ?? "http://127.0.0.1:8080";
const LINES = Number(process.env["BENCH_LINES"] ?? 1000);
const LATENCY = Number(process.env["BENCH_SIM_LATENCY_MS"] ?? 200);
const RATE = Number(process.env["BENCH_WEBHOOK_RATE"] ?? 50);
const WEBHOOK_SECONDS = Number(process.env["BENCH_WEBHOOK_SECONDS"] ?? 10);
const HCM = "/api/hcm/v1";

// biome-ignore lint/suspicious/noExplicitAny: answers are JSON the bench reads field by field.
type Json = Record<string, any>;

async function login(
  email: string,
  password: string,
): Promise<{ token: string; clientId: number }> {
  const response = await fetch(`${BASE}/api/main/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  const { data } = (await response.json()) as {
    data: { token: string; user: { client_id: number } };
  };
  return { token: data.token, clientId: data.user.client_id };
}

async function call(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Json> {
  const response = await fetch(`${BASE}${path.startsWith("/api") ? "" : HCM}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Json;
}

const { token: admin, clientId } = await login("admin@maju.test", "Tenaga-demo-1");
const { token: finance } = await login("finance@maju.test", "Tenaga-demo-1");
console.log(machineLine());

const agentIds: number[] = [];
for (let page = 1; agentIds.length < LINES && page <= 20; page++) {
  const answer = await call(admin, "GET", `/api/main/v1/agents?limit=100&page=${page}`);
  const items = answer["data"]["items"] as { id: number }[];
  if (items.length === 0) break;
  agentIds.push(...items.map((item) => item.id));
}
if (agentIds.length === 0) throw new Error("the client has no workers");

const before = (await call(admin, "GET", "/disbursements/provider-simulator/config"))["data"];
await call(admin, "PUT", "/disbursements/provider-simulator/config", {
  latencyMs: LATENCY,
  failureRate: 0.02,
  duplicateRate: 0.2,
  reorder: true,
  webhooks: true,
});
try {
  const lines = Array.from({ length: LINES }, (_, i) => ({
    agentId: agentIds[i % agentIds.length]!,
    amount: 100_000 + i,
    bankCode: "BCA",
    accountNumber: String(5_000_000_000 + i).padStart(10, "0"),
    accountName: `Bench Worker ${i}`,
  }));
  const created = await call(
    admin,
    "POST",
    "/disbursements",
    { name: `Bench payouts ${new Date().toISOString()}`, source: "manual", lines },
    { "idempotency-key": randomUUID() },
  );
  const id = created["data"]["id"] as number;
  const started = performance.now();
  await call(
    finance,
    "POST",
    `/disbursements/${id}/approve`,
    {},
    { "idempotency-key": randomUUID() },
  );
  let batch: Json = {};
  for (;;) {
    batch = (await call(admin, "GET", `/disbursements/${id}`))["data"];
    const counts = batch["counts"] as Record<string, number>;
    if ((counts["approved"] ?? 0) + (counts["submitted"] ?? 0) === 0) break;
    if (performance.now() - started > 15 * 60_000) throw new Error("not settled in 15 minutes");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const settledMs = performance.now() - started;
  const payouts = (
    await call(admin, "GET", `/disbursements/provider-simulator/payouts?disbursementId=${id}`)
  )["data"]["items"] as unknown[];
  console.log(
    `${LINES}-line batch: all settled ${seconds(settledMs)} after approval (${(LINES / (settledMs / 1000)).toFixed(0)} lines/s, simulator latency ${LATENCY} ms); ` +
      `succeeded ${batch["counts"]["succeeded"]}, failed ${batch["counts"]["failed"]}; ` +
      `simulator payouts ${payouts.length} for ${LINES} lines`,
  );

  const token = payoutSettingsFromEnvironment().webhookToken;
  if (!token) throw new Error("PAYOUT_WEBHOOK_TOKEN is not set");
  const sent = (batch["lines"] as Json[]).filter((line) => line["providerReference"]);
  const latencies: number[] = [];
  let refused = 0;
  const post = async (n: number) => {
    const line = sent[n % sent.length]!;
    const status = line["status"] === "succeeded" ? "SUCCEEDED" : "FAILED";
    const t = performance.now();
    const response = await fetch(`${BASE}${HCM}/disbursements/webhooks/xendit`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-callback-token": token,
        "webhook-id": n % 2 === 0 ? `bench-repeat-${line["id"]}` : `bench-${randomUUID()}`,
      },
      body: JSON.stringify({
        event: `payout.${status.toLowerCase()}`,
        created: new Date().toISOString(),
        data: {
          id: line["providerReference"],
          reference_id: `tng-${clientId}-${line["id"]}`,
          status,
          amount: line["amount"],
          updated: "2020-01-01T00:00:00Z",
        },
      }),
    });
    await response.arrayBuffer();
    if (!response.ok) refused++;
    latencies.push(performance.now() - t);
  };
  const total = RATE * WEBHOOK_SECONDS;
  const webhookStart = performance.now();
  for (let second = 0; second < WEBHOOK_SECONDS; second++) {
    const tick = performance.now();
    await Promise.all(Array.from({ length: RATE }, (_, i) => post(second * RATE + i)));
    const rest = 1000 - (performance.now() - tick);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
  const webhookMs = performance.now() - webhookStart;
  console.log(
    `webhooks: ${total} posts, ${RATE} at once each second, achieved ${(total / (webhookMs / 1000)).toFixed(1)}/s; ` +
      `p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms; refused ${refused}`,
  );
} finally {
  await call(admin, "PUT", "/disbursements/provider-simulator/config", before);
}
