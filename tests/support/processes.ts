/**
 * Issue 19 scale-out proof: the product's standalone entry points as child processes, and a
 * small round-robin HTTP proxy in front of them (the load balancer an operator would run).
 */
import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type Kind = "main" | "hcm" | "file" | "gateway" | "start";

const ENTRY: Record<Kind, { file: string; portVar: string; ready: string }> = {
  main: { file: "services/main/main.ts", portVar: "MAIN_PORT", ready: "/healthz" },
  hcm: { file: "services/hcm/main.ts", portVar: "HCM_PORT", ready: "/healthz" },
  file: { file: "services/file/main.ts", portVar: "FILE_PORT", ready: "/healthz" },
  // graphql-yoga answers /health itself.
  gateway: { file: "gateway/main.ts", portVar: "GATEWAY_PORT", ready: "/health" },
  // `npm start` itself: the cluster primary and its workers (tests/integration/start-workers).
  start: { file: "server/start.ts", portVar: "PORT", ready: "/healthz" },
};

/** One running instance: its own address (to talk to it directly) and its output so far. */
export type Instance = {
  kind: Kind;
  name: string;
  url: string;
  child: ChildProcess;
  output(): string;
};

/**
 * Starts one instance on a free port (`node --import tsx`, its own process group so a stop
 * takes everything it started) and resolves once it listens and answers its health check.
 */
export async function startInstance(
  kind: Kind,
  name: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = 45_000,
): Promise<Instance> {
  const entry = ENTRY[kind];
  const child = spawn(process.execPath, ["--import", "tsx", entry.file], {
    cwd: REPO,
    env: { ...env, [entry.portVar]: "0", HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  running.add(child);
  child.on("exit", () => running.delete(child));
  let output = "";
  const keep = (chunk: string) => {
    // The tail is what explains a failure; a chatty instance must not grow without bound.
    output = (output + chunk).slice(-20_000);
  };
  child.stdout!.setEncoding("utf8").on("data", keep);
  child.stderr!.setEncoding("utf8").on("data", keep);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code ?? signal}) before listening:\n${output}`));
    });
    child.stdout!.on("data", () => {
      const found = /(?:listening on|ready at) http:\/\/(?:localhost|127\.0\.0\.1):(\d+)/.exec(
        output,
      );
      if (found) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${found[1]}`);
      }
    });
  });
  const health = await fetch(`${url}${entry.ready}`);
  if (health.status !== 200) throw new Error(`${name} ${entry.ready}: ${health.status}`);
  return { kind, name, url, child, output: () => output };
}

const running = new Set<ChildProcess>();
// A test worker that dies must not leave servers behind holding the test database.
process.on("exit", () => {
  for (const child of running) signalGroup(child, "SIGKILL");
});

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM (an orderly stop), then SIGKILL for whatever has not exited after `graceMs`. */
export async function stopInstances(instances: readonly Instance[], graceMs = 3000) {
  await Promise.all(
    instances.map(async ({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      signalGroup(child, "SIGTERM");
      const timer = setTimeout(() => signalGroup(child, "SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    }),
  );
}

/** Which pool serves a path (undefined: 404 from the proxy). */
type Route = (path: string) => Kind | undefined;

export const routeByPrefix: Route = (url) => {
  if (url.startsWith("/api/main/")) return "main";
  if (url.startsWith("/api/hcm/") || url.startsWith("/provider-sim/")) return "hcm";
  if (url.startsWith("/api/file/")) return "file";
  if (url === "/graphql" || url.startsWith("/graphql?")) return "gateway";
  return undefined;
};

/** Headers of one connection, not of the message (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade"]);

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !HOP_BY_HOP.has(name) || name === "transfer-encoding",
    ),
  );
}

/** The header naming the instance that served a proxied request. */
export const SERVED_BY = "x-served-by";

/**
 * A round-robin reverse proxy: each request goes to the next instance of its pool, streamed
 * both ways (request bodies, Server-Sent Events unbuffered), status and headers (every
 * Set-Cookie) passed as they are. Counts what each instance served, so a test can prove that
 * traffic really spread.
 */
export class RoundRobinProxy {
  readonly served = new Map<string, number>();
  readonly #pools = new Map<Kind, Instance[]>();
  readonly #next = new Map<Kind, number>();
  readonly #agent = new http.Agent({ keepAlive: true });
  readonly #server = http.createServer((req, res) => this.#forward(req, res));
  url = "";

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, "127.0.0.1", resolve));
    const { port } = this.#server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this.url;
  }

  add(instance: Instance): void {
    this.#pools.set(instance.kind, [...(this.#pools.get(instance.kind) ?? []), instance]);
  }

  /** How many requests each instance of `kind` served, in the order they were added. */
  counts(kind: Kind): number[] {
    return (this.#pools.get(kind) ?? []).map((instance) => this.served.get(instance.name) ?? 0);
  }

  #pick(kind: Kind): Instance | undefined {
    const pool = this.#pools.get(kind) ?? [];
    if (pool.length === 0) return undefined;
    const turn = this.#next.get(kind) ?? 0;
    this.#next.set(kind, turn + 1);
    return pool[turn % pool.length];
  }

  #forward(req: http.IncomingMessage, res: http.ServerResponse): void {
    const kind = routeByPrefix(req.url ?? "/");
    const target = kind ? this.#pick(kind) : undefined;
    if (!target) {
      res.writeHead(kind ? 503 : 404, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: `no instance for ${req.url}` }));
      return;
    }
    this.served.set(target.name, (this.served.get(target.name) ?? 0) + 1);
    const upstream = http.request(
      `${target.url}${req.url}`,
      {
        method: req.method,
        headers: {
          ...withoutHopByHop(req.headers),
          // Appended, as a load balancer does: the hops before it stay for a trusting reader.
          "x-forwarded-for": [req.headers["x-forwarded-for"], req.socket.remoteAddress]
            .filter(Boolean)
            .join(", "),
        },
        agent: this.#agent,
      },
      (answer) => {
        // rawHeaders keep repeated headers (several Set-Cookie) exactly as sent; Node frames the
        // body for its own connection (chunked when no length), so hop-by-hop headers stay.
        const headers: string[] = [];
        for (let i = 0; i < answer.rawHeaders.length; i += 2)
          if (!HOP_BY_HOP.has(answer.rawHeaders[i]!.toLowerCase()))
            headers.push(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!);
        res.writeHead(answer.statusCode ?? 502, [...headers, SERVED_BY, target.name]);
        res.flushHeaders();
        answer.pipe(res);
        answer.on("error", () => res.destroy());
      },
    );
    upstream.on("error", (error) => {
      if (!res.headersSent) {
        res.writeHead(502, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: `${target.name}: ${error.message}` }));
      } else res.destroy();
    });
    // The caller going away (a closed event stream) closes the upstream request too.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
    this.#agent.destroy();
  }
}
