import { expect } from "vitest";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Issue 14, Attendance Overview and Recap: client B's token never sees client A's check-ins,
 * records or recap rows; A's record id is 404; A's employee id or name as a filter finds nothing.
 */

const BASE = "/api/hcm/v1";
const NAME = "Tenancy Overview Worker A";

export const attendanceOverviewCases: CaseModule = (context) => {
  let made: Promise<{ agent: number; record: number }> | undefined;
  const maju = () =>
    (made ??= (async () => {
      const owner = context.stack().owner;
      const clientId = context.majuClientId();
      const one = async (sql: string, params: unknown[]) =>
        Number((await owner.query<{ id: number }>(sql, params)).rows[0]!.id);
      const branch = await one("SELECT id FROM branches WHERE client_id = $1 ORDER BY id LIMIT 1", [
        clientId,
      ]);
      const agent = await one(
        `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type, branch_id)
         VALUES ($1, $2, '3171999900000001', '8199990000001', '2024-01-01', 'pkwt', $3) RETURNING id`,
        [clientId, NAME, branch],
      );
      const record = await one(
        `INSERT INTO attendance_records (client_id, agent_id, date, branch_id, day_type, status,
           check_in_at, worked_minutes)
         VALUES ($1, $2, '2026-03-02', $3, 'working', 'approved', '2026-03-02T01:00:00Z', 480)
         RETURNING id`,
        [clientId, agent, branch],
      );
      await owner.query(
        `INSERT INTO attendance_events (client_id, agent_id, record_id, type, client_event_id,
           body_hash, occurred_at, utc_offset_minutes, latitude, longitude, accuracy_meters, response)
         VALUES ($1, $2, $3, 'check_in', 'tenancy-a', 'h', '2026-03-02T01:00:00Z', 420, -6.2, 106.8, 10, '{}')`,
        [clientId, agent, record],
      );
      return { agent, record };
    })());
  const get = async (url: string) => {
    const response = await context.stack().app.inject({
      method: "GET",
      url: `${BASE}${url}`,
      headers: bearer(context.tokenB()),
    });
    return { status: response.statusCode, text: response.body };
  };

  const cases: Record<string, RouteCase> = {
    "GET /api/hcm/v1/attendance-overview/activity-logs": {
      why: "lists the caller's client's check-ins only",
      check: async () => {
        const { agent } = await maju();
        for (const filter of [`employeeId=${agent}`, `employeeName=${encodeURIComponent(NAME)}`]) {
          const answer = await get(`/attendance-overview/activity-logs?${filter}&date=2026-03-02`);
          expect(answer.status).toBe(200);
          expect(JSON.parse(answer.text).data).toMatchObject({ items: [], totalItems: 0 });
        }
      },
    },
    "GET /api/hcm/v1/attendance-overview/daily-overview": {
      why: "lists and counts the caller's client's records only",
      check: async () => {
        const { agent } = await maju();
        const answer = await get(
          `/attendance-overview/daily-overview?employeeId=${agent}&date=2026-03-02`,
        );
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.text).data).toMatchObject({
          items: [],
          totalItems: 0,
          counts: [],
        });
      },
    },
    "GET /api/hcm/v1/attendances/:id": {
      why: "reads a record of the caller's client only",
      check: async () => {
        const { record } = await maju();
        const answer = await get(`/attendances/${record}`);
        expect(answer.status).toBe(404);
        expect(Object.keys(JSON.parse(answer.text))).toEqual(["message"]);
      },
    },
    "GET /api/hcm/v1/attendance-recap": {
      why: "sums the caller's client's workers and records only",
      check: async () => {
        await maju();
        const answer = await get(
          `/attendance-recap?from=2026-03-01&to=2026-03-31&q=${encodeURIComponent(NAME)}`,
        );
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.text).data).toMatchObject({ items: [], totalItems: 0 });
      },
    },
    "GET /api/hcm/v1/attendance-recap/export": {
      why: "exports the caller's client's workers only",
      check: async () => {
        await maju();
        const answer = await get(
          "/attendance-recap/export?from=2026-03-01&to=2026-03-31&format=csv",
        );
        expect(answer.status).toBe(200);
        expect(answer.text).not.toContain(NAME);
      },
    },
  };
  return cases;
};
