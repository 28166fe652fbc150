import { stringify } from "csv-stringify/sync";
import { Type } from "typebox";
import { type IndonesianTimezone, timezoneLabelOf } from "../../../../domain/workforce/org.ts";
import type { Db } from "../../../db/pool.ts";
import { HttpError } from "../../../shared/errors.ts";
import { csvRow } from "../../../shared/spreadsheet.ts";
import type { App } from "../../../shared/typed.ts";
import { auditExportRows, countAuditEntries } from "../repo.ts";
import { AUDIT_MENU, AuditFilterQuery, auditFilterOf } from "./shared.ts";

/** The most entries one export holds. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

const HEADER = ["Time", "Actor", "Actor email", "Action", "Entity", "Entity id", "Before", "After"];

const json = (value: unknown) =>
  value === null || value === undefined ? "" : JSON.stringify(value);

/** GET /client/audit-log/export: the filtered trail as CSV, every cell neutralised. */
export function exportRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/client/audit-log/export",
    {
      config: { menu: AUDIT_MENU },
      schema: {
        summary: `The audit trail the filters select as CSV (menu role-management), at most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString("en")} rows; more is 400`,
        querystring: Type.Object(AuditFilterQuery),
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const filter = auditFilterOf(request.query, "Invalid audit log filter");
      const rows = await db.tenant(principal.clientId, async (tx) => {
        const total = await countAuditEntries(tx, filter);
        if (total > AUDIT_EXPORT_MAX_ROWS)
          throw new HttpError(
            400,
            `Too many audit entries to export (${total.toLocaleString("en")}; at most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString("en")}). Narrow the filters.`,
          );
        return auditExportRows(tx, filter);
      });
      const csv = stringify(
        [
          csvRow(HEADER),
          ...rows.map((row) =>
            csvRow([
              `${row.at} ${timezoneLabelOf(row.timezone as IndonesianTimezone)}`,
              row.actor_label,
              row.actor_email,
              row.action,
              row.entity_type,
              row.entity_id,
              json(row.before),
              json(row.after),
            ]),
          ),
        ],
        { bom: true },
      );
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="audit-log.csv"')
        .send(csv);
    },
  );
}
