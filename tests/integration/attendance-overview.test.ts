import { parse as parseCsv } from "csv-parse/sync";
import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGateway } from "../../gateway/yoga.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { xlsxCells } from "../support/xlsx.ts";
import { BETA_FLAGS, HCM, type Hcm, hcmAs as sharedHcmAs, turnFlagsOn } from "./hcm-helpers.ts";
import {
  clientIdOf,
  gqlAs,
  ownerAgent,
  uniqueCode,
  urlsFor,
  userWithMenus,
} from "./org-helpers.ts";

/**
 * Issue 14, Attendance Overview and Recap (services/hcm/attendance/overview): the activity
 * logs, the daily overview, a record's detail and the recap with its export, on records
 * written by hand through the owner connection (the check-in API is another part's).
 */

let stack: TestStack;
let admin: Hcm;
let sentosa: Hcm;
let maju: number;
let sentosaId: number;
let adminToken: string;

const hcmAs = (token: string) => sharedHcmAs(stack, token);

/** The fixture: two branches (WITA and WIB), three workers, a shift, records and events. */
const F = {
  witaBranch: 0,
  wibBranch: 0,
  shift: 0,
  nightShift: 0,
  ani: 0, // WITA, the full month of cases
  budi: 0, // WIB, a night shift crossing midnight
  cici: 0, // WIB, active, no records
  evil: 0, // a name that is a formula
  fileId: "",
  records: {} as Record<string, number>,
  sentosaRecord: 0,
  tag: "",
};

