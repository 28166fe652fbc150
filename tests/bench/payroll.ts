/**
 * npm run bench:payroll — payroll runs (issue 17: "a general report for 10,000 workers
 * computed and persisted in ≤ 10 s on this machine"). Against a scratch database seeded like
 * `npm start`, a client of BENCH_WORKERS (default 10,000) workers in one monthly group (three
 * components, a PPh 21 configuration) with a month of attendance (every scheduled weekday
 * approved), made set-based as the owner, it prints:
 *
 *   create → draft       POST /payroll-reports (202) until GET says draft: members, seconds,
 *                        lines/s, peak RSS of this process (the job runs here, as in `npm start`)
 *   recompute ×3         the same report's POST /recompute until draft, each
 *   GET /details         page latency p50 / p95 while a recompute is computing
 *   3 clients at once    BENCH_CLIENTS (default 3) more clients of BENCH_OTHER_WORKERS (default
 *                        10,000) create their reports at the same moment: the wall time and each
 *
 * No assertions: it prints figures (and fails only when a request is refused or a run fails).
 */
import { performance } from "node:perf_hooks";
import type pg from "pg";
import { seedScale } from "../../services/db/seed/scale.ts";
import {
  exitOnHelp,
  machineLine,
  quantile,
  seconds,
  withBenchStack,
  withOwner,
} from "./support.ts";

exitOnHelp(
  "usage: npm run bench:payroll (env BENCH_WORKERS=10000, BENCH_CLIENTS=3, BENCH_OTHER_WORKERS=10000)",
);

const WORKERS = Number(process.env["BENCH_WORKERS"] ?? 10_000);
const CLIENTS = Number(process.env["BENCH_CLIENTS"] ?? 3);
const OTHER_WORKERS = Number(process.env["BENCH_OTHER_WORKERS"] ?? 10_000);
const HCM = "/api/hcm/v1";
const PERIOD = "2026-10";

