import {
  ASSIGNMENT_COLUMNS,
  additionalColumns,
  DEFAULT_COLUMNS,
} from "../../../../domain/workforce/import.ts";
import type { App } from "../../../shared/typed.ts";
import { templateWorkbook, XLSX_TYPE } from "../workbook.ts";
import { agentFields, type ImportDeps, KindQuery, menuOfKind, sendFile } from "./shared.ts";

/** The XLSX templates: employee default and additional data, and the assignment upload. */
export function templateRoutes(app: App, deps: ImportDeps): void {
  const { db } = deps;

  app.get(
    "/agents/bulk/template",
    {
      config: { menu: menuOfKind },
      schema: {
        summary: "The XLSX template of an employee import (default data or additional data)",
        querystring: KindQuery,
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const { kind } = request.query;
      const columns =
        kind === "default"
          ? DEFAULT_COLUMNS
          : additionalColumns(
              (await db.tenant(principal.clientId, agentFields)).filter(
                (f) => f.status === "active",
              ),
            );
      return sendFile(
        reply,
        await templateWorkbook(columns),
        XLSX_TYPE,
        `employee-${kind}-data-template.xlsx`,
      );
    },
  );

  app.get(
    "/client/assignments/upload/template",
    {
      config: { menu: "assignment" },
      schema: { summary: "The XLSX template of the assignment upload" },
    },
    async (_request, reply) => {
      return sendFile(
        reply,
        await templateWorkbook(ASSIGNMENT_COLUMNS),
        XLSX_TYPE,
        "assignment-upload-template.xlsx",
      );
    },
  );
}
