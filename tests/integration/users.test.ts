import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGateway } from "../../gateway/yoga.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import {
  clientIdOf,
  countRows,
  expectFieldErrors,
  gqlAs,
  type Rest,
  restAs,
  urlsFor,
} from "./org-helpers.ts";

/** /api/main/v1/client/users (issue 12): Settings → Users, menu role-management. */

let stack: TestStack;
let admin: Rest;
let ops: Rest;
let sentosa: Rest;
let maju: number;
let adminId: number;
let adminToken: string;
let superAdminRole: number;
let operationsRole: number;
let sentosaRole: number;

const roleId = async (clientId: number, name: string) =>
  (
    await stack.owner.query<{ id: number }>(
      "SELECT id FROM roles WHERE client_id = $1 AND name = $2",
      [clientId, name],
    )
  ).rows[0]!.id;

const uniqueEmail = (prefix = "user") => `${prefix}-${randomBytes(4).toString("hex")}@maju.test`;

beforeAll(async () => {
  stack = await startStack();
  const adminLogin = await login(stack.app, DEMO.majuAdmin);
  adminId = adminLogin.user.id;
  adminToken = adminLogin.token;
  admin = restAs(stack, adminLogin.token);
  ops = restAs(stack, (await login(stack.app, DEMO.majuOps)).token);
  sentosa = restAs(stack, (await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  superAdminRole = await roleId(maju, "Super Admin");
  operationsRole = await roleId(maju, "Operations");
  sentosaRole = await roleId(await clientIdOf(stack, "PT Sentosa Abadi"), "Super Admin");
});
afterAll(() => stack.close());

const newUser = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  fullname: "Rina Wulandari",
  roleId: operationsRole,
  ...overrides,
});

