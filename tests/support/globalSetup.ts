import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrate } from "../../services/db/migrate.ts";
import { ensureReferenceData, seedDemo } from "../../services/db/seed.ts";
import {
  EMBEDDED_PASSWORD,
  ensureDatabase,
  startEmbedded,
  THROWAWAY_FLAGS,
} from "../../services/db/target.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Owner URL of the server's maintenance database; test databases are made beside it. */
    serverUrl: string;
    /** A migrated and seeded database each test file clones. */
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL per test run: DATABASE_URL's server when set, else an embedded one in
 * .tmp/test-pg. The demo data is migrated and seeded once into a template database.
 */
export default async function setup(project: TestProject) {
  let stop = async () => {};
  let serverUrl: string;
  if (process.env["DATABASE_URL"]) {
    const url = new URL(process.env["DATABASE_URL"]);
    url.pathname = "/postgres";
    serverUrl = url.toString();
  } else {
    const port = Number(process.env["TEST_PG_PORT"] ?? 54339);
    const server = await startEmbedded(path.resolve(".tmp/test-pg"), port, false, THROWAWAY_FLAGS);
    serverUrl = `postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`;
    stop = () => server.stop();
  }

  const templateDatabase = `tenaga_template_${process.pid}`;
  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${templateDatabase}`;
  await dropDatabase(serverUrl, templateDatabase);
  await ensureDatabase(templateUrl.toString());
  await migrate(templateUrl.toString());
  await ensureReferenceData(templateUrl.toString());
  await seedDemo(templateUrl.toString());

  project.provide("serverUrl", serverUrl);
  project.provide("templateDatabase", templateDatabase);

  return async () => {
    await dropDatabase(serverUrl, templateDatabase).catch(() => {});
    await stop();
  };
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
