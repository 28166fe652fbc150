import { expect } from "vitest";
import { hashPassword } from "../../../services/main/auth/password.ts";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Issue 14, the check-in part: worker app access and the worker app's API. Client B's console
 * token on client A's worker is 404 and changes nothing; the worker routes take a worker token
 * only (B's console token is 401); a worker's token acts in its own client only (a file id of
 * another client is unknown to it).
 */
const PIN = "975310";

export const attendanceCheckinCases: CaseModule = (context) => {
  let made: Promise<{ agent: number; phone: string; file: string }> | undefined;
  const maju = () =>
    (made ??= (async () => {
      const owner = context.stack().owner;
      const clientId = context.majuClientId();
      const { rows } = await owner.query<{ id: number; phone_number: string }>(
        "SELECT id, phone_number FROM agents WHERE client_id = $1 AND worker_status = 'active' ORDER BY id LIMIT 1",
        [clientId],
      );
      const agent = rows[0]!;
      await owner.query(
        `INSERT INTO agent_app_access (client_id, agent_id, pin_hash) VALUES ($1, $2, $3)
         ON CONFLICT (client_id, agent_id) DO UPDATE SET pin_hash = EXCLUDED.pin_hash`,
        [clientId, agent.id, await hashPassword(PIN)],
      );
      const file = await owner.query<{ id: string }>(
        `INSERT INTO files (client_id, sha256, size, content_type, storage_key, created_by_agent)
         VALUES ($1, repeat('a', 64), 1, 'image/png', $1::int::text || '/aa/' || repeat('a', 64), $2) RETURNING id`,
        [clientId, agent.id],
      );
      return { agent: agent.id, phone: agent.phone_number, file: file.rows[0]!.id };
    })());
  const call = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
    token = context.tokenB(),
  ) => {
    const response = await context.stack().app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : {} };
  };
  const snapshot = async () => {
    const owner = context.stack().owner;
    const rows = async (sql: string) => (await owner.query(sql, [context.majuClientId()])).rows;
    return {
      access: await rows("SELECT * FROM agent_app_access WHERE client_id = $1 ORDER BY agent_id"),
      sessions: await rows("SELECT count(*)::int AS n FROM agent_sessions WHERE client_id = $1"),
      records: await rows("SELECT count(*)::int AS n FROM attendance_records WHERE client_id = $1"),
      events: await rows("SELECT count(*)::int AS n FROM attendance_events WHERE client_id = $1"),
      files: await rows("SELECT count(*)::int AS n FROM files WHERE client_id = $1"),
      audit: await rows("SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1"),
    };
  };
  const isolated = async (method: "GET" | "PUT" | "DELETE", payload?: object): Promise<void> => {
    const { agent } = await maju();
    const before = await snapshot();
    const answer = await call(method, `/api/main/v1/agents/${agent}/app-access`, payload);
    expect(answer.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  };
  const workerOnly = async (method: "GET" | "POST", url: string, payload?: object) => {
    await maju();
    const before = await snapshot();
    const answer = await call(method, url, payload);
    expect(answer.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  };

  const cases: Record<string, RouteCase> = {
    "GET /api/main/v1/agents/:id/app-access": {
      why: "reads the app access of the caller's client's worker only",
      check: () => isolated("GET"),
    },
    "PUT /api/main/v1/agents/:id/app-access": {
      why: "sets the PIN of the caller's client's worker only",
      check: () => isolated("PUT", { pin: "123456" }),
    },
    "DELETE /api/main/v1/agents/:id/app-access": {
      why: "revokes the app access of the caller's client's worker only",
      check: () => isolated("DELETE"),
    },
    "POST /api/main/v1/agent-auth/login": {
      why: "a worker's token is a session of the worker's own client, whoever else calls",
      check: async () => {
        const { agent, phone } = await maju();
        const answer = await call("POST", "/api/main/v1/agent-auth/login", {
          phoneNumber: phone,
          pin: PIN,
        });
        expect(answer.status).toBe(200);
        const sessions = await context
          .stack()
          .owner.query("SELECT DISTINCT client_id FROM agent_sessions WHERE agent_id = $1", [
            agent,
          ]);
        expect(sessions.rows).toEqual([{ client_id: context.majuClientId() }]);
        // The worker token is no console session of either client.
        const me = await call("GET", "/api/main/v1/auth/me", undefined, answer.body.data.token);
        expect(me.status).toBe(401);
      },
    },
    "POST /api/hcm/v1/agent/attendance": {
      why: "takes a worker token only (B's console token is 401); a worker never reads another client's file",
      check: async () => {
        const { file } = await maju();
        await workerOnly("POST", "/api/hcm/v1/agent/attendance", {});
        // A worker of client B, with B's token, naming A's selfie: unknown to B (400).
        const owner = context.stack().owner;
        const { rows } = await owner.query<{ id: number; phone_number: string }>(
          "SELECT id, phone_number FROM agents WHERE client_id = $1 AND worker_status = 'active' ORDER BY id LIMIT 1",
          [context.sentosaClientId()],
        );
        const b = rows[0]!;
        await owner.query(
          `INSERT INTO agent_app_access (client_id, agent_id, pin_hash) VALUES ($1, $2, $3)
           ON CONFLICT (client_id, agent_id) DO UPDATE SET pin_hash = EXCLUDED.pin_hash`,
          [context.sentosaClientId(), b.id, await hashPassword(PIN)],
        );
        const logged = await call("POST", "/api/main/v1/agent-auth/login", {
          phoneNumber: b.phone_number,
          pin: PIN,
        });
        expect(logged.status).toBe(200);
        const before = await snapshot();
        const answer = await call(
          "POST",
          "/api/hcm/v1/agent/attendance",
          {
            type: "check_in",
            clientEventId: "tenancy-1",
            occurredAt: new Date().toISOString(),
            latitude: -6.2,
            longitude: 106.8,
            accuracyMeters: 10,
            verification: { method: "selfie", fileId: file },
          },
          logged.body.data.token,
        );
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual([
          { field: "verification.fileId", message: "is not a file of yours" },
        ]);
        expect(await snapshot()).toEqual(before);
      },
    },
    "GET /api/hcm/v1/agent/attendance/today": {
      why: "takes a worker token only (B's console token is 401)",
      check: () => workerOnly("GET", "/api/hcm/v1/agent/attendance/today"),
    },
    "POST /api/hcm/v1/agent/selfies": {
      why: "takes a worker token only (B's console token is 401); stores in the worker's client",
      check: () => workerOnly("POST", "/api/hcm/v1/agent/selfies", {}),
    },
  };
  return cases;
};
