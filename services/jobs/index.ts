import { createHash } from "node:crypto";
import pg from "pg";
import type { Db } from "../db/pool.ts";
import { runAttendanceTick } from "../hcm/attendance/jobs.ts";
import { runDisbursementInquiry } from "../hcm/disbursements/inquiry.ts";
import { runDisbursementPoll } from "../hcm/disbursements/poll.ts";
import { runDisbursementSubmit, sendSubmit } from "../hcm/disbursements/submit.ts";
import { runLeaveDaily } from "../hcm/leave/jobs.ts";
import { Payouts } from "../hcm/payouts/provider.ts";
import { runSimulatorSettle } from "../hcm/payouts/simulator/payouts.ts";
import { refreshPayrollGroupPointers } from "../hcm/payroll/groups/jobs.ts";
import { runPayrollReport, STRANDED_REPORTS_SQL } from "../hcm/payroll/reports/run.ts";
import { runScheduleAssignment } from "../hcm/rosters/assign-job.ts";
import { runBulkImport } from "../main/imports/run.ts";
import { LivePublisher } from "../shared/live.ts";
import { type JobQueue, type Jobs, startJobs } from "./runtime.ts";

export type { JobQueue, Jobs } from "./runtime.ts";

export type StartWorkersOptions = {
  /** Owner URL: pg-boss's own schema, and the sweep for imports without a job. */
  ownerUrl: string;
  /** The services' connection (app role, RLS): handlers work inside db.tenant(clientId, ...). */
  db: Db;
  workers?: boolean;
  pollingIntervalSeconds?: number;
  /**
   * Issue 14: send the attendance job every minute (default: on where workers run, off under
   * tests, which call runAttendanceTick themselves; ATTENDANCE_TICK=0 turns it off).
   */
  attendanceTick?: boolean;
  /**
   * Issue 18: payouts (provider settings, the simulator's address), the same object the app
   * gets; default from the environment.
   */
  payouts?: Payouts;
  /**
   * Issue 18: send the disbursement status poll every minute (default: on where workers run,
   * off under tests, which call runDisbursementPoll themselves; PAYOUT_POLL=0 turns it off).
   */
  payoutPoll?: boolean;
};

/**
 * Starts the job runtime with every handler of the product, and sends a job for each import
 * left `queued` or `running` (a crash between recording an import and enqueueing it, a stop
 * mid-import): the import runs to its end after a restart.
 */
export async function startBackgroundJobs(options: StartWorkersOptions): Promise<Jobs> {
  const live = new LivePublisher(options.db);
  const payouts = options.payouts ?? new Payouts();
  // The handlers re-queue work (a paused submission, the poll's submissions) on these jobs.
  const queue: JobQueue = { send: (name, data, sendOptions) => jobs.send(name, data, sendOptions) };
  const payoutDeps = { db: options.db, payouts, jobs: queue, live };
  const jobs = await startJobs({
    ownerUrl: options.ownerUrl,
    workers: options.workers ?? true,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    handlers: {
      "bulk-import": (data, context) => runBulkImport(options.db, data, context),
      "schedule-assign": (data, context) => runScheduleAssignment(options.db, data, context),
      "attendance-tick": async () => {
        await runAttendanceTick(options.db, { live });
        await live.flush();
      },
      "leave-daily": async () => {
        await runLeaveDaily(options.db, { live });
        await live.flush();
        // Issue 16: memberships dated in the future come into force (./hcm/payroll/groups/jobs.ts).
        await refreshPayrollGroupPointers(options.db);
      },
      // Issue 17, payroll runs:
      "payroll-run": async (data, context) => {
        await runPayrollReport(options.db, data, context, { live });
        await live.flush();
      },
      // Issue 18, disbursements (submission, name inquiry, status poll) and the simulator:
      "disbursement-submit": async (data, context) => {
        await runDisbursementSubmit(payoutDeps, data, context);
        await live.flush();
      },
      "disbursement-inquiry": async (data, context) => {
        await runDisbursementInquiry(payoutDeps, data, context);
        await live.flush();
      },
      "disbursement-poll": async () => {
        await runDisbursementPoll(payoutDeps);
        await live.flush();
      },
      "provider-sim-settle": (data) => runSimulatorSettle(options.db, payouts, data),
    },
  });
  try {
    // A fresh job each: the first one may be gone (archived) or held by a dead process.
    // A job for an import that another runner holds or has finished does nothing.
    for (const stranded of await strandedImports(options.ownerUrl))
      await jobs.send("bulk-import", { clientId: stranded.client_id, importId: stranded.id });
    // Bulk assigns (issue 13) likewise: a job for one that has ended does nothing.
    for (const stranded of await strandedAssignments(options.ownerUrl))
      await jobs.send("schedule-assign", {
        clientId: stranded.client_id,
        assignmentId: stranded.id,
      });
    // Issue 17, payroll reports left computing:
    for (const stranded of await strandedReports(options.ownerUrl))
      await jobs.send("payroll-run", { clientId: stranded.client_id, reportId: stranded.id });
    // Issue 18, disbursement lines left approved (a stop between approval and submission):
    const started = new Date().toISOString();
    for (const stranded of await strandedSubmissions(options.ownerUrl))
      await sendSubmit(jobs, stranded.client_id, stranded.disbursement_id, `start ${started}`);
  } catch (error) {
    await jobs.stop();
    throw error;
  }
  const workers = options.workers ?? true;
  const poll =
    workers &&
    (options.payoutPoll ?? (process.env["PAYOUT_POLL"] !== "0" && !process.env["VITEST"]));
  const polled = poll ? minuteTicker(jobs, "disbursement-poll") : jobs;
  const tick =
    workers &&
    (options.attendanceTick ?? (process.env["ATTENDANCE_TICK"] !== "0" && !process.env["VITEST"]));
  if (!tick) return polled;
  return leaveTicker(attendanceTicker(polled));
}

