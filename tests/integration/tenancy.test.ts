import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_ROLE } from "../../services/db/target.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { BETA_FLAGS, turnFlagsOn } from "./hcm-helpers.ts";
import { CASE_MODULES } from "./tenancy-cases/index.ts";
import type { RouteCase, TenancyContext } from "./tenancy-cases/types.ts";

/**
 * Tenant isolation, proven three ways: the catalogue (RLS forced on every tenant table, an
 * app role that owns nothing), the app role's own connection (RLS decides what it reads and
 * writes), and every registered route (client B's token never reaches client A's data).
 */

type Tenant = {
  clientId: number;
  name: string;
  userIds: number[];
  roleIds: number[];
  emails: string[];
};

let stack: TestStack;
let appDb: pg.Client;
/** PT Maju Jaya: the client whose data must stay invisible. */
let maju: Tenant;
/** PT Sentosa Abadi: the caller. */
let sentosa: Tenant;
let tokenB: string;

/** The tables RLS must guard today; the catalogue query must find at least these. */
const KNOWN_TENANT_TABLES = [
  "agent_counts",
  "agent_fields",
  "agents",
  "approval_rule_approvers",
  "approval_rule_request_types",
  "approval_rules",
  "assignments",
  "audit_log",
  "branches",
  "bulk_imports",
  "holidays",
  "merchants",
  "partner_settings",
  "partners",
  "projects",
  "client_feature_flags",
  "clients",
  "live_events",
  "master_schedule_days",
  "master_schedules",
  "schedule_pattern_days",
  "schedule_patterns",
  "shifts",
  "role_menus",
  "roles",
  "sessions",
  "users",
  "working_locations",
  "working_location_branches",
  "attendance_policies",
  "attendance_policy_locations",
  "attendance_policy_branches",
];

async function tenant(name: string): Promise<Tenant> {
  const { rows } = await stack.owner.query<{
    id: number;
    user_ids: number[];
    role_ids: number[];
    emails: string[];
  }>(
    `SELECT c.id,
            ARRAY(SELECT id FROM users WHERE client_id = c.id ORDER BY id) AS user_ids,
            ARRAY(SELECT id FROM roles WHERE client_id = c.id ORDER BY id) AS role_ids,
            ARRAY(SELECT email FROM users WHERE client_id = c.id ORDER BY id) AS emails
     FROM clients c WHERE c.name = $1`,
    [name],
  );
  const row = rows[0]!;
  return {
    clientId: row.id,
    name,
    userIds: row.user_ids,
    roleIds: row.role_ids,
    emails: row.emails,
  };
}

beforeAll(async () => {
  stack = await startStack();
  maju = await tenant("PT Maju Jaya");
  sentosa = await tenant("PT Sentosa Abadi");
  // The flag-gated menus' routes answer Sentosa too (the demo opens them for Maju only).
  await turnFlagsOn(stack, "PT Sentosa Abadi", BETA_FLAGS);
  // A flag only Maju has on (its own override): Sentosa's answers must not show it.
  await turnFlagsOn(stack, "PT Maju Jaya", ["manual_disbursement_approval"]);
  // Every tenant table gets rows of both clients, so "reads nothing" means something.
  await login(stack.app, DEMO.majuAdmin); // a Maju session
  tokenB = (await login(stack.app, DEMO.sentosaAdmin)).token;
  await stack.owner.query(
    `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action, entity_type, entity_id)
     VALUES ($1, 'user', $2, 'Admin Maju', 'user.update', 'user', $2::int::text),
            ($3, 'user', $4, 'Admin Sentosa', 'user.update', 'user', $4::int::text)`,
    [maju.clientId, maju.userIds[0], sentosa.clientId, sentosa.userIds[0]],
  );
  // Maju overrides payroll_beta on; Sentosa overrides edit_account on. Each also writes a
  // live_events row for its own client (trigger).
  await stack.owner.query(
    `INSERT INTO client_feature_flags (client_id, name, value)
     VALUES ($1, 'payroll_beta', true), ($2, 'edit_account', true)`,
    [maju.clientId, sentosa.clientId],
  );
  // Maju's Super Admin loses one menu, so its menu list differs from Sentosa's.
  await stack.owner.query(
    `DELETE FROM role_menus WHERE role_id = $1 AND menu_id = (
       SELECT menu_id FROM role_menus WHERE role_id = $1 AND menu_id <> 'role-management'
       ORDER BY menu_id LIMIT 1)`,
    [maju.roleIds[0]],
  );
  appDb = new pg.Client({ connectionString: stack.database.appUrl });
  await appDb.connect();
});

afterAll(async () => {
  await appDb?.end();
  await stack?.close();
});