async function insertRecord(
  agent: number,
  branch: number,
  date: string,
  status: string,
  extra: {
    timezone?: string;
    flags?: string[];
    worked?: number;
    late?: number;
    shift?: number | null;
    start?: string | null;
    end?: string | null;
    checkIn?: string | null;
    checkOut?: string | null;
    client?: number;
  } = {},
): Promise<number> {
  const { rows } = await stack.owner.query<{ id: string }>(
    `INSERT INTO attendance_records (client_id, agent_id, date, branch_id, timezone, shift_id,
       day_type, scheduled_start, scheduled_end, status, flags, check_in_at, check_out_at,
       late_minutes, worked_minutes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [
      extra.client ?? maju,
      agent,
      date,
      branch,
      extra.timezone ?? "Asia/Jakarta",
      extra.shift ?? null,
      status.startsWith("day_off") ? "day_off" : "working",
      extra.start ?? null,
      extra.end ?? null,
      status,
      extra.flags ?? [],
      extra.checkIn ?? null,
      extra.checkOut ?? null,
      extra.late ?? 0,
      extra.worked ?? 0,
    ],
  );
  return Number(rows[0]!.id);
}

let eventCounter = 0;
async function insertEvent(
  agent: number,
  record: number | null,
  type: "check_in" | "check_out",
  occurredAt: string,
  extra: { fileId?: string; flags?: string[]; mock?: boolean; offline?: boolean } = {},
): Promise<number> {
  const { rows } = await stack.owner.query<{ id: string }>(
    `INSERT INTO attendance_events (client_id, agent_id, record_id, type, client_event_id,
       body_hash, occurred_at, utc_offset_minutes, latitude, longitude, accuracy_meters, is_mock,
       offline, verification_method, file_id, distance_meters, flags, response)
     VALUES ($1, $2, $3, $4, $5, 'hash', $6, 480, -5.147665, 119.432731, 12.5, $7, $8, $9, $10,
       35, $11, '{}') RETURNING id`,
    [
      maju,
      agent,
      record,
      type,
      `ev-${F.tag}-${eventCounter++}`,
      occurredAt,
      extra.mock ?? false,
      extra.offline ?? false,
      extra.fileId ? "selfie" : null,
      extra.fileId ?? null,
      extra.flags ?? [],
    ],
  );
  return Number(rows[0]!.id);
}

beforeAll(async () => {
  stack = await startStack();
  adminToken = (await login(stack.app, DEMO.majuAdmin)).token;
  admin = hcmAs(adminToken);
  sentosa = hcmAs((await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  sentosaId = await clientIdOf(stack, "PT Sentosa Abadi");
  await turnFlagsOn(stack, "PT Sentosa Abadi", BETA_FLAGS);
  F.tag = uniqueCode("T").toLowerCase();

  const branch = async (client: number, timezone: string) => {
    const code = uniqueCode("AO");
    const { rows } = await stack.owner.query<{ id: number }>(
      `INSERT INTO branches (client_id, code, name, timezone) VALUES ($1, $2, $3, $4) RETURNING id`,
      [client, code, `Overview ${code}`, timezone],
    );
    return rows[0]!.id;
  };
  F.witaBranch = await branch(maju, "Asia/Makassar");
  F.wibBranch = await branch(maju, "Asia/Jakarta");
  const shift = async (start: string, end: string) => {
    const { rows } = await stack.owner.query<{ id: number }>(
      `INSERT INTO shifts (client_id, code, name, start_time, end_time, break_minutes)
       VALUES ($1, $2, $3, $4, $5, 60) RETURNING id`,
      [maju, uniqueCode("S"), `Shift ${start}`, start, end],
    );
    return rows[0]!.id;
  };
  F.shift = await shift("09:00", "17:00");
  F.nightShift = await shift("22:00", "06:00");
  F.ani = await ownerAgent(stack, maju, F.witaBranch, { fullName: `Ani Overview ${F.tag}` });
  F.budi = await ownerAgent(stack, maju, F.wibBranch, { fullName: `Budi Overview ${F.tag}` });
  F.cici = await ownerAgent(stack, maju, F.wibBranch, { fullName: `Cici Overview ${F.tag}` });
  F.evil = await ownerAgent(stack, maju, F.wibBranch, {
    fullName: `=HYPERLINK("http://evil.example","x") ${F.tag}`,
  });
  // An inactive worker without records is not in the recap.
  await ownerAgent(stack, maju, F.wibBranch, {
    fullName: `Dodi Gone ${F.tag}`,
    workerStatus: "inactive",
  });
  const file = await stack.owner.query<{ id: string }>(
    `INSERT INTO files (client_id, sha256, size, content_type, storage_key)
     VALUES ($1, $2, 10, 'image/jpeg', $3) RETURNING id`,
    [maju, "a".repeat(64), `${maju}/aa/${"a".repeat(64)}`],
  );
  F.fileId = file.rows[0]!.id;

  const R = F.records;
  const w = (date: string, status: string, extra: Parameters<typeof insertRecord>[4] = {}) =>
    insertRecord(F.ani, F.witaBranch, date, status, { timezone: "Asia/Makassar", ...extra });
  // Outside the period on both sides.
  R["feb28"] = await w("2026-02-28", "approved", { worked: 480 });
  R["mar11"] = await w("2026-03-11", "approved", { worked: 480 });
  R["mar01"] = await w("2026-03-01", "approved", {
    flags: ["late"],
    late: 15,
    worked: 480,
    shift: F.shift,
    start: "2026-03-01T01:00:00Z",
    end: "2026-03-01T09:00:00Z",
    checkIn: "2026-03-01T01:15:00Z",
    checkOut: "2026-03-01T10:15:00Z",
  });
  R["mar02"] = await w("2026-03-02", "approved", { worked: 470 });
  R["mar03"] = await w("2026-03-03", "rejected", { flags: ["absent_marked"] });
  R["mar04"] = await w("2026-03-04", "paid_leave");
  R["mar05"] = await w("2026-03-05", "sick_leave");
  R["mar06"] = await w("2026-03-06", "half_day_unpaid_leave", { worked: 200 });
  R["mar07"] = await w("2026-03-07", "day_off");
  // 09:00–17:00 WITA less a 60-minute break plans 420 minutes: 540 worked is 120 overtime.
  R["mar08"] = await w("2026-03-08", "overtime", {
    worked: 540,
    shift: F.shift,
    start: "2026-03-08T01:00:00Z",
    end: "2026-03-08T09:00:00Z",
  });
  // A day off worked: every minute is overtime.
  R["mar09"] = await w("2026-03-09", "day_off_with_overtime", { worked: 200 });
  R["mar10"] = await w("2026-03-10", "waiting_for_checkout", { flags: ["late"], late: 5 });
  // Budi's night shift 22:00 (WIB) on 10 March to 06:00 on 11 March: one record on the 10th.
  R["night"] = await insertRecord(F.budi, F.wibBranch, "2026-03-10", "overtime", {
    worked: 540,
    shift: F.nightShift,
    start: "2026-03-10T15:00:00Z",
    end: "2026-03-10T23:00:00Z",
    checkIn: "2026-03-10T14:55:00Z",
    checkOut: "2026-03-11T00:55:00Z",
  });
  await insertRecord(F.evil, F.wibBranch, "2026-03-02", "approved", { worked: 60 });

  // Events: Ani checks in and out on 1 March (08:15 and 18:15 WITA), with a selfie.
  await insertEvent(F.ani, R["mar01"], "check_in", "2026-03-01T00:15:00Z", {
    fileId: F.fileId,
    flags: ["late"],
  });
  await insertEvent(F.ani, R["mar01"], "check_out", "2026-03-01T10:15:00Z", { offline: true });
  // 00:30 WITA on 2 March is still 1 March in WIB: without a record, the branch's zone decides.
  await insertEvent(F.ani, null, "check_in", "2026-03-01T16:30:00Z", { mock: true });
  // Budi's night shift: the check-out at 07:55 WIB on 11 March belongs to the 10th.
  await insertEvent(F.budi, R["night"], "check_in", "2026-03-10T14:55:00Z");
  await insertEvent(F.budi, R["night"], "check_out", "2026-03-11T00:55:00Z");

  // The timeline of 1 March and a request about it.
  const adminUser = await stack.owner.query<{ id: number }>(
    "SELECT id FROM users WHERE email = $1",
    [DEMO.majuAdmin.email],
  );
  await stack.owner.query(
    `INSERT INTO attendance_record_actions (client_id, record_id, actor, actor_user_id, action,
       from_status, to_status, note, at)
     VALUES ($1, $2, 'agent', NULL, 'check_in', 'waiting_for_checkin', 'waiting_for_checkout', NULL, '2026-03-01T00:15:00Z'),
            ($1, $2, 'agent', NULL, 'check_out', 'waiting_for_checkout', 'pending', NULL, '2026-03-01T10:15:00Z'),
            ($1, $2, 'user', $3, 'approve', 'pending', 'approved', 'Looks right', '2026-03-02T02:00:00Z')`,
    [maju, R["mar01"], adminUser.rows[0]!.id],
  );
  await stack.owner.query(
    `INSERT INTO attendance_requests (client_id, agent_id, request_type, date, record_id, reason,
       client_request_id, status, dispute_status)
     VALUES ($1, $2, 'dispute', '2026-03-01', $3, 'I was on time', $4, 'rejected', 'present')`,
    [maju, F.ani, R["mar01"], `rq-${F.tag}`],
  );

  // Another client's record.
  const { rows: sentosaBranch } = await stack.owner.query<{ id: number }>(
    "SELECT id FROM branches WHERE client_id = $1 ORDER BY id LIMIT 1",
    [sentosaId],
  );
  const sentosaAgent = await ownerAgent(stack, sentosaId, sentosaBranch[0]!.id, {
    fullName: `Sentosa Overview ${F.tag}`,
  });
  F.sentosaRecord = await insertRecord(
    sentosaAgent,
    sentosaBranch[0]!.id,
    "2026-03-01",
    "approved",
    {
      client: sentosaId,
    },
  );
}, 120_000);
afterAll(() => stack?.close());

const qs = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();

describe("activity logs", () => {
  const logs = (params: Record<string, string | number | undefined>) =>
    admin.get(`/attendance-overview/activity-logs?${qs(params)}`);

  it("lists an employee's check-ins of a day newest first, with zone, place, selfie and flags", async () => {
    const answer = await logs({ employeeId: F.ani, date: "2026-03-01" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { items, totalItems, limit, page } = answer.body["data"];
    expect({ totalItems, limit, page }).toEqual({ totalItems: 2, limit: 10, page: 1 });
    expect(items.map((i: { type: string }) => i.type)).toEqual(["check_out", "check_in"]);
    expect(items[1]).toMatchObject({
      recordId: F.records["mar01"],
      date: "2026-03-01",
      agentId: F.ani,
      employeeName: `Ani Overview ${F.tag}`,
      branch: { id: F.witaBranch },
      occurredAt: "2026-03-01T00:15:00Z",
      timezone: "Asia/Makassar",
      utcOffsetMinutes: 480,
      latitude: -5.147665,
      longitude: 119.432731,
      accuracyMeters: 12.5,
      distanceMeters: 35,
      flags: ["late"],
      isMock: false,
      offline: false,
      verificationMethod: "selfie",
      selfieFileId: F.fileId,
      recordStatus: "approved",
    });
    expect(items[0]).toMatchObject({ offline: true, selfieFileId: null });
  });

  it("dates an event without a record in its branch's zone, and a night shift's check-out on its start day", async () => {
    const second = await logs({ employeeId: F.ani, date: "2026-03-02" });
    expect(second.body["data"].items).toEqual([
      expect.objectContaining({ occurredAt: "2026-03-01T16:30:00Z", isMock: true, recordId: null }),
    ]);
    const night = await logs({ employeeId: F.budi, date: "2026-03-10" });
    expect(night.body["data"].items.map((i: { type: string }) => i.type)).toEqual([
      "check_out",
      "check_in",
    ]);
    expect((await logs({ employeeId: F.budi, date: "2026-03-11" })).body["data"].totalItems).toBe(
      0,
    );
  });

  it("finds by part of the name, any case, and pages", async () => {
    const all = await logs({
      employeeName: `overview ${F.tag}`.toUpperCase(),
      from: "2026-03-01",
      to: "2026-03-11",
    });
    expect(all.body["data"].totalItems).toBe(5);
    const second = await logs({
      employeeName: `overview ${F.tag}`,
      from: "2026-03-01",
      to: "2026-03-11",
      limit: 2,
      page: 2,
    });
    expect(second.body["data"]).toMatchObject({ totalItems: 5, limit: 2, page: 2 });
    expect(second.body["data"].items.map((i: { occurredAt: string }) => i.occurredAt)).toEqual([
      "2026-03-01T16:30:00Z",
      "2026-03-01T10:15:00Z",
    ]);
    const past = await logs({
      employeeName: `overview ${F.tag}`,
      from: "2026-03-01",
      to: "2026-03-11",
      page: 9,
    });
    expect(past.body["data"]).toMatchObject({ items: [], totalItems: 5 });
    // % and _ are themselves, not wildcards.
    expect((await logs({ employeeName: "%", date: "2026-03-01" })).body["data"].totalItems).toBe(0);
  });

  it.each([
    [{ date: "2026-02-30" }, "date", "must be a date written yyyy-MM-dd"],
    [{ date: "01-03-2026" }, "date", 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"'],
    [{ from: "2026-03-10", to: "2026-03-01" }, "to", "must be on or after the start date"],
    [{ from: "2026-01-01", to: "2026-03-04" }, "to", "must be at most 62 days from the start date"],
    [{ employeeId: 0 }, "employeeId", "must be >= 1"],
    [{ employeeId: "abc" }, "employeeId", "must be integer"],
  ])("%j is a 400 naming %s", async (params, field, message) => {
    const answer = await logs(params as Record<string, string>);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body["errors"]).toContainEqual({ field, message });
  });
});

describe("daily overview", () => {
  const daily = (params: Record<string, string | number | undefined>) =>
    admin.get(`/attendance-overview/daily-overview?${qs(params)}`);

  it("lists a range's records latest first with the counts per status", async () => {
    const answer = await daily({
      employeeName: `Ani Overview ${F.tag}`,
      from: "2026-03-01",
      to: "2026-03-03",
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body["data"];
    expect(data.from).toBe("2026-03-01");
    expect(data.items.map((r: { date: string }) => r.date)).toEqual([
      "2026-03-03",
      "2026-03-02",
      "2026-03-01",
    ]);
    expect(data.counts).toEqual([
      { status: "approved", count: 2 },
      { status: "rejected", count: 1 },
    ]);
    expect(data.items[2]).toMatchObject({
      id: F.records["mar01"],
      agentId: F.ani,
      timezone: "Asia/Makassar",
      shift: { id: F.shift },
      status: "approved",
      flags: ["late"],
      lateMinutes: 15,
      workedMinutes: 480,
      checkInAt: "2026-03-01T01:15:00Z",
      scheduledStart: "2026-03-01T01:00:00Z",
    });
  });

  it("filters by employee id, day, branch and status; the counts ignore the status", async () => {
    const one = await daily({ employeeId: F.budi, date: "2026-03-10" });
    expect(one.body["data"].items.map((r: { id: number }) => r.id)).toEqual([F.records["night"]]);
    const byStatus = await daily({
      branchId: F.witaBranch,
      from: "2026-03-01",
      to: "2026-03-10",
      status: "approved",
      limit: 1,
    });
    expect(byStatus.body["data"].totalItems).toBe(2);
    expect(byStatus.body["data"].items).toHaveLength(1);
    expect(byStatus.body["data"].counts).toHaveLength(9);
    const bad = await daily({ status: "present" });
    expect(bad.status).toBe(400);
    expect(bad.body["errors"][0].field).toBe("status");
  });

  it("defaults to today in the client's zone", async () => {
    const answer = await daily({ employeeId: F.ani });
    expect(answer.status).toBe(200);
    expect(answer.body["data"].from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.body["data"].from).toBe(answer.body["data"].to);
  });
});

describe("record detail", () => {
  it("answers the record, its events, its timeline and its requests", async () => {
    const answer = await admin.get(`/attendances/${F.records["mar01"]}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body["data"];
    expect(data).toMatchObject({ id: F.records["mar01"], status: "approved", date: "2026-03-01" });
    expect(data.events.map((e: { type: string }) => e.type)).toEqual(["check_in", "check_out"]);
    expect(data.events[0].selfieFileId).toBe(F.fileId);
    expect(data.actions).toEqual([
      expect.objectContaining({
        actor: "agent",
        actorName: `Ani Overview ${F.tag}`,
        action: "check_in",
      }),
      expect.objectContaining({
        action: "check_out",
        fromStatus: "waiting_for_checkout",
        toStatus: "pending",
      }),
      expect.objectContaining({
        actor: "user",
        actorName: expect.any(String),
        action: "approve",
        note: "Looks right",
        at: "2026-03-02T02:00:00Z",
      }),
    ]);
    expect(data.requests).toEqual([
      expect.objectContaining({
        requestType: "dispute",
        status: "rejected",
        disputeStatus: "present",
        reason: "I was on time",
      }),
    ]);
  });

  it("another client's record, and one that does not exist, are 404", async () => {
    expect((await admin.get(`/attendances/${F.sentosaRecord}`)).status).toBe(404);
    expect((await sentosa.get(`/attendances/${F.records["mar01"]}`)).status).toBe(404);
    expect((await sentosa.get(`/attendances/${F.sentosaRecord}`)).status).toBe(200);
    expect((await admin.get("/attendances/2147483000")).status).toBe(404);
    expect((await admin.get("/attendances/0")).status).toBe(400);
  });

  it("another client sees none of these events or records in its lists", async () => {
    const logs = await sentosa.get(
      `/attendance-overview/activity-logs?employeeId=${F.ani}&date=2026-03-01`,
    );
    expect(logs.body["data"].totalItems).toBe(0);
    const recap = await sentosa.get(`/attendance-recap?from=2026-03-01&to=2026-03-10&q=${F.tag}`);
    expect(recap.body["data"].items.map((r: { agentId: number }) => r.agentId)).not.toContain(
      F.ani,
    );
  });
});

