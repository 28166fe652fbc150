/**
 * Issue 14: the attendance simulator's core. Drives the real REST API as a client's field
 * workers would: a console admin gives the chosen workers app access (a PIN) where they have
 * none, each worker logs in through agent-auth, and each worker-day of the window is played
 * from the shared behaviour model (services/db/seed/attendanceBehaviour.ts: on time, late,
 * outside the fence, low accuracy, mock location, offline synced later, forgotten check-out,
 * absent), seeded, so a run is repeatable and a repeat of a run is answered by idempotency.
 *
 * The API takes a check-in at most 72 hours after it happened (offline sync), so only the
 * events of the last 72 hours can go through it; older days are the seed's business
 * (services/db/seed/attendance.ts writes the demo's month) and are counted as skipped.
 * Events that happened more than a few minutes ago are sent as offline (the app kept them).
 *
 * `--burst` instead sends one check-in per worker right now, all at once: the morning rush.
 */
import { performance } from "node:perf_hooks";
import { Temporal } from "temporal-polyfill";
import { DEMO_AGENT_PIN } from "../../../services/db/seed/agentAccess.ts";
import {
  type DayBehaviour,
  type DayPlan,
  deviceTime,
  offsetPoint,
  planDay,
  shiftInstants,
} from "../../../services/db/seed/attendanceBehaviour.ts";

export const DEFAULT_PIN = DEMO_AGENT_PIN;
/** The API's offline limit; events older than this (less a margin) are not sent. */
const OFFLINE_LIMIT_HOURS = 72;
const MARGIN_MINUTES = 30;
/** A check-in older than this is sent as offline (the app could not send it at once). */
const LIVE_WINDOW_MINUTES = 5;

export type SimOptions = {
  baseUrl: string;
  admin: { email: string; password: string };
  /** Days back from today (today included) to play. */
  days: number;
  /** At most this many workers (the located branches' active workers, by id). */
  agents: number;
  seed: number;
  pin?: string;
  burst?: boolean;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Refuse to run when the admin's client is another one. */
  expectClientId?: number;
  /** Only these workers (the integration test). */
  agentIds?: number[];
  /** Replaces the clock (tests). */
  now?: () => Temporal.Instant;
  log?: (line: string) => void;
};

export type SimSummary = {
  clientId: number;
  workers: number;
  workerDays: number;
  behaviours: Record<string, number>;
  sent: number;
  accepted: number;
  repeats: number;
  /** Check-ins answered 409: the day had a check-in already (seeded history, another run). */
  alreadyCheckedIn: number;
  rejected: Record<string, number>;
  skipped: Record<string, number>;
  latencies: number[];
  wallMs: number;
  recordIds: number[];
};

type Json = Record<string, unknown>;

type Worker = {
  id: number;
  phoneNumber: string;
  branchId: number;
  timezone: string;
  location: { id: number; latitude: number; longitude: number; radiusMeters: number } | null;
  policy: Policy | null;
  token?: string;
};

type Policy = {
  id: number;
  verification: string;
  maxAccuracyMeters: number;
  allowOffline: boolean;
  branchIds: number[];
  agentIds: number[];
  workingLocationIds: number[];
};

type Shift = { id: number; startTime: string; endTime: string };

/** A tiny JPEG (the file service knows a JPEG by its first bytes). */
const SELFIE = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function pool<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  });
  await Promise.all(runners);
}

class Api {
  constructor(private readonly baseUrl: string) {}

  async call(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; raw?: Buffer; contentType?: string } = {},
  ): Promise<{ status: number; body: Json; ms: number }> {
    const headers: Record<string, string> = {};
    if (options.token) headers["authorization"] = `Bearer ${options.token}`;
    let body: string | Buffer | undefined;
    if (options.raw) {
      body = options.raw;
      headers["content-type"] = options.contentType ?? "application/octet-stream";
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] = "application/json";
    }
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body as BodyInit | undefined,
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let parsed: Json = {};
    try {
      parsed = text ? (JSON.parse(text) as Json) : {};
    } catch {
      parsed = { message: text.slice(0, 200) };
    }
    return { status: response.status, body: parsed, ms };
  }

  /** Every item of a paged list (`data.items`, `data.totalItems`). */
  async all<T>(path: string, token: string, limit = 100): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page++) {
      const joiner = path.includes("?") ? "&" : "?";
      const answer = await this.call("GET", `${path}${joiner}limit=${limit}&page=${page}`, {
        token,
      });
      if (answer.status !== 200)
        throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      const data = answer.body["data"] as { items: T[]; totalItems: number };
      items.push(...data.items);
      if (data.items.length < limit || items.length >= data.totalItems) return items;
    }
  }
}

