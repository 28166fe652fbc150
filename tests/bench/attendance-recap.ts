/**
 * npm run bench:attendance-recap — issue 14, Attendance Recap at scale. On a scratch
 * database migrated and seeded like `npm start` (dropped afterwards) it adds BENCH_AGENTS
 * (default 10,000) employees and one daily record each for every day of March 2026 (31 days:
 * a mix of statuses, late flags, overtime and days off), then times over HTTP, BENCH_RUNS
 * (default 20) times each:
 *
 *   recap page    GET /attendance-recap?from=2026-03-01&to=2026-03-31 (page 1, by name)
 *   recap sorted  the same sorted by -overtimeMinutes, and searched by name
 *   daily page    GET /attendance-overview/daily-overview?date=2026-03-15 (page 1)
 *   activity      GET /attendance-overview/activity-logs?date=2026-03-15 (page 1)
 *   export        GET /attendance-recap/export (XLSX, all 10,000 rows; 3 runs)
 *
 * and prints median and p95. No assertions.
 */

import { performance } from "node:perf_hooks";
import {
  adminLogin,
  exitOnHelp,
  machineLine,
  quantile,
  withBenchStack,
  withOwner,
} from "./support.ts";

exitOnHelp(
  "usage: npm run bench:attendance-recap (env BENCH_AGENTS=10000 employees, BENCH_RUNS=20 runs a case, " +
    "BENCH_EXPLAIN=1 prints the recap query plans)",
);

const AGENTS = Number(process.env["BENCH_AGENTS"] ?? 10_000);
const RUNS = Number(process.env["BENCH_RUNS"] ?? 20);

await withBenchStack("recap", { jobs: false }, ({ base, db, ownerUrl }) =>
  withOwner(ownerUrl, async (owner) => {
    const { token, clientId } = await adminLogin(base);
    const headers = { authorization: `Bearer ${token}` };
    const hcm = `${base}/api/hcm/v1`;

    console.log(`adding ${AGENTS.toLocaleString("en-US")} employees × 31 days of records…`);
    let started = performance.now();
    await owner.query(
      `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type, branch_id)
       SELECT $1, 'Bench ' || i, '3171' || lpad(i::text, 12, '0'), '89' || lpad(i::text, 9, '0'),
              '2025-01-01', 'pkwt',
              (SELECT array_agg(id ORDER BY id) FROM branches WHERE client_id = $1)
                [1 + i % (SELECT count(*) FROM branches WHERE client_id = $1)]
       FROM generate_series(1, $2) i`,
      [clientId, AGENTS],
    );
    const shift = await owner.query<{ id: number }>(
      `INSERT INTO shifts (client_id, code, name, start_time, end_time, break_minutes)
       VALUES ($1, 'BENCH-P', 'Bench pagi', '08:00', '17:00', 60) RETURNING id`,
      [clientId],
    );
    await owner.query(
      `INSERT INTO attendance_records (client_id, agent_id, date, branch_id, timezone, shift_id, day_type,
         scheduled_start, scheduled_end, status, flags, check_in_at, check_out_at, late_minutes, worked_minutes)
       SELECT $1, a.id, d::date, a.branch_id, 'Asia/Jakarta', $2,
              CASE WHEN extract(isodow FROM d) = 7 THEN 'day_off' ELSE 'working' END,
              d + interval '1 hour', d + interval '10 hours',
              CASE WHEN extract(isodow FROM d) = 7 THEN 'day_off'
                   WHEN (a.id + extract(day FROM d)::int) % 17 = 0 THEN 'rejected'
                   WHEN (a.id + extract(day FROM d)::int) % 23 = 0 THEN 'paid_leave'
                   WHEN (a.id + extract(day FROM d)::int) % 29 = 0 THEN 'sick_leave'
                   WHEN (a.id + extract(day FROM d)::int) % 13 = 0 THEN 'overtime'
                   ELSE 'approved' END,
              CASE WHEN (a.id + extract(day FROM d)::int) % 7 = 0 THEN '{late}'::text[] ELSE '{}' END,
              d + interval '1 hour', d + interval '10 hours', 0,
              CASE WHEN extract(isodow FROM d) = 7 THEN 0 ELSE 480 + (a.id % 3) * 60 END
       FROM agents a, generate_series('2026-03-01'::timestamp, '2026-03-31', '1 day') d
       WHERE a.client_id = $1 AND a.full_name LIKE 'Bench %'`,
      [clientId, shift.rows[0]!.id],
    );
    // A check-in event per record on the 15th (activity logs).
    await owner.query(
      `INSERT INTO attendance_events (client_id, agent_id, record_id, type, client_event_id, body_hash,
         occurred_at, utc_offset_minutes, latitude, longitude, accuracy_meters, response)
       SELECT r.client_id, r.agent_id, r.id, 'check_in', 'bench-' || r.id, 'h', r.check_in_at, 420,
              -6.2, 106.8, 10, '{}'
       FROM attendance_records r WHERE r.client_id = $1 AND r.date = '2026-03-15'`,
      [clientId],
    );
    await owner.query("ANALYZE");
    await owner.query("VACUUM attendance_records");
    console.log(`data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const time = async (name: string, url: string, runs = RUNS) => {
      const times: number[] = [];
      let bytes = 0;
      for (let run = 0; run < runs + 1; run++) {
        started = performance.now();
        const answer = await fetch(`${hcm}${url}`, { headers });
        const body = Buffer.from(await answer.arrayBuffer());
        if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${body}`);
        bytes = body.length;
        if (run > 0) times.push(performance.now() - started); // the first warms the caches
      }
      console.log(
        `${name.padEnd(14)} median ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms (${bytes.toLocaleString("en-US")} bytes)`,
      );
    };
    if (process.env["BENCH_EXPLAIN"]) {
      const { listRecap } = await import("../../services/hcm/attendance/overview/recapRepo.ts");
      await db.tenant(clientId, async (tx) => {
        const original = tx.query;
        const query = original.bind(tx);
        (tx as { query: unknown }).query = async (text: string, values: unknown[]) => {
          if (!/^\s*(WITH|SELECT)/.test(text)) return query(text, values);
          const plan = await query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
          console.log(plan.rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n"));
          return query(text, values);
        };
        const filter = { from: "2026-03-01", to: "2026-03-31", branchId: null, q: null };
        try {
          await listRecap(tx, clientId, filter, { limit: 10, page: 1, sort: undefined });
          await listRecap(tx, clientId, filter, { limit: 10, page: 1, sort: "-present" });
        } finally {
          // The connection goes back to the pool: later requests must not be explained.
          tx.query = original;
        }
      });
    }
    const period = "from=2026-03-01&to=2026-03-31";
    await time("recap page", `/attendance-recap?${period}`);
    await time("recap sorted", `/attendance-recap?${period}&sort=-overtimeMinutes&q=Bench%201`);
    await time("daily page", "/attendance-overview/daily-overview?date=2026-03-15");
    await time("activity", "/attendance-overview/activity-logs?date=2026-03-15");
    await time("export xlsx", `/attendance-recap/export?${period}&format=xlsx`, 3);
    await time("export csv", `/attendance-recap/export?${period}&format=csv`, 3);
    console.log(machineLine());
  }),
);
