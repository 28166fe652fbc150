import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testNik } from "../support/nik.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/**
 * Issue 11 A5 and A7, through REST and GraphQL: `version` bounded (a 400 naming it, not a
 * 409), the audit-log `q` search, names, codes and NIKs without invisible characters, NIKs
 * with a real province and birth date, and the bad-input shapes the fuzz tests found
 * (deep JSON, long filters) answered as client errors that name the problem.
 */

let stack: TestStack;
let token: string;
let branchId: number;
beforeAll(async () => {
  stack = await startStack();
  token = (await login(stack.app, DEMO.majuAdmin)).token;
  branchId = await firstId("branches");
});
afterAll(() => stack.close());

/** The first active row of PT Maju Jaya in `table`. */
async function firstId(table: "branches" | "partners"): Promise<number> {
  const { rows } = await stack.owner.query<{ id: number }>(
    `SELECT t.id FROM ${table} t JOIN users u ON u.client_id = t.client_id
     WHERE u.email = $1 ${table === "branches" ? "AND t.status = 'active'" : ""} ORDER BY t.id LIMIT 1`,
    [DEMO.majuAdmin.email],
  );
  return rows[0]!.id;
}

type Json = Record<string, unknown>;
type FieldError = { field: string; message: string };

async function rest(method: string, url: string, payload?: unknown, raw?: string) {
  const response = await stack.app.inject({
    method: method as "GET",
    url: `/api/main/v1${url}`,
    headers: {
      ...bearer(token),
      ...((payload ?? raw) ? { "content-type": "application/json" } : {}),
    },
    ...(raw !== undefined
      ? { payload: raw }
      : payload === undefined
        ? {}
        : { payload: JSON.stringify(payload) }),
  });
  return { status: response.statusCode, body: response.json() as Json };
}

async function gql(query: string, variables: Json = {}) {
  const response = await stack.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { ...bearer(token), "content-type": "application/json", accept: "application/json" },
    payload: JSON.stringify({ query, variables }),
  });
  return {
    status: response.statusCode,
    body: response.json() as {
      data?: Json | null;
      errors?: { message: string; extensions?: { code?: string; errors?: FieldError[] } }[];
    },
  };
}

let serial = 0;
const agentInput = (overrides: Json = {}): Json => {
  serial += 1;
  return {
    fullName: "Rules Agent",
    nik: testNik(70_000_000 + serial),
    phoneNumber: `8577${String(serial).padStart(7, "0")}`,
    joinDate: "2024-01-02",
    contractType: "pkwt",
    branchId,
    ...overrides,
  };
};

const fieldsOf = (body: Json) => (body["errors"] as FieldError[] | undefined) ?? [];

