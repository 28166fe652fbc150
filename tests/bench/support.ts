/**
 * What the benches share: a scratch database beside DATABASE_URL's (or the embedded
 * PostgreSQL's) migrated and seeded like `npm start` and dropped afterwards, the whole stack
 * in this process on a free port, the demo admin's login, percentiles and the machine line.
 */

import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../../server/app.ts";
import { migrate } from "../../services/db/migrate.ts";
import { createDb } from "../../services/db/pool.ts";
import { ensureReferenceData, seedDemo } from "../../services/db/seed.ts";
import {
  appUrlFor,
  ensureDatabase,
  exitIfDatabaseLocked,
  openDatabaseTarget,
} from "../../services/db/target.ts";
import { startBackgroundJobs } from "../../services/jobs/index.ts";
import { EventHub } from "../../services/main/events/hub.ts";

export { percentile } from "./attendance-sim/core.ts";

/** The demo client's admin (services/db/seed.ts). */
export const ADMIN_LOGIN = { email: "admin@maju.test", password: "Tenaga-demo-1" };

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The value at `q` (0–1) of `values` (any order): the element at floor(q × n) of the sorted
 * values, so the median of an even count is the upper middle one.
 */
export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** The load average, three figures. */
export const loadFigures = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** "machine: 2 cores, load 0.52 0.40 0.33" */
export const machineLine = () => `machine: ${availableParallelism()} cores, load ${loadFigures()}`;

/** With --help or -h among the arguments: prints `usage` and exits before any work. */
export function exitOnHelp(usage: string): void {
  if (process.argv.slice(2).some((arg) => arg === "--help" || arg === "-h")) {
    console.log(usage);
    process.exit(0);
  }
}

export type Scratch = {
  ownerUrl: string;
  name: string;
  /** Drops the scratch database (unless `keep`) and stops the embedded PostgreSQL if any. */
  close(options?: { keep?: boolean }): Promise<void>;
};

/**
 * Creates tenaga_bench_<label>_<random> beside the target database (printing `announce` with
 * its name) and migrates and seeds it like `npm start`.
 */
export async function openScratch(
  label: string,
  announce = (name: string) => `preparing a scratch database (${name})…`,
): Promise<Scratch> {
  const target = await openDatabaseTarget().catch(exitIfDatabaseLocked);
  const scratch = new URL(target.ownerUrl);
  const name = `tenaga_bench_${label}_${randomBytes(4).toString("hex")}`;
  scratch.pathname = `/${name}`;
  const ownerUrl = scratch.toString();
  console.log(announce(name));
  await ensureDatabase(ownerUrl);
  const drop = async () => {
    const admin = new URL(ownerUrl);
    admin.pathname = "/postgres";
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
    await client.end();
  };
  return {
    ownerUrl,
    name,
    async close({ keep = false } = {}) {
      if (!keep)
        await drop().catch((error) => console.error("could not drop the scratch database", error));
      await target.stop();
    },
  };
}

/** Migrates the database and seeds the reference and demo data, as `npm start` does. */
export async function migrateAndSeed(ownerUrl: string): Promise<void> {
  await migrate(ownerUrl);
  await ensureReferenceData(ownerUrl);
  await seedDemo(ownerUrl);
}

export type BenchStack = {
  /** http://127.0.0.1:<port> */
  base: string;
  db: ReturnType<typeof createDb>;
  ownerUrl: string;
};

/**
 * A scratch database (see {@link openScratch}) with the whole server in this process on a free
 * port, the background jobs too unless `jobs: false`; runs `work`, then stops everything and
 * drops the database.
 */
export async function withBenchStack(
  label: string,
  options: { jobs?: boolean },
  work: (stack: BenchStack) => Promise<void>,
): Promise<void> {
  const scratch = await openScratch(label);
  const { ownerUrl } = scratch;
  const storage = await mkdtemp(path.join(tmpdir(), "tenaga-bench-files-"));
  try {
    await migrateAndSeed(ownerUrl);
    const db = createDb(appUrlFor(ownerUrl));
    const hub = new EventHub(appUrlFor(ownerUrl), db);
    await hub.start();
    const jobs =
      options.jobs === false
        ? undefined
        : await startBackgroundJobs({ ownerUrl, db, pollingIntervalSeconds: 0.5 });
    const app = await buildApp({
      db,
      hub,
      ...(jobs ? { jobs } : {}),
      fileStorageDir: storage,
      environment: "production",
      consoleDir: null,
    });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
      await work({ base, db, ownerUrl });
    } finally {
      await app.close();
      await jobs?.stop();
      await hub.stop();
      await db.close();
    }
  } finally {
    await scratch.close();
    await rm(storage, { recursive: true, force: true });
  }
}

/** Logs the demo admin in at `base`: the bearer token and the admin's client. */
export async function adminLogin(base: string): Promise<{ token: string; clientId: number }> {
  const login = await fetch(`${base}/api/main/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN_LOGIN),
  });
  const { data } = (await login.json()) as {
    data: { token: string; user: { client_id: number } };
  };
  return { token: data.token, clientId: data.user.client_id };
}

/** A connection as the database owner (no RLS) for generating data; ended after `work`. */
export async function withOwner<T>(
  ownerUrl: string,
  work: (owner: pg.Client) => Promise<T>,
): Promise<T> {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    return await work(owner);
  } finally {
    await owner.end();
  }
}