describe("menus", () => {
  it("Daily Approval alone reads a record, not the overview lists nor the recap", async () => {
    const daily = hcmAs(await userWithMenus(stack, maju, ["daily-approval"]));
    expect((await daily.get(`/attendances/${F.records["mar01"]}`)).status).toBe(200);
    expect((await daily.get("/attendance-overview/activity-logs")).status).toBe(403);
    expect((await daily.get("/attendance-overview/daily-overview")).status).toBe(403);
    expect((await daily.get("/attendance-recap?from=2026-03-01&to=2026-03-02")).status).toBe(403);
  });

  it("without any of the menus everything is 403", async () => {
    const none = hcmAs(await userWithMenus(stack, maju, ["shifts"]));
    expect((await none.get(`/attendances/${F.records["mar01"]}`)).status).toBe(403);
    expect((await none.get("/attendance-overview/activity-logs")).status).toBe(403);
    expect((await none.get("/attendance-recap?from=2026-03-01&to=2026-03-02")).status).toBe(403);
    expect((await none.get("/attendance-recap/export?from=2026-03-01&to=2026-03-02")).status).toBe(
      403,
    );
  });

  it("the recap menu alone opens the recap and its export", async () => {
    const recap = hcmAs(await userWithMenus(stack, maju, ["attendance-recap"]));
    expect((await recap.get("/attendance-recap?from=2026-03-01&to=2026-03-02")).status).toBe(200);
    expect((await recap.get("/attendance-overview/activity-logs")).status).toBe(403);
  });
});

