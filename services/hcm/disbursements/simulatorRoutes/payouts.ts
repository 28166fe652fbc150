import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { MAX_ID, Nullable } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";

const SimulatorPayout = Type.Object({
  lineId: Type.Integer(),
  agentId: Type.Integer(),
  amount: Type.Integer(),
  idempotencyKey: Type.String(),
  status: Type.String(),
  attempts: Type.Integer(),
  providerReference: Nullable(Type.String()),
});

/**
 * GET /disbursements/provider-simulator/payouts?disbursementId= (development only) → the
 * payouts the simulator received for the batch's lines, one item per payout (so tests count
 * them: exactly one per line sent), joined through each line's idempotency key. The batch is
 * read in the caller's tenant: another client's batch is 404.
 */
export function simulatorPayoutsRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/disbursements/provider-simulator/payouts",
    {
      config: { menu: "disbursement-process" },
      schema: {
        summary: "The payouts the local provider simulator received for a batch (development)",
        querystring: Type.Object({ disbursementId: Type.Integer({ minimum: 1, maximum: MAX_ID }) }),
        response: { 200: dataOf(Type.Object({ items: Type.Array(SimulatorPayout) })) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const items = await db.tenant(principal.clientId, async (tx) => {
        const batch = await tx.query("SELECT 1 FROM disbursements WHERE id = $1", [
          query.disbursementId,
        ]);
        if (batch.rowCount === 0) throw notFound("Disbursement");
        const { rows } = await tx.query<{
          lineId: string;
          agentId: number;
          amount: string;
          idempotencyKey: string;
          status: string;
          attempts: number;
          providerReference: string;
        }>(
          `SELECT l.id AS "lineId", l.agent_id AS "agentId", p.amount, p.idempotency_key AS "idempotencyKey",
                  p.status, p.attempts, p.id AS "providerReference"
             FROM disbursement_lines l
             JOIN provider_sim.payouts p ON p.idempotency_key = l.idempotency_key::text
            WHERE l.disbursement_id = $1
            ORDER BY l.id, p.created_at`,
          [query.disbursementId],
        );
        return rows;
      });
      return {
        data: {
          items: items.map((row) => ({
            ...row,
            lineId: Number(row.lineId),
            amount: Number(row.amount),
          })),
        },
      };
    },
  );
}