/** Why an answer was not a success, short enough to count by. */
export function reasonOf(status: number, body: Json): string {
  const detail = body["detail"] ?? body["code"];
  const message = typeof body["message"] === "string" ? body["message"] : "";
  const short = typeof detail === "string" ? detail : message.slice(0, 70);
  return `${status} ${short}`.trim();
}

export async function runSimulation(options: SimOptions): Promise<SimSummary> {
  const log = options.log ?? (() => {});
  const now = options.now ?? (() => Temporal.Now.instant());
  const pin = options.pin ?? DEFAULT_PIN;
  const api = new Api(options.baseUrl.replace(/\/$/, ""));
  const started = performance.now();

  const login = await api.call("POST", "/api/main/v1/auth/login", { body: options.admin });
  if (login.status !== 200)
    throw new Error(`console login as ${options.admin.email}: ${login.status}`);
  const session = login.body["data"] as { token: string; user: { client_id: number } };
  const admin = session.token;
  const clientId = session.user.client_id;
  if (options.expectClientId !== undefined && options.expectClientId !== clientId)
    throw new Error(
      `${options.admin.email} belongs to client ${clientId}, not ${options.expectClientId}`,
    );

  const summary: SimSummary = {
    clientId,
    workers: 0,
    workerDays: 0,
    behaviours: {},
    sent: 0,
    accepted: 0,
    repeats: 0,
    alreadyCheckedIn: 0,
    rejected: {},
    skipped: {},
    latencies: [],
    wallMs: 0,
    recordIds: [],
  };
  const count = (bucket: Record<string, number>, key: string, by = 1) => {
    bucket[key] = (bucket[key] ?? 0) + by;
  };

  // What the workers need: their branch's working location, their policy, their schedule.
  const locations = await api.all<{
    id: number;
    latitude: number;
    longitude: number;
    radiusMeters: number;
    status: string;
    branchIds: number[];
  }>("/api/hcm/v1/working-locations", admin);
  const policies = await api.all<Policy>("/api/hcm/v1/attendance-policies", admin);
  const shifts = new Map(
    (await api.all<Shift>("/api/hcm/v1/shifts", admin)).map((shift) => [shift.id, shift]),
  );
  const located = [
    ...new Set(locations.filter((l) => l.status === "active").flatMap((l) => l.branchIds)),
  ];
  if (located.length === 0) throw new Error("the client has no working location at a branch");

  const agentRows: {
    id: number;
    phoneNumber: string;
    branchId: number;
    branch: { timezone: string };
  }[] = [];
  if (options.agentIds) {
    for (const id of options.agentIds) {
      const answer = await api.call("GET", `/api/main/v1/agents/${id}`, { token: admin });
      if (answer.status === 200) agentRows.push(answer.body["data"] as (typeof agentRows)[number]);
    }
  } else {
    const pageSize = 100;
    for (let page = 1; agentRows.length < options.agents; page++) {
      const answer = await api.call(
        "GET",
        `/api/main/v1/agents?branchIds=${located.join(",")}&workerStatus=active&sort=createdAt&limit=${pageSize}&page=${page}`,
        { token: admin },
      );
      if (answer.status !== 200)
        throw new Error(`GET agents: ${answer.status} ${JSON.stringify(answer.body)}`);
      const items = (answer.body["data"] as { items: typeof agentRows }).items;
      agentRows.push(...items);
      if (items.length < pageSize) break;
    }
  }
  const workers: Worker[] = agentRows.slice(0, options.agents).map((agent) => {
    const policy =
      policies.find((p) => p.agentIds.includes(agent.id)) ??
      policies.find((p) => p.branchIds.includes(agent.branchId)) ??
      null;
    const location =
      locations.find((l) => l.status === "active" && l.branchIds.includes(agent.branchId)) ??
      locations.find((l) => policy?.workingLocationIds.includes(l.id)) ??
      null;
    return {
      id: agent.id,
      phoneNumber: agent.phoneNumber,
      branchId: agent.branchId,
      timezone: agent.branch.timezone,
      location,
      policy,
    };
  });
  summary.workers = workers.length;
  log(`${workers.length} workers of client ${clientId}`);

  // App access: log in with the PIN; who cannot gets it set by the admin first.
  await pool(workers, options.concurrency ?? 8, async (worker) => {
    const tryLogin = () =>
      api.call("POST", "/api/main/v1/agent-auth/login", {
        body: { phoneNumber: worker.phoneNumber, pin },
      });
    let answer = await tryLogin();
    if (answer.status === 401 || answer.status === 404 || answer.status === 400) {
      const set = await api.call("PUT", `/api/main/v1/agents/${worker.id}/app-access`, {
        token: admin,
        body: { pin },
      });
      if (set.status >= 300) {
        count(summary.skipped, `app access not set (${reasonOf(set.status, set.body)})`);
        return;
      }
      answer = await tryLogin();
    }
    if (answer.status !== 200) {
      count(summary.skipped, `worker login failed (${reasonOf(answer.status, answer.body)})`);
      return;
    }
    worker.token = (answer.body["data"] as { token: string }).token;
  });
  const ready = workers.filter((w) => w.token && w.location);
  if (workers.some((w) => !w.location))
    count(
      summary.skipped,
      "worker without a working location",
      workers.filter((w) => !w.location).length,
    );

  const at = now();
  const today = at.toZonedDateTimeISO("Asia/Jakarta").toPlainDate();
  const from = today.subtract({ days: Math.max(1, options.days) - 1 });
  const oldest = at.subtract({ hours: OFFLINE_LIMIT_HOURS }).add({ minutes: MARGIN_MINUTES });

  // Days that already have a check-in (the seed's history, an earlier run) are left alone.
  const recorded = new Set<string>();
  const fresh = (date: Temporal.PlainDate) =>
    Temporal.PlainDate.compare(date, oldest.toZonedDateTimeISO("Asia/Jakarta").toPlainDate()) >= 0;
  for (
    let date = from;
    Temporal.PlainDate.compare(date, today) <= 0;
    date = date.add({ days: 1 })
  ) {
    if (!fresh(date)) continue;
    try {
      const rows = await api.all<{ agentId: number; checkInAt: string | null }>(
        `/api/hcm/v1/attendances?date=${date}`,
        admin,
      );
      for (const row of rows) if (row.checkInAt) recorded.add(`${row.agentId}|${date}`);
    } catch {
      // The list is another part's; without it every day is tried (repeats are answered).
    }
  }

  type Send = {
    worker: Worker;
    date: string;
    type: "check_in" | "check_out";
    when: Temporal.Instant;
    plan: DayPlan;
    checkOut?: Send;
  };
  const sends: Send[] = [];
  if (options.burst) {
    for (const worker of ready) {
      const plan = planDay(options.seed, worker.id, today.toString(), {
        radiusMeters: worker.location!.radiusMeters,
        maxAccuracyMeters: worker.policy?.maxAccuracyMeters ?? 100,
        forceBehaviour: "on_time",
      });
      summary.workerDays++;
      count(summary.behaviours, "burst");
      if (recorded.has(`${worker.id}|${today}`)) {
        count(summary.skipped, "already checked in today");
        continue;
      }
      sends.push({ worker, date: today.toString(), type: "check_in", when: at, plan });
    }
  } else {
    const schedule = new Map<string, { shiftId: number | null; dayType: string }>();
    const days = await api
      .all<{ agentId: number; date: string; shiftId: number | null; dayType: string }>(
        `/api/hcm/v1/employee-schedules?from=${from}&to=${today}`,
        admin,
        5000,
      )
      .catch(() => []);
    for (const day of days) schedule.set(`${day.agentId}|${day.date}`, day);
    for (const worker of ready) {
      for (
        let date = from;
        Temporal.PlainDate.compare(date, today) <= 0;
        date = date.add({ days: 1 })
      ) {
        const day = schedule.get(`${worker.id}|${date}`);
        if (day?.dayType !== "working" || day.shiftId === null) continue;
        const shift = shifts.get(day.shiftId);
        if (!shift) continue;
        summary.workerDays++;
        const plan = planDay(options.seed, worker.id, date.toString(), {
          radiusMeters: worker.location!.radiusMeters,
          maxAccuracyMeters: worker.policy?.maxAccuracyMeters ?? 100,
        });
        count(summary.behaviours, plan.behaviour);
        if (recorded.has(`${worker.id}|${date}`)) {
          count(summary.skipped, "day already has a check-in");
          continue;
        }
        if (plan.checkInOffset === null) continue; // absent: nothing is sent
        const { start, end } = shiftInstants(
          date.toString(),
          worker.timezone,
          shift.startTime,
          shift.endTime,
        );
        const checkIn = start.add({ minutes: plan.checkInOffset });
        if (Temporal.Instant.compare(checkIn, at) > 0) {
          count(summary.skipped, "not happened yet");
          continue;
        }
        if (Temporal.Instant.compare(checkIn, oldest) < 0) {
          count(summary.skipped, "older than 72 h (the seed writes history)");
          continue;
        }
        // A past check-in can only arrive offline; where the policy refuses offline
        // check-ins the app does not queue them (the day stays for the absence job).
        const past = checkIn.until(at).total({ unit: "minutes" }) > LIVE_WINDOW_MINUTES;
        if (past && worker.policy && !worker.policy.allowOffline) {
          count(summary.skipped, "past day, the policy takes no offline check-ins");
          continue;
        }
        const send: Send = { worker, date: date.toString(), type: "check_in", when: checkIn, plan };
        if (plan.checkOutOffset !== null) {
          const checkOut = end.add({ minutes: plan.checkOutOffset });
          if (Temporal.Instant.compare(checkOut, at) <= 0)
            send.checkOut = {
              worker,
              date: date.toString(),
              type: "check_out",
              when: checkOut,
              plan,
            };
        }
        sends.push(send);
      }
    }
  }
  log(`${sends.length} check-ins to send${options.burst ? " at once" : ""}…`);

  const selfieFor = async (worker: Worker): Promise<string | null> => {
    for (const token of [worker.token!, admin]) {
      const answer = await api.call("POST", "/api/file/v1/uploads", {
        token,
        raw: SELFIE,
        contentType: "image/jpeg",
      });
      if (answer.status === 201) return (answer.body["data"] as { id: string }).id;
    }
    return null;
  };

  const recordIds = new Set<number>();
  const deliver = async (send: Send): Promise<boolean> => {
    const { worker, plan } = send;
    const place = offsetPoint(
      worker.location!.latitude,
      worker.location!.longitude,
      plan.distanceMeters,
      plan.bearing,
    );
    const late = send.when.until(now()).total({ unit: "minutes" }) > LIVE_WINDOW_MINUTES;
    const body: Json = {
      type: send.type,
      clientEventId: `sim-${options.seed}-${worker.id}-${send.date}-${send.type}`,
      occurredAt: deviceTime(send.when, worker.timezone),
      latitude: place.latitude,
      longitude: place.longitude,
      accuracyMeters: plan.accuracyMeters,
      isMock: plan.isMock,
      offline: late || plan.syncDelayMinutes !== null,
      provider: plan.accuracyMeters > 50 ? "network" : "fused",
    };
    const verification = worker.policy?.verification ?? "none";
    if (verification.startsWith("selfie")) {
      const fileId = await selfieFor(worker);
      body["verification"] = fileId ? { method: "selfie", fileId } : { method: "selfie" };
    } else if (verification === "qr") {
      body["verification"] = { method: "qr", value: `LOC-${worker.location!.id}` };
    } else if (verification === "code") {
      body["verification"] = { method: "code", value: "0000" };
    }
    summary.sent++;
    const answer = await api.call("POST", "/api/hcm/v1/agent/attendance", {
      token: worker.token!,
      body,
    });
    summary.latencies.push(answer.ms);
    if (answer.status === 201 || answer.status === 200) {
      if (answer.status === 201) summary.accepted++;
      else summary.repeats++;
      const record = (answer.body["data"] as { record?: { id: number } } | undefined)?.record;
      if (record) recordIds.add(record.id);
      return true;
    }
    if (answer.status === 409 && send.type === "check_in") summary.alreadyCheckedIn++;
    else count(summary.rejected, `${send.type} ${reasonOf(answer.status, answer.body)}`);
    return false;
  };

  await pool(sends, options.concurrency ?? (options.burst ? 100 : 8), async (send) => {
    const ok = await deliver(send);
    if (send.checkOut) {
      if (ok) await deliver(send.checkOut);
      else count(summary.skipped, "check-out after a refused check-in");
    }
  });
  summary.latencies.sort((a, b) => a - b);
  summary.recordIds = [...recordIds];
  summary.wallMs = performance.now() - started;
  return summary;
}

