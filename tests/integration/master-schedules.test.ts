import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { hcmAs } from "./hcm-helpers.ts";
import {
  clientIdOf,
  countRows,
  expectFieldErrors,
  uniqueCode,
  userWithMenus,
} from "./org-helpers.ts";

/** /api/hcm/v1/master-schedules and /schedule-patterns (issue 13). */

let stack: TestStack;
let maju: number;
let admin: ReturnType<typeof hcmAs>;
let ops: ReturnType<typeof hcmAs>;
let sentosa: ReturnType<typeof hcmAs>;
let seven: number; // 08:00–16:00, 60 min break: 7 h
let five: number; // 08:00–13:00: 5 h
let inactive: number;
let theirs: number;

const shift = async (client: ReturnType<typeof hcmAs>, fields: Record<string, unknown>) => {
  const answer = await client.post("/shifts", {
    name: uniqueCode("N"),
    code: uniqueCode("S"),
    startTime: "08:00",
    endTime: "16:00",
    ...fields,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body["data"].id as number;
};

beforeAll(async () => {
  stack = await startStack();
  admin = hcmAs(stack, (await login(stack.app, DEMO.majuAdmin)).token);
  sentosa = hcmAs(stack, (await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  ops = hcmAs(stack, await userWithMenus(stack, maju, ["branch", "shifts"]));
  seven = await shift(admin, { breakMinutes: 60 });
  five = await shift(admin, { endTime: "13:00" });
  inactive = await shift(admin, { status: "inactive" });
  theirs = await shift(sentosa, {});
});
afterAll(() => stack.close());

const week = (ids: (number | null)[]) => ({
  monday: ids[0] ?? null,
  tuesday: ids[1] ?? null,
  wednesday: ids[2] ?? null,
  thursday: ids[3] ?? null,
  friday: ids[4] ?? null,
  saturday: ids[5] ?? null,
  sunday: ids[6] ?? null,
});
const fiveDay = (overrides: Record<string, unknown> = {}) => ({
  name: `Kantor ${uniqueCode("M")}`,
  workWeek: "5-day",
  effectiveFrom: "2026-12-01",
  days: week([seven, seven, seven, seven, seven]),
  ...overrides,
});

describe("POST /master-schedules", () => {
  it("creates a 5-day week, stores a row per weekday and audits it", async () => {
    const input = fiveDay();
    const created = await admin.post("/master-schedules", input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const schedule = created.body["data"];
    expect(schedule).toMatchObject({
      id: expect.any(Number),
      name: input.name,
      workWeek: "5-day",
      effectiveFrom: "2026-12-01",
      holidaysOverride: true,
      days: input.days,
      shortestWorkingDay: null,
    });
    const rows = await stack.owner.query(
      "SELECT weekday, shift_id, client_id FROM master_schedule_days WHERE master_schedule_id = $1 ORDER BY weekday",
      [schedule.id],
    );
    expect(rows.rows.map((r) => r.shift_id)).toEqual([
      seven,
      seven,
      seven,
      seven,
      seven,
      null,
      null,
    ]);
    expect(new Set(rows.rows.map((r) => r.client_id))).toEqual(new Set([maju]));
    expect((await admin.get(`/master-schedules/${schedule.id}`)).body["data"]).toEqual(schedule);
    const audit = await stack.owner.query(
      "SELECT action, after FROM audit_log WHERE entity_type = 'master_schedule' AND entity_id = $1",
      [String(schedule.id)],
    );
    expect(audit.rows).toEqual([{ action: "master_schedule.create", after: schedule }]);
  });

  it("derives the 6-day week's shortest working day (RULES §1.3)", async () => {
    const created = await admin.post(
      "/master-schedules",
      fiveDay({
        workWeek: "6-day",
        days: week([seven, seven, seven, seven, seven, five]),
        holidaysOverride: false,
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body["data"]).toMatchObject({
      shortestWorkingDay: "saturday",
      holidaysOverride: false,
    });
  });

  it.each([
    [
      "4 working days in a 5-day week",
      () => ({ days: week([seven, seven, seven, seven]) }),
      { days: "must have exactly 5 working days for a 5-day week" },
    ],
    [
      "5 working days in a 6-day week",
      () => ({ workWeek: "6-day" }),
      { days: "must have exactly 6 working days for a 6-day week" },
    ],
    [
      "an unknown work week",
      () => ({ workWeek: "4-day" }),
      { workWeek: "must be one of 5-day, 6-day" },
    ],
    [
      "a bad date",
      () => ({ effectiveFrom: "2026-02-30" }),
      { effectiveFrom: "must be a date written yyyy-MM-dd" },
    ],
    [
      "an unknown shift",
      () => ({ days: week([seven, seven, 2_000_000_000, seven, seven]) }),
      { "days.wednesday": "does not exist" },
    ],
    [
      "another client's shift",
      () => ({ days: week([seven, seven, seven, seven, theirs]) }),
      { "days.friday": "does not exist" },
    ],
    [
      "an inactive shift",
      () => ({ days: week([inactive, seven, seven, seven, seven]) }),
      { "days.monday": "is inactive" },
    ],
    ["no days", () => ({ days: undefined }), { days: "is required" }],
  ])("%s: 400 naming the field, nothing stored", async (_, overrides, errors) => {
    const before = await countRows(stack, "master_schedules", maju);
    expectFieldErrors(
      await admin.post("/master-schedules", fiveDay(overrides())),
      400,
      "Failed to Create Master Schedule",
      errors,
    );
    expect(await countRows(stack, "master_schedules", maju)).toBe(before);
  });

  it("a duplicate name (any case) is a 409 naming name", async () => {
    const input = fiveDay();
    expect((await admin.post("/master-schedules", input)).status).toBe(201);
    expectFieldErrors(
      await admin.post("/master-schedules", { ...input, name: input.name.toUpperCase() }),
      409,
      "Failed to Create Master Schedule",
      { name: "is already used by another master schedule" },
    );
  });

  it("needs the settings menu", async () => {
    expect((await ops.post("/master-schedules", fiveDay())).status).toBe(403);
    expect((await ops.get("/master-schedules")).status).toBe(403);
  });
});

describe("master schedule read, update, delete", () => {
  it("lists, updates (audited), 404s for another client, deletes", async () => {
    const tag = uniqueCode("MS");
    const schedule = (await admin.post("/master-schedules", fiveDay({ name: `List ${tag}` }))).body[
      "data"
    ];
    const list = await admin.get(`/master-schedules?q=${tag}`);
    expect(list.body["data"]).toMatchObject({ totalItems: 1, items: [{ id: schedule.id }] });
    expect((await sentosa.get(`/master-schedules?q=${tag}`)).body["data"].totalItems).toBe(0);

    const changed = await admin.put(
      `/master-schedules/${schedule.id}`,
      fiveDay({ name: `List ${tag}`, days: week([null, seven, seven, seven, seven, five]) }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body["data"].days).toMatchObject({ monday: null, saturday: five });

    expect((await sentosa.get(`/master-schedules/${schedule.id}`)).status).toBe(404);
    expect((await sentosa.put(`/master-schedules/${schedule.id}`, fiveDay())).status).toBe(404);
    expect((await sentosa.del(`/master-schedules/${schedule.id}`)).status).toBe(404);

    expect((await admin.del(`/master-schedules/${schedule.id}`)).status).toBe(200);
    expect((await admin.get(`/master-schedules/${schedule.id}`)).status).toBe(404);
    expect(
      (
        await stack.owner.query(
          "SELECT 1 FROM master_schedule_days WHERE master_schedule_id = $1",
          [schedule.id],
        )
      ).rowCount,
    ).toBe(0);
    const actions = await stack.owner.query(
      "SELECT action FROM audit_log WHERE entity_type = 'master_schedule' AND entity_id = $1 ORDER BY id",
      [String(schedule.id)],
    );
    expect(actions.rows.map((r) => r.action)).toEqual([
      "master_schedule.create",
      "master_schedule.update",
      "master_schedule.delete",
    ]);
  });

  it("a master schedule that generated employee schedule days cannot be deleted", async () => {
    const tag = uniqueCode("MU");
    const schedule = (await admin.post("/master-schedules", fiveDay({ name: `Used ${tag}` }))).body[
      "data"
    ];
    await stack.owner.query(
      `INSERT INTO employee_schedule_days
         (client_id, agent_id, date, shift_id, day_type, source, master_schedule_id)
       SELECT $1, (SELECT id FROM agents WHERE client_id = $1 ORDER BY id LIMIT 1),
              '2030-01-07', $2, 'working', 'master_schedule', $3`,
      [maju, seven, schedule.id],
    );
    const refused = await admin.del(`/master-schedules/${schedule.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body["message"]).toBe(
      `Master schedule Used ${tag} is still used by 1 employee schedule days.`,
    );
    expect((await admin.get(`/master-schedules/${schedule.id}`)).status).toBe(200);
  });

  it("a shift a master schedule uses cannot be deleted", async () => {
    const used = await shift(admin, {});
    expect(
      (
        await admin.post(
          "/master-schedules",
          fiveDay({ days: week([used, used, used, used, used]) }),
        )
      ).status,
    ).toBe(201);
    const refused = await admin.del(`/shifts/${used}`);
    expect(refused.status).toBe(409);
    expect(refused.body["message"]).toMatch(
      /still used by 1 master schedule\. Set it to inactive instead\.$/,
    );
  });
});

describe("schedule patterns", () => {
  it("creates a 2-2-2 rotation with a row per position, reads, updates, deletes", async () => {
    const night = await shift(admin, { startTime: "22:00", endTime: "06:00" });
    const input = {
      name: `2-2-2 ${uniqueCode("P")}`,
      startDate: "2026-12-01",
      days: [seven, seven, night, night, null, null],
    };
    const created = await admin.post("/schedule-patterns", input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const pattern = created.body["data"];
    expect(pattern).toMatchObject({
      cycleDays: 6,
      days: input.days,
      startDate: "2026-12-01",
      holidaysOverride: true,
    });
    const rows = await stack.owner.query(
      "SELECT position, shift_id FROM schedule_pattern_days WHERE schedule_pattern_id = $1 ORDER BY position",
      [pattern.id],
    );
    expect(rows.rows).toEqual(input.days.map((shift_id, i) => ({ position: i + 1, shift_id })));
    expect((await admin.get(`/schedule-patterns/${pattern.id}`)).body["data"]).toEqual(pattern);

    const updated = await admin.put(`/schedule-patterns/${pattern.id}`, {
      ...input,
      days: [night, null],
    });
    expect(updated.body["data"]).toMatchObject({ cycleDays: 2, days: [night, null] });
    expect((await sentosa.get(`/schedule-patterns/${pattern.id}`)).status).toBe(404);
    expect((await sentosa.del(`/schedule-patterns/${pattern.id}`)).status).toBe(404);
    expect((await admin.del(`/schedule-patterns/${pattern.id}`)).status).toBe(200);
    expect(await countRows(stack, "schedule_pattern_days", maju)).toBeGreaterThanOrEqual(0);
    expect(
      (
        await stack.owner.query(
          "SELECT 1 FROM schedule_pattern_days WHERE schedule_pattern_id = $1",
          [pattern.id],
        )
      ).rowCount,
    ).toBe(0);
  });

  it.each([
    [{ days: [] }, { days: "must have 1 to 62 days" }],
    [{ days: Array(63).fill(null) }, { days: "must have 1 to 62 days" }],
    [{ days: [null, null] }, { days: "must have at least one working day" }],
    [{ startDate: "2026-13-01" }, { startDate: "must be a date written yyyy-MM-dd" }],
    [{ name: "" }, { name: "is required" }],
  ])("%j: 400 naming the field", async (overrides, errors) => {
    const before = await countRows(stack, "schedule_patterns", maju);
    expectFieldErrors(
      await admin.post("/schedule-patterns", {
        name: uniqueCode("P"),
        startDate: "2026-12-01",
        days: [seven],
        ...overrides,
      }),
      400,
      "Failed to Create Schedule Pattern",
      errors,
    );
    expect(await countRows(stack, "schedule_patterns", maju)).toBe(before);
  });

  it("another client's shift at a position is a 400 naming it", async () => {
    expectFieldErrors(
      await admin.post("/schedule-patterns", {
        name: uniqueCode("P"),
        startDate: "2026-12-01",
        days: [seven, theirs],
      }),
      400,
      "Failed to Create Schedule Pattern",
      { "days.1": "does not exist" },
    );
  });

  it("needs the settings menu", async () => {
    expect((await ops.get("/schedule-patterns")).status).toBe(403);
  });
});

describe("through GraphQL", () => {
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const token = (await login(stack.app, DEMO.majuAdmin)).token;
    const response = await stack.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      payload: { query, variables },
    });
    // biome-ignore lint/suspicious/noExplicitAny: checked field by field below.
    return response.json() as { data?: any; errors?: any[] };
  };

  it("creates, reads, lists, updates and deletes shifts, master schedules and patterns", async () => {
    const code = uniqueCode("GQ");
    const created = await graphql(
      `mutation ($input: ShiftInput!) { createShift(input: $input) { id code crossesMidnight workingMinutes } }`,
      {
        input: { name: "GQL night", code, startTime: "22:00", endTime: "06:00", breakMinutes: 30 },
      },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data.createShift.id;
    expect(created.data.createShift).toEqual({
      id,
      code,
      crossesMidnight: true,
      workingMinutes: 450,
    });

    const bad = await graphql(
      `mutation ($input: ShiftInput!) { createShift(input: $input) { id } }`,
      { input: { name: "x", code: uniqueCode("GQ"), startTime: "08:00", endTime: "08:00" } },
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      errors: [{ field: "endTime", message: "must differ from the start time" }],
    });

    const listed = await graphql(
      `query ($q: String) { shifts(filter: { q: $q }) { totalItems items { id } } }`,
      { q: code },
    );
    expect(listed.data.shifts).toEqual({ totalItems: 1, items: [{ id }] });

    const master = await graphql(
      `mutation ($input: MasterScheduleInput!) { createMasterSchedule(input: $input) { id workWeek shortestWorkingDay days { monday saturday } } }`,
      {
        input: {
          name: `GQL ${code}`,
          workWeek: "6-day",
          effectiveFrom: "2026-12-01",
          days: {
            monday: seven,
            tuesday: seven,
            wednesday: seven,
            thursday: seven,
            friday: seven,
            saturday: five,
          },
        },
      },
    );
    expect(master.errors).toBeUndefined();
    expect(master.data.createMasterSchedule).toMatchObject({
      workWeek: "6-day",
      shortestWorkingDay: "saturday",
      days: { monday: seven, saturday: five },
    });
    const masterId = master.data.createMasterSchedule.id;
    expect(
      (await graphql(`query ($id: Int!) { masterSchedule(id: $id) { id } }`, { id: masterId })).data
        .masterSchedule,
    ).toEqual({ id: masterId });
    expect(
      (await graphql(`query { masterSchedule(id: 2000000000) { id } }`)).data.masterSchedule,
    ).toBeNull();

    const pattern = await graphql(
      `mutation ($input: SchedulePatternInput!) { createSchedulePattern(input: $input) { id cycleDays days } }`,
      { input: { name: `GQL ${code}`, startDate: "2026-12-01", days: [id, id, null] } },
    );
    expect(pattern.data.createSchedulePattern).toMatchObject({
      cycleDays: 3,
      days: [id, id, null],
    });
    const inUse = await graphql(`mutation ($id: Int!) { deleteShift(id: $id) }`, { id });
    expect(inUse.errors?.[0]?.extensions?.["code"]).toBe("CONFLICT");
    expect(
      (
        await graphql(`mutation ($id: Int!) { deleteSchedulePattern(id: $id) }`, {
          id: pattern.data.createSchedulePattern.id,
        })
      ).data.deleteSchedulePattern,
    ).toBe(true);
    expect(
      (await graphql(`mutation ($id: Int!) { deleteMasterSchedule(id: $id) }`, { id: masterId }))
        .data.deleteMasterSchedule,
    ).toBe(true);
    const renamed = await graphql(
      `mutation ($id: Int!, $input: ShiftInput!) { updateShift(id: $id, input: $input) { name } }`,
      { id, input: { name: "Renamed", code, startTime: "22:00", endTime: "06:00" } },
    );
    expect(renamed.data.updateShift).toEqual({ name: "Renamed" });
    expect(
      (await graphql(`mutation ($id: Int!) { deleteShift(id: $id) }`, { id })).data.deleteShift,
    ).toBe(true);
  });
});
