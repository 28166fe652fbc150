/**
 * npm run bench:import — the employee bulk import at 10,000 rows (issue 5: "10,000 rows import
 * in under 30 s"). Generates an XLSX of BENCH_ROWS (default 10,000) new employees, uploads it
 * through the REST API, follows the progress stream to the end, and prints:
 *
 *   parse     reading the workbook (read-excel-file), measured on its own
 *   validate  the rules and database checks of every row, measured on its own
 *   upload    POST /agents/imports: parse + validate + record + enqueue, as the browser waits
 *   import    the background job, queued → completed (one transaction, chunked inserts)
 *   total     upload start → the stream's completed message
 *
 * First, the event loop during a ~10 MB XLSX parse (issue 11 A3): parsed on the main thread as
 * before (grid.ts called directly) and through readGrid's worker as the upload does now, with
 * perf_hooks.monitorEventLoopDelay watching the main thread; both delays are printed.
 * BENCH_PARSE_ONLY=1 stops after that part.
 *
 * Runs against a scratch database beside DATABASE_URL's (or the embedded PostgreSQL's),
 * migrated and seeded like `npm start`, dropped afterwards: the demo data is not touched.
 * No assertions: it prints figures. Target: total < 30 s.
 */

import { randomBytes } from "node:crypto";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import { DEFAULT_COLUMNS, readSheet } from "../../domain/workforce/import.ts";
import { parseGrid } from "../../services/main/imports/grid.ts";
import { readGrid } from "../../services/main/imports/parse.ts";
import { validateDefaultRows } from "../../services/main/imports/validate.ts";
import { testNik } from "../support/nik.ts";
import {
  adminLogin,
  exitOnHelp,
  machineLine,
  seconds,
  withBenchStack,
  withOwner,
} from "./support.ts";

exitOnHelp(
  "usage: npm run bench:import (env BENCH_ROWS=10000 rows, BENCH_PARSE_ONLY=1 stops after the event-loop part)",
);

const ROWS = Number(process.env["BENCH_ROWS"] ?? 10_000);
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const lap = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

// ---- the event loop while a ~10 MB workbook is parsed: main thread vs worker -----------

/**
 * A workbook just under the 10 MB upload cap and at the row cap: random text compresses
 * badly, which is what makes a real 10 MB file (photos' worth of typed data) so long to read.
 */
async function bigWorkbook(): Promise<Buffer> {
  const rows = 20_000;
  const data: SheetData = [Array.from({ length: 10 }, (_, i) => ({ value: `column${i}` }))];
  for (let r = 0; r < rows; r++)
    data.push(
      Array.from({ length: 10 }, () => ({
        value: randomBytes(45).toString("base64"),
        type: String,
      })),
    );
  return writeXlsxFile(data).toBuffer();
}

/**
 * The main thread's event-loop delay (max and p99, ms), how busy it was, and the wall time
 * while `work` runs.
 */
async function loopDelayDuring(work: () => Promise<unknown>) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  // Something on the loop the whole time, as a server has: a tick every 10 ms.
  const ticker = setInterval(() => {}, 10);
  histogram.enable();
  const busyBefore = performance.eventLoopUtilization();
  const started = performance.now();
  await work();
  const wall = performance.now() - started;
  const busy = performance.eventLoopUtilization(busyBefore).utilization;
  histogram.disable();
  clearInterval(ticker);
  return {
    "max delay": `${(histogram.max / 1e6).toFixed(0)} ms`,
    "p99 delay": `${(histogram.percentile(99) / 1e6).toFixed(0)} ms`,
    // The share of the parse the main thread spent working rather than free for requests.
    "main thread busy": `${Math.round(busy * 100)} %`,
    "parse wall time": seconds(wall),
  };
}

{
  const file = await bigWorkbook();
  console.log(
    `event loop during the parse of a ${(file.length / 1024 / 1024).toFixed(1)} MB XLSX:`,
  );
  // The worker pool starts lazily: warm it, as a running server's would be after one upload.
  await readGrid(Buffer.from("a,b\n1,2\n"));
  const before = await loopDelayDuring(() => parseGrid(file, "xlsx"));
  const after = await loopDelayDuring(() => readGrid(file).catch(() => null));
  console.table({ "before: main thread": before, "after: worker (readGrid)": after });
  if (process.env["BENCH_PARSE_ONLY"] === "1") process.exit(0);
}

// ---- a scratch database and the stack -----------------------------------------------------

