/**
 * Issue 17 crash test: runs the "payroll-run" job for one report in its own process, printing
 * "chunk <done>/<total>" after each committed chunk and pausing PAUSE_MS there, so the test
 * can SIGKILL it mid-run. Usage: tsx tests/support/payroll-run-child.ts <appUrl> <clientId> <reportId>
 */
import { createDb } from "../../services/db/pool.ts";
import { runPayrollReport } from "../../services/hcm/payroll/reports/run.ts";

const [appUrl, clientId, reportId] = process.argv.slice(2);
const pause = Number(process.env["PAUSE_MS"] ?? 0);
const db = createDb(appUrl!, 2);
await runPayrollReport(
  db,
  { clientId: Number(clientId), reportId: Number(reportId) },
  { signal: new AbortController().signal },
  {
    afterChunk: async (done, total) => {
      process.stdout.write(`chunk ${done}/${total}\n`);
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    },
  },
);
process.stdout.write("done\n");
await db.close();
