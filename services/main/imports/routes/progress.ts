import { Type } from "typebox";
import { isFinalImportStatus } from "../../../../domain/workforce/import.ts";
import type { App } from "../../../shared/typed.ts";
import { findImport, rowResults } from "../repo.ts";
import { openSse, serialized } from "../sse.ts";
import { ImportWatcher } from "../watcher.ts";
import {
  IdParams,
  type ImportDeps,
  importLoader,
  POLL_MS,
  PROGRESS_DESCRIPTION,
} from "./shared.ts";

/** Live progress (text/event-stream): an employee import, and an assignment upload row by row. */
export function progressRoutes(app: App, deps: ImportDeps): void {
  const { db } = deps;
  const streams = new Set<() => void>();
  const watcher = new ImportWatcher(db.pool.options.connectionString ?? "");
  app.addHook("preClose", async () => {
    for (const close of [...streams]) close();
  });
  app.addHook("onClose", async () => watcher.stop());

  const loadImport = importLoader(db);

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
    "/agents/imports/:id/events",
    {
      // The menu follows the import's kind: loadImport checks it (a 404 first, as before).
      config: { session: { allowQueryToken: true } },
      schema: {
        summary: "Progress of an employee import (text/event-stream)",
        description: PROGRESS_DESCRIPTION,
        params: IdParams,
        querystring: Type.Object({
          t: Type.Optional(Type.String({ maxLength: 200 })),
          session: Type.Optional(Type.String({ maxLength: 100 })),
        }),
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const { id } = request.params;
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
      // The menu follows the import's kind: loadImport checks it (a 404 first, as before).
      config: { session: { allowQueryToken: true } },
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
          session: Type.Optional(Type.String({ maxLength: 100 })),
        }),
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const { id } = request.query;
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
}
