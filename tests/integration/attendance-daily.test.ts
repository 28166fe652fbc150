import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGateway } from "../../gateway/yoga.ts";
import { recomputeRecord } from "../../services/hcm/attendance/records.ts";
import {
  insertDispute,
  insertPunch,
  insertRecord,
  type RecordFields,
} from "../support/attendanceRows.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { type Hcm, hcmAs } from "./hcm-helpers.ts";
import {
  clientIdOf,
  expectFieldErrors,
  gqlAs,
  ownerAgent,
  ownerBranch,
  urlsFor,
  userWithMenus,
} from "./org-helpers.ts";
import { ownerShift } from "./roster-helpers.ts";

/**
 * Issue 14, Daily Approval over /api/hcm/v1/attendances: a day's records filtered, searched,
 * sorted, paged and counted per status; decisions one by one and in bulk, with their notes,
 * refusals (SPEC §8 pending dispute), version checks, actions, audit and live pointers.
 * The check-in API is another part: records and check-ins are written here as the owner.
 */

let stack: TestStack;
let admin: Hcm;
let adminId: number;
let ops: Hcm;
let sentosa: Hcm;
let indonesian: Hcm;
let noMenu: Hcm;
let maju: number;
let branchA: number;
let branchB: number;
let shift: number;
let selfie: string;
let location: number;

const DAY = "2026-10-12";
const NEXT_DAY = "2026-10-13";

/** The day's records by name, made fresh for each describe block that changes them. */
type Day = Record<string, { id: number; agentId: number; date: string }>;

let counter = 0;
async function agent(name: string, branchId: number) {
  return ownerAgent(stack, maju, branchId, { fullName: `${name} ${++counter}` });
}

async function record(name: string, branchId: number, fields: Partial<RecordFields> = {}) {
  const agentId = await agent(name, branchId);
  const date = fields.date ?? DAY;
  const id = await insertRecord(stack.owner, maju, { agentId, date, branchId, ...fields });
  return { id, agentId, date };
}

/** A row of attendance_records as the owner sees it. */
async function stored(id: number) {
  const { rows } = await stack.owner.query(
    `SELECT status, decided_by, decision_note, version FROM attendance_records WHERE id = $1`,
    [id],
  );
  return rows[0];
}

async function actionsOf(id: number) {
  const { rows } = await stack.owner.query(
    `SELECT actor, actor_user_id, action, from_status, to_status, note
     FROM attendance_record_actions WHERE record_id = $1 ORDER BY id`,
    [id],
  );
  return rows;
}

/** Waits (bounded) for the coalesced live pointer of a decision; answers what was written. */
async function livePointerAfter(since: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await stack.owner.query<{ payload: { type: string; dates: string[] } }>(
      `SELECT payload FROM live_events WHERE client_id = $1 AND id > $2
         AND payload->>'type' = 'attendance' ORDER BY id`,
      [maju, since],
    );
    if (rows.length > 0) return rows.map((row) => row.payload);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return [];
}

async function lastLiveId() {
  const { rows } = await stack.owner.query<{ id: string }>(
    "SELECT coalesce(max(id), 0)::text AS id FROM live_events",
  );
  return Number(rows[0]!.id);
}

