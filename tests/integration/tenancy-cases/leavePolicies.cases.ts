import { expect } from "vitest";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Leave policies (issue 15): client B's token on client A's policy answers 404 and changes
 * nothing of A; lists hold only B's rows; A's branch and employee ids in B's body are
 * unknown ids (400 naming the field); A's policy name is no duplicate for B.
 */

const BASE = "/api/hcm/v1";
const NAME = "Tenancy Leave Policy A";

export const leavePoliciesCases: CaseModule = (context) => {
  let made: Promise<{ policy: number; branch: number; agent: number }> | undefined;
  const maju = () =>
    (made ??= (async () => {
      const owner = context.stack().owner;
      const clientId = context.majuClientId();
      const one = async (sql: string, params: unknown[]) =>
        (await owner.query<{ id: number }>(sql, params)).rows[0]!.id;
      const policy = await one(
        `INSERT INTO leave_policies (client_id, name, kind, limited, days_per_period)
         VALUES ($1, '${NAME}', 'annual', true, 12) RETURNING id`,
        [clientId],
      );
      const branch = await one("SELECT id FROM branches WHERE client_id = $1 ORDER BY id LIMIT 1", [
        clientId,
      ]);
      const agent = await one("SELECT id FROM agents WHERE client_id = $1 ORDER BY id LIMIT 1", [
        clientId,
      ]);
      return { policy, branch, agent };
    })());
  const call = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
    const response = await context.stack().app.inject({
      method,
      url: `${BASE}${url}`,
      headers: bearer(context.tokenB()),
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : {} };
  };
  const snapshot = async () => {
    const owner = context.stack().owner;
    const rows = async (sql: string) => (await owner.query(sql, [context.majuClientId()])).rows;
    return {
      policies: await rows("SELECT * FROM leave_policies WHERE client_id = $1 ORDER BY id"),
      branches: await rows("SELECT * FROM leave_policy_branches WHERE client_id = $1"),
      agents: await rows("SELECT * FROM leave_policy_agents WHERE client_id = $1"),
      audit: await rows("SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1"),
    };
  };
  const isolated = async (
    method: "GET" | "PUT" | "DELETE",
    url: (ids: Awaited<ReturnType<typeof maju>>) => string,
    payload?: object,
  ) => {
    const ids = await maju();
    const before = await snapshot();
    const answer = await call(method, url(ids), payload);
    expect(answer.status).toBe(404);
    expect(Object.keys(answer.body)).toEqual(["message"]);
    expect(await snapshot()).toEqual(before);
  };
  const body = {
    name: NAME,
    kind: "annual",
    limited: true,
    daysPerPeriod: 12,
    accrual: "annually",
    startFrom: "join_date",
    paidByDefault: true,
  };

  const cases: Record<string, RouteCase> = {
    "GET /api/hcm/v1/leave-policies": {
      why: "lists the caller's client's policies only",
      check: async () => {
        await maju();
        const answer = await call("GET", `/leave-policies?q=${encodeURIComponent(NAME)}`);
        expect(answer.body.data).toEqual({ items: [], totalItems: 0, limit: 10, page: 1 });
      },
    },
    "GET /api/hcm/v1/leave-policies/presets": {
      why: "the statutory presets: reference data of no client",
      check: async () => {
        const answer = await call("GET", "/leave-policies/presets");
        expect(answer.status).toBe(200);
        expect(JSON.stringify(answer.body)).not.toContain(NAME);
      },
    },
    "GET /api/hcm/v1/leave-policies/:id": {
      why: "reads a policy of the caller's client only",
      check: () => isolated("GET", (ids) => `/leave-policies/${ids.policy}`),
    },
    "POST /api/hcm/v1/leave-policies": {
      why: "creates in the caller's client; A's branch and employee ids are unknown to B; A's name is free for B",
      check: async () => {
        const ids = await maju();
        const before = await snapshot();
        const refused = await call("POST", "/leave-policies", {
          ...body,
          coversAll: false,
          branchIds: [ids.branch],
          agentIds: [ids.agent],
        });
        expect(refused.status).toBe(400);
        expect(refused.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
          "agentIds",
          "branchIds",
        ]);
        const answer = await call("POST", "/leave-policies", body);
        expect(answer.status).toBe(201);
        expect(await snapshot()).toEqual(before);
      },
    },
    "PUT /api/hcm/v1/leave-policies/:id": {
      why: "changes a policy of the caller's client only",
      check: () =>
        isolated("PUT", (ids) => `/leave-policies/${ids.policy}`, { ...body, version: 1 }),
    },
    "DELETE /api/hcm/v1/leave-policies/:id": {
      why: "deletes a policy of the caller's client only",
      check: () => isolated("DELETE", (ids) => `/leave-policies/${ids.policy}`),
    },
  };
  return cases;
};
