import { parentPort, workerData } from "node:worker_threads";
import { parseGrid, type UploadFormat } from "./grid.ts";

/**
 * The parse worker's entry (issue 11 A3): reads one uploaded spreadsheet off the main
 * thread, answers its rows (or why it is unreadable) and ends. parse.ts starts it.
 */
const { bytes, format } = workerData as { bytes: Uint8Array; format: UploadFormat };
parentPort!.postMessage(await parseGrid(bytes, format));
