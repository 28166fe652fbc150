import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";
import { Type } from "typebox";
import {
  ASSIGNMENT_COLUMNS,
  additionalColumns,
  type BulkImportKind,
  bulkKindOf,
  cellText,
  DEFAULT_COLUMNS,
  type ImportError,
  MAX_IMPORT_BYTES,
  readSheet,
} from "../../../../domain/workforce/import.ts";
import type { Tx } from "../../../db/pool.ts";
import { HttpError } from "../../../shared/errors.ts";
import type { Principal } from "../../../shared/principal.ts";
import { acceptRawBody, rawBodyOf } from "../../../shared/rawBody.ts";
import type { App } from "../../../shared/typed.ts";
import { typed } from "../../../shared/typed.ts";
import { readGrid } from "../parse.ts";
import { findSameFile, type ImportView, insertImport } from "../repo.ts";
import type { AssignmentSheetRow } from "../run.ts";
import { SameFileInFlight, withImportSlot } from "../slots.ts";
import { validateAdditionalRows, validateDefaultRows } from "../validate.ts";
import {
  agentFields,
  type ImportDeps,
  ImportSchema,
  menuOfKind,
  SPREADSHEET_TYPES,
  tooLarge,
  UploadQuery,
  unsupported,
} from "./shared.ts";

/** The uploads (raw XLSX or CSV bodies): employee imports and the assignment upload. */
export async function uploadRoutes(app: App, deps: ImportDeps): Promise<void> {
  const { db } = deps;
  /** Shared by the uploads: same-file check, parse, check, record, enqueue. */
  async function upload(
    principal: Principal,
    kind: BulkImportKind,
    bytes: Buffer,
    fileName: string | undefined,
    reply: FastifyReply,
    check: (
      tx: Tx,
      grid: Awaited<ReturnType<typeof readGrid>>["grid"],
    ) => Promise<{
      errors: ImportError[];
      rows: unknown[];
      total: number;
    }>,
  ) {
    if (bytes.length === 0) throw new HttpError(400, "The file is empty");
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const same = await db.tenant(principal.clientId, (tx) => findSameFile(tx, kind, sha256));
    if (same) return reply.status(200).send({ data: { ...same, duplicate: true } });
    if (!deps.jobs) throw new HttpError(503, "Background jobs are not running; try again later");

    const fileKey = `${kind}:${sha256}`;
    let created: ImportView;
    try {
      // Parsed off the main thread, checked and recorded: one upload per client at a time.
      created = await withImportSlot(principal.clientId, fileKey, async () => {
        const { grid } = await readGrid(bytes);
        return db.tenant(principal.clientId, async (tx) => {
          const { errors, rows, total } = await check(tx, grid);
          return insertImport(tx, {
            clientId: principal.clientId,
            kind,
            fileName: fileName?.trim() || "upload",
            sha256,
            status: errors.length > 0 ? "invalid" : "queued",
            totalRows: total,
            errors,
            rows: errors.length > 0 ? [] : rows,
            createdBy: principal.userId,
          });
        });
      });
    } catch (error) {
      // The same file uploaded twice at the same moment: the first one wins, the second answers it.
      if (!(error instanceof SameFileInFlight) && (error as { code?: string }).code !== "23505")
        throw error;
      const winner = await db.tenant(principal.clientId, (tx) => findSameFile(tx, kind, sha256));
      if (!winner) throw error;
      return reply.status(200).send({ data: { ...winner, duplicate: true } });
    }
    if (created.status === "queued")
      await deps.jobs.send(
        "bulk-import",
        { clientId: principal.clientId, importId: created.id },
        { id: created.id },
      );
    return reply.status(201).send({ data: created });
  }

  // Raw spreadsheet bodies in this scope only; every other route stays JSON-only.
  await app.register(async (plain) => {
    const scope = typed(plain);
    acceptRawBody(scope, {
      types: SPREADSHEET_TYPES,
      limit: MAX_IMPORT_BYTES,
      tooLarge,
      unsupported,
    });

    scope.post(
      "/agents/imports",
      {
        bodyLimit: MAX_IMPORT_BYTES,
        config: { menu: menuOfKind },
        schema: {
          summary: "Upload an employee import (raw XLSX or CSV body, ≤ 10 MB)",
          description:
            "Every row is validated before anything is written. With any error the import is " +
            "`invalid` and `errors` lists them all as `{ row, column, message }` (row = the " +
            "sheet's row; the header is row 1). Otherwise it is `queued` and a background job " +
            "imports every row in one transaction (all or nothing); follow it on " +
            "/agents/imports/{id}/events. The same file uploaded again (same SHA-256) answers " +
            "the earlier import with `duplicate: true` and status 200.",
          querystring: UploadQuery,
          response: {
            200: Type.Object({ data: ImportSchema }),
            201: Type.Object({ data: ImportSchema }),
          },
        },
      },
      async (request, reply) => {
        const { principal } = request;
        const { kind, fileName } = request.query;
        const bulkKind = bulkKindOf(kind);
        const bytes = rawBodyOf(request.body, unsupported);
        return upload(principal, bulkKind, bytes, fileName, reply, async (tx, grid) => {
          if (kind === "default") {
            const sheet = readSheet(grid, DEFAULT_COLUMNS);
            if (sheet.errors.length > 0)
              return { errors: sheet.errors, rows: [], total: sheet.rows.length };
            const checked = await validateDefaultRows(tx, sheet.rows);
            return { errors: checked.errors, rows: checked.rows, total: sheet.rows.length };
          }
          const fields = await agentFields(tx);
          const active = fields.filter((field) => field.status === "active");
          const sheet = readSheet(grid, additionalColumns(active));
          if (sheet.errors.length > 0)
            return { errors: sheet.errors, rows: [], total: sheet.rows.length };
          const checked = await validateAdditionalRows(tx, sheet.rows, fields);
          return { errors: checked.errors, rows: checked.rows, total: sheet.rows.length };
        });
      },
    );

    scope.post(
      "/client/assignments/upload",
      {
        bodyLimit: MAX_IMPORT_BYTES,
        config: { menu: "assignment" },
        schema: {
          summary: "Upload assignments (raw XLSX or CSV body, ≤ 10 MB); results per row, live",
          description:
            "Columns agentNik, projectCode, merchantCode or branchCode, startDate, endDate. A " +
            "missing column makes the upload `invalid`; otherwise it is `queued` and each row " +
            "is created or refused on its own (an overlapping assignment of the same employee " +
            "on the same project is refused). Follow the rows on " +
            "/client/assignments/upload/result?id={id}.",
          querystring: Type.Object({
            fileName: Type.Optional(Type.String({ maxLength: 200, pattern: "^[^\\u0000]*$" })),
          }),
          response: {
            200: Type.Object({ data: ImportSchema }),
            201: Type.Object({ data: ImportSchema }),
          },
        },
      },
      async (request, reply) => {
        const { principal } = request;
        const { fileName } = request.query;
        const bytes = rawBodyOf(request.body, unsupported);
        return upload(principal, "assignments", bytes, fileName, reply, async (_tx, grid) => {
          const sheet = readSheet(grid, ASSIGNMENT_COLUMNS);
          const rows: AssignmentSheetRow[] = sheet.rows.map(({ row, cells }) => ({
            row,
            cells: Object.fromEntries(
              Object.entries(cells).map(([key, cell]) => [key, cellText(cell)]),
            ),
          }));
          return { errors: sheet.errors, rows, total: sheet.rows.length };
        });
      },
    );
  });
}
