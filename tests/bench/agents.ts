/**
 * npm run bench:agents — the employee list and search at scale (issue 5 "Performance"):
 * p50/p95/p99/max through the GraphQL gateway (POST /graphql, the console's AgentList
 * document) and the same requests straight on REST (GET /api/main/v1/agents).
 *
 *   list    page of 50, one filter (a branch or a contract type) + a search text + a sort
 *   search  by name, by NIK prefix, by phone prefix (page of 10, as the search box asks)
 *
 * Uses DATABASE_URL or the embedded PostgreSQL, like `npm start`. The scale client
 * (PT Skala Besar, admin@skala.test) is built first when it is missing or smaller than
 * BENCH_AGENTS (default 100,000). Targets: list p95 ≤ 100 ms, search p95 ≤ 50 ms. No
 * assertions: it prints figures.
 *
 *   BENCH_AGENTS=100000 BENCH_ITERATIONS=300 BENCH_WARMUP=30 npm run bench:agents
 */

import { availableParallelism, loadavg } from "node:os";
import pg from "pg";
import { buildApp } from "../../server/app.ts";
import { createRng, type Rng } from "../../services/db/seed/random.ts";
import { seedScale } from "../../services/db/seed/scale.ts";
import { exitIfDatabaseLocked } from "../../services/db/target.ts";
import { EventHub } from "../../services/main/events/hub.ts";
import { prepareDatabase } from "../../services/shared/runtime.ts";

const AGENTS = Number(process.env["BENCH_AGENTS"] ?? 100_000);
const ITERATIONS = Number(process.env["BENCH_ITERATIONS"] ?? 300);
const WARMUP = Number(process.env["BENCH_WARMUP"] ?? 30);
const CLIENT = "PT Skala Besar";
const LOGIN = { email: "admin@skala.test", password: "Tenaga-demo-1" };

// The console's list document (src/features/agents/components/AgentListPage.tsx).
const AGENT_LIST = `query AgentList($limit: Int, $page: Int, $sort: String, $filter: AgentFilter) {
  agents(limit: $limit, page: $page, sort: $sort, filter: $filter) {
    totalItems limit page
    items {
      id fullName nik phoneNumber selfieUrl joinDate contractType contractStatus workerStatus
      branch { id name timezoneLabel }
      project { id name }
    }
  }
}`;

type Filter = { q?: string; branchIds?: number[]; contractTypes?: string[] };
type Request = { limit: number; page: number; sort?: string; filter: Filter };

const { target, db } = await prepareDatabase({ ...process.env, SEED_DEMO: "0" }).catch(
  exitIfDatabaseLocked,
);
const owner = new pg.Client({ connectionString: target.ownerUrl });
await owner.connect();

const clientId = await ensureScaleClient();
const samples = await sampleInputs(clientId);

const hub = new EventHub(target.appUrl, db);
await hub.start();
const app = await buildApp({ db, hub, environment: "production", consoleDir: null });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const loginResponse = await fetch(`${base}/api/main/v1/auth/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(LOGIN),
});
if (!loginResponse.ok)
  throw new Error(
    `login as ${LOGIN.email} failed: ${loginResponse.status} ${await loginResponse.text()}`,
  );
const { data } = (await loginResponse.json()) as { data: { token: string } };
const headers = { authorization: `Bearer ${data.token}`, "content-type": "application/json" };

async function viaGateway(request: Request): Promise<number> {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers,
    body: JSON.stringify({ query: AGENT_LIST, variables: request }),
  });
  const body = (await response.json()) as {
    data?: { agents: { items: unknown[] } };
    errors?: unknown;
  };
  if (body.errors || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data.agents.items.length;
}

async function viaRest(request: Request): Promise<number> {
  const query = new URLSearchParams({ limit: String(request.limit), page: String(request.page) });
  if (request.sort) query.set("sort", request.sort);
  if (request.filter.q) query.set("q", request.filter.q);
  if (request.filter.branchIds) query.set("branchIds", request.filter.branchIds.join(","));
  if (request.filter.contractTypes)
    query.set("contractTypes", request.filter.contractTypes.join(","));
  const response = await fetch(`${base}/api/main/v1/agents?${query}`, { headers });
  if (!response.ok) throw new Error(`REST answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { data: { items: unknown[] } };
  return body.data.items.length;
}

// ---- inputs -------------------------------------------------------------------------------

const rng = createRng(5_000);
const SORTS = ["fullName", "-joinDate", "-createdAt", "branchName", "-fullName"];
const CONTRACT_TYPES = ["pkwt", "kemitraan", "daily_worker", "event_worker", "pkwtt"];

const scenarios: { name: string; make: (rng: Rng) => Request }[] = [
  {
    name: "list: 50/page, filter + search + sort",
    make: (r) => ({
      limit: 50,
      page: r.chance(0.8) ? 1 : 2,
      sort: r.pick(SORTS),
      filter: {
        q: r.pick(samples.words),
        ...(r.chance(0.5)
          ? { branchIds: [r.pick(samples.branchIds)] }
          : { contractTypes: [r.pick(CONTRACT_TYPES)] }),
      },
    }),
  },
  {
    name: "search: name",
    make: (r) => ({ limit: 10, page: 1, filter: { q: r.pick(samples.words) } }),
  },
  {
    name: "search: NIK prefix",
    make: (r) => ({ limit: 10, page: 1, filter: { q: r.pick(samples.nikPrefixes) } }),
  },
  {
    name: "search: phone prefix",
    make: (r) => ({ limit: 10, page: 1, filter: { q: r.pick(samples.phonePrefixes) } }),
  },
];

