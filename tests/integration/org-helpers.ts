import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect } from "vitest";
import type { ServiceUrls } from "../../gateway/services.ts";
import type { Gateway } from "../../gateway/yoga.ts";
import { hashPassword } from "../../services/main/auth/password.ts";
import { testNik } from "../support/nik.ts";
import { bearer, login, type TestStack } from "../support/stack.ts";

/**
 * Helpers of the org API tests (branches, merchants, projects, partners, assignments): a
 * REST caller per token, unique codes, and rows made directly as the owner where the API
 * under test is not the point (agents belong to another module).
 */

export const MAIN = "/api/main/v1";

// biome-ignore lint/suspicious/noExplicitAny: answers are JSON the assertions inspect field by field.
export type Answer = { status: number; body: Record<string, any> };

export function restAs(stack: TestStack, token: string) {
  const call = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ) => {
    const response = await stack.app.inject({
      method,
      url: `${MAIN}${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : {} } as Answer;
  };
  return {
    get: (url: string) => call("GET", url),
    post: (url: string, payload: unknown = {}) => call("POST", url, payload),
    put: (url: string, payload: unknown) => call("PUT", url, payload),
    del: (url: string) => call("DELETE", url),
  };
}
export type Rest = ReturnType<typeof restAs>;

/** A code no other test (or the demo seed) uses: PREFIX-XXXXXX. */
export const uniqueCode = (prefix: string) =>
  `${prefix}-${randomBytes(3).toString("hex").toUpperCase()}`;

/** Random real-shaped NIK (see testNik) and 11-digit mobile number, unique enough per test database. */
export const randomNik = () => testNik(Math.floor(Math.random() * 100_000_000));
export const randomPhone = () =>
  `81${Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join("")}`;

/** The 400/409 shape: the message, and exactly these fields among `errors`. */
export function expectFieldErrors(
  answer: Answer,
  status: number,
  message: string,
  fields: Record<string, string | RegExp>,
) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body["message"]).toBe(message);
  const errors = answer.body["errors"] as { field: string; message: string }[];
  expect(errors.map((e) => e.field).sort()).toEqual(Object.keys(fields).sort());
  for (const [field, text] of Object.entries(fields)) {
    const found = errors.find((e) => e.field === field)!;
    if (typeof text === "string") expect(found.message, field).toBe(text);
    else expect(found.message, field).toMatch(text);
  }
}

/** Row count of a table for one client, as the owner (RLS bypassed) — "nothing changed". */
export async function countRows(stack: TestStack, table: string, clientId: number) {
  const { rows } = await stack.owner.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${stack.owner.escapeIdentifier(table)} WHERE client_id = $1`,
    [clientId],
  );
  return rows[0]!.n;
}

export async function clientIdOf(stack: TestStack, name: string): Promise<number> {
  const { rows } = await stack.owner.query<{ id: number }>(
    "SELECT id FROM clients WHERE name = $1",
    [name],
  );
  return rows[0]!.id;
}

/** A branch made as the owner (for tests whose subject is something else). */
export async function ownerBranch(
  stack: TestStack,
  clientId: number,
  fields: { status?: string; cityId?: string; provinceId?: string } = {},
): Promise<number> {
  const code = uniqueCode("OB");
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO branches (client_id, code, name, province_id, city_id, status)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      clientId,
      code,
      `Owner branch ${code}`,
      fields.provinceId ?? "31",
      fields.cityId ?? "31.71",
      fields.status ?? "active",
    ],
  );
  return rows[0]!.id;
}

/** An agent made as the owner: the agents API is another module's. */
export async function ownerAgent(
  stack: TestStack,
  clientId: number,
  branchId: number,
  fields: { fullName?: string; workerStatus?: string; projectId?: number | null } = {},
): Promise<number> {
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type,
                         branch_id, project_id, worker_status)
     VALUES ($1, $2, $3, $4, '2024-01-01', 'pkwt', $5, $6, $7) RETURNING id`,
    [
      clientId,
      fields.fullName ?? `Agent ${uniqueCode("A")}`,
      randomNik(),
      randomPhone(),
      branchId,
      fields.projectId ?? null,
      fields.workerStatus ?? "active",
    ],
  );
  return rows[0]!.id;
}

export const urlsFor = (base: string): ServiceUrls => ({
  main: `${base}/api/main/v1`,
  hcm: `${base}/api/hcm/v1`,
  file: `${base}/api/file/v1`,
});

export type GqlResult = {
  // biome-ignore lint/suspicious/noExplicitAny: GraphQL data is checked by the assertions.
  data?: any;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
};

/** GraphQL through the in-process gateway, as the given session. */
export const gqlAs =
  (gateway: Gateway, token: string) =>
  async (query: string, variables: Record<string, unknown> = {}): Promise<GqlResult> => {
    const response = await gateway.fetch("http://gateway/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...bearer(token) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GqlResult;
  };

/** A console user of the client whose role has exactly `menus`; answers its session token. */
export async function userWithMenus(
  stack: TestStack,
  clientId: number,
  menus: readonly string[],
): Promise<string> {
  const tag = randomBytes(4).toString("hex");
  const password = "Org-tests-pass-1";
  const role = await stack.owner.query<{ id: number }>(
    "INSERT INTO roles (client_id, name) VALUES ($1, $2) RETURNING id",
    [clientId, `Org test ${tag}`],
  );
  const roleId = role.rows[0]!.id;
  await stack.owner.query(
    "INSERT INTO role_menus (client_id, role_id, menu_id) SELECT $1, $2, unnest($3::text[])",
    [clientId, roleId, menus],
  );
  const email = `org-${tag}@test.example`;
  await stack.owner.query(
    `INSERT INTO users (client_id, role_id, email, fullname, password_hash)
     VALUES ($1, $2, $3, $4, $5)`,
    [clientId, roleId, email, `Org Tester ${tag}`, await hashPassword(password)],
  );
  return (await login(stack.app, { email, password })).token;
}

/**
 * True once a request of the service (role tenaga_app) on this test database waits for a
 * row lock; false after `ms` without one.
 */
export async function waitForLockWait(stack: TestStack, ms = 2000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const { rows } = await stack.owner.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND usename = 'tenaga_app' AND wait_event_type = 'Lock'`,
    );
    if (rows[0]!.n > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/**
 * A race made deterministic: `lock` runs in a transaction of its own (as a concurrent
 * request would: lock a row, change it), then `meanwhile` starts a request; the transaction
 * commits once that request waits for its lock (or after 2 s if it never does). Answers the
 * request's result and whether it waited.
 */
export async function whileLocked<T>(
  stack: TestStack,
  lock: (other: pg.Client) => Promise<void>,
  meanwhile: () => Promise<T>,
): Promise<{ result: T; waited: boolean }> {
  const other = new pg.Client({ connectionString: stack.database.ownerUrl });
  await other.connect();
  try {
    await other.query("BEGIN");
    await lock(other);
    const pending = meanwhile();
    pending.catch(() => {});
    const waited = await waitForLockWait(stack);
    await other.query("COMMIT");
    return { result: await pending, waited };
  } finally {
    await other.query("ROLLBACK").catch(() => {});
    await other.end();
  }
}