describe("recap", () => {
  const recap = (params: Record<string, string | number | undefined>) =>
    admin.get(`/attendance-recap?${qs(params)}`);
  const period = { from: "2026-03-01", to: "2026-03-10" };

  it("counts every kind of day exactly, overtime by the shift rule, only inside the period", async () => {
    const answer = await recap({ ...period, branchId: F.witaBranch });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body["data"].items).toEqual([
      {
        agentId: F.ani,
        employeeName: `Ani Overview ${F.tag}`,
        nik: expect.stringMatching(/^\d{16}$/),
        branch: { id: F.witaBranch, name: expect.any(String) },
        scheduledDays: 10,
        present: 2,
        late: 2,
        absent: 1,
        paidLeave: 1,
        unpaidLeave: 0,
        leave: 0,
        sickLeave: 1,
        paidSickLeave: 0,
        unpaidSickLeave: 0,
        halfDayPaidLeave: 0,
        halfDayUnpaidLeave: 1,
        halfDayPaidSickLeave: 0,
        halfDayUnpaidSickLeave: 0,
        dayOff: 1,
        overtimeDays: 2,
        undecided: 1,
        // 540 − (480 − 60) on the overtime day, and all 200 of the day off.
        overtimeMinutes: 320,
        workedMinutes: 480 + 470 + 200 + 540 + 200,
        // Issue 15: no overtime requests here; the paid leave day, the half unpaid one, the
        // undecided sick day.
        approvedOvertimeMinutes: 0,
        overtimeUnits: 0,
        paidLeaveDays: 1,
        unpaidLeaveDays: 0.5,
        sickDays: 1,
      },
    ]);
  });

  it("a night shift counts on its start day; active workers without records show zeros; inactive ones do not", async () => {
    const wib = await recap({ ...period, branchId: F.wibBranch, sort: "employeeId" });
    const rows = wib.body["data"].items as {
      employeeName: string;
      overtimeMinutes: number;
      scheduledDays: number;
    }[];
    expect(rows.map((r) => r.employeeName)).toEqual([
      `Budi Overview ${F.tag}`,
      `Cici Overview ${F.tag}`,
      `=HYPERLINK("http://evil.example","x") ${F.tag}`,
    ]);
    // 22:00–06:00 less the 60-minute break plans 420; 540 worked is 120 overtime.
    expect(rows[0]).toMatchObject({ scheduledDays: 1, overtimeDays: 1, overtimeMinutes: 120 });
    expect(rows[1]).toMatchObject({ scheduledDays: 0, present: 0, workedMinutes: 0 });
    const next = await recap({
      from: "2026-03-11",
      to: "2026-03-11",
      branchId: F.wibBranch,
      q: "Budi",
    });
    expect(next.body["data"].items[0]).toMatchObject({ scheduledDays: 0, overtimeMinutes: 0 });
  });

  it("searches by name, sorts by a count and pages", async () => {
    const found = await recap({
      ...period,
      q: `overview ${F.tag}`,
      sort: "-workedMinutes",
      limit: 2,
    });
    expect(found.body["data"]).toMatchObject({ totalItems: 3, limit: 2, page: 1 });
    expect(found.body["data"].items.map((r: { agentId: number }) => r.agentId)).toEqual([
      F.ani,
      F.budi,
    ]);
    const second = await recap({
      ...period,
      q: `overview ${F.tag}`,
      sort: "-workedMinutes",
      limit: 2,
      page: 2,
    });
    expect(second.body["data"].items.map((r: { agentId: number }) => r.agentId)).toEqual([F.cici]);
  });

  it.each([
    [{ from: "2026-03-01", to: "2026-05-02" }, "to", "must be at most 62 days from the start date"],
    [{ from: "2026-03-05", to: "2026-03-01" }, "to", "must be on or after the start date"],
    [{ from: "2026-13-01", to: "2026-03-01" }, "from", "must be a date written yyyy-MM-dd"],
    [{ from: "2026-03-01" }, "to", "is required"],
    [{ ...period, sort: "salary" }, "sort", expect.stringMatching(/^must be one of employeeName/)],
  ])("%j is a 400 naming %s", async (params, field, message) => {
    const answer = await recap(params as Record<string, string>);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body["errors"]).toContainEqual({ field, message });
  });

  it("62 days is the longest period", async () => {
    expect(
      (await recap({ from: "2026-03-01", to: "2026-05-01", branchId: F.witaBranch })).status,
    ).toBe(200);
  });
});

