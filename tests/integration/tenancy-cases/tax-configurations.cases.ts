import { expect } from "vitest";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Tax group configurations and employee tax records (issue 16): client B's token on client A's
 * configuration or record answers 404 and changes nothing of A; lists hold only B's rows; A's
 * worker and configuration ids in B's body are unknown ids (400 naming the field); A's
 * configuration name is no duplicate for B; generating never reaches A's members.
 */

const BASE = "/api/hcm/v1";
const NAME = "Tenancy Tax Configuration A";

export const taxConfigurationsCases: CaseModule = (context) => {
  let made: Promise<{ configuration: number; record: number; agent: number }> | undefined;
  const maju = () =>
    (made ??= (async () => {
      const owner = context.stack().owner;
      const clientId = context.majuClientId();
      const one = async (sql: string, params: unknown[]) =>
        (await owner.query<{ id: number }>(sql, params)).rows[0]!.id;
      const configuration = await one(
        `INSERT INTO tax_configurations (client_id, kind, name) VALUES ($1, 'pph21_non_final', $2)
         RETURNING id`,
        [clientId, NAME],
      );
      const agent = await one("SELECT id FROM agents WHERE client_id = $1 ORDER BY id LIMIT 1", [
        clientId,
      ]);
      const record = await one(
        `INSERT INTO employee_tax_records (client_id, tax_configuration_id, agent_id, year,
           tax_id_kind, tax_id, ptkp_status)
         SELECT $1, $2, id, 2099, 'nik', nik, 'TK/0' FROM agents WHERE id = $3 RETURNING id`,
        [clientId, configuration, agent],
      );
      return { configuration, record, agent };
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
      configurations: await rows(
        "SELECT * FROM tax_configurations WHERE client_id = $1 ORDER BY id",
      ),
      records: await rows("SELECT * FROM employee_tax_records WHERE client_id = $1 ORDER BY id"),
      audit: await rows("SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1"),
    };
  };
  type Ids = Awaited<ReturnType<typeof maju>>;
  const isolated = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: (ids: Ids) => string,
    payload?: (ids: Ids) => object,
  ) => {
    const ids = await maju();
    const before = await snapshot();
    const answer = await call(method, url(ids), payload?.(ids));
    expect(answer.status).toBe(404);
    expect(Object.keys(answer.body)).toEqual(["message"]);
    expect(await snapshot()).toEqual(before);
  };
  const configurationBody = { kind: "pph21_non_final", name: NAME };
  const recordBody = (ids: Ids, taxConfigurationId = ids.configuration) => ({
    taxConfigurationId,
    agentId: ids.agent,
    year: 2099,
    taxIdKind: "nik",
    taxId: "3171011502900001",
    ptkp: "TK/0",
  });

  const cases: Record<string, RouteCase> = {
    "GET /api/hcm/v1/tax-configurations": {
      why: "lists the caller's client's configurations only",
      check: async () => {
        await maju();
        const answer = await call("GET", `/tax-configurations?q=${encodeURIComponent(NAME)}`);
        expect(answer.body.data).toEqual({ items: [], totalItems: 0 });
      },
    },
    "GET /api/hcm/v1/tax-configurations/:id": {
      why: "reads a configuration of the caller's client only",
      check: () => isolated("GET", (ids) => `/tax-configurations/${ids.configuration}`),
    },
    "POST /api/hcm/v1/tax-configurations": {
      why: "creates in the caller's client; A's name is free for B",
      check: async () => {
        await maju();
        const before = await snapshot();
        const answer = await call("POST", "/tax-configurations", configurationBody);
        expect(answer.status).toBe(201);
        expect(await snapshot()).toEqual(before);
      },
    },
    "PUT /api/hcm/v1/tax-configurations/:id": {
      why: "changes a configuration of the caller's client only",
      check: () =>
        isolated(
          "PUT",
          (ids) => `/tax-configurations/${ids.configuration}`,
          () => ({ ...configurationBody, version: 1 }),
        ),
    },
    "DELETE /api/hcm/v1/tax-configurations/:id": {
      why: "deletes a configuration of the caller's client only",
      check: () => isolated("DELETE", (ids) => `/tax-configurations/${ids.configuration}`),
    },
    "GET /api/hcm/v1/tax-configurations/:id/employee-tax-records": {
      why: "lists the records of a configuration of the caller's client only",
      check: () =>
        isolated(
          "GET",
          (ids) => `/tax-configurations/${ids.configuration}/employee-tax-records?year=2099`,
        ),
    },
    "POST /api/hcm/v1/tax-configurations/:id/employee-tax-records/generate": {
      why: "generates under a configuration of the caller's client only, from its own members",
      check: () =>
        isolated(
          "POST",
          (ids) => `/tax-configurations/${ids.configuration}/employee-tax-records/generate`,
          () => ({ year: 2099 }),
        ),
    },
    "GET /api/hcm/v1/employee-tax-records/:id": {
      why: "reads a record of the caller's client only",
      check: () => isolated("GET", (ids) => `/employee-tax-records/${ids.record}`),
    },
    "POST /api/hcm/v1/employee-tax-records": {
      why: "creates in the caller's client; A's worker and configuration are unknown to B",
      check: async () => {
        const ids = await maju();
        const before = await snapshot();
        const answer = await call("POST", "/employee-tax-records", recordBody(ids));
        expect(answer.status).toBe(400);
        expect(answer.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
          "agentId",
          "taxConfigurationId",
        ]);
        expect(await snapshot()).toEqual(before);
      },
    },
    "PUT /api/hcm/v1/employee-tax-records/:id": {
      why: "changes a record of the caller's client only",
      check: () =>
        isolated(
          "PUT",
          (ids) => `/employee-tax-records/${ids.record}`,
          (ids) => ({ ...recordBody(ids), version: 1 }),
        ),
    },
    "DELETE /api/hcm/v1/employee-tax-records/:id": {
      why: "deletes a record of the caller's client only",
      check: () => isolated("DELETE", (ids) => `/employee-tax-records/${ids.record}`),
    },
  };
  return cases;
};
