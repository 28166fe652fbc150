import { migrate } from "../db/migrate.ts";
import { createDb, type Db } from "../db/pool.ts";
import { ensureReferenceData, seedDemo } from "../db/seed.ts";
import { type DatabaseTarget, openDatabaseTarget } from "../db/target.ts";

export type Database = { target: DatabaseTarget; db: Db; seeded: boolean };

/**
 * Opens the database (embedded unless DATABASE_URL is set), applies migrations, loads
 * reference data and, against an empty database, the demo clients.
 */
export async function prepareDatabase(env = process.env): Promise<Database> {
  const target = await openDatabaseTarget(env);
  try {
    await migrate(target.ownerUrl);
    await ensureReferenceData(target.ownerUrl);
    const seeded = env["SEED_DEMO"] === "0" ? false : await seedDemo(target.ownerUrl);
    return { target, db: createDb(target.appUrl), seeded };
  } catch (error) {
    await target.stop();
    throw error;
  }
}

/** Stops cleanly on Ctrl-C, SIGTERM or a closed terminal (SIGHUP), once. */
export function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, stopping…`);
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void handler("SIGINT"));
  process.on("SIGTERM", () => void handler("SIGTERM"));
  process.on("SIGHUP", () => void handler("SIGHUP"));
}
