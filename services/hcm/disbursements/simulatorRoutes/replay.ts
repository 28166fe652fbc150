import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { MAX_ID } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { eachLimited, type Payouts } from "../../payouts/provider.ts";
import { readSimulatorSettings } from "../../payouts/simulator/config.ts";
import {
  type Delivery,
  deliver,
  finalDelivery,
  type SimPayoutRow,
  staleDelivery,
} from "../../payouts/simulator/payouts.ts";

/**
 * POST /disbursements/provider-simulator/webhooks/replay `{ disbursementId }` (development
 * only, for tests): every final payout of the batch's lines sends its outcome event again,
 * twice, with a stale REQUESTED event, all shuffled and several at once — duplicated and
 * out-of-order deliveries, which the webhook route must dedupe and ignore.
 */
export function simulatorReplayRoute(app: App, deps: { db: Db; payouts: Payouts }): void {
  app.post(
    "/disbursements/provider-simulator/webhooks/replay",
    {
      config: { menu: "disbursement-process" },
      schema: {
        summary: "Sends a batch's payout webhooks again, duplicated and shuffled (development)",
        body: Type.Object(
          { disbursementId: Type.Integer({ minimum: 1, maximum: MAX_ID }) },
          { additionalProperties: false },
        ),
        response: { 200: dataOf(Type.Object({ payouts: Type.Integer(), sent: Type.Integer() })) },
      },
    },
    async (request) => {
      const { principal, body } = request;
      const { db, payouts } = deps;
      const rows = await db.tenant(principal.clientId, async (tx) => {
        const batch = await tx.query("SELECT 1 FROM disbursements WHERE id = $1", [
          body.disbursementId,
        ]);
        if (batch.rowCount === 0) throw notFound("Disbursement");
        const found = await tx.query<SimPayoutRow>(
          `SELECT p.* FROM disbursement_lines l
             JOIN provider_sim.payouts p ON p.idempotency_key = l.idempotency_key::text
            WHERE l.disbursement_id = $1 AND p.status NOT IN ('ACCEPTED', 'REQUESTED')`,
          [body.disbursementId],
        );
        return found.rows;
      });
      const deliveries: Delivery[] = rows.flatMap((row) => [
        finalDelivery(row),
        finalDelivery(row),
        staleDelivery(row),
      ]);
      shuffle(deliveries);
      const settings = await db.global(readSimulatorSettings);
      await eachLimited(deliveries, 8, (delivery) => deliver(payouts, settings, delivery));
      return { data: { payouts: rows.length, sent: deliveries.length } };
    },
  );
}

function shuffle<T>(items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}
