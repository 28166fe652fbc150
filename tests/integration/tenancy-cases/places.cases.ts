import { expect } from "vitest";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Working locations and attendance policies (issue 13): client B's token on client A's
 * location, policy or employee answers 404 (lists hold only B's rows) and changes nothing of A;
 * A's ids in B's body are unknown ids (400 naming the field).
 */

const BASE = "/api/hcm/v1";

export const placesCases: CaseModule = (context) => {
  let made:
    | Promise<{ location: number; policy: number; branch: number; agent: number }>
    | undefined;
  const maju = () =>
    (made ??= (async () => {
      const owner = context.stack().owner;
      const clientId = context.majuClientId();
      const one = async (sql: string, params: unknown[]) =>
        (await owner.query<{ id: number }>(sql, params)).rows[0]!.id;
      const location = await one(
        `INSERT INTO working_locations (client_id, name, latitude, longitude)
         VALUES ($1, 'Tenancy Location A', -6.2, 106.8) RETURNING id`,
        [clientId],
      );
      const policy = await one(
        `INSERT INTO attendance_policies (client_id, name, verification, approval_mode, approval_check_in,
           approval_check_out, approval_overtime, geofence)
         VALUES ($1, 'Tenancy Policy A', 'selfie', 'auto', 'auto', 'auto', 'auto', 'reject') RETURNING id`,
        [clientId],
      );
      const branch = await one("SELECT id FROM branches WHERE client_id = $1 ORDER BY id LIMIT 1", [
        clientId,
      ]);
      const agent = await one("SELECT id FROM agents WHERE client_id = $1 ORDER BY id LIMIT 1", [
        clientId,
      ]);
      return { location, policy, branch, agent };
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
      locations: await rows("SELECT * FROM working_locations WHERE client_id = $1 ORDER BY id"),
      policies: await rows("SELECT * FROM attendance_policies WHERE client_id = $1 ORDER BY id"),
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
  const location = { name: "Tenancy Location A", latitude: 1, longitude: 1 };
  const policy = (ids: { location: number }) => ({
    name: "Tenancy Policy A",
    verification: "qr",
    approvalMode: "auto",
    geofence: "flag",
    workingLocationIds: [ids.location],
  });

  const cases: Record<string, RouteCase> = {
    "GET /api/hcm/v1/working-locations": {
      why: "lists the caller's client's locations only",
      check: async () => {
        const ids = await maju();
        const answer = await call("GET", `/working-locations?ids=${ids.location}`);
        expect(answer.body.data).toEqual({ items: [], totalItems: 0 });
      },
    },
    "GET /api/hcm/v1/working-locations/:id": {
      why: "reads a location of the caller's client only",
      check: () => isolated("GET", (ids) => `/working-locations/${ids.location}`),
    },
    "POST /api/hcm/v1/working-locations": {
      why: "creates in the caller's client; A's branch id is unknown to B, A's name no duplicate",
      check: async () => {
        const ids = await maju();
        const before = await snapshot();
        const refused = await call("POST", "/working-locations", {
          ...location,
          branchIds: [ids.branch],
        });
        expect(refused.status).toBe(400);
        expect(refused.body.errors).toEqual([
          { field: "branchIds", message: `contains ids that do not exist: ${ids.branch}` },
        ]);
        const answer = await call("POST", "/working-locations", location);
        expect(answer.status).toBe(201);
        expect(await snapshot()).toEqual(before);
      },
    },
    "PUT /api/hcm/v1/working-locations/:id": {
      why: "changes a location of the caller's client only",
      check: () => isolated("PUT", (ids) => `/working-locations/${ids.location}`, location),
    },
    "DELETE /api/hcm/v1/working-locations/:id": {
      why: "deletes a location of the caller's client only",
      check: () => isolated("DELETE", (ids) => `/working-locations/${ids.location}`),
    },
    "POST /api/hcm/v1/working-locations/:id/check": {
      why: "checks a point against a location of the caller's client only",
      check: () =>
        isolated("POST", (ids) => `/working-locations/${ids.location}/check`, {
          latitude: 0,
          longitude: 0,
        }),
    },
    "GET /api/hcm/v1/attendance-policies": {
      why: "lists the caller's client's policies only",
      check: async () => {
        await maju();
        const answer = await call("GET", "/attendance-policies?q=Tenancy%20Policy%20A");
        expect(answer.body.data).toEqual({ items: [], totalItems: 0 });
      },
    },
    "GET /api/hcm/v1/attendance-policies/:id": {
      why: "reads a policy of the caller's client only",
      check: () => isolated("GET", (ids) => `/attendance-policies/${ids.policy}`),
    },
    "GET /api/hcm/v1/attendance-policies/for-agent/:agentId": {
      why: "answers for an employee of the caller's client only",
      check: () => isolated("GET", (ids) => `/attendance-policies/for-agent/${ids.agent}`),
    },
    "POST /api/hcm/v1/attendance-policies": {
      why: "creates in the caller's client; A's location, branch and employee ids are unknown to B",
      check: async () => {
        const ids = await maju();
        const before = await snapshot();
        const refused = await call("POST", "/attendance-policies", {
          ...policy(ids),
          branchIds: [ids.branch],
          agentIds: [ids.agent],
        });
        expect(refused.status).toBe(400);
        expect(refused.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
          "agentIds",
          "branchIds",
          "workingLocationIds",
        ]);
        expect(await snapshot()).toEqual(before);
      },
    },
    "PUT /api/hcm/v1/attendance-policies/:id": {
      why: "changes a policy of the caller's client only",
      check: () =>
        isolated("PUT", (ids) => `/attendance-policies/${ids.policy}`, {
          ...policy({ location: 1 }),
          workingLocationIds: [],
        }),
    },
    "DELETE /api/hcm/v1/attendance-policies/:id": {
      why: "deletes a policy of the caller's client only",
      check: () => isolated("DELETE", (ids) => `/attendance-policies/${ids.policy}`),
    },
  };
  return cases;
};
