import { Type } from "typebox";
import { MAX_IMPORT_BYTES } from "../../../../../../domain/workforce/import.ts";
import type { Db } from "../../../../../db/pool.ts";
import { readGrid } from "../../../../../main/imports/parse.ts";
import {
  SPREADSHEET_TYPES,
  tooLarge,
  unsupported,
} from "../../../../../main/imports/routes/shared.ts";
import { NO_NUL } from "../../../../../main/schemas.ts";
import { HttpError, invalidFields } from "../../../../../shared/errors.ts";
import { acceptRawBody, rawBodyOf } from "../../../../../shared/rawBody.ts";
import type { App } from "../../../../../shared/typed.ts";
import { typed } from "../../../../../shared/typed.ts";
import { createDirectReport } from "../create.ts";
import { CREATE_MESSAGE, CreatedSchema, MENUS } from "../schemas.ts";
import { rowsFromGrid } from "../sheet.ts";

/**
 * POST /payroll-reports/direct/upload?name=&period=yyyy-MM&fileName=: a raw XLSX or CSV body
 * (≤ 10 MB, ≤ 20,000 rows) in the template's columns becomes a draft direct report, all or
 * nothing: 400 `{ message, errors: [{ field: "rows.<sheet row>.<column>", message }] }` with
 * every problem of every row (and `name`, `period`), nothing saved; a taken name 409.
 */
export async function uploadRoute(app: App, { db }: { db: Db }): Promise<void> {
  await app.register(async (plain) => {
    const scope = typed(plain);
    acceptRawBody(scope, {
      types: SPREADSHEET_TYPES,
      limit: MAX_IMPORT_BYTES,
      tooLarge,
      unsupported,
    });
    scope.post(
      "/payroll-reports/direct/upload",
      {
        bodyLimit: MAX_IMPORT_BYTES,
        config: { menus: MENUS },
        schema: {
          summary:
            "Creates a direct payroll report (draft) from a raw XLSX or CSV body (≤ 10 MB) in the template's columns; all or nothing, 400 errors rows.<row>.<column>; a taken name 409 BATCH_NAME_ALREADY_EXIST",
          querystring: Type.Object({
            name: Type.Optional(Type.String({ maxLength: 400, pattern: NO_NUL })),
            period: Type.Optional(Type.String({ maxLength: 20, pattern: NO_NUL })),
            fileName: Type.Optional(Type.String({ maxLength: 200, pattern: NO_NUL })),
          }),
          response: { 201: CreatedSchema },
        },
      },
      async (request, reply) => {
        const { principal, query } = request;
        const bytes = rawBodyOf(request.body, unsupported);
        if (bytes.length === 0) throw new HttpError(400, "The file is empty");
        const { grid } = await readGrid(bytes);
        const sheet = rowsFromGrid(grid);
        const outcome = await db.tenant(principal.clientId, (tx) =>
          createDirectReport(tx, principal, {
            name: query.name,
            period: query.period,
            rows: sheet.rows,
            source: "upload",
            fileName: query.fileName ?? null,
            problems: sheet.problems,
          }),
        );
        if ("problems" in outcome) throw invalidFields(CREATE_MESSAGE, outcome.problems);
        reply.status(201);
        return { data: outcome.report };
      },
    );
  });
}
