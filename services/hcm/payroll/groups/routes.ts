import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import { createRoute } from "./routes/create.ts";
import { deleteRoute } from "./routes/delete.ts";
import { exportRoute } from "./routes/export.ts";
import { listRoute } from "./routes/list.ts";
import { membersRoute } from "./routes/members.ts";
import { readRoute } from "./routes/read.ts";
import { removeMemberRoute } from "./routes/removeMember.ts";
import { setMembersRoute } from "./routes/setMembers.ts";
import { templateRoute } from "./routes/template.ts";
import { updateRoute } from "./routes/update.ts";
import { uploadRoute } from "./routes/upload.ts";

/**
 * Issue 16, payroll groups and members under /api/hcm/v1 (menu payroll-group; the shared API
 * is /work/payroll-api.md): groups (list, read, create, update, delete), members (list, set in
 * bulk, end one, upload, template, export). Every change is audited (entity payroll_group).
 */
export async function payrollGroupRoutes(app: App, deps: { db: Db }): Promise<void> {
  listRoute(app, deps);
  readRoute(app, deps);
  createRoute(app, deps);
  updateRoute(app, deps);
  deleteRoute(app, deps);
  membersRoute(app, deps);
  setMembersRoute(app, deps);
  removeMemberRoute(app, deps);
  templateRoute(app, deps);
  exportRoute(app, deps);
  await uploadRoute(app, deps);
}
