import pg from "pg";
import PgBoss from "pg-boss";

/** Every queue and the data its jobs carry. Every job names its client. */
export type JobPayloads = {
  /** A bulk upload (employees default/additional data, assignments) of bulk_imports. */
  "bulk-import": { clientId: number; importId: string };
  /** A bulk assign of a master schedule or pattern (issue 13) of schedule_assignments. */
  "schedule-assign": { clientId: number; assignmentId: string };
  /** Issue 14: the minute's attendance job (records, auto check-out, absence), all clients. */
  "attendance-tick": { minute: string };
  /** Issue 15: the day's leave job (accruals, collective leave), all clients. */
  "leave-daily": { day: string };
  /** Issue 17: a general payroll report's computation (payroll_reports, status computing). */
  "payroll-run": { clientId: number; reportId: number };
  /** Issue 18: send a batch's approved lines to the payout provider (exactly once per line). */
  "disbursement-submit": { clientId: number; disbursementId: number };
  /** Issue 18: account-name inquiry of a batch's bank lines. */
  "disbursement-inquiry": { clientId: number; disbursementId: number };
  /** Issue 18: the status poll of lines sent and not settled (all clients), every minute. */
  "disbursement-poll": { minute: string };
  /** Issue 18: the local provider simulator settles a payout and sends its webhooks. */
  "provider-sim-settle": { payoutId: string };
};
export type QueueName = keyof JobPayloads;

export type JobContext = {
  /** The job's id (pg-boss). */
  jobId: string;
  /** Aborted when the process stops: a handler stops at its next safe point and throws. */
  signal: AbortSignal;
};

export type JobHandler<Q extends QueueName> = (
  data: JobPayloads[Q],
  context: JobContext,
) => Promise<void>;

export type JobHandlers = { [Q in QueueName]: JobHandler<Q> };

/** What request handlers need: putting work on a queue. */
export interface JobQueue {
  /**
   * Enqueues a job. With `id` (a uuid) the send is idempotent: while a job with that id
   * exists, sending it again does nothing; see SendOptions.
   */
  send<Q extends QueueName>(queue: Q, data: JobPayloads[Q], options?: SendOptions): Promise<void>;
}

export type SendOptions = {
  /** A uuid: while a job with that id exists, sending it again does nothing. */
  id?: string;
  /** Issue 18: not before this instant (the simulator's latency, a paused submission). */
  startAfter?: Date;
};

export type Jobs = JobQueue & {
  /** Stops fetching, interrupts running handlers (they roll back), waits for them, closes. */
  stop(): Promise<void>;
};

/** Thrown by a handler that stopped because the process is stopping; the job is retried. */
export class JobInterrupted extends Error {
  constructor() {
    super("interrupted by shutdown; will be retried");
    this.name = "JobInterrupted";
  }
}

const QUEUE_OPTIONS: Record<QueueName, PgBoss.Queue> = {
  "bulk-import": {
    name: "bulk-import",
    // A crash (or a stop) mid-import rolls the import back; the retry starts it over.
    retryLimit: 5,
    retryDelay: 5,
    expireInSeconds: 15 * 60,
  },
  "schedule-assign": {
    name: "schedule-assign",
    // Idempotent: a retry writes the same day rows again (overrides stay).
    retryLimit: 3,
    retryDelay: 5,
    expireInSeconds: 15 * 60,
  },
  "attendance-tick": {
    name: "attendance-tick",
    // The next minute's tick does the same work again: no retries.
    retryLimit: 0,
    expireInSeconds: 5 * 60,
  },
  "leave-daily": {
    name: "leave-daily",
    // Idempotent (source keys): a retry posts only what is still missing.
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 15 * 60,
  },
  "payroll-run": {
    name: "payroll-run",
    // A retry claims the report again (a new generation) and rewrites it whole.
    retryLimit: 3,
    retryDelay: 5,
    expireInSeconds: 15 * 60,
  },
  // Issue 18: the provider dedupes by each line's key, so a retry (or two jobs of one batch
  // at once) is safe: each job sends every line still approved when it runs.
  "disbursement-submit": {
    name: "disbursement-submit",
    retryLimit: 10,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  },
  "disbursement-inquiry": {
    name: "disbursement-inquiry",
    retryLimit: 3,
    retryDelay: 10,
    expireInSeconds: 15 * 60,
  },
  "disbursement-poll": { name: "disbursement-poll", retryLimit: 0, expireInSeconds: 5 * 60 },
  "provider-sim-settle": {
    name: "provider-sim-settle",
    retryLimit: 5,
    retryDelay: 2,
    expireInSeconds: 5 * 60,
  },
};

/**
 * Workers per queue in each process (default 1). Issue 17: payroll runs of different clients
 * (or reports) overlap, so one client's 10,000-worker run does not hold the others back.
 */
const QUEUE_WORKERS: Partial<Record<QueueName, number>> = {
  "payroll-run": 3,
  // Issue 18: batches of different clients submit side by side; the simulator's settlements
  // (each a short transaction and a webhook post) keep up with a 1,000-line batch.
  "disbursement-submit": 2,
  "provider-sim-settle": 4,
};

export type StartJobsOptions = {
  /** The owner's URL: pg-boss creates and migrates its own schema (`pgboss`). */
  ownerUrl: string;
  handlers: JobHandlers;
  /** false: only send (a process that serves requests but runs no workers). */
  workers?: boolean;
  /** How often an idle worker looks for jobs; a send in this process wakes it at once. */
  pollingIntervalSeconds?: number;
  log?: (message: string, error?: unknown) => void;
};

