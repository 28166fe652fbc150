import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type TestStack } from "../support/stack.ts";

/**
 * Issue 11 C4: who may call each route is declared in its options and checked by one hook
 * (services/shared/access.ts). This walks every route the whole app (main, hcm, file, the
 * gateway) registers, so a new route without a menu rule fails here, and a route that is
 * public or asks for a session only is a deliberate, listed choice.
 */
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** No session needed: logging in, health, the API docs, and the gateway (it forwards tokens). */
const PUBLIC = [
  "GET /api/docs",
  "GET /graphql",
  "GET /healthz",
  "GET /readyz",
  "OPTIONS /graphql",
  "POST /api/main/v1/auth/login",
  "POST /graphql",
  // Issue 14: the worker app's login, and its routes, which take a worker token instead of a
  // console session (services/hcm/agent/auth.ts requireAgent; 401 without one).
  "POST /api/main/v1/agent-auth/login",
  "GET /api/hcm/v1/agent/attendance/today",
  "POST /api/hcm/v1/agent/attendance",
  "POST /api/hcm/v1/agent/selfies",
  // Issue 14, worker requests (the same worker token).
  "GET /api/hcm/v1/agent/requests",
  "POST /api/hcm/v1/agent/requests",
  "POST /api/hcm/v1/agent/requests/:id/cancel",
  // Issue 15, the worker's leave (the same worker token).
  "GET /api/hcm/v1/agent/leave-policies",
  "GET /api/hcm/v1/agent/leave-balances",
  "GET /api/hcm/v1/agent/leave-requests",
  "POST /api/hcm/v1/agent/leave-requests",
  "POST /api/hcm/v1/agent/leave-requests/:id/cancel",
  // Issue 15, the worker's overtime requests (the same worker token).
  "GET /api/hcm/v1/agent/overtime-requests",
  "POST /api/hcm/v1/agent/overtime-requests",
  "POST /api/hcm/v1/agent/overtime-requests/:id/cancel",
  // Issue 18: the worker app's reimbursement claims, types and receipts.
  "GET /api/hcm/v1/agent/reimbursement-types",
  "GET /api/hcm/v1/agent/reimbursements",
  "POST /api/hcm/v1/agent/reimbursements",
  "POST /api/hcm/v1/agent/receipts",
  // Issue 18: the payout provider's webhook (its shared x-callback-token is the credential),
  // and the local provider simulator (not in production), which checks the provider's own
  // secret key (basic auth) like the real one.
  "POST /api/hcm/v1/disbursements/webhooks/xendit",
  "POST /provider-sim/v2/payouts",
  "GET /provider-sim/v2/payouts",
  "GET /provider-sim/v2/payouts/:id",
  "POST /provider-sim/bank_account_data_requests",
];

/**
 * A session and no menu: the caller's own account and session, reference data every screen
 * reads, uploads, and the imports whose menu follows the import's kind (checked in the handler).
 */
const SESSION_ONLY = [
  "GET /api/file/v1/files/:id",
  "GET /api/hcm/v1/approval-requests",
  "GET /api/hcm/v1/session",
  "GET /api/hcm/v1/timezones",
  "GET /api/main/v1/agents/imports/:id",
  "GET /api/main/v1/agents/imports/:id/events",
  "GET /api/main/v1/agents/imports/:id/report",
  "GET /api/main/v1/auth/me",
  "GET /api/main/v1/client/assignments/upload/result",
  "GET /api/main/v1/client/modules",
  "GET /api/main/v1/events",
  "GET /api/main/v1/general/cities",
  "GET /api/main/v1/general/districts",
  "GET /api/main/v1/general/provinces",
  "GET /api/main/v1/general/system-config",
  "GET /api/main/v1/general/system-enums",
  "POST /api/file/v1/check-url",
  "POST /api/hcm/v1/approval-requests/:id/approve",
  "POST /api/hcm/v1/approval-requests/:id/reject",
  // Issue 14: deciding a worker request needs being an approver of its layer, not a menu.
  "POST /api/hcm/v1/attendance-requests/:id/approve",
  "POST /api/hcm/v1/attendance-requests/:id/reject",
  "POST /api/hcm/v1/attendance-requests/decisions",
  "POST /api/file/v1/uploads",
  "POST /api/main/v1/auth/change-password",
  "POST /api/main/v1/auth/logout",
  "PUT /api/main/v1/auth/preferences",
  // Issue 15: the overtime and THR calculators compute on the caller's figures only.
  "POST /api/hcm/v1/overtime/simulate",
  "POST /api/hcm/v1/thr/simulate",
  // Issue 15: deciding a leave request needs being an approver of its layer, not a menu.
  "POST /api/hcm/v1/leave-requests/:id/decision",
  // Issue 18: deciding a claim needs being an approver of its layer; receipts are uploads.
  "POST /api/hcm/v1/reimbursements/:id/decision",
  "POST /api/file/v1/receipts",
];

const routes = () =>
  stack.app.registeredRoutes.map((route) => ({ ...route, key: `${route.method} ${route.url}` }));

describe("every registered route declares who may call it", () => {
  it("walks the whole app: main, hcm, file and the gateway", () => {
    const keys = routes().map((route) => route.key);
    for (const expected of [
      "GET /api/main/v1/agents",
      "POST /api/hcm/v1/tax/pph21/simulate",
      "POST /api/file/v1/uploads",
      "POST /graphql",
    ])
      expect(keys).toContain(expected);
  });

  it("has a menu rule on every route that is neither public nor a listed session-only route", () => {
    const byKind = (kind: string) =>
      [
        ...new Set(
          routes()
            .filter((route) => route.access.kind === kind)
            .map((r) => r.key),
        ),
      ].sort();
    expect(byKind("public"), "a new public route must be added to PUBLIC on purpose").toEqual(
      [...PUBLIC].sort(),
    );
    expect(
      byKind("session"),
      "give this route a config.menu / config.menus, or list it in SESSION_ONLY on purpose",
    ).toEqual([...SESSION_ONLY].sort());
    const undeclared = routes().filter((route) => !route.access);
    expect(undeclared).toEqual([]);
  });

  it("names only real menus", async () => {
    const { MENUS } = await import("../../domain/menus.ts");
    const known = new Set<string>(MENUS.map((menu) => menu.id));
    for (const route of routes())
      if (route.access.kind === "menu" && route.access.menus !== "per-request")
        for (const menu of route.access.menus) expect(known, route.key).toContain(menu);
  });

  it("answers every non-public route without a session with a 401 (or the 400 of bad input)", async () => {
    const answers: Record<string, number> = {};
    for (const route of routes()) {
      if (route.access.kind === "public") continue;
      const url = route.url.replace(
        ":id",
        route.url.includes("imports") || route.url.includes("files")
          ? "00000000-0000-4000-8000-000000000000"
          : "1",
      );
      const response = await stack.app.inject({
        method: route.method as "GET",
        url,
        ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
      });
      answers[route.key] = response.statusCode;
    }
    const refused = Object.entries(answers).filter(
      ([, status]) => status !== 401 && status !== 400,
    );
    expect(refused).toEqual([]);
    // Most routes have no required input at all: those must be a plain 401.
    expect(Object.values(answers).filter((status) => status === 401).length).toBeGreaterThan(
      Object.keys(answers).length / 2,
    );
  });
});