describe("version (A7)", () => {
  let agent: Json;
  beforeAll(async () => {
    const created = await rest("POST", "/agents", agentInput());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    agent = created.body["data"] as Json;
  });
  /** The PUT body as JSON text, so `version` can be a number JSON.stringify cannot write (1e999). */
  const put = (versionText: string) => {
    const input = agentInput({ nik: agent["nik"], phoneNumber: agent["phoneNumber"] });
    const raw = `{"version":${versionText},${JSON.stringify(input).slice(1)}`;
    return rest("PUT", `/agents/${agent["id"]}`, undefined, raw);
  };

  it.each([
    ["1e999 (Infinity)", "1e999"],
    ["1e300", "1e300"],
    ["2147483648", "2147483648"],
    ["0", "0"],
  ])("an agent PUT with version %s is a 400 naming version, not a 409", async (_what, version) => {
    const answer = await put(version);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body["message"]).toMatch(/\bversion\b/);
    expect(fieldsOf(answer.body).map((e) => e.field)).toEqual(["version"]);
  });

  it("a partner PUT with version 1e999 is a 400 naming version", async () => {
    const answer = await rest(
      "PUT",
      `/partners/${await firstId("partners")}`,
      undefined,
      `{"version":1e999,"fullName":"P","nik":"${testNik(71_000_000)}","phoneNumber":"81234567890"}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(fieldsOf(answer.body).map((e) => e.field)).toEqual(["version"]);
  });

  it("through GraphQL a version past Int is refused naming $version, before any call", async () => {
    for (const version of [1e300, 2_147_483_648, Number.MAX_SAFE_INTEGER]) {
      const answer = await gql(
        "mutation ($id: Int!, $version: Int!, $input: AgentInput!) { updateAgent(id: $id, version: $version, input: $input) { id } }",
        {
          id: agent["id"],
          version,
          input: agentInput({ nik: agent["nik"], phoneNumber: agent["phoneNumber"] }),
        },
      );
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.errors?.[0]?.message).toMatch(/\$version/);
      expect(answer.body.errors?.[0]?.extensions?.code).not.toBe("INTERNAL_SERVER_ERROR");
    }
    const zero = await gql(
      "mutation ($id: Int!, $input: AgentInput!) { updateAgent(id: $id, version: 0, input: $input) { id } }",
      {
        id: agent["id"],
        input: agentInput({ nik: agent["nik"], phoneNumber: agent["phoneNumber"] }),
      },
    );
    expect(zero.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(zero.body.errors?.[0]?.extensions?.errors?.map((e) => e.field)).toEqual(["version"]);
  });
});

describe("audit-log q (A7)", () => {
  it("finds entries by action, entity, actor name and actor e-mail; nothing else", async () => {
    const created = await rest("POST", "/agents", agentInput({ fullName: "Audit Searchable" }));
    const id = String((created.body["data"] as Json)["id"]);
    const search = async (q: string) => {
      const answer = await rest("GET", `/client/audit-log?limit=0&q=${encodeURIComponent(q)}`);
      expect(answer.status).toBe(200);
      return answer.body["data"] as {
        action: string;
        entity_type: string;
        entity_id: string;
        actor_label: string;
      }[];
    };
    // An entry of another action, entity and actor, which no search below may find.
    await stack.owner.query(
      `INSERT INTO audit_log (client_id, actor_type, actor_label, action, entity_type, entity_id)
       SELECT client_id, 'operator', 'Operator Other', 'client.update', 'client', '77'
       FROM users WHERE email = $1`,
      [DEMO.majuAdmin.email],
    );
    const all = await search("");
    const byAction = await search("agent.create");
    expect(byAction.length).toBeGreaterThan(0);
    expect(byAction.every((e) => e.action.includes("agent.create"))).toBe(true);
    expect(byAction.length).toBeLessThan(all.length);
    expect((await search(`agent ${id}`)).map((e) => e.entity_id)).toContain(id);
    const actor = all.find((e) => e.entity_id === id)!.actor_label;
    expect((await search(actor.toUpperCase())).every((e) => e.actor_label === actor)).toBe(true);
    expect((await search(DEMO.majuAdmin.email)).map((e) => e.entity_id)).toContain(id);
    expect(await search("no such audit text")).toEqual([]);
    // LIKE wildcards typed by the user are text.
    expect(await search("%")).toEqual([]);
  });

  it("searches only the caller's client (RLS)", async () => {
    const sentosa = (await login(stack.app, DEMO.sentosaAdmin)).token;
    const response = await stack.app.inject({
      method: "GET",
      url: "/api/main/v1/client/audit-log?limit=0&q=agent.create",
      headers: bearer(sentosa),
    });
    const entries = response.json().data as { entity_id: string }[];
    const own = await stack.owner.query(
      "SELECT entity_id FROM audit_log WHERE client_id = (SELECT client_id FROM users WHERE email = $1) AND action ILIKE '%agent.create%'",
      [DEMO.sentosaAdmin.email],
    );
    expect(entries.length).toBe(own.rowCount);
  });
});

describe("invisible characters (A7)", () => {
  const RLO = "\u202E";
  const ZWSP = "\u200B";

  it("REST: an agent's name, a branch's name and code, a partner's NIK are refused at their field", async () => {
    const agent = await rest("POST", "/agents", agentInput({ fullName: `Budi${RLO}Santoso` }));
    expect(agent.status).toBe(400);
    expect(fieldsOf(agent.body)).toEqual([
      {
        field: "fullName",
        message: "Full name must not contain invisible or text-direction characters",
      },
    ]);
    const branch = await rest("POST", "/branches", {
      code: `JKT-9${ZWSP}`,
      name: `Cabang${ZWSP}`,
      timezone: "WIB",
    });
    expect(branch.status).toBe(400);
    expect(fieldsOf(branch.body)).toEqual(
      expect.arrayContaining([
        { field: "code", message: "must not contain invisible or text-direction characters" },
        { field: "name", message: "must not contain invisible or text-direction characters" },
      ]),
    );
    const partner = await rest("POST", "/partners", {
      fullName: "Partner",
      nik: `\uFEFF${testNik(72_000_000)}`,
      phoneNumber: "81234567891",
    });
    expect(partner.status).toBe(400);
    expect(fieldsOf(partner.body)).toEqual([
      { field: "nik", message: "must not contain invisible or text-direction characters" },
    ]);
  });

  it("GraphQL: the same field error, as BAD_USER_INPUT", async () => {
    const answer = await gql(
      "mutation ($input: AgentInput!) { createAgent(input: $input) { id } }",
      { input: agentInput({ nik: `${testNik(73_000_000)}\u2066` }) },
    );
    const error = answer.body.errors?.[0];
    expect(error?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(error?.extensions?.errors).toEqual([
      { field: "nik", message: "NIK must not contain invisible or text-direction characters" },
    ]);
  });
});

describe("impossible NIKs (A7)", () => {
  it.each([
    ["sixteen zeros", "0000000000000000", "NIK must start with an Indonesian province code"],
    [
      "31 February",
      "3171013102900001",
      "NIK must hold a real birth date in digits 7 to 12 (DDMMYY; women's day + 40)",
    ],
  ])("REST and GraphQL refuse a NIK of %s", async (_what, nik, message) => {
    const answer = await rest("POST", "/agents", agentInput({ nik }));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual([{ field: "nik", message }]);
    const viaGraphql = await gql(
      "mutation ($input: AgentInput!) { createAgent(input: $input) { id } }",
      {
        input: agentInput({ nik }),
      },
    );
    expect(viaGraphql.body.errors?.[0]?.extensions?.errors).toEqual([{ field: "nik", message }]);
  });

  it("a woman's NIK (day + 40) is accepted", async () => {
    const answer = await rest("POST", "/agents", agentInput({ nik: "3171016902920001" }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });
});

describe("bad-input shapes the fuzz tests found (A5)", () => {
  const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

  it("GraphQL: JSONObject nested 10,000 levels is BAD_USER_INPUT, not masked", async () => {
    const response = await stack.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { ...bearer(token), "content-type": "application/json", accept: "application/json" },
      payload: `{"query":"mutation ($input: AgentInput!) { createAgent(input: $input) { id } }","variables":{"input":${JSON.stringify(agentInput()).slice(0, -1)},"customData":${deep(10_000)}}}}`,
    });
    const body = response.json() as {
      errors: { message: string; extensions?: { code?: string } }[];
    };
    expect(response.statusCode).toBeLessThan(500);
    expect(body.errors[0]?.message).toMatch(/nest at most 32 levels/);
  });

  it("GraphQL: a literal nested 1,000 or 10,000 levels in the document is a 400, not a 500", async () => {
    const nested = (levels: number) =>
      gql(
        `mutation { createAgent(input: {fullName: "x", nik: "x", phoneNumber: "x", joinDate: "x", contractType: "x", branchId: 1, customData: ${"{a: ".repeat(levels)}1${"}".repeat(levels)}}) { id } }`,
      );
    // Within the token cap (gateway/limits.ts), the nesting check (gateway/nesting.ts) speaks.
    const deep = await nested(1_000);
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.[0]?.message).toMatch(/nests more than 64 levels/);
    expect(deep.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    // Past it, the token cap refuses the document before anything reads its brackets.
    const huge = await nested(10_000);
    expect(huge.status).toBe(400);
    expect(huge.body.errors?.[0]?.message).toMatch(/too long: more than 5000 tokens/);
  });

  it("GraphQL: a 20,000-character filter is BAD_USER_INPUT naming it, not a dropped connection", async () => {
    const answer = await gql(
      "query ($q: String) { branches(filter: { q: $q }) { items { id } } }",
      {
        q: "a".repeat(20_000),
      },
    );
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(answer.body.errors?.[0]?.message).toMatch(/"q" is too long/);
  });

  it("REST: a body nested 10,000 levels is a 400 naming the field", async () => {
    const answer = await rest(
      "POST",
      "/agents",
      undefined,
      `${JSON.stringify(agentInput()).slice(0, -1)},"customData":${deep(10_000)}}`,
    );
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual([
      { field: "customData", message: "must not nest more than 32 levels deep" },
    ]);
  });
});
