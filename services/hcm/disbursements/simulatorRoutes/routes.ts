import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/pool.ts";
import type { LivePublisher } from "../../../shared/live.ts";
import { typed } from "../../../shared/typed.ts";
import type { Payouts } from "../../payouts/provider.ts";
import { xenditWebhookRoute } from "../webhooks/xendit.ts";
import { simulatorConfigRoutes } from "./config.ts";
import { simulatorPayoutsRoute } from "./payouts.ts";
import { simulatorReplayRoute } from "./replay.ts";

/**
 * Issue 18: the payout provider's webhook (public, token-checked; in its own scope, which
 * reads the body raw) and, outside production, the provider simulator's development routes
 * under /disbursements/provider-simulator (menu disbursement-process).
 */
export async function payoutRoutes(
  server: FastifyInstance,
  deps: { db: Db; payouts: Payouts; environment: string; live: LivePublisher },
): Promise<void> {
  await server.register(async (scope) => xenditWebhookRoute(scope, deps));
  if (deps.environment === "production" || !deps.payouts.settings.simulator) return;
  const app = typed(server);
  simulatorPayoutsRoute(app, deps);
  simulatorConfigRoutes(app, deps);
  simulatorReplayRoute(app, deps);
}
