import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { EventSourceParserStream } from "eventsource-parser/stream";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testNik } from "../support/nik.ts";
import {
  type Instance,
  type Kind,
  RoundRobinProxy,
  SERVED_BY,
  startInstance,
  stopInstances,
} from "../support/processes.ts";
import {
  bearer,
  createTestDatabase,
  DEMO,
  type TestDatabase,
  type TestStack,
} from "../support/stack.ts";
import { bankWorkers } from "./disbursement-helpers.ts";

/**
 * Issue 19, the scale-out proof: two gateways and two of each service, each its own process
 * (the standalone entry points), over one PostgreSQL, behind a round-robin proxy. Nothing one
 * instance keeps in memory may be needed by another: sessions, live events and their replay,
 * imports and their jobs, uploaded files all have to work whichever instance gets the request.
 */

const MAIN = "/api/main/v1";
const WAIT_MS = 10_000;

let database: TestDatabase;
let owner: pg.Client;
let storageDir: string;
const proxy = new RoundRobinProxy();
const instances: Instance[] = [];
const byName = (name: string) => instances.find((instance) => instance.name === name)!;
const other = (name: string) =>
  instances.find((i) => i.kind === byName(name).kind && i.name !== name)!;

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = await mkdtemp(path.join(tmpdir(), "tenaga-scale-"));
  await proxy.listen();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.ownerUrl,
    // The template is seeded already; migrations and reference data are no-ops on it.
    SEED_DEMO: "0",
    // One disk for every file instance, as a shared volume (or S3) would be in production.
    FILE_STORAGE_DIR: storageDir,
    // The gateways' calls (and the hcm payouts' callbacks) go through the proxy too.
    MAIN_API_URL: `${proxy.url}${MAIN}`,
    HCM_API_URL: `${proxy.url}/api/hcm/v1`,
    FILE_API_URL: `${proxy.url}/api/file/v1`,
    LOG_LEVEL: "warn",
  };
  // Migrations (re)set tenaga_app's password: keep the default every test database uses.
  delete env["APP_DB_PASSWORD"];
  delete env["APP_DATABASE_URL"];
  const plan: [Kind, string, NodeJS.ProcessEnv?][] = [
    ["main", "main-a"],
    ["main", "main-b"],
    ["hcm", "hcm-a"],
    ["hcm", "hcm-b"],
    // The job workers run in the main and hcm instances; two more pg-boss pollers add nothing.
    ["file", "file-a", { JOBS_WORKERS: "0" }],
    ["file", "file-b", { JOBS_WORKERS: "0" }],
    ["gateway", "gateway-a"],
    ["gateway", "gateway-b"],
  ];
  const t0 = Date.now();
  const started = await Promise.allSettled(
    plan.map(([kind, name, extra]) => startInstance(kind, name, { ...env, ...extra })),
  );
  for (const outcome of started) if (outcome.status === "fulfilled") instances.push(outcome.value);
  const failed = started.find((outcome) => outcome.status === "rejected");
  if (failed) throw failed.reason;
  for (const instance of instances) proxy.add(instance);
  console.log(`[scale-out] 8 instances up in ${Date.now() - t0} ms`);
  owner = new pg.Client({ connectionString: database.ownerUrl });
  await owner.connect();
}, 90_000);

afterAll(async () => {
  // An instance that died during the tests says why here.
  for (const instance of instances)
    if (instance.child.exitCode !== null)
      console.error(`[scale-out] ${instance.name} exited early:\n${instance.output()}`);
  await proxy.close();
  await stopInstances(instances);
  await owner?.end();
  await rm(storageDir, { recursive: true, force: true });
  await database?.drop();
});

// ---------------------------------------------------------------------------------------------
// HTTP helpers: `base` is the proxy or one instance's own address.

type Answer = { status: number; body: Record<string, unknown>; servedBy: string | null };

async function rest(
  base: string,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; body?: Buffer; type?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = options.token ? bearer(options.token) : {};
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.body) {
    headers["content-type"] = options.type ?? "application/octet-stream";
    body = new Uint8Array(options.body);
  }
  const response = await fetch(`${base}${url}`, { method, headers, body });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    servedBy: response.headers.get(SERVED_BY),
  };
}

async function login(account: { email: string; password: string }) {
  const answer = await rest(proxy.url, "POST", `${MAIN}/auth/login`, { json: account });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body["data"] as { token: string; user: { id: number; client_id: number } };
}

