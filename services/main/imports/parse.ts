import { channel } from "node:diagnostics_channel";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { type Cell, MAX_IMPORT_ROWS } from "../../../domain/workforce/import.ts";
import { HttpError } from "../../shared/errors.ts";
import type { GridChunk, GridResult, UploadFormat } from "./grid.ts";

export type { UploadFormat };

const notReadable = (detail: string) =>
  new HttpError(400, `The file could not be read: ${detail}`, { code: "unreadable-file" });

/**
 * What the bytes are — an XLSX is a ZIP ("PK\3\4"), a CSV is UTF-8 text — whatever the
 * Content-Type or the file name say. Anything else (an old .xls, a PDF, an image) is refused.
 */
export function sniffSpreadsheet(bytes: Buffer): UploadFormat | null {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304) return "xlsx";
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.includes(0)) return null;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(sample.subarray(0, lastCompleteUtf8(sample)));
  } catch {
    return null;
  }
  return "csv";
}

/** The end of the last complete UTF-8 sequence, so a cut sample isn't mistaken for bad text. */
function lastCompleteUtf8(bytes: Buffer): number {
  let end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = bytes[end - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    if (byte >= 0xc0) end -= back;
    break;
  }
  return end;
}

/**
 * Memory one parse may use. A 10 MB XLSX is compressed XML: unpacked it can be many times
 * that, and a crafted one (a "zip bomb") far more; the worker dies at this limit instead of
 * the server.
 */
export const PARSE_MEMORY_MB = Number(process.env["IMPORT_PARSE_MEMORY_MB"] ?? 1024);

/** Phases of each parse (`start`, `end`), published for tests and diagnostics. */
export const parseChannel = channel("tenaga:imports:parse");

/**
 * The worker loads TypeScript through tsx whatever started this process (`npm start`, the
 * test runner, a bench), so it is given tsx's loader explicitly.
 */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const WORKER_ENTRY = new URL("./parse-worker.ts", import.meta.url);

/**
 * The first sheet of an XLSX, or a CSV (comma or semicolon separated), as rows of cells.
 * Parsing runs in a worker thread (issue 11 A3): a 10 MB workbook held the event loop for
 * seconds, and with it every request of every client. A file of more than MAX_IMPORT_ROWS
 * data rows is a 400 naming the limit; one too big to unpack is a 413.
 */
export async function readGrid(bytes: Buffer): Promise<{ format: UploadFormat; grid: Cell[][] }> {
  const format = sniffSpreadsheet(bytes);
  if (!format) throw notReadable("upload an .xlsx workbook or a UTF-8 .csv file");
  parseChannel.publish({ phase: "start", bytes: bytes.length });
  let result: GridResult;
  try {
    result = await inWorker(bytes, format);
  } finally {
    parseChannel.publish({ phase: "end" });
  }
  if (!result.ok) throw notReadable(result.unreadable);
  if (result.dataRows > MAX_IMPORT_ROWS) throw tooManyRows(result.dataRows);
  return { format, grid: result.grid };
}

export const tooManyRows = (rows: number) =>
  new HttpError(
    400,
    `The file has ${rows.toLocaleString("en-US")} rows; an import may hold at most ${MAX_IMPORT_ROWS.toLocaleString("en-US")}. Split it into smaller files.`,
    { code: "too-many-rows", maxRows: MAX_IMPORT_ROWS },
  );

const tooBigUnpacked = () =>
  new HttpError(
    413,
    `The file is too large once unpacked (more than ${PARSE_MEMORY_MB} MB to read). Split it into smaller files.`,
    { code: "size-too-large" },
  );

/**
 * A few long-lived parse workers (starting one, with its TypeScript loader, costs far more
 * than most parses), as many as the machine has cores up to PARSE_WORKERS. Each reads one
 * file at a time; files wait in line for a free one. A worker that fails (out of memory on
 * a crafted workbook) is dropped and replaced by the next file that needs one.
 */
const PARSE_WORKERS = Math.max(
  1,
  Math.min(availableParallelism(), Number(process.env["IMPORT_PARSE_WORKERS"] ?? 2) || 2),
);

type Job = {
  bytes: Uint8Array;
  format: UploadFormat;
  resolve(result: GridResult): void;
  reject(error: unknown): void;
};

const idle: Worker[] = [];
let started = 0;
const waiting: Job[] = [];

function inWorker(bytes: Buffer, format: UploadFormat): Promise<GridResult> {
  // A copy the worker owns (the request's buffer may be a slice of a pooled one).
  const copy = new Uint8Array(bytes);
  return new Promise((resolve, reject) => {
    waiting.push({ bytes: copy, format, resolve, reject });
    dispatch();
  });
}

function dispatch(): void {
  while (waiting.length > 0) {
    const worker = idle.pop() ?? (started < PARSE_WORKERS ? startWorker() : null);
    if (!worker) return;
    run(worker, waiting.shift()!);
  }
}

function startWorker(): Worker {
  started += 1;
  return new Worker(WORKER_ENTRY, {
    execArgv: ["--import", TSX_LOADER],
    resourceLimits: { maxOldGenerationSizeMb: PARSE_MEMORY_MB },
  });
}

function run(worker: Worker, job: Job): void {
  worker.ref();
  const done = () => {
    worker.off("message", onMessage);
    worker.off("error", onError);
    worker.off("exit", onExit);
  };
  const rows: Cell[][] = [];
  const onMessage = (chunk: GridChunk) => {
    if (chunk.type === "rows") {
      for (const row of chunk.rows) rows.push(row);
      // The next chunk after other work has had its turn on the event loop.
      setImmediate(() => worker.postMessage({ type: "next" }));
      return;
    }
    done();
    // An idle worker does not keep the process alive.
    worker.unref();
    idle.push(worker);
    job.resolve(chunk.result.ok ? { ...chunk.result, grid: rows } : chunk.result);
    dispatch();
  };
  const onError = (error: Error & { code?: string }) => {
    done();
    drop(worker);
    job.reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? tooBigUnpacked() : error);
  };
  const onExit = (code: number) => {
    done();
    drop(worker);
    job.reject(new Error(`the parse worker stopped (exit code ${code})`));
  };
  worker.on("message", onMessage);
  worker.once("error", onError);
  worker.once("exit", onExit);
  worker.postMessage({ type: "parse", bytes: job.bytes, format: job.format }, [
    job.bytes.buffer as ArrayBuffer,
  ]);
}

function drop(worker: Worker): void {
  started -= 1;
  void worker.terminate();
  dispatch();
}
