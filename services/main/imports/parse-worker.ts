import { parentPort } from "node:worker_threads";
import { type GridChunk, parseGrid, ROWS_PER_CHUNK, type UploadFormat } from "./grid.ts";

/**
 * A parse worker's entry (issue 11 A3): reads uploaded spreadsheets off the main thread, one
 * at a time. The rows go back in chunks, each sent when the main thread asks for the next:
 * copying a whole 10 MB sheet's cells into the main thread at once would hold its event loop
 * too. parse.ts keeps a few of these workers alive and hands them files.
 */
const port = parentPort!;
let next: (() => void) | null = null;
const send = (chunk: GridChunk) => port.postMessage(chunk);

port.on(
  "message",
  async (
    message: { type: "parse"; bytes: Uint8Array; format: UploadFormat } | { type: "next" },
  ) => {
    if (message.type === "next") return next?.();
    const result = await parseGrid(message.bytes, message.format);
    if (!result.ok) return send({ type: "done", result });
    for (let start = 0; start < result.grid.length; start += ROWS_PER_CHUNK) {
      const asked = new Promise<void>((resolve) => {
        next = resolve;
      });
      send({ type: "rows", rows: result.grid.slice(start, start + ROWS_PER_CHUNK) });
      await asked;
    }
    send({ type: "done", result: { ...result, grid: [] } });
  },
);
