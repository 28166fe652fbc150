import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { audit, Nullable } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import type { App } from "../../../shared/typed.ts";
import {
  MAX_LATENCY_MS,
  readSimulatorSettings,
  writeSimulatorSettings,
} from "../../payouts/simulator/config.ts";

const Settings = Type.Object({
  latencyMs: Type.Integer({ minimum: 0, maximum: MAX_LATENCY_MS }),
  failureRate: Type.Number({ minimum: 0, maximum: 1 }),
  duplicateRate: Type.Number({ minimum: 0, maximum: 1 }),
  reorder: Type.Boolean(),
  callbackUrl: Nullable(Type.String({ format: "uri", pattern: "^https?://", maxLength: 500 })),
  webhooks: Type.Boolean(),
});

/**
 * GET and PUT /disbursements/provider-simulator/config (development only): the local
 * simulator's knobs (latency, failure and duplicate rates, out-of-order events, the callback
 * URL, webhooks on or off). PUT changes only the fields it is given. The simulator stands in
 * for one provider shared by every client, so these are global, and audited.
 */
export function simulatorConfigRoutes(app: App, { db }: { db: Db }): void {
  app.get(
    "/disbursements/provider-simulator/config",
    {
      config: { menu: "disbursement-process" },
      schema: {
        summary: "The local payout provider simulator's settings (development)",
        response: { 200: dataOf(Settings) },
      },
    },
    async () => ({ data: await db.global(readSimulatorSettings) }),
  );

  app.put(
    "/disbursements/provider-simulator/config",
    {
      config: { menu: "disbursement-process" },
      schema: {
        summary: "Changes the local payout provider simulator's settings (development)",
        body: Type.Partial(Settings, { additionalProperties: false }),
        response: { 200: dataOf(Settings) },
      },
    },
    async (request) => {
      const { principal, body } = request;
      const before = await db.global(readSimulatorSettings);
      const after = await db.global((tx) => writeSimulatorSettings(tx, body));
      await db.tenant(principal.clientId, (tx) =>
        audit(tx, principal, {
          action: "provider_simulator.configure",
          entityType: "provider_simulator",
          entityId: 1,
          before,
          after,
        }),
      );
      return { data: after };
    },
  );
}
