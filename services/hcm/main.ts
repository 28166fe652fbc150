import { runStandalone } from "../shared/standalone.ts";
import { providerSimulator, SIMULATOR_PREFIX } from "./payouts/simulator/plugin.ts";
import { HCM_PREFIX, hcmService } from "./plugin.ts";

await runStandalone(
  "hcm",
  HCM_PREFIX,
  hcmService,
  Number(process.env["HCM_PORT"] ?? 8082),
  // Issue 18/19: the local payout simulator lives beside the hcm service outside production,
  // as in `npm start`; its state is in PostgreSQL, so any instance answers for it.
  async (app, { db, jobs, payouts, environment }) => {
    if (!payouts.settings.simulator || environment === "production" || !jobs) return;
    await app.register(async (scope) => providerSimulator(scope, { db, jobs, payouts }), {
      prefix: SIMULATOR_PREFIX,
    });
  },
);
