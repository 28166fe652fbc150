import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import { PageQuery } from "../../schemas.ts";
import { auditLogPage } from "../repo.ts";
import { AUDIT_MENU, AuditFilterQuery, auditFilterOf } from "./shared.ts";

/** GET /client/audit-log: the client's audit trail, newest first, filtered. */
export function listRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/client/audit-log",
    {
      config: { menu: AUDIT_MENU },
      schema: {
        summary:
          "The client's audit trail, newest first (menu role-management); `q` finds text in the action, entity, actor name or actor e-mail; `from`/`to` are days in the client's time zone",
        querystring: Type.Object({ ...PageQuery, ...AuditFilterQuery }),
      },
    },
    async (request) => {
      const { principal } = request;
      const { limit = 10, page = 1 } = request.query;
      const filter = auditFilterOf(request.query, "Invalid audit log filter");
      return db.tenant(principal.clientId, (tx) => auditLogPage(tx, { ...filter, limit, page }));
    },
  );
}
