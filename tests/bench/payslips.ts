/**
 * npm run bench:payslips — the payslip archive (issue 17: GET /payroll-reports/:id/payslips.zip
 * streams one PDF per worker, drawn in bounded chunks so memory stays flat for 10,000 workers).
 * Against a scratch database seeded like `npm start`, it makes BENCH_LINES (default 1,000)
 * workers of PT Maju Jaya and a draft report with one line each (as the owner: the run is
 * another module's), then downloads the zip through HTTP as the demo admin and prints:
 *
 *   the wall time and PDFs per second, the archive's size and entry count (from its end
 *   record), and the process's RSS before and at its peak while streaming (the server runs in
 *   this process, so the peak covers server and client).
 *
 * The embedded PostgreSQL listens on EMBEDDED_PG_PORT (default 54329). No assertions beyond
 * the entry count: it prints figures.
 */
import { performance } from "node:perf_hooks";
import { testNik } from "../support/nik.ts";
import {
  adminLogin,
  exitOnHelp,
  machineLine,
  seconds,
  withBenchStack,
  withOwner,
} from "./support.ts";

exitOnHelp("usage: npm run bench:payslips (env BENCH_LINES=1000, EMBEDDED_PG_PORT)");

const LINES = Number(process.env["BENCH_LINES"] ?? 1000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

await withBenchStack("payslips", { jobs: false }, async ({ base, ownerUrl }) => {
  const { token, clientId } = await adminLogin(base);
  const reportId = await withOwner(ownerUrl, async (owner) => {
    const branch = await owner.query<{ id: number }>(
      "SELECT id FROM branches WHERE client_id = $1 ORDER BY id LIMIT 1",
      [clientId],
    );
    const niks = Array.from({ length: LINES }, (_, i) => testNik(90_000_000 + i));
    const agents = await owner.query<{ id: number }>(
      `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type, branch_id)
       SELECT $1, 'Pekerja Bench ' || n, nik, '81' || lpad(n::text, 9, '0'), '2024-01-01', 'pkwt', $2
         FROM unnest($3::text[]) WITH ORDINALITY AS t(nik, n) RETURNING id`,
      [clientId, branch.rows[0]!.id, niks],
    );
    const report = await owner.query<{ id: number }>(
      `INSERT INTO payroll_reports (client_id, name, type, period, period_start, period_end, pay_date, status)
       VALUES ($1, 'Bench payslips', 'direct', '2026-01', '2026-01-01', '2026-01-31', '2026-01-28', 'draft')
       RETURNING id`,
      [clientId],
    );
    const id = report.rows[0]!.id;
    const lines = JSON.stringify([
      {
        code: "basic_salary",
        label: "Basic salary",
        amount: 6_000_000,
        type: "earning",
        rule: "bench",
      },
      { code: "c_meal", label: "Tunjangan Makan", amount: 400_000, type: "earning", rule: "bench" },
      {
        code: "c_transport",
        label: "Tunjangan Transport",
        amount: 300_000,
        type: "earning",
        rule: "bench",
      },
      {
        code: "bpjs_kesehatan_worker",
        label: "BPJS Kesehatan",
        amount: 60_000,
        type: "deduction",
        rule: "bench",
      },
      {
        code: "bpjs_jht_worker",
        label: "BPJS JHT",
        amount: 120_000,
        type: "deduction",
        rule: "bench",
      },
      {
        code: "bpjs_jp_worker",
        label: "BPJS JP",
        amount: 60_000,
        type: "deduction",
        rule: "bench",
      },
      { code: "pph21", label: "PPh 21", amount: 100_500, type: "tax", rule: "bench" },
      {
        code: "bpjs_kesehatan_employer",
        label: "BPJS Kesehatan",
        amount: 240_000,
        type: "employer",
        rule: "bench",
      },
      {
        code: "bpjs_jht_employer",
        label: "BPJS JHT",
        amount: 222_000,
        type: "employer",
        rule: "bench",
      },
      { code: "bpjs_jkk", label: "JKK", amount: 14_400, type: "employer", rule: "bench" },
    ]);
    await owner.query(
      `INSERT INTO payroll_report_details (client_id, report_id, agent_id, agent_name, employee_number,
          branch_name, tax_year, tax_month, basic_salary, gross, taxable_gross, pph21,
          employee_deductions, employer_contributions, net, lines, payment_method, bank_name,
          account_number, account_name)
       SELECT $1, $2, a.id, a.full_name, 'B' || a.id, 'Bench', 2026, 1, 6000000, 6700000, 6954400,
              100500, 340500, 476400, 6359500, $3::jsonb, 'bank_transfer', 'BCA', '12345' || a.id, a.full_name
         FROM unnest($4::int[]) AS t(id) JOIN agents a ON a.id = t.id`,
      [clientId, id, lines, agents.rows.map((row) => row.id)],
    );
    return id;
  });

  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const response = await fetch(`${base}/api/hcm/v1/payroll-reports/${reportId}/payslips.zip`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) throw new Error(`zip: ${response.status}`);
  let size = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    tail = Buffer.concat([tail, Buffer.from(chunk)]).subarray(-65_536);
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = end >= 0 ? tail.readUInt16LE(end + 10) : -1;
  // The end record counts 16 bits; zip64 archives say 0xffff there.
  const counted = entries === 0xffff ? `${LINES} (zip64)` : String(entries);

  console.log(machineLine());
  console.log(
    `payslips.zip ${LINES} lines   ${seconds(ms)}  (${((LINES / ms) * 1000).toFixed(0)} PDFs/s)`,
  );
  console.log(`archive      ${mb(size)}, ${counted} entries`);
  console.log(`RSS          before ${mb(before)}, peak ${mb(peak)} (+${mb(peak - before)})`);
  if (entries !== 0xffff && entries !== LINES)
    throw new Error(`expected ${LINES} entries, got ${entries}`);
});