async function graphql(query: string, headers: Record<string, string> = {}, variables = {}) {
  const response = await fetch(`${proxy.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions: { code: string; status?: number } }[];
  };
  return { response, body, servedBy: response.headers.get(SERVED_BY) };
}

// ---------------------------------------------------------------------------------------------
// A small SSE client (as in events.test.ts): messages in arrival order, taken one by one.

type Message = { id: string | undefined; data: Record<string, unknown> };

class EventStream {
  readonly messages: Message[] = [];
  ended = false;
  #taken = 0;
  #wake = () => {};

  constructor(
    readonly servedBy: string | null,
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
        this.messages.push({ id: message.id, data: JSON.parse(message.data) });
        this.#wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      this.ended = true;
      this.#wake();
    }
  }

  /** The next message not taken yet; fails when the stream ends first or nothing comes. */
  async next(): Promise<Message> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const message = this.messages[this.#taken];
      if (message) {
        this.#taken++;
        return message;
      }
      if (this.ended) throw new Error("the stream ended before the next message");
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no message within ${WAIT_MS} ms: ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  async waitForEnd(): Promise<void> {
    while (!this.ended) await this.next().catch(() => {});
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

/** Opens /events at `base` and takes its opening session_status (no id). */
async function openStream(base: string, token: string, lastEventId?: string) {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: "text/event-stream" };
  if (lastEventId !== undefined) headers["last-event-id"] = lastEventId;
  const response = await fetch(`${base}${MAIN}/events?t=${encodeURIComponent(token)}`, {
    headers,
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const stream = new EventStream(response.headers.get(SERVED_BY), response, controller);
  openStreams.add(stream);
  const opening = await stream.next();
  expect(opening).toEqual({ id: undefined, data: sessionStatus("active", "active") });
  return stream;
}

const sessionStatus = (client: "active" | "inactive", account: "active" | "inactive") => ({
  type: "session_status",
  client_status: client,
  client_account_status: account,
});

// ---------------------------------------------------------------------------------------------

describe("scale-out: two of everything over one PostgreSQL (issue 19)", () => {
  it("a session made through one gateway is known to the other; a logout through one ends it for both", async () => {
    const signIn = await graphql(
      "mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token session } }",
      {},
      DEMO.majuAdmin,
    );
    const { session } = (signIn.body.data as { login: { token: string; session: string } }).login;
    // The gateway relayed main's Set-Cookie, and the proxy passed it on.
    const cookie = signIn.response.headers.getSetCookie()[0]!.split(";")[0]!;
    expect(cookie).toMatch(/^authToken=/);

    const me = await graphql("{ me { session user { email } } }", { cookie });
    expect(me.servedBy).not.toBe(signIn.servedBy);
    expect(me.body).toEqual({
      data: { me: { session, user: { email: DEMO.majuAdmin.email } } },
    });

    const logout = await graphql("mutation { logout }", { cookie, "x-tenaga-session": session });
    expect(logout.body).toEqual({ data: { logout: true } });
    for (let i = 0; i < 2; i++) {
      // Both gateways in turn (and main instances behind them) refuse the ended session.
      const after = await graphql("{ me { session } }", { cookie });
      expect(after.body.errors?.[0]?.extensions).toMatchObject({
        code: "UNAUTHENTICATED",
        status: 401,
      });
    }
  });

  it("a login through a gateway is throttled by the browser's address, not the balancer's", async () => {
    // The proxy appends its caller to X-Forwarded-For; the gateway believes that from the proxy
    // (TRUST_PROXY's default, this machine) and the services believe the gateway in turn.
    const email = "nobody-scale-out@maju.test";
    const refused = await graphql(
      "mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }",
      { "x-forwarded-for": "203.0.113.9" },
      { email, password: "not-the-password" },
    );
    expect(refused.body.errors?.[0]?.extensions.status).toBe(401);
    const attempts = await owner.query<{ ip: string }>(
      "SELECT ip FROM login_attempts WHERE email = $1",
      [email],
    );
    expect(attempts.rows).toEqual([{ ip: "203.0.113.9" }]);
  });

  it("an inactivation made through one main instance reaches a stream held by the other", async () => {
    const admin = await login(DEMO.majuAdmin);
    const ops = await login(DEMO.majuOps);
    const stream = await openStream(proxy.url, ops.token);
    expect(stream.servedBy).toMatch(/^main-/);
    // The change goes straight to the instance that does not hold the stream.
    const elsewhere = other(stream.servedBy!);
    try {
      const changed = await rest(
        elsewhere.url,
        "POST",
        `${MAIN}/client/users/${ops.user.id}/status`,
        { token: admin.token, json: { status: "inactive" } },
      );
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const event = await stream.next();
      expect(event.data).toEqual(sessionStatus("active", "inactive"));
      expect(event.id).toMatch(/^\d+$/);
    } finally {
      await owner.query("UPDATE users SET status = 'active' WHERE id = $1", [ops.user.id]);
    }
  });

  it("a logout through one main instance ends, with id END, a stream held by the other", async () => {
    const sentosa = await login(DEMO.sentosaAdmin);
    const stream = await openStream(proxy.url, sentosa.token);
    const out = await rest(other(stream.servedBy!).url, "POST", `${MAIN}/auth/logout`, {
      token: sentosa.token,
    });
    expect(out.status).toBe(200);
    expect(await stream.next()).toEqual({ id: "END", data: { type: "session_ended" } });
    await stream.waitForEnd();
  });

  it("a Last-Event-ID reconnect to one main instance replays what was made through the other", async () => {
    const [mainA, mainB] = [byName("main-a"), byName("main-b")];
    const admin = await login(DEMO.majuAdmin);
    const ops = await login(DEMO.majuOps);
    const first = await openStream(mainA.url, ops.token);
    first.close();
    await first.waitForEnd();
    const seen = await owner.query<{ id: string }>(
      "SELECT coalesce(max(id), 0)::text AS id FROM live_events",
    );
    const lastEventId = seen.rows[0]!.id;

    // While no stream is open: the ops role loses a menu and gets it back, through main-b.
    const roleId = (
      await owner.query<{ role_id: number }>("SELECT role_id FROM users WHERE id = $1", [
        ops.user.id,
      ])
    ).rows[0]!.role_id;
    const role = await rest(mainB.url, "GET", `${MAIN}/client/roles/${roleId}`, {
      token: admin.token,
    });
    expect(role.status).toBe(200);
    const { name, menus } = role.body["data"] as { name: string; menus: string[] };
    expect(menus.length).toBeGreaterThan(1);
    for (const set of [menus.slice(1), menus]) {
      const put = await rest(mainB.url, "PUT", `${MAIN}/client/roles/${roleId}`, {
        token: admin.token,
        json: { name, menus: set },
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
    }
    const missed = (
      await owner.query<{ id: string }>(
        "SELECT id::text FROM live_events WHERE id > $1 AND user_id = $2 ORDER BY live_events.id",
        [lastEventId, ops.user.id],
      )
    ).rows.map((row) => row.id);
    expect(missed).toHaveLength(2);

    const resumed = await openStream(mainA.url, ops.token, lastEventId);
    const replayed = [await resumed.next(), await resumed.next()];
    expect(replayed).toEqual(missed.map((id) => ({ id, data: { type: "modules" } })));
  });

  it("an import uploaded through one main instance runs as a job and reads done through the other", async () => {
    const admin = await login(DEMO.majuAdmin);
    const maju = admin.user.client_id;
    await owner.query(
      "INSERT INTO branches (client_id, code, name, status) VALUES ($1, 'SCALE-01', 'Scale Branch', 'active')",
      [maju],
    );
    const rows = Array.from({ length: 5 }, (_, i) => i);
    const csv = [
      "fullName,nik,phoneNumber,email,joinDate,contractType,branchCode",
      ...rows.map(
        (i) =>
          `Pegawai Skala ${i},${testNik(7_300_000 + i)},0812730000${i},skala${i}@example.com,15-01-2024,pkwt,SCALE-01`,
      ),
    ].join("\r\n");
    const upload = await rest(
      proxy.url,
      "POST",
      `${MAIN}/agents/imports?kind=default&fileName=scale.csv`,
      { token: admin.token, body: Buffer.from(`${csv}\r\n`), type: "text/csv" },
    );
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const queued = upload.body["data"] as { id: string; status: string; totalRows: number };
    expect(queued).toMatchObject({ status: "queued", totalRows: 5 });

    // Its progress, followed on the other instance: the job runs wherever pg-boss hands it, and
    // the stream ends after the final state.
    const reader = other(upload.servedBy!);
    const progress = await fetch(`${reader.url}${MAIN}/agents/imports/${queued.id}/events`, {
      headers: { ...bearer(admin.token), accept: "text/event-stream" },
    });
    expect(progress.status).toBe(200);
    const frames = (await progress.text())
      .split("\n\n")
      .filter((frame) => frame.includes("data: "))
      .map((frame) => ({
        id: /^id: (.*)$/m.exec(frame)?.[1] ?? null,
        data: JSON.parse(/^data: (.*)$/m.exec(frame)![1]!) as Record<string, unknown>,
      }));
    expect(frames.at(-1)).toMatchObject({
      id: "END",
      data: { id: queued.id, status: "completed", percent: 100, processedRows: 5 },
    });
    const done = await rest(reader.url, "GET", `${MAIN}/agents/imports/${queued.id}`, {
      token: admin.token,
    });
    expect(done.body["data"]).toMatchObject({
      status: "completed",
      totalRows: 5,
      processedRows: 5,
      percent: 100,
      result: { created: 5 },
    });
    // The workers are what the GraphQL gateways (either of them) read back.
    for (let i = 0; i < 2; i++) {
      const agents = await graphql(
        "query Found($filter: AgentFilter) { agents(filter: $filter) { totalItems } }",
        bearer(admin.token),
        { filter: { q: "Pegawai Skala" } },
      );
      expect(agents.body).toEqual({ data: { agents: { totalItems: 5 } } });
    }
  });

  it("a disbursement approved through one hcm instance is paid by the jobs and the simulator behind the proxy", async () => {
    // Issue 18's flow over processes: name inquiry, submission and settlement are jobs; the
    // provider simulator and its webhooks are reached at HCM_API_URL's origin, the proxy.
    const admin = await login(DEMO.majuAdmin);
    const finance = await login({ email: "finance@maju.test", password: "Tenaga-demo-1" });
    const hcm = "/api/hcm/v1";
    const configured = await rest(
      proxy.url,
      "PUT",
      `${hcm}/disbursements/provider-simulator/config`,
      {
        token: admin.token,
        json: {
          latencyMs: 0,
          failureRate: 0,
          duplicateRate: 0,
          reorder: false,
          webhooks: true,
          callbackUrl: null,
        },
      },
    );
    expect(configured.status, JSON.stringify(configured.body)).toBe(200);
    const workers = await bankWorkers({ owner } as TestStack, admin.user.client_id, 3);
    expect(workers).toHaveLength(3);
    const created = await fetch(`${proxy.url}${hcm}/disbursements`, {
      method: "POST",
      headers: {
        ...bearer(admin.token),
        "content-type": "application/json",
        "idempotency-key": "scale-out-create",
      },
      body: JSON.stringify({
        name: "Scale-out bonus",
        source: "manual",
        lines: workers.map((worker, n) => ({ agentId: worker.id, amount: 100_000 + n * 1000 })),
      }),
    });
    const createdBody = (await created.json()) as { data: { id: number } };
    expect(created.status, JSON.stringify(createdBody)).toBe(201);
    const id = createdBody.data.id;
    const creator = created.headers.get(SERVED_BY)!;

    type Batch = { status: string; inquiryStatus: string; lines: { status: string }[] };
    const until = async (done: (batch: Batch) => boolean) => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const read = await rest(proxy.url, "GET", `${hcm}/disbursements/${id}`, {
          token: admin.token,
        });
        const batch = read.body["data"] as Batch;
        if (done(batch)) return batch;
        if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(batch)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const validated = await until((batch) => batch.inquiryStatus === "done");
    expect(validated.lines.map((line) => line.status)).toEqual(Array(3).fill("pending_approval"));

    const approved = await fetch(`${other(creator).url}${hcm}/disbursements/${id}/approve`, {
      method: "POST",
      headers: {
        ...bearer(finance.token),
        "content-type": "application/json",
        "idempotency-key": `scale-out-approve-${id}`,
      },
      body: "{}",
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    const paid = await until((batch) =>
      batch.lines.every(
        (line) => !["pending_approval", "approved", "submitted"].includes(line.status),
      ),
    );
    expect(paid.lines.map((line) => line.status)).toEqual(Array(3).fill("succeeded"));
  });

  it("a file uploaded through one file instance downloads through the other; hcm answers on both", async () => {
    const admin = await login(DEMO.majuAdmin);
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    const uploaded = await rest(proxy.url, "POST", "/api/file/v1/uploads", {
      token: admin.token,
      body: png,
      type: "image/png",
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const { id } = uploaded.body["data"] as { id: string };
    // Round robin: the next file request goes to the other instance, which reads the shared disk.
    const download = await fetch(`${proxy.url}/api/file/v1/files/${id}`, {
      headers: bearer(admin.token),
    });
    expect(download.status).toBe(200);
    expect(download.headers.get(SERVED_BY)).toBe(other(uploaded.servedBy!).name);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(png);

    // The session is known to both hcm instances (asked directly: the jobs' calls to the
    // simulator may take the proxy's turns meanwhile).
    for (const name of ["hcm-a", "hcm-b"]) {
      const answer = await rest(byName(name).url, "GET", "/api/hcm/v1/session", {
        token: admin.token,
      });
      expect(answer.body["data"], name).toMatchObject({ service: "hcm", user_id: admin.user.id });
    }
  });

  it("the proxy spread the traffic: every instance served requests", () => {
    // Without this, a proxy that sent everything to one instance would pass every test above.
    for (const kind of ["main", "hcm", "file", "gateway"] as const) {
      const counts = proxy.counts(kind);
      expect(counts, kind).toHaveLength(2);
      for (const count of counts) expect(count, `${kind} ${counts}`).toBeGreaterThan(0);
    }
  });
});
