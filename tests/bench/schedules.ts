/**
 * npm run bench:schedules — bulk assign at 10,000 employees × 31 days (issue 13: "10,000
 * employees × 31 days must be generated in ≤ 20 s"). On a scratch database migrated and
 * seeded like `npm start` (dropped afterwards; the demo data is not touched) it adds
 * BENCH_AGENTS (default 10,000) employees over the demo client's branches, a 5-day master
 * schedule (Monday–Friday morning, Saturday night across midnight, Sunday off), then:
 *
 *   single      POST /employee-schedules/assign for March 2026 (national holidays and
 *               collective leave in it) → polled every 100 ms until completed
 *   concurrent  BENCH_CONCURRENT (default 3) assigns sent at once, each all employees for
 *               another month, and the grid read while they run
 *
 * and prints the figures (requests' wait, job time, rows/s). No assertions; target: single ≤ 20 s.
 */

import { performance } from "node:perf_hooks";
import {
  adminLogin,
  exitOnHelp,
  machineLine,
  quantile,
  seconds,
  withBenchStack,
  withOwner,
} from "./support.ts";

exitOnHelp(
  "usage: npm run bench:schedules (env BENCH_AGENTS=10000 employees, BENCH_CONCURRENT=3 assigns at once)",
);

const AGENTS = Number(process.env["BENCH_AGENTS"] ?? 10_000);
const CONCURRENT = Number(process.env["BENCH_CONCURRENT"] ?? 3);

await withBenchStack("schedules", {}, ({ base, ownerUrl }) =>
  withOwner(ownerUrl, async (owner) => {
    const { token, clientId } = await adminLogin(base);
    const headers = {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    };
    const hcm = `${base}/api/hcm/v1`;

    console.log(`adding ${AGENTS.toLocaleString("en-US")} employees…`);
    const made = await owner.query<{ id: number }>(
      `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type, branch_id)
       SELECT $1, 'Bench ' || i, '3171' || lpad(i::text, 12, '0'), '89' || lpad(i::text, 9, '0'),
              '2025-01-01', 'pkwt',
              (SELECT array_agg(id ORDER BY id) FROM branches WHERE client_id = $1)
                [1 + i % (SELECT count(*) FROM branches WHERE client_id = $1)]
       FROM generate_series(1, $2) i RETURNING id`,
      [clientId, AGENTS],
    );
    const agentIds = made.rows.map((r) => r.id);
    const shifts = await owner.query<{ id: number }>(
      `INSERT INTO shifts (client_id, code, name, start_time, end_time) VALUES
         ($1, 'BENCH-P', 'Bench pagi', '08:00', '17:00'), ($1, 'BENCH-M', 'Bench malam', '22:00', '06:00')
       RETURNING id`,
      [clientId],
    );
    const [morning, night] = shifts.rows.map((r) => r.id);
    const schedule = await owner.query<{ id: number }>(
      `INSERT INTO master_schedules (client_id, name, work_week, effective_from)
       VALUES ($1, 'Bench 5 hari', '5-day', '2026-01-01') RETURNING id`,
      [clientId],
    );
    const masterScheduleId = schedule.rows[0]!.id;
    await owner.query(
      `INSERT INTO master_schedule_days (client_id, master_schedule_id, weekday, shift_id)
       SELECT $1, $2, w, CASE WHEN w <= 5 THEN $3::int WHEN w = 6 THEN $4::int END
       FROM generate_series(1, 7) w`,
      [clientId, masterScheduleId, morning, night],
    );

    const assign = async (from: string, to: string) => {
      const started = performance.now();
      const answer = await fetch(`${hcm}/employee-schedules/assign`, {
        method: "POST",
        headers,
        body: JSON.stringify({ agentIds, masterScheduleId, from, to }),
      });
      const accepted = performance.now() - started;
      if (answer.status !== 202) throw new Error(`assign: ${answer.status} ${await answer.text()}`);
      const { jobId } = ((await answer.json()) as { data: { jobId: string } }).data;
      let polls = 0;
      for (;;) {
        const status = (await (
          await fetch(`${hcm}/employee-schedules/assign/${jobId}`, { headers })
        ).json()) as { data: { state: string; daysWritten: number; error: string | null } };
        polls++;
        if (status.data.state === "failed") throw new Error(`job failed: ${status.data.error}`);
        if (status.data.state === "completed")
          return {
            accepted,
            total: performance.now() - started,
            days: status.data.daysWritten,
            polls,
          };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    console.log("single assign: all employees × March 2026 (31 days)…");
    const single = await assign("2026-03-01", "2026-03-31");
    console.log(
      `single: request ${seconds(single.accepted)}, request → completed ${seconds(single.total)}, ` +
        `${single.days.toLocaleString("en-US")} day rows, ` +
        `${Math.round(single.days / (single.total / 1000)).toLocaleString("en-US")} rows/s ` +
        `(${single.polls} polls); target ≤ 20 s`,
    );
    const check = await owner.query<{ day_type: string; n: number }>(
      `SELECT day_type, count(*)::int AS n FROM employee_schedule_days
       WHERE client_id = $1 AND date BETWEEN '2026-03-01' AND '2026-03-31' GROUP BY 1 ORDER BY 1`,
      [clientId],
    );
    console.log(
      `March rows by day type: ${check.rows.map((r) => `${r.day_type} ${r.n}`).join(", ")}`,
    );

    const months = ["2026-04", "2026-05", "2026-07", "2026-08", "2026-10", "2026-12"].slice(
      0,
      CONCURRENT,
    );
    console.log(
      `${months.length} concurrent assigns (${months.join(", ")}), the grid read meanwhile…`,
    );
    const startedAll = performance.now();
    const gridTimes: number[] = [];
    let running = true;
    const gridReader = (async () => {
      while (running) {
        const started = performance.now();
        await (
          await fetch(`${hcm}/employee-schedules/grid?month=2026-03&limit=50`, { headers })
        ).json();
        gridTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const results = await Promise.all(
      months.map((month) => {
        const [y, m] = month.split("-").map(Number) as [number, number];
        const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
        return assign(`${month}-01`, last);
      }),
    );
    running = false;
    await gridReader;
    const wall = performance.now() - startedAll;
    const rows = results.reduce((sum, r) => sum + r.days, 0);
    console.log(
      `concurrent: ${results.map((r) => `request ${seconds(r.accepted)} → done ${seconds(r.total)}`).join("; ")}`,
    );
    console.log(
      `concurrent wall ${seconds(wall)}, ${rows.toLocaleString("en-US")} day rows, ` +
        `${Math.round(rows / (wall / 1000)).toLocaleString("en-US")} rows/s; grid (50 employees) while ` +
        `running: ${gridTimes.length} reads, max ${Math.round(Math.max(...gridTimes))} ms, ` +
        `median ${Math.round(quantile(gridTimes, 0.5))} ms`,
    );
    console.log(machineLine());
  }),
);
