import { expect } from "vitest";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Payroll components and regulation-based components (issue 16): client B's token on client
 * A's component answers 404 and changes nothing of A; B's lists hold only B's rows; B's code
 * or programme may be the same as A's. Client B gets the regulation_based_component flag here
 * (tenancy.test.ts opens only the beta flags), so its regulation routes reach the handlers.
 */

const BASE = "/api/hcm/v1";

export const payrollComponentsCases: CaseModule = (context) => {
  let made: Promise<{ component: number; regulation: number }> | undefined;
  const maju = () =>
    (made ??= (async () => {
      const owner = context.stack().owner;
      const clientId = context.majuClientId();
      await owner.query(
        `INSERT INTO client_feature_flags (client_id, name, value)
         VALUES ($1, 'regulation_based_component', true)
         ON CONFLICT (client_id, name) DO UPDATE SET value = true`,
        [context.sentosaClientId()],
      );
      const one = async (sql: string, params: unknown[]) =>
        (await owner.query<{ id: number }>(sql, params)).rows[0]!.id;
      const component = await one(
        `INSERT INTO payroll_components (client_id, name, code, scheme, add_or_sub, mode)
         VALUES ($1, 'Tenancy Component A', 'tenancy_component_a', 'Rp', 'add', 'prorate')
         RETURNING id`,
        [clientId],
      );
      const regulation = await one(
        `INSERT INTO regulation_components (client_id, programme, name)
         VALUES ($1, 'bpu_jp', 'Tenancy Regulation A') RETURNING id`,
        [clientId],
      );
      await owner.query(
        `INSERT INTO regulation_component_rates (client_id, component_id, effective_from, employee_rate)
         VALUES ($1, $2, '2026-01-01', 1)`,
        [clientId, regulation],
      );
      return { component, regulation };
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
      components: await rows("SELECT * FROM payroll_components WHERE client_id = $1 ORDER BY id"),
      regulation: await rows(
        "SELECT * FROM regulation_components WHERE client_id = $1 ORDER BY id",
      ),
      rates: await rows(
        "SELECT * FROM regulation_component_rates WHERE client_id = $1 ORDER BY id",
      ),
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
  const component = {
    name: "Tenancy Component B",
    code: "tenancy_component_a",
    scheme: "Rp",
    addOrSub: "add",
    mode: "prorate",
    taxable: true,
  };

  const cases: Record<string, RouteCase> = {
    "GET /api/hcm/v1/payroll-components": {
      why: "lists the caller's client's payroll components only",
      check: async () => {
        await maju();
        const answer = await call("GET", "/payroll-components?q=tenancy_component_a");
        expect(answer.body.data).toEqual({ items: [], totalItems: 0 });
      },
    },
    "GET /api/hcm/v1/payroll-components/:id": {
      why: "reads a payroll component of the caller's client only",
      check: () => isolated("GET", (ids) => `/payroll-components/${ids.component}`),
    },
    "POST /api/hcm/v1/payroll-components": {
      why: "creates in the caller's client; A's code is no duplicate for B",
      check: async () => {
        await maju();
        const before = await snapshot();
        const answer = await call("POST", "/payroll-components", component);
        expect(answer.status).toBe(201);
        expect(await snapshot()).toEqual(before);
      },
    },
    "PUT /api/hcm/v1/payroll-components/:id": {
      why: "changes a payroll component of the caller's client only",
      check: () =>
        isolated("PUT", (ids) => `/payroll-components/${ids.component}`, {
          ...component,
          name: "Tenancy Component B2",
          code: "tenancy_component_b2",
          version: 1,
        }),
    },
    "DELETE /api/hcm/v1/payroll-components/:id": {
      why: "deletes a payroll component of the caller's client only",
      check: () => isolated("DELETE", (ids) => `/payroll-components/${ids.component}`),
    },
    "GET /api/hcm/v1/regulation-components": {
      why: "lists the caller's client's regulation-based components only",
      check: async () => {
        await maju();
        const answer = await call("GET", "/regulation-components?programme=bpu_jp");
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual({ items: [], totalItems: 0 });
      },
    },
    "GET /api/hcm/v1/regulation-components/:id": {
      why: "reads a regulation-based component of the caller's client only",
      check: () => isolated("GET", (ids) => `/regulation-components/${ids.regulation}`),
    },
    "POST /api/hcm/v1/regulation-components": {
      why: "creates in the caller's client; A's programme is no duplicate for B",
      check: async () => {
        await maju();
        const before = await snapshot();
        const answer = await call("POST", "/regulation-components", {
          programme: "bpu_jp",
          rates: [{ effectiveFrom: "2026-01-01", employeeRate: 1 }],
        });
        expect(answer.status).toBe(201);
        expect(await snapshot()).toEqual(before);
      },
    },
    "PUT /api/hcm/v1/regulation-components/:id": {
      why: "changes a regulation-based component of the caller's client only",
      check: () =>
        isolated("PUT", (ids) => `/regulation-components/${ids.regulation}`, {
          programme: "bpu_jp",
          name: "Tenancy Regulation B",
          rates: [{ effectiveFrom: "2027-01-01", employeeRate: 5 }],
          version: 1,
        }),
    },
    "DELETE /api/hcm/v1/regulation-components/:id": {
      why: "deletes a regulation-based component of the caller's client only",
      check: () => isolated("DELETE", (ids) => `/regulation-components/${ids.regulation}`),
    },
  };
  return cases;
};