async function createUser(overrides: Record<string, unknown> = {}) {
  const answer = await admin.post("/client/users", newUser(overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body["data"] as { id: number; email: string; initialPassword?: string };
}

const auditRows = async (id: number) =>
  (
    await stack.owner.query<{ action: string; before: unknown; after: unknown }>(
      "SELECT action, before, after FROM audit_log WHERE entity_type = 'user' AND entity_id = $1 ORDER BY id",
      [String(id)],
    )
  ).rows;

describe("create", () => {
  it("creates a user with a server-made password shown once, who can log in; audited without the password", async () => {
    const email = uniqueEmail("Created").toUpperCase();
    const created = await createUser({ email: ` ${email} `, fullname: "  Dewi Lestari " });
    expect(created).toMatchObject({
      id: expect.any(Number),
      email: email.toLowerCase(),
      fullname: "Dewi Lestari",
      status: "active",
      role_id: operationsRole,
      role_name: "Operations",
    });
    expect(created.initialPassword).toMatch(/^[A-Za-z0-9]{14,}$/);
    const session = await login(stack.app, {
      email: email.toLowerCase(),
      password: created.initialPassword!,
    });
    expect(session.user.id).toBe(created.id);
    const read = await admin.get(`/client/users/${created.id}`);
    expect(read.body["data"]).toEqual(
      Object.fromEntries(Object.entries(created).filter(([key]) => key !== "initialPassword")),
    );
    const audit = await auditRows(created.id);
    expect(audit).toEqual([expect.objectContaining({ action: "user.create", before: null })]);
    const text = JSON.stringify(audit);
    expect(text).not.toContain(created.initialPassword);
    expect(text).not.toMatch(/argon2|password_hash/);
  });

  it("takes a given password and does not answer it back", async () => {
    const created = await createUser({ password: "Sandi-kuat-2025" });
    expect(created.initialPassword).toBeUndefined();
    await login(stack.app, { email: created.email, password: "Sandi-kuat-2025" });
  });

  it.each([
    ["empty name", { fullname: "  " }, { fullname: "is required" }],
    [
      "over-long name",
      { fullname: "a".repeat(201) },
      { fullname: "must be at most 200 characters" },
    ],
    [
      "invisible characters",
      { fullname: "Bu\u200Bdi" },
      { fullname: "must not contain invisible or text-direction characters" },
    ],
    ["bad email", { email: "not-an-email" }, { email: "is not a valid email address" }],
    ["empty email", { email: "" }, { email: "is required" }],
    ["unknown role", { roleId: 99_999_999 }, { roleId: "does not exist" }],
    ["another client's role", { roleId: 0 }, { roleId: /./ }],
    ["missing role", { roleId: undefined }, { roleId: "is required" }],
    ["short password", { password: "abc1" }, { password: "must be at least 10 characters" }],
    [
      "password without digit",
      { password: "abcdefghijkl" },
      { password: "must contain at least one letter and one digit" },
    ],
  ])(
    "refuses %s with a 400 naming the field, and creates nothing",
    async (_, overrides, fields) => {
      const before = await countRows(stack, "users", maju);
      const answer = await admin.post("/client/users", newUser(overrides));
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      const errors = answer.body["errors"] as { field: string; message: string }[];
      for (const [field, text] of Object.entries(fields)) {
        const found = errors.find((error) => error.field === field);
        expect(found, field).toBeDefined();
        if (typeof text === "string") expect(found!.message).toBe(text);
      }
      expect(await countRows(stack, "users", maju)).toBe(before);
    },
  );

  it("refuses another client's role without saying it exists", async () => {
    const answer = await admin.post("/client/users", newUser({ roleId: sentosaRole }));
    expectFieldErrors(answer, 400, "Failed to Create User", { roleId: "does not exist" });
  });

  it("refuses an e-mail taken in another client with 409 on email, naming no client", async () => {
    const answer = await admin.post("/client/users", newUser({ email: DEMO.sentosaAdmin.email }));
    expectFieldErrors(answer, 409, "Failed to Create User", { email: "is already registered" });
    expect(JSON.stringify(answer.body)).not.toMatch(/sentosa abadi/i);
  });

  it("answers field problems in Indonesian to a user who chose it", async () => {
    const idAdmin = await createUser({ roleId: superAdminRole, password: "Sandi-kuat-2025" });
    await stack.owner.query("UPDATE users SET language = 'id' WHERE id = $1", [idAdmin.id]);
    const asId = restAs(
      stack,
      (await login(stack.app, { email: idAdmin.email, password: "Sandi-kuat-2025" })).token,
    );
    const bad = await asId.post("/client/users", newUser({ fullname: "", email: "x" }));
    expectFieldErrors(bad, 400, "Gagal Membuat Pengguna", {
      fullname: "wajib diisi",
      email: "bukan alamat email yang valid",
    });
    const self = await asId.post(`/client/users/${idAdmin.id}/status`, { status: "inactive" });
    expect(self.status).toBe(409);
    expect(self.body["message"]).toBe("Anda tidak dapat menonaktifkan akun Anda sendiri");
  });
});

describe("list", () => {
  it("filters by role, status and text, and pages", async () => {
    const marker = `Filter${randomBytes(3).toString("hex")}`;
    const a = await createUser({ fullname: `${marker} Satu`, roleId: superAdminRole });
    const b = await createUser({ fullname: `${marker} Dua` });
    const c = await createUser({ fullname: `${marker} Tiga` });
    await admin.post(`/client/users/${c.id}/status`, { status: "inactive" });
    const ids = async (query: string) =>
      (
        (await admin.get(`/client/users?q=${marker}&limit=0${query}`)).body["data"] as {
          id: number;
        }[]
      )
        .map((user) => user.id)
        .sort((x, y) => x - y);
    expect(await ids("")).toEqual([a.id, b.id, c.id]);
    expect(await ids(`&roleId=${superAdminRole}`)).toEqual([a.id]);
    expect(await ids("&status=inactive")).toEqual([c.id]);
    expect(await ids(`&status=active&roleId=${operationsRole}`)).toEqual([b.id]);
    const page = await admin.get(`/client/users?q=${marker}&limit=2&page=2`);
    expect(page.body["data"]).toHaveLength(1);
    expect(page.body["meta"]).toEqual({ limit: 2, page: 2, totalItems: 3 });
    expect((await admin.get("/client/users?status=gone")).status).toBe(400);
    expect((await admin.get("/client/users?roleId=abc")).status).toBe(400);
  });

  it("needs the role-management menu", async () => {
    expect((await ops.get("/client/users")).status).toBe(403);
    expect((await ops.post("/client/users", newUser())).status).toBe(403);
    expect((await ops.put(`/client/users/${adminId}`, { fullname: "X", roleId: 1 })).status).toBe(
      403,
    );
    expect((await ops.post(`/client/users/${adminId}/status`, { status: "inactive" })).status).toBe(
      403,
    );
    expect((await ops.post(`/client/users/${adminId}/password`, {})).status).toBe(403);
  });
});

describe("another client's user", () => {
  it("is 404 on every route, and nothing changes", async () => {
    const user = await createUser();
    expect((await sentosa.get(`/client/users/${user.id}`)).status).toBe(404);
    expect(
      (await sentosa.put(`/client/users/${user.id}`, { fullname: "X", roleId: sentosaRole }))
        .status,
    ).toBe(404);
    expect(
      (await sentosa.post(`/client/users/${user.id}/status`, { status: "inactive" })).status,
    ).toBe(404);
    expect((await sentosa.post(`/client/users/${user.id}/password`, {})).status).toBe(404);
    expect((await admin.get(`/client/users/${user.id}`)).body["data"]).toMatchObject({
      fullname: "Rina Wulandari",
      status: "active",
    });
    expect(await auditRows(user.id)).toHaveLength(1);
  });
});

describe("update", () => {
  it("changes name and role, audited with before and after", async () => {
    const user = await createUser();
    const answer = await admin.put(`/client/users/${user.id}`, {
      fullname: "Rina W.",
      roleId: superAdminRole,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body["data"]).toMatchObject({ fullname: "Rina W.", role_name: "Super Admin" });
    const audit = await auditRows(user.id);
    expect(audit[1]).toMatchObject({
      action: "user.update",
      before: { fullname: "Rina Wulandari", role_name: "Operations" },
      after: { fullname: "Rina W.", role_name: "Super Admin" },
    });
  });

  it("refuses bad input with 400 naming the field", async () => {
    const user = await createUser();
    expectFieldErrors(
      await admin.put(`/client/users/${user.id}`, { fullname: "", roleId: 99_999_999 }),
      400,
      "Failed to Update User",
      { fullname: "is required", roleId: "does not exist" },
    );
    expect(
      (await admin.put(`/client/users/${user.id}`, { fullname: "A", roleId: 1, email: "x@y.z" }))
        .status,
    ).toBe(400);
  });
});

describe("status and the last Super Admin", () => {
  it("a user cannot inactivate themself", async () => {
    const answer = await admin.post(`/client/users/${adminId}/status`, { status: "inactive" });
    expect(answer.status).toBe(409);
    expect(answer.body["message"]).toBe("You cannot inactivate your own account");
    expect(answer.body["errors"]).toEqual([
      { field: "status", message: "You cannot inactivate your own account" },
    ]);
  });

  it("the last active Super Admin can be neither inactivated nor demoted", async () => {
    // In PT Sentosa Abadi: a Staff role with the menu, a Staff user who acts, a second admin.
    const sentosaId = await clientIdOf(stack, "PT Sentosa Abadi");
    const staffRole = (
      await stack.owner.query<{ id: number }>(
        "INSERT INTO roles (client_id, name) VALUES ($1, 'Staff') RETURNING id",
        [sentosaId],
      )
    ).rows[0]!.id;
    await stack.owner.query(
      "INSERT INTO role_menus (client_id, role_id, menu_id) VALUES ($1, $2, 'role-management')",
      [sentosaId, staffRole],
    );
    const ownerUser = async (role: number, name: string) => {
      const email = `${name}-${randomBytes(3).toString("hex")}@sentosa.test`;
      const { rows } = await stack.owner.query<{ id: number }>(
        `INSERT INTO users (client_id, role_id, email, fullname, password_hash)
         SELECT $1, $2, $3, $4, password_hash FROM users WHERE email = $5 RETURNING id`,
        [sentosaId, role, email, name, DEMO.sentosaAdmin.email],
      );
      return { id: rows[0]!.id, email };
    };
    const staff = await ownerUser(staffRole, "staff");
    const second = await ownerUser(sentosaRole, "second");
    const asStaff = restAs(
      stack,
      (await login(stack.app, { email: staff.email, password: DEMO.sentosaAdmin.password })).token,
    );
    const sentosaAdmin = (await login(stack.app, DEMO.sentosaAdmin)).user.id;
    // Two active Super Admins: one may go.
    const first = await asStaff.post(`/client/users/${second.id}/status`, { status: "inactive" });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // Now admin@sentosa.test is the last one.
    const message = "The last active Super Admin cannot be inactivated or given another role";
    expectFieldErrors(
      await asStaff.post(`/client/users/${sentosaAdmin}/status`, { status: "inactive" }),
      409,
      message,
      { status: message },
    );
    expectFieldErrors(
      await asStaff.put(`/client/users/${sentosaAdmin}`, {
        fullname: "Admin Sentosa",
        roleId: staffRole,
      }),
      409,
      "Failed to Update User",
      { roleId: message },
    );
    // Renaming the last one keeps the role: allowed.
    const renamed = await asStaff.put(`/client/users/${sentosaAdmin}`, {
      fullname: "Admin Sentosa",
      roleId: sentosaRole,
    });
    expect(renamed.status).toBe(200);
    const status = await stack.owner.query("SELECT status, role_id FROM users WHERE id = $1", [
      sentosaAdmin,
    ]);
    expect(status.rows[0]).toEqual({ status: "active", role_id: sentosaRole });
  });

  it("inactivation ends the user's sessions: the old token is refused; activation lets them in again", async () => {
    const user = await createUser({ password: "Sandi-kuat-2025" });
    const session = await login(stack.app, { email: user.email, password: "Sandi-kuat-2025" });
    const me = () =>
      stack.app.inject({
        method: "GET",
        url: "/api/main/v1/auth/me",
        headers: bearer(session.token),
      });
    expect((await me()).statusCode).toBe(200);
    const events = async () =>
      (
        await stack.owner.query<{ payload: Record<string, unknown> }>(
          "SELECT payload FROM live_events WHERE user_id = $1 ORDER BY id",
          [user.id],
        )
      ).rows.map((row) => row.payload);
    const answer = await admin.post(`/client/users/${user.id}/status`, { status: "inactive" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body["data"]).toMatchObject({ status: "inactive" });
    expect([401, 403]).toContain((await me()).statusCode);
    const revoked = await stack.owner.query(
      "SELECT 1 FROM sessions WHERE user_id = $1 AND revoked_at IS NULL",
      [user.id],
    );
    expect(revoked.rowCount).toBe(0);
    // The live event the console shows "Your Account has been Inactivated" on.
    expect(await events()).toEqual(
      expect.arrayContaining([expect.objectContaining({ client_account_status: "inactive" })]),
    );
    const audit = await auditRows(user.id);
    expect(audit.at(-1)).toMatchObject({
      action: "user.inactivate",
      before: { status: "active" },
      after: { status: "inactive", sessions_ended: 1 },
    });
    expect((await admin.post(`/client/users/${user.id}/status`, { status: "active" })).status).toBe(
      200,
    );
    await login(stack.app, { email: user.email, password: "Sandi-kuat-2025" });
    expect((await auditRows(user.id)).at(-1)!.action).toBe("user.activate");
    expect((await admin.post(`/client/users/${user.id}/status`, { status: "gone" })).status).toBe(
      400,
    );
  });
});

describe("password reset", () => {
  it("gives a new one-time password, ends the user's sessions, and audits without it", async () => {
    const user = await createUser({ password: "Sandi-kuat-2025" });
    const session = await login(stack.app, { email: user.email, password: "Sandi-kuat-2025" });
    const answer = await admin.post(`/client/users/${user.id}/password`, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { password } = answer.body["data"];
    expect(password).toMatch(/^[A-Za-z0-9]{14,}$/);
    const me = await stack.app.inject({
      method: "GET",
      url: "/api/main/v1/auth/me",
      headers: bearer(session.token),
    });
    expect(me.statusCode).toBe(401);
    await login(stack.app, { email: user.email, password });
    const audit = await auditRows(user.id);
    expect(audit.at(-1)!.action).toBe("user.password_reset");
    expect(JSON.stringify(audit)).not.toContain(password);
    const weak = await admin.post(`/client/users/${user.id}/password`, { password: "short" });
    expect(weak.status).toBe(400);
    expect(weak.body["errors"][0].field).toBe("password");
  });
});

describe("GraphQL", () => {
  it("lists, creates, edits, inactivates and resets through the gateway; the audit log shows the changes", async () => {
    const gateway = createGateway({ services: () => urlsFor(stack.baseUrl), graphiql: false });
    const gql = gqlAs(gateway, adminToken);
    const options = await gql("{ roleOptions { id name } }");
    expect(options.data.roleOptions).toEqual(
      expect.arrayContaining([{ id: operationsRole, name: "Operations" }]),
    );
    const email = uniqueEmail("gql");
    const created = await gql(
      `mutation ($input: CreateUserInput!) {
        createUser(input: $input) { user { id email fullname roleName status } initialPassword }
      }`,
      { input: { email, fullname: "Graph User", roleId: operationsRole } },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data.createUser.user.id;
    expect(created.data.createUser).toMatchObject({
      user: { email, fullname: "Graph User", roleName: "Operations", status: "active" },
      initialPassword: expect.stringMatching(/^[A-Za-z0-9]{14,}$/),
    });
    const bad = await gql(
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }`,
      { input: { email: "bad", fullname: "", roleId: operationsRole } },
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      errors: expect.arrayContaining([{ field: "email", message: "is not a valid email address" }]),
    });
    const duplicate = await gql(
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }`,
      { input: { email, fullname: "Again", roleId: operationsRole } },
    );
    expect(duplicate.errors?.[0]?.extensions?.["code"]).toBe("CONFLICT");
    const listed = await gql(
      `query ($filter: UserFilter) { users(limit: 5, filter: $filter) { items { id } totalItems } }`,
      { filter: { q: email } },
    );
    expect(listed.data.users).toEqual({ items: [{ id }], totalItems: 1 });
    const updated = await gql(
      `mutation ($id: Int!) { updateUser(id: $id, input: { fullname: "Graph U.", roleId: ${superAdminRole} }) { fullname isSuperAdmin } }`,
      { id },
    );
    expect(updated.data.updateUser).toEqual({ fullname: "Graph U.", isSuperAdmin: true });
    const status = await gql(
      `mutation ($id: Int!) { setUserStatus(id: $id, status: "inactive") { status } }`,
      { id },
    );
    expect(status.data.setUserStatus).toEqual({ status: "inactive" });
    const self = await gql(
      `mutation ($id: Int!) { setUserStatus(id: $id, status: "inactive") { status } }`,
      { id: adminId },
    );
    expect(self.errors?.[0]).toMatchObject({
      message: "You cannot inactivate your own account",
      extensions: { code: "CONFLICT" },
    });
    const reset = await gql(
      `mutation ($id: Int!) { resetUserPassword(id: $id) { userId password } }`,
      { id },
    );
    expect(reset.data.resetUserPassword.userId).toBe(id);
    const audit = await gql(
      `query ($filter: AuditFilter) {
        auditLog(limit: 10, filter: $filter) {
          totalItems items { action actorLabel timezoneLabel changes { field before after } }
        }
      }`,
      { filter: { entity: "user", q: String(id) } },
    );
    expect(audit.errors).toBeUndefined();
    const actions = audit.data.auditLog.items.map((item: { action: string }) => item.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "user.create",
        "user.update",
        "user.inactivate",
        "user.password_reset",
      ]),
    );
    const update = audit.data.auditLog.items.find(
      (item: { action: string }) => item.action === "user.update",
    );
    expect(update.timezoneLabel).toBe("WIB");
    expect(update.changes).toEqual(
      expect.arrayContaining([{ field: "fullname", before: "Graph User", after: "Graph U." }]),
    );
    const badDate = await gql(`{ auditLog(filter: { from: "31-02-2025" }) { totalItems } }`);
    expect(badDate.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      errors: [{ field: "from", message: "must be a date written yyyy-MM-dd" }],
    });
    const tooMany = await gql("{ users(limit: 1000) { totalItems } }");
    expect(tooMany.errors?.[0]?.extensions?.["code"]).toBe("BAD_USER_INPUT");
  });
});
