import { expect } from "vitest";
import { testNik } from "../../support/nik.ts";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase, TenancyContext } from "./types.ts";

/**
 * Employees and their additional-data fields: client B's token on client A's ids answers
 * 404 with only a message and changes nothing of A; lists, searches and exports never hold
 * A's rows. A's and B's rows are made once, as the owner, the first time a case needs them.
 */

const BASE = "/api/main/v1";

type Rows = {
  branch: number;
  agent: number;
  field: number;
  nik: string;
  phone: string;
  name: string;
};

let majuRows: Promise<Rows> | undefined;
let sentosaRows: Promise<Rows> | undefined;

async function makeRows(context: TenancyContext, clientId: number, tag: "A" | "B"): Promise<Rows> {
  const owner = context.stack().owner;
  const one = async (sql: string, params: unknown[]) =>
    (await owner.query<{ id: number }>(sql, params)).rows[0]!.id;
  const branch = await one(
    `INSERT INTO branches (client_id, code, name) VALUES ($1, 'TEN-AGT', $2) RETURNING id`,
    [clientId, `Tenancy agents branch ${tag}`],
  );
  const digit = tag === "A" ? "3" : "4";
  const nik = testNik(tag === "A" ? 77_000_003 : 77_000_004);
  const phone = `877${digit.repeat(8)}`;
  const name = `Tenancy employee ${tag} Qzx`;
  const agent = await one(
    `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type,
                         branch_id, custom_data)
     VALUES ($1, $2, $3, $4, '2024-01-01', 'pkwt', $5, $6) RETURNING id`,
    [clientId, name, nik, phone, branch, JSON.stringify({ ten_secret: `${tag}-only` })],
  );
  await owner.query(
    `INSERT INTO audit_log (client_id, actor_type, actor_label, action, entity_type, entity_id, after)
     VALUES ($1, 'system', 'tenancy', 'agent.create', 'agent', $2, $3)`,
    [clientId, String(agent), JSON.stringify({ fullName: name })],
  );
  const field = await one(
    `INSERT INTO agent_fields (client_id, key, label, type) VALUES ($1, $2, $3, 'text') RETURNING id`,
    [clientId, tag === "A" ? "ten_secret" : "ten_visible", `Tenancy field ${tag}`],
  );
  return { branch, agent, field, nik, phone, name };
}

