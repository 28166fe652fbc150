import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_MENU_IDS } from "../../domain/menus.ts";
import { hashPassword } from "../../services/main/auth/password.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { clientIdOf, countRows, expectFieldErrors, type Rest, restAs } from "./org-helpers.ts";

/** /api/main/v1/client/roles (issue 12): a role is a name and a set of catalogue menus. */

const TAKEN = "Role Name has been exist. Try with other Role Name";

let stack: TestStack;
let admin: Rest;
let adminId: number;
let ops: Rest;
let sentosa: Rest;
let maju: number;

beforeAll(async () => {
  stack = await startStack();
  const session = await login(stack.app, DEMO.majuAdmin);
  admin = restAs(stack, session.token);
  adminId = session.user.id;
  ops = restAs(stack, (await login(stack.app, DEMO.majuOps)).token);
  sentosa = restAs(stack, (await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
});
afterAll(() => stack.close());

const uniqueName = (prefix = "Role") => `${prefix} ${randomBytes(3).toString("hex")}`;

async function createRole(name = uniqueName(), menus: string[] = ["employee-list"]) {
  const answer = await admin.post("/client/roles", { name, menus });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body["data"] as { id: number; name: string; menus: string[] };
}

/** A user of PT Maju Jaya holding the role, made as the owner (the users API is elsewhere). */
async function userWithRole(roleId: number) {
  const email = `role-${randomBytes(4).toString("hex")}@maju.test`;
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO users (client_id, role_id, email, fullname, password_hash)
     VALUES ($1, $2, $3, 'Role Holder', $4) RETURNING id`,
    [maju, roleId, email, await hashPassword("Tenaga-role-1")],
  );
  return { id: rows[0]!.id, email, password: "Tenaga-role-1" };
}

async function superAdminRoleId(clientId = maju) {
  const { rows } = await stack.owner.query<{ id: number }>(
    "SELECT id FROM roles WHERE client_id = $1 AND is_super_admin",
    [clientId],
  );
  return rows[0]!.id;
}

const moduleEvents = async (userId: number) =>
  (
    await stack.owner.query<{ id: number }>(
      `SELECT id::int FROM live_events WHERE user_id = $1 AND payload = '{"type":"modules"}'::jsonb`,
      [userId],
    )
  ).rows.length;

const auditRows = async (roleId: number) =>
  (
    await stack.owner.query(
      `SELECT action, actor_type, actor_user_id, before, after FROM audit_log
       WHERE client_id = $1 AND entity_type = 'role' AND entity_id = $2 ORDER BY id`,
      [maju, String(roleId)],
    )
  ).rows;

describe("list", () => {
  it("answers every role when no limit is asked for (pickers and outside callers read it whole)", async () => {
    const created: string[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await admin.post("/client/roles", { name: `Unpaged ${i}`, menus: [] });
      expect(answer.status).toBe(201);
      created.push(answer.body["data"].name);
    }
    const whole = await admin.get("/client/roles");
    expect(whole.status).toBe(200);
    const names = whole.body["data"].map((role: { name: string }) => role.name);
    expect(names).toEqual(expect.arrayContaining(created));
    expect(whole.body["meta"]).toMatchObject({ limit: 0, totalItems: names.length });
    for (const name of created) {
      const found = whole.body["data"].find((role: { name: string }) => role.name === name);
      expect((await admin.del(`/client/roles/${found.id}`)).status).toBeLessThan(300);
    }
  });

  it("answers the client's roles with menus, user counts, search and paging", async () => {
    const all = await admin.get("/client/roles?limit=0");
    expect(all.status).toBe(200);
    const names = all.body["data"].map((role: { name: string }) => role.name);
    expect(names).toEqual(expect.arrayContaining(["Super Admin", "Operations"]));
    const superAdmin = all.body["data"].find(
      (role: { name: string }) => role.name === "Super Admin",
    );
    expect(superAdmin).toMatchObject({ is_super_admin: true, userCount: 1 });
    expect([...superAdmin.menus].sort()).toEqual([...ALL_MENU_IDS].sort());
    expect(all.body["meta"]).toEqual({ limit: 0, page: 1, totalItems: names.length });

    const searched = await admin.get("/client/roles?q=OPERA");
    expect(searched.body["data"].map((role: { name: string }) => role.name)).toEqual([
      "Operations",
    ]);
    expect(searched.body["meta"]).toEqual({ limit: 0, page: 1, totalItems: 1 });

    const page2 = await admin.get("/client/roles?limit=1&page=2");
    expect(page2.body["data"]).toHaveLength(1);
    expect(page2.body["data"][0].name).toBe(names[1]);
    const past = await admin.get("/client/roles?limit=1&page=999");
    expect(past.body).toEqual({
      data: [],
      meta: { limit: 1, page: 999, totalItems: names.length },
    });
  });

  it("treats % and _ in the search as themselves", async () => {
    const found = await admin.get("/client/roles?q=%25");
    expect(found.body["data"]).toEqual([]);
  });
});

describe("create", () => {
  it("creates a role with a trimmed name and its menus, audited with the actor", async () => {
    const name = uniqueName();
    const answer = await admin.post("/client/roles", {
      name: `  ${name} `,
      menus: ["branch", "employee-list", "branch"],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const role = answer.body["data"];
    expect(role).toMatchObject({ id: expect.any(Number), name, userCount: 0 });
    expect([...role.menus].sort()).toEqual(["branch", "employee-list"]);
    const stored = await stack.owner.query(
      "SELECT menu_id FROM role_menus WHERE role_id = $1 ORDER BY menu_id",
      [role.id],
    );
    expect(stored.rows.map((row) => row.menu_id)).toEqual(["branch", "employee-list"]);
    expect(await auditRows(role.id)).toEqual([
      {
        action: "role.create",
        actor_type: "user",
        actor_user_id: adminId,
        before: null,
        after: { name, menus: ["branch", "employee-list"] },
      },
    ]);
    const read = await admin.get(`/client/roles/${role.id}`);
    expect(read.body["data"]).toEqual(role);
  });

  it.each([
    [{ name: "", menus: [] }, { name: "is required" }],
    [{ name: "   ", menus: ["branch"] }, { name: "is required" }],
    [{ menus: ["branch"] }, { name: "is required" }],
    [{ name: null, menus: ["branch"] }, { name: "is required" }],
    [{ name: "x".repeat(101), menus: [] }, { name: "must be at most 100 characters" }],
    [
      { name: "Ops\u202Eevil", menus: [] },
      { name: "must not contain invisible or text-direction characters" },
    ],
    [
      { name: "\uFEFFOps", menus: [] },
      { name: "must not contain invisible or text-direction characters" },
    ],
    [{ name: "Ops X" }, { menus: "is required" }],
    [
      { name: "Ops X", menus: ["branch", "payroll-everything"] },
      { menus: "contains unknown menu ids: payroll-everything" },
    ],
    [
      { name: "", menus: ["nope"] },
      { name: "is required", menus: /unknown menu ids: nope/ },
    ],
    [{ name: "Ops X", menus: "branch" }, { menus: "must be an array or null" }],
    [{ name: 42, menus: [] }, { name: "must be a string or null" }],
    [{ name: "Ops X", menus: [], extra: 1 }, { extra: "is not an allowed field" }],
  ])("refuses %j with 400 naming the field and changes nothing", async (body, fields) => {
    const before = await countRows(stack, "roles", maju);
    const audits = await countRows(stack, "audit_log", maju);
    const answer = await admin.post("/client/roles", body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const errors = answer.body["errors"] as { field: string; message: string }[];
    expect(errors.map((e) => e.field).sort()).toEqual(Object.keys(fields).sort());
    for (const [field, text] of Object.entries(fields)) {
      const found = errors.find((e) => e.field === field)!;
      if (typeof text === "string") expect(found.message).toBe(text);
      else expect(found.message).toMatch(text);
    }
    expect(await countRows(stack, "roles", maju)).toBe(before);
    expect(await countRows(stack, "audit_log", maju)).toBe(audits);
  });

  it("accepts a name of exactly 100 characters", async () => {
    const name = `${uniqueName()} `.padEnd(100, "x");
    const role = await createRole(name, []);
    expect(role.name).toHaveLength(100);
  });

  it("answers the field problems in Indonesian for an Indonesian caller", async () => {
    const answer = await stack.app.inject({
      method: "POST",
      url: "/api/main/v1/client/roles",
      headers: { ...bearer((await login(stack.app, DEMO.majuAdmin)).token) },
      payload: { name: "", menus: ["nope"] },
    });
    expect(answer.statusCode).toBe(400);
    // The signed-in user's language is English by default: the answer is too.
    expect(answer.json().message).toBe("Failed to Create Role");
    await stack.owner.query("UPDATE users SET language = 'id' WHERE id = $1", [adminId]);
    try {
      const id = await admin.post("/client/roles", { name: "", menus: ["nope"] });
      expectFieldErrors(id, 400, "Gagal Membuat Peran", {
        name: "wajib diisi",
        menus: "berisi id menu yang tidak dikenal: nope",
      });
      const existing = await createRole();
      const taken = await admin.post("/client/roles", { name: existing.name, menus: [] });
      expectFieldErrors(taken, 409, "Nama Peran sudah ada. Coba dengan Nama Peran lain", {
        name: "Nama Peran sudah ada. Coba dengan Nama Peran lain",
      });
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE id = $1", [adminId]);
    }
  });

  it.each([
    ["surrounding spaces", (name: string) => ` ${name} `],
    ["lower case", (name: string) => name.toLowerCase()],
    ["upper case and spaces", (name: string) => `  ${name.toUpperCase()}`],
  ])("refuses a taken name in %s with 409 at the name field", async (_, variant) => {
    const name = `Ops Team ${randomBytes(2).toString("hex")}`;
    await createRole(name);
    const before = await countRows(stack, "roles", maju);
    const answer = await admin.post("/client/roles", { name: variant(name), menus: ["branch"] });
    expectFieldErrors(answer, 409, TAKEN, { name: TAKEN });
    expect(await countRows(stack, "roles", maju)).toBe(before);
  });

  it("refuses the built-in name in any case, and lets another client use a name", async () => {
    expectFieldErrors(
      await admin.post("/client/roles", { name: " super admin", menus: [] }),
      409,
      TAKEN,
      {
        name: TAKEN,
      },
    );
    const name = uniqueName("Shared");
    await createRole(name);
    const other = await sentosa.post("/client/roles", { name, menus: ["branch"] });
    expect(other.status).toBe(201);
  });
});

describe("update", () => {
  it("renames and changes menus, audits before and after, and tells the role's users", async () => {
    const role = await createRole(uniqueName(), ["employee-list"]);
    const holder = await userWithRole(role.id);
    const bystander = await userWithRole(await superAdminRoleId());
    const bystanderEvents = await moduleEvents(bystander.id);
    expect(await moduleEvents(holder.id)).toBe(0);

    const name = uniqueName("Renamed");
    const answer = await admin.put(`/client/roles/${role.id}`, {
      name,
      menus: ["employee-list", "merchant", "branch", "working-location"],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body["data"]).toMatchObject({ id: role.id, name, userCount: 1 });
    expect([...answer.body["data"].menus].sort()).toEqual([
      "branch",
      "employee-list",
      "merchant",
      "working-location",
    ]);
    // One INSERT of the added menus: one event for the holder, however many menus.
    expect(await moduleEvents(holder.id)).toBe(1);
    expect(await moduleEvents(bystander.id)).toBe(bystanderEvents);

    // The server enforces the new set on the holder's next request.
    const holderRest = restAs(
      stack,
      (await login(stack.app, { email: holder.email, password: holder.password })).token,
    );
    expect((await holderRest.get("/merchants")).status).toBe(200);
    await admin.put(`/client/roles/${role.id}`, { name, menus: ["employee-list"] });
    expect(await moduleEvents(holder.id)).toBe(2);
    expect((await holderRest.get("/merchants")).status).toBe(403);
    const modules = await holderRest.get("/client/modules");
    expect(modules.body["data"]).toEqual({ roles: name, menus: ["employee-list"] });

    // A rename that keeps the menus tells nobody.
    await admin.put(`/client/roles/${role.id}`, { name: `${name}!`, menus: ["employee-list"] });
    expect(await moduleEvents(holder.id)).toBe(2);

    const audits = await auditRows(role.id);
    expect(audits.map((row) => row.action)).toEqual([
      "role.create",
      "role.update",
      "role.update",
      "role.update",
    ]);
    expect(audits[1]).toMatchObject({
      actor_user_id: adminId,
      before: { name: role.name, menus: ["employee-list"] },
      after: { name, menus: ["branch", "employee-list", "merchant", "working-location"] },
    });
  });

  it("tells a user given another role", async () => {
    const first = await createRole();
    const second = await createRole();
    const holder = await userWithRole(first.id);
    await stack.owner.query("UPDATE users SET role_id = $2 WHERE id = $1", [holder.id, second.id]);
    expect(await moduleEvents(holder.id)).toBe(1);
    await stack.owner.query("UPDATE users SET fullname = 'Still Same Role' WHERE id = $1", [
      holder.id,
    ]);
    expect(await moduleEvents(holder.id)).toBe(1);
  });

  it("refuses a duplicate name, but keeps its own name in another case", async () => {
    const one = await createRole();
    const two = await createRole();
    expectFieldErrors(
      await admin.put(`/client/roles/${two.id}`, {
        name: ` ${one.name.toUpperCase()} `,
        menus: [],
      }),
      409,
      TAKEN,
      { name: TAKEN },
    );
    const recased = await admin.put(`/client/roles/${two.id}`, {
      name: two.name.toUpperCase(),
      menus: [],
    });
    expect(recased.status).toBe(200);
    expect(recased.body["data"].name).toBe(two.name.toUpperCase());
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const role = await createRole();
    const answer = await admin.put(`/client/roles/${role.id}`, {
      name: "x".repeat(101),
      menus: ["employee-list", "nope"],
    });
    expectFieldErrors(answer, 400, "Failed to Update Role", {
      name: "must be at most 100 characters",
      menus: "contains unknown menu ids: nope",
    });
    expect((await admin.get(`/client/roles/${role.id}`)).body["data"]).toMatchObject({
      name: role.name,
      menus: role.menus,
    });
  });

  it("keeps Super Admin's name and every menu", async () => {
    const id = await superAdminRoleId();
    const renamed = await admin.put(`/client/roles/${id}`, {
      name: "Boss",
      menus: [...ALL_MENU_IDS],
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body["message"]).toBe("Super Admin is built in: it cannot be renamed");
    const stripped = await admin.put(`/client/roles/${id}`, {
      name: "Super Admin",
      menus: ALL_MENU_IDS.filter((menu) => menu !== "branch"),
    });
    expect(stripped.status).toBe(409);
    expect(stripped.body["message"]).toBe("Super Admin is built in: it keeps every menu");
    const same = await admin.put(`/client/roles/${id}`, {
      name: "Super Admin",
      menus: [...ALL_MENU_IDS],
    });
    expect(same.status).toBe(200);
    const menus = await stack.owner.query(
      "SELECT count(*)::int AS n FROM role_menus WHERE role_id = $1",
      [id],
    );
    expect(menus.rows[0].n).toBe(ALL_MENU_IDS.length);
  });
});

describe("delete", () => {
  it("deletes a role nobody holds, with its menus, audited", async () => {
    const role = await createRole(uniqueName(), ["branch", "merchant"]);
    const answer = await admin.del(`/client/roles/${role.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { deleted: true } });
    const left = await stack.owner.query(
      "SELECT (SELECT count(*) FROM roles WHERE id = $1)::int + (SELECT count(*) FROM role_menus WHERE role_id = $1)::int AS n",
      [role.id],
    );
    expect(left.rows[0].n).toBe(0);
    expect((await auditRows(role.id)).at(-1)).toMatchObject({
      action: "role.delete",
      actor_user_id: adminId,
      before: { name: role.name, menus: ["branch", "merchant"] },
      after: null,
    });
    expect((await admin.get(`/client/roles/${role.id}`)).status).toBe(404);
  });

  it("refuses a role users hold, saying how many", async () => {
    const role = await createRole();
    await userWithRole(role.id);
    await userWithRole(role.id);
    const answer = await admin.del(`/client/roles/${role.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body["message"]).toBe(
      `Role ${role.name} is held by 2 users: give them another role before deleting it`,
    );
    expect((await admin.get(`/client/roles/${role.id}`)).status).toBe(200);
    expect((await auditRows(role.id)).map((row) => row.action)).toEqual(["role.create"]);
  });

  it("refuses Super Admin", async () => {
    const answer = await admin.del(`/client/roles/${await superAdminRoleId()}`);
    expect(answer.status).toBe(409);
    expect(answer.body["message"]).toBe("Super Admin is built in: it cannot be deleted");
  });
});

describe("access", () => {
  it("answers 404 for another client's role and changes nothing of it", async () => {
    const role = await createRole(uniqueName(), ["branch"]);
    const auditsBefore = await countRows(stack, "audit_log", maju);
    for (const answer of [
      await sentosa.get(`/client/roles/${role.id}`),
      await sentosa.put(`/client/roles/${role.id}`, { name: "Taken Over", menus: [] }),
      await sentosa.del(`/client/roles/${role.id}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: "Role not found" });
    }
    // Even invalid input: the role is not theirs, so not even a 400 tells them it exists.
    expect((await sentosa.put(`/client/roles/${role.id}`, { name: "", menus: [] })).status).toBe(
      404,
    );
    expect((await admin.get(`/client/roles/${role.id}`)).body["data"]).toMatchObject({
      name: role.name,
      menus: ["branch"],
    });
    expect(await countRows(stack, "audit_log", maju)).toBe(auditsBefore);
    const list = await sentosa.get("/client/roles?limit=0");
    expect(list.body["data"].map((r: { id: number }) => r.id)).not.toContain(role.id);
  });

  it("answers 403 without the role-management menu", async () => {
    const role = await createRole();
    const before = await countRows(stack, "roles", maju);
    for (const answer of [
      await ops.get("/client/roles"),
      await ops.get(`/client/roles/${role.id}`),
      await ops.post("/client/roles", { name: uniqueName(), menus: [] }),
      await ops.put(`/client/roles/${role.id}`, { name: uniqueName(), menus: [] }),
      await ops.del(`/client/roles/${role.id}`),
    ])
      expect(answer.status).toBe(403);
    expect(await countRows(stack, "roles", maju)).toBe(before);
  });
});

