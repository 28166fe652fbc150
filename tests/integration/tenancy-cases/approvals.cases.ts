import { expect } from "vitest";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Approval rules and requests (issue 13): client B's token on client A's rule or request
 * answers 404 and changes nothing of A; B's lists hold only B's rows; A's agent is unknown
 * to B (400 at agentId).
 */

const BASE = "/api/hcm/v1";

export const approvalsCases: CaseModule = (context) => {
  const owner = () => context.stack().owner;
  let majuRule: Promise<number> | undefined;
  let majuRequest: Promise<{ id: number; agentId: number }> | undefined;
  /** A's demo rule (leave and overtime). */
  const rule = () =>
    (majuRule ??= owner()
      .query<{ id: number }>(
        "SELECT id FROM approval_rules WHERE client_id = $1 ORDER BY id LIMIT 1",
        [context.majuClientId()],
      )
      .then((result) => result.rows[0]!.id));
  /** A pending request of A under that rule. */
  const request = () =>
    (majuRequest ??= (async () => {
      const ruleId = await rule();
      const agent = await owner().query<{ id: number }>(
        "SELECT id FROM agents WHERE client_id = $1 ORDER BY id LIMIT 1",
        [context.majuClientId()],
      );
      const agentId = agent.rows[0]!.id;
      const inserted = await owner().query<{ id: number }>(
        `INSERT INTO approval_requests (client_id, request_type, agent_id, rule_id)
         VALUES ($1, 'leave', $2, $3) RETURNING id`,
        [context.majuClientId(), agentId, ruleId],
      );
      return { id: inserted.rows[0]!.id, agentId };
    })());
  const call = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
    const response = await context.stack().app.inject({
      method,
      url: `${BASE}${url}`,
      headers: bearer(context.tokenB()),
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : {} };
  };
  const snapshot = async () => {
    const rows = async (sql: string) => (await owner().query(sql, [context.majuClientId()])).rows;
    return {
      rules: await rows("SELECT * FROM approval_rules WHERE client_id = $1 ORDER BY id"),
      types: await rows(
        "SELECT * FROM approval_rule_request_types WHERE client_id = $1 ORDER BY request_type",
      ),
      approvers: await rows(
        "SELECT * FROM approval_rule_approvers WHERE client_id = $1 ORDER BY rule_id, layer, user_id, role_id",
      ),
      requests: await rows("SELECT * FROM approval_requests WHERE client_id = $1 ORDER BY id"),
      actions: await rows("SELECT count(*)::int AS n FROM approval_actions WHERE client_id = $1"),
      audit: await rows("SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1"),
    };
  };
  const sentosaAdmin = async () =>
    (await owner().query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@sentosa.test'"))
      .rows[0]!.id;
  const isolated = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: () => Promise<string>,
    message: string,
    payload?: () => Promise<object>,
  ) => {
    await request();
    const before = await snapshot();
    const answer = await call(method, await url(), payload ? await payload() : undefined);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message });
    expect(await snapshot()).toEqual(before);
  };
  const ruleBody = async () => ({
    name: "Taken over",
    requestTypes: ["dispute"],
    layers: [{ approverUserIds: [await sentosaAdmin()] }],
  });

  const cases: Record<string, RouteCase> = {
    "GET /api/hcm/v1/approval-rules": {
      why: "lists the caller's client's rules only",
      check: async () => {
        const ruleId = await rule();
        const answer = await call("GET", "/approval-rules?limit=100");
        expect(answer.status).toBe(200);
        const ids = answer.body.data.items.map((r: { id: number }) => r.id);
        expect(ids).not.toContain(ruleId);
        const theirs = await owner().query<{ id: number }>(
          "SELECT id FROM approval_rules WHERE client_id = $1 ORDER BY id",
          [context.sentosaClientId()],
        );
        expect([...ids].sort()).toEqual(theirs.rows.map((r) => r.id).sort());
      },
    },
    "POST /api/hcm/v1/approval-rules": {
      why: "creates in the caller's client; A's name and request types are free for B; A's users are unknown to B",
      check: async () => {
        await rule();
        const before = await snapshot();
        const majuAdmin = (
          await owner().query<{ id: number }>(
            "SELECT id FROM users WHERE email = 'admin@maju.test'",
          )
        ).rows[0]!.id;
        const foreign = await call("POST", "/approval-rules", {
          name: "Leave & Overtime",
          requestTypes: ["overtime"],
          layers: [{ approverUserIds: [majuAdmin] }],
        });
        expect(foreign.status).toBe(400);
        expect(foreign.body.errors).toEqual([
          {
            field: "layers[0].approverUserIds",
            message: `contains ids that are not users of the client: ${majuAdmin}`,
          },
        ]);
        const answer = await call("POST", "/approval-rules", {
          name: "Leave & Overtime",
          requestTypes: ["overtime"],
          layers: [{ approverUserIds: [await sentosaAdmin()] }],
        });
        expect(answer.status).toBe(201);
        const stored = await owner().query<{ client_id: number }>(
          "SELECT client_id FROM approval_rules WHERE id = $1",
          [answer.body.data.id],
        );
        expect(stored.rows[0]?.client_id).toBe(context.sentosaClientId());
        await owner().query("DELETE FROM approval_rules WHERE id = $1", [answer.body.data.id]);
        expect(await snapshot()).toEqual(before);
      },
    },
    "GET /api/hcm/v1/approval-rules/:id": {
      why: "A's rule is not found for B",
      check: () =>
        isolated("GET", async () => `/approval-rules/${await rule()}`, "Approval rule not found"),
    },
    "PUT /api/hcm/v1/approval-rules/:id": {
      why: "A's rule is not found for B; nothing of A (nor its pending requests) changes",
      check: () =>
        isolated(
          "PUT",
          async () => `/approval-rules/${await rule()}`,
          "Approval rule not found",
          ruleBody,
        ),
    },
    "DELETE /api/hcm/v1/approval-rules/:id": {
      why: "A's rule is not found for B and stays",
      check: () =>
        isolated(
          "DELETE",
          async () => `/approval-rules/${await rule()}`,
          "Approval rule not found",
        ),
    },
    "POST /api/hcm/v1/approval-requests": {
      why: "A's agent does not exist for B (400 at agentId); nothing is created",
      check: async () => {
        const { agentId } = await request();
        const before = await snapshot();
        const answer = await call("POST", "/approval-requests", { requestType: "leave", agentId });
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual([{ field: "agentId", message: "does not exist" }]);
        expect(await snapshot()).toEqual(before);
      },
    },
    "GET /api/hcm/v1/approval-approvers": {
      why: "answers the caller's client's users and roles only",
      check: async () => {
        const answer = await call("GET", "/approval-approvers");
        expect(answer.status).toBe(200);
        const rows = async (sql: string) =>
          (await owner().query<{ id: number }>(sql, [context.sentosaClientId()])).rows
            .map((r) => r.id)
            .sort();
        expect(answer.body.data.users.map((u: { id: number }) => u.id).sort()).toEqual(
          await rows("SELECT id FROM users WHERE client_id = $1 AND status = 'active'"),
        );
        expect(answer.body.data.roles.map((r: { id: number }) => r.id).sort()).toEqual(
          await rows("SELECT id FROM roles WHERE client_id = $1"),
        );
        expect(JSON.stringify(answer.body)).not.toMatch(/maju/i);
      },
    },
    "GET /api/hcm/v1/approval-requests": {
      why: "lists only requests of the caller's client the caller may act on",
      check: async () => {
        const { id } = await request();
        const answer = await call("GET", "/approval-requests?limit=100");
        expect(answer.status).toBe(200);
        expect(answer.body.data.items.map((r: { id: number }) => r.id)).not.toContain(id);
        expect(JSON.stringify(answer.body)).not.toMatch(/maju/i);
      },
    },
  };
  for (const action of ["approve", "reject", "cancel"])
    cases[`POST /api/hcm/v1/approval-requests/:id/${action}`] = {
      why: "A's request is not found for B and stays as it was",
      check: () =>
        isolated(
          "POST",
          async () => `/approval-requests/${(await request()).id}/${action}`,
          "Approval request not found",
          async () => (action === "reject" ? { note: "No" } : {}),
        ),
    };
  return cases;
};
