import type { Db } from "../../db/pool.ts";
import type { LivePublisher } from "../../shared/live.ts";
import type { App } from "../../shared/typed.ts";
import { decorateAgent } from "../agent/auth.ts";
import { agentClaimsCreateRoute } from "./routes/agentClaimsCreate.ts";
import { agentClaimsListRoute } from "./routes/agentClaimsList.ts";
import { agentReceiptsRoute } from "./routes/agentReceipts.ts";
import { agentTypesRoute } from "./routes/agentTypes.ts";
import { budgetRoute } from "./routes/budget.ts";
import { claimsCancelRoute } from "./routes/claimsCancel.ts";
import { claimsCreateRoute } from "./routes/claimsCreate.ts";
import { claimsDecisionRoute } from "./routes/claimsDecision.ts";
import { claimsListRoute } from "./routes/claimsList.ts";
import { claimsReadRoute } from "./routes/claimsRead.ts";
import { typesCreateRoute } from "./routes/typesCreate.ts";
import { typesDeleteRoute } from "./routes/typesDelete.ts";
import { typesListRoute } from "./routes/typesList.ts";
import { typesReadRoute } from "./routes/typesRead.ts";
import { typesUpdateRoute } from "./routes/typesUpdate.ts";

/**
 * Issue 18, reimbursement under /api/hcm/v1 (/work/money-api.md "REST — reimbursements"):
 * claim types (menu reimbursement), claims from the console and their decision through the
 * approval flow, budgets, and the worker app's claims, types and receipts (worker token).
 * Every change is audited (entities reimbursement_type, reimbursement_claim).
 */
export async function reimbursementRoutes(
  app: App,
  deps: { db: Db; live: LivePublisher; fileStorageDir?: string | undefined },
): Promise<void> {
  typesListRoute(app, deps);
  typesReadRoute(app, deps);
  typesCreateRoute(app, deps);
  typesUpdateRoute(app, deps);
  typesDeleteRoute(app, deps);
  claimsListRoute(app, deps);
  budgetRoute(app, deps);
  claimsReadRoute(app, deps);
  claimsCreateRoute(app, deps);
  claimsDecisionRoute(app, deps);
  claimsCancelRoute(app, deps);
  decorateAgent(app);
  agentTypesRoute(app, deps);
  agentClaimsListRoute(app, deps);
  agentClaimsCreateRoute(app, deps);
  await agentReceiptsRoute(app, deps);
}