// ---- measure ------------------------------------------------------------------------------

async function measure(
  run: (request: Request) => Promise<number>,
  requests: readonly Request[],
): Promise<{ times: number[]; rows: number }> {
  for (let i = 0; i < WARMUP; i++) await run(requests[i % requests.length]!);
  const times: number[] = [];
  let rows = 0;
  for (const request of requests) {
    const started = performance.now();
    rows += await run(request);
    times.push(performance.now() - started);
  }
  return { times: times.sort((a, b) => a - b), rows };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const row = (name: string, result: { times: number[]; rows: number }) => ({
  scenario: name,
  requests: result.times.length,
  "rows/req": (result.rows / result.times.length).toFixed(1),
  "p50 ms": percentile(result.times, 50).toFixed(1),
  "p95 ms": percentile(result.times, 95).toFixed(1),
  "p99 ms": percentile(result.times, 99).toFixed(1),
  "max ms": result.times[result.times.length - 1]!.toFixed(1),
});

const table: ReturnType<typeof row>[] = [];
for (const scenario of scenarios) {
  const requests = Array.from({ length: ITERATIONS }, () => scenario.make(rng));
  try {
    table.push(row(`GraphQL ${scenario.name}`, await measure(viaGateway, requests)));
  } catch (error) {
    console.error(`GraphQL ${scenario.name}: ${(error as Error).message.slice(0, 300)}`);
  }
  table.push(row(`REST    ${scenario.name}`, await measure(viaRest, requests)));
}
console.log(
  `\n${CLIENT}: ${samples.total.toLocaleString("en")} agents; ${ITERATIONS} sequential requests per row after ${WARMUP} warm-up`,
);
// Tail latencies follow whatever else the machine runs: say how busy it was.
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ")} on ${availableParallelism()} cores`,
);
console.table(table);
console.log("targets: list p95 ≤ 100 ms, search p95 ≤ 50 ms (through the gateway)");

await app.close();
await hub.stop();
await db.close();
await owner.end();
await target.stop();

// ---- helpers ------------------------------------------------------------------------------

async function ensureScaleClient(): Promise<number> {
  const found = await owner.query<{ id: number; agents: number }>(
    `SELECT c.id, (SELECT count(*)::int FROM agents a WHERE a.client_id = c.id) AS agents
     FROM clients c WHERE c.name = $1`,
    [CLIENT],
  );
  const existing = found.rows[0];
  if (existing && existing.agents >= AGENTS) return existing.id;
  console.log(
    existing
      ? `${CLIENT} has ${existing.agents.toLocaleString("en")} agents; topping up to ${AGENTS.toLocaleString("en")} first`
      : `${CLIENT} is missing; creating it with ${AGENTS.toLocaleString("en")} agents first (npm run seed:scale)`,
  );
  const result = await seedScale(target.ownerUrl, {
    agents: AGENTS,
    client: CLIENT,
    email: LOGIN.email,
    password: LOGIN.password,
    log: (line) => console.log(line),
  });
  console.log(`built in ${result.seconds.toFixed(1)} s`);
  return result.clientId;
}

/** Real values of the client to search for: name words, NIK and phone prefixes, branches. */
async function sampleInputs(id: number) {
  const total = (
    await owner.query<{ n: number }>("SELECT count(*)::int AS n FROM agents WHERE client_id = $1", [
      id,
    ])
  ).rows[0]!.n;
  const step = Math.max(1, Math.floor(total / 500));
  const agents = await owner.query<{ full_name: string; nik: string; phone_number: string }>(
    `SELECT full_name, nik, phone_number FROM agents WHERE client_id = $1 AND id % $2 = 0 LIMIT 500`,
    [id, step],
  );
  const branches = await owner.query<{ id: number }>(
    "SELECT id FROM branches WHERE client_id = $1 ORDER BY id",
    [id],
  );
  const pick = createRng(77);
  const words = new Set<string>();
  const nikPrefixes: string[] = [];
  const phonePrefixes: string[] = [];
  for (const agent of agents.rows) {
    // A whole name word, or its first letters as someone still typing.
    for (const word of agent.full_name.split(" ").filter((w) => w.length >= 4))
      words.add(pick.chance(0.7) ? word : word.slice(0, pick.int(3, word.length - 1)));
    nikPrefixes.push(agent.nik.slice(0, pick.int(6, 12)));
    // Typed as people know their number: 08…
    phonePrefixes.push(`0${agent.phone_number.slice(0, pick.int(4, 8))}`);
  }
  return {
    total,
    words: [...words],
    nikPrefixes,
    phonePrefixes,
    branchIds: branches.rows.map((b) => b.id),
  };
}
