import { expect } from "vitest";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Shifts, master schedules and schedule patterns (issue 13). A's rows are the demo seed's
 * (services/db/seed/schedules.ts). Client B's token: its lists hold none of A's rows; A's ids
 * answer 404 with only a message and change nothing of A; A's shift ids in a schedule body
 * read as "does not exist"; A's codes and names are free for B.
 */

const BASE = "/api/hcm/v1";

export const schedulesCases: CaseModule = (context) => {
  const call = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
    const response = await context.stack().app.inject({
      method,
      url: `${BASE}${url}`,
      headers: bearer(context.tokenB()),
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : {} };
  };
  const idOf = async (table: string, where: string) => {
    const { rows } = await context
      .stack()
      .owner.query<{ id: number }>(`SELECT id FROM ${table} WHERE client_id = $1 AND ${where}`, [
        context.majuClientId(),
      ]);
    return rows[0]!.id;
  };
  const majuShift = () => idOf("shifts", "code = 'PAGI'");
  const majuMaster = () => idOf("master_schedules", "name = 'Kantor 5 Hari'");
  const majuPattern = () => idOf("schedule_patterns", "name = 'Rotasi 2-2-2'");
  const snapshot = async () => {
    const owner = context.stack().owner;
    const rows = async (sql: string) => (await owner.query(sql, [context.majuClientId()])).rows;
    return {
      shifts: await rows("SELECT * FROM shifts WHERE client_id = $1 ORDER BY id"),
      masters: await rows("SELECT * FROM master_schedules WHERE client_id = $1 ORDER BY id"),
      masterDays: await rows(
        "SELECT * FROM master_schedule_days WHERE client_id = $1 ORDER BY master_schedule_id, weekday",
      ),
      patterns: await rows("SELECT * FROM schedule_patterns WHERE client_id = $1 ORDER BY id"),
      patternDays: await rows(
        "SELECT * FROM schedule_pattern_days WHERE client_id = $1 ORDER BY schedule_pattern_id, position",
      ),
      audit: await rows("SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1"),
    };
  };
  const expectNotFound = async (
    method: "GET" | "PUT" | "DELETE",
    url: string,
    message: string,
    payload?: object,
  ) => {
    const before = await snapshot();
    const answer = await call(method, url, payload);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message });
    expect(await snapshot()).toEqual(before);
  };
  const expectOnlyB = async (url: string, table: string) => {
    const answer = await call("GET", `${url}?limit=100`);
    expect(answer.status).toBe(200);
    const ids = answer.body.data.items.map((item: { id: number }) => item.id);
    expect(ids.length).toBeGreaterThan(0);
    const { rows } = await context
      .stack()
      .owner.query<{ client_id: number }>(
        `SELECT DISTINCT client_id FROM ${table} WHERE id = ANY($1::int[])`,
        [ids],
      );
    expect(rows).toEqual([{ client_id: context.sentosaClientId() }]);
  };
  const shiftBody = { name: "Pagi", code: "PAGI", startTime: "07:00", endTime: "15:00" };
  const week = (id: number) => ({
    name: "Tenancy week",
    workWeek: "5-day",
    effectiveFrom: "2026-12-01",
    days: { monday: id, tuesday: id, wednesday: id, thursday: id, friday: id },
  });

  const cases: Record<string, RouteCase> = {
    "GET /api/hcm/v1/shifts": {
      why: "the caller's shifts only (RLS on shifts)",
      check: () => expectOnlyB("/shifts", "shifts"),
    },
    "GET /api/hcm/v1/shifts/:id": {
      why: "A's shift reads as missing",
      check: async () => expectNotFound("GET", `/shifts/${await majuShift()}`, "Shift not found"),
    },
    "POST /api/hcm/v1/shifts": {
      why: "creates in the caller's client; A's code is no duplicate for B",
      check: async () => {
        const before = await snapshot();
        const answer = await call("POST", "/shifts", { ...shiftBody, code: "TENANCY-A" });
        expect(answer.status).toBe(201);
        const again = await call("POST", "/shifts", { ...shiftBody, code: "MALAM" });
        expect([201, 409]).toContain(again.status); // B's own seed has MALAM too: 409 is B's
        expect(await snapshot()).toEqual(before);
      },
    },
    "PUT /api/hcm/v1/shifts/:id": {
      why: "A's shift is a 404 and stays as it was",
      check: async () =>
        expectNotFound("PUT", `/shifts/${await majuShift()}`, "Shift not found", shiftBody),
    },
    "DELETE /api/hcm/v1/shifts/:id": {
      why: "A's shift is a 404 and stays",
      check: async () =>
        expectNotFound("DELETE", `/shifts/${await majuShift()}`, "Shift not found"),
    },
    "GET /api/hcm/v1/master-schedules": {
      why: "the caller's master schedules only (RLS)",
      check: () => expectOnlyB("/master-schedules", "master_schedules"),
    },
    "GET /api/hcm/v1/master-schedules/:id": {
      why: "A's master schedule reads as missing",
      check: async () =>
        expectNotFound(
          "GET",
          `/master-schedules/${await majuMaster()}`,
          "Master schedule not found",
        ),
    },
    "POST /api/hcm/v1/master-schedules": {
      why: "A's shift ids read as missing (400 at the weekday); nothing of A changes",
      check: async () => {
        const before = await snapshot();
        const answer = await call("POST", "/master-schedules", week(await majuShift()));
        expect(answer.status).toBe(400);
        expect(answer.body.errors.map((e: { field: string }) => e.field)).toEqual([
          "days.monday",
          "days.tuesday",
          "days.wednesday",
          "days.thursday",
          "days.friday",
        ]);
        expect(await snapshot()).toEqual(before);
      },
    },
    "PUT /api/hcm/v1/master-schedules/:id": {
      why: "A's master schedule is a 404 and stays",
      check: async () =>
        expectNotFound(
          "PUT",
          `/master-schedules/${await majuMaster()}`,
          "Master schedule not found",
          week(await majuShift()),
        ),
    },
    "DELETE /api/hcm/v1/master-schedules/:id": {
      why: "A's master schedule is a 404 and stays",
      check: async () =>
        expectNotFound(
          "DELETE",
          `/master-schedules/${await majuMaster()}`,
          "Master schedule not found",
        ),
    },
    "GET /api/hcm/v1/schedule-patterns": {
      why: "the caller's patterns only (RLS)",
      check: () => expectOnlyB("/schedule-patterns", "schedule_patterns"),
    },
    "GET /api/hcm/v1/schedule-patterns/:id": {
      why: "A's pattern reads as missing",
      check: async () =>
        expectNotFound(
          "GET",
          `/schedule-patterns/${await majuPattern()}`,
          "Schedule pattern not found",
        ),
    },
    "POST /api/hcm/v1/schedule-patterns": {
      why: "A's shift ids read as missing (400 at the position); nothing of A changes",
      check: async () => {
        const before = await snapshot();
        const answer = await call("POST", "/schedule-patterns", {
          name: "Tenancy rotation",
          startDate: "2026-12-01",
          days: [null, await majuShift()],
        });
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual([{ field: "days.1", message: "does not exist" }]);
        expect(await snapshot()).toEqual(before);
      },
    },
    "PUT /api/hcm/v1/schedule-patterns/:id": {
      why: "A's pattern is a 404 and stays",
      check: async () =>
        expectNotFound(
          "PUT",
          `/schedule-patterns/${await majuPattern()}`,
          "Schedule pattern not found",
          { name: "X", startDate: "2026-12-01", days: [null] },
        ),
    },
    "DELETE /api/hcm/v1/schedule-patterns/:id": {
      why: "A's pattern is a 404 and stays",
      check: async () =>
        expectNotFound(
          "DELETE",
          `/schedule-patterns/${await majuPattern()}`,
          "Schedule pattern not found",
        ),
    },
  };
  return cases;
};
