import type { FastifyInstance } from "fastify";
import { typed } from "../../../shared/typed.ts";
import { configCreateRoute } from "./routes/configCreate.ts";
import { configDeleteRoute } from "./routes/configDelete.ts";
import { configListRoute } from "./routes/configList.ts";
import { configReadRoute } from "./routes/configRead.ts";
import { configUpdateRoute } from "./routes/configUpdate.ts";
import { recordCreateRoute } from "./routes/recordCreate.ts";
import { recordDeleteRoute } from "./routes/recordDelete.ts";
import { recordGenerateRoute } from "./routes/recordGenerate.ts";
import { recordListRoute } from "./routes/recordList.ts";
import { recordReadRoute } from "./routes/recordRead.ts";
import { recordUpdateRoute } from "./routes/recordUpdate.ts";
import type { TaxDeps } from "./shared.ts";

/**
 * Issue 16: tax group configurations (PPh 21 not final / final, REFERENCE.md §1–§3, §6) and
 * employee tax records per year (§2.1), menu tax-management (reads also payroll-group). Every
 * change is audited (entities tax_configuration, employee_tax_record).
 */
export function taxConfigurationRoutes(server: FastifyInstance, deps: TaxDeps): void {
  const app = typed(server);
  configListRoute(app, deps);
  configReadRoute(app, deps);
  configCreateRoute(app, deps);
  configUpdateRoute(app, deps);
  configDeleteRoute(app, deps);
  recordListRoute(app, deps);
  recordGenerateRoute(app, deps);
  recordReadRoute(app, deps);
  recordCreateRoute(app, deps);
  recordUpdateRoute(app, deps);
  recordDeleteRoute(app, deps);
}