describe("recap export", () => {
  const download = (params: Record<string, string | number | undefined>, token = adminToken) =>
    stack.app.inject({
      url: `${HCM}/attendance-recap/export?${qs(params)}`,
      headers: bearer(token),
    });
  const filter = { from: "2026-03-01", to: "2026-03-10", q: F.tag };

  it("XLSX: the rows of the list with headers, the formula-looking name a text cell", async () => {
    const response = await download({ ...filter, q: `${F.tag}`, format: "xlsx" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toContain(
      "attendance-recap-2026-03-01-to-2026-03-10.xlsx",
    );
    const buffer = response.rawPayload;
    const rows = (await readXlsxFile(buffer))[0]!.data as unknown[][];
    const header = rows[0] as string[];
    expect(header.slice(0, 6)).toEqual([
      "Employee ID",
      "Employee Name",
      "NIK",
      "Branch",
      "Days",
      "Present",
    ]);
    expect(header.slice(-7)).toEqual([
      "Overtime Hours",
      "Worked Hours",
      "Approved Overtime Hours",
      "Overtime Multiplier Units",
      "Paid Leave Days",
      "Unpaid Leave Days",
      "Sick Days",
    ]);
    const ani = rows.find((row) => row[0] === F.ani)!;
    expect(ani[header.indexOf("Present")]).toBe(2);
    expect(ani[header.indexOf("Overtime Hours")]).toBe(5.33);
    expect(ani[header.indexOf("Worked Hours")]).toBe(31.5);
    expect(rows.map((row) => row[1])).toContain(`=HYPERLINK("http://evil.example","x") ${F.tag}`);
    for (const [ref, xml] of xlsxCells(buffer)) expect(xml, ref).not.toMatch(/<f[ >]/);
  });

  it("CSV: a cell that would start a formula gets a quote; headers in Indonesian for an Indonesian user", async () => {
    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = $1", [
      DEMO.majuAdmin.email,
    ]);
    try {
      const token = (await login(stack.app, DEMO.majuAdmin)).token;
      const response = await download({ ...filter, format: "csv" }, token);
      expect(response.statusCode, response.body).toBe(200);
      const refused = await hcmAs(token).get("/attendance-recap?from=2026-03-01&to=2026-06-01");
      expect(refused.status).toBe(400);
      expect(refused.body["message"]).toBe("Periode tidak valid");
      expect(refused.body["errors"]).toEqual([
        { field: "to", message: "maksimal 62 hari dari tanggal mulai" },
      ]);
      const lines = parseCsv(response.body, { bom: true }) as string[][];
      expect(lines[0]!.slice(0, 2)).toEqual(["ID Karyawan", "Nama Karyawan"]);
      expect(lines.map((line) => line[1])).toContain(
        `'=HYPERLINK("http://evil.example","x") ${F.tag}`,
      );
      for (const line of lines)
        for (const cell of line) expect(cell, JSON.stringify(line)).not.toMatch(/^[=+@\t\r]/);
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = $1", [
        DEMO.majuAdmin.email,
      ]);
    }
  });

  it("a bad period is a 400 before any file", async () => {
    const response = await download({ from: "2026-03-01", to: "2026-06-01" });
    expect(response.statusCode).toBe(400);
  });
});

