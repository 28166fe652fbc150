import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Instance, startInstance, stopInstances } from "../support/processes.ts";
import { createTestDatabase, DEMO, type TestDatabase } from "../support/stack.ts";

/**
 * Issue 19: `npm start` runs one worker process per core on one port (server/start.ts,
 * WORKERS). Started here as the user starts it, against this file's database with two
 * workers: both answer, a worker that dies is replaced, and SIGTERM stops every process.
 */
let database: TestDatabase;
let server: Instance;

const workersOf = (pid: number) =>
  spawnSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
    .stdout.split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .filter((child) => {
      try {
        return readFileSync(`/proc/${child}/cmdline`, "utf8").includes("server/start.ts");
      } catch {
        return false;
      }
    });

/** CPU ticks a process has used (utime + stime of /proc/<pid>/stat). */
const ticksOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
};

async function until<T>(what: string, check: () => T | undefined | false, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.ownerUrl,
    WORKERS: "2",
    SERVE_CONSOLE: "0",
    SEED_DEMO: "0",
  };
  // Migrating sets tenaga_app's password; keep the test stack's default.
  delete env["APP_DB_PASSWORD"];
  delete env["APP_DATABASE_URL"];
  server = await startInstance("start", "npm start", env, 120_000);
}, 150_000);

afterAll(async () => {
  const pid = server?.child.pid;
  if (pid) for (const worker of workersOf(pid)) process.kill(worker, "SIGKILL");
  if (server) await stopInstances([server]);
  await database.drop();
});

async function meThroughGraphql(token: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: "{ me { user { email } } }" }),
  });
  return ((await response.json()) as { data?: { me: { user: { email: string } } } }).data?.me.user
    .email;
}

describe("npm start with WORKERS=2", () => {
  it("serves from two worker processes on one port, replaces one that dies, stops on SIGTERM", async () => {
    expect(server.output()).toContain("workers: 2 processes");
    const workers = workersOf(server.child.pid!);
    expect(workers).toHaveLength(2);

    const login = await fetch(`${server.url}/api/main/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(DEMO.majuAdmin),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;

    // The session one worker wrote is known to the other: every answer is the caller's.
    const before = workers.map(ticksOf);
    const answers = await Promise.all(Array.from({ length: 60 }, () => meThroughGraphql(token)));
    expect(new Set(answers)).toEqual(new Set([DEMO.majuAdmin.email]));
    // Both workers did part of the work (round robin).
    workers.forEach((pid, i) => {
      expect(ticksOf(pid), `worker ${pid} served nothing`).toBeGreaterThan(before[i]!);
    });

    // A worker killed outright is replaced, and the product keeps answering meanwhile (a
    // kept-alive connection the dead worker held is reset; a new one reaches the other).
    process.kill(workers[0]!, "SIGKILL");
    expect(await meThroughGraphql(token).catch(() => meThroughGraphql(token))).toBe(
      DEMO.majuAdmin.email,
    );
    await until("a replacement worker", () => {
      const now = workersOf(server.child.pid!);
      return now.length === 2 && !now.includes(workers[0]!) && now;
    });
    expect(server.output()).toContain("starting another");
    expect(await meThroughGraphql(token)).toBe(DEMO.majuAdmin.email);

    // SIGTERM stops the workers and then the primary, cleanly.
    const all = workersOf(server.child.pid!);
    const exited = new Promise<number | null>((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    for (const pid of all) expect(() => process.kill(pid, 0)).toThrow();
  });
});
