import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Migration, migrate, readMigrations } from "../../services/db/migrate.ts";
import { ensureDatabase } from "../../services/db/target.ts";
import { dropDatabase } from "../support/globalSetup.ts";

const migration = (version: number, name: string, sql: string): Migration => ({
  version,
  name: `${String(version).padStart(4, "0")}_${name}`,
  sql,
  checksum: createHash("sha256").update(sql).digest("hex"),
});

let url: string;
let name: string;
let client: pg.Client;

beforeAll(async () => {
  name = `tenaga_m_${randomBytes(4).toString("hex")}`;
  const target = new URL(inject("serverUrl"));
  target.pathname = `/${name}`;
  url = target.toString();
  await ensureDatabase(url);
  client = new pg.Client({ connectionString: url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await dropDatabase(inject("serverUrl"), name);
});

const tableExists = async (table: string) =>
  (await client.query("SELECT to_regclass($1) IS NOT NULL AS found", [table])).rows[0]
    .found as boolean;

describe("migrations", () => {
  it("names the shipped files in order, each a numbered .sql file", () => {
    const shipped = readMigrations();
    expect(shipped.length).toBeGreaterThan(0);
    expect(shipped.map((m) => m.version)).toEqual(
      [...shipped.map((m) => m.version)].sort((a, b) => a - b),
    );
  });

  it("applies each migration in a transaction: a failing one changes nothing", async () => {
    const good = migration(1, "good", "CREATE TABLE kept (id int);");
    const bad = migration(2, "bad", "CREATE TABLE half_done (id int); SELECT no_such_function();");
    await expect(migrate(url, [good, bad])).rejects.toThrow(/0002_bad failed/);
    expect(await tableExists("kept")).toBe(true);
    expect(await tableExists("half_done")).toBe(false);
    const recorded = await client.query("SELECT version FROM schema_migrations ORDER BY version");
    expect(recorded.rows.map((row) => row.version)).toEqual([1]);
  });

  it("records what ran and applies nothing twice", async () => {
    const good = migration(1, "good", "CREATE TABLE kept (id int);");
    const next = migration(3, "next", "CREATE TABLE later (id int);");
    expect(await migrate(url, [good, next])).toEqual([3]);
    expect(await migrate(url, [good, next])).toEqual([]);
  });

  it("refuses a migration edited after it was applied", async () => {
    const edited = migration(1, "good", "CREATE TABLE kept (id int, extra text);");
    await expect(migrate(url, [edited])).rejects.toThrow(/changed after it was applied/);
  });
});