describe("through the gateway (GraphQL)", () => {
  it("reads the four views, with the selfie's URL; a missing record is null; a bad period names its field", async () => {
    const gateway = createGateway({ services: () => urlsFor(stack.baseUrl), graphiql: false });
    const gql = gqlAs(gateway, adminToken);
    const answer = await gql(
      `query ($agent: Int!, $id: Int!, $branch: Int!) {
        attendanceActivityLogs(employeeId: $agent, date: "2026-03-01") {
          totalItems items { id type occurredAt timezone selfieUrl workingLocation { id name } branch { id name } }
        }
        attendanceDailyOverview(employeeId: $agent, from: "2026-03-01", to: "2026-03-10") {
          totalItems from to counts { status count } items { id status flags shift { code } }
        }
        attendanceRecordDetail(id: $id) {
          id status events { type selfieUrl } actions { action actorName } requests { requestType }
        }
        missing: attendanceRecordDetail(id: 2147483000) { id }
        attendanceRecap(from: "2026-03-01", to: "2026-03-10", branchId: $branch) {
          totalItems items { agentId present late absent overtimeMinutes workedMinutes }
        }
      }`,
      { agent: F.ani, id: F.records["mar01"], branch: F.witaBranch },
    );
    expect(answer.errors).toBeUndefined();
    const data = answer.data;
    expect(data.attendanceActivityLogs.totalItems).toBe(2);
    expect(data.attendanceActivityLogs.items[1].selfieUrl).toBe(`/api/file/v1/files/${F.fileId}`);
    expect(data.attendanceDailyOverview).toMatchObject({ totalItems: 10, from: "2026-03-01" });
    expect(data.attendanceRecordDetail.events[0].selfieUrl).toBe(`/api/file/v1/files/${F.fileId}`);
    expect(data.attendanceRecordDetail.actions).toHaveLength(3);
    expect(data.missing).toBeNull();
    expect(data.attendanceRecap.items).toEqual([
      { agentId: F.ani, present: 2, late: 2, absent: 1, overtimeMinutes: 320, workedMinutes: 1890 },
    ]);
    const bad = await gql(
      `{ attendanceRecap(from: "2026-03-01", to: "2026-09-01") { totalItems } }`,
    );
    expect(bad.errors?.[0]?.extensions?.["code"]).toBe("BAD_USER_INPUT");
  });
});
