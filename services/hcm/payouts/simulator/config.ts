import type { Tx } from "../../../db/pool.ts";

/**
 * The simulator's behaviour (provider_sim.config, one row; the development routes change it
 * while running). What is not stored takes the environment's default.
 */
export type SimulatorSettings = {
  /** From a payout's acceptance to its outcome and webhook. */
  latencyMs: number;
  /** Share of payouts that fail (REJECTED_BY_CHANNEL); accounts ending in 13 always fail. */
  failureRate: number;
  /** Share of outcome webhooks delivered twice. */
  duplicateRate: number;
  /** Also deliver a stale REQUESTED event after the outcome (out of order). */
  reorder: boolean;
  /** Where webhooks go; null: this process's own webhook route. */
  callbackUrl: string | null;
  /** false: no webhooks at all (the status poll must settle the lines). */
  webhooks: boolean;
};

const rate = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n >= 0 && n <= 1 ? n : fallback;
};

/** Defaults: PAYOUT_SIM_LATENCY_MS (1500), PAYOUT_SIM_FAILURE_RATE (0.05), PAYOUT_SIM_DUPLICATE_RATE (0.2). */
export function simulatorDefaults(env: NodeJS.ProcessEnv = process.env): SimulatorSettings {
  const latency = Number(env["PAYOUT_SIM_LATENCY_MS"]);
  return {
    latencyMs:
      env["PAYOUT_SIM_LATENCY_MS"] !== undefined && Number.isInteger(latency) && latency >= 0
        ? Math.min(latency, MAX_LATENCY_MS)
        : 1500,
    failureRate: rate(env["PAYOUT_SIM_FAILURE_RATE"], 0.05),
    duplicateRate: rate(env["PAYOUT_SIM_DUPLICATE_RATE"], 0.2),
    reorder: true,
    callbackUrl: null,
    webhooks: true,
  };
}

export const MAX_LATENCY_MS = 600_000;

export async function readSimulatorSettings(tx: Tx): Promise<SimulatorSettings> {
  const { rows } = await tx.query<{ settings: Partial<SimulatorSettings> }>(
    "SELECT settings FROM provider_sim.config WHERE id",
  );
  return { ...simulatorDefaults(), ...(rows[0]?.settings ?? {}) };
}

/** Stores the changed knobs (merged over what was stored) and answers the settings now. */
export async function writeSimulatorSettings(
  tx: Tx,
  change: Partial<SimulatorSettings>,
): Promise<SimulatorSettings> {
  await tx.query(
    `INSERT INTO provider_sim.config (id, settings) VALUES (true, $1::jsonb)
     ON CONFLICT (id) DO UPDATE SET settings = provider_sim.config.settings || $1::jsonb,
       updated_at = now()`,
    [JSON.stringify(change)],
  );
  return readSimulatorSettings(tx);
}
