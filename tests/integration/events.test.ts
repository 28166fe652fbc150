import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/**
 * SPEC §4 live event stream, end to end: GET /api/main/v1/events over real HTTP, with changes
 * made by the operator CLI running as a separate process against the same database.
 */

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const EVENTS_PATH = "/api/main/v1/events";
/** How long a test waits for something that should come at once (the SPEC asks for < 2 s). */
const WAIT_MS = 5000;
const LATENCY_BUDGET_MS = 2000;

let stack: TestStack;
const ids = { maju: 0, sentosa: 0, majuAdmin: 0, majuOps: 0, sentosaAdmin: 0 };

beforeAll(async () => {
  stack = await startStack();
  const [majuAdmin, majuOps, sentosaAdmin] = await Promise.all([
    login(stack.app, DEMO.majuAdmin),
    login(stack.app, DEMO.majuOps),
    login(stack.app, DEMO.sentosaAdmin),
  ]);
  ids.maju = majuAdmin.user.client_id;
  ids.sentosa = sentosaAdmin.user.client_id;
  ids.majuAdmin = majuAdmin.user.id;
  ids.majuOps = majuOps.user.id;
  ids.sentosaAdmin = sentosaAdmin.user.id;
  expect(ids.maju).not.toBe(ids.sentosa);
});
afterAll(() => stack.close());

// ---------------------------------------------------------------------------------------------
// A small SSE client: every message is kept with its arrival time; tests take them in order.

type Message = { id: string | undefined; data: Record<string, unknown>; at: number };

class EventStream {
  readonly messages: Message[] = [];
  ended = false;
  #taken = 0;
  #listeners = new Set<() => void>();

  constructor(
    response: Response,
    private readonly controller: AbortController,
  ) {
    void this.#pump(response);
  }

  async #pump(response: Response): Promise<void> {
    try {
      const events = response
        .body!.pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream());
      for await (const message of events) {
        const at = Date.now();
        this.messages.push({ id: message.id, data: JSON.parse(message.data), at });
        this.#notify();
      }
    } catch {
      // Aborted by close(): the stream is over either way.
    } finally {
      this.ended = true;
      this.#notify();
    }
  }

  #notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }

  /** Resolves with `check()`'s first non-undefined answer, re-checked on every arrival. */
  #until<T>(what: string, timeoutMs: number, check: () => T | undefined): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const attempt = () => {
        let value: T | undefined;
        try {
          value = check();
        } catch (error) {
          finish();
          reject(error);
          return;
        }
        if (value === undefined) return;
        finish();
        resolve(value);
      };
      const finish = () => {
        clearTimeout(timer);
        this.#listeners.delete(attempt);
      };
      this.#listeners.add(attempt);
      timer = setTimeout(() => {
        finish();
        reject(
          new Error(
            `timed out after ${timeoutMs} ms waiting for ${what}; received so far: ${JSON.stringify(
              this.messages.map(({ id, data }) => ({ id, data })),
            )}`,
          ),
        );
      }, timeoutMs);
      attempt();
    });
  }

  /** The next message not taken yet. Fails if the stream ends first. */
  next(timeoutMs = WAIT_MS): Promise<Message> {
    return this.#until("the next message", timeoutMs, () => {
      const message = this.messages[this.#taken];
      if (message) {
        this.#taken++;
        return message;
      }
      if (this.ended) throw new Error("the stream ended before the next message");
      return undefined;
    });
  }

  /** Resolves when the server has finished the HTTP response. */
  waitForEnd(timeoutMs = WAIT_MS): Promise<true> {
    return this.#until("the end of the stream", timeoutMs, () => (this.ended ? true : undefined));
  }

  close(): void {
    this.controller.abort();
  }
}

const openStreams = new Set<EventStream>();
afterEach(() => {
  for (const stream of openStreams) stream.close();
  openStreams.clear();
});

async function openStream(
  token: string,
  options: { via?: "query" | "header"; lastEventId?: string } = {},
): Promise<EventStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: "text/event-stream" };
  let url = `${stack.baseUrl}${EVENTS_PATH}`;
  if (options.via === "header") Object.assign(headers, bearer(token));
  else url += `?t=${encodeURIComponent(token)}`;
  if (options.lastEventId !== undefined) headers["last-event-id"] = options.lastEventId;
  const response = await fetch(url, { headers, signal: controller.signal });
  if (response.status !== 200) {
    controller.abort();
    throw new Error(`event stream refused: ${response.status} ${await response.text()}`);
  }
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const stream = new EventStream(response, controller);
  openStreams.add(stream);
  return stream;
}

