/**
 * npm run bench:load -- [--url http://localhost:8080] [--connections 50] [--duration 15]
 *                       [--cases rest-modules,graphql-me,rest-agents,graphql-agents,checkins]
 *                       [--email admin@maju.test] [--password Tenaga-demo-1] [--soak 0]
 *                       [--sessions <connections>]
 *
 * Issue 19: drives a running product (`npm start`, or any URL) with autocannon over loopback,
 * one case after another, each for --duration seconds at --connections connections, and
 * prints req/s and p50/p95/p99 per case, with every non-2xx answer, error and timeout counted.
 * The cases:
 *
 *   rest-modules     GET /api/main/v1/client/modules (the cheapest signed-in REST call)
 *   graphql-me       the console's `me` query through the gateway
 *   rest-agents      GET /api/main/v1/agents, 20 a page (pages 1–50 in turn)
 *   graphql-agents   the console's AgentList query, 20 a page (pages 1–50 in turn)
 *   checkins         POST /api/hcm/v1/agent/attendance, each connection as its own worker of
 *                    --worker-admin's client (PT Sentosa Abadi's policy asks no selfie),
 *                    logged in with the demo PIN; check-in and check-out in turn, each with a
 *                    new clientEventId. A worker has one record a day, so after the first
 *                    check-in and check-out the domain refuses with 409 (counted as non-2xx):
 *                    the same authentication, validation and record lock, without the write
 *
 * The signed-in cases log --email in --sessions times (default: one session per connection,
 * as many supervisors at once would be) and give each connection one of those sessions;
 * --sessions 1 has every connection share one session.
 *
 * Per answer, the CPU spent by the server's Node processes and its PostgreSQL (read from /proc:
 * a server on this machine) and by this load tool itself, which shares the machine's cores.
 * Ratios: graphql-me over rest-modules, graphql-agents over rest-agents. With --soak N it then
 * runs the whole mix for N seconds and prints the server's RSS before and after (its Node
 * processes, read from /proc: a server on this machine).
 * With --start 1,2 it starts the product itself (server/start.ts on --url's port, the embedded
 * PostgreSQL of DATA_DIR or DATABASE_URL, as `npm start`) once per worker count, runs the cases
 * against each and prints the throughput side by side (issue 19: two processes ≥ 1.4× one).
 * No assertions: the figures go to the closing note.
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { exitOnHelp, loadFigures, machineLine } from "./support.ts";

const USAGE = `usage: npm run bench:load -- [--url http://localhost:8080] [--connections 50] [--duration 15]
  [--cases rest-modules,graphql-me,rest-agents,graphql-agents,checkins]
  [--email admin@maju.test] [--password Tenaga-demo-1] [--pin 123456] [--soak 0]
  [--worker-admin admin@sentosa.test] [--worker-admin-password Tenaga-demo-2] [--start 1,2]
  [--sessions <connections>]`;
exitOnHelp(USAGE);

const { values } = parseArgs({
  options: {
    url: { type: "string", default: process.env["BENCH_URL"] ?? "http://localhost:8080" },
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "15" },
    cases: {
      type: "string",
      default: "rest-modules,graphql-me,rest-agents,graphql-agents,checkins",
    },
    email: { type: "string", default: "admin@maju.test" },
    password: { type: "string", default: "Tenaga-demo-1" },
    pin: { type: "string", default: "123456" },
    "worker-admin": { type: "string", default: "admin@sentosa.test" },
    "worker-admin-password": { type: "string", default: "Tenaga-demo-2" },
    soak: { type: "string", default: "0" },
    json: { type: "boolean", default: false },
    start: { type: "string" },
    sessions: { type: "string" },
  },
});
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const base = values.url.replace(/\/+$/, "");
const connections = Number(values.connections);
const duration = Number(values.duration);
const sessions = Math.max(1, Number(values.sessions ?? connections));

export type CaseResult = {
  case: string;
  "req/s": number;
  "p50 ms": number;
  "p95 ms": number;
  "p99 ms": number;
  requests: number;
  non2xx: number;
  errors: number;
  /** CPU per request of the server's Node processes and of its PostgreSQL (a local server). */
  "node µs/req"?: number;
  "pg µs/req"?: number;
  "tool µs/req"?: number;
};

