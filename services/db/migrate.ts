import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { APP_ROLE, appPassword } from "./target.ts";

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
const MIGRATION_LOCK = 7_240_001;

export type Migration = { version: number; name: string; sql: string; checksum: string };

/** Numbered plain-SQL files: `0001_name.sql`, applied in order. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const sql = readFileSync(path.join(dir, file), "utf8");
      return {
        version: Number(file.slice(0, 4)),
        name: file.replace(/\.sql$/, ""),
        sql,
        checksum: createHash("sha256").update(sql).digest("hex"),
      };
    });
}

/**
 * Applies pending migrations, each in its own transaction, recorded in schema_migrations.
 * An advisory lock keeps concurrent starters from racing. Returns the versions applied.
 */
export async function migrate(ownerUrl: string, migrations = readMigrations()): Promise<number[]> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await assertOwnerCanBypassRls(client);
    await ensureAppRole(client);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now())`);
    await client.query(`GRANT SELECT ON schema_migrations TO ${APP_ROLE}`);
    const done = await client.query<{ version: number; checksum: string }>(
      "SELECT version, checksum FROM schema_migrations",
    );
    const applied = new Map(done.rows.map((row) => [row.version, row.checksum]));
    const ran: number[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`migration ${migration.name} was changed after it was applied`);
        }
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await client.query(
          "INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)",
          [migration.version, migration.name, migration.checksum],
        );
        await client.query("COMMIT");
        ran.push(migration.version);
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
    return ran;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

/** True when every migration file has been applied (used by /readyz). */
const KNOWN_VERSIONS = readMigrations().map((m) => m.version);

export async function pendingMigrations(client: pg.ClientBase): Promise<number> {
  const known = KNOWN_VERSIONS;
  const result = await client.query<{ version: number }>(
    "SELECT version FROM schema_migrations WHERE version = ANY($1::int[])",
    [known],
  );
  return known.length - result.rowCount!;
}

/** The auth look-ups are SECURITY DEFINER functions, so the owner must see past RLS. */
async function assertOwnerCanBypassRls(client: pg.Client): Promise<void> {
  const result = await client.query<{ ok: boolean }>(
    "SELECT rolsuper OR rolbypassrls AS ok FROM pg_roles WHERE rolname = current_user",
  );
  if (!result.rows[0]?.ok) {
    throw new Error(
      "the migration role must be a superuser or have BYPASSRLS (it owns the tables and the auth functions)",
    );
  }
}

/**
 * The services' login role: owns nothing, no superuser, no BYPASSRLS. It is cluster-wide, so
 * its password is set when the role is created and changed only when APP_DB_PASSWORD says so
 * (running the CLI from another shell must not reset it). Production refuses the default.
 */
async function ensureAppRole(client: pg.Client, env = process.env): Promise<void> {
  const explicit = env["APP_DB_PASSWORD"];
  if (!explicit && env["NODE_ENV"] === "production") {
    throw new Error(
      "set APP_DB_PASSWORD: production does not run on the default app-role password",
    );
  }
  const password = client.escapeLiteral(appPassword(env));
  const attributes = "LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE";
  // Two migrators (test databases, the CLI beside a server) can race here; the loser retries.
  for (let attempt = 1; ; attempt++) {
    try {
      const exists = await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [APP_ROLE]);
      if (exists.rowCount === 0) {
        await client.query(`CREATE ROLE ${APP_ROLE} ${attributes} PASSWORD ${password}`);
      } else {
        await client.query(
          `ALTER ROLE ${APP_ROLE} ${attributes}${explicit ? ` PASSWORD ${password}` : ""}`,
        );
      }
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