/** Tables in schema public with a client_id column, plus clients (keyed by its id). */
async function tenantTables(): Promise<string[]> {
  const { rows } = await stack.owner.query<{ relname: string }>(
    `SELECT c.relname FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
       AND (c.relname = 'clients' OR EXISTS (
         SELECT 1 FROM pg_attribute a
         WHERE a.attrelid = c.oid AND a.attname = 'client_id' AND NOT a.attisdropped))
     ORDER BY c.relname`,
  );
  return rows.map((row) => row.relname);
}

const keyOf = (table: string) => (table === "clients" ? "id" : "client_id");

/** Runs `work` as the app role in a transaction scoped to `clientId`, then rolls back. */
async function asApp<T>(clientId: number | null, work: (db: pg.Client) => Promise<T>) {
  await appDb.query("BEGIN");
  try {
    if (clientId !== null)
      await appDb.query("SELECT set_config('app.client_id', $1, true)", [String(clientId)]);
    return await work(appDb);
  } finally {
    await appDb.query("ROLLBACK");
  }
}

describe("catalogue", () => {
  it("finds every known tenant table", async () => {
    expect(await tenantTables()).toEqual(expect.arrayContaining(KNOWN_TENANT_TABLES));
  });

  it("forces row-level security on every tenant table, with client_id NOT NULL and a policy", async () => {
    const tables = await tenantTables();
    const { rows } = await stack.owner.query<{
      relname: string;
      relrowsecurity: boolean;
      relforcerowsecurity: boolean;
      client_id_not_null: boolean | null;
      policies: number;
      unscoped_policies: string[];
    }>(
      `SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity,
              (SELECT a.attnotnull FROM pg_attribute a
               WHERE a.attrelid = c.oid AND a.attname = 'client_id' AND NOT a.attisdropped)
                AS client_id_not_null,
              (SELECT count(*)::int FROM pg_policies p
               WHERE p.schemaname = 'public' AND p.tablename = c.relname) AS policies,
              ARRAY(SELECT p.policyname::text FROM pg_policies p
                    WHERE p.schemaname = 'public' AND p.tablename = c.relname
                      AND NOT (coalesce(p.qual, '') || coalesce(p.with_check, ''))
                              LIKE '%app_client_id()%') AS unscoped_policies
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relname = ANY($1)
       ORDER BY c.relname`,
      [tables],
    );
    expect(rows.map((row) => row.relname)).toEqual(tables);
    for (const row of rows) {
      expect(row, row.relname).toMatchObject({
        relrowsecurity: true,
        relforcerowsecurity: true,
        client_id_not_null: row.relname === "clients" ? null : true,
        unscoped_policies: [],
      });
      expect(row.policies, `${row.relname} has no policy`).toBeGreaterThanOrEqual(1);
    }
  });

  it("exposes no tenant rows through a view that runs as its owner", async () => {
    const { rows } = await stack.owner.query<{ relname: string; relkind: string }>(
      `SELECT c.relname, c.relkind FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('v', 'm')
         AND EXISTS (SELECT 1 FROM pg_attribute a
                     WHERE a.attrelid = c.oid AND a.attname = 'client_id' AND NOT a.attisdropped)
         AND (c.relkind = 'm' OR NOT coalesce(c.reloptions, '{}') @> ARRAY['security_invoker=true'])`,
    );
    expect(rows).toEqual([]);
  });

  it(`${APP_ROLE} is no superuser, cannot bypass RLS and owns nothing`, async () => {
    const role = await stack.owner.query<{ oid: number; rolsuper: boolean; rolbypassrls: boolean }>(
      "SELECT oid::int AS oid, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = $1",
      [APP_ROLE],
    );
    expect(role.rows).toHaveLength(1);
    const { oid, rolsuper, rolbypassrls } = role.rows[0]!;
    expect({ rolsuper, rolbypassrls }).toEqual({ rolsuper: false, rolbypassrls: false });

    const owned = await stack.owner.query<{ kind: string; name: string }>(
      `SELECT 'relation ' || c.relkind::text AS kind, c.relname::text AS name
         FROM pg_class c WHERE c.relowner = $1
       UNION ALL SELECT 'function', p.proname::text FROM pg_proc p WHERE p.proowner = $1
       UNION ALL SELECT 'schema', s.nspname::text FROM pg_namespace s WHERE s.nspowner = $1
       UNION ALL SELECT 'type', t.typname::text FROM pg_type t WHERE t.typowner = $1
       UNION ALL SELECT 'database', d.datname::text FROM pg_database d
         WHERE d.datdba = $1 AND d.datname = current_database()`,
      [oid],
    );
    expect(owned.rows).toEqual([]);
    // The catalogue query itself can see owned things: the owner owns the tenant tables.
    const ownerOwns = await stack.owner.query(
      "SELECT 1 FROM pg_class WHERE relowner = (SELECT oid FROM pg_roles WHERE rolname = current_user) AND relname = 'users'",
    );
    expect(ownerOwns.rowCount).toBe(1);
  });

  it(`${APP_ROLE} cannot SET ROLE to the owner`, async () => {
    const owner = (await stack.owner.query<{ name: string }>("SELECT current_user AS name"))
      .rows[0]!.name;
    expect(owner).not.toBe(APP_ROLE);
    const member = await stack.owner.query<{ member: boolean }>(
      "SELECT pg_has_role($1, $2, 'MEMBER') AS member",
      [APP_ROLE, owner],
    );
    expect(member.rows[0]!.member).toBe(false);
    await expect(appDb.query(`SET ROLE ${appDb.escapeIdentifier(owner)}`)).rejects.toMatchObject({
      code: "42501",
    });
    const who = await appDb.query<{ name: string }>("SELECT current_user AS name");
    expect(who.rows[0]!.name).toBe(APP_ROLE);
  });
});