async function login(email = values.email, password = values.password): Promise<string> {
  const answer = await fetch(`${base}/api/main/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`login as ${email} answered ${answer.status}`);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

const ME_QUERY =
  "query Me { me { user { id clientId email fullname avatarUrl hasMenus roles sso } modules { roles menus } } }";
/** The console's employee list (src/features/agents/components/AgentListPage.tsx). */
const AGENT_LIST_QUERY = `query AgentList($limit: Int, $page: Int, $sort: String, $filter: AgentFilter) {
  agents(limit: $limit, page: $page, sort: $sort, filter: $filter) {
    totalItems limit page
    items { id fullName nik phoneNumber selfieUrl joinDate contractType contractStatus workerStatus
      branch { id name timezoneLabel } project { id name } }
  }
}`;
const PAGES = 50;

type Request = autocannon.Request;

/** The requests of one case (autocannon cycles through them per connection). */
async function requestsFor(name: string): Promise<Request[] | null> {
  // The session is each connection's own (see withSessions).
  const json = { "content-type": "application/json" };
  let page = 0;
  const nextPage = () => (page++ % PAGES) + 1;
  switch (name) {
    case "rest-modules":
      return [{ method: "GET", path: "/api/main/v1/client/modules" }];
    case "graphql-me":
      return [
        {
          method: "POST",
          path: "/graphql",
          headers: json,
          body: JSON.stringify({ query: ME_QUERY, operationName: "Me" }),
        },
      ];
    case "rest-agents":
      return [
        {
          method: "GET",
          setupRequest: (request) => ({
            ...request,
            path: `/api/main/v1/agents?limit=20&page=${nextPage()}`,
          }),
        },
      ];
    case "graphql-agents":
      return [
        {
          method: "POST",
          path: "/graphql",
          headers: json,
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              query: AGENT_LIST_QUERY,
              operationName: "AgentList",
              variables: { limit: 20, page: nextPage() },
            }),
          }),
        },
      ];
    default:
      return null;
  }
}

/** One worker token per connection for the check-ins (the demo PIN), or none. */
async function workerTokens(token: string, count: number): Promise<string[]> {
  const list = await fetch(
    `${base}/api/main/v1/agents?limit=${Math.min(count * 2, 100)}&page=1&workerStatus=active`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  if (!list.ok) return [];
  const { data } = (await list.json()) as { data: { items: { phoneNumber: string | null }[] } };
  const tokens: string[] = [];
  for (const agent of data.items) {
    if (tokens.length >= count || !agent.phoneNumber) continue;
    const answer = await fetch(`${base}/api/main/v1/agent-auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phoneNumber: agent.phoneNumber, pin: values.pin }),
    });
    if (answer.ok) tokens.push(((await answer.json()) as { data: { token: string } }).data.token);
  }
  return tokens;
}

type CaseOptions = Omit<autocannon.Options, "url">;

/**
 * `requests` with each connection signed in as the next of `tokens`, in turn: autocannon's
 * per-connection context keeps the connection's token, every request carries it.
 */
function withSessions(requests: Request[], tokens: readonly string[]): Request[] {
  let connection = 0;
  return requests.map((request) => ({
    ...request,
    setupRequest: (built, context: { token?: string }) => {
      context.token ??= tokens[connection++ % tokens.length]!;
      const own = request.setupRequest;
      const setup = typeof own === "function" ? own(built, context) : built;
      return {
        ...setup,
        headers: { ...setup.headers, authorization: `Bearer ${context.token}` },
      };
    },
  }));
}

/** autocannon's run, with every answer's time kept (it reports no p95 of its own). */
function load(options: CaseOptions, onTime?: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: base, connections, duration, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onTime) instance.on("response", (_client, _status, _bytes, time) => onTime(time));
  });
}

