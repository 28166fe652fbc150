/**
 * npm run bench:attendance -- [--workers 10000] [--history 200] [--single 1000]
 *                             [--burst-seconds 60] [--concurrency 100] [--skip-load]
 *
 * Issue 14 "Speed": a check-in answers in p95 ≤ 50 ms with 10,000 workers and 5,000 history
 * rows each, also during a morning burst of 10,000 check-ins within 60 s; the Daily Approval
 * list of 10,000 rows pages in p95 ≤ 100 ms.
 *
 * On a scratch database (migrated and seeded like `npm start`, dropped afterwards) it adds
 * --workers employees to PT Maju Jaya's WIB branches with, for each: app access (ONE argon2
 * hash of the PIN for all), a bench policy naming them directly (no verification, geofence
 * flagged, auto approval), a working location at their branches, today's shift (it starts at
 * the moment the measurements start) and --history days of past attendance: one record and one
 * check-in event per worker per day, written with INSERT … SELECT generate_series in batches
 * (foreign-key triggers off for the load: the data is consistent by construction). The app
 * runs as `npm start` does, in a child process (so the load generator does not share its event
 * loop). Worker tokens: a few workers log in through POST /agent-auth/login (timed); the rest
 * get agent_sessions rows inserted directly (the SHA-256 of a random token, as the login
 * writes them), since 10,000 argon2 verifications would take minutes on a small machine.
 *
 * Then it measures:
 *   (a) single   --single sequential check-ins (one client), then those days are reset
 *   (b) burst    one check-in per worker, paced over --burst-seconds (0: as fast as possible)
 *                with at most --concurrency requests in flight; per-request latency, rate
 *   (c) list     GET /attendances?date=today paged through (limit 50 and 100), then 16
 *                clients reading random pages at once for 10 s
 *   (d) checkout --single sequential check-outs
 * and prints a table. No assertions (the figures go to the issue's closing note).
 *
 * The issue's full size is --history 5000 (50 M records + 50 M events, roughly 40 GB and an
 * hour or more of generation on 2 cores); the default (200) keeps a run to a few minutes.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { Temporal } from "temporal-polyfill";
import { deviceTime, offsetPoint } from "../../services/db/seed/attendanceBehaviour.ts";
import { hashPassword } from "../../services/main/auth/password.ts";
import { pool } from "./attendance-sim/core.ts";
import {
  adminLogin,
  ADMIN_LOGIN as LOGIN,
  loadFigures,
  migrateAndSeed,
  openScratch,
  percentile,
} from "./support.ts";

const { values } = parseArgs({
  options: {
    workers: { type: "string", default: "10000" },
    history: { type: "string", default: "200" },
    single: { type: "string", default: "1000" },
    "burst-seconds": { type: "string", default: "60" },
    concurrency: { type: "string", default: "100" },
    "api-logins": { type: "string", default: "20" },
    "skip-load": { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log(
    "usage: npm run bench:attendance -- [--workers 10000] [--history 200] [--single 1000] " +
      "[--burst-seconds 60] [--concurrency 100] [--api-logins 20] [--skip-load] [--keep]\n" +
      "  the issue's full size: --history 5000 (50 M history records; needs ~40 GB and an hour+)\n" +
      "  --skip-load: generate and measure the data only (no server, no requests)\n" +
      "  --keep: keep the scratch database (its name is printed)",
  );
  process.exit(0);
}
const WORKERS = Number(values.workers);
const HISTORY = Number(values.history);
const SINGLE = Math.min(Number(values.single), WORKERS);
const BURST_SECONDS = Number(values["burst-seconds"]);
const CONCURRENCY = Number(values.concurrency);
const API_LOGINS = Math.min(Number(values["api-logins"]), WORKERS);
const PIN = "123456";
const ZONE = "Asia/Jakarta";
const LOCATION = { latitude: -6.2, longitude: 106.816666, radius: 200 };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const ms = (value: number) => (Number.isNaN(value) ? "–" : `${value.toFixed(1)} ms`);
const secs = (value: number) => `${(value / 1000).toFixed(1)} s`;
const n = (value: number) => value.toLocaleString("en-US");
const rows: [string, string][] = [];
const figure = (label: string, value: string) => {
  rows.push([label, value]);
  console.log(`  ${label}: ${value}`);
};

const scratch = await openScratch("attendance", (name) => `scratch database ${name}`);
const { ownerUrl } = scratch;
let server: ChildProcess | null = null;

try {
  let started = performance.now();
  await migrateAndSeed(ownerUrl);
  figure("migrate + demo seed", secs(performance.now() - started));
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const setup = await prepareWorkers(owner);
    await writeHistory(owner, setup);
    if (!values["skip-load"]) await measure(owner, setup);
  } finally {
    await owner.end();
  }
  console.log("\nissue 14 attendance bench");
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
  console.log(
    `  machine: ${availableParallelism()} cores, server DB pool ${process.env["DB_POOL_SIZE"] ?? 10}, load ${loadFigures()}; targets: check-in p95 ≤ 50 ms (single and burst), list p95 ≤ 100 ms`,
  );
  started = performance.now();
} finally {
  // Assigned inside startServer(); TypeScript cannot see that from here.
  const running = server as ChildProcess | null;
  if (running) {
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  if (values.keep) console.log(`kept ${scratch.name}`);
  await scratch.close({ keep: values.keep });
}

type Setup = {
  clientId: number;
  shiftId: number;
  policyId: number;
  agents: { id: number; branchId: number }[];
  today: string;
};

async function prepareWorkers(owner: pg.Client): Promise<Setup> {
  const started = performance.now();
  const client = await owner.query<{ id: number }>(
    "SELECT client_id AS id FROM users WHERE email = $1",
    [LOGIN.email],
  );
  const clientId = client.rows[0]!.id;
  const today = Temporal.Now.plainDateISO(ZONE).toString();
  await owner.query("BEGIN");
  const branches = await owner.query<{ id: number }>(
    "SELECT id FROM branches WHERE client_id = $1 AND timezone = $2 AND status = 'active' ORDER BY id",
    [clientId, ZONE],
  );
  const branchIds = branches.rows.map((r) => r.id);
  const made = await owner.query<{ id: number; branch_id: number }>(
    `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type, branch_id)
     SELECT $1, 'Bench ' || i, '3172' || lpad(i::text, 12, '0'), '87' || lpad(i::text, 9, '0'),
            '2020-01-01', 'pkwt', ($3::int[])[1 + i % cardinality($3::int[])]
     FROM generate_series(1, $2) i RETURNING id, branch_id`,
    [clientId, WORKERS, branchIds],
  );
  const agents = made.rows.map((r) => ({ id: r.id, branchId: r.branch_id }));
  const ids = agents.map((a) => a.id);
  const shift = await owner.query<{ id: number }>(
    `INSERT INTO shifts (client_id, code, name, start_time, end_time, break_minutes,
       late_grace_minutes, early_out_grace_minutes)
     VALUES ($1, 'BENCH-A', 'Bench absen', '08:00', '17:00', 60, 15, 15) RETURNING id`,
    [clientId],
  );
  const shiftId = shift.rows[0]!.id;
  const location = await owner.query<{ id: number }>(
    `INSERT INTO working_locations (client_id, name, address, latitude, longitude, radius_meters)
     VALUES ($1, 'Bench Kantor Pusat', 'Jl. Bench', $2, $3, $4) RETURNING id`,
    [clientId, LOCATION.latitude, LOCATION.longitude, LOCATION.radius],
  );
  const locationId = location.rows[0]!.id;
  await owner.query(
    `INSERT INTO working_location_branches (client_id, working_location_id, branch_id)
     SELECT $1, $2, unnest($3::int[]) ON CONFLICT DO NOTHING`,
    [clientId, locationId, branchIds],
  );
  const policy = await owner.query<{ id: number }>(
    `INSERT INTO attendance_policies (client_id, name, verification, approval_mode, approval_check_in,
       approval_check_out, approval_overtime, geofence, max_accuracy_meters, allow_offline,
       allow_outside_request)
     VALUES ($1, 'Bench Absen', 'none', 'auto', 'auto', 'auto', 'manual', 'flag', 100, true, true)
     RETURNING id`,
    [clientId],
  );
  const policyId = policy.rows[0]!.id;
  await owner.query(
    `INSERT INTO attendance_policy_locations (client_id, attendance_policy_id, working_location_id)
     VALUES ($1, $2, $3)`,
    [clientId, policyId, locationId],
  );
  await owner.query(
    `INSERT INTO attendance_policy_agents (client_id, attendance_policy_id, agent_id)
     SELECT $1, $2, unnest($3::int[])`,
    [clientId, policyId, ids],
  );
  // Yesterday, today and tomorrow on the bench shift (whatever the hour the bench runs at).
  await owner.query(
    `INSERT INTO employee_schedule_days (client_id, agent_id, date, shift_id, day_type, source)
     SELECT $1, a, d::date, $3, 'working', 'override'
     FROM unnest($2::int[]) a CROSS JOIN generate_series($4::date - 1, $4::date + 1, interval '1 day') d`,
    [clientId, ids, shiftId, today],
  );
  const pinHash = await hashPassword(PIN);
  await owner.query(
    `INSERT INTO agent_app_access (client_id, agent_id, pin_hash) SELECT $1, unnest($2::int[]), $3`,
    [clientId, ids, pinHash],
  );
  await owner.query("COMMIT");
  figure(
    `${n(WORKERS)} workers (schedule, location, policy, app access)`,
    secs(performance.now() - started),
  );
  return { clientId, shiftId, policyId, agents, today };
}

async function writeHistory(owner: pg.Client, setup: Setup): Promise<void> {
  if (HISTORY <= 0) return;
  const started = performance.now();
  // Foreign-key triggers off for this session's load (owner, superuser): consistent by construction.
  await owner.query("SET session_replication_role = replica");
  const perBatch = Math.max(1, Math.floor(200_000 / HISTORY));
  const ids = setup.agents.map((a) => a.id);
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += perBatch) batches.push(ids.slice(i, i + perBatch));
  // Two connections: one per core.
  const writers = await Promise.all(
    [0, 1].map(async () => {
      const c = new pg.Client({ connectionString: ownerUrl });
      await c.connect();
      await c.query("SET session_replication_role = replica");
      await c.query("SET synchronous_commit = off");
      return c;
    }),
  );
  let done = 0;
  let last = performance.now();
  let nextBatch = 0;
  await pool(writers, writers.length, async (c) => {
    for (;;) {
      const batch = batches[nextBatch++];
      if (!batch) return;
      await c.query(
        `WITH r AS (
         INSERT INTO attendance_records (client_id, agent_id, date, branch_id, timezone, shift_id,
           day_type, scheduled_start, scheduled_end, status, flags, check_in_at, check_out_at,
           late_minutes, worked_minutes, created_at, updated_at)
         SELECT $1, a.id, d.day, a.branch_id, 'Asia/Jakarta', $3, 'working',
                (d.day + time '08:00') AT TIME ZONE 'Asia/Jakarta',
                (d.day + time '17:00') AT TIME ZONE 'Asia/Jakarta',
                CASE WHEN (a.id + d.n) % 17 = 0 THEN 'rejected' ELSE 'approved' END,
                CASE WHEN (a.id + d.n) % 9 = 0 THEN '{late}'::text[] ELSE '{}' END,
                (d.day + time '07:50' + ((a.id + d.n) % 40) * interval '1 minute') AT TIME ZONE 'Asia/Jakarta',
                (d.day + time '17:05') AT TIME ZONE 'Asia/Jakarta',
                CASE WHEN (a.id + d.n) % 9 = 0 THEN 22 ELSE 0 END, 480,
                (d.day + time '17:05') AT TIME ZONE 'Asia/Jakarta',
                (d.day + time '17:05') AT TIME ZONE 'Asia/Jakarta'
         FROM (SELECT id, branch_id FROM agents WHERE client_id = $1 AND id = ANY($2::int[])) a
         CROSS JOIN LATERAL (
           SELECT ($4::date - g) AS day, g AS n FROM generate_series(1, $5::int) g
         ) d
         RETURNING id, agent_id, date, check_in_at
       )
       INSERT INTO attendance_events (client_id, agent_id, record_id, type, client_event_id,
         body_hash, occurred_at, utc_offset_minutes, received_at, latitude, longitude,
         accuracy_meters, provider, working_location_id, distance_meters, response)
       SELECT $1, r.agent_id, r.id, 'check_in', 'hist-' || r.agent_id || '-' || r.date,
              md5(r.id::text), r.check_in_at, 420, r.check_in_at + interval '2 seconds',
              -6.2, 106.816666, 12, 'fused', NULL, 15,
              jsonb_build_object('data', jsonb_build_object('record', jsonb_build_object(
                'id', r.id, 'status', 'waiting_for_checkout')))
       FROM r`,
        [setup.clientId, batch, setup.shiftId, setup.today, HISTORY],
      );
      done += batch.length;
      if (performance.now() - last > 10_000 || done === ids.length) {
        last = performance.now();
        const rate = (done * HISTORY) / ((performance.now() - started) / 1000);
        console.log(
          `  history: ${n(done * HISTORY)} records + events (${n(Math.round(rate))} records/s)`,
        );
      }
    }
  });
  for (const c of writers) await c.end();
  await owner.query("SET session_replication_role = origin");
  const wrote = performance.now() - started;
  const vacuumStarted = performance.now();
  await owner.query("VACUUM (ANALYZE) attendance_records, attendance_events");
  const sizes = await owner.query<{ name: string; size: string; rows: string }>(
    `SELECT relname AS name, pg_size_pretty(pg_total_relation_size(oid)) AS size,
            reltuples::bigint::text AS rows
     FROM pg_class WHERE relname IN ('attendance_records', 'attendance_events') ORDER BY 1`,
  );
  figure(
    `history ${n(HISTORY)} days × ${n(WORKERS)} workers`,
    `${n(HISTORY * WORKERS)} records + ${n(HISTORY * WORKERS)} events in ${secs(wrote)} (${n(Math.round((HISTORY * WORKERS) / (wrote / 1000)))} records/s), VACUUM ANALYZE ${secs(performance.now() - vacuumStarted)}`,
  );
  figure(
    "table sizes (with indexes)",
    sizes.rows.map((r) => `${r.name} ${r.size} (~${n(Number(r.rows))} rows)`).join(", "),
  );
}

async function startServer(): Promise<string> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/start.ts")], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: ownerUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      SERVE_CONSOLE: "0",
      SEED_DEMO: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server = child;
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const ok = await fetch(`${base}/api/main/v1/auth/login`, { method: "OPTIONS" })
      .then(() => true)
      .catch(() => false);
    if (ok) return base;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not start:\n${output}`);
}

async function call(base: string, method: string, url: string, token: string, body?: unknown) {
  const startedAt = performance.now();
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - startedAt };
}

function stats(label: string, latencies: number[], extra = "") {
  const sorted = [...latencies].sort((a, b) => a - b);
  figure(
    label,
    `n ${n(sorted.length)}, p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted[sorted.length - 1] ?? Number.NaN)}${extra}`,
  );
}

async function measure(owner: pg.Client, setup: Setup): Promise<void> {
  const base = await startServer();
  const admin = (await adminLogin(base)).token;

  // Tokens: a few through the API (timed), the rest as session rows.
  const phones = await owner.query<{ id: number; phone_number: string }>(
    "SELECT id, phone_number FROM agents WHERE id = ANY($1::int[]) ORDER BY id",
    [setup.agents.map((a) => a.id)],
  );
  const tokens = new Map<number, string>();
  const loginTimes: number[] = [];
  const loginFailures: Record<string, number> = {};
  for (const row of phones.rows.slice(0, API_LOGINS)) {
    const startedAt = performance.now();
    const answer = await fetch(`${base}/api/main/v1/agent-auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phoneNumber: row.phone_number, pin: PIN }),
    });
    const text = await answer.text();
    loginTimes.push(performance.now() - startedAt);
    if (answer.status === 200)
      tokens.set(row.id, (JSON.parse(text) as { data: { token: string } }).data.token);
    else loginFailures[`${answer.status}`] = (loginFailures[`${answer.status}`] ?? 0) + 1;
  }
  stats(
    `agent login through the API (${API_LOGINS})`,
    loginTimes,
    Object.keys(loginFailures).length ? `; failures ${JSON.stringify(loginFailures)}` : "",
  );
  const direct = phones.rows.filter((row) => !tokens.has(row.id));
  const made = direct.map((row) => ({ id: row.id, token: randomBytes(32).toString("base64url") }));
  await owner.query(
    `INSERT INTO agent_sessions (token_hash, client_id, agent_id, expires_at)
     SELECT h, $1, a, now() + interval '1 day' FROM unnest($2::bytea[], $3::int[]) AS u(h, a)`,
    [
      setup.clientId,
      made.map((m) => createHash("sha256").update(m.token).digest()),
      made.map((m) => m.id),
    ],
  );
  for (const m of made) tokens.set(m.id, m.token);

  // Today's shift starts now (WIB), so every check-in below is on time.
  const now = Temporal.Now.zonedDateTimeISO(ZONE);
  const start = now.subtract({ minutes: 2 }).toPlainTime().toString({ smallestUnit: "minute" });
  const end = now.add({ hours: 8 }).toPlainTime().toString({ smallestUnit: "minute" });
  await owner.query("UPDATE shifts SET start_time = $2, end_time = $3 WHERE id = $1", [
    setup.shiftId,
    start,
    end,
  ]);
  const shiftDate = now.subtract({ minutes: 2 }).toPlainDate().toString();
  // The server's minute tick may already have opened today's records with the shift's old
  // times: drop the untouched ones, so the check-ins below open them with the new times.
  await owner.query(
    "DELETE FROM attendance_records WHERE client_id = $1 AND date >= $2::date AND check_in_at IS NULL",
    [setup.clientId, shiftDate],
  );

  const body = (agentId: number, type: "check_in" | "check_out", tag = "") => {
    const place = offsetPoint(
      LOCATION.latitude,
      LOCATION.longitude,
      (agentId % 50) + 5,
      agentId % 360,
    );
    return {
      type,
      clientEventId: `bench-${agentId}-${shiftDate}-${type}${tag}`,
      occurredAt: deviceTime(Temporal.Now.instant(), ZONE),
      latitude: place.latitude,
      longitude: place.longitude,
      accuracyMeters: 8 + (agentId % 20),
      isMock: false,
      offline: false,
      provider: "fused",
    };
  };
  const failures = (answers: { status: number; text: string }[]) => {
    const bad: Record<string, number> = {};
    for (const a of answers)
      if (a.status !== 201 && a.status !== 200) {
        const key = `${a.status} ${a.text.slice(0, 80)}`;
        bad[key] = (bad[key] ?? 0) + 1;
      }
    return Object.keys(bad).length ? `; NOT OK: ${JSON.stringify(bad)}` : "; all 200/201";
  };

  // Warm-up (JIT, pools): 50 check-ins of workers that take no further part.
  const ids = setup.agents.map((a) => a.id);
  for (const id of ids.slice(-50))
    await call(base, "POST", "/api/hcm/v1/agent/attendance", tokens.get(id)!, body(id, "check_in"));

  // (a) single client.
  const singleIds = ids.slice(0, SINGLE);
  const single: { status: number; text: string; ms: number }[] = [];
  const sentBodies = new Map<number, ReturnType<typeof body>>();
  for (const id of singleIds) {
    const sent = body(id, "check_in");
    sentBodies.set(id, sent);
    single.push(await call(base, "POST", "/api/hcm/v1/agent/attendance", tokens.get(id)!, sent));
  }
  stats(
    "(a) check-in, one client, sequential",
    single.map((a) => a.ms),
    failures(single),
  );
  const repeat: { status: number; text: string; ms: number }[] = [];
  for (const id of singleIds.slice(0, 200))
    repeat.push(
      await call(base, "POST", "/api/hcm/v1/agent/attendance", tokens.get(id)!, sentBodies.get(id)),
    );
  stats(
    "(a) repeat of a check-in (idempotent answer)",
    repeat.map((a) => a.ms),
    failures(repeat),
  );
  await owner.query(
    `DELETE FROM attendance_events WHERE client_id = $1 AND agent_id = ANY($2::int[]) AND occurred_at > now() - interval '1 day';
     `.trim(),
    [setup.clientId, [...singleIds, ...ids.slice(-50)]],
  );
  await owner.query(
    "DELETE FROM attendance_records WHERE client_id = $1 AND agent_id = ANY($2::int[]) AND date >= $3::date",
    [setup.clientId, [...singleIds, ...ids.slice(-50)], shiftDate],
  );

  // (b) the morning burst: every worker checks in once.
  const interval = BURST_SECONDS > 0 ? (BURST_SECONDS * 1000) / ids.length : 0;
  const burst: { status: number; text: string; ms: number }[] = [];
  let behind = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const burstStarted = performance.now();
  await pool(ids, CONCURRENCY, async (id, index) => {
    const due = burstStarted + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    else behind = Math.max(behind, -wait);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const answer = await call(
      base,
      "POST",
      "/api/hcm/v1/agent/attendance",
      tokens.get(id)!,
      body(id, "check_in"),
    );
    inFlight--;
    burst.push(answer);
  });
  const burstMs = performance.now() - burstStarted;
  stats(
    `(b) burst ${n(ids.length)} check-ins ${BURST_SECONDS > 0 ? `paced over ${BURST_SECONDS} s` : "as fast as possible"}`,
    burst.map((a) => a.ms),
    `; done in ${secs(burstMs)} (${n(Math.round(ids.length / (burstMs / 1000)))}/s), max in flight ${maxInFlight}, schedule lag max ${ms(behind)}${failures(burst)}`,
  );

  // (c) the Daily Approval list of today's rows.
  for (const limit of [50, 100]) {
    const times: number[] = [];
    let total = 0;
    let bad = 0;
    for (let page = 1; ; page++) {
      const answer = await call(
        base,
        "GET",
        `/api/hcm/v1/attendances?date=${shiftDate}&page=${page}&limit=${limit}`,
        admin,
      );
      times.push(answer.ms);
      if (answer.status !== 200) {
        bad++;
        if (page === 1) {
          figure(`(c) list limit ${limit}`, `${answer.status} ${answer.text.slice(0, 120)}`);
          break;
        }
        break;
      }
      const data = (JSON.parse(answer.text) as { data: { items: unknown[]; totalItems: number } })
        .data;
      total = data.totalItems;
      if (data.items.length < limit || page * limit >= total) break;
    }
    if (bad === 0 || times.length > 1)
      stats(`(c) list of ${n(total)} rows, limit ${limit}, every page in turn`, times);
  }
  const pages = Math.max(1, Math.ceil(ids.length / 50));
  const concurrent: number[] = [];
  const until = performance.now() + 10_000;
  await pool(
    Array.from({ length: 16 }, (_, i) => i),
    16,
    async (i) => {
      let page = 1 + ((i * 37) % pages);
      while (performance.now() < until) {
        const answer = await call(
          base,
          "GET",
          `/api/hcm/v1/attendances?date=${shiftDate}&page=${page}&limit=50`,
          admin,
        );
        if (answer.status === 200) concurrent.push(answer.ms);
        page = 1 + ((page * 7 + 13) % pages);
      }
    },
  );
  stats("(c) list, 16 clients on random pages for 10 s (limit 50)", concurrent);

  // (d) check-outs, one client.
  const checkout: { status: number; text: string; ms: number }[] = [];
  for (const id of singleIds)
    checkout.push(
      await call(
        base,
        "POST",
        "/api/hcm/v1/agent/attendance",
        tokens.get(id)!,
        body(id, "check_out"),
      ),
    );
  stats(
    "(d) check-out, one client, sequential",
    checkout.map((a) => a.ms),
    failures(checkout),
  );
}
