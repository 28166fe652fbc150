import { expect } from "vitest";
import { DEMO_PENDING_BATCH } from "../../../services/db/seed/disbursements.ts";
import { bearer } from "../../support/stack.ts";
import type { CaseModule, RouteCase } from "./types.ts";

/**
 * Payouts (issue 18, A2): the provider simulator's development routes read a batch in the
 * caller's tenant (client B naming A's batch: 404, nothing sent); the simulator's settings are
 * the simulator's, no client's; the webhook and the simulator's own provider API take no
 * session at all — they answer only to the provider's token or secret key, so B's session
 * token is 401 there.
 */
export const payoutsCases: CaseModule = (context) => {
  const majuBatch = async () => {
    const found = await context
      .stack()
      .owner.query<{ id: number }>(
        "SELECT id FROM disbursements WHERE client_id = $1 AND name = $2",
        [context.majuClientId(), DEMO_PENDING_BATCH],
      );
    return found.rows[0]!.id;
  };
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    context.stack().app.inject({
      method,
      url,
      headers: bearer(context.tokenB()),
      ...(payload ? { payload } : {}),
    });
  const refusedWithoutProviderCredential = (method: "GET" | "POST", url: string): RouteCase => ({
    why: "the provider's API or webhook: no session is a credential here, B's token is 401",
    check: async () => {
      const answer = await call(method, url, method === "POST" ? {} : undefined);
      expect(answer.statusCode).toBe(401);
    },
  });
  const settings: RouteCase = {
    why: "the simulator's own behaviour (latency, failure rate), development only: no client data",
    check: async () => {
      const answer = await call("GET", "/api/hcm/v1/disbursements/provider-simulator/config");
      expect(answer.statusCode).toBe(200);
      expect(JSON.stringify(answer.json())).not.toMatch(/client|agent|account/i);
    },
  };
  return {
    "GET /api/hcm/v1/disbursements/provider-simulator/payouts": {
      why: "A's batch: 404",
      check: async () => {
        const id = await majuBatch();
        const answer = await call(
          "GET",
          `/api/hcm/v1/disbursements/provider-simulator/payouts?disbursementId=${id}`,
        );
        expect(answer.statusCode).toBe(404);
      },
    },
    "POST /api/hcm/v1/disbursements/provider-simulator/webhooks/replay": {
      why: "A's batch: 404, nothing replayed",
      check: async () => {
        const id = await majuBatch();
        const answer = await call(
          "POST",
          "/api/hcm/v1/disbursements/provider-simulator/webhooks/replay",
          { disbursementId: id },
        );
        expect(answer.statusCode).toBe(404);
      },
    },
    "GET /api/hcm/v1/disbursements/provider-simulator/config": settings,
    "PUT /api/hcm/v1/disbursements/provider-simulator/config": settings,
    "POST /api/hcm/v1/disbursements/webhooks/xendit": refusedWithoutProviderCredential(
      "POST",
      "/api/hcm/v1/disbursements/webhooks/xendit",
    ),
    "POST /provider-sim/v2/payouts": refusedWithoutProviderCredential(
      "POST",
      "/provider-sim/v2/payouts",
    ),
    "GET /provider-sim/v2/payouts": refusedWithoutProviderCredential(
      "GET",
      "/provider-sim/v2/payouts?reference_id=x",
    ),
    "GET /provider-sim/v2/payouts/:id": refusedWithoutProviderCredential(
      "GET",
      "/provider-sim/v2/payouts/x",
    ),
    "POST /provider-sim/bank_account_data_requests": refusedWithoutProviderCredential(
      "POST",
      "/provider-sim/bank_account_data_requests",
    ),
  };
};
