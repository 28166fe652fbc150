import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGateway } from "../../gateway/yoga.ts";
import { DEMO_AGENT_PIN } from "../../services/db/seed/agentAccess.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { OFFICE, policy, scheduleDay, shift, worker, zoneBranch } from "./attendance-helpers.ts";
import {
  type Answer,
  clientIdOf,
  countRows,
  gqlAs,
  type Rest,
  restAs,
  urlsFor,
} from "./org-helpers.ts";

/**
 * Issue 14 check-in part: worker app access (PIN, login, worker tokens) and
 * POST /api/hcm/v1/agent/attendance per the contract. Times are offline events at
 * chosen device times in the last 72 hours (judged by their device time), so no assertion
 * depends on when the test runs.
 */
let stack: TestStack;
let admin: Rest;
let sentosaAdmin: Rest;
let adminToken: string;
let maju: number;

beforeAll(async () => {
  stack = await startStack();
  adminToken = (await login(stack.app, DEMO.majuAdmin)).token;
  admin = restAs(stack, adminToken);
  sentosaAdmin = restAs(stack, (await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
});
afterAll(() => stack.close());

const PIN = "246810";
let ipCounter = 1;

async function agentLogin(phoneNumber: string, pin = PIN, ip = "10.0.0.1") {
  const response = await stack.app.inject({
    method: "POST",
    url: "/api/main/v1/agent-auth/login",
    payload: { phoneNumber, pin },
    remoteAddress: ip,
  });
  return { status: response.statusCode, body: response.json() } as Answer;
}

/** A worker of Maju with a PIN and a token, in a branch of the zone. */
async function appWorker(
  zone: "Asia/Jakarta" | "Asia/Makassar" | "Asia/Jayapura" = "Asia/Jakarta",
) {
  const branch = await zoneBranch(stack, maju, zone);
  const agent = await worker(stack, maju, branch);
  const set = await admin.put(`/agents/${agent.id}/app-access`, { pin: PIN });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  const logged = await agentLogin(agent.phone, PIN, `10.1.0.${ipCounter++}`);
  expect(logged.status, JSON.stringify(logged.body)).toBe(200);
  return { ...agent, branch, token: logged.body["data"].token as string };
}

async function check(token: string, body: Record<string, unknown>, language?: "id") {
  const response = await stack.app.inject({
    method: "POST",
    url: "/api/hcm/v1/agent/attendance",
    headers: {
      authorization: `Bearer ${token}`,
      ...(language ? { "accept-language": language } : {}),
    },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() } as Answer;
}

/** A local day in a zone, `days` before today there. */
const dayBefore = (zone: string, days: number) =>
  Temporal.Now.plainDateISO(zone).subtract({ days }).toString();

/**
 * An app worker of the zone under a policy, with a shift (08:00–17:00 unless given; null: a day
 * off) scheduled on yesterday there, which is `day`.
 */
async function workerOnDay(
  options: {
    zone?: Parameters<typeof appWorker>[0];
    policy?: Parameters<typeof policy>[3];
    shift?: Parameters<typeof shift>[2] | null;
  } = {},
) {
  const zone = options.zone ?? "Asia/Jakarta";
  const w = await appWorker(zone);
  await policy(stack, maju, [w.id], options.policy);
  const day = dayBefore(zone, 1);
  const shiftId =
    options.shift === null
      ? null
      : await shift(stack, maju, options.shift ?? { start: "08:00", end: "17:00" });
  await scheduleDay(stack, maju, w.id, day, shiftId);
  return { w, day };
}

const EVENT_COUNT = "SELECT count(*)::int AS n FROM attendance_events WHERE agent_id = $1";

/** The rows `sql` answers for one worker (`$1`), read as the owner. */
async function rowsOf(sql: string, agentId: number) {
  return (await stack.owner.query(sql, [agentId])).rows;
}

/** A check-out (offline, at the office) at `occurredAt`. */
const checkOut = (token: string, occurredAt: string) =>
  check(token, event({ type: "check_out", occurredAt }));

let eventCounter = 0;
const event = (overrides: Record<string, unknown> = {}) => ({
  type: "check_in",
  clientEventId: `evt-${Date.now()}-${eventCounter++}`,
  occurredAt: "",
  ...OFFICE,
  accuracyMeters: 12,
  offline: true,
  ...overrides,
});

describe("app access and the workers' login", () => {
  it("sets a PIN (audited, never shown), logs in with it, revokes it and ends the sessions", async () => {
    const branch = await zoneBranch(stack, maju);
    const agent = await worker(stack, maju, branch);
    const none = await admin.get(`/agents/${agent.id}/app-access`);
    expect(none.body["data"]).toMatchObject({
      agentId: agent.id,
      hasPin: false,
      activeSessions: 0,
    });
    const set = await admin.put(`/agents/${agent.id}/app-access`, { pin: "123456" });
    expect(set.status).toBe(200);
    expect(set.body["data"]).toMatchObject({ hasPin: true, setByName: expect.any(String) });
    expect(JSON.stringify(set.body)).not.toContain("123456");
    const stored = await stack.owner.query(
      "SELECT pin_hash FROM agent_app_access WHERE agent_id = $1",
      [agent.id],
    );
    expect(stored.rows[0].pin_hash).toMatch(/^\$argon2id\$/);

    const logged = await agentLogin(`0${agent.phone}`, "123456", "10.2.0.1");
    expect(logged.status, JSON.stringify(logged.body)).toBe(200);
    const token = logged.body["data"].token as string;
    const today = await stack.app.inject({
      method: "GET",
      url: "/api/hcm/v1/agent/attendance/today",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().data).toMatchObject({ timezone: "Asia/Jakarta", record: null });
    expect((await admin.get(`/agents/${agent.id}/app-access`)).body["data"].activeSessions).toBe(1);

    const revoked = await admin.del(`/agents/${agent.id}/app-access`);
    expect(revoked.body["data"]).toMatchObject({ hasPin: false, activeSessions: 0 });
    const after = await stack.app.inject({
      method: "GET",
      url: "/api/hcm/v1/agent/attendance/today",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
    expect((await agentLogin(agent.phone, "123456", "10.2.0.2")).status).toBe(401);

    const audits = await stack.owner.query(
      "SELECT action, after FROM audit_log WHERE entity_type = 'agent' AND entity_id = $1 ORDER BY id",
      [String(agent.id)],
    );
    expect(audits.rows.map((row) => row.action)).toEqual([
      "agent.app_access.set",
      "agent.app_access.revoke",
    ]);
    expect(JSON.stringify(audits.rows)).not.toContain("123456");
  });

  it("lets the demo's workers log in with the demo PIN", async () => {
    const { rows } = await stack.owner.query<{ phone_number: string }>(
      "SELECT phone_number FROM agents WHERE client_id = $1 AND worker_status = 'active' ORDER BY id LIMIT 1",
      [maju],
    );
    const logged = await agentLogin(rows[0]!.phone_number, DEMO_AGENT_PIN, "10.4.0.1");
    expect(logged.status).toBe(200);
  });

  it("refuses a bad PIN with a field error, and another client's worker with 404", async () => {
    const branch = await zoneBranch(stack, maju);
    const agent = await worker(stack, maju, branch);
    for (const pin of ["12345", "1234567", "12a456", ""]) {
      const bad = await admin.put(`/agents/${agent.id}/app-access`, { pin });
      expect(bad.status).toBe(400);
      expect(bad.body["errors"].map((e: { field: string }) => e.field)).toEqual(["pin"]);
    }
    expect((await sentosaAdmin.put(`/agents/${agent.id}/app-access`, { pin: PIN })).status).toBe(
      404,
    );
    expect((await sentosaAdmin.get(`/agents/${agent.id}/app-access`)).status).toBe(404);
    expect((await sentosaAdmin.del(`/agents/${agent.id}/app-access`)).status).toBe(404);
    expect(await countRows(stack, "agent_app_access", maju)).toBeGreaterThanOrEqual(0);
    const none = await stack.owner.query("SELECT 1 FROM agent_app_access WHERE agent_id = $1", [
      agent.id,
    ]);
    expect(none.rowCount).toBe(0);
  });

  it("answers a wrong PIN or unknown phone with one generic 401, then throttles with 429", async () => {
    const w = await appWorker();
    const ip = "10.3.0.1";
    const wrong = await agentLogin(w.phone, "000000", ip);
    expect(wrong.status).toBe(401);
    expect(wrong.body["message"]).toBe("Phone number or PIN is incorrect");
    const unknown = await agentLogin("81999999999", PIN, "10.3.0.2");
    expect(unknown.status).toBe(401);
    expect(unknown.body["message"]).toBe(wrong.body["message"]);
    for (let i = 0; i < 4; i++) expect((await agentLogin(w.phone, "000000", ip)).status).toBe(401);
    const throttled = await agentLogin(w.phone, PIN, ip);
    expect(throttled.status).toBe(429);
  });

  it("keeps worker and console tokens apart", async () => {
    const w = await appWorker();
    // A worker token on console routes (main and hcm): 401.
    for (const url of ["/api/main/v1/auth/me", "/api/hcm/v1/session", "/api/main/v1/agents"]) {
      const response = await stack.app.inject({
        method: "GET",
        url,
        headers: { authorization: `Bearer ${w.token}` },
      });
      expect(response.statusCode, url).toBe(401);
    }
    // A console token on the worker API: 401, before the body is looked at.
    const console = await check(adminToken, event({ occurredAt: "x" }));
    expect(console.status).toBe(401);
    const noToken = await stack.app.inject({
      method: "GET",
      url: "/api/hcm/v1/agent/attendance/today",
    });
    expect(noToken.statusCode).toBe(401);
  });
});

describe("POST /agent/attendance", () => {
  it("checks in and out on a day shift: late from the shift start, worked less the break, idempotent", async () => {
    const { w, day } = await workerOnDay({
      shift: { start: "08:00", end: "17:00", breakMinutes: 60, lateGrace: 10 },
    });
    const checkIn = event({ occurredAt: `${day}T08:12:00+07:00` });
    const first = await check(w.token, checkIn);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body["data"].record).toEqual({
      id: expect.any(Number),
      date: day,
      status: "waiting_for_checkout",
      flags: ["late", "offline_synced"],
      lateMinutes: 12,
      workedMinutes: 0,
    });
    expect(first.body["data"].event).toMatchObject({
      workingLocationId: expect.any(Number),
      distanceMeters: 0,
    });

    // The same event again, keys in another order: the first answer, 200, nothing changed.
    const reordered = Object.fromEntries(Object.entries(checkIn).reverse());
    const repeat = await check(w.token, reordered);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    // The same id with another body: 409 with a clear message.
    const reused = await check(w.token, { ...checkIn, latitude: OFFICE.latitude + 0.0001 });
    expect(reused.status).toBe(409);
    expect(reused.body["message"]).toBe(
      "This clientEventId was already used for a different check-in or check-out",
    );
    // A second check-in that day: 409.
    const again = await check(w.token, event({ occurredAt: `${day}T08:30:00+07:00` }));
    expect(again.status).toBe(409);

    const out = await checkOut(w.token, `${day}T17:03:00+07:00`);
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    expect(out.body["data"].record).toEqual({
      id: first.body["data"].record.id,
      date: day,
      status: "approved",
      flags: ["late", "offline_synced"],
      lateMinutes: 12,
      workedMinutes: 9 * 60 - 9 - 60,
    });
    expect(await rowsOf(EVENT_COUNT, w.id)).toEqual([{ n: 2 }]);
    const listed = await admin.get("/agents");
    expect(listed.status).toBe(200);
  });

  it("answers 20 concurrent repeats of one event with one record and one event", async () => {
    const { w, day } = await workerOnDay();
    const body = event({ occurredAt: `${day}T07:58:00+07:00` });
    const answers = await Promise.all(Array.from({ length: 20 }, () => check(w.token, body)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(19).fill(200), 201].sort());
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(await rowsOf(EVENT_COUNT, w.id)).toEqual([{ n: 1 }]);
    expect(
      await rowsOf("SELECT status, version FROM attendance_records WHERE agent_id = $1", w.id),
    ).toEqual([{ status: "waiting_for_checkout", version: 2 }]);
  });

  it("refuses a check-out without a check-in that day with 409", async () => {
    const { w, day } = await workerOnDay();
    const out = await checkOut(w.token, `${day}T17:00:00+07:00`);
    expect(out.status).toBe(409);
    expect(out.body["message"]).toBe("There is no check-in to check out from on this day");
    expect(await rowsOf(EVENT_COUNT, w.id)).toEqual([{ n: 0 }]);
  });

  it("rejects outside every location, or accepts it flagged, per policy", async () => {
    const far = { latitude: OFFICE.latitude + 0.01, longitude: OFFICE.longitude }; // ~1.1 km
    const day = dayBefore("Asia/Jakarta", 1);
    const s = await shift(stack, maju, { start: "08:00", end: "17:00" });

    const strict = await appWorker();
    await policy(stack, maju, [strict.id], { geofence: "reject" });
    await scheduleDay(stack, maju, strict.id, day, s);
    const refused = await check(
      strict.token,
      event({ ...far, occurredAt: `${day}T08:00:00+07:00` }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body["message"]).toBe("You are outside every working location");
    expect(refused.body["detail"].distanceMeters).toBeGreaterThan(1000);

    const lenient = await appWorker();
    await policy(stack, maju, [lenient.id], { geofence: "flag" });
    await scheduleDay(stack, maju, lenient.id, day, s);
    const flagged = await check(
      lenient.token,
      event({ ...far, occurredAt: `${day}T08:00:00+07:00` }),
    );
    expect(flagged.status).toBe(201);
    expect(flagged.body["data"].record.flags).toEqual(["outside_geofence", "offline_synced"]);
    const out = await checkOut(lenient.token, `${day}T17:00:00+07:00`);
    expect(out.body["data"].record.status).toBe("pending");
  });

  it("validates accuracy, flags low accuracy and mock locations", async () => {
    const { w, day } = await workerOnDay({ policy: { maxAccuracy: 50 } });
    for (const accuracyMeters of [0, -5]) {
      const bad = await check(
        w.token,
        event({ accuracyMeters, occurredAt: `${day}T08:00:00+07:00` }),
      );
      expect(bad.status).toBe(400);
      expect(bad.body["errors"].map((e: { field: string }) => e.field)).toEqual(["accuracyMeters"]);
    }
    const bad = await check(w.token, event({ occurredAt: "2026-03-02 08:00", latitude: 91 }));
    expect(bad.status).toBe(400);
    expect(bad.body["errors"].map((e: { field: string }) => e.field).sort()).toEqual(["latitude"]);
    const noOffset = await check(w.token, event({ occurredAt: `${day}T08:00:00` }));
    expect(noOffset.status).toBe(400);
    expect(noOffset.body["errors"].map((e: { field: string }) => e.field)).toEqual(["occurredAt"]);
    const low = await check(
      w.token,
      event({ accuracyMeters: 80, isMock: true, occurredAt: `${day}T08:00:00+07:00` }),
    );
    expect(low.status).toBe(201);
    expect(low.body["data"].record.flags).toEqual([
      "low_accuracy",
      "mock_location",
      "offline_synced",
    ]);
  });

  it("takes offline events up to 72 hours late only when the policy allows", async () => {
    const w = await appWorker();
    await policy(stack, maju, [w.id], { allowOffline: false });
    const old = new Date(Date.now() - 2 * 3600_000).toISOString();
    const refused = await check(w.token, event({ occurredAt: old }));
    expect(refused.status).toBe(422);
    expect(refused.body["message"]).toBe(
      "Offline attendance is not allowed by your attendance policy",
    );

    const v = await appWorker();
    await policy(stack, maju, [v.id], { allowOffline: true });
    const tooOld = new Date(Date.now() - 73 * 3600_000).toISOString();
    const late = await check(v.token, event({ occurredAt: tooOld }));
    expect(late.status).toBe(422);
    expect(late.body["message"]).toBe("Offline attendance can be sent at most 72 hours late");
    const future = await check(
      v.token,
      event({ occurredAt: new Date(Date.now() + 3600_000).toISOString() }),
    );
    expect(future.status).toBe(400);
    expect(future.body["errors"][0].field).toBe("occurredAt");
  });

  it("records a night shift crossing midnight on its start day", async () => {
    const w = await appWorker();
    await policy(stack, maju, [w.id]);
    const night = await shift(stack, maju, { start: "22:00", end: "06:00", breakMinutes: 30 });
    const start = dayBefore("Asia/Jakarta", 2);
    const next = dayBefore("Asia/Jakarta", 1);
    await scheduleDay(stack, maju, w.id, start, night);
    await scheduleDay(stack, maju, w.id, next, null);
    // Checked in after midnight, late: still the start day's record.
    const checkIn = await check(w.token, event({ occurredAt: `${next}T00:15:00+07:00` }));
    expect(checkIn.status, JSON.stringify(checkIn.body)).toBe(201);
    expect(checkIn.body["data"].record).toMatchObject({ date: start, lateMinutes: 135 });
    // A second check-in while that night shift is open is refused, not today's day off.
    const again = await check(w.token, event({ occurredAt: `${next}T01:00:00+07:00` }));
    expect(again.status, JSON.stringify(again.body)).toBe(409);
    expect(again.body["detail"].code).toBe("ALREADY_CHECKED_IN");
    const out = await checkOut(w.token, `${next}T06:00:00+07:00`);
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    expect(out.body["data"].record).toMatchObject({
      id: checkIn.body["data"].record.id,
      date: start,
      workedMinutes: 5 * 60 + 45 - 30,
    });
  });

  it("judges a WITA branch's worker in WITA", async () => {
    const { w, day } = await workerOnDay({ zone: "Asia/Makassar" });
    // 07:20 WIB on the phone is 08:20 WITA.
    const answer = await check(w.token, event({ occurredAt: `${day}T07:20:00+07:00` }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body["data"].record).toMatchObject({
      date: day,
      lateMinutes: 20,
      flags: ["late", "offline_synced"],
    });
    const stored = await rowsOf(
      "SELECT timezone, utc_offset_minutes FROM attendance_records r JOIN attendance_events e ON e.record_id = r.id WHERE r.agent_id = $1",
      w.id,
    );
    expect(stored).toEqual([{ timezone: "Asia/Makassar", utc_offset_minutes: 420 }]);
  });

  it("demands the verification the policy names", async () => {
    const w = await appWorker();
    await policy(stack, maju, [w.id], { verification: "code" });
    const day = dayBefore("Asia/Jakarta", 1);
    const none = await check(w.token, event({ occurredAt: `${day}T08:00:00+07:00` }));
    expect(none.status).toBe(400);
    expect(none.body["errors"]).toEqual([
      { field: "verification", message: "is required by your attendance policy (code)" },
    ]);
    const wrong = await check(
      w.token,
      event({ occurredAt: `${day}T08:00:00+07:00`, verification: { method: "code", value: "12" } }),
    );
    expect(wrong.body["errors"]).toEqual([
      { field: "verification.value", message: "must be a 4-digit code" },
    ]);
    const ok = await check(
      w.token,
      event({
        occurredAt: `${day}T08:00:00+07:00`,
        verification: { method: "code", value: "1234" },
      }),
    );
    expect(ok.status).toBe(201);
    // A selfie policy needs a file of the worker's own client.
    const v = await appWorker();
    await policy(stack, maju, [v.id], { verification: "selfie" });
    const missing = await check(
      v.token,
      event({
        occurredAt: `${day}T08:00:00+07:00`,
        verification: { method: "selfie", fileId: "00000000-0000-4000-8000-000000000000" },
      }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body["errors"]).toEqual([
      { field: "verification.fileId", message: "is not a file of yours" },
    ]);
  });

  it("refuses a check-in before the shift's window opens or after it closed", async () => {
    const { w, day } = await workerOnDay({
      shift: { start: "08:00", end: "17:00", opensBefore: 60, closesAfter: 60 },
    });
    const early = await check(w.token, event({ occurredAt: `${day}T06:59:00+07:00` }));
    expect(early.status).toBe(422);
    expect(early.body["message"]).toBe("Check-in for this shift is not open yet");
    const closed = await check(w.token, event({ occurredAt: `${day}T18:01:00+07:00` }));
    expect(closed.status).toBe(422);
    expect(closed.body["message"]).toBe("The check-out window of this shift has closed");
    const opened = await check(w.token, event({ occurredAt: `${day}T07:00:00+07:00` }));
    expect(opened.status).toBe(201);
    expect(opened.body["data"].record).toMatchObject({ lateMinutes: 0, flags: ["offline_synced"] });
  });

  it("takes work on a day off as day_off_with_overtime", async () => {
    const { w, day } = await workerOnDay({ shift: null });
    const checkIn = await check(w.token, event({ occurredAt: `${day}T09:00:00+07:00` }));
    expect(checkIn.body["data"].record).toMatchObject({
      status: "waiting_for_checkout",
      lateMinutes: 0,
    });
    const out = await checkOut(w.token, `${day}T13:30:00+07:00`);
    expect(out.body["data"].record).toMatchObject({
      status: "day_off_with_overtime",
      workedMinutes: 270,
    });
  });

  it("checks in live at the server's time", async () => {
    const w = await appWorker();
    await policy(stack, maju, [w.id], { allowOffline: false });
    // A flexible window: a shift from two hours ago that runs three hours more.
    const now = Temporal.Now.zonedDateTimeISO("Asia/Jakarta");
    const start = now.subtract({ hours: 2 });
    const end = now.add({ hours: 3 });
    const hhmm = (t: Temporal.ZonedDateTime) => t.toPlainTime().toString().slice(0, 5);
    const s = await shift(stack, maju, { start: hhmm(start), end: hhmm(end), lateGrace: 0 });
    await scheduleDay(stack, maju, w.id, start.toPlainDate().toString(), s);
    const answer = await check(
      w.token,
      event({ offline: false, occurredAt: new Date().toISOString() }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body["data"].record).toMatchObject({
      date: start.toPlainDate().toString(),
      status: "waiting_for_checkout",
      flags: ["late"],
    });
  });
  it("takes a selfie the worker uploaded; another's is kept but flagged invalid_selfie", async () => {
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
        "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
      "hex",
    );
    const upload = (token: string, body: Buffer, type = "image/png") =>
      stack.app.inject({
        method: "POST",
        url: "/api/hcm/v1/agent/selfies",
        headers: { authorization: `Bearer ${token}`, "content-type": type },
        payload: body,
      });
    const w = await appWorker();
    await policy(stack, maju, [w.id], { verification: "selfie" });
    const day = dayBefore("Asia/Jakarta", 1);
    const uploaded = await upload(w.token, png);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId = uploaded.json().data.id as string;
    expect(uploaded.json().data).toMatchObject({ contentType: "image/png", size: png.length });
    expect(
      (await upload(w.token, Buffer.from("<html>"), "application/octet-stream")).statusCode,
    ).toBe(415);
    expect((await upload(adminToken, png)).statusCode).toBe(401);
    // The console sees the selfie through the file service.
    const seen = await stack.app.inject({
      method: "GET",
      url: `/api/file/v1/files/${fileId}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(seen.statusCode).toBe(200);

    const own = await check(
      w.token,
      event({ occurredAt: `${day}T08:00:00+07:00`, verification: { method: "selfie", fileId } }),
    );
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body["data"].record.flags).toEqual(["offline_synced"]);

    const other = await appWorker();
    await policy(stack, maju, [other.id], { verification: "selfie" });
    const borrowed = await check(
      other.token,
      event({ occurredAt: `${day}T08:00:00+07:00`, verification: { method: "selfie", fileId } }),
    );
    expect(borrowed.status).toBe(201);
    expect(borrowed.body["data"].record.flags).toEqual(["invalid_selfie", "offline_synced"]);
  });
});

describe("in Indonesian and through GraphQL", () => {
  it("answers the worker's refusals in Indonesian", async () => {
    const w = await appWorker();
    await policy(stack, maju, [w.id], { verification: "code", geofence: "reject" });
    const day = dayBefore("Asia/Jakarta", 1);
    const none = await check(w.token, event({ occurredAt: `${day}T08:00:00+07:00` }), "id");
    expect(none.status).toBe(400);
    expect(none.body["errors"]).toEqual([
      { field: "verification", message: "wajib diisi sesuai kebijakan absensi Anda (code)" },
    ]);
    const far = await check(
      w.token,
      event({
        occurredAt: `${day}T08:00:00+07:00`,
        latitude: OFFICE.latitude + 0.05,
        verification: { method: "code", value: "1234" },
      }),
      "id",
    );
    expect(far.status).toBe(422);
    expect(far.body["message"]).toBe("Anda berada di luar semua lokasi kerja");
  });

  it("reads, sets and revokes app access through the gateway", async () => {
    const gateway = createGateway({ services: () => urlsFor(stack.baseUrl), graphiql: false });
    const gql = gqlAs(gateway, adminToken);
    const branch = await zoneBranch(stack, maju);
    const agent = await worker(stack, maju, branch);
    const fields = "agentId hasPin setAt setByName activeSessions";
    const read = await gql(`query($id: Int!) { agentAppAccess(agentId: $id) { ${fields} } }`, {
      id: agent.id,
    });
    expect(read.data.agentAppAccess).toMatchObject({ agentId: agent.id, hasPin: false });
    const bad = await gql(
      `mutation($id: Int!) { setAgentAppPin(agentId: $id, pin: "12") { ${fields} } }`,
      { id: agent.id },
    );
    expect(bad.errors?.[0]?.extensions?.["errors"]).toEqual([
      expect.objectContaining({ field: "pin" }),
    ]);
    const set = await gql(
      `mutation($id: Int!) { setAgentAppPin(agentId: $id, pin: "135790") { ${fields} } }`,
      { id: agent.id },
    );
    expect(set.data.setAgentAppPin).toMatchObject({ hasPin: true, activeSessions: 0 });
    const revoked = await gql(
      `mutation($id: Int!) { revokeAgentAppAccess(agentId: $id) { ${fields} } }`,
      { id: agent.id },
    );
    expect(revoked.data.revokeAgentAppAccess).toMatchObject({ hasPin: false });
    const sentosa = gqlAs(gateway, (await login(stack.app, DEMO.sentosaAdmin)).token);
    const foreign = await sentosa(
      `query($id: Int!) { agentAppAccess(agentId: $id) { ${fields} } }`,
      { id: agent.id },
    );
    expect(foreign.data.agentAppAccess).toBeNull();
  });
});