const status = (client: "active" | "inactive", account: "active" | "inactive") => ({
  type: "session_status",
  client_status: client,
  client_account_status: account,
});

/** Opens a stream and checks its opening message: the current status, without an id. */
async function openWithStatus(
  token: string,
  expected = status("active", "active"),
  options: { via?: "query" | "header"; lastEventId?: string } = {},
): Promise<EventStream> {
  const stream = await openStream(token, options);
  const opening = await stream.next();
  expect(opening.id).toBeUndefined();
  expect(opening.data).toEqual(expected);
  return stream;
}

/**
 * Inserts a marker event straight into live_events (client-wide, or for one user). NOTIFY
 * delivers in commit order, so when a marker is the next message of a stream, nothing
 * committed before it was sent to that stream.
 */
async function mark(clientId: number, userId: number | null = null): Promise<string> {
  const inserted = await stack.owner.query<{ id: string }>(
    "INSERT INTO live_events (client_id, user_id, payload) VALUES ($1, $2, $3) RETURNING id::text",
    [clientId, userId, { type: "test_marker" }],
  );
  return inserted.rows[0]!.id;
}

async function expectNextIsMarker(stream: EventStream, markerId: string): Promise<void> {
  const next = await stream.next();
  expect(next).toMatchObject({ id: markerId, data: { type: "test_marker" } });
}

/** One marker per client; each stream's next message must be its client's marker. */
async function expectMarkersNext(streams: {
  majuOps: EventStream;
  majuAdmin: EventStream;
  sentosa: EventStream;
}): Promise<void> {
  const maju = await mark(ids.maju);
  const sentosa = await mark(ids.sentosa);
  await expectNextIsMarker(streams.majuOps, maju);
  await expectNextIsMarker(streams.majuAdmin, maju);
  await expectNextIsMarker(streams.sentosa, sentosa);
}

type CliRun = { stdout: string; printedAt: number };

/** The operator CLI as its own process, pointed at this file's database. */
function cli(...args: string[]): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: stack.database.ownerUrl };
  // The CLI migrates first, which (re)sets tenaga_app's password; keep the stack's default.
  delete env["APP_DB_PASSWORD"];
  delete env["APP_DATABASE_URL"];
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(REPO, "node_modules/.bin/tsx"),
      ["services/admin/cli.ts", ...args],
      {
        cwd: REPO,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    let printedAt = 0;
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      printedAt ||= Date.now();
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill(), 15_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout, printedAt });
      else reject(new Error(`cli ${args.join(" ")} exited with ${code}: ${stderr || stdout}`));
    });
  });
}

/** When the CLI's transaction wrote its audit row (its start: an upper bound on latency). */
async function auditCreatedAt(action: string, entityId: number): Promise<number> {
  const found = await stack.owner.query<{ created_at: Date }>(
    `SELECT created_at FROM audit_log WHERE action = $1 AND entity_id = $2
     ORDER BY id DESC LIMIT 1`,
    [action, String(entityId)],
  );
  expect(found.rows[0], `audit row ${action} ${entityId}`).toBeDefined();
  return found.rows[0]!.created_at.getTime();
}

function reportLatency(what: string, event: Message, committedAt: number, run: CliRun): number {
  const latency = event.at - committedAt;
  console.log(
    `[events] ${what}: arrived ${latency} ms after the audit row's created_at ` +
      `(${event.at - run.printedAt} ms relative to the CLI printing its line)`,
  );
  return latency;
}

// ---------------------------------------------------------------------------------------------

