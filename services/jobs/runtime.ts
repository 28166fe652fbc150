import PgBoss from "pg-boss";

/** Every queue and the data its jobs carry. Every job names its client. */
export type JobPayloads = {
  /** A bulk upload (employees default/additional data, assignments) of bulk_imports. */
  "bulk-import": { clientId: number; importId: string };
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
   * exists, sending it again does nothing.
   */
  send<Q extends QueueName>(
    queue: Q,
    data: JobPayloads[Q],
    options?: { id?: string },
  ): Promise<void>;
}

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
  const log = options.log ?? ((message, error) => console.error(`[jobs] ${message}`, error ?? ""));
  const boss = new PgBoss({
    connectionString: options.ownerUrl,
    max: 3,
    application_name: "tenaga-jobs",
    schedule: false,
  });
  boss.on("error", (error) => log("pg-boss error", error));
  await boss.start();
  for (const queue of Object.values(QUEUE_OPTIONS)) {
    if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, queue);
  }

  const stopping = new AbortController();
  const workerIds = new Map<QueueName, string>();
  if (options.workers !== false) {
    for (const name of Object.keys(QUEUE_OPTIONS) as QueueName[]) {
      const handler = options.handlers[name] as JobHandler<QueueName>;
      const id = await boss.work<JobPayloads[QueueName]>(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          try {
            await handler(job.data, { jobId: job.id, signal: stopping.signal });
          } catch (error) {
            if (!(error instanceof JobInterrupted)) log(`${name} job ${job.id} failed`, error);
            throw error;
          }
        },
      );
      workerIds.set(name, id);
    }
  }

  let stopped = false;
  return {
    async send(queue, data, sendOptions) {
      await boss.send(queue, data, sendOptions?.id ? { id: sendOptions.id } : {});
      const worker = workerIds.get(queue);
      if (worker) boss.notifyWorker(worker);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      stopping.abort();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
