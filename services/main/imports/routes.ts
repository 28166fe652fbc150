import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { Type } from "typebox";
import type { MenuId } from "../../../domain/menus.ts";
import type { AgentFieldDefinition } from "../../../domain/workforce/agent.ts";
import {
  type AgentImportKind,
  ASSIGNMENT_COLUMNS,
  additionalColumns,
  agentKindOf,
  type BulkImportKind,
  bulkKindOf,
  cellText,
  DEFAULT_COLUMNS,
  type ImportError,
  isFinalImportStatus,
  MAX_IMPORT_BYTES,
  readSheet,
} from "../../../domain/workforce/import.ts";
import type { Db, Tx } from "../../db/pool.ts";
import type { JobQueue } from "../../jobs/runtime.ts";
import { HttpError, notFound } from "../../shared/errors.ts";
import { type Principal, requireMenu, requirePrincipal } from "../../shared/principal.ts";
import { acceptRawBody, rawBodyOf } from "../../shared/rawBody.ts";
import { readGrid } from "./parse.ts";
import {
  findImport,
  findSameFile,
  type ImportView,
  importRows,
  insertImport,
  rowResults,
} from "./repo.ts";
import type { AssignmentSheetRow } from "./run.ts";
import { SameFileInFlight, withImportSlot } from "./slots.ts";
import { openSse, serialized } from "./sse.ts";
import {
  type AdditionalImportRow,
  type AgentImportRow,
  validateAdditionalRows,
  validateDefaultRows,
} from "./validate.ts";
import { ImportWatcher } from "./watcher.ts";
import { reportFile, templateWorkbook, XLSX_TYPE } from "./workbook.ts";

export type ImportDeps = { db: Db; jobs?: JobQueue | undefined };

const SPREADSHEET_TYPES = [
  XLSX_TYPE,
  "text/csv",
  "application/csv",
  // What Windows browsers call a .csv.
  "application/vnd.ms-excel",
  "application/octet-stream",
];

/** How often a progress stream re-reads its import even without a notification. */
const POLL_MS = 1000;

const MENU_OF: Record<BulkImportKind, MenuId> = {
  agents_default: "employee-list",
  // The additional-data screens (SPEC §2) are guarded by the Additional Data menu.
  agents_additional: "employee-additional-data",
  assignments: "assignment",
};

const tooLarge = () =>
  new HttpError(413, `File size is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`, {
    code: "size-too-large",
  });
const unsupported = () =>
  new HttpError(415, "Upload an .xlsx workbook or a .csv file", { code: "wrong-type" });

