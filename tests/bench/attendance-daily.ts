/**
 * The Daily Approval list at 10,000 records of one day (issue 14: "the Daily Approval list of
 * 10,000 rows pages in p95 ≤ 100 ms"). On a scratch database migrated and seeded like `npm
 * start` (dropped afterwards) it adds BENCH_RECORDS (default 10,000) employees of one branch
 * with one record each on one day (statuses and flags spread), plus BENCH_OTHER_DAYS (default
 * 30) earlier days of the same records, so the day is a slice of a larger table; then times
 * GET /api/hcm/v1/attendances over HTTP (100 rows a page, every page) for:
 *
 *   default   the day sorted by employee name
 *   status    the day's pending records
 *   search    a name search matching every record of the day (the worst case)
 *   narrow    a name search matching a few
 *   checkIn   sorted by check-in time, newest first
 *
 * and prints p50/p95/max per case, then times one bulk approval of 500 records. No
 * assertions; target p95 ≤ 100 ms per page. `npm run bench:attendance-daily`; another bench
 * may call {@link benchDailyApproval} with its own stack.
 */

import { performance } from "node:perf_hooks";
import type pg from "pg";
import { insertDay } from "../support/attendanceRows.ts";
import { adminLogin, exitOnHelp, percentile, withBenchStack, withOwner } from "./support.ts";

const RECORDS = Number(process.env["BENCH_RECORDS"] ?? 10_000);
const OTHER_DAYS = Number(process.env["BENCH_OTHER_DAYS"] ?? 30);
const DAY = "2026-11-20";

/** Times every page of each case against a running stack at `base`; prints and answers them. */
export async function benchDailyApproval(
  base: string,
  owner: pg.Client,
  records = RECORDS,
): Promise<Record<string, { p50: number; p95: number; max: number; requests: number }>> {
  const { token, clientId } = await adminLogin(base);
  const headers = { authorization: `Bearer ${token}` };
  const branch = await owner.query<{ id: number }>(
    "SELECT id FROM branches WHERE client_id = $1 ORDER BY id LIMIT 1",
    [clientId],
  );
  const branchId = branch.rows[0]!.id;
  console.log(`adding ${records.toLocaleString("en-US")} records on ${DAY}…`);
  const agentIds = await insertDay(owner, clientId, branchId, DAY, records);
  if (OTHER_DAYS > 0) {
    console.log(`adding ${OTHER_DAYS} earlier days of the same employees…`);
    await owner.query(
      `INSERT INTO attendance_records (client_id, agent_id, date, branch_id, day_type, status,
         check_in_at, check_out_at, worked_minutes)
       SELECT $1, agent_id, $2::date - d, $3, 'working', 'approved',
              ($2::date - d) + time '01:00', ($2::date - d) + time '10:00', 480
       FROM unnest($4::int[]) AS agent_id, generate_series(1, $5) AS d`,
      [clientId, DAY, branchId, agentIds, OTHER_DAYS],
    );
  }
  await owner.query("ANALYZE attendance_records; ANALYZE agents");

  const cases: Record<string, string> = {
    default: `date=${DAY}`,
    status: `date=${DAY}&status=pending`,
    search: `date=${DAY}&q=Load`,
    narrow: `date=${DAY}&q=0042`,
    checkIn: `date=${DAY}&sort=-checkInAt`,
    branch: `date=${DAY}&branchId=${branchId}&flag=late`,
  };
  const results: Record<string, { p50: number; p95: number; max: number; requests: number }> = {};
  for (const [name, query] of Object.entries(cases)) {
    const get = async (page: number) => {
      const started = performance.now();
      const answer = await fetch(`${base}/api/hcm/v1/attendances?${query}&limit=100&page=${page}`, {
        headers,
      });
      const body = (await answer.json()) as { data: { totalItems: number } };
      if (answer.status !== 200) throw new Error(`${name}: ${answer.status}`);
      return { ms: performance.now() - started, total: body.data.totalItems };
    };
    await get(1); // warm-up
    const first = await get(1);
    const pages = Math.max(1, Math.ceil(first.total / 100));
    const times: number[] = [];
    for (let page = 1; page <= pages; page++) times.push((await get(page)).ms);
    times.sort((a, b) => a - b);
    results[name] = {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.at(-1) ?? 0,
      requests: times.length,
    };
    console.log(
      `${name.padEnd(8)} ${String(first.total).padStart(6)} rows, ${pages} pages: ` +
        `p50 ${results[name].p50.toFixed(1)} ms, p95 ${results[name].p95.toFixed(1)} ms, ` +
        `max ${results[name].max.toFixed(1)} ms`,
    );
  }
  console.log("target: p95 ≤ 100 ms per page");

  // One bulk decision of the most a request may carry (500), through the records' rule.
  const pending = await owner.query<{ id: string }>(
    `SELECT id::text FROM attendance_records WHERE client_id = $1 AND date = $2 AND status = 'pending'
     ORDER BY id LIMIT 500`,
    [clientId, DAY],
  );
  const started = performance.now();
  const bulk = await fetch(`${base}/api/hcm/v1/attendances/decisions`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({
      ids: pending.rows.map((row) => Number(row.id)),
      decision: "approve",
      note: "bench",
    }),
  });
  const decided = (await bulk.json()) as { data: { updatedIds: number[] } };
  const bulkMs = performance.now() - started;
  console.log(
    `bulk     ${decided.data.updatedIds.length} records approved in one request: ${bulkMs.toFixed(0)} ms`,
  );
  results["bulk500"] = { p50: bulkMs, p95: bulkMs, max: bulkMs, requests: 1 };
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  exitOnHelp(
    "usage: npm run bench:attendance-daily (env BENCH_RECORDS=10000 records of the day, " +
      "BENCH_OTHER_DAYS=30 earlier days)",
  );
  await withBenchStack("daily", {}, ({ base, ownerUrl }) =>
    withOwner(ownerUrl, (owner) => benchDailyApproval(base, owner).then(() => undefined)),
  );
}
