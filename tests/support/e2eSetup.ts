import type { TestProject } from "vitest/node";
import { buildTestConsole } from "./consoleBuild.ts";
import databaseSetup from "./globalSetup.ts";

/**
 * The e2e project's global setup: the console's build (a child process) and the seeded
 * template database side by side, both before any file runs, so files running side by side
 * never race to build the console into the same folder. One after the other they took about
 * 7 s each before the first file started.
 */
export default async function setup(project: TestProject) {
  const [built, database] = await Promise.allSettled([buildTestConsole(), databaseSetup(project)]);
  if (built.status === "rejected") {
    if (database.status === "fulfilled") await database.value();
    throw built.reason;
  }
  if (database.status === "rejected") throw database.reason;
  return database.value;
}
