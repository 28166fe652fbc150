import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { type Hcm, hcmAs } from "./hcm-helpers.ts";
import {
  clientIdOf,
  countRows,
  expectFieldErrors,
  uniqueCode,
  userWithMenus,
} from "./org-helpers.ts";

/** /api/hcm/v1/shifts (issue 13): shifts with their times, grace and thresholds. */

let stack: TestStack;
let maju: number;
let admin: Hcm;
let ops: Hcm;
let sentosa: Hcm;

beforeAll(async () => {
  stack = await startStack();
  admin = hcmAs(stack, (await login(stack.app, DEMO.majuAdmin)).token);
  sentosa = hcmAs(stack, (await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  ops = hcmAs(stack, await userWithMenus(stack, maju, ["branch"]));
});
afterAll(() => stack.close());

const validShift = (overrides: Record<string, unknown> = {}) => ({
  name: `Shift ${uniqueCode("N")}`,
  code: uniqueCode("S"),
  startTime: "08:00",
  endTime: "17:00",
  breakMinutes: 60,
  lateGraceMinutes: 15,
  earlyOutGraceMinutes: 10,
  checkInOpensMinutesBefore: 60,
  checkOutClosesMinutesAfter: 90,
  ...overrides,
});

describe("POST /shifts", () => {
  it("creates a shift, answers 201 with its id and crossesMidnight, reads it back, audits it", async () => {
    const input = validShift({
      code: uniqueCode("pagi").toLowerCase(),
      halfDayHours: 4,
      absentHours: 2,
    });
    const created = await admin.post("/shifts", input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const shift = created.body["data"];
    expect(shift).toMatchObject({
      id: expect.any(Number),
      code: input.code.toUpperCase(),
      name: input.name,
      startTime: "08:00",
      endTime: "17:00",
      crossesMidnight: false,
      workingMinutes: 480,
      breakMinutes: 60,
      lateGraceMinutes: 15,
      earlyOutGraceMinutes: 10,
      checkInOpensMinutesBefore: 60,
      checkOutClosesMinutesAfter: 90,
      halfDayHours: 4,
      absentHours: 2,
      flexible: false,
      status: "active",
    });
    expect((await admin.get(`/shifts/${shift.id}`)).body["data"]).toEqual(shift);
    const row = await stack.owner.query(
      "SELECT client_id, to_char(start_time, 'HH24:MI') AS s, crosses_midnight FROM shifts WHERE id = $1",
      [shift.id],
    );
    expect(row.rows).toEqual([{ client_id: maju, s: "08:00", crosses_midnight: false }]);
    const audit = await stack.owner.query(
      "SELECT action, before, after FROM audit_log WHERE entity_type = 'shift' AND entity_id = $1",
      [String(shift.id)],
    );
    expect(audit.rows).toEqual([{ action: "shift.create", before: null, after: shift }]);
  });

  it("a shift ending before it starts crosses midnight; omitted minutes take the defaults", async () => {
    const created = await admin.post("/shifts", {
      name: "Malam",
      code: uniqueCode("M"),
      startTime: "22:00",
      endTime: "06:00",
    });
    expect(created.status).toBe(201);
    expect(created.body["data"]).toMatchObject({
      crossesMidnight: true,
      workingMinutes: 480,
      breakMinutes: 0,
      checkInOpensMinutesBefore: 60,
      checkOutClosesMinutesAfter: 60,
    });
  });

  it.each([
    [{ startTime: "08:00", endTime: "08:00" }, { endTime: "must differ from the start time" }],
    [{ startTime: "24:00" }, { startTime: "must be a time written HH:MM from 00:00 to 23:59" }],
    [{ endTime: "8pm" }, { endTime: "must be a time written HH:MM from 00:00 to 23:59" }],
    [{ startTime: null }, { startTime: "is required" }],
    [{ breakMinutes: -1 }, { breakMinutes: "must be a whole number from 0 to 480" }],
    [{ breakMinutes: 481 }, { breakMinutes: "must be a whole number from 0 to 480" }],
    [{ lateGraceMinutes: 1000 }, { lateGraceMinutes: "must be a whole number from 0 to 240" }],
    [
      { earlyOutGraceMinutes: -3 },
      { earlyOutGraceMinutes: "must be a whole number from 0 to 240" },
    ],
    [
      { checkInOpensMinutesBefore: 721 },
      { checkInOpensMinutesBefore: "must be a whole number from 0 to 720" },
    ],
    [
      { checkOutClosesMinutesAfter: 1e9 },
      { checkOutClosesMinutesAfter: "must be a whole number from 0 to 720" },
    ],
    [
      { startTime: "08:00", endTime: "09:00", breakMinutes: 60 },
      { breakMinutes: "must be shorter than the shift" },
    ],
    [
      { halfDayHours: 3, absentHours: 4 },
      { absentHours: "must not be more than the half-day hours" },
    ],
    [{ halfDayHours: 30 }, { halfDayHours: "must be a number from 0 to 24" }],
    [{ code: "no spaces" }, { code: "must be 1 to 20 characters of A-Z, 0-9 and -" }],
    [{ name: "  " }, { name: "is required" }],
  ])("%j: 400 naming the field, nothing stored", async (overrides, errors) => {
    const before = await countRows(stack, "shifts", maju);
    const answer = await admin.post("/shifts", validShift(overrides));
    expectFieldErrors(answer, 400, "Failed to Create Shift", errors);
    expect(await countRows(stack, "shifts", maju)).toBe(before);
  });

  it("answers field errors in the caller's language (Indonesian)", async () => {
    const token = await userWithMenus(stack, maju, ["shifts"]);
    await stack.owner.query(
      "UPDATE users SET language = 'id' WHERE id = (SELECT user_id FROM sessions ORDER BY id DESC LIMIT 1)",
    );
    const answer = await hcmAs(stack, token).post("/shifts", validShift({ startTime: "25:00" }));
    expect(answer.status).toBe(400);
    expect(answer.body["errors"]).toEqual([
      {
        field: "startTime",
        message: "harus berupa jam dengan format HH:MM dari 00:00 sampai 23:59",
      },
    ]);
  });

  it("a duplicate code is a 409 naming code; another client may use it", async () => {
    const input = validShift();
    expect((await admin.post("/shifts", input)).status).toBe(201);
    expectFieldErrors(
      await admin.post("/shifts", { ...input, name: "Other", code: input.code.toLowerCase() }),
      409,
      "Failed to Create Shift",
      { code: "is already used by another shift" },
    );
    expect((await sentosa.post("/shifts", input)).status).toBe(201);
  });

  it("needs the shifts menu", async () => {
    expect((await ops.post("/shifts", validShift())).status).toBe(403);
    expect((await ops.get("/shifts")).status).toBe(403);
    // The schedule screens (menu settings) pick shifts: they read them but cannot write.
    const picker = hcmAs(stack, await userWithMenus(stack, maju, ["settings"]));
    expect((await picker.get("/shifts")).status).toBe(200);
    expect((await picker.post("/shifts", validShift())).status).toBe(403);
  });
});

describe("GET /shifts", () => {
  it("lists { items, totalItems } with search, status and paging", async () => {
    const tag = uniqueCode("LST");
    const a = (await admin.post("/shifts", validShift({ code: `${tag}-A`, name: `List ${tag} a` })))
      .body["data"];
    const b = (await admin.post("/shifts", validShift({ code: `${tag}-B`, name: `List ${tag} b` })))
      .body["data"];
    expect(
      (
        await admin.put(`/shifts/${b.id}`, {
          ...validShift({ code: b.code, name: b.name }),
          status: "inactive",
        })
      ).status,
    ).toBe(200);
    const all = await admin.get(`/shifts?q=${tag}`);
    expect(all.status).toBe(200);
    expect(all.body["data"]).toMatchObject({ totalItems: 2 });
    expect(all.body["data"].items.map((s: { id: number }) => s.id)).toEqual([a.id, b.id]);
    const active = await admin.get(`/shifts?q=${tag}&status=active`);
    expect(active.body["data"].items.map((s: { id: number }) => s.id)).toEqual([a.id]);
    const page2 = await admin.get(`/shifts?q=${tag}&limit=1&page=2`);
    expect(page2.body["data"]).toMatchObject({ totalItems: 2, items: [{ id: b.id }] });
    const theirs = await sentosa.get(`/shifts?q=${tag}`);
    expect(theirs.body["data"].totalItems).toBe(0);
  });
});

describe("PUT and DELETE /shifts/:id", () => {
  it("updates a shift and audits before/after", async () => {
    const shift = (await admin.post("/shifts", validShift())).body["data"];
    const answer = await admin.put(
      `/shifts/${shift.id}`,
      validShift({ code: shift.code, name: shift.name, startTime: "21:00", endTime: "05:00" }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body["data"]).toMatchObject({
      startTime: "21:00",
      endTime: "05:00",
      crossesMidnight: true,
    });
    const audit = await stack.owner.query(
      "SELECT before->>'startTime' AS b, after->>'startTime' AS a FROM audit_log WHERE entity_type = 'shift' AND entity_id = $1 AND action = 'shift.update'",
      [String(shift.id)],
    );
    expect(audit.rows).toEqual([{ b: "08:00", a: "21:00" }]);
  });

  it("a bad update is a 400 and changes nothing", async () => {
    const shift = (await admin.post("/shifts", validShift())).body["data"];
    expectFieldErrors(
      await admin.put(`/shifts/${shift.id}`, validShift({ code: shift.code, endTime: "08:00" })),
      400,
      "Failed to Update Shift",
      { endTime: "must differ from the start time" },
    );
    expect((await admin.get(`/shifts/${shift.id}`)).body["data"]).toEqual(shift);
  });

  it("another client's shift is a 404 for read, update and delete", async () => {
    const shift = (await admin.post("/shifts", validShift())).body["data"];
    expect((await sentosa.get(`/shifts/${shift.id}`)).status).toBe(404);
    expect((await sentosa.put(`/shifts/${shift.id}`, validShift())).status).toBe(404);
    expect((await sentosa.del(`/shifts/${shift.id}`)).status).toBe(404);
    expect((await admin.get(`/shifts/${shift.id}`)).body["data"]).toEqual(shift);
  });

  it("deletes an unused shift (audited); a shift a schedule uses is a 409 suggesting inactive", async () => {
    const unused = (await admin.post("/shifts", validShift())).body["data"];
    expect((await admin.del(`/shifts/${unused.id}`)).status).toBe(200);
    expect(
      (await stack.owner.query("SELECT 1 FROM shifts WHERE id = $1", [unused.id])).rowCount,
    ).toBe(0);
    const audit = await stack.owner.query(
      "SELECT action FROM audit_log WHERE entity_type = 'shift' AND entity_id = $1 AND action = 'shift.delete'",
      [String(unused.id)],
    );
    expect(audit.rowCount).toBe(1);

    const used = (await admin.post("/shifts", validShift())).body["data"];
    const pattern = await admin.post("/schedule-patterns", {
      name: `Uses ${used.code}`,
      startDate: "2026-01-01",
      days: [used.id, null],
    });
    expect(pattern.status, JSON.stringify(pattern.body)).toBe(201);
    const refused = await admin.del(`/shifts/${used.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body["message"]).toBe(
      `Shift ${used.code} is still used by 1 schedule pattern. Set it to inactive instead.`,
    );
    expect((await admin.get(`/shifts/${used.id}`)).status).toBe(200);
  });
});