export function formatSummary(summary: SimSummary): string {
  const ms = (value: number) => (Number.isNaN(value) ? "–" : `${value.toFixed(1)} ms`);
  const lines = [
    `client ${summary.clientId}: ${summary.workers} workers, ${summary.workerDays} scheduled worker-days`,
    `behaviour: ${Object.entries(summary.behaviours)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
    `sent ${summary.sent}, accepted ${summary.accepted}, repeats ${summary.repeats}, already checked in (409) ${summary.alreadyCheckedIn}, rejected ${Object.values(summary.rejected).reduce((a, b) => a + b, 0)}`,
  ];
  for (const [reason, n] of Object.entries(summary.rejected))
    lines.push(`  rejected ${n}× ${reason}`);
  for (const [reason, n] of Object.entries(summary.skipped))
    lines.push(`  skipped ${n}× ${reason}`);
  const l = summary.latencies;
  lines.push(
    `latency (check-in API): p50 ${ms(percentile(l, 50))}, p95 ${ms(percentile(l, 95))}, p99 ${ms(percentile(l, 99))}, max ${ms(l[l.length - 1] ?? Number.NaN)}`,
    `wall ${(summary.wallMs / 1000).toFixed(1)} s`,
  );
  return lines.join("\n");
}

export type { DayBehaviour };