describe("GET /events (SPEC §4)", () => {
  it("opens with the caller's session_status, without an id, by ?t= or by Bearer header", async () => {
    const { token } = await login(stack.app, DEMO.majuAdmin);
    const byQuery = await openWithStatus(token, status("active", "active"), { via: "query" });
    const byHeader = await openWithStatus(token, status("active", "active"), { via: "header" });
    // Both are live: a client-wide event reaches each of them.
    const markerId = await mark(ids.maju);
    await expectNextIsMarker(byQuery, markerId);
    await expectNextIsMarker(byHeader, markerId);
  });

  it("answers a missing, unknown or revoked token with 401 JSON, not a stream", async () => {
    const { token } = await login(stack.app, DEMO.majuAdmin);
    const out = await fetch(`${stack.baseUrl}/api/main/v1/auth/logout`, {
      method: "POST",
      headers: bearer(token),
    });
    expect(out.status).toBe(200);

    const attempts: [string, Record<string, string>][] = [
      [EVENTS_PATH, {}],
      [`${EVENTS_PATH}?t=`, {}],
      [`${EVENTS_PATH}?t=not-a-token`, {}],
      [EVENTS_PATH, bearer("not-a-token")],
      [`${EVENTS_PATH}?t=${token}`, {}],
      [EVENTS_PATH, bearer(token)],
    ];
    for (const [url, headers] of attempts) {
      const response = await fetch(`${stack.baseUrl}${url}`, {
        headers: { accept: "text/event-stream", ...headers },
      });
      const label = `${url} ${JSON.stringify(headers)}`;
      expect(response.status, label).toBe(401);
      expect(response.headers.get("content-type"), label).toMatch(/^application\/json/);
      expect((await response.json()).message, label).toBeTypeOf("string");
    }
  });

  it("pushes a client inactivation by the CLI (separate process) within 2 s, then the re-activation", async () => {
    const { token } = await login(stack.app, DEMO.sentosaAdmin);
    const { token: bystanderToken } = await login(stack.app, DEMO.majuAdmin);
    const stream = await openWithStatus(token);
    const bystander = await openWithStatus(bystanderToken);
    try {
      const run = await cli("client:inactivate", String(ids.sentosa));
      expect(run.stdout).toContain(`client ${ids.sentosa} is now inactive`);
      const event = await stream.next();
      expect(event.data).toEqual(status("inactive", "active"));
      expect(event.id).toMatch(/^\d+$/);
      const latency = reportLatency(
        "client:inactivate",
        event,
        await auditCreatedAt("client.inactivate", ids.sentosa),
        run,
      );
      expect(latency).toBeLessThan(LATENCY_BUDGET_MS);

      // The session stays allowed on the stream and a new stream starts from the new status.
      const late = await openWithStatus(token, status("inactive", "active"));
      // The other client heard nothing.
      await expectNextIsMarker(bystander, await mark(ids.maju));

      const back = await cli("client:activate", String(ids.sentosa));
      expect(back.stdout).toContain(`client ${ids.sentosa} is now active`);
      const reactivated = [await stream.next(), await late.next()];
      for (const message of reactivated) {
        expect(message.data).toEqual(status("active", "active"));
        expect(Number(message.id)).toBeGreaterThan(Number(event.id));
      }
      const reactivation = reportLatency(
        "client:activate",
        reactivated[0]!,
        await auditCreatedAt("client.activate", ids.sentosa),
        back,
      );
      expect(reactivation).toBeLessThan(LATENCY_BUDGET_MS);
    } finally {
      await stack.owner.query("UPDATE clients SET status = 'active' WHERE id = $1", [ids.sentosa]);
    }
  });

  it("pushes a user inactivation to that user's streams only", async () => {
    const [ops, admin, sentosa] = await Promise.all([
      login(stack.app, DEMO.majuOps),
      login(stack.app, DEMO.majuAdmin),
      login(stack.app, DEMO.sentosaAdmin),
    ]);
    const opsStream = await openWithStatus(ops.token);
    const adminStream = await openWithStatus(admin.token);
    const sentosaStream = await openWithStatus(sentosa.token);
    try {
      const run = await cli("user:inactivate", DEMO.majuOps.email);
      expect(run.stdout).toContain(`user ${DEMO.majuOps.email} is now inactive`);
      const event = await opsStream.next();
      expect(event.data).toEqual(status("active", "inactive"));
      expect(event.id).toMatch(/^\d+$/);
      const latency = reportLatency(
        "user:inactivate",
        event,
        await auditCreatedAt("user.inactivate", ids.majuOps),
        run,
      );
      expect(latency).toBeLessThan(LATENCY_BUDGET_MS);

      // Neither the colleague in the same client nor the other client got it.
      const majuMarker = await mark(ids.maju);
      const sentosaMarker = await mark(ids.sentosa);
      await expectNextIsMarker(adminStream, majuMarker);
      await expectNextIsMarker(opsStream, majuMarker);
      await expectNextIsMarker(sentosaStream, sentosaMarker);

      await cli("user:activate", DEMO.majuOps.email);
      expect((await opsStream.next()).data).toEqual(status("active", "active"));
      await expectNextIsMarker(adminStream, await mark(ids.maju));
    } finally {
      await stack.owner.query("UPDATE users SET status = 'active' WHERE id = $1", [ids.majuOps]);
    }
  });

  it("pushes system_config for maintenance to every client, and a client flag to that client only", async () => {
    const [ops, admin, sentosa] = await Promise.all([
      login(stack.app, DEMO.majuOps),
      login(stack.app, DEMO.majuAdmin),
      login(stack.app, DEMO.sentosaAdmin),
    ]);
    const streams = {
      majuOps: await openWithStatus(ops.token),
      majuAdmin: await openWithStatus(admin.token),
      sentosa: await openWithStatus(sentosa.token),
    };
    try {
      await cli("maintenance:on");
      for (const [who, stream] of Object.entries(streams)) {
        const event = await stream.next();
        expect(event.data, who).toEqual({ type: "system_config" });
        expect(event.id, who).toMatch(/^\d+$/);
      }
      // Exactly one each: the next message is a marker committed after the change.
      await expectMarkersNext(streams);
    } finally {
      await cli("maintenance:off");
    }
    for (const stream of Object.values(streams)) {
      expect((await stream.next()).data).toEqual({ type: "system_config" });
    }

    try {
      const run = await cli("flag:set", "edit_account", "true", "--client", String(ids.maju));
      expect(run.stdout).toContain(`for client ${ids.maju}`);
      for (const stream of [streams.majuOps, streams.majuAdmin]) {
        const event = await stream.next();
        expect(event.data).toEqual({ type: "system_config" });
        expect(event.id).toMatch(/^\d+$/);
      }
      await expectMarkersNext(streams);
    } finally {
      await stack.owner.query(
        "DELETE FROM client_feature_flags WHERE client_id = $1 AND name = 'edit_account'",
        [ids.maju],
      );
    }
  });

  it("replays exactly what a Last-Event-ID missed, in order, after the opening status", async () => {
    const { token } = await login(stack.app, DEMO.majuOps);
    const first = await openWithStatus(token);
    const seenId = await mark(ids.maju, ids.majuOps);
    await expectNextIsMarker(first, seenId);
    first.close();
    await first.waitForEnd();

    let missed: string[];
    try {
      await cli("user:inactivate", DEMO.majuOps.email);
      await mark(ids.maju, ids.majuAdmin); // another user's event: not to be replayed
      await stack.owner.query("UPDATE users SET status = 'active' WHERE id = $1", [ids.majuOps]);
      const rows = await stack.owner.query<{ id: string }>(
        "SELECT id::text FROM live_events WHERE id > $1 AND user_id = $2 ORDER BY live_events.id",
        [seenId, ids.majuOps],
      );
      missed = rows.rows.map((row) => row.id);
      expect(missed).toHaveLength(2);
    } finally {
      await stack.owner.query("UPDATE users SET status = 'active' WHERE id = $1", [ids.majuOps]);
    }

    const resumed = await openWithStatus(token, status("active", "active"), {
      lastEventId: seenId,
    });
    const replayed = [await resumed.next(), await resumed.next()];
    expect(replayed.map((m) => m.id)).toEqual(missed);
    expect(replayed.map((m) => m.data)).toEqual([
      status("active", "inactive"),
      status("active", "active"),
    ]);
    // Nothing else was replayed: the next message is a fresh live one.
    const liveId = await mark(ids.maju, ids.majuOps);
    await expectNextIsMarker(resumed, liveId);
    resumed.close();

    // Resuming from the newest id replays nothing.
    const upToDate = await openWithStatus(token, status("active", "active"), {
      lastEventId: liveId,
      via: "header",
    });
    await expectNextIsMarker(upToDate, await mark(ids.maju, ids.majuOps));
  });

  it("ends the stream of a session that logs out with id END; the user's other session stays open", async () => {
    const one = await login(stack.app, DEMO.sentosaAdmin);
    const two = await login(stack.app, DEMO.sentosaAdmin);
    const leaving = await openWithStatus(one.token);
    const staying = await openWithStatus(two.token, status("active", "active"), { via: "header" });

    const out = await fetch(`${stack.baseUrl}/api/main/v1/auth/logout`, {
      method: "POST",
      headers: bearer(one.token),
    });
    expect(out.status).toBe(200);

    const last = await leaving.next();
    expect(last).toMatchObject({ id: "END", data: { type: "session_ended" } });
    await leaving.waitForEnd();
    expect(leaving.messages.at(-1)?.id).toBe("END");

    // The other session saw nothing of it and is still live.
    await expectNextIsMarker(staying, await mark(ids.sentosa, ids.sentosaAdmin));
    expect(staying.ended).toBe(false);

    // And the revoked session cannot reconnect.
    const again = await fetch(`${stack.baseUrl}${EVENTS_PATH}?t=${one.token}`);
    expect(again.status).toBe(401);
  });
});
