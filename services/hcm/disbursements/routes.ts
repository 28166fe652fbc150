import type { App } from "../../shared/typed.ts";
import { approveRoute } from "./routes/approve.ts";
import { cancelRoute } from "./routes/cancel.ts";
import { cancelLineRoute } from "./routes/cancelLine.ts";
import { confirmPaidRoute } from "./routes/confirmPaid.ts";
import { createRoute } from "./routes/create.ts";
import { eventsRoute } from "./routes/events.ts";
import { linesRoute } from "./routes/lines.ts";
import { listRoute } from "./routes/list.ts";
import { readRoute } from "./routes/read.ts";
import { reinquireRoute } from "./routes/reinquire.ts";
import { retryLineRoute } from "./routes/retryLine.ts";
import { settingsRoute } from "./routes/settings.ts";
import { updateLineRoute } from "./routes/updateLine.ts";
import type { Deps } from "./shared.ts";

/**
 * Issue 18, disbursement batches under /api/hcm/v1 (menus disbursement-process and
 * disbursement-approval; /work/money-api.md): create (idempotent), list, read with lines,
 * lines, events, approve (maker-checker, idempotent), cancel, a line's edit, retry and
 * cancel, confirm paid (bank files), name inquiry again, and the settings the console needs.
 * Every change is audited (entity disbursement) and written to disbursement_events.
 */
export function disbursementRoutes(app: App, deps: Deps): void {
  settingsRoute(app, deps);
  listRoute(app, deps);
  createRoute(app, deps);
  readRoute(app, deps);
  linesRoute(app, deps);
  eventsRoute(app, deps);
  approveRoute(app, deps);
  cancelRoute(app, deps);
  updateLineRoute(app, deps);
  retryLineRoute(app, deps);
  cancelLineRoute(app, deps);
  confirmPaidRoute(app, deps);
  reinquireRoute(app, deps);
}
