import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_FIELDS_MAX } from "../../domain/workforce/agent.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/**
 * Additional data (issue 5): client-defined employee fields over REST — create, edit,
 * archive, every validation error, duplicate keys, options still in use, the cap, and the
 * menus that may read and write them (SPEC §6).
 */

let stack: TestStack;
let adminToken: string;
let majuClientId: number;
let branchId: number;

const API = "/api/main/v1";
type Json = Record<string, unknown>;

async function call(method: string, url: string, token: string, payload?: unknown) {
  const response = await stack.app.inject({
    method: method as "GET",
    url: `${API}${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
  return { status: response.statusCode, body: (response.body ? response.json() : {}) as Json };
}

let keySerial = 0;
const nextKey = () => `f${++keySerial}_${randomBytes(2).toString("hex")}`;
const fieldCount = async () =>
  Number(
    (
      await stack.owner.query<{ n: string }>(
        "SELECT count(*) AS n FROM agent_fields WHERE client_id = $1",
        [majuClientId],
      )
    ).rows[0]!.n,
  );

async function createField(input: Json = {}): Promise<Json> {
  const answer = await call("POST", "/agent-fields", adminToken, {
    key: nextKey(),
    label: "Shirt size",
    type: "single_select",
    options: [
      { label: "M", value: "m" },
      { label: "L", value: "l" },
    ],
    ...input,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body["data"] as Json;
}

/** A user of PT Maju Jaya whose role has exactly these menus. */
async function tokenWithMenus(menus: string[]): Promise<string> {
  const name = `Fields ${randomBytes(3).toString("hex")}`;
  const roleId = (
    await stack.owner.query<{ id: number }>(
      "INSERT INTO roles (client_id, name) VALUES ($1, $2) RETURNING id",
      [majuClientId, name],
    )
  ).rows[0]!.id;
  for (const menu of menus)
    await stack.owner.query(
      "INSERT INTO role_menus (client_id, role_id, menu_id) VALUES ($1, $2, $3)",
      [majuClientId, roleId, menu],
    );
  const email = `${name.replace(" ", "-").toLowerCase()}@maju.test`;
  await stack.owner.query(
    `INSERT INTO users (client_id, role_id, email, fullname, password_hash)
     SELECT client_id, $2, $3, $4, password_hash FROM users WHERE email = $1`,
    [DEMO.majuOps.email, roleId, email, name],
  );
  return (await login(stack.app, { email, password: DEMO.majuOps.password })).token;
}

beforeAll(async () => {
  stack = await startStack();
  const admin = await login(stack.app, DEMO.majuAdmin);
  adminToken = admin.token;
  majuClientId = admin.user.client_id;
  branchId = (
    await stack.owner.query<{ id: number }>(
      "INSERT INTO branches (client_id, code, name) VALUES ($1, 'FLD-T1', 'Fields Test') RETURNING id",
      [majuClientId],
    )
  ).rows[0]!.id;
});
afterAll(() => stack?.close());

describe("create and read", () => {
  it("creates a field (201), audited, and lists it by position", async () => {
    const key = nextKey();
    const answer = await call("POST", "/agent-fields", adminToken, {
      key,
      label: "  Blood type ",
      type: "single_select",
      required: true,
      position: 7,
      options: [
        { label: "A", value: "a" },
        { label: "O", value: "o" },
      ],
    });
    expect(answer.status).toBe(201);
    const field = answer.body["data"] as Json;
    expect(field).toEqual({
      id: expect.any(Number),
      key,
      label: "Blood type",
      type: "single_select",
      required: true,
      options: [
        { label: "A", value: "a" },
        { label: "O", value: "o" },
      ],
      position: 7,
      status: "active",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await call("GET", `/agent-fields/${field["id"]}`, adminToken)).body).toEqual({
      data: field,
    });
    const page = (await call("GET", "/agent-fields", adminToken)).body["data"] as {
      items: Json[];
    };
    const list = page.items;
    expect(list.map((f) => f["key"])).toContain(key);
    const positions = list.map((f) => f["position"] as number);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const audit = await stack.owner.query(
      "SELECT action, after->>'key' AS key FROM audit_log WHERE entity_type = 'agent_field' AND entity_id = $1",
      [String(field["id"])],
    );
    expect(audit.rows).toEqual([{ action: "agent_field.create", key }]);
  });

  it("lists as every list does: items, totalItems, limit (100 by default), page; q and sort", async () => {
    const tag = randomBytes(3).toString("hex");
    const made = [
      await createField({ label: `Zeta ${tag}`, position: 3 }),
      await createField({ label: `Alpha ${tag}`, position: 1 }),
      await createField({ label: `Mid ${tag}`, position: 2 }),
    ];
    const list = async (query: string) => {
      const answer = await call("GET", `/agent-fields?${query}`, adminToken);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body["data"] as {
        items: Json[];
        totalItems: number;
        limit: number;
        page: number;
      };
    };
    const all = await list("");
    expect(all).toMatchObject({ limit: AGENT_FIELDS_MAX, page: 1 });
    expect(all.totalItems).toBe(all.items.length);
    const labels = (page: { items: Json[] }) => page.items.map((f) => f["label"]);
    expect(labels(await list(`q=${tag}`))).toEqual([`Alpha ${tag}`, `Mid ${tag}`, `Zeta ${tag}`]);
    expect(labels(await list(`q=${tag}&sort=-label`))).toEqual([
      `Zeta ${tag}`,
      `Mid ${tag}`,
      `Alpha ${tag}`,
    ]);
    const first = await list(`q=${tag}&sort=label&limit=2`);
    expect(first).toMatchObject({ totalItems: 3, limit: 2, page: 1 });
    expect(labels(first)).toEqual([`Alpha ${tag}`, `Mid ${tag}`]);
    expect(await list(`q=${tag}&limit=2&page=9`)).toEqual({
      items: [],
      totalItems: 3,
      limit: 2,
      page: 9,
    });
    // The key is searched too; % and _ are themselves.
    expect((await list(`q=${made[0]!["key"]}`)).items.map((f) => f["id"])).toEqual([
      made[0]!["id"],
    ]);
    expect((await list("q=%25%25")).totalItems).toBe(0);
    for (const bad of ["sort=salary", "limit=101", "limit=0"])
      expect((await call("GET", `/agent-fields?${bad}`, adminToken)).status, bad).toBe(400);
  });

  it("answers 404 for an unknown id", async () => {
    expect(await call("GET", "/agent-fields/2147483647", adminToken)).toEqual({
      status: 404,
      body: { message: "Agent field not found" },
    });
  });
});

describe("validation (nothing written)", () => {
  it.each<[string, Json, string, string]>([
    [
      "a key with capitals and spaces",
      { key: "Shirt Size" },
      "key",
      "Key must start with a lowercase letter and use only lowercase letters, digits and _ (at most 40)",
    ],
    [
      "a key of the employee's own fields",
      { key: "phone_number" },
      "key",
      "Key is one of the employee's own fields; choose another",
    ],
    ["no label", { label: " " }, "label", "Label is required"],
    [
      "an 81-character label",
      { label: "x".repeat(81) },
      "label",
      "Label must be at most 80 characters",
    ],
    [
      "an unknown type",
      { type: "file" },
      "type",
      "Type must be one of text, number, date, single_select, multi_select",
    ],
    ["options on a text field", { type: "text" }, "options", "Only dropdown fields have options"],
    [
      "a dropdown without options",
      { options: [] },
      "options",
      "A dropdown needs at least one option",
    ],
    [
      "a repeated option value",
      {
        options: [
          { label: "M", value: "m" },
          { label: "Medium", value: "m" },
        ],
      },
      "options.1.value",
      'Option value "m" appears twice',
    ],
    [
      "an option without label",
      { options: [{ label: "", value: "m" }] },
      "options.0.label",
      "Option label is required",
    ],
    [
      "a negative position",
      { position: -1 },
      "position",
      "Position must be a whole number from 0 to 10000",
    ],
  ])("refuses %s", async (_name, change, field, message) => {
    const before = await fieldCount();
    const answer = await call("POST", "/agent-fields", adminToken, {
      key: nextKey(),
      label: "Size",
      type: "single_select",
      options: [{ label: "M", value: "m" }],
      ...change,
    });
    expect(answer).toEqual({
      status: 400,
      body: { message: "Failed to Create Agent Field", errors: [{ field, message }] },
    });
    expect(await fieldCount()).toBe(before);
  });

  it("refuses a key used before, even by an archived field (409)", async () => {
    const field = await createField();
    await call("DELETE", `/agent-fields/${field["id"]}`, adminToken);
    const answer = await call("POST", "/agent-fields", adminToken, {
      key: field["key"],
      label: "Again",
      type: "text",
    });
    expect(answer).toEqual({
      status: 409,
      body: {
        message: "Failed to Create Agent Field",
        errors: [
          { field: "key", message: "Key is already used by another field (archived ones too)" },
        ],
      },
    });
  });

  it(`keeps a client at ${AGENT_FIELDS_MAX} active fields`, async () => {
    const active = Number(
      (
        await stack.owner.query<{ n: string }>(
          "SELECT count(*) AS n FROM agent_fields WHERE client_id = $1 AND status = 'active'",
          [majuClientId],
        )
      ).rows[0]!.n,
    );
    await stack.owner.query(
      `INSERT INTO agent_fields (client_id, key, label, type)
       SELECT $1, 'cap_' || i, 'Cap ' || i, 'text' FROM generate_series(1, $2::int) i`,
      [majuClientId, AGENT_FIELDS_MAX - active],
    );
    try {
      const answer = await call("POST", "/agent-fields", adminToken, {
        key: nextKey(),
        label: "One too many",
        type: "text",
      });
      expect(answer).toEqual({
        status: 400,
        body: {
          message: "Failed to Create Agent Field",
          errors: [
            { field: "key", message: `A client has at most ${AGENT_FIELDS_MAX} active fields` },
          ],
        },
      });
    } finally {
      await stack.owner.query(
        "DELETE FROM agent_fields WHERE client_id = $1 AND key LIKE 'cap\\_%'",
        [majuClientId],
      );
    }
  });
});

describe("edit and archive", () => {
  it("edits label, required, options and position; key and type stay", async () => {
    const field = await createField();
    const answer = await call("PUT", `/agent-fields/${field["id"]}`, adminToken, {
      label: "Uniform size",
      required: true,
      position: 3,
      options: [
        { label: "Medium", value: "m" },
        { label: "Large", value: "l" },
        { label: "XL", value: "xl" },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body["data"]).toMatchObject({
      key: field["key"],
      type: "single_select",
      label: "Uniform size",
      required: true,
      position: 3,
    });
    const withKey = await call("PUT", `/agent-fields/${field["id"]}`, adminToken, {
      key: "other",
      label: "x",
      required: false,
    });
    expect(withKey.status).toBe(400);
    expect(withKey.body["errors"]).toEqual([{ field: "key", message: "is not an allowed field" }]);
  });

  it("refuses to remove an option agents still hold, and removes an unused one", async () => {
    const field = await createField({ type: "multi_select" });
    const { rows } = await stack.owner.query<{ id: number }>(
      `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type, branch_id, custom_data)
       VALUES ($1, 'Option Holder', '8800000000000001', '88000000001', '2024-01-01', 'pkwt', $2, $3)
       RETURNING id`,
      [majuClientId, branchId, JSON.stringify({ [field["key"] as string]: ["l"] })],
    );
    const agentId = rows[0]!.id;
    const refused = await call("PUT", `/agent-fields/${field["id"]}`, adminToken, {
      label: "Shirt size",
      required: false,
      options: [{ label: "M", value: "m" }],
    });
    expect(refused).toEqual({
      status: 400,
      body: {
        message: "Failed to Update Agent Field",
        errors: [
          { field: "options", message: 'Option "L" is used by 1 employee; it cannot be removed' },
        ],
      },
    });
    const removed = await call("PUT", `/agent-fields/${field["id"]}`, adminToken, {
      label: "Shirt size",
      required: false,
      options: [{ label: "L", value: "l" }],
    });
    expect(removed.status).toBe(200);

    // Archiving keeps the agent's value; the archived field takes no edit.
    const archived = await call("DELETE", `/agent-fields/${field["id"]}`, adminToken);
    expect(archived.body["data"]).toMatchObject({ status: "archived" });
    const again = await call("DELETE", `/agent-fields/${field["id"]}`, adminToken);
    expect(again).toMatchObject({ status: 200, body: { data: { status: "archived" } } });
    const agent = await call("GET", `/agents/${agentId}`, adminToken);
    expect((agent.body["data"] as Json)["customData"]).toEqual({ [field["key"] as string]: ["l"] });
    const edit = await call("PUT", `/agent-fields/${field["id"]}`, adminToken, {
      label: "x",
      required: false,
      options: [{ label: "L", value: "l" }],
    });
    expect(edit).toEqual({ status: 409, body: { message: "An archived field cannot be edited" } });
    const items = async (query: string) =>
      ((await call("GET", `/agent-fields${query}`, adminToken)).body["data"] as { items: Json[] })
        .items;
    const active = await items("");
    expect(active.map((f) => f["id"])).not.toContain(field["id"]);
    const all = await items("?includeArchived=true");
    expect(all.map((f) => f["id"])).toContain(field["id"]);
  });
});

describe("permissions (SPEC §6)", () => {
  it("lets ops@maju.test (every employee menu) manage fields", async () => {
    const ops = (await login(stack.app, DEMO.majuOps)).token;
    const answer = await call("POST", "/agent-fields", ops, {
      key: nextKey(),
      label: "Ops",
      type: "text",
    });
    expect(answer.status).toBe(201);
  });

  it("lets employee-list read the definitions (the employee form) but not write them", async () => {
    const field = await createField();
    const token = await tokenWithMenus(["employee-list"]);
    expect((await call("GET", "/agent-fields", token)).status).toBe(200);
    expect((await call("GET", `/agent-fields/${field["id"]}`, token)).status).toBe(200);
    const denied = { status: 403, body: { message: "Permission Denied" } };
    expect(
      await call("POST", "/agent-fields", token, { key: nextKey(), label: "x", type: "text" }),
    ).toEqual(denied);
    expect(
      await call("PUT", `/agent-fields/${field["id"]}`, token, { label: "x", required: false }),
    ).toEqual(denied);
    expect(await call("DELETE", `/agent-fields/${field["id"]}`, token)).toEqual(denied);
    expect(
      (await call("GET", `/agent-fields/${field["id"]}`, adminToken)).body["data"],
    ).toMatchObject({
      label: "Shirt size",
      status: "active",
    });
  });

  it("refuses reads to a role with neither employee menu", async () => {
    const token = await tokenWithMenus(["branch"]);
    expect(await call("GET", "/agent-fields", token)).toEqual({
      status: 403,
      body: { message: "Permission Denied" },
    });
  });
});