await withBenchStack("import", {}, async ({ base, db, ownerUrl }) => {
  const { token, clientId } = await adminLogin(base);
  const auth = { authorization: `Bearer ${token}` };

  // ---- the file: ROWS new employees over the client's active branches and projects ----
  const { branches, projects, cities } = await withOwner(ownerUrl, async (owner) => ({
    branches: (
      await owner.query<{ code: string }>(
        "SELECT code FROM branches WHERE client_id = $1 AND status = 'active' ORDER BY id",
        [clientId],
      )
    ).rows.map((row) => row.code),
    projects: (
      await owner.query<{ code: string }>(
        "SELECT code FROM projects WHERE client_id = $1 AND status = 'active' ORDER BY id",
        [clientId],
      )
    ).rows.map((row) => row.code),
    cities: (
      await owner.query<{ province: string; city: string }>(
        `SELECT p.name AS province, c.name AS city FROM cities c JOIN provinces p ON p.id = c.province_id
         ORDER BY c.id LIMIT 50`,
      )
    ).rows,
  }));

  const keys = DEFAULT_COLUMNS.map((col) => col.key);
  const sheet: SheetData = [keys.map((value) => ({ value }))];
  for (let i = 0; i < ROWS; i++) {
    const place = cities[i % cities.length]!;
    const row: Record<string, string> = {
      fullName: `Karyawan Bench ${i + 1}`,
      nik: testNik(i),
      phoneNumber: `08000${String(i).padStart(8, "0")}`,
      email: `bench${i}@example.co.id`,
      birthDate: "12-03-1990",
      gender: i % 2 ? "female" : "male",
      joinDate: "2024-01-15",
      contractType: ["pkwt", "pkwtt", "kemitraan"][i % 3]!,
      branchCode: branches[i % branches.length]!,
      projectCode: projects.length > 0 ? projects[i % projects.length]! : "",
      paymentMethod: "bank_transfer",
      accountName: `Karyawan Bench ${i + 1}`,
      accountNumber: String(1_000_000_000 + i),
      bankName: "BCA",
      domicileProvince: place.province,
      domicileCity: place.city,
      vaccineStatus: "booster",
      ptkpStatus: "TK/0",
    };
    sheet.push(keys.map((key) => (row[key] ? { value: row[key], type: String } : null)));
  }
  const [file, generateMs] = await lap(() => writeXlsxFile(sheet).toBuffer());

  // ---- parse and validate alone, to see where the upload's time goes ----
  const [grid, parseMs] = await lap(async () => (await readGrid(file)).grid);
  const sheetRows = readSheet(grid, DEFAULT_COLUMNS);
  const [checked, validateMs] = await lap(() =>
    db.tenant(clientId, (tx) => validateDefaultRows(tx, sheetRows.rows)),
  );
  if (checked.errors.length > 0)
    throw new Error(`the generated file is invalid: ${JSON.stringify(checked.errors.slice(0, 3))}`);

  // ---- the real thing: upload, then the progress stream to the end ----
  const started = performance.now();
  const upload = await fetch(
    `${base}/api/main/v1/agents/imports?kind=default&fileName=bench.xlsx`,
    {
      method: "POST",
      headers: { ...auth, "content-type": XLSX },
      body: new Uint8Array(file),
    },
  );
  const uploadMs = performance.now() - started;
  const view = (await upload.json()) as { data: { id: string; status: string } };
  if (view.data.status !== "queued")
    throw new Error(`upload answered ${JSON.stringify(view).slice(0, 300)}`);
  const stream = await fetch(`${base}/api/main/v1/agents/imports/${view.data.id}/events`, {
    headers: { ...auth, accept: "text/event-stream" },
  });
  const text = await stream.text();
  const totalMs = performance.now() - started;
  const last = JSON.parse(text.trim().split("\n").at(-1)!.slice(6)) as {
    status: string;
    result: unknown;
    percent: number;
  };
  const messages = text.split("\n\n").filter((frame) => frame.includes("data: ")).length;

  console.log(
    `\n${ROWS.toLocaleString("en-US")} rows, ${(file.length / 1024).toFixed(0)} KB XLSX (generated in ${seconds(generateMs)})`,
  );
  console.table([
    { phase: "parse (read-excel-file)", time: seconds(parseMs) },
    { phase: "validate (rules + database checks)", time: seconds(validateMs) },
    { phase: "upload (POST: parse + validate + record)", time: seconds(uploadMs) },
    { phase: "import job (queued → completed)", time: seconds(totalMs - uploadMs) },
    { phase: "total (upload → completed)", time: seconds(totalMs) },
  ]);
  console.log(
    `final status ${last.status} (${JSON.stringify(last.result)}), ${messages} progress messages, ` +
      `${Math.round(ROWS / (totalMs / 1000)).toLocaleString("en-US")} rows/s; target: total < 30 s`,
  );
  console.log(machineLine());
});
