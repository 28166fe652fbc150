import { expect } from "vitest";
import { insertRecord } from "../../support/attendanceRows.ts";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Daily Approval (issue 14): client B's token never lists, decides or bulk-decides client A's
 * attendance records: A's day is empty for B, A's record id is a 404 (alone) or a not-found
 * failure (in bulk), and A's records stay as they were.
 */

const BASE = "/api/hcm/v1";
const DAY = "2026-10-05";

export const attendanceDailyCases: CaseModule = (context) => {
  let made: Promise<{ record: number; agent: number }> | undefined;
  const maju = () =>
    (made ??= (async () => {
      const owner = context.stack().owner;
      const clientId = context.majuClientId();
      const { rows } = await owner.query<{ agent: number; branch: number }>(
        "SELECT id AS agent, branch_id AS branch FROM agents WHERE client_id = $1 ORDER BY id LIMIT 1",
        [clientId],
      );
      const { agent, branch } = rows[0]!;
      const record = await insertRecord(owner, clientId, {
        agentId: agent,
        date: DAY,
        branchId: branch,
      });
      return { record, agent };
    })());
  const call = async (method: "GET" | "POST", url: string, payload?: object) => {
    const response = await context.stack().app.inject({
      method,
      url: `${BASE}${url}`,
      headers: bearer(context.tokenB()),
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : {} };
  };
  const snapshot = async () =>
    (
      await context.stack().owner.query(
        `SELECT r.*, (SELECT count(*)::int FROM attendance_record_actions x WHERE x.record_id = r.id) AS actions
           FROM attendance_records r WHERE r.client_id = $1 ORDER BY r.id`,
        [context.majuClientId()],
      )
    ).rows;

  const cases: Record<string, RouteCase> = {
    "GET /api/hcm/v1/attendances": {
      why: "lists the caller's client's records only (A's day and A's employee are empty for B)",
      check: async () => {
        const ids = await maju();
        for (const query of [`date=${DAY}`, `agentId=${ids.agent}`, `date=${DAY}&q=a`]) {
          const answer = await call("GET", `/attendances?${query}`);
          expect(answer.status, query).toBe(200);
          expect(answer.body.data).toMatchObject({ items: [], totalItems: 0, statusCounts: [] });
        }
      },
    },
    "POST /api/hcm/v1/attendances/:id/decision": {
      why: "decides a record of the caller's client only",
      check: async () => {
        const ids = await maju();
        const before = await snapshot();
        const answer = await call("POST", `/attendances/${ids.record}/decision`, {
          decision: "approve",
        });
        expect(answer.status).toBe(404);
        expect(answer.body.message).toBe("Attendance not found");
        expect(await snapshot()).toEqual(before);
      },
    },
    "POST /api/hcm/v1/attendances/decisions": {
      why: "bulk-decides records of the caller's client only: A's ids are not found",
      check: async () => {
        const ids = await maju();
        const before = await snapshot();
        const answer = await call("POST", "/attendances/decisions", {
          ids: [ids.record],
          decision: "reject",
          note: "not yours",
        });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({
          updatedIds: [],
          unchangedIds: [],
          failures: [{ id: ids.record, reason: "not_found" }],
        });
        expect(await snapshot()).toEqual(before);
      },
    },
  };
  return cases;
};