async function run(name: string, options: CaseOptions): Promise<CaseResult> {
  const latencies: number[] = [];
  const cpuBefore = serverCpu();
  const toolBefore = process.cpuUsage();
  const result = await load(options, (time) => latencies.push(time));
  const tool = process.cpuUsage(toolBefore);
  const cpuAfter = serverCpu();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length
      ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!
      : 0;
  return {
    case: name,
    "req/s": Math.round(result.requests.total / duration),
    "p50 ms": round(at(0.5)),
    "p95 ms": round(at(0.95)),
    "p99 ms": round(at(0.99)),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...(cpuBefore && cpuAfter && result.requests.total > 0
      ? {
          "node µs/req": Math.round(
            ((cpuAfter.node - cpuBefore.node) * 1e6) / TICKS / result.requests.total,
          ),
          "pg µs/req": Math.round(
            ((cpuAfter.postgres - cpuBefore.postgres) * 1e6) / TICKS / result.requests.total,
          ),
        }
      : {}),
    // The load tool's own share of the machine (it runs here too, on the same cores).
    ...(result.requests.total > 0
      ? { "tool µs/req": Math.round((tool.user + tool.system) / result.requests.total) }
      : {}),
  };
}
const round = (ms: number) => Math.round(ms * 10) / 10;

async function checkinCase(token: string): Promise<CaseResult | null> {
  const admin = await login(values["worker-admin"], values["worker-admin-password"]).catch(
    () => token,
  );
  const tokens = await workerTokens(admin, connections);
  if (tokens.length === 0) {
    console.log("checkins: no worker could log in with the PIN; skipped");
    return null;
  }
  let connection = 0;
  let sequence = 0;
  const run_ = Date.now().toString(36);
  return run("checkins", {
    setupClient(client) {
      const own = tokens[connection++ % tokens.length]!;
      client.setHeaders({ authorization: `Bearer ${own}`, "content-type": "application/json" });
    },
    requests: [
      {
        method: "POST",
        path: "/api/hcm/v1/agent/attendance",
        setupRequest: (request) => {
          const n = sequence++;
          return {
            ...request,
            body: JSON.stringify({
              type: n % 2 === 0 ? "check_in" : "check_out",
              clientEventId: `bench-${run_}-${n}`,
              occurredAt: new Date().toISOString(),
              latitude: -6.2615,
              longitude: 106.8106,
              accuracyMeters: 12,
            }),
          };
        },
      },
    ],
  });
}

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

/**
 * The server's own processes on this machine: the one listening on --url's port and its
 * descendants (the workers and, with the embedded database, PostgreSQL). Empty when the
 * server is elsewhere.
 */
function serverProcesses(): string[] {
  const port = new URL(base).port || "80";
  const listening = spawnSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" }).stdout;
  const root = listening.match(/pid=(\d+)/)?.[1];
  if (!root) return [];
  const pids: string[] = [];
  const visit = (pid: string) => {
    pids.push(pid);
    const children = spawnSync("ps", ["-o", "pid=", "--ppid", pid], { encoding: "utf8" }).stdout;
    for (const child of children.split(/\s+/).filter(Boolean)) visit(child);
  };
  visit(root);
  return pids;
}

/**
 * CPU ticks the server's Node processes and its PostgreSQL have used: per request, a cost
 * that holds still when other work shares the machine (req/s does not).
 */
function serverCpu(): { node: number; postgres: number } | null {
  const pids = serverProcesses();
  if (pids.length === 0) return null;
  const total = { node: 0, postgres: 0 };
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ticks = Number(fields[11]) + Number(fields[12]);
      if (name.startsWith("postgres")) total.postgres += ticks;
      else total.node += ticks;
    } catch {
      // gone
    }
  }
  return total;
}

/**
 * The resident memory of the server's Node processes (the one listening on --url's port and
 * its Node children: the workers), read from /proc; PostgreSQL's processes are left out.
 * Only for a server on this machine.
 */
function rss(): string {
  const pids = serverProcesses();
  if (pids.length === 0) return "unknown (not a local server)";
  let total = 0;
  const parts: string[] = [];
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      if (!/^Name:\s*(node|MainThread|tsx)/m.test(status)) continue;
      const kb = Number(status.match(/^VmRSS:\s*(\d+)/m)?.[1] ?? 0);
      total += kb;
      parts.push(`${pid}: ${Math.round(kb / 1024)}`);
    } catch {
      // gone
    }
  }
  return `${Math.round(total / 1024)} MB in ${parts.length} processes (${parts.join(", ")} MB)`;
}

