import { expect } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { DEMO_PAYROLL_GROUP } from "../../../services/db/seed/payrollDemo.ts";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Payroll groups and members (issue 16): client B's token on client A's group answers 404 and
 * changes nothing of A (its members, their components, agents.payroll_group_id, A's audit);
 * lists hold only B's rows; A's branch, component and worker ids in B's bodies are unknown
 * (400 naming the field or row); A's NIKs in B's upload are no workers of B.
 */

const BASE = "/api/hcm/v1";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const payrollGroupsCases: CaseModule = (context) => {
  let made:
    | Promise<{ group: number; branch: number; agent: number; nik: string; component: number }>
    | undefined;
  const maju = () =>
    (made ??= (async () => {
      const owner = context.stack().owner;
      const clientId = context.majuClientId();
      const group = await owner.query<{ id: number }>(
        "SELECT id FROM payroll_groups WHERE client_id = $1 AND name = $2",
        [clientId, DEMO_PAYROLL_GROUP],
      );
      const member = await owner.query<{ agent_id: number; nik: string; branch_id: number }>(
        `SELECT m.agent_id, a.nik, a.branch_id FROM payroll_group_members m
           JOIN agents a ON a.id = m.agent_id WHERE m.payroll_group_id = $1 ORDER BY m.id LIMIT 1`,
        [group.rows[0]!.id],
      );
      const component = await owner.query<{ id: number }>(
        "SELECT component_id AS id FROM payroll_group_components WHERE payroll_group_id = $1 LIMIT 1",
        [group.rows[0]!.id],
      );
      return {
        group: group.rows[0]!.id,
        branch: member.rows[0]!.branch_id,
        agent: member.rows[0]!.agent_id,
        nik: member.rows[0]!.nik,
        component: component.rows[0]!.id,
      };
    })());
  const call = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object | Buffer,
    contentType?: string,
  ) => {
    const response = await context.stack().app.inject({
      method,
      url: `${BASE}${url}`,
      headers: {
        ...bearer(context.tokenB()),
        ...(contentType ? { "content-type": contentType } : {}),
      },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    const json = response.headers["content-type"]?.toString().startsWith("application/json");
    return { status: response.statusCode, body: json && response.body ? response.json() : {} };
  };
  const snapshot = async () => {
    const owner = context.stack().owner;
    const rows = async (sql: string) => (await owner.query(sql, [context.majuClientId()])).rows;
    return {
      groups: await rows("SELECT * FROM payroll_groups WHERE client_id = $1 ORDER BY id"),
      members: await rows("SELECT * FROM payroll_group_members WHERE client_id = $1 ORDER BY id"),
      components: await rows(
        "SELECT * FROM payroll_member_components WHERE client_id = $1 ORDER BY member_id, component_id",
      ),
      agents: await rows(
        "SELECT id, payroll_group_id FROM agents WHERE client_id = $1 ORDER BY id",
      ),
      audit: await rows("SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1"),
    };
  };
  const isolated = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: (ids: Awaited<ReturnType<typeof maju>>) => string,
    payload?: (ids: Awaited<ReturnType<typeof maju>>) => object | Buffer,
    contentType?: string,
  ) => {
    const ids = await maju();
    const before = await snapshot();
    const answer = await call(method, url(ids), payload?.(ids), contentType);
    expect(answer.status).toBe(404);
    expect(Object.keys(answer.body)).toEqual(["message"]);
    expect(await snapshot()).toEqual(before);
  };
  const body = {
    name: DEMO_PAYROLL_GROUP,
    salaryType: "per_cycle",
    shiftConfig: "without_shift",
    cycle: "monthly",
    payDay: 25,
    socialInsurance: { programs: "jkk_jkm_jht", paidBy: "client" },
  };

  const cases: Record<string, RouteCase> = {
    "GET /api/hcm/v1/payroll-groups": {
      why: "lists the caller's client's groups only",
      check: async () => {
        await maju();
        const answer = await call(
          "GET",
          `/payroll-groups?q=${encodeURIComponent(DEMO_PAYROLL_GROUP)}`,
        );
        expect(answer.body.data).toEqual({ items: [], totalItems: 0, limit: 10, page: 1 });
      },
    },
    "GET /api/hcm/v1/payroll-groups/:id": {
      why: "reads a group of the caller's client only",
      check: () => isolated("GET", (ids) => `/payroll-groups/${ids.group}`),
    },
    "POST /api/hcm/v1/payroll-groups": {
      why: "creates in the caller's client; A's branch and component ids are unknown to B; A's name is free for B",
      check: async () => {
        const ids = await maju();
        const before = await snapshot();
        const refused = await call("POST", "/payroll-groups", {
          ...body,
          branchIds: [ids.branch],
          components: [{ componentId: ids.component, amount: 1 }],
        });
        expect(refused.status).toBe(400);
        expect(refused.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
          "branchIds",
          "components.0.componentId",
        ]);
        expect((await call("POST", "/payroll-groups", body)).status).toBe(201);
        expect(await snapshot()).toEqual(before);
      },
    },
    "PUT /api/hcm/v1/payroll-groups/:id": {
      why: "changes a group of the caller's client only",
      check: () =>
        isolated(
          "PUT",
          (ids) => `/payroll-groups/${ids.group}`,
          () => ({ ...body, version: 1 }),
        ),
    },
    "DELETE /api/hcm/v1/payroll-groups/:id": {
      why: "deletes a group of the caller's client only",
      check: () => isolated("DELETE", (ids) => `/payroll-groups/${ids.group}`),
    },
    "GET /api/hcm/v1/payroll-groups/:id/members": {
      why: "lists the members of a group of the caller's client only",
      check: () => isolated("GET", (ids) => `/payroll-groups/${ids.group}/members`),
    },
    "PUT /api/hcm/v1/payroll-groups/:id/members": {
      why: "sets members of the caller's groups only; A's workers are unknown in B's own group",
      check: async () => {
        await isolated(
          "PUT",
          (ids) => `/payroll-groups/${ids.group}/members`,
          (ids) => ({ members: [{ agentId: ids.agent, basicSalary: 1, ptkp: "TK/0" }] }),
        );
        const ids = await maju();
        const own = await call("POST", "/payroll-groups", { ...body, name: "Tenancy B members" });
        const before = await snapshot();
        const refused = await call("PUT", `/payroll-groups/${own.body.data.id}/members`, {
          members: [{ agentId: ids.agent, basicSalary: 1, ptkp: "TK/0" }],
        });
        expect(refused.status).toBe(400);
        expect(refused.body.errors).toEqual([
          { field: "members.0.agentId", message: "does not exist" },
        ]);
        expect(await snapshot()).toEqual(before);
      },
    },
    "DELETE /api/hcm/v1/payroll-groups/:id/members/:agentId": {
      why: "ends memberships in the caller's groups only",
      check: () => isolated("DELETE", (ids) => `/payroll-groups/${ids.group}/members/${ids.agent}`),
    },
    "GET /api/hcm/v1/payroll-groups/:id/members/template": {
      why: "the template of a group of the caller's client only",
      check: () => isolated("GET", (ids) => `/payroll-groups/${ids.group}/members/template`),
    },
    "GET /api/hcm/v1/payroll-groups/:id/members/export": {
      why: "exports the members of a group of the caller's client only",
      check: () =>
        isolated("GET", (ids) => `/payroll-groups/${ids.group}/members/export?format=csv`),
    },
    "POST /api/hcm/v1/payroll-groups/:id/members/upload": {
      why: "uploads into the caller's groups only; A's NIKs are no workers of B",
      check: async () => {
        const ids = await maju();
        const file = await writeXlsxFile([
          ["NIK", "Basic Salary", "PTKP"],
          [ids.nik, 5_000_000, "TK/0"],
        ]).toBuffer();
        await isolated(
          "POST",
          (i) => `/payroll-groups/${i.group}/members/upload`,
          () => file,
          XLSX,
        );
        const own = await call("POST", "/payroll-groups", { ...body, name: "Tenancy B upload" });
        const before = await snapshot();
        const refused = await call(
          "POST",
          `/payroll-groups/${own.body.data.id}/members/upload`,
          file,
          XLSX,
        );
        expect(refused.status).toBe(400);
        expect(refused.body.errors).toEqual([
          { field: "rows.2.nik", message: "is not the NIK of one of your employees" },
        ]);
        expect(await snapshot()).toEqual(before);
      },
    },
  };
  return cases;
};
