import { assertEvent, assign, fromCallback, setup } from "xstate";
import type { BulkImportStatus, ImportError } from "../../domain/workforce/import.ts";

/**
 * A bulk upload (issue 5): choose a file, send it (uploading), wait while the server checks
 * every row (validating), then either the errors (invalid, nothing written) or the background
 * import followed live (queued → importing) to completed or failed.
 *
 *   idle ─upload.start─▶ sending.uploading ─upload.sent─▶ sending.validating
 *   sending ─upload.accepted─▶ invalid | tracking.queued | tracking.importing | completed
 *   tracking ─import.finished─▶ completed | failed          failed ─upload.retry─▶ sending
 *
 * Cancel is offered while the file is still being sent: once the server has the whole file,
 * an abort would not stop it, so the machine does not pretend it could. The actors are
 * provided by the screen (REST upload with progress, the SSE progress stream); tests swap them.
 */

/** What the service answers about an upload, as far as the flow needs it. */
export type UploadView = {
  id: string;
  status: BulkImportStatus;
  totalRows: number;
  processedRows: number;
  /** 0..100 (SPEC §9). */
  percent: number;
  errors: ImportError[];
  result: Record<string, unknown> | null;
  /** The same file was uploaded before: this is that earlier upload. */
  duplicate?: boolean;
};

/** One row's outcome in an upload whose rows succeed one by one (the assignment upload). */
export type UploadRowResult = {
  row: number;
  status: "created" | "failed";
  entityId: number | null;
  errors: { column: string; message: string }[];
};

export type BulkUploadContext = {
  file: File | null;
  /** Why the last send failed (network, 413, 415): shown in idle, where a retry starts over. */
  uploadError: string | null;
  sentBytes: number;
  totalBytes: number;
  upload: UploadView | null;
  rows: UploadRowResult[];
};

export type BulkUploadEvent =
  | { type: "file.select"; file: File }
  | { type: "file.clear" }
  | { type: "upload.start" }
  | { type: "upload.cancel" }
  | { type: "upload.progress"; sentBytes: number; totalBytes: number }
  | { type: "upload.sent" }
  | { type: "upload.accepted"; upload: UploadView }
  | { type: "upload.failed"; message: string }
  | { type: "import.progress"; upload: UploadView }
  | { type: "import.row"; row: UploadRowResult }
  | { type: "import.finished"; upload: UploadView }
  | { type: "upload.retry" }
  | { type: "reset" };

/** Sends the file; reports upload.progress, upload.sent, then upload.accepted or upload.failed. */
export type UploadActorInput = { file: File };
/** Follows an accepted upload; reports import.progress / import.row, then import.finished. */
export type TrackActorInput = { upload: UploadView };

const EMPTY: Omit<BulkUploadContext, "file"> = {
  uploadError: null,
  sentBytes: 0,
  totalBytes: 0,
  upload: null,
  rows: [],
};

const statusIs =
  (...statuses: BulkImportStatus[]) =>
  ({ event }: { event: BulkUploadEvent }) =>
    (event.type === "upload.accepted" ||
      event.type === "import.finished" ||
      event.type === "import.progress") &&
    statuses.includes(event.upload.status);

