import type { FastifyReply, FastifyRequest } from "fastify";
import { type Static, Type } from "typebox";
import type { MenuId } from "../../../../domain/menus.ts";
import type { AgentFieldDefinition } from "../../../../domain/workforce/agent.ts";
import {
  type BulkImportKind,
  bulkKindOf,
  type ImportError,
  MAX_IMPORT_BYTES,
} from "../../../../domain/workforce/import.ts";
import type { Db, Tx } from "../../../db/pool.ts";
import type { JobQueue } from "../../../jobs/runtime.ts";
import { HttpError, notFound } from "../../../shared/errors.ts";
import { type Principal, requireMenu } from "../../../shared/principal.ts";
import { findImport, type ImportView, importRows } from "../repo.ts";
import type { AdditionalImportRow, AgentImportRow } from "../validate.ts";
import { XLSX_TYPE } from "../workbook.ts";
export type ImportDeps = { db: Db; jobs?: JobQueue | undefined };

export const SPREADSHEET_TYPES = [
  XLSX_TYPE,
  "text/csv",
  "application/csv",
  // What Windows browsers call a .csv.
  "application/vnd.ms-excel",
  "application/octet-stream",
];

/** How often a progress stream re-reads its import even without a notification. */
export const POLL_MS = 1000;

export const MENU_OF: Record<BulkImportKind, MenuId> = {
  agents_default: "employee-list",
  // The additional-data screens (SPEC §2) are guarded by the Additional Data menu.
  agents_additional: "employee-additional-data",
  assignments: "assignment",
};

/** The menu an employee import or template needs, from its validated `kind` (SPEC §6). */
export const menuOfKind = (request: FastifyRequest): MenuId =>
  MENU_OF[bulkKindOf((request.query as Static<typeof KindQuery>).kind)];

export const tooLarge = () =>
  new HttpError(413, `File size is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`, {
    code: "size-too-large",
  });
export const unsupported = () =>
  new HttpError(415, "Upload an .xlsx workbook or a .csv file", { code: "wrong-type" });

export const KindQuery = Type.Object({
  kind: Type.Union([Type.Literal("default"), Type.Literal("additional")]),
});
export const UploadQuery = Type.Object({
  kind: Type.Union([Type.Literal("default"), Type.Literal("additional")]),
  fileName: Type.Optional(Type.String({ maxLength: 200, pattern: "^[^\\u0000]*$" })),
});
export const IdParams = Type.Object({ id: Type.String({ format: "uuid" }) });
export const ImportErrorSchema = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  message: Type.String(),
});
export const ImportSchema = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  fileName: Type.String(),
  status: Type.String(),
  totalRows: Type.Integer(),
  processedRows: Type.Integer(),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  errors: Type.Array(ImportErrorSchema),
  result: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  createdAt: Type.String(),
  startedAt: Type.Union([Type.String(), Type.Null()]),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
  duplicate: Type.Optional(Type.Boolean()),
});

export const PROGRESS_DESCRIPTION =
  "Server-Sent Events (text/event-stream). Authenticate with the bearer header or, from an " +
  "EventSource, `?t={token}` or the console's session cookie, like /events. Every message is JSON `{ id, status, processedRows, " +
  "totalRows, percent }` (percent 0..100, SPEC §9); the last one (status completed, failed or " +
  "invalid) carries `id: END`, adds `result` and `errors`, and the server closes the stream.";

/** Reads an import of one of `kinds` (404 otherwise), then checks the menu of its kind. */
export function importLoader(db: Db) {
  return async (principal: Principal, id: string, kinds: readonly BulkImportKind[]) => {
    const found = await db.tenant(principal.clientId, (tx) => findImport(tx, id));
    if (!found || !kinds.includes(found.kind)) throw notFound("Import");
    requireMenu(principal, MENU_OF[found.kind]);
    return found;
  };
}

/** The client's additional-data fields (archived ones too: their values are kept), in form order. */
export async function agentFields(tx: Tx): Promise<AgentFieldDefinition[]> {
  const found = await tx.query<AgentFieldDefinition>(
    "SELECT key, label, type, required, options, status FROM agent_fields ORDER BY position, id",
  );
  return found.rows;
}

export type ReportLine = [number, string, string, string, number | null, string];

/** One line per row: the employee created or updated, or why the row (or file) was refused. */
export async function reportLines(tx: Tx, view: ImportView): Promise<ReportLine[]> {
  const byRow = new Map<number, ImportError[]>();
  for (const error of view.errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), error]);
  const detail = (errors: ImportError[]) =>
    errors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join("; ");

  if (view.status === "invalid")
    return [...byRow].map(([row, errors]) => [row, "", "", "error", null, detail(errors)]);

  const reason =
    typeof view.result?.["reason"] === "string" ? (view.result["reason"] as string) : "";
  if (view.kind === "agents_default") {
    const rows = await importRows<AgentImportRow>(tx, view.id);
    const created = await tx.query<{ id: number; nik: string }>(
      "SELECT id, nik FROM agents WHERE import_id = $1",
      [view.id],
    );
    const ids = new Map(created.rows.map((r) => [r.nik, r.id]));
    return rows.map((r): ReportLine => {
      const id = ids.get(r.nik) ?? null;
      const errors = byRow.get(r.row);
      if (id !== null) return [r.row, r.nik, r.fullName, "created", id, ""];
      return [
        r.row,
        r.nik,
        r.fullName,
        view.status === "failed" ? "not imported" : view.status,
        null,
        errors ? detail(errors) : reason,
      ];
    });
  }
  const rows = await importRows<AdditionalImportRow>(tx, view.id);
  const agents = await tx.query<{ id: number; nik: string; full_name: string }>(
    "SELECT id, nik, full_name FROM agents WHERE nik = ANY($1::text[])",
    [rows.map((r) => r.nik)],
  );
  const byNik = new Map(agents.rows.map((a) => [a.nik, a]));
  return rows.map((r): ReportLine => {
    const agent = byNik.get(r.nik);
    if (view.status === "completed")
      return [
        r.row,
        r.nik,
        agent?.full_name ?? "",
        "updated",
        agent?.id ?? null,
        Object.keys(r.data).join(", "),
      ];
    return [
      r.row,
      r.nik,
      agent?.full_name ?? "",
      view.status === "failed" ? "not imported" : view.status,
      null,
      reason,
    ];
  });
}

export function sendFile(reply: FastifyReply, body: Buffer, type: string, fileName: string) {
  return reply
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "no-store")
    .type(type)
    .send(body);
}
