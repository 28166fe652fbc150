import { expect } from "vitest";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase, TenancyContext } from "./types.ts";

/**
 * Branches, merchants, projects, partners and assignments: client B's token on client A's
 * ids answers 404 with only a message, changes nothing of A, and lists never hold A's rows.
 * A's rows are made once, as the owner, the first time a case needs them.
 */

const BASE = "/api/main/v1";

type Rows = {
  branch: number;
  merchant: number;
  project: number;
  agent: number;
  partner: number;
  partnerDecided: number;
  assignment: number;
};

let majuRows: Promise<Rows> | undefined;
let sentosaRows: Promise<Rows> | undefined;

/** One set of org rows of a client, with fixed codes (codes are unique per client only). */
async function makeRows(context: TenancyContext, clientId: number, tag: string): Promise<Rows> {
  const owner = context.stack().owner;
  const one = async (sql: string, params: unknown[]) =>
    (await owner.query<{ id: number }>(sql, params)).rows[0]!.id;
  const branch = await one(
    `INSERT INTO branches (client_id, code, name, province_id, city_id)
     VALUES ($1, 'TEN-BR', $2, '31', '31.71') RETURNING id`,
    [clientId, `Tenancy branch ${tag}`],
  );
  const merchant = await one(
    `INSERT INTO merchants (client_id, code, name, branch_id) VALUES ($1, 'TEN-MC', $2, $3)
     RETURNING id`,
    [clientId, `Tenancy merchant ${tag}`, branch],
  );
  const project = await one(
    `INSERT INTO projects (client_id, code, name, start_date) VALUES ($1, 'TEN-PJ', $2, '2024-01-01')
     RETURNING id`,
    [clientId, `Tenancy project ${tag}`],
  );
  const digits = tag === "A" ? "1" : "2";
  const agent = await one(
    `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type, branch_id)
     VALUES ($1, $2, $3, $4, '2024-01-01', 'pkwt', $5) RETURNING id`,
    [clientId, `Tenancy agent ${tag}`, digits.repeat(16), `8${digits.repeat(10)}`, branch],
  );
  const partner = await one(
    `INSERT INTO partners (client_id, full_name, nik, phone_number, city_id, province_id,
                           assigned_agent_id)
     VALUES ($1, $2, $3, $4, '31.71', '31', $5) RETURNING id`,
    [clientId, `Tenancy partner ${tag}`, `9${digits.repeat(15)}`, `87${digits.repeat(9)}`, agent],
  );
  const partnerDecided = await one(
    `INSERT INTO partners (client_id, full_name, nik, phone_number, approval_status, decided_at)
     VALUES ($1, $2, $3, $4, 'approved', now()) RETURNING id`,
    [clientId, `Tenancy lead ${tag}`, `8${digits.repeat(15)}`, `86${digits.repeat(9)}`],
  );
  const assignment = await one(
    `INSERT INTO assignments (client_id, agent_id, project_id, merchant_id, branch_id, start_date)
     VALUES ($1, $2, $3, $4, $5, '2024-02-01') RETURNING id`,
    [clientId, agent, project, merchant, branch],
  );
  return { branch, merchant, project, agent, partner, partnerDecided, assignment };
}

