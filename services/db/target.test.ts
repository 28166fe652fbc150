import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runningPostmaster } from "./target.ts";

/** A data directory whose lock file names a live process (this one) on `lockPort`. */
function lockedDataDir(root: string, pid: number, lockPort: number): string {
  const dataDir = path.join(root, "pg");
  mkdirSync(dataDir, { recursive: true });
  // postmaster.pid as PostgreSQL writes it: pid, data directory, start time, port, socket dir…
  writeFileSync(
    path.join(dataDir, "postmaster.pid"),
    `${pid}\n${dataDir}\n1764000000\n${lockPort}\n/tmp\n127.0.0.1\n  5432001         0\nready\n`,
  );
  return dataDir;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

describe("a command started without the running server's EMBEDDED_PG_PORT", () => {
  let root: string;
  let unusedPort: number;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "tenaga-locked-"));
    lockedDataDir(root, process.pid, 54400);
    unusedPort = await freePort();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  // The operator CLI, the database CLI, seed:scale, the benches and `npm start` open the
  // database the same way (services/db/target.ts), so each says what is wrong and exits 1.
  it.each([
    ["npm run admin", "services/admin/cli.ts", ["client:list"]],
    ["npm run db:migrate", "services/db/cli.ts", ["migrate"]],
    ["npm run seed:scale", "services/db/scale.ts", ["--agents", "1"]],
  ])(
    "%s names the lock and the port to pass",
    (_name, entry, args) => {
      const run = spawnSync(process.execPath, ["--import", "tsx", entry, ...args], {
        encoding: "utf8",
        timeout: 60_000,
        env: {
          ...process.env,
          DATABASE_URL: "",
          DATA_DIR: root,
          EMBEDDED_PG_PORT: String(unusedPort),
        },
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        `is locked by a running server (PostgreSQL pid ${process.pid}, port 54400)`,
      );
      expect(run.stderr).toContain("run this command again with EMBEDDED_PG_PORT=54400");
      expect(run.stderr).not.toContain("triggerUncaughtException");
    },
    60_000,
  );
});

describe("runningPostmaster", () => {
  it("reads the pid and port of a live server from its lock file", () => {
    const root = mkdtempSync(path.join(tmpdir(), "tenaga-lock-"));
    try {
      expect(runningPostmaster(lockedDataDir(root, process.pid, 54401))).toEqual({
        pid: process.pid,
        port: 54401,
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("ignores a missing lock file and one left by a crashed server", () => {
    const root = mkdtempSync(path.join(tmpdir(), "tenaga-lock-"));
    try {
      expect(runningPostmaster(path.join(root, "none"))).toBeNull();
      // A pid above Linux's pid_max (2^22) belongs to no process.
      expect(runningPostmaster(lockedDataDir(root, 4_194_305, 54402))).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
