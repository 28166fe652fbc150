import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CalendarHoliday, generateDays } from "../../domain/schedules/generate.ts";
import { createGateway } from "../../gateway/yoga.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { BETA_FLAGS, turnFlagsOn } from "./hcm-helpers.ts";
import {
  clientIdOf,
  countRows,
  expectFieldErrors,
  gqlAs,
  ownerAgent,
  ownerBranch,
  urlsFor,
  userWithMenus,
} from "./org-helpers.ts";
import {
  type Hcm,
  hcmAs,
  ownerMasterSchedule,
  ownerPattern,
  ownerShift,
  waitForAssignment,
} from "./roster-helpers.ts";

/** /api/hcm/v1/employee-schedules (issue 13): generated day rows, grid, overrides, bulk assign. */

let stack: TestStack;
let admin: Hcm;
let sentosa: Hcm;
let maju: number;
let sentosaId: number;
let morning: number;
let night: number;
let jakarta: number[];
let bali: number;
let schedule: number;

beforeAll(async () => {
  stack = await startStack();
  admin = hcmAs(stack, (await login(stack.app, DEMO.majuAdmin)).token);
  sentosa = hcmAs(stack, (await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  sentosaId = await clientIdOf(stack, "PT Sentosa Abadi");
  // The flag-gated menus' routes answer Sentosa too (the demo opens them for Maju only).
  await turnFlagsOn(stack, "PT Sentosa Abadi", BETA_FLAGS);
  morning = await ownerShift(stack, maju, "08:00", "17:00");
  night = await ownerShift(stack, maju, "22:00", "06:00");
  const jakartaBranch = await ownerBranch(stack, maju, { provinceId: "31", cityId: "31.71" });
  const baliBranch = await ownerBranch(stack, maju, { provinceId: "51", cityId: "51.71" });
  await stack.owner.query("UPDATE branches SET timezone = 'Asia/Makassar' WHERE id = $1", [
    baliBranch,
  ]);
  jakarta = [
    await ownerAgent(stack, maju, jakartaBranch, { fullName: "Zz Roster Satu" }),
    await ownerAgent(stack, maju, jakartaBranch, { fullName: "Zz Roster Dua" }),
  ];
  bali = await ownerAgent(stack, maju, baliBranch, { fullName: "Zz Roster Bali" });
  // Monday–Friday morning, Saturday night (crosses midnight), Sunday off.
  schedule = await ownerMasterSchedule(stack, maju, {
    1: morning,
    2: morning,
    3: morning,
    4: morning,
    5: morning,
    6: night,
    7: null,
  });
  // A Bali-only company day in the range.
  await stack.owner.query(
    `INSERT INTO holidays (client_id, date, name, kind, province_ids)
     VALUES ($1, '2026-03-17', 'Hari Bali', 'company', ARRAY['51'])`,
    [maju],
  );
});
afterAll(() => stack.close());

type Row = {
  agent_id: number;
  date: string;
  shift_id: number | null;
  day_type: string;
  source: string;
};
async function rowsOf(agentId: number, from: string, to: string): Promise<Row[]> {
  const { rows } = await stack.owner.query<Row>(
    `SELECT agent_id, to_char(date, 'YYYY-MM-DD') AS date, shift_id, day_type, source
     FROM employee_schedule_days WHERE agent_id = $1 AND date BETWEEN $2 AND $3 ORDER BY date`,
    [agentId, from, to],
  );
  return rows;
}

async function assign(body: Record<string, unknown>) {
  const answer = await admin.post("/employee-schedules/assign", body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  expect(Object.keys(answer.body["data"])).toEqual(["jobId"]);
  return waitForAssignment(admin, answer.body["data"].jobId);
}

describe("bulk assign", () => {
  it("writes every day with holidays, collective leave and the Saturday night shift", async () => {
    const agentIds = [...jakarta, bali];
    const done = await assign({
      agentIds,
      masterScheduleId: schedule,
      from: "2026-03-16",
      to: "2026-03-29",
    });
    expect(done).toMatchObject({
      state: "completed",
      done: 3,
      total: 3,
      daysWritten: 42,
      overridesKept: 0,
      error: null,
      from: "2026-03-16",
      to: "2026-03-29",
      source: { kind: "master_schedule", id: schedule },
    });
    const types = (rows: Row[]) => rows.map((r) => [r.date.slice(8), r.day_type, r.shift_id]);
    expect(types(await rowsOf(jakarta[0]!, "2026-03-16", "2026-03-29"))).toEqual([
      ["16", "working", morning],
      ["17", "working", morning],
      ["18", "collective_leave", null], // cuti bersama Nyepi
      ["19", "national_holiday", null], // Nyepi
      ["20", "collective_leave", null],
      ["21", "national_holiday", null], // Idul Fitri, a Saturday
      ["22", "national_holiday", null], // Idul Fitri, a Sunday
      ["23", "collective_leave", null],
      ["24", "collective_leave", null],
      ["25", "working", morning],
      ["26", "working", morning],
      ["27", "working", morning],
      ["28", "working", night],
      ["29", "day_off", null],
    ]);
    const baliRows = await rowsOf(bali, "2026-03-16", "2026-03-17");
    expect(types(baliRows)).toEqual([
      ["16", "working", morning],
      ["17", "company_holiday", null],
    ]);
    const all = await stack.owner.query(
      "SELECT DISTINCT source, master_schedule_id, client_id FROM employee_schedule_days WHERE agent_id = ANY($1)",
      [agentIds],
    );
    expect(all.rows).toEqual([
      { source: "master_schedule", master_schedule_id: schedule, client_id: maju },
    ]);
    const audit = await stack.owner.query(
      "SELECT action, actor_type, after FROM audit_log WHERE entity_type = 'schedule_assignment' AND entity_id = $1",
      [done.jobId],
    );
    expect(audit.rows).toEqual([
      {
        action: "employee_schedule.assign",
        actor_type: "user",
        after: expect.objectContaining({
          source: expect.objectContaining({ kind: "master_schedule", id: schedule }),
          from: "2026-03-16",
          to: "2026-03-29",
          employees: 3,
          daysWritten: 42,
          overridesKept: 0,
        }),
      },
    ]);
  });

  it("answers the contract's day items and the grid's times in the branch's zone", async () => {
    const list = await admin.get(
      `/employee-schedules?agentId=${jakarta[0]}&from=2026-03-27&to=2026-03-29`,
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body["data"]).toEqual({
      items: [
        { agentId: jakarta[0], date: "2026-03-27", shiftId: morning, dayType: "working" },
        { agentId: jakarta[0], date: "2026-03-28", shiftId: night, dayType: "working" },
        { agentId: jakarta[0], date: "2026-03-29", shiftId: null, dayType: "day_off" },
      ],
      totalItems: 3,
    });

    const grid = await admin.get("/employee-schedules/grid?month=2026-03&q=Zz Roster&limit=2");
    expect(grid.status, JSON.stringify(grid.body)).toBe(200);
    const data = grid.body["data"];
    expect(data).toMatchObject({ month: "2026-03", totalItems: 3, limit: 2, page: 1 });
    expect(data.days).toHaveLength(31);
    expect(data.days[18]).toEqual({
      date: "2026-03-19",
      holidays: [{ name: "Nyepi (Saka 1948)", kind: "national", provinceIds: [] }],
    });
    expect(data.items.map((i: { fullName: string }) => i.fullName)).toEqual([
      "Zz Roster Bali",
      "Zz Roster Dua",
    ]);
    const baliCells = data.items[0].cells;
    const saturday = baliCells.find((c: { date: string }) => c.date === "2026-03-28");
    // 22:00 WITA (UTC+8) on the 28th to 06:00 WITA on the 29th.
    expect(saturday).toMatchObject({
      dayType: "working",
      shiftId: night,
      startTime: "22:00",
      endTime: "06:00",
      crossesMidnight: true,
      startsAt: "2026-03-28T14:00:00Z",
      endsAt: "2026-03-28T22:00:00Z",
    });
    const page2 = await admin.get(
      "/employee-schedules/grid?month=2026-03&q=Zz Roster&limit=2&page=2",
    );
    expect(page2.body["data"].items.map((i: { fullName: string }) => i.fullName)).toEqual([
      "Zz Roster Satu",
    ]);
    const jakartaDay = page2.body["data"].items[0].cells.find(
      (c: { date: string }) => c.date === "2026-03-28",
    );
    expect(jakartaDay).toMatchObject({
      startsAt: "2026-03-28T15:00:00Z",
      endsAt: "2026-03-28T23:00:00Z",
    });
    const past = await admin.get(
      "/employee-schedules/grid?month=2026-03&q=Zz Roster&limit=2&page=9",
    );
    expect(past.body["data"]).toMatchObject({ items: [], totalItems: 3 });
  });

  it("keeps a single-day override through a later assign, and honours a switched-off cuti bersama", async () => {
    const override = await admin.put(`/employee-schedules/${jakarta[1]}/2026-03-25`, {
      shiftId: night,
    });
    expect(override.status, JSON.stringify(override.body)).toBe(200);
    expect(override.body["data"]).toEqual({
      agentId: jakarta[1],
      date: "2026-03-25",
      shiftId: night,
      dayType: "working",
    });
    const dayOff = await admin.put(`/employee-schedules/${jakarta[1]}/2026-03-26`, {
      shiftId: null,
    });
    expect(dayOff.body["data"]).toMatchObject({ shiftId: null, dayType: "day_off" });
    const audit = await stack.owner.query(
      "SELECT before->>'shiftId' AS before, after->>'source' AS source FROM audit_log WHERE action = 'employee_schedule.override' AND entity_id = $1 ORDER BY id",
      [String(jakarta[1])],
    );
    expect(audit.rows).toEqual([
      { before: String(morning), source: "override" },
      { before: String(morning), source: "override" },
    ]);

    await stack.owner.query(
      "UPDATE holidays SET observed = false WHERE client_id = $1 AND date = '2026-03-24' AND kind = 'collective_leave'",
      [maju],
    );
    const again = await assign({
      agentIds: jakarta,
      masterScheduleId: schedule,
      from: "2026-03-23",
      to: "2026-03-27",
    });
    expect(again).toMatchObject({ state: "completed", daysWritten: 8, overridesKept: 2 });
    const rows = await rowsOf(jakarta[1]!, "2026-03-23", "2026-03-27");
    expect(rows.map((r) => [r.date.slice(8), r.day_type, r.shift_id, r.source])).toEqual([
      ["23", "collective_leave", null, "master_schedule"],
      ["24", "working", morning, "master_schedule"],
      ["25", "working", night, "override"],
      ["26", "day_off", null, "override"],
      ["27", "working", morning, "master_schedule"],
    ]);
  });

  it("a pattern without holiday override keeps its shifts on holidays, and runs from its start", async () => {
    const pattern = await ownerPattern(stack, maju, "2026-08-15", [morning, night, null], false);
    const done = await assign({
      agentIds: [bali],
      schedulePatternId: pattern,
      from: "2026-08-15",
      to: "2026-08-20",
    });
    expect(done).toMatchObject({ state: "completed", source: { kind: "pattern", id: pattern } });
    const rows = await rowsOf(bali, "2026-08-15", "2026-08-20");
    expect(rows.map((r) => [r.date.slice(8), r.day_type, r.shift_id, r.source])).toEqual([
      ["15", "working", morning, "pattern"],
      ["16", "working", night, "pattern"],
      ["17", "day_off", null, "pattern"],
      ["18", "working", morning, "pattern"],
      ["19", "working", night, "pattern"],
      ["20", "day_off", null, "pattern"],
    ]);
  });

  it("a master schedule writes nothing before its effective date", async () => {
    const later = await ownerMasterSchedule(
      stack,
      maju,
      { 1: morning, 2: morning, 3: morning },
      {
        effectiveFrom: "2026-09-09",
      },
    );
    const done = await assign({
      agentIds: [jakarta[0]],
      masterScheduleId: later,
      from: "2026-09-07",
      to: "2026-09-10",
    });
    expect(done).toMatchObject({ state: "completed", daysWritten: 2 });
    expect((await rowsOf(jakarta[0]!, "2026-09-07", "2026-09-10")).map((r) => r.date)).toEqual([
      "2026-09-09",
      "2026-09-10",
    ]);
  });
});

describe("the SQL and the pure generator agree", () => {
  it.each([
    ["a pattern with holiday override", true, "pattern"],
    ["a pattern without", false, "pattern"],
    ["a master schedule with holiday override", true, "master"],
    ["a master schedule without", false, "master"],
  ] as const)("%s", async (_label, override, kind) => {
    // A seeded pseudo-random rotation / week, over 75 days around Idul Fitri and Nyepi.
    let seed = override ? 7 : 11;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = () => [morning, night, null][Math.floor(next() * 3)] ?? null;
    const positions = Array.from({ length: 2 + Math.floor(next() * 8) }, pick);
    const week = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [i + 1, pick()]));
    const range = { from: "2026-02-10", to: "2026-04-25" };
    const source =
      kind === "pattern"
        ? await ownerPattern(stack, maju, "2026-02-13", positions, override)
        : await ownerMasterSchedule(stack, maju, week, {
            effectiveFrom: "2026-02-20",
            holidaysOverride: override,
          });
    const agents = [
      await ownerAgent(stack, maju, await ownerBranch(stack, maju, { provinceId: "31" })),
      await ownerAgent(
        stack,
        maju,
        await ownerBranch(stack, maju, { provinceId: "51", cityId: "51.71" }),
      ),
    ];
    const done = await assign({
      agentIds: agents,
      ...(kind === "pattern" ? { schedulePatternId: source } : { masterScheduleId: source }),
      ...range,
    });
    expect(done.state).toBe("completed");
    const calendar = (
      await stack.owner.query<CalendarHoliday>(
        `SELECT to_char(date, 'YYYY-MM-DD') AS date, kind, name, province_ids AS "provinceIds", observed
         FROM holidays WHERE client_id = $1`,
        [maju],
      )
    ).rows;
    for (const [agent, province] of [
      [agents[0]!, "31"],
      [agents[1]!, "51"],
    ] as const) {
      const expected = generateDays(
        kind === "pattern"
          ? { kind: "pattern", startDate: "2026-02-13", positions, holidaysOverride: override }
          : {
              kind: "master_schedule",
              effectiveFrom: "2026-02-20",
              days: week,
              holidaysOverride: override,
            },
        range,
        calendar,
        province,
      );
      const rows = await rowsOf(agent, range.from, range.to);
      expect(rows.map((r) => ({ date: r.date, shiftId: r.shift_id, dayType: r.day_type }))).toEqual(
        expected,
      );
    }
  });
});

describe("a restart", () => {
  it("runs an assign left queued (a crash between recording it and sending its job)", async () => {
    const id = "00000000-0000-4000-8000-0000000000aa";
    await stack.owner.query(
      `INSERT INTO schedule_assignments (id, client_id, master_schedule_id, agent_ids, date_from, date_to, total)
       VALUES ($1, $2, $3, $4, '2026-10-05', '2026-10-11', 1)`,
      [id, maju, schedule, [jakarta[0]]],
    );
    const { startBackgroundJobs } = await import("../../services/jobs/index.ts");
    const restarted = await startBackgroundJobs({
      ownerUrl: stack.database.ownerUrl,
      db: stack.db,
      pollingIntervalSeconds: 0.5,
    });
    try {
      expect(await waitForAssignment(admin, id)).toMatchObject({
        state: "completed",
        daysWritten: 7,
      });
      expect(await rowsOf(jakarta[0]!, "2026-10-05", "2026-10-11")).toHaveLength(7);
    } finally {
      await restarted.stop();
    }
  });
});

describe("bad input", () => {
  const base = () => ({
    agentIds: jakarta,
    masterScheduleId: schedule,
    from: "2026-04-01",
    to: "2026-04-30",
  });
  const oneSource = "give exactly one of masterScheduleId and schedulePatternId";
  it.each([
    ["no source", { masterScheduleId: undefined }, { masterScheduleId: oneSource }],
    ["two sources", { schedulePatternId: 1 }, { masterScheduleId: oneSource }],
    ["an impossible from", { from: "2026-02-30" }, { from: "must be a date written yyyy-MM-dd" }],
    ["a slashed to", { to: "2026/04/30" }, { to: "must be a date written yyyy-MM-dd" }],
    ["to before from", { to: "2026-03-31" }, { to: "must be on or after the start date" }],
    ["367 days", { to: "2027-04-02" }, { to: "must be at most 366 days from the start date" }],
    ["no employees", { agentIds: [] }, { agentIds: "must hold 1 to 20000 employees" }],
    [
      "20,001 employees",
      { agentIds: Array.from({ length: 20_001 }, (_, i) => i + 1) },
      { agentIds: "must hold 1 to 20000 employees" },
    ],
  ] as const)("refuses %s naming the field and queues nothing", async (_label, change, fields) => {
    const before = await countRows(stack, "schedule_assignments", maju);
    const body = { ...base(), ...change } as Record<string, unknown>;
    expectFieldErrors(
      await admin.post("/employee-schedules/assign", body),
      400,
      "Failed to Assign Schedule",
      fields,
    );
    expect(await countRows(stack, "schedule_assignments", maju)).toBe(before);
  });

  it("refuses another client's employees naming agentIds, and wrong types", async () => {
    const theirs = await stack.owner.query<{ id: number }>(
      "SELECT id FROM agents WHERE client_id = $1 LIMIT 1",
      [sentosaId],
    );
    const foreign = theirs.rows[0]!.id;
    expectFieldErrors(
      await admin.post("/employee-schedules/assign", {
        ...base(),
        agentIds: [jakarta[0], foreign],
      }),
      400,
      "Failed to Assign Schedule",
      { agentIds: `holds employees that are not this client's: ${foreign}` },
    );
    expect(
      (await admin.post("/employee-schedules/assign", { ...base(), agentIds: ["1"] })).status,
    ).toBe(400);
    expect((await admin.post("/employee-schedules/assign", { ...base(), extra: 1 })).status).toBe(
      400,
    );
  });

  it("an override with a bad date or a shift that is not the client's is 400", async () => {
    expectFieldErrors(
      await admin.put(`/employee-schedules/${jakarta[0]}/2026-02-30`, { shiftId: null }),
      400,
      "Failed to Update Schedule",
      {
        date: "must be a date written yyyy-MM-dd",
      },
    );
    const theirShift = await ownerShift(stack, sentosaId, "09:00", "18:00");
    expectFieldErrors(
      await admin.put(`/employee-schedules/${jakarta[0]}/2026-03-16`, { shiftId: theirShift }),
      400,
      "Failed to Update Schedule",
      {
        shiftId: "is not a shift of this client",
      },
    );
    expect((await rowsOf(jakarta[0]!, "2026-03-16", "2026-03-16"))[0]).toMatchObject({
      shift_id: morning,
      source: "master_schedule",
    });
  });

  it("a list range must be real dates in order and at most 366 days", async () => {
    expect((await admin.get("/employee-schedules?from=2026-03-01")).status).toBe(400);
    expect((await admin.get("/employee-schedules?from=2026-03-02&to=2026-03-01")).status).toBe(400);
    expect((await admin.get("/employee-schedules?from=2026-01-01&to=2027-01-02")).status).toBe(400);
    expect((await admin.get("/employee-schedules/grid?month=2026-13")).status).toBe(400);
  });
});

describe("other clients and access", () => {
  it("another client's schedule, pattern, employee or job is 404", async () => {
    const theirSchedule = await ownerMasterSchedule(stack, sentosaId, { 1: null });
    const theirPattern = await ownerPattern(stack, sentosaId, "2026-01-01", [null]);
    expect(
      (
        await admin.post("/employee-schedules/assign", {
          agentIds: jakarta,
          masterScheduleId: theirSchedule,
          from: "2026-04-01",
          to: "2026-04-02",
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await admin.post("/employee-schedules/assign", {
          agentIds: jakarta,
          schedulePatternId: theirPattern,
          from: "2026-04-01",
          to: "2026-04-02",
        })
      ).status,
    ).toBe(404);
    const theirAgent = (
      await stack.owner.query<{ id: number }>(
        "SELECT id FROM agents WHERE client_id = $1 LIMIT 1",
        [sentosaId],
      )
    ).rows[0]!.id;
    expect(
      (await admin.get(`/employee-schedules?agentId=${theirAgent}&from=2026-03-01&to=2026-03-31`))
        .status,
    ).toBe(404);
    expect(
      (await admin.put(`/employee-schedules/${theirAgent}/2026-03-16`, { shiftId: null })).status,
    ).toBe(404);
    const job = (
      await admin.post("/employee-schedules/assign", {
        agentIds: [jakarta[0]],
        masterScheduleId: schedule,
        from: "2026-05-01",
        to: "2026-05-02",
      })
    ).body["data"].jobId;
    expect((await sentosa.get(`/employee-schedules/assign/${job}`)).status).toBe(404);
    expect((await admin.get("/employee-schedules/assign/not-a-uuid")).status).toBe(404);
    const theirs = await sentosa.get(`/employee-schedules?from=2026-03-01&to=2026-03-31`);
    expect(
      theirs.body["data"].items.some((i: { agentId: number }) => jakarta.includes(i.agentId)),
    ).toBe(false);
    await waitForAssignment(admin, job);
  });

  it("without the employee-schedule menu every route is 403", async () => {
    const other = hcmAs(stack, await userWithMenus(stack, maju, ["branch", "settings"]));
    expect((await other.get("/employee-schedules?from=2026-03-01&to=2026-03-02")).status).toBe(403);
    expect((await other.get("/employee-schedules/grid?month=2026-03")).status).toBe(403);
    expect(
      (await other.put(`/employee-schedules/${jakarta[0]}/2026-03-16`, { shiftId: null })).status,
    ).toBe(403);
    expect(
      (
        await other.post("/employee-schedules/assign", {
          agentIds: jakarta,
          masterScheduleId: schedule,
          from: "2026-04-01",
          to: "2026-04-02",
        })
      ).status,
    ).toBe(403);
    expect((await other.get("/schedule-sources")).status).toBe(403);
  });

  it("lists the client's schedule sources for the picker", async () => {
    const answer = await admin.get("/schedule-sources");
    expect(answer.status).toBe(200);
    const items = answer.body["data"].items as { id: number; kind: string }[];
    expect(items).toContainEqual(
      expect.objectContaining({ id: schedule, kind: "master_schedule" }),
    );
    const theirs = await sentosa.get("/schedule-sources");
    expect(
      theirs.body["data"].items.some(
        (i: { id: number; kind: string }) => i.id === schedule && i.kind === "master_schedule",
      ),
    ).toBe(false);
  });
});

describe("through GraphQL", () => {
  it("picks employees by NIK, assigns, follows the job and reads the grid", async () => {
    const gateway = createGateway({ services: () => urlsFor(stack.baseUrl), graphiql: false });
    const gql = gqlAs(gateway, (await login(stack.app, DEMO.majuAdmin)).token);
    const nik = (
      await stack.owner.query<{ nik: string }>("SELECT nik FROM agents WHERE id = $1", [bali])
    ).rows[0]!.nik;
    const match = await gql(
      `query ($niks: [String!]) { scheduleEmployees(niks: $niks) { agentIds unknownNiks } }`,
      { niks: [nik, "1234567890123456"] },
    );
    expect(match).toEqual({
      data: { scheduleEmployees: { agentIds: [bali], unknownNiks: ["1234567890123456"] } },
    });
    const sources = await gql("{ scheduleSources { id name kind } }");
    expect(sources.data.scheduleSources).toContainEqual(
      expect.objectContaining({ id: schedule, kind: "master_schedule" }),
    );
    const started = await gql(
      `mutation ($input: AssignScheduleInput!) { assignSchedule(input: $input) }`,
      {
        input: {
          agentIds: [bali],
          masterScheduleId: schedule,
          schedulePatternId: null,
          from: "2026-12-01",
          to: "2026-12-31",
        },
      },
    );
    const jobId = started.data.assignSchedule as string;
    await waitForAssignment(admin, jobId);
    const status = await gql(
      `query ($id: ID!) { scheduleAssignment(jobId: $id) { state done total daysWritten source { kind } } }`,
      { id: jobId },
    );
    expect(status.data.scheduleAssignment).toEqual({
      state: "completed",
      done: 1,
      total: 1,
      daysWritten: 31,
      source: { kind: "master_schedule" },
    });
    const grid = await gql(
      `{ employeeScheduleGrid(month: "2026-12", q: "Zz Roster Bali") {
          totalItems days { date holidays { name kind } }
          items { agentId cells { date dayType shiftCode } } } }`,
    );
    const data = grid.data.employeeScheduleGrid;
    expect(data.totalItems).toBe(1);
    expect(data.days[24]).toEqual({
      date: "2026-12-25",
      holidays: [{ name: "Natal", kind: "national" }],
    });
    expect(data.items[0].cells[24]).toEqual({
      date: "2026-12-25",
      dayType: "national_holiday",
      shiftCode: null,
    });
    const bad = await gql(
      `mutation { assignSchedule(input: { agentIds: [], masterScheduleId: ${schedule}, from: "2026-12-01", to: "2026-12-02" }) }`,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      errors: [{ field: "agentIds", message: "must hold 1 to 20000 employees" }],
    });
    const holidaysOf = await gql(
      "{ holidays(year: 2026, month: 8) { items { date name kind observed } totalItems } }",
    );
    expect(holidaysOf.data.holidays.items).toContainEqual({
      date: "2026-08-17",
      name: "Proklamasi Kemerdekaan",
      kind: "national",
      observed: true,
    });
  });
});
