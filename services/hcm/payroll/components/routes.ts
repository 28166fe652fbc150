import type { App } from "../../../shared/typed.ts";
import { componentCreateRoute } from "./routes/componentCreate.ts";
import { componentDeleteRoute } from "./routes/componentDelete.ts";
import { componentListRoute } from "./routes/componentList.ts";
import { componentReadRoute } from "./routes/componentRead.ts";
import { componentUpdateRoute } from "./routes/componentUpdate.ts";
import { regulationCreateRoute } from "./routes/regulationCreate.ts";
import { regulationDeleteRoute } from "./routes/regulationDelete.ts";
import { regulationListRoute } from "./routes/regulationList.ts";
import { regulationReadRoute } from "./routes/regulationRead.ts";
import { regulationUpdateRoute } from "./routes/regulationUpdate.ts";
import type { ComponentDeps } from "./shared.ts";

/**
 * Issue 16: payroll components (SPEC §3; menu payroll-component, read also with payroll-group)
 * and regulation-based components (REFERENCE.md §4; also the client flag
 * regulation_based_component). Every change is audited in its transaction.
 */
export function payrollComponentRoutes(app: App, deps: ComponentDeps): void {
  componentListRoute(app, deps);
  componentReadRoute(app, deps);
  componentCreateRoute(app, deps);
  componentUpdateRoute(app, deps);
  componentDeleteRoute(app, deps);
  regulationListRoute(app, deps);
  regulationReadRoute(app, deps);
  regulationCreateRoute(app, deps);
  regulationUpdateRoute(app, deps);
  regulationDeleteRoute(app, deps);
}
