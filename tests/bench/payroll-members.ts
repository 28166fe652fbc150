/**
 * npm run bench:payroll-members — payroll group member sets (issue 16: "1,000–5,000 members
 * save in well under a second"). Against a scratch database seeded like `npm start`, PT Maju
 * Jaya topped up to 6,000 employees and BENCH_CLIENTS (default 10) more clients of 1,000
 * employees each (services/db/seed/scale.ts), it prints the wall time of:
 *
 *   PUT members 1,000   a new group's first 1,000 members (set-based: one insert each table)
 *   PUT again   1,000   the same terms again (nothing written: the idempotent path)
 *   PUT members 5,000   5,000 members moved from that group and others (end-dating included)
 *   upload XLSX 1,000   POST /members/upload of a 1,000-row workbook (parse + checks + write)
 *   10 clients at once  each client's PUT of 1,000 members at the same moment: the wall time
 *                       and the slowest request
 *
 * No assertions: it prints figures (and fails only when a request is refused).
 */
import { performance } from "node:perf_hooks";
import writeXlsxFile from "write-excel-file/node";
import { seedScale } from "../../services/db/seed/scale.ts";
import {
  ADMIN_LOGIN,
  exitOnHelp,
  machineLine,
  seconds,
  withBenchStack,
  withOwner,
} from "./support.ts";

exitOnHelp("usage: npm run bench:payroll-members (env BENCH_CLIENTS=10 concurrent clients)");

const CLIENTS = Number(process.env["BENCH_CLIENTS"] ?? 10);
const HCM = "/api/hcm/v1";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

type Worker = { id: number; nik: string };

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
  body: unknown,
  contentType = "application/json",
): Promise<{ ms: number; data: unknown }> {
  const started = performance.now();
  const response = await fetch(`${base}${HCM}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": contentType },
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
  return { ms, data: (JSON.parse(text) as { data: unknown }).data };
}

async function newGroup(base: string, token: string, name: string): Promise<number> {
  const { data } = await call(base, token, "POST", "/payroll-groups", {
    name,
    salaryType: "per_cycle",
    shiftConfig: "without_shift",
    cycle: "monthly",
    payDay: 25,
    socialInsurance: { programs: "jkk_jkm_jht", paidBy: "client" },
  });
  return (data as { id: number }).id;
}

const members = (workers: readonly Worker[], salary: number) =>
  workers.map((worker, i) => ({
    agentId: worker.id,
    basicSalary: salary + (i % 11) * 250_000,
    ptkp: i % 3 === 0 ? "K/1" : "TK/0",
    recipient: "permanent_employee",
  }));

const row = (label: string, ms: number, extra = "") =>
  console.log(`${label.padEnd(22)} ${seconds(ms).padStart(9)}${extra ? `  ${extra}` : ""}`);

await withBenchStack("payroll_members", { jobs: false }, async ({ base, ownerUrl }) => {
  const started = performance.now();
  await seedScale(ownerUrl, { client: "PT Maju Jaya", ...ADMIN_LOGIN, agents: 6_000 });
  const others = Array.from({ length: CLIENTS }, (_, i) => ({
    client: `PT Bench Payroll ${i + 1}`,
    email: `payroll-bench-${i + 1}@bench.test`,
    password: "Bench-payroll-1",
  }));
  for (const other of others) await seedScale(ownerUrl, { ...other, agents: 1_000 });
  const workersOf = (email: string, limit: number) =>
    withOwner(ownerUrl, async (owner) => {
      const { rows } = await owner.query<Worker>(
        `SELECT a.id, a.nik FROM agents a JOIN users u ON u.client_id = a.client_id
          WHERE u.email = $1 AND a.worker_status = 'active'
            AND NOT EXISTS (SELECT 1 FROM payroll_group_members m WHERE m.agent_id = a.id)
          ORDER BY a.id LIMIT $2`,
        [email, limit],
      );
      return rows;
    });
  console.log(`data ready in ${seconds(performance.now() - started)}; ${machineLine()}`);

  const token = await login(base, ADMIN_LOGIN.email, ADMIN_LOGIN.password);
  const workers = await workersOf(ADMIN_LOGIN.email, 5_000);
  if (workers.length < 5_000) throw new Error(`only ${workers.length} free workers`);

  const first = await newGroup(base, token, "Bench 1000");
  const put1000 = await call(base, token, "PUT", `/payroll-groups/${first}/members`, {
    members: members(workers.slice(0, 1_000), 5_729_876),
  });
  row("PUT members 1,000", put1000.ms, JSON.stringify(put1000.data));
  const again = await call(base, token, "PUT", `/payroll-groups/${first}/members`, {
    members: members(workers.slice(0, 1_000), 5_729_876),
  });
  row("PUT again   1,000", again.ms, "(same terms: no row written)");

  const big = await newGroup(base, token, "Bench 5000");
  const put5000 = await call(base, token, "PUT", `/payroll-groups/${big}/members`, {
    members: members(workers, 6_000_000),
  });
  row("PUT members 5,000", put5000.ms, "(1,000 of them moved from the first group)");

  const uploadGroup = await newGroup(base, token, "Bench upload");
  const sheet = await writeXlsxFile([
    ["NIK", "Basic Salary", "PTKP", "Recipient"],
    ...workers.slice(0, 1_000).map((w, i) => [w.nik, 5_729_876 + i, "TK/0", "permanent_employee"]),
  ]).toBuffer();
  const upload = await call(
    base,
    token,
    "POST",
    `/payroll-groups/${uploadGroup}/members/upload?fileName=bench.xlsx`,
    sheet,
    XLSX,
  );
  row("upload XLSX 1,000", upload.ms, `${(sheet.length / 1024).toFixed(0)} kB`);

  const prepared = await Promise.all(
    others.map(async (other) => {
      const otherToken = await login(base, other.email, other.password);
      const group = await newGroup(base, otherToken, "Bench concurrent");
      return { token: otherToken, group, workers: await workersOf(other.email, 1_000) };
    }),
  );
  const wall = performance.now();
  const answers = await Promise.all(
    prepared.map((p) =>
      call(base, p.token, "PUT", `/payroll-groups/${p.group}/members`, {
        members: members(p.workers, 5_729_876),
      }),
    ),
  );
  const slowest = Math.max(...answers.map((a) => a.ms));
  row(
    `${CLIENTS} clients at once`,
    performance.now() - wall,
    `slowest ${seconds(slowest)}; ${prepared.reduce((n, p) => n + p.workers.length, 0).toLocaleString("en")} members`,
  );
});
