import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOperator } from "../../services/admin/operator.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { clientIdOf, countRows, expectFieldErrors, userWithMenus } from "./org-helpers.ts";
import { type Hcm, hcmAs } from "./roster-helpers.ts";

/** /api/hcm/v1/holidays (issue 13): each client's own holiday calendar. */

let stack: TestStack;
let admin: Hcm;
let sentosa: Hcm;
let maju: number;
let sentosaId: number;

beforeAll(async () => {
  stack = await startStack();
  admin = hcmAs(stack, (await login(stack.app, DEMO.majuAdmin)).token);
  sentosa = hcmAs(stack, (await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  sentosaId = await clientIdOf(stack, "PT Sentosa Abadi");
});
afterAll(() => stack.close());

type Item = {
  id: number;
  date: string;
  name: string;
  kind: string;
  provinceIds: string[];
  observed: boolean;
};
const itemsOf = (answer: { body: Record<string, unknown> }) =>
  (answer.body["data"] as { items: Item[] }).items;

describe("the calendar", () => {
  it("each demo client has the 17 national holidays and 8 collective-leave days of 2026", async () => {
    for (const api of [admin, sentosa]) {
      const answer = await api.get("/holidays?year=2026");
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const items = itemsOf(answer);
      expect(answer.body["data"].totalItems).toBe(items.length);
      expect(items.filter((h) => h.kind === "national")).toHaveLength(17);
      expect(items.filter((h) => h.kind === "collective_leave")).toHaveLength(8);
      expect(items).toContainEqual({
        id: expect.any(Number),
        date: "2026-08-17",
        name: "Proklamasi Kemerdekaan",
        kind: "national",
        provinceIds: [],
        observed: true,
      });
      expect(items.map((h) => h.date)).toEqual([...items.map((h) => h.date)].sort());
    }
    const majuItems = itemsOf(await admin.get("/holidays?year=2026"));
    expect(majuItems.find((h) => h.name.startsWith("Hari Raya Galungan"))).toMatchObject({
      kind: "company",
      provinceIds: ["51"],
    });
    expect(itemsOf(await admin.get("/holidays?year=2026&month=3")).map((h) => h.date)).toEqual([
      "2026-03-18",
      "2026-03-19",
      "2026-03-20",
      "2026-03-21",
      "2026-03-22",
      "2026-03-23",
      "2026-03-24",
    ]);
    expect(itemsOf(await admin.get("/holidays?year=2027"))).toEqual([]);
  });

  it("a client the operator creates starts with the calendar too", async () => {
    const operator = createOperator(stack.owner, "test");
    const { id } = await operator.createClient("PT Kalender Baru", "Asia/Makassar");
    const { rows } = await stack.owner.query<{ kind: string; n: number }>(
      "SELECT kind, count(*)::int AS n FROM holidays WHERE client_id = $1 GROUP BY kind ORDER BY kind",
      [id],
    );
    expect(rows).toEqual([
      { kind: "collective_leave", n: 8 },
      { kind: "national", n: 17 },
    ]);
  });

  it("bad years are 400; readers need employee-schedule or settings", async () => {
    expect((await admin.get("/holidays?year=1999")).status).toBe(400);
    expect((await admin.get("/holidays")).status).toBe(400);
    expect((await admin.get("/holidays?year=2026&month=13")).status).toBe(400);
    const settingsOnly = hcmAs(stack, await userWithMenus(stack, maju, ["settings"]));
    expect((await settingsOnly.get("/holidays?year=2026")).status).toBe(200);
    expect((await settingsOnly.post("/holidays", { date: "2026-10-10", name: "No" })).status).toBe(
      403,
    );
    const branchOnly = hcmAs(stack, await userWithMenus(stack, maju, ["branch"]));
    expect((await branchOnly.get("/holidays?year=2026")).status).toBe(403);
  });
});

describe("company holidays", () => {
  it("adds one for some provinces, audits it, and refuses the same day twice", async () => {
    const created = await admin.post("/holidays", {
      date: "2026-10-05",
      name: "  Hari Jadi Kota  ",
      provinceIds: ["51", "31", "31"],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const holiday = created.body["data"];
    expect(holiday).toEqual({
      id: expect.any(Number),
      date: "2026-10-05",
      name: "Hari Jadi Kota",
      kind: "company",
      provinceIds: ["31", "51"],
      observed: true,
    });
    const audit = await stack.owner.query(
      "SELECT action, before, after FROM audit_log WHERE entity_type = 'holiday' AND entity_id = $1",
      [String(holiday.id)],
    );
    expect(audit.rows).toEqual([{ action: "holiday.create", before: null, after: holiday }]);
    const again = await admin.post("/holidays", { date: "2026-10-05", name: "hari jadi kota" });
    expectFieldErrors(again, 409, "Failed to Create Holiday", {
      name: "is already a holiday on this date",
    });
  });

  it.each([
    [{ date: "2026-02-30", name: "X" }, { date: "must be a date written yyyy-MM-dd" }],
    [{ date: "05-10-2026", name: "X" }, { date: "must be a date written yyyy-MM-dd" }],
    [{ date: "2026-10-06", name: "   " }, { name: "is required" }],
    [{ date: "2026-10-06", name: "x".repeat(201) }, { name: "must be at most 200 characters" }],
    [{ date: "2026-10-06", name: "X", provinceIds: ["99"] }, { provinceIds: "is not a province" }],
    [{ date: "2200-10-06", name: "X" }, { date: "must be a year from 2000 to 2100" }],
  ])("refuses %j naming the field and changes nothing", async (body, fields) => {
    const before = await countRows(stack, "holidays", maju);
    expectFieldErrors(await admin.post("/holidays", body), 400, "Failed to Create Holiday", fields);
    expect(await countRows(stack, "holidays", maju)).toBe(before);
  });

  it("refuses unknown and missing fields", async () => {
    expect((await admin.post("/holidays", { date: "2026-10-06" })).status).toBe(400);
    expect(
      (await admin.post("/holidays", { date: "2026-10-06", name: "X", kind: "national" })).status,
    ).toBe(400);
    expect((await admin.post("/holidays", { date: 20261006, name: "X" })).status).toBe(400);
  });

  it("deletes a company holiday, never a national or collective-leave one", async () => {
    const made = (await admin.post("/holidays", { date: "2026-10-07", name: "Sementara" })).body[
      "data"
    ];
    const deleted = await admin.del(`/holidays/${made.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ data: { deleted: true } });
    expect((await admin.del(`/holidays/${made.id}`)).status).toBe(404);
    const national = itemsOf(await admin.get("/holidays?year=2026&kind=national"))[0]!;
    expect((await admin.del(`/holidays/${national.id}`)).status).toBe(409);
    const still = await stack.owner.query("SELECT 1 FROM holidays WHERE id = $1", [national.id]);
    expect(still.rowCount).toBe(1);
    const audit = await stack.owner.query(
      "SELECT action FROM audit_log WHERE entity_type = 'holiday' AND entity_id = $1 ORDER BY id",
      [String(made.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(["holiday.create", "holiday.delete"]);
  });
});

describe("editing the official days", () => {
  it("switches a collective-leave day off and moves a national holiday's date", async () => {
    const items = itemsOf(await admin.get("/holidays?year=2026"));
    const cuti = items.find((h) => h.date === "2026-12-24" && h.kind === "collective_leave")!;
    const off = await admin.put(`/holidays/${cuti.id}`, {
      date: cuti.date,
      name: cuti.name,
      observed: false,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body["data"]).toEqual({ ...cuti, observed: false });
    const row = await stack.owner.query("SELECT observed, kind FROM holidays WHERE id = $1", [
      cuti.id,
    ]);
    expect(row.rows[0]).toEqual({ observed: false, kind: "collective_leave" });

    const adha = items.find((h) => h.date === "2026-05-27")!;
    const moved = await admin.put(`/holidays/${adha.id}`, { date: "2026-05-26", name: adha.name });
    expect(moved.body["data"]).toMatchObject({ date: "2026-05-26", kind: "national" });
    const audit = await stack.owner.query(
      "SELECT before->>'date' AS before, after->>'date' AS after FROM audit_log WHERE entity_type = 'holiday' AND entity_id = $1",
      [String(adha.id)],
    );
    expect(audit.rows).toEqual([{ before: "2026-05-27", after: "2026-05-26" }]);
  });

  it("a bad change is 400 and leaves the day as it was", async () => {
    const item = itemsOf(await admin.get("/holidays?year=2026&month=1"))[0]!;
    expectFieldErrors(
      await admin.put(`/holidays/${item.id}`, { date: "2026-13-01", name: "" }),
      400,
      "Failed to Update Holiday",
      { date: "must be a date written yyyy-MM-dd", name: "is required" },
    );
    expect(itemsOf(await admin.get("/holidays?year=2026&month=1"))[0]).toEqual(item);
  });
});

describe("another client's holiday", () => {
  it("is 404 to change or delete, and never listed", async () => {
    const theirs = itemsOf(await sentosa.get("/holidays?year=2026"))[0]!;
    expect(
      (await admin.put(`/holidays/${theirs.id}`, { date: theirs.date, name: "Hijacked" })).status,
    ).toBe(404);
    expect((await admin.del(`/holidays/${theirs.id}`)).status).toBe(404);
    const mine = itemsOf(await admin.get("/holidays?year=2026"));
    expect(mine.some((h) => h.id === theirs.id)).toBe(false);
    const row = await stack.owner.query("SELECT name, client_id FROM holidays WHERE id = $1", [
      theirs.id,
    ]);
    expect(row.rows[0]).toEqual({ name: theirs.name, client_id: sentosaId });
  });
});

describe("in Indonesian", () => {
  it("a user whose language is Indonesian gets the problems and headline in Indonesian", async () => {
    const token = await userWithMenus(stack, maju, ["employee-schedule"]);
    await stack.owner.query(
      "UPDATE users SET language = 'id' WHERE id = (SELECT user_id FROM sessions ORDER BY id DESC LIMIT 1)",
    );
    const api = hcmAs(stack, token);
    const holiday = await api.post("/holidays", { date: "2026-02-30", name: " " });
    expectFieldErrors(holiday, 400, "Gagal Membuat Hari Libur", {
      date: "harus berupa tanggal yang valid",
      name: "wajib diisi",
    });
    const assign = await api.post("/employee-schedules/assign", {
      agentIds: [],
      from: "2026-01-01",
      to: "2027-01-05",
    });
    expectFieldErrors(assign, 400, "Gagal Menetapkan Jadwal", {
      masterScheduleId: "isi tepat salah satu dari jadwal induk dan pola jadwal",
      agentIds: "harus berisi 1 sampai 20000 karyawan",
    });
    const range = await api.post("/employee-schedules/assign", {
      agentIds: [1],
      masterScheduleId: 1,
      from: "2026-01-01",
      to: "2027-01-05",
    });
    expectFieldErrors(range, 400, "Gagal Menetapkan Jadwal", {
      to: "maksimal 366 hari dari tanggal mulai",
    });
  });
});