async function login(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/main/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function call(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ ms: number; data: Record<string, any> }> {
  const started = performance.now();
  const response = await fetch(`${base}${HCM}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
  return { ms, data: (JSON.parse(text) as { data: Record<string, any> }).data };
}

/**
 * One monthly group of the client's first `count` active workers (set-based, as the owner):
 * three components (prorate, daily_fee, fixed_rate), a PPh 21 configuration, salaries spread
 * around UMP DKI, and a month of attendance (weekdays approved) in PERIOD.
 */
async function prepareGroup(owner: pg.Client, email: string, count: number): Promise<number> {
  const { rows } = await owner.query<{ client_id: number }>(
    "SELECT client_id FROM users WHERE email = $1",
    [email],
  );
  const clientId = rows[0]!.client_id;
  const tax = await owner.query<{ id: number }>(
    `INSERT INTO tax_configurations (client_id, kind, name) VALUES ($1, 'pph21_non_final', 'Bench PPh 21')
     RETURNING id`,
    [clientId],
  );
  const group = await owner.query<{ id: number }>(
    `INSERT INTO payroll_groups (client_id, name, shift_config, salary_type, cycle, cutoff_day, pay_day,
       tax_configuration_id)
     VALUES ($1, 'Bench Bulanan', 'without_shift', 'per_cycle', 'monthly', 1, 25, $2) RETURNING id`,
    [clientId, tax.rows[0]!.id],
  );
  const groupId = group.rows[0]!.id;
  await owner.query(
    `WITH c AS (
       INSERT INTO payroll_components (client_id, name, code, scheme, add_or_sub, mode, default_amount)
       VALUES ($1, 'Bench Transport', 'bench_transport', 'Rp', 'add', 'prorate', 500000),
              ($1, 'Bench Makan', 'bench_meals', 'Rp', 'add', 'daily_fee', 25000),
              ($1, 'Bench Jabatan', 'bench_position', 'Rp', 'add', 'fixed_rate', 1000000)
       RETURNING id, default_amount)
     INSERT INTO payroll_group_components (client_id, payroll_group_id, component_id, amount, position)
     SELECT $1, $2, id, default_amount, row_number() OVER (ORDER BY id) FROM c`,
    [clientId, groupId],
  );
  const agents = await owner.query<{ id: number }>(
    `SELECT id FROM agents WHERE client_id = $1 AND worker_status = 'active' ORDER BY id LIMIT $2`,
    [clientId, count],
  );
  const ids = agents.rows.map((r) => r.id);
  await owner.query(
    `INSERT INTO payroll_group_members (client_id, payroll_group_id, agent_id, effective_from,
       basic_salary, ptkp_status)
     SELECT $1, $2, a.id, '2026-01-01', 5729876 + (a.n % 11) * 250000,
            CASE WHEN a.n % 3 = 0 THEN 'K/1' ELSE 'TK/0' END
       FROM unnest($3::int[]) WITH ORDINALITY AS a(id, n)`,
    [clientId, groupId, ids],
  );
  await owner.query(
    `INSERT INTO attendance_records (client_id, agent_id, date, day_type, status, worked_minutes)
     SELECT $1, a.id, d::date, 'working', CASE WHEN (a.id + extract(day FROM d)::int) % 29 = 0
                                                THEN 'rejected' ELSE 'approved' END, 480
       FROM unnest($2::int[]) AS a(id)
      CROSS JOIN generate_series($3::date, ($3::date + interval '1 month' - interval '1 day'), interval '1 day') d
      WHERE extract(isodow FROM d) < 6
     ON CONFLICT DO NOTHING`,
    [clientId, ids, `${PERIOD}-01`],
  );
  await owner.query("ANALYZE attendance_records; ANALYZE payroll_group_members; ANALYZE agents");
  return groupId;
}

/** Polls the report until it leaves computing; answers the report and the time it took. */
async function untilSettled(base: string, token: string, id: number, started: number) {
  for (;;) {
    const { data } = await call(base, token, "GET", `/payroll-reports/${id}`);
    if (data["status"] !== "computing") {
      if (data["status"] !== "draft") throw new Error(`report ${id}: ${JSON.stringify(data)}`);
      return { report: data, ms: performance.now() - started };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const rss = () => `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB peak RSS`;
const row = (label: string, ms: number, extra = "") =>
  console.log(`${label.padEnd(24)} ${seconds(ms).padStart(9)}${extra ? `  ${extra}` : ""}`);

await withBenchStack("payroll", { jobs: true }, async ({ base, ownerUrl }) => {
  const started = performance.now();
  const main = {
    client: "PT Bench Payroll",
    email: "payroll-run@bench.test",
    password: "Bench-payroll-1",
  };
  const others = Array.from({ length: CLIENTS }, (_, i) => ({
    client: `PT Bench Payroll ${i + 1}`,
    email: `payroll-run-${i + 1}@bench.test`,
    password: "Bench-payroll-1",
  }));
  // The scale seed makes some workers inactive: enough agents for the members to be active.
  const agentsFor = (members: number) => Math.ceil(members * 1.15) + 50;
  await seedScale(ownerUrl, { ...main, agents: agentsFor(WORKERS) });
  for (const other of others)
    await seedScale(ownerUrl, { ...other, agents: agentsFor(OTHER_WORKERS) });
  const groups = await withOwner(ownerUrl, async (owner) => {
    const list = [await prepareGroup(owner, main.email, WORKERS)];
    for (const other of others) list.push(await prepareGroup(owner, other.email, OTHER_WORKERS));
    return list;
  });
  console.log(`data ready in ${seconds(performance.now() - started)}; ${machineLine()}`);

  const token = await login(base, main.email, main.password);
  const createdAt = performance.now();
  const created = await call(base, token, "POST", "/payroll-reports", {
    name: "Bench Oktober 2026",
    type: "general",
    payrollGroupId: groups[0],
    period: PERIOD,
  });
  const id = created.data["id"] as number;
  const first = await untilSettled(base, token, id, createdAt);
  const lines = first.report["lineCount"] as number;
  row(
    "create → draft",
    first.ms,
    `${lines.toLocaleString("en")} members, ${Math.round(lines / (first.ms / 1000)).toLocaleString("en")} lines/s, ${rss()} (target ≤ 10 s for 10,000)`,
  );

  for (let i = 1; i <= 3; i++) {
    const at = performance.now();
    await call(base, token, "POST", `/payroll-reports/${id}/recompute`);
    const again = await untilSettled(base, token, id, at);
    row(
      `recompute #${i}`,
      again.ms,
      `${again.report["lineCount"]} lines (no duplicates), ${Math.round(again.report["lineCount"] / (again.ms / 1000)).toLocaleString("en")} lines/s, ${rss()}`,
    );
  }

  // Page latency of the lines while a recompute is writing them.
  const at = performance.now();
  await call(base, token, "POST", `/payroll-reports/${id}/recompute`);
  const latencies: number[] = [];
  let page = 1;
  for (;;) {
    const answer = await call(
      base,
      token,
      "GET",
      `/payroll-reports/${id}/details?limit=50&page=${page}`,
    );
    latencies.push(answer.ms);
    page = (page % 100) + 1;
    const { data } = await call(base, token, "GET", `/payroll-reports/${id}`);
    if (data["status"] !== "computing") break;
  }
  row(
    "GET /details (computing)",
    performance.now() - at,
    `${latencies.length} pages of 50: p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms`,
  );

  if (CLIENTS > 0) {
    const tokens = await Promise.all(others.map((o) => login(base, o.email, o.password)));
    const wall = performance.now();
    const runs = await Promise.all(
      tokens.map(async (otherToken, i) => {
        const t0 = performance.now();
        const made = await call(base, otherToken, "POST", "/payroll-reports", {
          name: "Bench concurrent",
          type: "general",
          payrollGroupId: groups[i + 1],
          period: PERIOD,
        });
        return untilSettled(base, otherToken, made.data["id"] as number, t0);
      }),
    );
    row(
      `${CLIENTS} clients at once`,
      performance.now() - wall,
      runs
        .map((r, i) => `client ${i + 1}: ${r.report["lineCount"]} lines in ${seconds(r.ms)}`)
        .join("; ") + `; ${rss()}`,
    );
  }
});