/** Every case against the server at `base`, then the ratios (and the soak). */
async function runCases(): Promise<CaseResult[]> {
  const token = await login();
  const tokens = [token];
  while (tokens.length < sessions) tokens.push(await login());
  console.log(
    `bench:load → ${base}, ${connections} connections, ${sessions} session(s), ${duration} s a case`,
  );
  console.log(machineLine());
  const results: CaseResult[] = [];
  for (const name of values.cases.split(",").map((entry) => entry.trim())) {
    if (name === "checkins") {
      const result = await checkinCase(token);
      if (result) results.push(result);
      continue;
    }
    const requests = await requestsFor(name);
    if (!requests) {
      console.log(`unknown case "${name}"`);
      continue;
    }
    results.push(await run(name, { requests: withSessions(requests, tokens) }));
    console.log(`  ${name} done (load ${loadFigures()})`);
  }
  console.table(results);
  const byName = new Map(results.map((result) => [result.case, result]));
  const ratio = (a: string, b: string) => {
    const x = byName.get(a);
    const y = byName.get(b);
    if (x && y && y["req/s"] > 0)
      console.log(
        `${a} / ${b}: ${((x["req/s"] / y["req/s"]) * 100).toFixed(0)} % of the throughput`,
      );
  };
  ratio("graphql-me", "rest-modules");
  ratio("graphql-agents", "rest-agents");

  const soak = Number(values.soak);
  if (soak > 0) {
    const before = rss();
    console.log(
      `soak: ${soak} s of graphql-me + graphql-agents + rest-modules; RSS before ${before}`,
    );
    const mix = [
      ...((await requestsFor("graphql-me")) ?? []),
      ...((await requestsFor("graphql-agents")) ?? []),
      ...((await requestsFor("rest-modules")) ?? []),
    ];
    // The RSS every 30 s along the way: flat after the warm-up, or still climbing.
    const started = Date.now();
    const samples = setInterval(
      () => console.log(`  soak ${Math.round((Date.now() - started) / 1000)} s: RSS ${rss()}`),
      30_000,
    );
    const result = await load({ duration: soak, requests: withSessions(mix, tokens) }).finally(() =>
      clearInterval(samples),
    );
    const after = rss();
    console.log(
      `soak: ${result.requests.total} requests, ${Math.round(result.requests.total / soak)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}; RSS after ${after}`,
    );
  }
  if (values.json) console.log(JSON.stringify(results));
  return results;
}

/**
 * --start 1,2: starts the product itself (`server/start.ts`, as `npm start` does, on --url's
 * port, the console not served) once per worker count, runs the cases against it and stops
 * it; then prints each case's req/s per worker count and the ratio to the first.
 */
async function startAndRun(counts: number[]) {
  const byCount = new Map<number, CaseResult[]>();
  for (const count of counts) {
    console.log(`\n── WORKERS=${count}`);
    const server = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        WORKERS: String(count),
        PORT: new URL(base).port || "80",
        SERVE_CONSOLE: "0",
      },
      stdio: ["ignore", "pipe", "inherit"],
      detached: true,
    });
    await new Promise<void>((resolve, reject) => {
      let output = "";
      server.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
        output += chunk;
        if (output.includes("ready at")) resolve();
      });
      server.once("exit", (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
    });
    try {
      byCount.set(count, await runCases());
    } finally {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      process.kill(-server.pid!, "SIGTERM");
      await exited;
    }
  }
  const first = byCount.get(counts[0]!) ?? [];
  const rows = first.map((result) => {
    const row: Record<string, string | number> = { case: result.case };
    for (const count of counts) {
      const other = byCount.get(count)?.find((entry) => entry.case === result.case);
      row[`req/s × ${count}`] = other?.["req/s"] ?? "—";
      if (count !== counts[0] && other && result["req/s"] > 0)
        row[`${count} / ${counts[0]}`] = `${(other["req/s"] / result["req/s"]).toFixed(2)}×`;
    }
    return row;
  });
  console.log("\n── worker processes side by side");
  console.table(rows);
}

if (values.start) {
  const counts = values.start.split(",").map(Number);
  if (counts.some((count) => !Number.isInteger(count) || count < 1)) {
    console.error("--start takes worker counts, e.g. --start 1,2");
    process.exit(2);
  }
  await startAndRun(counts);
} else await runCases();