const KindQuery = Type.Object({
  kind: Type.Union([Type.Literal("default"), Type.Literal("additional")]),
});
const UploadQuery = Type.Object({
  kind: Type.Union([Type.Literal("default"), Type.Literal("additional")]),
  fileName: Type.Optional(Type.String({ maxLength: 200, pattern: "^[^\\u0000]*$" })),
});
const IdParams = Type.Object({ id: Type.String({ format: "uuid" }) });
const ImportErrorSchema = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  message: Type.String(),
});
const ImportSchema = Type.Object({
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

const PROGRESS_DESCRIPTION =
  "Server-Sent Events (text/event-stream). Authenticate with the bearer header or, from an " +
  "EventSource, `?t={token}` like /events. Every message is JSON `{ id, status, processedRows, " +
  "totalRows, percent }` (percent 0..100, SPEC §9); the last one (status completed, failed or " +
  "invalid) carries `id: END`, adds `result` and `errors`, and the server closes the stream.";

/**
 * Bulk uploads (issue 5): the employee default-data and additional-data imports with their
 * templates, progress stream and result report, and the assignment upload with its live
 * per-row result stream (SPEC §7).
 */
export async function importRoutes(app: FastifyInstance, deps: ImportDeps): Promise<void> {
  const { db } = deps;
  const streams = new Set<() => void>();
  const watcher = new ImportWatcher(db.pool.options.connectionString ?? "");
  app.addHook("preClose", async () => {
    for (const close of [...streams]) close();
  });
  app.addHook("onClose", async () => watcher.stop());

  const loadImport = async (principal: Principal, id: string, kinds: readonly BulkImportKind[]) => {
    const found = await db.tenant(principal.clientId, (tx) => findImport(tx, id));
    if (!found || !kinds.includes(found.kind)) throw notFound("Import");
    requireMenu(principal, MENU_OF[found.kind]);
    return found;
  };

  app.get(
    "/agents/bulk/template",
    {
      schema: {
        summary: "The XLSX template of an employee import (default data or additional data)",
        querystring: KindQuery,
      },
    },
    async (request, reply) => {
      const principal = await requirePrincipal(db, request);
      const { kind } = request.query as { kind: AgentImportKind };
      requireMenu(principal, MENU_OF[bulkKindOf(kind)]);
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
    { schema: { summary: "The XLSX template of the assignment upload" } },
    async (request, reply) => {
      const principal = await requirePrincipal(db, request);
      requireMenu(principal, "assignment");
      return sendFile(
        reply,
        await templateWorkbook(ASSIGNMENT_COLUMNS),
        XLSX_TYPE,
        "assignment-upload-template.xlsx",
      );
    },
  );

  // Raw spreadsheet bodies in this scope only; every other route stays JSON-only.
  await app.register(async (scope) => {
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
        const principal = await requirePrincipal(db, request);
        const { kind, fileName } = request.query as { kind: AgentImportKind; fileName?: string };
        const bulkKind = bulkKindOf(kind);
        requireMenu(principal, MENU_OF[bulkKind]);
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
        const principal = await requirePrincipal(db, request);
        requireMenu(principal, "assignment");
        const { fileName } = request.query as { fileName?: string };
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
    const fileKey = `${kind}:${sha256}`;
    const same = await db.tenant(principal.clientId, (tx) => findSameFile(tx, kind, sha256));
    if (same) return reply.status(200).send({ data: { ...same, duplicate: true } });
    if (!deps.jobs) throw new HttpError(503, "Background jobs are not running; try again later");

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

  app.get(
    "/agents/imports/:id",
    {
      schema: {
        summary: "An employee import: status, counts, errors and result",
        params: IdParams,
        response: { 200: Type.Object({ data: ImportSchema }) },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(db, request);
      const { id } = request.params as { id: string };
      return { data: await loadImport(principal, id, ["agents_default", "agents_additional"]) };
    },
  );

  app.get(
    "/agents/imports/:id/events",
    {
      schema: {
        summary: "Progress of an employee import (text/event-stream)",
        description: PROGRESS_DESCRIPTION,
        params: IdParams,
        querystring: Type.Object({ t: Type.Optional(Type.String({ maxLength: 200 })) }),
      },
    },
    async (request, reply) => {
      const principal = await requirePrincipal(db, request, { allowQueryToken: true });
      const { id } = request.params as { id: string };
      await loadImport(principal, id, ["agents_default", "agents_additional"]);
      const stream = openSse(request, reply, streams);
      if (!stream) return;
      let last = "";
      const push = serialized(async () => {
        if (stream.closed) return;
        const view = await db.tenant(principal.clientId, (tx) => findImport(tx, id));
        if (!view) return stream.close();
        const message = {
          id: view.id,
          status: view.status,
          processedRows: view.processedRows,
          totalRows: view.totalRows,
          percent: view.percent,
        };
        if (isFinalImportStatus(view.status))
          return stream.end({ ...message, result: view.result, errors: view.errors });
        const text = JSON.stringify(message);
        if (text !== last) stream.send(message);
        last = text;
      });
      subscribe(stream, id, push);
    },
  );

  app.get(
    "/client/assignments/upload/result",
    {
      schema: {
        summary: "Per-row results of an assignment upload, live (text/event-stream)",
        description:
          "SPEC §7 names a WebSocket here; it is Server-Sent Events instead, like /events: the " +
          "same bearer or `?t={token}` authentication, and it passes through the same proxies. " +
          "Messages (JSON): `{ type: 'row', row, status: 'created' | 'failed', assignmentId, " +
          "errors: [{ column, message }] }` with `id:` = the row number (a reconnect with " +
          "Last-Event-ID resumes after it); `{ type: 'progress', status, processedRows, " +
          "totalRows, percent }`; finally `{ type: 'done', status, result, errors }` with " +
          "`id: END`, then the server closes the stream.",
        querystring: Type.Object({
          id: Type.String({ format: "uuid" }),
          t: Type.Optional(Type.String({ maxLength: 200 })),
        }),
      },
    },
    async (request, reply) => {
      const principal = await requirePrincipal(db, request, { allowQueryToken: true });
      const { id } = request.query as { id: string };
      await loadImport(principal, id, ["assignments"]);
      const resumeAfter = Number(request.headers["last-event-id"]);
      let lastRow = Number.isSafeInteger(resumeAfter) && resumeAfter > 0 ? resumeAfter : 0;
      const stream = openSse(request, reply, streams);
      if (!stream) return;
      let last = "";
      const push = serialized(async () => {
        if (stream.closed) return;
        // Status first: a final status read before the rows guarantees every row is sent.
        const view = await db.tenant(principal.clientId, (tx) => findImport(tx, id));
        if (!view) return stream.close();
        const rows = await db.tenant(principal.clientId, (tx) => rowResults(tx, id, lastRow));
        for (const result of rows) {
          stream.send(
            {
              type: "row",
              row: result.row,
              status: result.status,
              assignmentId: result.entityId,
              errors: result.errors,
            },
            String(result.row),
          );
          lastRow = result.row;
        }
        const progress = {
          type: "progress",
          status: view.status,
          processedRows: view.processedRows,
          totalRows: view.totalRows,
          percent: view.percent,
        };
        if (isFinalImportStatus(view.status))
          return stream.end({
            type: "done",
            status: view.status,
            result: view.result,
            errors: view.errors,
          });
        const text = JSON.stringify(progress);
        if (text !== last) stream.send(progress);
        last = text;
      });
      subscribe(stream, id, push);
    },
  );

  function subscribe(
    stream: NonNullable<ReturnType<typeof openSse>>,
    id: string,
    push: () => void,
  ) {
    const unwatch = watcher.watch(id, push);
    const timer = setInterval(push, POLL_MS);
    stream.onClose(() => {
      unwatch();
      clearInterval(timer);
    });
    push();
  }

  app.get(
    "/agents/imports/:id/report",
    {
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
      const principal = await requirePrincipal(db, request);
      const { id } = request.params as { id: string };
      const { format = "csv" } = request.query as { format?: "csv" | "xlsx" };
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

/** The client's additional-data fields (archived ones too: their values are kept), in form order. */
async function agentFields(tx: Tx): Promise<AgentFieldDefinition[]> {
  const found = await tx.query<AgentFieldDefinition>(
    "SELECT key, label, type, required, options, status FROM agent_fields ORDER BY position, id",
  );
  return found.rows;
}

type ReportLine = [number, string, string, string, number | null, string];

/** One line per row: the employee created or updated, or why the row (or file) was refused. */
async function reportLines(tx: Tx, view: ImportView): Promise<ReportLine[]> {
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

function sendFile(reply: FastifyReply, body: Buffer, type: string, fileName: string) {
  return reply
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "no-store")
    .type(type)
    .send(body);
}
