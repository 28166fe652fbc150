import { expect } from "vitest";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Role writes (issue 12): client B's token on client A's role answers 404 with only a message
 * and changes nothing of A (its roles, menus and audit trail); a name A uses is free for B.
 * (The role reads are in tenancy.test.ts's own table.)
 */

const BASE = "/api/main/v1";

export const rolesCases: CaseModule = (context) => {
  let majuRole: Promise<number> | undefined;
  /** A role of A nobody holds, so only isolation can stop a delete. */
  const maju = () =>
    (majuRole ??= context
      .stack()
      .owner.query<{ id: number }>(
        "INSERT INTO roles (client_id, name) VALUES ($1, 'Tenancy Role A') RETURNING id",
        [context.majuClientId()],
      )
      .then(async (result) => {
        const id = result.rows[0]!.id;
        await context
          .stack()
          .owner.query(
            "INSERT INTO role_menus (client_id, role_id, menu_id) VALUES ($1, $2, 'branch')",
            [context.majuClientId(), id],
          );
        return id;
      }));
  const call = async (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
    const response = await context.stack().app.inject({
      method,
      url: `${BASE}${url}`,
      headers: bearer(context.tokenB()),
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : {} };
  };
  const snapshot = async () => {
    const owner = context.stack().owner;
    const clientId = context.majuClientId();
    const rows = async (sql: string) => (await owner.query(sql, [clientId])).rows;
    return {
      roles: await rows("SELECT * FROM roles WHERE client_id = $1 ORDER BY id"),
      menus: await rows("SELECT * FROM role_menus WHERE client_id = $1 ORDER BY role_id, menu_id"),
      audit: await rows("SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1"),
      events: await rows("SELECT count(*)::int AS n FROM live_events WHERE client_id = $1"),
    };
  };
  const expectIsolated = async (method: "PUT" | "DELETE", payload?: object) => {
    const id = await maju();
    const before = await snapshot();
    const answer = await call(method, `/client/roles/${id}`, payload);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: "Role not found" });
    expect(await snapshot()).toEqual(before);
  };

  const cases: Record<string, RouteCase> = {
    "POST /api/main/v1/client/roles": {
      why: "creates in the caller's client; A's role name is no duplicate for B (nothing leaks)",
      check: async () => {
        await maju();
        const before = await snapshot();
        const answer = await call("POST", "/client/roles", {
          name: "Tenancy Role A",
          menus: ["branch"],
        });
        expect(answer.status).toBe(201);
        const owner = await context
          .stack()
          .owner.query<{ client_id: number }>("SELECT client_id FROM roles WHERE id = $1", [
            answer.body.data.id,
          ]);
        expect(owner.rows[0]?.client_id).toBe(context.sentosaClientId());
        expect(await snapshot()).toEqual(before);
      },
    },
    "PUT /api/main/v1/client/roles/:id": {
      why: "changes a role of the caller's client only",
      check: () => expectIsolated("PUT", { name: "Taken over", menus: ["role-management"] }),
    },
    "DELETE /api/main/v1/client/roles/:id": {
      why: "deletes a role of the caller's client only",
      check: () => expectIsolated("DELETE"),
    },
  };
  return cases;
};
