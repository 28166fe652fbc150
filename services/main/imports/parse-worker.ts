import { parentPort } from "node:worker_threads";
import { parseGrid, type UploadFormat } from "./grid.ts";

/**
 * A parse worker's entry (issue 11 A3): reads uploaded spreadsheets off the main thread, one
 * message at a time, and answers each one's rows (or why it is unreadable). parse.ts keeps
 * a few of these alive and hands them files.
 */
parentPort!.on("message", async (job: { bytes: Uint8Array; format: UploadFormat }) => {
  parentPort!.postMessage(await parseGrid(job.bytes, job.format));
});
