import { expect } from "vitest";
import { DEMO_REIMBURSEMENT_TYPES } from "../../../services/db/seed/reimbursements.ts";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Issue 18, reimbursements: client B's console token on client A's claim types and claims
 * (the demo's, PT Maju Jaya) answers 404 and changes nothing of A (types, claims, approvals,
 * A's audit); B's lists hold none of A's; B cannot claim for A's worker nor with A's type;
 * the worker routes take a worker token only (B's console token: 401); a receipt B uploads is
 * B's file, unseen by A.
 */
const BASE = "/api/hcm/v1";
const TYPE_NAME = DEMO_REIMBURSEMENT_TYPES[0].name;

type Ids = { typeId: number; claimId: number; agentId: number };
let found: Promise<Ids> | undefined;

export const reimbursementsCases: CaseModule = (context) => {
  const idsA = () =>
    (found ??= (async () => {
      const { rows } = await context.stack().owner.query<Ids>(
        `SELECT t.id AS "typeId", c.id AS "claimId", c.agent_id AS "agentId"
           FROM reimbursement_claims c JOIN reimbursement_types t ON t.id = c.type_id
          WHERE c.client_id = $1 AND c.status = 'pending' ORDER BY c.id LIMIT 1`,
        [context.majuClientId()],
      );
      return rows[0]!;
    })());
  const inject = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
  ) => {
    const response = await context.stack().app.inject({
      method,
      url: `${BASE}${url}`,
      headers: bearer(context.tokenB()),
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: response.statusCode, body: response.body };
  };
  const snapshot = async () => {
    const owner = context.stack().owner;
    const rows = async (sql: string) => (await owner.query(sql, [context.majuClientId()])).rows;
    return {
      types: await rows("SELECT * FROM reimbursement_types WHERE client_id = $1 ORDER BY id"),
      claims: await rows("SELECT * FROM reimbursement_claims WHERE client_id = $1 ORDER BY id"),
      approvals: await rows(
        "SELECT id, status, version FROM approval_requests WHERE client_id = $1 AND request_type = 'reimbursement' ORDER BY id",
      ),
      audit: await rows("SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1"),
    };
  };
  const isolated =
    (
      method: "GET" | "POST" | "PUT" | "DELETE",
      url: (ids: Ids) => string,
      payload?: (ids: Ids) => object,
      status = 404,
    ): RouteCase["check"] =>
    async () => {
      const ids = await idsA();
      const before = await snapshot();
      const answer = await inject(method, url(ids), payload?.(ids));
      expect(answer.status, answer.body).toBe(status);
      expect(answer.body).not.toContain(TYPE_NAME);
      expect(await snapshot()).toEqual(before);
    };
  const typeBody = {
    name: "Tenancy type",
    taxTreatment: "taxable_allowance",
    defaultPayout: "payroll",
  };
  const workerOnly =
    (method: "GET" | "POST", url: string): RouteCase["check"] =>
    async () => {
      await idsA();
      const answer = await inject(method, url, method === "POST" ? {} : undefined);
      expect(answer.status).toBe(401);
    };
  const today = new Date().toISOString().slice(0, 10);

  return {
    "GET /api/hcm/v1/reimbursement-types": {
      why: "lists the caller's client's types only",
      check: async () => {
        const { typeId } = await idsA();
        const answer = await inject(
          "GET",
          `/reimbursement-types?limit=100&q=${encodeURIComponent(TYPE_NAME)}`,
        );
        expect(answer.status).toBe(200);
        const items = JSON.parse(answer.body).data.items as { id: number }[];
        expect(items.map((t) => t.id)).not.toContain(typeId);
      },
    },
    "POST /api/hcm/v1/reimbursement-types": {
      why: "creates a type of the caller's client; A's type of the same name does not collide",
      check: async () => {
        const { typeId } = await idsA();
        const answer = await inject("POST", "/reimbursement-types", {
          ...typeBody,
          name: TYPE_NAME,
        });
        expect(answer.status, answer.body).toBe(201);
        const owner = await context
          .stack()
          .owner.query<{ client_id: number }>(
            "SELECT client_id FROM reimbursement_types WHERE id = $1",
            [JSON.parse(answer.body).data.id],
          );
        expect(owner.rows[0]!.client_id).toBe(context.sentosaClientId());
        expect(JSON.parse(answer.body).data.id).not.toBe(typeId);
      },
    },
    "GET /api/hcm/v1/reimbursement-types/:id": {
      why: "A's type id: 404",
      check: isolated("GET", (ids) => `/reimbursement-types/${ids.typeId}`),
    },
    "PUT /api/hcm/v1/reimbursement-types/:id": {
      why: "A's type id: 404, nothing changed",
      check: isolated(
        "PUT",
        (ids) => `/reimbursement-types/${ids.typeId}`,
        () => ({ ...typeBody, version: 1 }),
      ),
    },
    "DELETE /api/hcm/v1/reimbursement-types/:id": {
      why: "A's type id: 404, nothing deleted",
      check: isolated("DELETE", (ids) => `/reimbursement-types/${ids.typeId}`),
    },
    "GET /api/hcm/v1/reimbursements": {
      why: "lists the caller's client's claims only (none of A's, even by A's worker or type id)",
      check: async () => {
        const ids = await idsA();
        for (const url of [
          "/reimbursements?limit=100",
          `/reimbursements?agentId=${ids.agentId}`,
          `/reimbursements?typeId=${ids.typeId}`,
        ]) {
          const answer = await inject("GET", url);
          expect(answer.status).toBe(200);
          const items = JSON.parse(answer.body).data.items as { id: number }[];
          expect(items.map((c) => c.id)).not.toContain(ids.claimId);
        }
      },
    },
    "GET /api/hcm/v1/reimbursements/budget": {
      why: "A's worker and type: 404",
      check: isolated(
        "GET",
        (ids) => `/reimbursements/budget?agentId=${ids.agentId}&typeId=${ids.typeId}&date=${today}`,
      ),
    },
    "GET /api/hcm/v1/reimbursements/:id": {
      why: "A's claim id: 404",
      check: isolated("GET", (ids) => `/reimbursements/${ids.claimId}`),
    },
    "POST /api/hcm/v1/reimbursements": {
      why: "a claim for A's worker: 404, nothing written",
      check: isolated(
        "POST",
        () => "/reimbursements",
        (ids) => ({
          agentId: ids.agentId,
          typeId: ids.typeId,
          claimDate: today,
          amount: 1000,
          description: "tenancy",
        }),
      ),
    },
    "POST /api/hcm/v1/reimbursements/:id/decision": {
      why: "A's pending claim: 404, not decided",
      check: isolated(
        "POST",
        (ids) => `/reimbursements/${ids.claimId}/decision`,
        () => ({ decision: "approve" }),
      ),
    },
    "POST /api/hcm/v1/reimbursements/:id/cancel": {
      why: "A's pending claim: 404, not cancelled",
      check: isolated(
        "POST",
        (ids) => `/reimbursements/${ids.claimId}/cancel`,
        () => ({}),
      ),
    },
    "GET /api/hcm/v1/agent/reimbursement-types": {
      why: "a worker-token route: a console token is 401",
      check: workerOnly("GET", "/agent/reimbursement-types"),
    },
    "GET /api/hcm/v1/agent/reimbursements": {
      why: "a worker-token route: a console token is 401",
      check: workerOnly("GET", "/agent/reimbursements"),
    },
    "POST /api/hcm/v1/agent/reimbursements": {
      why: "a worker-token route: a console token is 401",
      check: workerOnly("POST", "/agent/reimbursements"),
    },
    "POST /api/hcm/v1/agent/receipts": {
      why: "a worker-token route: a console token is 401",
      check: workerOnly("POST", "/agent/receipts"),
    },
    "POST /api/file/v1/receipts": {
      why: "stores the receipt under the caller's client",
      check: async () => {
        const response = await context.stack().app.inject({
          method: "POST",
          url: "/api/file/v1/receipts",
          headers: { ...bearer(context.tokenB()), "content-type": "application/pdf" },
          payload: Buffer.from("%PDF-1.4\n%tenancy\n"),
        });
        expect(response.statusCode, response.body).toBe(201);
        const owner = await context
          .stack()
          .owner.query<{ client_id: number }>("SELECT client_id FROM files WHERE id = $1", [
            response.json().data.id,
          ]);
        expect(owner.rows[0]!.client_id).toBe(context.sentosaClientId());
      },
    },
  };
};