export const bulkUploadMachine = setup({
  types: {
    context: {} as BulkUploadContext,
    events: {} as BulkUploadEvent,
  },
  actors: {
    uploadFile: fromCallback<BulkUploadEvent, UploadActorInput>(() => () => {}),
    trackUpload: fromCallback<BulkUploadEvent, TrackActorInput>(() => () => {}),
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
    isInvalid: statusIs("invalid"),
    isQueued: statusIs("queued", "validating"),
    isRunning: statusIs("running"),
    isCompleted: statusIs("completed"),
    isFailed: statusIs("failed"),
  },
  actions: {
    chooseFile: assign(({ event }) => {
      assertEvent(event, "file.select");
      return { ...EMPTY, file: event.file };
    }),
    clearFile: assign(() => ({ ...EMPTY, file: null })),
    startSending: assign(({ context }) => ({
      ...EMPTY,
      file: context.file,
      totalBytes: context.file?.size ?? 0,
    })),
    storeProgress: assign(({ event }) => {
      assertEvent(event, "upload.progress");
      return { sentBytes: event.sentBytes, totalBytes: event.totalBytes };
    }),
    storeUpload: assign(({ event }) => {
      assertEvent(event, ["upload.accepted", "import.progress", "import.finished"]);
      return { upload: event.upload };
    }),
    storeRow: assign(({ context, event }) => {
      assertEvent(event, "import.row");
      // A resumed stream may repeat a row; keep one result per row, in row order.
      const rows = context.rows.filter((row) => row.row !== event.row.row);
      return { rows: [...rows, event.row].sort((a, b) => a.row - b.row) };
    }),
    storeUploadError: assign(({ event }) => {
      assertEvent(event, "upload.failed");
      return { uploadError: event.message, sentBytes: 0 };
    }),
    forgetProgress: assign({ sentBytes: 0 }),
  },
}).createMachine({
  id: "bulkUpload",
  context: { file: null, ...EMPTY },
  initial: "idle",
  states: {
    idle: {
      tags: ["editing"],
      on: {
        "file.select": { actions: "chooseFile" },
        "file.clear": { actions: "clearFile" },
        "upload.start": { guard: "hasFile", target: "sending" },
        // After a failed send (network, too large): the same file again.
        "upload.retry": { guard: "hasFile", target: "sending" },
      },
    },
    sending: {
      tags: ["busy"],
      entry: "startSending",
      invoke: {
        src: "uploadFile",
        input: ({ context }) => ({ file: context.file as File }),
      },
      on: {
        "upload.accepted": [
          { guard: "isInvalid", target: "invalid", actions: "storeUpload" },
          { guard: "isQueued", target: "tracking.queued", actions: "storeUpload" },
          { guard: "isRunning", target: "tracking.importing", actions: "storeUpload" },
          { guard: "isCompleted", target: "completed", actions: "storeUpload" },
          { guard: "isFailed", target: "failed", actions: "storeUpload" },
        ],
        "upload.failed": { target: "idle", actions: "storeUploadError" },
      },
      initial: "uploading",
      states: {
        uploading: {
          tags: ["uploading"],
          on: {
            "upload.progress": { actions: "storeProgress" },
            "upload.sent": "validating",
            "upload.cancel": { target: "#bulkUpload.idle", actions: "forgetProgress" },
          },
        },
        validating: { tags: ["validating"] },
      },
    },
    invalid: {
      tags: ["done", "invalid"],
      on: {
        "file.select": { target: "idle", actions: "chooseFile" },
        reset: { target: "idle", actions: "clearFile" },
      },
    },
    tracking: {
      tags: ["busy", "importing"],
      invoke: {
        src: "trackUpload",
        input: ({ context }) => ({ upload: context.upload as UploadView }),
      },
      on: {
        "import.row": { actions: "storeRow" },
        "import.finished": [
          { guard: "isCompleted", target: "completed", actions: "storeUpload" },
          { target: "failed", actions: "storeUpload" },
        ],
      },
      initial: "queued",
      states: {
        queued: {
          on: {
            "import.progress": [
              { guard: "isRunning", target: "importing", actions: "storeUpload" },
              { actions: "storeUpload" },
            ],
          },
        },
        importing: {
          on: { "import.progress": { actions: "storeUpload" } },
        },
      },
    },
    completed: {
      tags: ["done"],
      on: {
        "file.select": { target: "idle", actions: "chooseFile" },
        reset: { target: "idle", actions: "clearFile" },
      },
    },
    failed: {
      tags: ["done", "failed"],
      on: {
        // The same file again: a failed import never blocks its file (no duplicate check).
        "upload.retry": { guard: "hasFile", target: "sending" },
        "file.select": { target: "idle", actions: "chooseFile" },
        reset: { target: "idle", actions: "clearFile" },
      },
    },
  },
});
