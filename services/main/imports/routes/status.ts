import { Type } from "typebox";
import { agentKindOf } from "../../../../domain/workforce/import.ts";
import type { App } from "../../../shared/typed.ts";
import { reportFile, XLSX_TYPE } from "../workbook.ts";
import {
  IdParams,
  type ImportDeps,
  ImportSchema,
  importLoader,
  reportLines,
  sendFile,
} from "./shared.ts";

/** An employee import: its status and its per-row result report. */
export function statusRoutes(app: App, deps: ImportDeps): void {
  const { db } = deps;
  const loadImport = importLoader(db);

  app.get(
    "/agents/imports/:id",
    {
      // The menu follows the import's kind: loadImport checks it (a 404 first, as before).
      config: { session: true },
      schema: {
        summary: "An employee import: status, counts, errors and result",
        params: IdParams,
        response: { 200: Type.Object({ data: ImportSchema }) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      return { data: await loadImport(principal, id, ["agents_default", "agents_additional"]) };
    },
  );

  app.get(
    "/agents/imports/:id/report",
    {
      // The menu follows the import's kind: loadImport checks it (a 404 first, as before).
      config: { session: true },
      schema: {
        summary: "Per-row result of an employee import (CSV or XLSX): employee id or error",
        params: IdParams,
        querystring: Type.Object({
          format: Type.Optional(
            Type.Union([Type.Literal("csv"), Type.Literal("xlsx")], { default: "csv" }),
          ),
        }),
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const { id } = request.params;
      const { format = "csv" } = request.query;
      const view = await loadImport(principal, id, ["agents_default", "agents_additional"]);
      const lines = await db.tenant(principal.clientId, (tx) => reportLines(tx, view));
      const header = ["Row", "NIK", "Full Name", "Result", "Employee ID", "Detail"];
      const body = await reportFile(format, header, lines);
      const base = `import-${agentKindOf(view.kind)}-${view.id.slice(0, 8)}-result`;
      return format === "csv"
        ? sendFile(reply, body, "text/csv; charset=utf-8", `${base}.csv`)
        : sendFile(reply, body, XLSX_TYPE, `${base}.xlsx`);
    },
  );
}