describe("GraphQL", () => {
  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await stack.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: { query, variables },
    });
    // biome-ignore lint/suspicious/noExplicitAny: the assertions read the answer field by field.
    return response.json() as { data?: any; errors?: any[] };
  };
  const ROLE = "id name isSuperAdmin menus userCount";

  it("lists, reads, creates, updates and deletes roles, and answers the catalogue", async () => {
    const { token } = await login(stack.app, DEMO.majuAdmin);
    const name = uniqueName("Gql");
    const created = await gql(
      token,
      `mutation ($input: RoleInput!) { createRole(input: $input) { ${ROLE} } }`,
      { input: { name, menus: ["employee-list"] } },
    );
    expect(created.data.createRole).toMatchObject({
      name,
      isSuperAdmin: false,
      menus: ["employee-list"],
      userCount: 0,
    });
    const id = created.data.createRole.id;

    const page = await gql(
      token,
      `query ($q: String) { roles(q: $q, limit: 1, page: 1) { items { ${ROLE} } totalItems limit page } }`,
      { q: name.toUpperCase() },
    );
    expect(page.data.roles).toEqual({
      items: [created.data.createRole],
      totalItems: 1,
      limit: 1,
      page: 1,
    });
    const superAdmin = await gql(
      token,
      `{ roles(q: "super") { items { isSuperAdmin userCount } } }`,
    );
    const holders = await stack.owner.query(
      "SELECT count(*)::int AS n FROM users WHERE role_id = $1",
      [await superAdminRoleId()],
    );
    expect(superAdmin.data.roles.items).toEqual([
      { isSuperAdmin: true, userCount: holders.rows[0].n },
    ]);

    const updated = await gql(
      token,
      `mutation ($id: Int!, $input: RoleInput!) { updateRole(id: $id, input: $input) { ${ROLE} } }`,
      { id, input: { name, menus: ["branch", "working-location"] } },
    );
    expect(updated.data.updateRole.menus).toEqual(["branch", "working-location"]);
    expect((await gql(token, `query ($id: Int!) { role(id: $id) { name } }`, { id })).data).toEqual(
      {
        role: { name },
      },
    );

    const catalogue = await gql(
      token,
      "{ menuCatalogue { id label { en id } badge menus { id label { en id } dependsOn badge } } }",
    );
    const groups = catalogue.data.menuCatalogue;
    expect(groups[1]).toMatchObject({
      id: "employees",
      label: { en: "Employees", id: "Karyawan" },
    });
    const workingLocation = groups
      .flatMap((group: { menus: { id: string }[] }) => group.menus)
      .find((menu: { id: string }) => menu.id === "working-location");
    expect(workingLocation).toEqual({
      id: "working-location",
      label: { en: "Working Location", id: "Lokasi Kerja" },
      dependsOn: ["branch"],
      badge: "BETA",
    });

    expect((await gql(token, "mutation ($id: Int!) { deleteRole(id: $id) }", { id })).data).toEqual(
      { deleteRole: true },
    );
    expect((await gql(token, `query ($id: Int!) { role(id: $id) { name } }`, { id })).data).toEqual(
      {
        role: null,
      },
    );
  });

  it("answers the house's error codes", async () => {
    const { token } = await login(stack.app, DEMO.majuAdmin);
    const existing = await createRole();
    const create = `mutation ($input: RoleInput!) { createRole(input: $input) { id } }`;
    const bad = await gql(token, create, { input: { name: "", menus: ["nope"] } });
    expect(bad.errors?.[0]).toMatchObject({
      message: "Failed to Create Role",
      extensions: {
        code: "BAD_USER_INPUT",
        errors: [
          { field: "name", message: "is required" },
          { field: "menus", message: "contains unknown menu ids: nope" },
        ],
      },
    });
    const taken = await gql(token, create, { input: { name: existing.name, menus: [] } });
    expect(taken.errors?.[0]).toMatchObject({
      message: TAKEN,
      extensions: { code: "CONFLICT", errors: [{ field: "name", message: TAKEN }] },
    });
    const protectedDelete = await gql(token, "mutation ($id: Int!) { deleteRole(id: $id) }", {
      id: await superAdminRoleId(),
    });
    expect(protectedDelete.errors?.[0].extensions.code).toBe("CONFLICT");

    const other = (await login(stack.app, DEMO.sentosaAdmin)).token;
    const foreign = await gql(other, "mutation ($id: Int!) { deleteRole(id: $id) }", {
      id: existing.id,
    });
    expect(foreign.errors?.[0].extensions.code).toBe("NOT_FOUND");
    const opsToken = (await login(stack.app, DEMO.majuOps)).token;
    for (const paging of ["limit: 0", "limit: 101", "page: 0"]) {
      const refused = await gql(token, `{ roles(${paging}) { totalItems } }`);
      expect(refused.errors?.[0].extensions.code, paging).toBe("BAD_USER_INPUT");
    }
    for (const query of ["{ roles { totalItems } }", "{ menuCatalogue { id } }"]) {
      const forbidden = await gql(opsToken, query);
      expect(forbidden.errors?.[0].extensions.code, query).toBe("FORBIDDEN");
    }
    const anonymous = await stack.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: { query: "{ menuCatalogue { id } }" },
    });
    expect(anonymous.json().errors?.[0].extensions.code).toBe("UNAUTHENTICATED");
  });
});
