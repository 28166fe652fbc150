import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../../server/app.ts";
import { createDb, type Db } from "../../services/db/pool.ts";
import { appUrlFor } from "../../services/db/target.ts";
import {
  type PayoutSettings,
  Payouts,
  payoutSettingsFromEnvironment,
} from "../../services/hcm/payouts/provider.ts";
import { type Jobs, startBackgroundJobs } from "../../services/jobs/index.ts";
import { EventHub } from "../../services/main/events/hub.ts";
import { dropDatabase } from "./globalSetup.ts";

export type TestDatabase = {
  name: string;
  ownerUrl: string;
  appUrl: string;
  drop(): Promise<void>;
};

/** A private copy of the seeded template: each test file gets its own clients and users. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject("serverUrl");
  const template = inject("templateDatabase");
  const name = `tenaga_t_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        // FILE_COPY copies the template's files; the default (WAL_LOG, PostgreSQL 15+) writes
        // its ~60 MB through the WAL block by block: about twice as long a clone, every file.
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`);
        break;
      } catch (error) {
        // Two files cloning at the same instant can collide on the template; try again.
        if (attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const ownerUrl = new URL(serverUrl);
  ownerUrl.pathname = `/${name}`;
  return {
    name,
    ownerUrl: ownerUrl.toString(),
    appUrl: appUrlFor(ownerUrl.toString(), {}),
    drop: () => dropDatabase(serverUrl, name),
  };
}

export type TestStack = {
  app: FastifyInstance;
  db: Db;
  hub: EventHub;
  /** The pg-boss workers, as in `npm start` (imports run for real). */
  jobs: Jobs;
  /** Issue 18: payouts of this stack (the simulator at its own address). */
  payouts: Payouts;
  /** Uploaded files of this stack (a temporary directory). */
  fileStorageDir: string;
  database: TestDatabase;
  baseUrl: string;
  owner: pg.Client;
  close(): Promise<void>;
};

/** The whole back end (services + gateway) on a random port over a private database. */
export async function startStack(
  options: {
    consoleDir?: string | null;
    /** Issue 18: payout settings over the simulator's (e.g. a provider that cannot be reached). */
    payouts?: Partial<PayoutSettings>;
  } = {},
): Promise<TestStack> {
  const database = await createTestDatabase();
  const db = createDb(database.appUrl, 5);
  const hub = new EventHub(database.appUrl, db);
  await hub.start();
  // Issue 18: the local provider simulator of this stack, whatever the environment says.
  const payouts = new Payouts({
    ...payoutSettingsFromEnvironment({ NODE_ENV: "test" }),
    timeoutMs: 5_000,
    ...options.payouts,
  });
  const jobs = await startBackgroundJobs({
    ownerUrl: database.ownerUrl,
    db,
    payouts,
    pollingIntervalSeconds: 0.5,
  });
  const fileStorageDir = await mkdtemp(path.join(tmpdir(), "tenaga-files-"));
  const app = await buildApp({
    db,
    hub,
    jobs,
    fileStorageDir,
    payouts,
    environment: "test",
    consoleDir: options.consoleDir ?? null,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const owner = new pg.Client({ connectionString: database.ownerUrl });
  await owner.connect();
  return {
    app,
    db,
    hub,
    jobs,
    payouts,
    fileStorageDir,
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    owner,
    async close() {
      await app.close();
      await jobs.stop();
      await hub.stop();
      await db.close();
      await owner.end();
      await rm(fileStorageDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

export const DEMO = {
  majuAdmin: { email: "admin@maju.test", password: "Tenaga-demo-1" },
  majuOps: { email: "ops@maju.test", password: "Tenaga-demo-1" },
  sentosaAdmin: { email: "admin@sentosa.test", password: "Tenaga-demo-2" },
} as const;

/** Logs in through the REST API and returns the token and Active user. */
export async function login(app: FastifyInstance, account: { email: string; password: string }) {
  const response = await app.inject({
    method: "POST",
    url: "/api/main/v1/auth/login",
    payload: account,
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as {
    data: { token: string; user: { id: number; client_id: number; email: string } };
  };
  return body.data;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
