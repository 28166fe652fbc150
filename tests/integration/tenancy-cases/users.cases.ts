import { expect } from "vitest";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, TenancyContext } from "./types.ts";

/**
 * Settings → Users and the audit export (issue 12): client B's token on client A's users
 * answers 404 and changes nothing of A (status, name, role, password, sessions, audit rows);
 * B's export holds only B's trail.
 */

const BASE = "/api/main/v1";

async function majuUser(context: TenancyContext) {
  const { rows } = await context.stack().owner.query<{ id: number; snapshot: string }>(
    `SELECT u.id, row(u.fullname, u.role_id, u.status, u.password_hash, u.updated_at)::text AS snapshot
       FROM users u WHERE u.client_id = $1 ORDER BY u.id LIMIT 1`,
    [context.majuClientId()],
  );
  return rows[0]!;
}

async function expectUntouched(
  context: TenancyContext,
  method: "PUT" | "POST",
  path: (id: number) => string,
  payload: Record<string, unknown>,
) {
  const owner = context.stack().owner;
  const user = await majuUser(context);
  const counts = async () =>
    (
      await owner.query<{ n: string }>(
        `SELECT (SELECT count(*) FROM audit_log WHERE client_id = $1)
              + (SELECT count(*) FROM sessions WHERE client_id = $1 AND revoked_at IS NOT NULL) AS n`,
        [context.majuClientId()],
      )
    ).rows[0]!.n;
  const before = await counts();
  const answer = await context.stack().app.inject({
    method,
    url: `${BASE}${path(user.id)}`,
    headers: bearer(context.tokenB()),
    payload,
  });
  expect(answer.statusCode, answer.body).toBe(404);
  expect(answer.body).not.toMatch(/maju/i);
  expect((await majuUser(context)).snapshot).toBe(user.snapshot);
  expect(await counts()).toBe(before);
}

export const usersCases: CaseModule = (context) => ({
  "POST /api/main/v1/client/users": {
    why: "creates a user of the caller's client only; A's role id is refused like an unknown one",
    check: async () => {
      const owner = context.stack().owner;
      const role = await owner.query<{ id: number }>(
        "SELECT id FROM roles WHERE client_id = $1 ORDER BY id LIMIT 1",
        [context.majuClientId()],
      );
      const before = await owner.query("SELECT 1 FROM users WHERE client_id = $1", [
        context.majuClientId(),
      ]);
      const answer = await context.stack().app.inject({
        method: "POST",
        url: `${BASE}/client/users`,
        headers: bearer(context.tokenB()),
        payload: { email: "tenancy-b@sentosa.test", fullname: "B", roleId: role.rows[0]!.id },
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().errors).toEqual([{ field: "roleId", message: "does not exist" }]);
      const after = await owner.query("SELECT 1 FROM users WHERE client_id = $1", [
        context.majuClientId(),
      ]);
      expect(after.rowCount).toBe(before.rowCount);
    },
  },
  "PUT /api/main/v1/client/users/:id": {
    why: "updates under RLS: A's user is not found",
    check: async () => {
      const role = await context
        .stack()
        .owner.query<{ id: number }>(
          "SELECT id FROM roles WHERE client_id = $1 ORDER BY id LIMIT 1",
          [context.sentosaClientId()],
        );
      await expectUntouched(context, "PUT", (id) => `/client/users/${id}`, {
        fullname: "Taken over",
        roleId: role.rows[0]!.id,
      });
    },
  },
  "POST /api/main/v1/client/users/:id/status": {
    why: "changes status under RLS: A's user is not found, keeps its sessions",
    check: () =>
      expectUntouched(context, "POST", (id) => `/client/users/${id}/status`, {
        status: "inactive",
      }),
  },
  "POST /api/main/v1/client/users/:id/password": {
    why: "resets under RLS: A's user is not found, keeps its password",
    check: () => expectUntouched(context, "POST", (id) => `/client/users/${id}/password`, {}),
  },
  "GET /api/main/v1/client/audit-log/export": {
    why: "exports the audit trail under RLS",
    check: async () => {
      const answer = await context.stack().app.inject({
        method: "GET",
        url: `${BASE}/client/audit-log/export`,
        headers: bearer(context.tokenB()),
      });
      expect(answer.statusCode).toBe(200);
      const own = await context
        .stack()
        .owner.query("SELECT 1 FROM audit_log WHERE client_id = $1", [context.sentosaClientId()]);
      const lines = answer.body.trim().split("\n");
      expect(lines.length - 1).toBeGreaterThanOrEqual(own.rowCount ?? 0);
      expect(answer.body).not.toMatch(/maju/i);
    },
  },
});
