import {
  type BulkImportKind,
  type BulkImportStatus,
  type ImportError,
  importPercent,
} from "../../../domain/workforce/import.ts";
import type { Tx } from "../../db/pool.ts";

/** NOTIFY channel of import progress; the payload is only the import id (a pointer). */
export const IMPORT_CHANNEL = "tenaga_imports";

/** What the API answers about an upload (REST, SSE and the console). */
export type ImportView = {
  id: string;
  kind: BulkImportKind;
  fileName: string;
  status: BulkImportStatus;
  totalRows: number;
  processedRows: number;
  /** SPEC §9: 0..100. */
  percent: number;
  errors: ImportError[];
  result: Record<string, unknown> | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

type ImportRow = {
  id: string;
  kind: BulkImportKind;
  file_name: string;
  status: BulkImportStatus;
  total_rows: number;
  processed_rows: number;
  errors: ImportError[];
  result: Record<string, unknown> | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
};

const COLUMNS = `id, kind, file_name, status, total_rows, processed_rows, errors, result,
  created_at, started_at, finished_at`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toView(row: ImportRow): ImportView {
  const processed = row.status === "completed" ? row.total_rows : row.processed_rows;
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.file_name,
    status: row.status,
    totalRows: row.total_rows,
    processedRows: processed,
    percent: row.status === "completed" ? 100 : importPercent(processed, row.total_rows),
    errors: row.errors,
    result: row.result,
    createdAt: row.created_at.toISOString(),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
  };
}

/** One import of the transaction's client (RLS), or null. */
export async function findImport(tx: Tx, id: string): Promise<ImportView | null> {
  const found = await tx.query<ImportRow>(`SELECT ${COLUMNS} FROM bulk_imports WHERE id = $1`, [
    id,
  ]);
  return found.rows[0] ? toView(found.rows[0]) : null;
}

/** The live import of the same file (same kind and SHA-256), if any: a re-upload answers it. */
export async function findSameFile(
  tx: Tx,
  kind: BulkImportKind,
  sha256: string,
): Promise<ImportView | null> {
  const found = await tx.query<ImportRow>(
    `SELECT ${COLUMNS} FROM bulk_imports
     WHERE kind = $1 AND file_sha256 = $2 AND status IN ('queued', 'running', 'completed')`,
    [kind, sha256],
  );
  return found.rows[0] ? toView(found.rows[0]) : null;
}

export type NewImport = {
  clientId: number;
  kind: BulkImportKind;
  fileName: string;
  sha256: string;
  status: "invalid" | "queued";
  totalRows: number;
  errors: readonly ImportError[];
  rows: unknown[];
  createdBy: number;
};

/** Records an upload; a concurrent upload of the same file makes this throw 23505. */
export async function insertImport(tx: Tx, input: NewImport): Promise<ImportView> {
  const inserted = await tx.query<ImportRow>(
    `INSERT INTO bulk_imports (client_id, kind, file_name, file_sha256, status, total_rows,
                               errors, rows, created_by, finished_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $5 = 'invalid' THEN now() END)
     RETURNING ${COLUMNS}`,
    [
      input.clientId,
      input.kind,
      input.fileName,
      input.sha256,
      input.status,
      input.totalRows,
      JSON.stringify(input.errors),
      JSON.stringify(input.rows),
      input.createdBy,
    ],
  );
  return toView(inserted.rows[0]!);
}

/** Tells every process's progress streams that an import changed (delivered on commit). */
export async function notifyImport(tx: Tx, id: string): Promise<void> {
  await tx.query("SELECT pg_notify($1, $2)", [IMPORT_CHANNEL, id]);
}

/** The stored rows of an import (what the job imports and the report lists). */
export async function importRows<T>(tx: Tx, id: string): Promise<T[]> {
  const found = await tx.query<{ rows: T[] | null }>(
    "SELECT rows FROM bulk_imports WHERE id = $1",
    [id],
  );
  return found.rows[0]?.rows ?? [];
}

/** Per-row results of an upload (the assignment upload), from a row number on. */
export type RowResult = {
  row: number;
  status: "created" | "failed";
  entityId: number | null;
  errors: { column: string; message: string }[];
};

export async function rowResults(tx: Tx, importId: string, afterRow = 0): Promise<RowResult[]> {
  const found = await tx.query<RowResult>(
    `SELECT row_number AS row, status, entity_id AS "entityId", errors
     FROM bulk_import_results WHERE import_id = $1 AND row_number > $2 ORDER BY row_number`,
    [importId, afterRow],
  );
  return found.rows;
}