/**
 * Issue 15: one "leave-daily" job a day (the job id derived from the UTC date; sent at start
 * and every hour, so a process started mid-day still sends the day's). Off under tests like
 * the attendance tick (tests call runLeaveDaily themselves).
 */
function leaveTicker(jobs: Jobs): Jobs {
  const send = () => {
    const day = new Date().toISOString().slice(0, 10);
    const hex = createHash("sha256").update(`leave-daily|${day}`).digest("hex");
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    jobs.send("leave-daily", { day }, { id }).catch(() => {});
  };
  send();
  const timer = setInterval(send, 60 * 60_000);
  timer.unref();
  return {
    send: (queue, data, sendOptions) => jobs.send(queue, data, sendOptions),
    async stop() {
      clearInterval(timer);
      await jobs.stop();
    },
  };
}

/**
 * Issue 14: one "attendance-tick" job a minute, whichever processes send it — the job id is
 * derived from the minute, and pg-boss ignores a second send of an id it holds (a cron without
 * pg-boss's own scheduler, which this runtime leaves off).
 */
function attendanceTicker(jobs: Jobs): Jobs {
  const send = () => {
    const minute = new Date().toISOString().slice(0, 16);
    const hex = createHash("sha256").update(`attendance-tick|${minute}`).digest("hex");
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    jobs.send("attendance-tick", { minute }, { id }).catch(() => {});
  };
  send();
  const timer = setInterval(send, 60_000);
  timer.unref();
  return {
    send: (queue, data, sendOptions) => jobs.send(queue, data, sendOptions),
    async stop() {
      clearInterval(timer);
      await jobs.stop();
    },
  };
}

async function strandedImports(ownerUrl: string): Promise<{ id: string; client_id: number }[]> {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const found = await owner.query<{ id: string; client_id: number }>(
      "SELECT id, client_id FROM bulk_imports WHERE status IN ('queued', 'running') ORDER BY created_at",
    );
    return found.rows;
  } finally {
    await owner.end();
  }
}

async function strandedAssignments(ownerUrl: string): Promise<{ id: string; client_id: number }[]> {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const found = await owner.query<{ id: string; client_id: number }>(
      "SELECT id, client_id FROM schedule_assignments WHERE state IN ('queued', 'running') ORDER BY created_at",
    );
    return found.rows;
  } finally {
    await owner.end();
  }
}

/**
 * Issue 18: one "disbursement-poll" job a minute (the status poll), one per minute whatever
 * the number of processes, like the attendance tick.
 */
function minuteTicker(jobs: Jobs, name: "disbursement-poll"): Jobs {
  const send = () => {
    const minute = new Date().toISOString().slice(0, 16);
    const hex = createHash("sha256").update(`${name}|${minute}`).digest("hex");
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    jobs.send(name, { minute }, { id }).catch(() => {});
  };
  send();
  const timer = setInterval(send, 60_000);
  timer.unref();
  return {
    send: (queue, data, sendOptions) => jobs.send(queue, data, sendOptions),
    async stop() {
      clearInterval(timer);
      await jobs.stop();
    },
  };
}

/** Issue 18: provider batches with lines approved and not sent (a stop before submission). */
async function strandedSubmissions(
  ownerUrl: string,
): Promise<{ client_id: number; disbursement_id: number }[]> {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const found = await owner.query<{ client_id: number; disbursement_id: number }>(
      `SELECT DISTINCT l.client_id, l.disbursement_id FROM disbursement_lines l
         JOIN disbursements d ON d.client_id = l.client_id AND d.id = l.disbursement_id
        WHERE l.status = 'approved' AND d.channel = 'provider'`,
    );
    return found.rows;
  } finally {
    await owner.end();
  }
}

/** Issue 17: general payroll reports left computing (a crash or a stop mid-run). */
async function strandedReports(ownerUrl: string): Promise<{ id: number; client_id: number }[]> {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    return (await owner.query<{ id: number; client_id: number }>(STRANDED_REPORTS_SQL)).rows;
  } finally {
    await owner.end();
  }
}