beforeAll(async () => {
  stack = await startStack();
  const adminSession = await login(stack.app, DEMO.majuAdmin);
  admin = hcmAs(stack, adminSession.token);
  adminId = adminSession.user.id;
  ops = hcmAs(stack, (await login(stack.app, DEMO.majuOps)).token);
  sentosa = hcmAs(stack, (await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  noMenu = hcmAs(stack, await userWithMenus(stack, maju, ["employee-list", "shifts"]));
  const idToken = await userWithMenus(stack, maju, ["daily-approval"]);
  await stack.owner.query(
    "UPDATE users SET language = 'id' WHERE id = (SELECT user_id FROM sessions ORDER BY id DESC LIMIT 1)",
  );
  indonesian = hcmAs(stack, idToken);
  branchA = await ownerBranch(stack, maju);
  branchB = await ownerBranch(stack, maju);
  shift = await ownerShift(stack, maju, "08:00", "17:00");
  const sha = createHash("sha256").update(randomBytes(8)).digest("hex");
  selfie = (
    await stack.owner.query<{ id: string }>(
      `INSERT INTO files (client_id, sha256, size, content_type, storage_key)
       VALUES ($1, $2, 10, 'image/png', $3) RETURNING id`,
      [maju, sha, `${maju}/${sha.slice(0, 2)}/${sha}`],
    )
  ).rows[0]!.id;
  location = (
    await stack.owner.query<{ id: number }>(
      `INSERT INTO working_locations (client_id, name, latitude, longitude, radius_meters)
       VALUES ($1, 'Kantor Daily', -6.2, 106.8, 150) RETURNING id`,
      [maju],
    )
  ).rows[0]!.id;
});
afterAll(() => stack.close());

describe("the list of a day", () => {
  let day: Day;
  beforeAll(async () => {
    day = {
      budi: await record("Budi Harian", branchA, {
        shiftId: shift,
        flags: ["late"],
        lateMinutes: 15,
        checkInAt: "2026-10-12T01:15:00Z",
        checkOutAt: "2026-10-12T10:05:00Z",
        workedMinutes: 470,
        scheduledStart: "2026-10-12T01:00:00Z",
        scheduledEnd: "2026-10-12T10:00:00Z",
      }),
      siti: await record("Siti Harian", branchA, {
        status: "waiting_for_checkout",
        checkInAt: "2026-10-12T00:55:00Z",
        checkOutAt: null,
        workedMinutes: 0,
      }),
      andi: await record("Andi Harian", branchB, {
        status: "approved",
        timezone: "Asia/Makassar",
        flags: ["outside_geofence"],
      }),
      dewi: await record("Dewi Harian", branchB, {
        status: "rejected",
        flags: ["absent_marked"],
        checkInAt: null,
        checkOutAt: null,
        workedMinutes: 0,
      }),
      eko: await record("Eko Harian", branchA, {
        status: "day_off",
        dayType: "day_off",
        checkInAt: null,
        checkOutAt: null,
        workedMinutes: 0,
      }),
    };
    await insertPunch(stack.owner, maju, {
      agentId: day["budi"]!.agentId,
      recordId: day["budi"]!.id,
      type: "check_in",
      occurredAt: "2026-10-12T01:15:00Z",
      latitude: -6.2001,
      longitude: 106.8002,
      accuracyMeters: 8.5,
      workingLocationId: location,
      distanceMeters: 24,
      fileId: selfie,
      flags: ["late"],
    });
    await insertPunch(stack.owner, maju, {
      agentId: day["budi"]!.agentId,
      recordId: day["budi"]!.id,
      type: "check_out",
      occurredAt: "2026-10-12T10:05:00Z",
    });
    // Budi's next day, for the per-employee list.
    await insertRecord(stack.owner, maju, {
      agentId: day["budi"]!.agentId,
      date: NEXT_DAY,
      branchId: branchA,
    });
  });

  const ofDay = async (query = "") => {
    const answer = await admin.get(`/attendances?date=${DAY}&branchId=${branchA}${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body["data"];
  };

  it("answers the contract fields, ids as numbers and instants in ISO-8601", async () => {
    const data = await ofDay("&q=Budi%20Harian");
    expect(data.totalItems).toBe(1);
    const [item] = data.items;
    expect(item).toMatchObject({
      id: day["budi"]!.id,
      agentId: day["budi"]!.agentId,
      date: DAY,
      status: "pending",
      checkInAt: "2026-10-12T01:15:00Z",
      checkOutAt: "2026-10-12T10:05:00Z",
      flags: ["late"],
      lateMinutes: 15,
      earlyOutMinutes: 0,
      workedMinutes: 470,
      branchId: branchA,
      timezone: "Asia/Jakarta",
      shiftId: shift,
      shiftStartTime: "08:00",
      shiftEndTime: "17:00",
      scheduledStart: "2026-10-12T01:00:00Z",
      pendingDispute: false,
      decision: null,
      decisionNote: null,
      decidedBy: null,
      version: 1,
    });
    expect(item.agentName).toMatch(/^Budi Harian/);
    expect(item.agentNik).toMatch(/^\d{16}$/);
    expect(item.branchName).toMatch(/^Owner branch/);
    expect(item.checkIn).toEqual({
      at: "2026-10-12T01:15:00Z",
      latitude: -6.2001,
      longitude: 106.8002,
      accuracyMeters: 8.5,
      distanceMeters: 24,
      isMock: false,
      offline: false,
      verificationMethod: "selfie",
      fileId: selfie,
      workingLocationId: location,
      workingLocationName: "Kantor Daily",
      workingLocationLatitude: -6.2,
      workingLocationLongitude: 106.8,
      workingLocationRadiusMeters: 150,
      flags: ["late"],
    });
    expect(item.checkOut).toMatchObject({ at: "2026-10-12T10:05:00Z", fileId: null });
  });

  it("lists a branch's day by employee name with the per-status counts of the day", async () => {
    const data = await ofDay();
    expect(data.items.map((i: { id: number }) => i.id)).toEqual([
      day["budi"]!.id,
      day["eko"]!.id,
      day["siti"]!.id,
    ]);
    expect(data.totalItems).toBe(3);
    expect(data.statusCounts).toEqual([
      { status: "day_off", count: 1 },
      { status: "pending", count: 1 },
      { status: "waiting_for_checkout", count: 1 },
    ]);
    expect(data).toMatchObject({ limit: 10, page: 1 });
  });

  it("filters by statuses, flag and name or NIK; the counts keep every status", async () => {
    const both = await ofDay("&status=pending,waiting_for_checkout");
    expect(both.totalItems).toBe(2);
    expect(both.statusCounts).toHaveLength(3);
    const absent = await admin.get(`/attendances?date=${DAY}&status=rejected`);
    expect(absent.body["data"].items.map((i: { id: number }) => i.id)).toContain(day["dewi"]!.id);
    expect(
      absent.body["data"].items.every((i: { status: string }) => i.status === "rejected"),
    ).toBe(true);
    const late = await ofDay("&flag=late");
    expect(late.items.map((i: { id: number }) => i.id)).toEqual([day["budi"]!.id]);
    expect(late.statusCounts).toEqual([{ status: "pending", count: 1 }]);
    const nik = (await ofDay("&q=Budi")).items[0].agentNik as string;
    const byNik = await ofDay(`&q=${nik.slice(0, 12)}`);
    expect(byNik.items.map((i: { id: number }) => i.id)).toEqual([day["budi"]!.id]);
    const none = await ofDay("&q=nobody-has-this-name");
    expect(none).toMatchObject({ items: [], totalItems: 0, statusCounts: [] });
  });

  it("lists one employee's days, newest first, without a date", async () => {
    const answer = await admin.get(`/attendances?agentId=${day["budi"]!.agentId}`);
    expect(answer.status).toBe(200);
    expect(answer.body["data"].items.map((i: { date: string }) => i.date)).toEqual([NEXT_DAY, DAY]);
    const oneDay = await admin.get(`/attendances?agentId=${day["budi"]!.agentId}&date=${DAY}`);
    expect(oneDay.body["data"].items.map((i: { id: number }) => i.id)).toEqual([day["budi"]!.id]);
  });

  it("pages and sorts; a page past the end is empty but keeps the total", async () => {
    const first = await ofDay("&limit=2&page=1");
    const second = await ofDay("&limit=2&page=2");
    const past = await ofDay("&limit=2&page=9");
    expect(first.items).toHaveLength(2);
    expect(second.items.map((i: { id: number }) => i.id)).toEqual([day["siti"]!.id]);
    expect(past).toMatchObject({ items: [], totalItems: 3 });
    const byCheckIn = await ofDay("&sort=-checkInAt");
    expect(byCheckIn.items.map((i: { id: number }) => i.id)).toEqual([
      day["budi"]!.id,
      day["siti"]!.id,
      day["eko"]!.id,
    ]);
    const byLate = await ofDay("&sort=-lateMinutes&limit=1");
    expect(byLate.items[0].id).toBe(day["budi"]!.id);
  });

  it.each([
    ["", "date", "is required"],
    ["date=2026-02-30", "date", "must be a date written yyyy-MM-dd"],
    ["date=12-10-2026", "date", "must be a date written yyyy-MM-dd"],
    [`date=${DAY}&status=present`, "status", /^must be one of waiting_for_checkin/],
    [`date=${DAY}&sort=colour`, "sort", /^must be one of agentName/],
    [`date=${DAY}&limit=101`, "limit", "must be <= 100"],
    [`date=${DAY}&flag=sleepy`, "flag", /must be/],
    [`date=${DAY}&branchId=0`, "branchId", "must be >= 1"],
  ])("?%s is a 400 naming %s", async (query, field, message) => {
    const answer = await admin.get(`/attendances?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const found = (answer.body["errors"] as { field: string; message: string }[]).find(
      (e) => e.field === field,
    );
    expect(found, JSON.stringify(answer.body)).toBeDefined();
    if (typeof message === "string") expect(found!.message).toBe(message);
    else expect(found!.message).toMatch(message);
  });

  it("needs the Daily Approval menu: 403 without it, 200 for the operations role", async () => {
    expect((await noMenu.get(`/attendances?date=${DAY}`)).status).toBe(403);
    expect(
      (await noMenu.post(`/attendances/${day["budi"]!.id}/decision`, { decision: "approve" }))
        .status,
    ).toBe(403);
    expect(
      (await noMenu.post("/attendances/decisions", { ids: [day["budi"]!.id], decision: "approve" }))
        .status,
    ).toBe(403);
    expect((await stored(day["budi"]!.id))?.status).toBe("pending");
    expect((await ops.get(`/attendances?date=${DAY}`)).status).toBe(200);
  });

  it("shows another client nothing of the day", async () => {
    const answer = await sentosa.get(`/attendances?date=${DAY}`);
    expect(answer.body["data"]).toMatchObject({ items: [], totalItems: 0, statusCounts: [] });
  });
});

describe("one decision", () => {
  it("approves a pending day: Present, who and when, an action, an audit row, a live pointer", async () => {
    const budi = await record("Budi Setuju", branchA);
    const since = await lastLiveId();
    const answer = await admin.post(`/attendances/${budi.id}/decision`, {
      decision: "approve",
      note: "  ok  ",
      version: 1,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body["data"]).toMatchObject({
      id: budi.id,
      status: "approved",
      decisionNote: "ok",
      decidedBy: adminId,
      decidedByName: expect.any(String),
      decidedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      version: 2,
    });
    expect(await actionsOf(budi.id)).toEqual([
      {
        actor: "user",
        actor_user_id: adminId,
        action: "approve",
        from_status: "pending",
        to_status: "approved",
        note: "ok",
      },
    ]);
    const audit = await stack.owner.query(
      "SELECT action, actor_user_id, before, after FROM audit_log WHERE entity_type = 'attendance_record' AND entity_id = $1",
      [String(budi.id)],
    );
    expect(audit.rows).toEqual([
      {
        action: "attendance_record.approve",
        actor_user_id: adminId,
        before: { status: "pending", decision: null },
        after: { status: "approved", decision: "approve", note: "ok" },
      },
    ]);
    expect(await livePointerAfter(since)).toContainEqual({ type: "attendance", dates: [DAY] });
  });

  it("needs a note to reject or ask for revision (a 400 at note, nothing changes)", async () => {
    const siti = await record("Siti Catatan", branchA);
    for (const body of [
      { decision: "reject" },
      { decision: "reject", note: "   " },
      { decision: "need_revision", note: null },
    ]) {
      const answer = await admin.post(`/attendances/${siti.id}/decision`, body);
      expectFieldErrors(answer, 400, "Failed to Decide Attendance", { note: "is required" });
    }
    const inIndonesian = await indonesian.post(`/attendances/${siti.id}/decision`, {
      decision: "reject",
    });
    expectFieldErrors(inIndonesian, 400, "Gagal Memutuskan Kehadiran", { note: "wajib diisi" });
    expect(await stored(siti.id)).toMatchObject({ status: "pending", version: 1 });
    expect(await actionsOf(siti.id)).toEqual([]);
  });

  it("rejects (Absent) and asks for revision with the note", async () => {
    const one = await record("Rudi Tolak", branchA);
    const rejected = await admin.post(`/attendances/${one.id}/decision`, {
      decision: "reject",
      note: "Not at the site",
    });
    expect(rejected.body["data"]).toMatchObject({
      status: "rejected",
      decisionNote: "Not at the site",
    });
    const two = await record("Rina Revisi", branchA);
    const revised = await ops.post(`/attendances/${two.id}/decision`, {
      decision: "need_revision",
      note: "Selfie is blurry",
    });
    expect(revised.status).toBe(200);
    expect(revised.body["data"]).toMatchObject({ status: "need_revision", version: 2 });
    // A day sent back can be approved afterwards.
    const approved = await admin.post(`/attendances/${two.id}/decision`, {
      decision: "approve",
      version: 2,
    });
    expect(approved.body["data"]).toMatchObject({
      status: "approved",
      version: 3,
      decisionNote: null,
    });
    expect((await actionsOf(two.id)).map((a) => a["action"])).toEqual(["need_revision", "approve"]);
  });

  it("lets a decided day be changed, and deciding what it already is changes nothing", async () => {
    const one = await record("Joko Ubah", branchA, { status: "approved", decision: "approve" });
    const again = await admin.post(`/attendances/${one.id}/decision`, { decision: "approve" });
    expect(again.status).toBe(200);
    expect(again.body["data"]).toMatchObject({ status: "approved", version: 1 });
    expect(await actionsOf(one.id)).toEqual([]);
    const changed = await admin.post(`/attendances/${one.id}/decision`, {
      decision: "reject",
      note: "Was not there after all",
    });
    expect(changed.body["data"]).toMatchObject({ status: "rejected", version: 2 });
  });

  it("records a supervisor's approval of an auto-approved day, and rejects one", async () => {
    const auto = await record("Sari Otomatis", branchA, { status: "approved" });
    const approved = await admin.post(`/attendances/${auto.id}/decision`, { decision: "approve" });
    expect(approved.body["data"]).toMatchObject({
      status: "approved",
      decision: "approve",
      version: 2,
    });
    const other = await record("Sari Tolak", branchA, { status: "approved" });
    const rejected = await admin.post(`/attendances/${other.id}/decision`, {
      decision: "reject",
      note: "Was elsewhere",
    });
    expect(rejected.body["data"]).toMatchObject({ status: "rejected", decision: "reject" });
  });

  it("approves work on a day off as overtime (the record's rule)", async () => {
    const off = await record("Oka Lembur", branchA, {
      status: "day_off_with_overtime",
      dayType: "day_off",
    });
    const answer = await admin.post(`/attendances/${off.id}/decision`, { decision: "approve" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body["data"]).toMatchObject({ status: "overtime", decision: "approve" });
  });

  it("keeps the decision when the record is recomputed later (a check-out arriving)", async () => {
    const one = await record("Rama Tetap", branchA);
    await admin.post(`/attendances/${one.id}/decision`, { decision: "reject", note: "No" });
    await stack.db.tenant(maju, (tx) =>
      recomputeRecord(tx, maju, one.id, { kind: "system" }, "check_out"),
    );
    expect(await stored(one.id)).toMatchObject({ status: "rejected", decision_note: "No" });
  });

  it("refuses a stale version with a 409 and changes nothing", async () => {
    const one = await record("Tono Basi", branchA);
    await admin.post(`/attendances/${one.id}/decision`, { decision: "approve", version: 1 });
    const stale = await ops.post(`/attendances/${one.id}/decision`, {
      decision: "reject",
      note: "late",
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body["message"]).toBe(
      "This attendance was changed by someone else. Reload it and try again.",
    );
    expect(await stored(one.id)).toMatchObject({ status: "approved", version: 2 });
  });

  it("refuses a day that is not decidable here, naming its status", async () => {
    const running = await record("Wati Berjalan", branchA, {
      status: "waiting_for_checkout",
      checkOutAt: null,
    });
    const off = await record("Yudi Libur", branchA, {
      status: "day_off",
      checkInAt: null,
      checkOutAt: null,
    });
    const requested = await record("Lina Minta", branchA, { status: "pending_request" });
    const first = await admin.post(`/attendances/${running.id}/decision`, { decision: "approve" });
    expect(first.status).toBe(409);
    expect(first.body["message"]).toBe(
      "An attendance that is Waiting for Check-out cannot be decided in Daily Approval",
    );
    expect(
      (await admin.post(`/attendances/${off.id}/decision`, { decision: "reject", note: "x" }))
        .status,
    ).toBe(409);
    expect(
      (await admin.post(`/attendances/${requested.id}/decision`, { decision: "approve" })).status,
    ).toBe(409);
    const inIndonesian = await indonesian.post(`/attendances/${off.id}/decision`, {
      decision: "approve",
    });
    expect(inIndonesian.body["message"]).toBe(
      "Kehadiran berstatus Hari Libur tidak dapat diputuskan di Persetujuan Harian",
    );
    for (const r of [running, off, requested])
      expect(await stored(r.id)).toMatchObject({ version: 1 });
  });

  it("approves only a day with a check-in; an absence stays rejectable", async () => {
    const absent = await record("Agus Absen", branchA, {
      status: "rejected",
      flags: ["absent_marked"],
      checkInAt: null,
      checkOutAt: null,
    });
    const answer = await admin.post(`/attendances/${absent.id}/decision`, { decision: "approve" });
    expect(answer.status).toBe(409);
    expect(answer.body["message"]).toMatch(/no check-in on this day/);
    expect(await stored(absent.id)).toMatchObject({ status: "rejected", version: 1 });
  });

  it("refuses while a dispute waits, with the SPEC §8 message in English and Indonesian", async () => {
    const disputed = await record("Dodi Sanggah", branchA, { status: "approved" });
    await insertDispute(stack.owner, maju, disputed);
    const answer = await admin.post(`/attendances/${disputed.id}/decision`, {
      decision: "reject",
      note: "No",
    });
    expect(answer.status).toBe(409);
    expect(answer.body["message"]).toBe(
      "There is a pending dispute. Please do approval on dispute request first",
    );
    const inIndonesian = await indonesian.post(`/attendances/${disputed.id}/decision`, {
      decision: "reject",
      note: "Tidak",
    });
    expect(inIndonesian.status).toBe(409);
    expect(inIndonesian.body["message"]).toBe(
      "Ada sanggahan yang masih menunggu. Silakan lakukan persetujuan pada permintaan sanggahan terlebih dahulu",
    );
    const listed = await admin.get(`/attendances?date=${DAY}&agentId=${disputed.agentId}`);
    expect(listed.body["data"].items[0].pendingDispute).toBe(true);
    expect(await stored(disputed.id)).toMatchObject({ status: "approved", version: 1 });
    // Once the dispute is decided, so can the day be.
    await stack.owner.query(
      "UPDATE attendance_requests SET status = 'rejected' WHERE record_id = $1",
      [disputed.id],
    );
    const after = await admin.post(`/attendances/${disputed.id}/decision`, {
      decision: "reject",
      note: "No",
    });
    expect(after.body["data"]).toMatchObject({ status: "rejected", pendingDispute: false });
  });

  it("answers 404 for another client's record and for no record", async () => {
    const one = await record("Hadi Milik", branchA);
    const other = await sentosa.post(`/attendances/${one.id}/decision`, { decision: "approve" });
    expect(other.status).toBe(404);
    expect(other.body["message"]).toBe("Attendance not found");
    expect(
      (await admin.post("/attendances/987654321/decision", { decision: "approve" })).status,
    ).toBe(404);
    expect(await stored(one.id)).toMatchObject({ status: "pending", version: 1 });
  });

  it.each([
    [{ decision: "maybe" }, "decision"],
    [{}, "decision"],
    [{ decision: "approve", colour: "red" }, "colour"],
    [{ decision: "approve", version: 0 }, "version"],
    [{ decision: "reject", note: "x".repeat(1001) }, "note"],
  ])("%j is a 400 naming %s", async (body, field) => {
    const one = await record("Bad Input", branchA);
    const answer = await admin.post(`/attendances/${one.id}/decision`, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect((answer.body["errors"] as { field: string }[]).map((e) => e.field)).toContain(field);
    expect(await stored(one.id)).toMatchObject({ status: "pending", version: 1 });
  });

  it("a record id of 0 or text is a 400", async () => {
    expect((await admin.post("/attendances/0/decision", { decision: "approve" })).status).toBe(400);
    expect((await admin.post("/attendances/abc/decision", { decision: "approve" })).status).toBe(
      400,
    );
  });
});

describe("bulk decisions", () => {
  it("decides what it can with one note and lists each failure with its reason", async () => {
    const a = await record("Bulk Satu", branchA);
    const b = await record("Bulk Dua", branchB, { status: "need_revision" });
    const done = await record("Bulk Tiga", branchA, { status: "approved", decision: "approve" });
    const running = await record("Bulk Empat", branchA, {
      status: "waiting_for_checkout",
      checkOutAt: null,
    });
    const disputed = await record("Bulk Lima", branchA);
    await insertDispute(stack.owner, maju, disputed);
    const since = await lastLiveId();
    const answer = await admin.post("/attendances/decisions", {
      ids: [a.id, b.id, done.id, running.id, disputed.id, 987654321, a.id],
      decision: "approve",
      note: "Checked with the site lead",
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body["data"]).toEqual({
      decision: "approve",
      updatedIds: [a.id, b.id],
      unchangedIds: [done.id],
      failures: [
        {
          id: running.id,
          reason: "not_decidable",
          message:
            "An attendance that is Waiting for Check-out cannot be decided in Daily Approval",
        },
        {
          id: disputed.id,
          reason: "pending_dispute",
          message: "There is a pending dispute. Please do approval on dispute request first",
        },
        { id: 987654321, reason: "not_found", message: "Attendance not found" },
      ],
    });
    for (const id of [a.id, b.id])
      expect(await stored(id)).toMatchObject({
        status: "approved",
        decision_note: "Checked with the site lead",
        decided_by: adminId,
        version: 2,
      });
    expect(await actionsOf(b.id)).toEqual([
      expect.objectContaining({ from_status: "need_revision", to_status: "approved" }),
    ]);
    for (const id of [done.id, running.id, disputed.id])
      expect(await stored(id)).toMatchObject({ version: 1 });
    expect(await livePointerAfter(since)).toContainEqual({ type: "attendance", dates: [DAY] });
  });

  it("rejects in bulk only with a note; failures in Indonesian for an Indonesian user", async () => {
    const a = await record("Bulk Enam", branchA);
    const refused = await admin.post("/attendances/decisions", { ids: [a.id], decision: "reject" });
    expectFieldErrors(refused, 400, "Failed to Decide Attendance", { note: "is required" });
    expect(await stored(a.id)).toMatchObject({ status: "pending" });
    const answer = await indonesian.post("/attendances/decisions", {
      ids: [a.id, 987654321],
      decision: "reject",
      note: "Tidak hadir",
    });
    expect(answer.body["data"]).toMatchObject({
      updatedIds: [a.id],
      failures: [{ id: 987654321, reason: "not_found", message: "Kehadiran tidak ditemukan" }],
    });
    expect(await stored(a.id)).toMatchObject({ status: "rejected" });
  });

  it.each([
    [{ ids: [], decision: "approve" }, "ids"],
    [{ ids: Array.from({ length: 501 }, (_, i) => i + 1), decision: "approve" }, "ids"],
    [{ ids: [0], decision: "approve" }, "ids.0"],
    [{ ids: [1], decision: "accept" }, "decision"],
    [{ decision: "approve" }, "ids"],
  ])("%#: a bad bulk body is a 400 naming %s", async (body, field) => {
    const answer = await admin.post("/attendances/decisions", body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect((answer.body["errors"] as { field: string }[]).map((e) => e.field)).toContain(field);
  });

  it("another client's ids are not found and stay as they were", async () => {
    const a = await record("Bulk Tujuh", branchA);
    const answer = await sentosa.post("/attendances/decisions", {
      ids: [a.id],
      decision: "approve",
    });
    expect(answer.body["data"]).toMatchObject({
      updatedIds: [],
      failures: [{ id: a.id, reason: "not_found" }],
    });
    expect(await stored(a.id)).toMatchObject({ status: "pending", version: 1 });
  });
});

describe("through the gateway (GraphQL)", () => {
  const LIST = `query ($date: String, $statuses: [String!], $q: String) {
    attendanceRecords(date: $date, statuses: $statuses, q: $q) {
      totalItems
      statusCounts { status count }
      items { id status agentName checkIn { fileId selfieUrl distanceMeters } checkOut { at } }
    }
  }`;
  const DECIDE = `mutation ($id: Int!, $decision: String!, $note: String, $version: Int) {
    decideAttendance(id: $id, decision: $decision, note: $note, version: $version) { id status version }
  }`;
  const BULK = `mutation ($ids: [Int!]!, $decision: String!, $note: String) {
    decideAttendances(ids: $ids, decision: $decision, note: $note) {
      updatedIds unchangedIds failures { id reason message }
    }
  }`;

  it("lists a day with selfie URLs, decides one and many, and reports refusals with codes", async () => {
    const gateway = createGateway({ services: () => urlsFor(stack.baseUrl), graphiql: false });
    const gql = gqlAs(gateway, (await login(stack.app, DEMO.majuAdmin)).token);
    const day = "2026-10-21";
    const one = await record("Gql Satu", branchA, { date: day });
    const two = await record("Gql Dua", branchA, { date: day });
    await insertPunch(stack.owner, maju, {
      agentId: one.agentId,
      recordId: one.id,
      type: "check_in",
      occurredAt: `${day}T01:00:00Z`,
      fileId: selfie,
      distanceMeters: 30,
    });
    const listed = await gql(LIST, { date: day, q: "Gql Satu" });
    expect(listed.errors).toBeUndefined();
    expect(listed.data.attendanceRecords).toEqual({
      totalItems: 1,
      statusCounts: [{ status: "pending", count: 1 }],
      items: [
        {
          id: one.id,
          status: "pending",
          agentName: expect.stringMatching(/^Gql Satu/),
          checkIn: {
            fileId: selfie,
            selfieUrl: `/api/file/v1/files/${selfie}`,
            distanceMeters: 30,
          },
          checkOut: null,
        },
      ],
    });
    const refused = await gql(DECIDE, { id: one.id, decision: "reject" });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      errors: [{ field: "note", message: "is required" }],
    });
    const decided = await gql(DECIDE, { id: one.id, decision: "approve", version: 1 });
    expect(decided.data.decideAttendance).toEqual({ id: one.id, status: "approved", version: 2 });
    const stale = await gql(DECIDE, { id: one.id, decision: "reject", note: "x", version: 1 });
    expect(stale.errors?.[0]?.extensions?.["code"]).toBe("CONFLICT");
    const missing = await gql(DECIDE, { id: 987654321, decision: "approve" });
    expect(missing.errors?.[0]?.extensions?.["code"]).toBe("NOT_FOUND");
    const bulk = await gql(BULK, { ids: [one.id, two.id], decision: "approve" });
    expect(bulk.data.decideAttendances).toEqual({
      updatedIds: [two.id],
      unchangedIds: [one.id],
      failures: [],
    });
    const approved = await gql(LIST, { date: day, statuses: ["approved"] });
    expect(approved.data.attendanceRecords.totalItems).toBe(2);
  });
});
