import { expect } from "vitest";
import { bearer } from "../../support/stack.ts";
import type { CaseModule } from "./types.ts";

/**
 * Issue 13, employee schedules and the holiday calendar: client B's token never reads or
 * changes client A's holidays, schedule days, schedules, shifts, employees or assign jobs.
 */

const BASE = "/api/hcm/v1";

export const rostersCases: CaseModule = (context) => {
  const owner = () => context.stack().owner;
  const majuId = () => context.majuClientId();
  const call = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
    const response = await context.stack().app.inject({
      method,
      url: `${BASE}${url}`,
      headers: bearer(context.tokenB()),
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : {} };
  };
  let fixture:
    | Promise<{
        holiday: number;
        agent: number;
        nik: string;
        shift: number;
        schedule: number;
        jobId: string;
      }>
    | undefined;
  /** A's rows: a company holiday, a shift, a master schedule, a day row and an assign job. */
  const a = () =>
    (fixture ??= (async () => {
      const holiday = await owner().query<{ id: number }>(
        `INSERT INTO holidays (client_id, date, name, kind) VALUES ($1, '2026-09-09', 'Tenancy Holiday A', 'company') RETURNING id`,
        [majuId()],
      );
      const agent = await owner().query<{ id: number; nik: string; branch_id: number }>(
        "SELECT id, nik, branch_id FROM agents WHERE client_id = $1 AND worker_status = 'active' ORDER BY id LIMIT 1",
        [majuId()],
      );
      const shift = await owner().query<{ id: number }>(
        `INSERT INTO shifts (client_id, code, name, start_time, end_time) VALUES ($1, 'TEN-A', 'Tenancy Shift A', '08:00', '17:00') RETURNING id`,
        [majuId()],
      );
      const schedule = await owner().query<{ id: number }>(
        `INSERT INTO master_schedules (client_id, name, work_week, effective_from) VALUES ($1, 'Tenancy Schedule A', '5-day', '2026-01-01') RETURNING id`,
        [majuId()],
      );
      const agentId = agent.rows[0]!.id;
      await owner().query(
        `INSERT INTO employee_schedule_days (client_id, agent_id, date, shift_id, day_type, source)
         VALUES ($1, $2, '2026-09-01', $3, 'working', 'override')`,
        [majuId(), agentId, shift.rows[0]!.id],
      );
      const jobId = "00000000-0000-4000-8000-00000000a001";
      await owner().query(
        `INSERT INTO schedule_assignments (id, client_id, master_schedule_id, agent_ids, date_from, date_to, total, state)
         VALUES ($1, $2, $3, $4, '2026-09-01', '2026-09-30', 1, 'completed')`,
        [jobId, majuId(), schedule.rows[0]!.id, [agentId]],
      );
      return {
        holiday: holiday.rows[0]!.id,
        agent: agentId,
        nik: agent.rows[0]!.nik,
        shift: shift.rows[0]!.id,
        schedule: schedule.rows[0]!.id,
        jobId,
      };
    })());
  const snapshot = async () => {
    const rows = async (sql: string) => (await owner().query(sql, [majuId()])).rows;
    return {
      holidays: await rows("SELECT * FROM holidays WHERE client_id = $1 ORDER BY id"),
      days: await rows(
        "SELECT * FROM employee_schedule_days WHERE client_id = $1 ORDER BY agent_id, date",
      ),
      jobs: await rows("SELECT * FROM schedule_assignments WHERE client_id = $1 ORDER BY id"),
      audit: await rows("SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1"),
    };
  };
  const isolated = async (work: () => Promise<void>) => {
    await a();
    const before = await snapshot();
    await work();
    expect(await snapshot()).toEqual(before);
  };
  const json = (answer: { body: unknown }) => JSON.stringify(answer.body);

  return {
    "GET /api/hcm/v1/holidays": {
      why: "B's own calendar only",
      check: () =>
        isolated(async () => {
          const answer = await call("GET", "/holidays?year=2026");
          expect(answer.status).toBe(200);
          expect(json(answer)).not.toContain("Tenancy Holiday A");
          expect(answer.body.data.items.some((h: { id: number }) => h.id === 0)).toBe(false);
        }),
    },
    "POST /api/hcm/v1/holidays": {
      why: "writes into B's calendar; A's same day and name stays free",
      check: () =>
        isolated(async () => {
          const answer = await call("POST", "/holidays", {
            date: "2026-09-09",
            name: "Tenancy Holiday A",
          });
          expect(answer.status).toBe(201);
          await owner().query("DELETE FROM holidays WHERE id = $1", [answer.body.data.id]);
        }),
    },
    "PUT /api/hcm/v1/holidays/:id": {
      why: "A's holiday is 404",
      check: () =>
        isolated(async () => {
          const { holiday } = await a();
          const answer = await call("PUT", `/holidays/${holiday}`, {
            date: "2026-09-10",
            name: "Hijack",
          });
          expect(answer.status).toBe(404);
        }),
    },
    "DELETE /api/hcm/v1/holidays/:id": {
      why: "A's holiday is 404",
      check: () =>
        isolated(async () => {
          const { holiday } = await a();
          expect((await call("DELETE", `/holidays/${holiday}`)).status).toBe(404);
        }),
    },
    "GET /api/hcm/v1/employee-schedules": {
      why: "A's employee is 404; B's list holds none of A's days",
      check: () =>
        isolated(async () => {
          const { agent } = await a();
          expect(
            (
              await call(
                "GET",
                `/employee-schedules?agentId=${agent}&from=2026-09-01&to=2026-09-30`,
              )
            ).status,
          ).toBe(404);
          const all = await call("GET", "/employee-schedules?from=2026-09-01&to=2026-09-30");
          expect(all.status).toBe(200);
          expect(all.body.data.items.some((d: { agentId: number }) => d.agentId === agent)).toBe(
            false,
          );
        }),
    },
    "GET /api/hcm/v1/employee-schedules/grid": {
      why: "B's employees and holidays only",
      check: () =>
        isolated(async () => {
          const { agent } = await a();
          const answer = await call("GET", `/employee-schedules/grid?month=2026-09&limit=100`);
          expect(answer.status).toBe(200);
          expect(answer.body.data.items.some((r: { agentId: number }) => r.agentId === agent)).toBe(
            false,
          );
          expect(json(answer)).not.toContain("Tenancy Holiday A");
        }),
    },
    "PUT /api/hcm/v1/employee-schedules/:agentId/:date": {
      why: "A's employee is 404; A's shift is not B's (400)",
      check: () =>
        isolated(async () => {
          const { agent, shift } = await a();
          expect(
            (await call("PUT", `/employee-schedules/${agent}/2026-09-01`, { shiftId: null }))
              .status,
          ).toBe(404);
          const bAgent = await owner().query<{ id: number }>(
            "SELECT id FROM agents WHERE client_id = $1 LIMIT 1",
            [context.sentosaClientId()],
          );
          const answer = await call("PUT", `/employee-schedules/${bAgent.rows[0]!.id}/2026-09-01`, {
            shiftId: shift,
          });
          expect(answer.status).toBe(400);
        }),
    },
    "POST /api/hcm/v1/employee-schedules/assign": {
      why: "A's master schedule is 404; A's employees are refused by name",
      check: () =>
        isolated(async () => {
          const { agent, schedule } = await a();
          const bAgent = await owner().query<{ id: number }>(
            "SELECT id FROM agents WHERE client_id = $1 LIMIT 1",
            [context.sentosaClientId()],
          );
          const range = { from: "2026-09-01", to: "2026-09-02" };
          expect(
            (
              await call("POST", "/employee-schedules/assign", {
                agentIds: [bAgent.rows[0]!.id],
                masterScheduleId: schedule,
                ...range,
              })
            ).status,
          ).toBe(404);
          const bSchedule = await owner().query<{ id: number }>(
            `INSERT INTO master_schedules (client_id, name, work_week, effective_from) VALUES ($1, 'Tenancy Schedule B', '5-day', '2026-01-01')
             ON CONFLICT DO NOTHING RETURNING id`,
            [context.sentosaClientId()],
          );
          const answer = await call("POST", "/employee-schedules/assign", {
            agentIds: [agent],
            masterScheduleId: bSchedule.rows[0]?.id ?? 1,
            ...range,
          });
          expect(answer.status).toBe(400);
          expect(answer.body.errors[0].field).toBe("agentIds");
        }),
    },
    "GET /api/hcm/v1/employee-schedules/assign/:jobId": {
      why: "A's job is 404",
      check: () =>
        isolated(async () => {
          const { jobId } = await a();
          expect((await call("GET", `/employee-schedules/assign/${jobId}`)).status).toBe(404);
        }),
    },
    "POST /api/hcm/v1/employee-schedules/employees": {
      why: "A's NIKs are unknown to B; B's branches hold none of A's employees",
      check: () =>
        isolated(async () => {
          const { nik, agent } = await a();
          const byNik = await call("POST", "/employee-schedules/employees", { niks: [nik] });
          expect(byNik.body.data).toEqual({ agentIds: [], unknownNiks: [nik] });
          const all = await call("POST", "/employee-schedules/employees", {});
          expect(all.body.data.agentIds).not.toContain(agent);
        }),
    },
    "GET /api/hcm/v1/employee-schedules/shifts": {
      why: "B's shifts only",
      check: () =>
        isolated(async () => {
          await a();
          const answer = await call("GET", "/employee-schedules/shifts");
          expect(answer.status).toBe(200);
          expect(json(answer)).not.toContain("Tenancy Shift A");
        }),
    },
    "GET /api/hcm/v1/employee-schedules/filters": {
      why: "B's branches and projects only",
      check: () =>
        isolated(async () => {
          const aBranches = await owner().query<{ id: number }>(
            "SELECT id FROM branches WHERE client_id = $1",
            [majuId()],
          );
          const answer = await call("GET", "/employee-schedules/filters");
          expect(answer.status).toBe(200);
          const ids = answer.body.data.branches.map((b: { id: number }) => b.id);
          for (const row of aBranches.rows) expect(ids).not.toContain(row.id);
        }),
    },
    "GET /api/hcm/v1/schedule-sources": {
      why: "B's schedules and patterns only",
      check: () =>
        isolated(async () => {
          await a();
          const answer = await call("GET", "/schedule-sources");
          expect(answer.status).toBe(200);
          expect(json(answer)).not.toContain("Tenancy Schedule A");
        }),
    },
  };
};
