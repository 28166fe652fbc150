import path from "node:path";
import type { DatabaseTarget } from "../services/db/target.ts";

/** Hosts that mean "every interface": a browser cannot open them, localhost reaches them. */
const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]"]);

/** The address to open in a browser for the HOST and PORT the server listens on. */
export function consoleUrl(host: string, port: number): string {
  if (WILDCARD_HOSTS.has(host)) return `http://localhost:${port}`;
  const shown = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/** Where the data lives, as the operator configured it — never the database password. */
export function databaseLine(target: Pick<DatabaseTarget, "embedded" | "dataDir" | "ownerUrl">) {
  const url = new URL(target.ownerUrl);
  const where = `${url.hostname}:${url.port || "5432"}${url.pathname}`;
  if (!target.embedded) return `database: DATABASE_URL (${where})`;
  const dataDir = target.dataDir ?? "";
  const relative = path.relative(process.cwd(), dataDir);
  const shown = relative && !relative.startsWith("..") ? relative : dataDir;
  return `database: embedded PostgreSQL in ${shown} (${where})`;
}

/** The lines `npm start` prints once it listens. */
export function readyBanner(options: {
  host: string;
  port: number;
  seconds: number;
  target: Pick<DatabaseTarget, "embedded" | "dataDir" | "ownerUrl">;
  /** Issue 19: how many worker processes serve (WORKERS); one says nothing. */
  workers?: number;
}): string[] {
  const all = WILDCARD_HOSTS.has(options.host)
    ? ` (listening on every interface, HOST=${options.host})`
    : "";
  return [
    `Tenaga is ready at ${consoleUrl(options.host, options.port)}${all} (${options.seconds.toFixed(1)} s)`,
    databaseLine(options.target),
    ...((options.workers ?? 1) > 1
      ? [`workers: ${options.workers} processes on one port (WORKERS=1 runs one)`]
      : []),
  ];
}