export const agentsCases: CaseModule = (context) => {
  const rowsA = () => (majuRows ??= makeRows(context, context.majuClientId(), "A"));
  const rowsB = () => (sentosaRows ??= makeRows(context, context.sentosaClientId(), "B"));
  const call = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
    await Promise.all([rowsA(), rowsB()]);
    const response = await context.stack().app.inject({
      method,
      url: `${BASE}${url}`,
      headers: bearer(context.tokenB()),
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: response.statusCode, body: response.body };
  };
  /** Nothing of A's agent or field in a body: its name, NIK, phone, id-bearing texts. */
  const expectNothingOfA = async (body: string) => {
    const a = await rowsA();
    for (const secret of [a.name, a.nik, a.phone, "A-only", "Tenancy field A"])
      expect(body).not.toContain(secret);
  };
  const notFound = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
  ) => {
    const answer = await call(method, url, payload);
    expect(answer.status, `${method} ${url}`).toBe(404);
    expect(Object.keys(JSON.parse(answer.body))).toEqual(["message"]);
    await expectNothingOfA(answer.body);
  };
  const agentOfA = async () => {
    const { rows } = await context
      .stack()
      .owner.query<{ full_name: string; worker_status: string; version: number }>(
        "SELECT full_name, worker_status, version FROM agents WHERE id = $1",
        [(await rowsA()).agent],
      );
    return rows[0];
  };
  const unchangedA = async () => {
    expect(await agentOfA()).toEqual({
      full_name: (await rowsA()).name,
      worker_status: "active",
      version: 1,
    });
  };
  const form = async () => ({
    fullName: "Intruder",
    nik: "9499990101909999",
    phoneNumber: "87799999999",
    joinDate: "2024-01-01",
    contractType: "pkwt",
    branchId: (await rowsB()).branch,
  });

  const cases: Record<string, RouteCase> = {
    "GET /api/main/v1/agents": {
      why: "B's agents only; searching A's name, NIK or phone finds nothing",
      check: async () => {
        const b = await rowsB();
        const all = await call("GET", "/agents?limit=100&q=Tenancy%20employee");
        expect(all.status).toBe(200);
        expect(JSON.parse(all.body).data.items.map((i: { id: number }) => i.id)).toEqual([b.agent]);
        await expectNothingOfA(all.body);
        const a = await rowsA();
        for (const q of [a.nik, `0${a.phone}`, "Qzx"]) {
          const found = await call("GET", `/agents?q=${encodeURIComponent(q)}`);
          await expectNothingOfA(found.body);
        }
        const byBranch = await call("GET", `/agents?branchIds=${a.branch}`);
        expect(JSON.parse(byBranch.body).data).toMatchObject({ items: [], totalItems: 0 });
      },
    },
    "GET /api/main/v1/agents/export": {
      why: "exports B's agents only, even given A's ids",
      check: async () => {
        const a = await rowsA();
        const b = await rowsB();
        const byIds = await call("GET", `/agents/export?ids=${a.agent},${b.agent}`);
        expect(byIds.status).toBe(200);
        expect(byIds.body).toContain(b.name);
        await expectNothingOfA(byIds.body);
        const xlsx = await call("GET", `/agents/export?format=xlsx&ids=${a.agent}`);
        expect(xlsx.status).toBe(200);
      },
    },
    "GET /api/main/v1/agents/:id": {
      why: "one agent of B; A's id is 404",
      check: async () => {
        await notFound("GET", `/agents/${(await rowsA()).agent}`);
        const own = await call("GET", `/agents/${(await rowsB()).agent}`);
        expect(own.status).toBe(200);
      },
    },
    "POST /api/main/v1/agents": {
      why: "creates in B; A's branch is not found, A's NIK and phone are free in B",
      check: async () => {
        const a = await rowsA();
        const intoA = await call("POST", "/agents", { ...(await form()), branchId: a.branch });
        expect(intoA.status).toBe(400);
        expect(JSON.parse(intoA.body).errors).toEqual([
          { field: "branchId", message: "Branch not found" },
        ]);
        const sameIds = await call("POST", "/agents", {
          ...(await form()),
          nik: a.nik,
          phoneNumber: a.phone,
        });
        expect(sameIds.status).toBe(201);
        await expectNothingOfA(sameIds.body.replace(a.nik, "").replace(a.phone, ""));
        const { rows } = await context
          .stack()
          .owner.query("SELECT client_id FROM agents WHERE nik = $1 ORDER BY id", [a.nik]);
        expect(rows).toEqual([
          { client_id: context.majuClientId() },
          { client_id: context.sentosaClientId() },
        ]);
      },
    },
    "PUT /api/main/v1/agents/:id": {
      why: "A's id is 404 and A's agent is unchanged",
      check: async () => {
        await notFound("PUT", `/agents/${(await rowsA()).agent}`, {
          ...(await form()),
          version: 1,
        });
        await unchangedA();
      },
    },
    "POST /api/main/v1/agents/:id/terminate": {
      why: "A's id is 404 and A's agent stays active",
      check: async () => {
        await notFound("POST", `/agents/${(await rowsA()).agent}/terminate`, {
          version: 1,
          reason: "OTHERS",
          date: "2024-06-01",
        });
        await unchangedA();
      },
    },
    "POST /api/main/v1/agents/status": {
      why: "all or nothing: A's id among B's is 404 and neither changes",
      check: async () => {
        const a = await rowsA();
        const b = await rowsB();
        const answer = await call("POST", "/agents/status", {
          ids: [b.agent, a.agent],
          status: "inactive",
        });
        expect(answer.status).toBe(404);
        await expectNothingOfA(answer.body);
        await unchangedA();
        const own = await call("GET", `/agents/${b.agent}`);
        expect(JSON.parse(own.body).data.workerStatus).toBe("active");
      },
    },
    "GET /api/main/v1/agents/:id/timeline": {
      why: "A's agent's audit rows are 404",
      check: async () => {
        await notFound("GET", `/agents/${(await rowsA()).agent}/timeline`);
        const own = await call("GET", `/agents/${(await rowsB()).agent}/timeline`);
        expect(JSON.parse(own.body).data.totalItems).toBeGreaterThanOrEqual(1);
      },
    },
    "GET /api/main/v1/agent-fields": {
      why: "B's fields only, archived ones included when asked",
      check: async () => {
        const answer = await call("GET", "/agent-fields?includeArchived=true");
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body).data.items.map((f: { id: number }) => f.id)).toContain(
          (await rowsB()).field,
        );
        await expectNothingOfA(answer.body);
      },
    },
    "GET /api/main/v1/agent-fields/:id": {
      why: "A's field is 404",
      check: async () => {
        await notFound("GET", `/agent-fields/${(await rowsA()).field}`);
        expect((await call("GET", `/agent-fields/${(await rowsB()).field}`)).status).toBe(200);
      },
    },
    "POST /api/main/v1/agent-fields": {
      why: "creates in B; A's key is free in B",
      check: async () => {
        const answer = await call("POST", "/agent-fields", {
          key: "ten_secret",
          label: "B's own",
          type: "text",
        });
        expect(answer.status).toBe(201);
        const { rows } = await context
          .stack()
          .owner.query(
            "SELECT client_id, label FROM agent_fields WHERE key = 'ten_secret' ORDER BY id",
          );
        expect(rows).toEqual([
          { client_id: context.majuClientId(), label: "Tenancy field A" },
          { client_id: context.sentosaClientId(), label: "B's own" },
        ]);
      },
    },
    "PUT /api/main/v1/agent-fields/:id": {
      why: "A's field is 404 and unchanged",
      check: async () => {
        await notFound("PUT", `/agent-fields/${(await rowsA()).field}`, {
          label: "Hijacked",
          required: true,
        });
        const { rows } = await context
          .stack()
          .owner.query("SELECT label, required FROM agent_fields WHERE id = $1", [
            (await rowsA()).field,
          ]);
        expect(rows).toEqual([{ label: "Tenancy field A", required: false }]);
      },
    },
    "DELETE /api/main/v1/agent-fields/:id": {
      why: "A's field is 404 and stays active",
      check: async () => {
        await notFound("DELETE", `/agent-fields/${(await rowsA()).field}`);
        const { rows } = await context
          .stack()
          .owner.query("SELECT status FROM agent_fields WHERE id = $1", [(await rowsA()).field]);
        expect(rows).toEqual([{ status: "active" }]);
      },
    },
  };
  return cases;
};
