import { localizeProblem } from "../../../../../domain/problems.ts";
import type { Db } from "../../../../db/pool.ts";
import { readGrid } from "../../../../main/imports/parse.ts";
import { SPREADSHEET_TYPES, unsupported } from "../../../../main/imports/routes/shared.ts";
import { HttpError } from "../../../../shared/errors.ts";
import { languageOf } from "../../../../shared/language.ts";
import { acceptRawBody, rawBodyOf } from "../../../../shared/rawBody.ts";
import type { App } from "../../../../shared/typed.ts";
import { typed } from "../../../../shared/typed.ts";
import { workersByNikOrPhone } from "../repo.ts";
import { MAX_UPLOAD_BYTES, MENUS, UploadAnswer, UploadQuery } from "../schemas.ts";
import { parseUpload, resolveUpload, wantedWorkers } from "../upload.ts";

const tooLarge = () =>
  new HttpError(413, `File size is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`, {
    code: "size-too-large",
  });

/**
 * POST /disbursements/upload?fileName=: a raw XLSX or CSV body (≤ 5 MB, ≤ 10,000 rows) read
 * into batch lines (upload.ts). 200 with the ready rows and every problem of every row, in the
 * caller's language; nothing is stored (the console creates the batch from the rows).
 */
export async function uploadRoute(app: App, { db }: { db: Db }): Promise<void> {
  await app.register(async (plain) => {
    const scope = typed(plain);
    acceptRawBody(scope, {
      types: SPREADSHEET_TYPES,
      limit: MAX_UPLOAD_BYTES,
      tooLarge,
      unsupported,
    });
    scope.post(
      "/disbursements/upload",
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        config: { menus: MENUS },
        schema: {
          summary:
            "Reads a raw XLSX or CSV body (≤ 5 MB, ≤ 10,000 rows) in the template's columns into batch lines: workers by employee number or phone; the ready rows and each row's problems (row, column, message); nothing stored",
          querystring: UploadQuery,
          response: { 200: UploadAnswer },
        },
      },
      async (request) => {
        const { principal, query } = request;
        const bytes = rawBodyOf(request.body, unsupported);
        if (bytes.length === 0) throw new HttpError(400, "The file is empty");
        const { grid } = await readGrid(bytes);
        const parsed = parseUpload(grid);
        const wanted = wantedWorkers(parsed);
        const workers = await db.tenant(principal.clientId, (tx) =>
          workersByNikOrPhone(tx, wanted.niks, wanted.phones),
        );
        const { rows, problems } = resolveUpload(parsed, workers);
        const lang = languageOf(request);
        return {
          data: {
            fileName: query.fileName ?? null,
            rows,
            problems: problems.map((p) => ({ ...p, message: localizeProblem(lang, p.message) })),
            totalAmount: rows.reduce((sum, row) => sum + row.amount, 0),
          },
        };
      },
    );
  });
}