describe(`${APP_ROLE} under row-level security`, () => {
  it("reads zero rows of every tenant table without app.client_id", async () => {
    const tables = await tenantTables();
    for (const table of tables) {
      const owner = await stack.owner.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${stack.owner.escapeIdentifier(table)}`,
      );
      if (KNOWN_TENANT_TABLES.includes(table))
        expect(owner.rows[0]!.n, `${table} has rows to hide`).toBeGreaterThan(0);
      const readable = await appDb.query<{ ok: boolean }>(
        "SELECT has_table_privilege(current_user, $1, 'SELECT') AS ok",
        [`public.${table}`],
      );
      if (!readable.rows[0]!.ok) continue; // no grant at all: nothing to read either
      const seen = await asApp(null, (db) =>
        db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${db.escapeIdentifier(table)}`),
      );
      expect(seen.rows[0]!.n, table).toBe(0);
    }
  });

  it("reads exactly Maju's rows with app.client_id = Maju, and nothing after the transaction", async () => {
    const tables = await tenantTables();
    for (const table of tables) {
      const readable = await appDb.query<{ ok: boolean }>(
        "SELECT has_table_privilege(current_user, $1, 'SELECT') AS ok",
        [`public.${table}`],
      );
      if (!readable.rows[0]!.ok) continue;
      const t = stack.owner.escapeIdentifier(table);
      const key = keyOf(table);
      const expected = await stack.owner.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${t} WHERE ${key} = $1`,
        [maju.clientId],
      );
      const seen = await asApp(maju.clientId, (db) =>
        db.query<{ total: number; mine: number }>(
          `SELECT count(*)::int AS total, (count(*) FILTER (WHERE ${key} = $1))::int AS mine
           FROM ${t}`,
          [maju.clientId],
        ),
      );
      expect(seen.rows[0], table).toEqual({
        total: expected.rows[0]!.n,
        mine: expected.rows[0]!.n,
      });
      if (KNOWN_TENANT_TABLES.includes(table))
        expect(expected.rows[0]!.n, `${table} has Maju rows`).toBeGreaterThan(0);
    }
    // set_config(..., true) is transaction-local: a pooled connection forgets the tenant.
    const after = await appDb.query<{ n: number }>("SELECT count(*)::int AS n FROM users");
    expect(after.rows[0]!.n).toBe(0);
  });

  it.each([
    [
      "roles",
      "INSERT INTO roles (client_id, name) VALUES ($1, 'Intruder')",
      () => [sentosa.clientId],
    ],
    [
      "audit_log",
      `INSERT INTO audit_log (client_id, actor_type, actor_label, action, entity_type, entity_id)
       VALUES ($1, 'system', 'x', 'x', 'x', 'x')`,
      () => [sentosa.clientId],
    ],
    [
      "live_events",
      'INSERT INTO live_events (client_id, payload) VALUES ($1, \'{"type":"session_status"}\')',
      () => [sentosa.clientId],
    ],
    [
      "client_feature_flags",
      "INSERT INTO client_feature_flags (client_id, name, value) VALUES ($1, 'payroll', false)",
      () => [sentosa.clientId],
    ],
    [
      "users",
      `INSERT INTO users (client_id, role_id, email, fullname, password_hash)
       VALUES ($1, $2, 'intruder@sentosa.test', 'Intruder', 'x')`,
      () => [sentosa.clientId, sentosa.roleIds[0]],
    ],
  ])(
    "refuses (WITH CHECK) an INSERT into %s of another client's row",
    async (_table, sql, params) => {
      await asApp(maju.clientId, async (db) => {
        await expect(db.query(sql, params())).rejects.toMatchObject({
          code: "42501",
          message: expect.stringMatching(/row-level security/),
        });
      });
    },
  );

  it("refuses an INSERT for any client when app.client_id is not set", async () => {
    await asApp(null, async (db) => {
      await expect(
        db.query("INSERT INTO roles (client_id, name) VALUES ($1, 'Ghost')", [maju.clientId]),
      ).rejects.toMatchObject({ code: "42501" });
    });
  });

  it("UPDATE and DELETE of another client's rows affect 0 rows; moving a row across is refused", async () => {
    await asApp(maju.clientId, async (db) => {
      const updated = await db.query("UPDATE users SET fullname = 'Hijacked' WHERE id = ANY($1)", [
        sentosa.userIds,
      ]);
      expect(updated.rowCount).toBe(0);
      const renamed = await db.query("UPDATE roles SET name = 'Hijacked' WHERE client_id = $1", [
        sentosa.clientId,
      ]);
      expect(renamed.rowCount).toBe(0);
      const deleted = await db.query("DELETE FROM client_feature_flags WHERE client_id = $1", [
        sentosa.clientId,
      ]);
      expect(deleted.rowCount).toBe(0);
      const revoked = await db.query(
        "UPDATE sessions SET revoked_at = now() WHERE client_id = $1",
        [sentosa.clientId],
      );
      expect(revoked.rowCount).toBe(0);
      // Own rows are writable, which proves the statements above were not refused wholesale.
      const own = await db.query("UPDATE users SET fullname = fullname WHERE client_id = $1", [
        maju.clientId,
      ]);
      expect(own.rowCount).toBe(maju.userIds.length);
    });
    await asApp(maju.clientId, async (db) => {
      await expect(
        db.query("UPDATE client_feature_flags SET client_id = $1 WHERE client_id = $2", [
          sentosa.clientId,
          maju.clientId,
        ]),
      ).rejects.toMatchObject({ code: "42501" });
    });
    const untouched = await stack.owner.query(
      "SELECT fullname FROM users WHERE client_id = $1 AND fullname = 'Hijacked'",
      [sentosa.clientId],
    );
    expect(untouched.rowCount).toBe(0);
  });

  it("cannot read system_audit_log, nor delete or rewrite audit_log", async () => {
    await asApp(maju.clientId, async (db) => {
      await expect(db.query("SELECT * FROM system_audit_log")).rejects.toMatchObject({
        code: "42501",
        message: expect.stringMatching(/permission denied/),
      });
    });
    await asApp(maju.clientId, async (db) => {
      await expect(db.query("DELETE FROM audit_log")).rejects.toMatchObject({
        code: "42501",
        message: expect.stringMatching(/permission denied/),
      });
    });
    await asApp(maju.clientId, async (db) => {
      await expect(db.query("UPDATE audit_log SET action = 'x'")).rejects.toMatchObject({
        code: "42501",
      });
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Every route, called with client B's token against client A's data.

const json = (response: { body: string }) => JSON.parse(response.body);
const getB = (url: string) => stack.app.inject({ url, headers: bearer(tokenB) });

/** Fails when `body` carries anything of Maju: its name, emails or any of its ids. */
function expectNothingOfMaju(body: unknown): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  expect(text).not.toMatch(/maju/i);
  for (const email of maju.emails) expect(text).not.toContain(email);
  const walk = (value: unknown, key: string): void => {
    if (Array.isArray(value)) for (const item of value) walk(item, key);
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) walk(v, k);
    else if (typeof value === "number") {
      if (/^client_?id$/i.test(key)) expect(value, key).not.toBe(maju.clientId);
      if (/^user_?id$/i.test(key)) expect(maju.userIds, key).not.toContain(value);
      if (/^role_?id$/i.test(key)) expect(maju.roleIds, key).not.toContain(value);
    }
  };
  if (typeof body !== "string") walk(body, "");
  else if (/^[[{]/.test(body.trim())) walk(JSON.parse(body), "");
}

function expectSentosaUser(user: Record<string, unknown>): void {
  expect(user).toMatchObject({ email: DEMO.sentosaAdmin.email });
  expect(user["client_id"] ?? user["clientId"]).toBe(sentosa.clientId);
  expect(sentosa.userIds).toContain(user["id"]);
}

/** A read by id of each of Maju's ids: 404 with only a message, naming nothing of Maju. */
async function expectMajuIdsNotFound(path: string, majuIds: number[], ownId: number) {
  expect(majuIds.length).toBeGreaterThan(0);
  for (const id of majuIds) {
    const response = await getB(`${path}/${id}`);
    expect(response.statusCode, `${path}/${id}`).toBe(404);
    expect(json(response)).toEqual({ message: expect.any(String) });
    expectNothingOfMaju(response.body);
  }
  // The same route answers B's own id, so the 404 above is isolation, not a broken route.
  const own = await getB(`${path}/${ownId}`);
  expect(own.statusCode).toBe(200);
  expect(json(own).data.id).toBe(ownId);
}

/** An SSE reader over a real socket: `next()` resolves with the next `data:` frame. */
async function openEvents(token: string) {
  const controller = new AbortController();
  const response = await fetch(`${stack.baseUrl}/api/main/v1/events`, {
    headers: { ...bearer(token), accept: "text/event-stream" },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  async function next(
    timeoutMs = 5000,
  ): Promise<{ id: string | null; data: Record<string, unknown> }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = frame.split("\n");
        const data = lines.find((line) => line.startsWith("data: "));
        if (!data) continue; // retry:, comments and heartbeats
        const id = lines.find((line) => line.startsWith("id: "));
        return { id: id ? id.slice(4) : null, data: JSON.parse(data.slice(6)) };
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), remaining);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error("stream closed");
      buffer += chunk.value;
    }
  }
  return {
    next,
    close: () => {
      controller.abort();
      reader.cancel().catch(() => {});
    },
  };
}

type GraphQLData = {
  me: { user: Record<string, unknown>; modules: { roles: string; menus: string[] } };
  modules: { roles: string; menus: string[] };
  systemConfig?: { featureFlags: { name: string; enabled: boolean }[] };
};

async function graphql(
  query: string,
  options: { method?: "GET" | "POST"; token?: string } = {},
): Promise<{ status: number; body: { data?: GraphQLData; errors?: unknown[] } }> {
  const headers = options.token ? bearer(options.token) : {};
  const response =
    options.method === "GET"
      ? await stack.app.inject({
          method: "GET",
          url: `/graphql?query=${encodeURIComponent(query)}`,
          headers: { ...headers, accept: "application/json" },
        })
      : await stack.app.inject({
          method: "POST",
          url: "/graphql",
          headers: { ...headers, accept: "application/json" },
          payload: { query },
        });
  return { status: response.statusCode, body: json(response) };
}

const ME_QUERY =
  "{ me { user { id clientId email fullname } modules { roles menus } } modules { roles menus } }";

/**
 * One case per registered route, keyed `METHOD url`. A new route fails the coverage test below
 * until it gets a case here.
 */
const ROUTE_CASES: Record<string, RouteCase> = {
  "GET /healthz": {
    why: "liveness only ({ status }); reads no table",
    check: async () => {
      const response = await getB("/healthz");
      expect(json(response)).toEqual({ status: "ok" });
    },
  },
  "GET /readyz": {
    why: "readiness only; reads schema_migrations, which is global",
    check: async () => {
      const response = await getB("/readyz");
      expect(json(response)).toEqual({ status: "ready" });
    },
  },
  "GET /api/docs": {
    why: "the OpenAPI document generated from route schemas; no rows",
    check: async () => {
      const response = await getB("/api/docs");
      expect(response.statusCode).toBe(200);
      expectNothingOfMaju(response.body);
    },
  },
  "POST /api/main/v1/auth/login": {
    why: "before the tenant is known: the email picks exactly one user, of one client",
    check: async () => {
      const { user } = await login(stack.app, DEMO.sentosaAdmin);
      expectSentosaUser(user);
      expectNothingOfMaju(user);
      // B's password does not open A's account.
      const response = await stack.app.inject({
        method: "POST",
        url: "/api/main/v1/auth/login",
        payload: { email: DEMO.majuAdmin.email, password: DEMO.sentosaAdmin.password },
        remoteAddress: "10.77.0.1",
      });
      expect(response.statusCode).toBe(401);
    },
  },
  "POST /api/main/v1/auth/logout": {
    why: "revokes only the caller's own session",
    check: async () => {
      const a = await login(stack.app, DEMO.majuAdmin);
      const b = await login(stack.app, DEMO.sentosaAdmin);
      const out = await stack.app.inject({
        method: "POST",
        url: "/api/main/v1/auth/logout",
        headers: bearer(b.token),
      });
      expect(json(out)).toEqual({ data: { loggedOut: true } });
      const stillA = await stack.app.inject({
        url: "/api/main/v1/auth/me",
        headers: bearer(a.token),
      });
      expect(stillA.statusCode).toBe(200);
      const revoked = await stack.owner.query(
        "SELECT 1 FROM sessions WHERE client_id = $1 AND revoked_at IS NOT NULL",
        [maju.clientId],
      );
      expect(revoked.rowCount).toBe(0);
      const ended = await stack.owner.query<{ client_id: number }>(
        "SELECT client_id FROM live_events WHERE payload->>'type' = 'session_ended'",
      );
      expect(ended.rows.map((row) => row.client_id)).not.toContain(maju.clientId);
    },
  },
  "GET /api/main/v1/auth/me": {
    why: "the caller's own user and modules",
    check: async () => {
      const response = await getB("/api/main/v1/auth/me");
      const { data } = json(response);
      expectSentosaUser(data.user);
      expectNothingOfMaju(data);
    },
  },
  "GET /api/main/v1/auth/external/:kind": {
    why: "hands the external app the caller's own token, never another session's",
    check: async () => {
      let redirected = 0;
      for (const kind of ["audit", "benefit"]) {
        const response = await getB(`/api/main/v1/auth/external/${kind}`);
        if (response.statusCode === 403) continue; // Sentosa's role lacks the menu.
        expect(response.statusCode).toBe(302);
        redirected++;
        const location = new URL(response.headers.location as string);
        expect(location.searchParams.get("token")).toBe(tokenB);
        expectNothingOfMaju(location.href);
      }
      expect(redirected).toBeGreaterThan(0);
    },
  },
  "POST /api/main/v1/auth/change-password": {
    why: "changes only the caller's own password and ends only the caller's other sessions",
    check: async () => {
      const majuBefore = await stack.owner.query(
        "SELECT id, password_hash, updated_at FROM users WHERE client_id = $1 ORDER BY id",
        [maju.clientId],
      );
      const majuSession = await login(stack.app, DEMO.majuAdmin);
      const original = await stack.owner.query<{ password_hash: string }>(
        "SELECT password_hash FROM users WHERE email = $1",
        [DEMO.sentosaAdmin.email],
      );
      try {
        // B's token with A's password as "current": refused, and A is untouched.
        const wrong = await stack.app.inject({
          method: "POST",
          url: "/api/main/v1/auth/change-password",
          headers: bearer(tokenB),
          payload: { current_password: DEMO.majuAdmin.password, new_password: "Hijacked-pass-1" },
          remoteAddress: "10.77.1.1",
        });
        expect(wrong.statusCode).toBe(400);
        expectNothingOfMaju(wrong.body);
        const response = await stack.app.inject({
          method: "POST",
          url: "/api/main/v1/auth/change-password",
          headers: bearer(tokenB),
          payload: {
            current_password: DEMO.sentosaAdmin.password,
            new_password: "Sentosa-new-pass-1",
          },
          remoteAddress: "10.77.1.2",
        });
        expect(json(response)).toEqual({ data: { changed: true } });
        const majuAfter = await stack.owner.query(
          "SELECT id, password_hash, updated_at FROM users WHERE client_id = $1 ORDER BY id",
          [maju.clientId],
        );
        expect(majuAfter.rows).toEqual(majuBefore.rows);
        const stillA = await stack.app.inject({
          url: "/api/main/v1/auth/me",
          headers: bearer(majuSession.token),
        });
        expect(stillA.statusCode).toBe(200);
        const revoked = await stack.owner.query(
          "SELECT 1 FROM sessions WHERE client_id = $1 AND revoked_at IS NOT NULL",
          [maju.clientId],
        );
        expect(revoked.rowCount).toBe(0);
        const audit = await stack.owner.query<{ client_id: number; entity_id: string }>(
          "SELECT client_id, entity_id FROM audit_log WHERE action = 'user.change_password'",
        );
        expect(audit.rows).toHaveLength(1);
        expect(audit.rows[0]!.client_id).toBe(sentosa.clientId);
        expect(sentosa.userIds.map(String)).toContain(audit.rows[0]!.entity_id);
      } finally {
        // Other cases log in with the demo password.
        await stack.owner.query("UPDATE users SET password_hash = $2 WHERE email = $1", [
          DEMO.sentosaAdmin.email,
          original.rows[0]!.password_hash,
        ]);
      }
    },
  },
  "PUT /api/main/v1/auth/preferences": {
    why: "saves only the caller's own language",
    check: async () => {
      const majuBefore = await stack.owner.query(
        "SELECT id, language, updated_at FROM users WHERE client_id = $1 ORDER BY id",
        [maju.clientId],
      );
      const put = (language: string) =>
        stack.app.inject({
          method: "PUT",
          url: "/api/main/v1/auth/preferences",
          headers: bearer(tokenB),
          payload: { language },
        });
      try {
        const { data } = json(await put("id"));
        expectSentosaUser(data.user);
        expect(data.user.language).toBe("id");
        expectNothingOfMaju(data);
        const majuAfter = await stack.owner.query(
          "SELECT id, language, updated_at FROM users WHERE client_id = $1 ORDER BY id",
          [maju.clientId],
        );
        expect(majuAfter.rows).toEqual(majuBefore.rows);
        const audit = await stack.owner.query<{ client_id: number }>(
          "SELECT client_id FROM audit_log WHERE action = 'user.update_preferences'",
        );
        expect(audit.rows.map((row) => row.client_id)).not.toContain(maju.clientId);
      } finally {
        expect(json(await put("en")).data.user.language).toBe("en");
      }
    },
  },
  "GET /api/main/v1/client/modules": {
    why: "the caller's own role and menus",
    check: async () => {
      const response = await getB("/api/main/v1/client/modules");
      const { data } = json(response);
      const menus = await stack.owner.query<{ menu_id: string }>(
        "SELECT menu_id FROM role_menus WHERE role_id = $1 ORDER BY menu_id",
        [sentosa.roleIds[0]],
      );
      const majuMenus = await stack.owner.query<{ menu_id: string }>(
        "SELECT menu_id FROM role_menus WHERE role_id = $1 ORDER BY menu_id",
        [maju.roleIds[0]],
      );
      expect([...data.menus].sort()).toEqual(menus.rows.map((row) => row.menu_id));
      expect([...data.menus].sort()).not.toEqual(majuMenus.rows.map((row) => row.menu_id));
      expectNothingOfMaju(data);
    },
  },
  "GET /api/main/v1/client/users": {
    why: "lists users under RLS",
    check: async () => {
      const all = json(await getB("/api/main/v1/client/users?limit=0"));
      expect(all.data.map((user: { id: number }) => user.id).sort()).toEqual(sentosa.userIds);
      expect(all.meta.totalItems).toBe(sentosa.userIds.length);
      expectNothingOfMaju(all);
      for (const q of ["maju", "admin@maju.test", "Ops"]) {
        const found = json(await getB(`/api/main/v1/client/users?q=${encodeURIComponent(q)}`));
        expectNothingOfMaju(found);
        for (const user of found.data) expect(maju.userIds).not.toContain(user.id);
      }
    },
  },
  "GET /api/main/v1/client/users/:id": {
    why: "reads one user under RLS",
    check: () =>
      expectMajuIdsNotFound("/api/main/v1/client/users", maju.userIds, sentosa.userIds[0]!),
  },
  "GET /api/main/v1/client/roles": {
    why: "lists roles under RLS",
    check: async () => {
      const { data } = json(await getB("/api/main/v1/client/roles"));
      expect(data.map((role: { id: number }) => role.id).sort()).toEqual(sentosa.roleIds);
      expectNothingOfMaju(data);
    },
  },
  "GET /api/main/v1/client/roles/:id": {
    why: "reads one role under RLS",
    check: () =>
      expectMajuIdsNotFound("/api/main/v1/client/roles", maju.roleIds, sentosa.roleIds[0]!),
  },
  "GET /api/main/v1/client/audit-log": {
    why: "lists the audit trail under RLS",
    check: async () => {
      const body = json(await getB("/api/main/v1/client/audit-log?limit=0"));
      const own = await stack.owner.query("SELECT 1 FROM audit_log WHERE client_id = $1", [
        sentosa.clientId,
      ]);
      expect(body.meta.totalItems).toBe(own.rowCount);
      expect(body.data.map((entry: { actor_label: string }) => entry.actor_label)).toContain(
        "Admin Sentosa",
      );
      expectNothingOfMaju(body);
    },
  },
  "GET /api/main/v1/general/provinces": {
    why: "Indonesian regions: global reference data",
    check: async () => {
      const response = await getB("/api/main/v1/general/provinces?limit=0");
      expect(json(response).data.length).toBeGreaterThan(30);
      expectNothingOfMaju(response.body);
    },
  },
  "GET /api/main/v1/general/cities": {
    why: "Indonesian regions: global reference data",
    check: async () => {
      const response = await getB("/api/main/v1/general/cities?province_id=32&limit=0");
      expect(json(response).data.length).toBeGreaterThan(0);
      expectNothingOfMaju(response.body);
    },
  },
  "GET /api/main/v1/general/districts": {
    why: "Indonesian regions: global reference data",
    check: async () => {
      const response = await getB("/api/main/v1/general/districts?limit=20");
      expect(json(response).data.length).toBeGreaterThan(0);
      expectNothingOfMaju(response.body);
    },
  },
  "GET /api/main/v1/general/system-enums": {
    why: "static enumerations from domain/enums.ts",
    check: async () => {
      const response = await getB("/api/main/v1/general/system-enums");
      expect(response.statusCode).toBe(200);
      expectNothingOfMaju(response.body);
    },
  },
  "GET /api/main/v1/general/system-config": {
    why: "global config plus the caller's client_feature_flags, read under RLS",
    check: async () => {
      const { data } = json(await getB("/api/main/v1/general/system-config"));
      // Maju's override (manual_disbursement_approval on) does not reach Sentosa; Sentosa's
      // own (the beta flags, beforeAll) do.
      expect(data.feature_flags.manual_disbursement_approval).toBe(false);
      expect(data.feature_flags.attendance_beta).toBe(true);
      expect(data.feature_flags.edit_account).toBe(true);
    },
  },
  "GET /api/main/v1/events": {
    why: "the caller's live events; the hub routes by client and user",
    check: async () => {
      const stream = await openEvents(tokenB);
      try {
        const first = await stream.next();
        expect(first.data).toMatchObject({
          type: "session_status",
          client_account_status: "active",
        });
        // A Maju user is inactivated, then a Sentosa flag changes. Events arrive in commit
        // order, so a leaked Maju event would come before Sentosa's system_config.
        await stack.owner.query("UPDATE users SET status = 'inactive' WHERE email = $1", [
          DEMO.majuOps.email,
        ]);
        await stack.owner.query(
          `INSERT INTO client_feature_flags (client_id, name, value) VALUES ($1, 'overtime', false)
           ON CONFLICT (client_id, name) DO UPDATE SET value = NOT client_feature_flags.value`,
          [sentosa.clientId],
        );
        const received = [await stream.next()];
        while (received.at(-1)!.data["type"] !== "system_config")
          received.push(await stream.next());
        expect(received.map((event) => event.data)).toEqual([{ type: "system_config" }]);
        const ids = received.map((event) => Number(event.id));
        const majuEvents = await stack.owner.query(
          "SELECT 1 FROM live_events WHERE client_id = $1 AND id = ANY($2)",
          [maju.clientId, ids],
        );
        expect(majuEvents.rowCount).toBe(0);
      } finally {
        stream.close();
        await stack.owner.query("UPDATE users SET status = 'active' WHERE email = $1", [
          DEMO.majuOps.email,
        ]);
      }
    },
  },
  "GET /api/hcm/v1/session": {
    why: "who the HCM service sees: the caller",
    check: async () => {
      const { data } = json(await getB("/api/hcm/v1/session"));
      expect(data).toEqual({
        service: "hcm",
        client_id: sentosa.clientId,
        user_id: sentosa.userIds[0],
      });
    },
  },
  "GET /api/hcm/v1/timezones": {
    why: "static Indonesian time zones",
    check: async () => {
      const response = await getB("/api/hcm/v1/timezones");
      expect(response.statusCode).toBe(200);
      expectNothingOfMaju(response.body);
    },
  },
  "POST /api/file/v1/check-url": {
    why: "a pure host allow-list check; reads no table",
    check: async () => {
      const response = await stack.app.inject({
        method: "POST",
        url: "/api/file/v1/check-url",
        headers: bearer(tokenB),
        payload: { url: "http://localhost/files/1.png" },
      });
      expect(json(response)).toEqual({ data: { allowed: true, host: "localhost" } });
    },
  },
  "GET /graphql": {
    why: "the gateway forwards the caller's token; queries by GET",
    check: async () => {
      const { status, body } = await graphql(ME_QUERY, { method: "GET", token: tokenB });
      expect(status).toBe(200);
      expectSentosaUser(body.data!.me.user);
      expectNothingOfMaju(body);
    },
  },
  "POST /graphql": {
    why: "the gateway forwards the caller's token",
    check: async () => {
      const { status, body } = await graphql(
        `${ME_QUERY.slice(0, -1)} systemConfig { featureFlags { name enabled } } }`,
        { token: tokenB },
      );
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      const data = body.data!;
      expectSentosaUser(data.me.user);
      expect(data.modules).toEqual(data.me.modules);
      const flags = Object.fromEntries(
        data.systemConfig!.featureFlags.map((flag) => [flag.name, flag.enabled]),
      );
      expect(flags).toMatchObject({
        manual_disbursement_approval: false,
        attendance_beta: true,
        edit_account: true,
      });
      expectNothingOfMaju(body);
    },
  },
  "OPTIONS /graphql": {
    why: "CORS preflight; answers headers only",
    check: async () => {
      const response = await stack.app.inject({
        method: "OPTIONS",
        url: "/graphql",
        headers: {
          ...bearer(tokenB),
          origin: "http://localhost",
          "access-control-request-method": "POST",
        },
      });
      expect(response.statusCode).toBeLessThan(500);
      expectNothingOfMaju(response.body);
    },
  },
};

const CONTEXT: TenancyContext = {
  stack: () => stack,
  tokenB: () => tokenB,
  majuClientId: () => maju.clientId,
  sentosaClientId: () => sentosa.clientId,
};
for (const module of CASE_MODULES) {
  for (const [key, routeCase] of Object.entries(module(CONTEXT))) {
    if (Object.hasOwn(ROUTE_CASES, key)) throw new Error(`two tenancy cases for ${key}`);
    ROUTE_CASES[key] = routeCase;
  }
}

describe("every route, with client B's token on client A's data", () => {
  it("has a case for each registered route, and no case for a route that is gone", () => {
    const registered = [
      ...new Set(stack.app.registeredRoutes.map(({ method, url }) => `${method} ${url}`)),
    ].sort();
    expect(registered).toEqual(
      expect.arrayContaining(["POST /graphql", "GET /api/main/v1/auth/me"]),
    );
    const missing = registered.filter((key) => !Object.hasOwn(ROUTE_CASES, key));
    expect(missing, "add a tenancy case to ROUTE_CASES for each of these routes").toEqual([]);
    const stale = Object.keys(ROUTE_CASES).filter((key) => !registered.includes(key));
    expect(stale, "these cases name routes that are no longer registered").toEqual([]);
  });

  for (const [key, { why, check }] of Object.entries(ROUTE_CASES)) {
    it(`${key} — ${why}`, check);
  }
});