/**
 * The background-job runtime (pg-boss 10) on the owner connection. Jobs live in PostgreSQL, so
 * any process may send and any process with workers may run them; handlers work inside
 * `db.tenant(clientId, ...)` themselves, under the app role and row-level security.
 */
export async function startJobs(options: StartJobsOptions): Promise<Jobs> {
  const log =
    options.log ??
    ((message, error) =>
      console.error(`[jobs] ${message}${error instanceof Error ? `: ${error.message}` : ""}`));
  // pg-boss runs its SQL through this pool: Ctrl-C reaches the embedded PostgreSQL too, which
  // ends connections while we stop, and a client in use then must fail its query, not crash.
  const pool = new pg.Pool({
    connectionString: options.ownerUrl,
    max: 3,
    application_name: "tenaga-jobs",
  });
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schedule: false,
  });
  let stopped = false;
  boss.on("error", (error) => {
    if (stopped && (error as { code?: string }).code === "57P01") return;
    log("pg-boss error", error);
  });
  try {
    await oneAtATime(options.ownerUrl, async () => {
      await boss.start();
      for (const queue of Object.values(QUEUE_OPTIONS)) {
        if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, queue);
      }
    });
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => {});
    await pool.end();
    throw error;
  }

  const stopping = new AbortController();
  const wakers = new Map<QueueName, (() => void)[]>();
  const loops: Promise<void>[] = [];
  if (options.workers !== false) {
    for (const name of Object.keys(QUEUE_OPTIONS) as QueueName[]) {
      const handler = options.handlers[name] as JobHandler<QueueName>;
      for (let worker = 0; worker < (QUEUE_WORKERS[name] ?? 1); worker++)
        loops.push(
          workLoop(boss, name, handler, {
            signal: stopping.signal,
            intervalMs: (options.pollingIntervalSeconds ?? 2) * 1000,
            onWake: (wake) => wakers.set(name, [...(wakers.get(name) ?? []), wake]),
            log,
          }),
        );
    }
  }

  return {
    async send(queue, data, sendOptions) {
      await boss.send(queue, data, {
        ...(sendOptions?.id ? { id: sendOptions.id } : {}),
        ...(sendOptions?.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
      for (const wake of wakers.get(queue) ?? []) wake();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      stopping.abort();
      for (const wake of [...wakers.values()].flat()) wake();
      // Each loop finishes (or interrupts) its job and records the outcome before we close.
      await Promise.all(loops);
      await boss.stop({ graceful: false, wait: true });
      await pool.end();
    },
  };
}

/** Distinct from the migrations' lock (services/db/migrate.ts). */
const JOBS_SETUP_LOCK = 7_240_002;

/**
 * Runs `setup` while holding an advisory lock, so processes starting together set pg-boss up
 * one after the other. Issue 19: several instances starting at once over one database made
 * pg-boss's create_queue deadlock (40P01) and the instance that lost exited.
 */
async function oneAtATime(ownerUrl: string, setup: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: ownerUrl, application_name: "tenaga-jobs-setup" });
  lock.on("error", () => {});
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [JOBS_SETUP_LOCK]);
    await setup();
  } finally {
    // Ending the session releases the lock, whatever happened to `setup`.
    await lock.end();
  }
}

/**
 * One queue's worker: fetch a job, run it, record completed or failed — every step awaited,
 * so stopping never leaves a job half-recorded or a query on a closing pool. (pg-boss's own
 * `work()` records outcomes without awaiting them and can start a job it fetched while
 * stopping.) A failed job is retried by pg-boss per the queue's retry options; a job of a
 * process that died is expired and retried by pg-boss's maintenance.
 */
async function workLoop(
  boss: PgBoss,
  name: QueueName,
  handler: JobHandler<QueueName>,
  options: {
    signal: AbortSignal;
    intervalMs: number;
    onWake: (wake: () => void) => void;
    log: (message: string, error?: unknown) => void;
  },
): Promise<void> {
  let wake = () => {};
  let woken = false;
  options.onWake(() => {
    woken = true;
    wake();
  });
  const idle = () =>
    new Promise<void>((resolve) => {
      if (woken || options.signal.aborted) return resolve();
      const timer = setTimeout(resolve, options.intervalMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  while (!options.signal.aborted) {
    woken = false;
    let job: PgBoss.Job<JobPayloads[QueueName]> | undefined;
    try {
      [job] = await boss.fetch<JobPayloads[QueueName]>(name, { batchSize: 1 });
    } catch (error) {
      if (!options.signal.aborted) options.log(`${name}: fetching a job failed`, error);
    }
    if (!job) {
      await idle();
      continue;
    }
    try {
      await handler(job.data, { jobId: job.id, signal: options.signal });
      await boss
        .complete(name, job.id)
        .catch((error) => options.log(`${name}: completing ${job.id}`, error));
    } catch (error) {
      if (!(error instanceof JobInterrupted)) options.log(`${name} job ${job.id} failed`, error);
      await boss
        .fail(name, job.id, { message: error instanceof Error ? error.message : String(error) })
        .catch((failure) => options.log(`${name}: failing ${job.id}`, failure));
    }
  }
}
