import { exitIfDatabaseLocked } from "../db/target.ts";
import { Payouts } from "../hcm/payouts/provider.ts";
import { onShutdown, prepareDatabase } from "../shared/runtime.ts";
import { startBackgroundJobs } from "./index.ts";

/**
 * The background workers alone (`npx tsx services/jobs/main.ts`), for when the services run
 * as separate processes with JOBS_WORKERS=0; `npm start` runs them in its one process.
 */
const { target, db } = await prepareDatabase().catch(exitIfDatabaseLocked);
// Issue 18: without a server here, the simulator is the one at HCM_API_URL's origin, or
// PAYOUT_PROVIDER_URL names the provider.
const jobs = await startBackgroundJobs({ ownerUrl: target.ownerUrl, db, payouts: new Payouts() });
onShutdown(async () => {
  await jobs.stop();
  await db.close();
  await target.stop();
});
console.log("background workers running");
