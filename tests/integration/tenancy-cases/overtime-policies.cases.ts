import { expect } from "vitest";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Overtime policies and minimum wages (issue 15): client B's token on client A's policy or
 * wage row answers 404 and changes nothing of A; A's branch and worker ids in B's body are
 * unknown ids (400 naming the field); lists hold only B's rows.
 */

const BASE = "/api/hcm/v1";

export const overtimePoliciesCases: CaseModule = (context) => {
  let made: Promise<{ policy: number; wage: number; branch: number; agent: number }> | undefined;
  const maju = () =>
    (made ??= (async () => {
      const owner = context.stack().owner;
      const clientId = context.majuClientId();
      const one = async (sql: string, params: unknown[]) =>
        (await owner.query<{ id: number }>(sql, params)).rows[0]!.id;
      const policy = await one(
        `INSERT INTO overtime_policies (client_id, name) VALUES ($1, 'Tenancy Overtime A') RETURNING id`,
        [clientId],
      );
      const wage = await one(
        `INSERT INTO minimum_wages (client_id, year, amount) VALUES ($1, 2077, 1234567) RETURNING id`,
        [clientId],
      );
      const branch = await one("SELECT id FROM branches WHERE client_id = $1 ORDER BY id LIMIT 1", [
        clientId,
      ]);
      const agent = await one("SELECT id FROM agents WHERE client_id = $1 ORDER BY id LIMIT 1", [
        clientId,
      ]);
      return { policy, wage, branch, agent };
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
      policies: await rows("SELECT * FROM overtime_policies WHERE client_id = $1 ORDER BY id"),
      coverage: await rows(
        "SELECT * FROM overtime_policy_branches WHERE client_id = $1 ORDER BY branch_id",
      ),
      wages: await rows("SELECT * FROM minimum_wages WHERE client_id = $1 ORDER BY id"),
      audit: await rows("SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1"),
    };
  };
  const isolated = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
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
  const policy = { name: "Tenancy Overtime B" };

  const cases: Record<string, RouteCase> = {
    "GET /api/hcm/v1/overtime-policies": {
      why: "lists the caller's client's overtime policies only",
      check: async () => {
        await maju();
        const answer = await call("GET", "/overtime-policies?q=Tenancy%20Overtime%20A");
        expect(answer.body.data).toEqual({ items: [], totalItems: 0 });
      },
    },
    "GET /api/hcm/v1/overtime-policies/:id": {
      why: "reads an overtime policy of the caller's client only",
      check: () => isolated("GET", (ids) => `/overtime-policies/${ids.policy}`),
    },
    "POST /api/hcm/v1/overtime-policies": {
      why: "creates in the caller's client; A's branch and worker ids are unknown to B",
      check: async () => {
        const ids = await maju();
        const before = await snapshot();
        const refused = await call("POST", "/overtime-policies", {
          ...policy,
          branchIds: [ids.branch],
          agentIds: [ids.agent],
        });
        expect(refused.status).toBe(400);
        expect(refused.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
          "agentIds",
          "branchIds",
        ]);
        expect(await snapshot()).toEqual(before);
      },
    },
    "PUT /api/hcm/v1/overtime-policies/:id": {
      why: "changes an overtime policy of the caller's client only",
      check: () =>
        isolated("PUT", (ids) => `/overtime-policies/${ids.policy}`, { ...policy, version: 1 }),
    },
    "DELETE /api/hcm/v1/overtime-policies/:id": {
      why: "deletes an overtime policy of the caller's client only",
      check: () => isolated("DELETE", (ids) => `/overtime-policies/${ids.policy}`),
    },
    "GET /api/hcm/v1/minimum-wages": {
      why: "lists the caller's client's minimum wages only",
      check: async () => {
        await maju();
        const answer = await call("GET", "/minimum-wages?year=2077");
        expect(answer.body.data).toEqual({ items: [], totalItems: 0 });
      },
    },
    "POST /api/hcm/v1/minimum-wages": {
      why: "creates in the caller's client; A's row for the same year is no duplicate",
      check: async () => {
        await maju();
        const before = await snapshot();
        const answer = await call("POST", "/minimum-wages", { year: 2077, amount: 1 });
        expect(answer.status).toBe(201);
        expect(await snapshot()).toEqual(before);
      },
    },
    "PUT /api/hcm/v1/minimum-wages/:id": {
      why: "changes a minimum wage of the caller's client only",
      check: () =>
        isolated("PUT", (ids) => `/minimum-wages/${ids.wage}`, { year: 2078, amount: 2 }),
    },
    "DELETE /api/hcm/v1/minimum-wages/:id": {
      why: "deletes a minimum wage of the caller's client only",
      check: () => isolated("DELETE", (ids) => `/minimum-wages/${ids.wage}`),
    },
  };
  return cases;
};