export const orgCases: CaseModule = (context) => {
  const maju = () => (majuRows ??= makeRows(context, context.majuClientId(), "A"));
  const sentosa = () => (sentosaRows ??= makeRows(context, context.sentosaClientId(), "B"));
  const call = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
    await Promise.all([maju(), sentosa()]);
    const response = await context.stack().app.inject({
      method,
      url: `${BASE}${url}`,
      headers: bearer(context.tokenB()),
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : {} };
  };
  /** A's table rows as the owner sees them, to prove a call changed nothing. */
  const snapshot = (table: string) =>
    context
      .stack()
      .owner.query(`SELECT * FROM ${table} WHERE client_id = $1 ORDER BY 1`, [
        context.majuClientId(),
      ])
      .then((result) => result.rows);
  const expectNotFound = (answer: { status: number; body: unknown }) => {
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: expect.any(String) });
    expect(JSON.stringify(answer.body)).not.toMatch(/maju|tenancy/i);
  };
  /** A list answer: B's own rows only, none of A's ids. */
  const expectOwnList = async (url: string, key: keyof Rows) => {
    const answer = await call("GET", url);
    expect(answer.status).toBe(200);
    const ids = answer.body.data.items.map((item: { id: number }) => item.id);
    expect(ids).toContain((await sentosa())[key]);
    expect(ids).not.toContain((await maju())[key]);
    const byId = await call(
      "GET",
      `${url}${url.includes("?") ? "&" : "?"}ids=${(await maju())[key]}`,
    );
    expect(byId.body.data).toMatchObject({ items: [], totalItems: 0 });
  };
  /** GET /:id of A's row is 404; B's own is 200. */
  const expectReadIsolated = async (path: string, key: keyof Rows) => {
    expectNotFound(await call("GET", `${path}/${(await maju())[key]}`));
    const own = await call("GET", `${path}/${(await sentosa())[key]}`);
    expect(own.status).toBe(200);
    expect(own.body.data.id).toBe((await sentosa())[key]);
  };
  /** A write on A's row is 404 and A's table is unchanged. */
  const expectWriteIsolated = async (
    table: string,
    method: "PUT" | "DELETE" | "POST",
    url: (rows: Rows) => string,
    payload?: object,
  ) => {
    const before = await snapshot(table);
    expectNotFound(await call(method, url(await maju()), payload));
    expect(await snapshot(table)).toEqual(before);
  };

  const branchBody = { code: "TEN-NEW", name: "Tenancy new", provinceId: "31", cityId: "31.71" };
  const cases: Record<string, RouteCase> = {
    "GET /api/main/v1/branches": {
      why: "lists the caller's branches; ids of A are filtered out by RLS",
      check: () => expectOwnList("/branches?q=Tenancy&limit=100", "branch"),
    },
    "GET /api/main/v1/branches/:id": {
      why: "one branch of the caller's client",
      check: () => expectReadIsolated("/branches", "branch"),
    },
    "POST /api/main/v1/branches": {
      why: "creates in the caller's client; A's code is no duplicate for B (nothing leaks)",
      check: async () => {
        const before = await snapshot("branches");
        const answer = await call("POST", "/branches", { ...branchBody, code: "TEN-BR2" });
        expect(answer.status).toBe(201);
        // A has TEN-BR; B may use it too, and learns nothing about A.
        const again = await call("POST", "/branches", { ...branchBody, code: "TEN-BR" });
        expect(again.status).toBe(409); // B's own TEN-BR
        expect(await snapshot("branches")).toEqual(before);
        const row = await context
          .stack()
          .owner.query("SELECT client_id FROM branches WHERE id = $1", [answer.body.data.id]);
        expect(row.rows[0].client_id).toBe(context.sentosaClientId());
      },
    },
    "PUT /api/main/v1/branches/:id": {
      why: "replaces only a branch of the caller's client",
      check: () =>
        expectWriteIsolated("branches", "PUT", (r) => `/branches/${r.branch}`, {
          ...branchBody,
          code: "TEN-HIJACK",
        }),
    },
    "DELETE /api/main/v1/branches/:id": {
      why: "deletes only a branch of the caller's client",
      check: () => expectWriteIsolated("branches", "DELETE", (r) => `/branches/${r.branch}`),
    },
    "GET /api/main/v1/merchants": {
      why: "lists the caller's merchants",
      check: () => expectOwnList("/merchants?q=Tenancy&limit=100", "merchant"),
    },
    "GET /api/main/v1/merchants/:id": {
      why: "one merchant of the caller's client",
      check: () => expectReadIsolated("/merchants", "merchant"),
    },
    "POST /api/main/v1/merchants": {
      why: "creates in the caller's client; A's branch id reads as not existing",
      check: async () => {
        const before = await snapshot("merchants");
        const answer = await call("POST", "/merchants", {
          ...branchBody,
          code: "TEN-MC2",
          branchId: (await maju()).branch,
        });
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual([{ field: "branchId", message: "does not exist" }]);
        expect(await snapshot("merchants")).toEqual(before);
      },
    },
    "PUT /api/main/v1/merchants/:id": {
      why: "replaces only a merchant of the caller's client",
      check: () =>
        expectWriteIsolated("merchants", "PUT", (r) => `/merchants/${r.merchant}`, {
          ...branchBody,
          code: "TEN-HIJACK",
        }),
    },
    "DELETE /api/main/v1/merchants/:id": {
      why: "deletes only a merchant of the caller's client",
      check: () => expectWriteIsolated("merchants", "DELETE", (r) => `/merchants/${r.merchant}`),
    },
    "GET /api/main/v1/projects": {
      why: "lists the caller's projects",
      check: () => expectOwnList("/projects?q=Tenancy&limit=100", "project"),
    },
    "GET /api/main/v1/projects/:id": {
      why: "one project of the caller's client",
      check: () => expectReadIsolated("/projects", "project"),
    },
    "POST /api/main/v1/projects": {
      why: "creates in the caller's client",
      check: async () => {
        const before = await snapshot("projects");
        const answer = await call("POST", "/projects", {
          code: "TEN-PJ2",
          name: "Tenancy project two",
          startDate: "2024-01-01",
        });
        expect(answer.status).toBe(201);
        expect(await snapshot("projects")).toEqual(before);
      },
    },
    "PUT /api/main/v1/projects/:id": {
      why: "replaces only a project of the caller's client",
      check: () =>
        expectWriteIsolated("projects", "PUT", (r) => `/projects/${r.project}`, {
          code: "TEN-HIJACK",
          name: "Hijacked",
          startDate: "2024-01-01",
        }),
    },
    "DELETE /api/main/v1/projects/:id": {
      why: "deletes only a project of the caller's client",
      check: () => expectWriteIsolated("projects", "DELETE", (r) => `/projects/${r.project}`),
    },
    "GET /api/main/v1/partners": {
      why: "lists the caller's partners",
      check: () => expectOwnList("/partners?q=Tenancy&limit=100", "partner"),
    },
    "GET /api/main/v1/partners/:id": {
      why: "one partner of the caller's client",
      check: () => expectReadIsolated("/partners", "partner"),
    },
    "POST /api/main/v1/partners": {
      why: "registers in the caller's client; A's NIK is no duplicate for B, A's agent and partner ids read as not existing",
      check: async () => {
        const before = await snapshot("partners");
        const a = await maju();
        const refused = await call("POST", "/partners", {
          fullName: "Tenancy partner new",
          nik: "9455550101905555",
          phoneNumber: "81255555555",
          assignedAgentId: a.agent,
          teamLeadId: a.partnerDecided,
        });
        expect(refused.status).toBe(400);
        expect(refused.body.errors).toEqual([
          { field: "assignedAgentId", message: "does not exist" },
          { field: "teamLeadId", message: "does not exist" },
        ]);
        const aNik = await context
          .stack()
          .owner.query<{ nik: string; phone_number: string }>(
            "SELECT nik, phone_number FROM partners WHERE id = $1",
            [a.partner],
          );
        const sameNik = await call("POST", "/partners", {
          fullName: "Tenancy partner same NIK",
          nik: aNik.rows[0]!.nik,
          phoneNumber: aNik.rows[0]!.phone_number,
        });
        expect(sameNik.status).toBe(201);
        expect(await snapshot("partners")).toEqual(before);
      },
    },
    "PUT /api/main/v1/partners/:id": {
      why: "replaces only a partner of the caller's client",
      check: () =>
        expectWriteIsolated("partners", "PUT", (r) => `/partners/${r.partner}`, {
          fullName: "Hijacked",
          nik: "9444440101904444",
          phoneNumber: "81244444444",
          version: 1,
        }),
    },
    "POST /api/main/v1/partners/:id/approve": {
      why: "decides only a partner of the caller's client",
      check: () => expectWriteIsolated("partners", "POST", (r) => `/partners/${r.partner}/approve`),
    },
    "POST /api/main/v1/partners/:id/reject": {
      why: "decides only a partner of the caller's client",
      check: () =>
        expectWriteIsolated("partners", "POST", (r) => `/partners/${r.partner}/reject`, {
          reason: "Hijack",
        }),
    },
    "POST /api/main/v1/partners/approve": {
      why: "bulk decisions touch only the caller's partners: any of A's ids makes it a 404, all or nothing",
      check: async () => {
        const before = await snapshot("partners");
        const answer = await call("POST", "/partners/approve", {
          ids: [(await sentosa()).partner, (await maju()).partner],
        });
        expect(answer.status).toBe(404);
        expect(await snapshot("partners")).toEqual(before);
        const own = await context
          .stack()
          .owner.query("SELECT approval_status FROM partners WHERE id = $1", [
            (await sentosa()).partner,
          ]);
        expect(own.rows[0].approval_status).toBe("waiting_for_approval");
      },
    },
    "POST /api/main/v1/partners/reject": {
      why: "bulk decisions touch only the caller's partners",
      check: async () => {
        const before = await snapshot("partners");
        const answer = await call("POST", "/partners/reject", {
          ids: [(await maju()).partner],
          reason: "Hijack",
        });
        expect(answer.status).toBe(404);
        expect(await snapshot("partners")).toEqual(before);
      },
    },
    "GET /api/main/v1/partners/settings": {
      why: "the caller's client's own visibility setting",
      check: async () => {
        await context.stack().owner.query(
          `INSERT INTO partner_settings (client_id, visibility) VALUES ($1, 'by_working_city')
             ON CONFLICT (client_id) DO UPDATE SET visibility = 'by_working_city'`,
          [context.majuClientId()],
        );
        const answer = await call("GET", "/partners/settings");
        expect(answer.body.data.visibility).not.toBe("by_working_city");
      },
    },
    "PUT /api/main/v1/partners/settings": {
      why: "changes only the caller's client's setting",
      check: async () => {
        const before = await snapshot("partner_settings");
        const answer = await call("PUT", "/partners/settings", { visibility: "by_assigned_agent" });
        expect(answer.body.data.visibility).toBe("by_assigned_agent");
        expect(await snapshot("partner_settings")).toEqual(before);
        await call("PUT", "/partners/settings", { visibility: "all_registered_partners" });
      },
    },
    "GET /api/main/v1/assignments": {
      why: "lists the caller's assignments; filters by A's ids find nothing",
      check: async () => {
        await expectOwnList("/assignments?limit=100", "assignment");
        const byAgent = await call("GET", `/assignments?agentId=${(await maju()).agent}`);
        expect(byAgent.body.data.totalItems).toBe(0);
      },
    },
    "GET /api/main/v1/assignments/:id": {
      why: "one assignment of the caller's client",
      check: () => expectReadIsolated("/assignments", "assignment"),
    },
    "POST /api/main/v1/assignments": {
      why: "A's agent, project, merchant and branch ids read as not existing; nothing is written",
      check: async () => {
        const before = await snapshot("assignments");
        const a = await maju();
        const answer = await call("POST", "/assignments", {
          agentId: a.agent,
          projectId: a.project,
          merchantId: a.merchant,
          branchId: a.branch,
          startDate: "2025-01-01",
        });
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual([
          { field: "agentId", message: "does not exist" },
          { field: "projectId", message: "does not exist" },
          { field: "merchantId", message: "does not exist" },
          { field: "branchId", message: "does not exist" },
        ]);
        // B's own agent with A's project: still refused, still nothing of A named.
        const mixed = await call("POST", "/assignments", {
          agentId: (await sentosa()).agent,
          projectId: a.project,
          branchId: (await sentosa()).branch,
          startDate: "2025-01-01",
        });
        expect(mixed.body.errors).toEqual([{ field: "projectId", message: "does not exist" }]);
        expect(await snapshot("assignments")).toEqual(before);
      },
    },
    "PUT /api/main/v1/assignments/:id": {
      why: "replaces only an assignment of the caller's client",
      check: async () => {
        const b = await sentosa();
        await expectWriteIsolated("assignments", "PUT", (r) => `/assignments/${r.assignment}`, {
          agentId: b.agent,
          projectId: b.project,
          branchId: b.branch,
          startDate: "2030-01-01",
        });
      },
    },
    "POST /api/main/v1/assignments/:id/end": {
      why: "ends only an assignment of the caller's client",
      check: () =>
        expectWriteIsolated("assignments", "POST", (r) => `/assignments/${r.assignment}/end`, {}),
    },
    "DELETE /api/main/v1/assignments/:id": {
      why: "deletes only an assignment of the caller's client",
      check: () =>
        expectWriteIsolated("assignments", "DELETE", (r) => `/assignments/${r.assignment}`),
    },
  };
  return cases;
};
