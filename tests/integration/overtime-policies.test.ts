import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { BETA_FLAGS, type Hcm, hcmAs as sharedHcmAs, turnFlagsOn } from "./hcm-helpers.ts";
import {
  clientIdOf,
  countRows,
  expectFieldErrors,
  ownerAgent,
  ownerBranch,
} from "./org-helpers.ts";

/**
 * /api/hcm/v1/overtime-policies and /minimum-wages (issue 15): SPEC §9 overtime types, the
 * RULES.md §1.6 warnings against the client's minimum wage, one policy per branch or worker.
 */

let stack: TestStack;
let admin: Hcm;
let ops: Hcm;
let sentosa: Hcm;
let maju: number;
let sentosaId: number;

const hcmAs = (token: string) => sharedHcmAs(stack, token);
let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now()}-${counter++}`;
const UMP_DKI_2026 = 5_729_876;

beforeAll(async () => {
  stack = await startStack();
  admin = hcmAs((await login(stack.app, DEMO.majuAdmin)).token);
  ops = hcmAs((await login(stack.app, DEMO.majuOps)).token);
  sentosa = hcmAs((await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  sentosaId = await clientIdOf(stack, "PT Sentosa Abadi");
  await turnFlagsOn(stack, "PT Sentosa Abadi", BETA_FLAGS);
});
afterAll(() => stack.close());

const statutory = (overrides: Record<string, unknown> = {}) => ({
  name: unique("Lembur"),
  workWeek: "5-day",
  mode: "manual",
  rounding: "exact",
  minuteRounding: 15,
  minimumMinutes: 30,
  enforceCaps: true,
  rules: [
    { overtimeType: "working_on_day_off", enabled: true, payKind: "rate", multiplier: "statutory" },
    {
      overtimeType: "working_on_national_holiday",
      enabled: true,
      payKind: "rate",
      multiplier: "statutory",
    },
    {
      overtimeType: "regular_working_day",
      enabled: true,
      payKind: "rate",
      multiplier: "statutory",
    },
    { overtimeType: "swap_schedule", enabled: false },
  ],
  ...overrides,
});

const rule = (overtimeType: string, extra: Record<string, unknown>) => ({
  overtimeType,
  enabled: true,
  ...extra,
});

describe("the demo seed", () => {
  it("gives each demo client UMP DKI Jakarta 2026 and a default row, and a statutory policy", async () => {
    for (const client of [admin, sentosa]) {
      const wages = (await client.get("/minimum-wages?year=2026")).body["data"];
      expect(
        wages.items.map((w: Record<string, unknown>) => [w["provinceName"] ?? null, w["amount"]]),
      ).toEqual([
        [null, UMP_DKI_2026],
        [expect.stringMatching(/JAKARTA/i), UMP_DKI_2026],
      ]);
      const list = (await client.get("/overtime-policies?q=Lembur%20Statutori")).body["data"];
      expect(list.totalItems).toBe(1);
      expect(list.items[0]).toMatchObject({
        name: "Lembur Statutori",
        workWeek: "5-day",
        mode: "manual",
        rounding: "exact",
        warnings: [],
        referenceMinimumWage: UMP_DKI_2026,
      });
      expect(list.items[0].branchIds.length).toBeGreaterThan(0);
    }
  });
});

describe("overtime policies: create, read, update, delete", () => {
  it("creates a statutory policy covering a branch and a worker, reads it back, audits it", async () => {
    const branch = await ownerBranch(stack, maju);
    const other = await ownerBranch(stack, maju);
    const agent = await ownerAgent(stack, maju, other, { fullName: "Budi Lembur" });
    const input = statutory({ branchIds: [branch], agentIds: [agent], maxHoursPerRequest: 3.5 });
    const created = await admin.post("/overtime-policies", input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const data = created.body["data"];
    expect(data).toMatchObject({
      name: input.name,
      workWeek: "5-day",
      mode: "manual",
      rounding: "exact",
      minuteRounding: 15,
      minimumMinutes: 30,
      maxHoursPerRequest: 3.5,
      enforceCaps: true,
      status: "active",
      branchIds: [branch],
      agentIds: [agent],
      agents: [{ id: agent, fullName: "Budi Lembur" }],
      version: 1,
      warnings: [],
      referenceMinimumWage: UMP_DKI_2026,
    });
    expect(data.rules).toEqual([
      {
        overtimeType: "working_on_day_off",
        enabled: true,
        payKind: "rate",
        multiplier: "statutory",
        customMultiplier: null,
        fixedAmount: null,
      },
      {
        overtimeType: "working_on_national_holiday",
        enabled: true,
        payKind: "rate",
        multiplier: "statutory",
        customMultiplier: null,
        fixedAmount: null,
      },
      {
        overtimeType: "regular_working_day",
        enabled: true,
        payKind: "rate",
        multiplier: "statutory",
        customMultiplier: null,
        fixedAmount: null,
      },
      {
        overtimeType: "swap_schedule",
        enabled: false,
        payKind: "rate",
        multiplier: "statutory",
        customMultiplier: null,
        fixedAmount: null,
      },
    ]);
    expect((await admin.get(`/overtime-policies/${data.id}`)).body["data"]).toEqual(data);
    const audit = await stack.owner.query(
      "SELECT action, after FROM audit_log WHERE entity_type = 'overtime_policy' AND entity_id = $1",
      [String(data.id)],
    );
    const { warnings: _w, referenceMinimumWage: _r, ...stored } = data;
    expect(audit.rows).toEqual([{ action: "overtime_policy.create", after: stored }]);
    // The worker's policy as the overtime requests read it (services/hcm/overtime/policyRepo.ts).
    const found = await stack.owner.query(
      "SELECT id FROM overtime_policy_agents pa JOIN overtime_policies p ON p.id = pa.overtime_policy_id WHERE pa.agent_id = $1",
      [agent],
    );
    expect(found.rows).toEqual([{ id: data.id }]);
  });

  it("warns (and still saves) when a fixed amount or a custom multiplier pays below the statute", async () => {
    const answer = await admin.post(
      "/overtime-policies",
      statutory({
        rules: [
          rule("working_on_day_off", { payKind: "fixed", fixedAmount: 50_000 }),
          rule("regular_working_day", {
            payKind: "rate",
            multiplier: "custom",
            customMultiplier: 1.5,
          }),
          rule("working_on_national_holiday", { payKind: "fixed", fixedAmount: 100_000 }),
        ],
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    // 5,729,876 / 173 × (31 / 12) = 85,561.73 an hour on a rest day of a 5-day week.
    expect(answer.body["data"].warnings).toEqual([
      {
        field: "rules.0.fixedAmount",
        code: "fixed_below_statutory",
        message:
          "Working on day off: Rp 50.000 an hour is below the statutory Rp 85.561,73 an hour at the minimum wage of Rp 5.729.876 (PP 35/2021 Art 31: 12 hours pay 31 × the hourly wage)",
      },
      {
        field: "rules.2.customMultiplier",
        code: "custom_below_statutory",
        message:
          "Regular working day: a multiplier of 1.5 pays less than the statutory ladder, which needs at least 1.88 (PP 35/2021 Art 31)",
      },
    ]);
  });

  it("updates with the version read (bumped, coverage and rules replaced); a stale version is 409", async () => {
    const branch = await ownerBranch(stack, maju);
    const next = await ownerBranch(stack, maju);
    const made = (await admin.post("/overtime-policies", statutory({ branchIds: [branch] }))).body[
      "data"
    ];
    const input = statutory({
      name: made.name,
      workWeek: "6-day",
      rounding: "hourly_truncated",
      branchIds: [next],
      rules: [rule("swap_schedule", { payKind: "fixed", fixedAmount: 70_000 })],
      version: 1,
    });
    const updated = await admin.put(`/overtime-policies/${made.id}`, input);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body["data"]).toMatchObject({
      workWeek: "6-day",
      rounding: "hourly_truncated",
      branchIds: [next],
      version: 2,
    });
    expect(updated.body["data"].rules[3]).toMatchObject({
      overtimeType: "swap_schedule",
      enabled: true,
      payKind: "fixed",
      fixedAmount: 70_000,
    });
    // The omitted types went back to the statutory default.
    expect(updated.body["data"].rules[0]).toMatchObject({ enabled: true, multiplier: "statutory" });

    const before = await countRows(stack, "audit_log", maju);
    const stale = await admin.put(`/overtime-policies/${made.id}`, { ...input, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body["message"]).toBe(
      "This overtime policy was changed by someone else. Reload it and try again.",
    );
    expect(await countRows(stack, "audit_log", maju)).toBe(before);
    const missingVersion = await admin.put(`/overtime-policies/${made.id}`, statutory());
    expect(missingVersion.status).toBe(400);
    expect(missingVersion.body["errors"].map((e: { field: string }) => e.field)).toContain(
      "version",
    );
  });

  it("deletes (audited); refused while a pending overtime request uses it, not once it is decided", async () => {
    const branch = await ownerBranch(stack, maju);
    const agent = await ownerAgent(stack, maju, branch);
    const made = (await admin.post("/overtime-policies", statutory({ branchIds: [branch] }))).body[
      "data"
    ];
    const request = await stack.owner.query<{ id: number }>(
      `INSERT INTO overtime_requests (client_id, agent_id, overtime_policy_id, date, overtime_type,
         minutes, source) VALUES ($1, $2, $3, '2026-11-02', 'regular_working_day', 60, 'console')
       RETURNING id`,
      [maju, agent, made.id],
    );
    const refused = await admin.del(`/overtime-policies/${made.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body["message"]).toBe(
      `Overtime policy "${made.name}" has 1 pending overtime request: approve or reject it first`,
    );
    expect((await admin.get(`/overtime-policies/${made.id}`)).status).toBe(200);

    await stack.owner.query("UPDATE overtime_requests SET status = 'approved' WHERE id = $1", [
      request.rows[0]!.id,
    ]);
    const deleted = await admin.del(`/overtime-policies/${made.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body["data"]).toEqual({ deleted: true });
    expect((await admin.get(`/overtime-policies/${made.id}`)).status).toBe(404);
    const kept = await stack.owner.query(
      "SELECT overtime_policy_id FROM overtime_requests WHERE id = $1",
      [request.rows[0]!.id],
    );
    expect(kept.rows).toEqual([{ overtime_policy_id: null }]);
    const audit = await stack.owner.query(
      "SELECT action FROM audit_log WHERE entity_type = 'overtime_policy' AND entity_id = $1 ORDER BY id",
      [String(made.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      "overtime_policy.create",
      "overtime_policy.delete",
    ]);
  });

  it("lists: search, filter by branch, sort, pagination", async () => {
    const tag = unique("Urut");
    const branch = await ownerBranch(stack, maju);
    for (const suffix of ["B", "A", "C"])
      await admin.post(
        "/overtime-policies",
        statutory({ name: `${tag} ${suffix}`, ...(suffix === "C" ? { branchIds: [branch] } : {}) }),
      );
    const q = encodeURIComponent(tag);
    const names = async (query: string) =>
      (await admin.get(`/overtime-policies?q=${q}&${query}`)).body["data"].items.map(
        (p: { name: string }) => p.name.slice(tag.length + 1),
      );
    expect(await names("sort=name")).toEqual(["A", "B", "C"]);
    expect(await names("sort=-name")).toEqual(["C", "B", "A"]);
    expect(await names("sort=name&limit=2&page=2")).toEqual(["C"]);
    expect(await names(`branchId=${branch}`)).toEqual(["C"]);
    const page = (await admin.get(`/overtime-policies?q=${q}&limit=2`)).body["data"];
    expect(page.totalItems).toBe(3);
    expect((await admin.get("/overtime-policies?sort=price")).status).toBe(400);
  });
});

describe("bad input: 400 naming the field, nothing changes", () => {
  it.each([
    [{ name: " " }, "name"],
    [{ name: "x".repeat(101) }, "name"],
    [{ workWeek: "4-day" }, "workWeek"],
    [{ mode: "sometimes" }, "mode"],
    [{ rounding: "up" }, "rounding"],
    [{ minuteRounding: 7 }, "minuteRounding"],
    [{ minimumMinutes: 241 }, "minimumMinutes"],
    [{ minimumMinutes: -5 }, "minimumMinutes"],
    [{ maxHoursPerRequest: 0 }, "maxHoursPerRequest"],
    [{ maxHoursPerRequest: 30 }, "maxHoursPerRequest"],
    [{ rules: [{ overtimeType: "night_shift" }] }, "rules.0.overtimeType"],
    [{ rules: [rule("swap_schedule", {}), rule("swap_schedule", {})] }, "rules.1.overtimeType"],
    [{ rules: [rule("swap_schedule", { payKind: "fixed" })] }, "rules.0.fixedAmount"],
    [
      { rules: [rule("swap_schedule", { payKind: "fixed", fixedAmount: 1000.5 })] },
      "rules.0.fixedAmount",
    ],
    [
      { rules: [rule("swap_schedule", { payKind: "fixed", fixedAmount: -1 })] },
      "rules.0.fixedAmount",
    ],
    [{ rules: [rule("swap_schedule", { multiplier: "custom" })] }, "rules.0.customMultiplier"],
    [
      { rules: [rule("swap_schedule", { multiplier: "custom", customMultiplier: 0 })] },
      "rules.0.customMultiplier",
    ],
    [{ rules: [rule("swap_schedule", { payKind: "bonus" })] }, "rules.0.payKind"],
    [{ branchIds: [2_147_483_000] }, "branchIds"],
    [{ agentIds: [2_147_483_000] }, "agentIds"],
    [{ agentIds: ["7"] }, "agentIds.0"],
    [{ extra: true }, "extra"],
  ])("%j → 400 at %s", async (overrides, field) => {
    const before = await countRows(stack, "overtime_policies", maju);
    const answer = await admin.post("/overtime-policies", statutory(overrides));
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body["errors"].map((e: { field: string }) => e.field)).toContain(field);
    expect(await countRows(stack, "overtime_policies", maju)).toBe(before);
  });

  it("names every problem at once under the create headline", async () => {
    expectFieldErrors(
      await admin.post(
        "/overtime-policies",
        statutory({ name: "", minimumMinutes: 500, branchIds: [2_147_483_001] }),
      ),
      400,
      "Failed to Create Overtime Policy",
      {
        name: "is required",
        minimumMinutes: "must be a whole number from 0 to 240",
        branchIds: "contains ids that do not exist: 2147483001",
      },
    );
  });
});

describe("uniqueness and coverage", () => {
  it("a duplicate name (any case) is a 409 at the name", async () => {
    const first = statutory();
    expect((await admin.post("/overtime-policies", first)).status).toBe(201);
    expectFieldErrors(
      await admin.post("/overtime-policies", statutory({ name: first.name.toUpperCase() })),
      409,
      "Failed to Create Overtime Policy",
      { name: "is already used by another overtime policy" },
    );
  });

  it("a branch or a worker another policy covers is a 409 naming the field and that policy", async () => {
    const branch = await ownerBranch(stack, maju);
    const agent = await ownerAgent(stack, maju, await ownerBranch(stack, maju), {
      fullName: "Sari Cakupan",
    });
    const branchName = (
      await stack.owner.query("SELECT name FROM branches WHERE id = $1", [branch])
    ).rows[0].name;
    const holder = statutory({ branchIds: [branch], agentIds: [agent] });
    const made = (await admin.post("/overtime-policies", holder)).body["data"];
    const before = await countRows(stack, "overtime_policies", maju);
    const clash = await admin.post(
      "/overtime-policies",
      statutory({ branchIds: [branch], agentIds: [agent] }),
    );
    expectFieldErrors(clash, 409, "Failed to Create Overtime Policy", {
      branchIds: `already covered by overtime policy "${holder.name}": ${branchName}`,
      agentIds: `already covered by overtime policy "${holder.name}": Sari Cakupan`,
    });
    expect(clash.body["detail"]).toEqual({
      conflictingPolicies: [{ id: made.id, name: holder.name }],
    });
    expect(await countRows(stack, "overtime_policies", maju)).toBe(before);
    // The holder itself may keep them on update.
    const kept = await admin.put(`/overtime-policies/${made.id}`, { ...holder, version: 1 });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
  });

  it("a worker named directly may sit in a branch another policy covers (the named one wins)", async () => {
    const branch = await ownerBranch(stack, maju);
    const agent = await ownerAgent(stack, maju, branch);
    expect(
      (await admin.post("/overtime-policies", statutory({ branchIds: [branch] }))).status,
    ).toBe(201);
    const named = await admin.post("/overtime-policies", statutory({ agentIds: [agent] }));
    expect(named.status, JSON.stringify(named.body)).toBe(201);
  });
});

describe("access and tenancy", () => {
  it("without the settings menu: 403 on every route", async () => {
    expect((await ops.get("/overtime-policies")).status).toBe(403);
    expect((await ops.post("/overtime-policies", statutory())).status).toBe(403);
    expect((await ops.get("/minimum-wages")).status).toBe(403);
    expect((await ops.post("/minimum-wages", { year: 2030, amount: 1 })).status).toBe(403);
  });

  it("another client's policy and wage ids are 404 and change nothing; its ids in a body are unknown", async () => {
    const branch = await ownerBranch(stack, maju);
    const agent = await ownerAgent(stack, maju, branch);
    const made = (await admin.post("/overtime-policies", statutory({ branchIds: [branch] }))).body[
      "data"
    ];
    const wage = (await admin.post("/minimum-wages", { year: 2041, amount: 1_000_000 })).body[
      "data"
    ];
    const before = await countRows(stack, "overtime_policies", maju);
    expect((await sentosa.get(`/overtime-policies/${made.id}`)).status).toBe(404);
    const put = await sentosa.put(`/overtime-policies/${made.id}`, { ...statutory(), version: 1 });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ message: "Overtime policy not found" });
    expect((await sentosa.del(`/overtime-policies/${made.id}`)).status).toBe(404);
    expect((await sentosa.put(`/minimum-wages/${wage.id}`, { year: 2041, amount: 2 })).status).toBe(
      404,
    );
    expect((await sentosa.del(`/minimum-wages/${wage.id}`)).status).toBe(404);
    const list = (await sentosa.get(`/overtime-policies?q=${encodeURIComponent(made.name)}`)).body[
      "data"
    ];
    expect(list).toEqual({ items: [], totalItems: 0 });
    const foreign = await sentosa.post(
      "/overtime-policies",
      statutory({ branchIds: [branch], agentIds: [agent] }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body["errors"].map((e: { field: string }) => e.field).sort()).toEqual([
      "agentIds",
      "branchIds",
    ]);
    expect(await countRows(stack, "overtime_policies", maju)).toBe(before);
    expect((await admin.get(`/overtime-policies/${made.id}`)).body["data"].version).toBe(1);
    expect(await countRows(stack, "minimum_wages", sentosaId)).toBeGreaterThan(0);
  });
});

describe("minimum wages", () => {
  it("adds, edits and deletes a row (audited); the same province and year twice is 409", async () => {
    const created = await admin.post("/minimum-wages", {
      provinceId: "31",
      year: 2040,
      amount: 6_000_000,
      source: "Kepgub DKI",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const row = created.body["data"];
    expect(row).toMatchObject({
      provinceId: "31",
      provinceName: expect.stringMatching(/JAKARTA/i),
      year: 2040,
      amount: 6_000_000,
      source: "Kepgub DKI",
    });
    expectFieldErrors(
      await admin.post("/minimum-wages", { provinceId: "31", year: 2040, amount: 1 }),
      409,
      "Failed to Create Minimum Wage",
      { year: "already has a minimum wage for this province" },
    );
    const updated = await admin.put(`/minimum-wages/${row.id}`, {
      provinceId: null,
      year: 2040,
      amount: 6_100_000,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body["data"]).toMatchObject({
      provinceId: null,
      amount: 6_100_000,
      source: null,
    });
    expect((await admin.del(`/minimum-wages/${row.id}`)).status).toBe(200);
    expect((await admin.del(`/minimum-wages/${row.id}`)).status).toBe(404);
    const audit = await stack.owner.query(
      "SELECT action FROM audit_log WHERE entity_type = 'minimum_wage' AND entity_id = $1 ORDER BY id",
      [String(row.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      "minimum_wage.create",
      "minimum_wage.update",
      "minimum_wage.delete",
    ]);
  });

  it.each([
    [{ year: 1999, amount: 1 }, "year"],
    [{ year: 2101, amount: 1 }, "year"],
    [{ year: 2040, amount: 0 }, "amount"],
    [{ year: 2040, amount: 1.5 }, "amount"],
    [{ year: 2040, amount: 1_000_000_001 }, "amount"],
    [{ year: 2040, amount: 1, provinceId: "99" }, "provinceId"],
    [{ year: "2040", amount: 1 }, "year"],
    [{ amount: 1 }, "year"],
  ])("%j → 400 at %s", async (body, field) => {
    const before = await countRows(stack, "minimum_wages", maju);
    const answer = await admin.post("/minimum-wages", body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body["errors"].map((e: { field: string }) => e.field)).toContain(field);
    expect(await countRows(stack, "minimum_wages", maju)).toBe(before);
  });

  it("the warnings follow the table: a higher default this year raises the statutory figure", async () => {
    const policy = (
      await sentosa.post(
        "/overtime-policies",
        statutory({
          rules: [rule("regular_working_day", { payKind: "fixed", fixedAmount: 63_000 })],
        }),
      )
    ).body["data"];
    expect(policy.warnings).toEqual([]);
    const current = (await sentosa.get("/minimum-wages?year=2026")).body["data"].items.find(
      (w: { provinceId: string | null }) => w.provinceId === null,
    );
    expect(
      (await sentosa.put(`/minimum-wages/${current.id}`, { year: 2026, amount: 6_000_000 })).status,
    ).toBe(200);
    try {
      const read = (await sentosa.get(`/overtime-policies/${policy.id}`)).body["data"];
      expect(read.referenceMinimumWage).toBe(6_000_000);
      expect(read.warnings.map((w: { code: string }) => w.code)).toEqual(["fixed_below_statutory"]);
    } finally {
      await sentosa.put(`/minimum-wages/${current.id}`, { year: 2026, amount: UMP_DKI_2026 });
    }
  });
});

describe("in the user's language", () => {
  it("answers problems, warnings and refusals in Indonesian for a user who chose it", async () => {
    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = $1", [
      DEMO.sentosaAdmin.email,
    ]);
    try {
      const bad = await sentosa.post(
        "/overtime-policies",
        statutory({ name: "", minimumMinutes: 999 }),
      );
      expect(bad.status).toBe(400);
      expect(bad.body["message"]).toBe("Gagal Membuat Kebijakan Lembur");
      expect(bad.body["errors"]).toEqual([
        { field: "name", message: "wajib diisi" },
        { field: "minimumMinutes", message: "harus bilangan bulat dari 0 sampai 240" },
      ]);
      const made = await sentosa.post(
        "/overtime-policies",
        statutory({
          rules: [rule("working_on_day_off", { payKind: "fixed", fixedAmount: 10_000 })],
        }),
      );
      expect(made.body["data"].warnings[0].message).toMatch(
        /^Bekerja di hari libur: Rp 10\.000 per jam di bawah upah lembur menurut aturan/,
      );
      expect((await sentosa.get("/overtime-policies/2147483000")).body).toEqual({
        message: "Kebijakan lembur tidak ditemukan",
      });
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = $1", [
        DEMO.sentosaAdmin.email,
      ]);
    }
  });
});

describe("GraphQL", () => {
  const gql = async (
    account: { email: string; password: string },
    query: string,
    variables = {},
  ) => {
    const { token } = await login(stack.app, account);
    const response = await stack.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: { query, variables },
    });
    // biome-ignore lint/suspicious/noExplicitAny: the assertions read the answer field by field.
    return response.json() as { data?: any; errors?: any[] };
  };
  const FIELDS =
    "id name version branchIds rules { overtimeType payKind fixedAmount } warnings { field code message }";

  it("creates, updates with the version, lists and deletes; conflicts and stale versions are CONFLICT", async () => {
    const branch = await ownerBranch(stack, maju);
    const input = {
      ...statutory({ branchIds: [branch] }),
      rules: [rule("regular_working_day", { payKind: "fixed", fixedAmount: 40_000 })],
    };
    const created = await gql(
      DEMO.majuAdmin,
      `mutation ($input: OvertimePolicyInput!) { createOvertimePolicy(input: $input) { ${FIELDS} } }`,
      { input },
    );
    expect(created.errors).toBeUndefined();
    const policy = created.data.createOvertimePolicy;
    expect(policy.rules[2]).toEqual({
      overtimeType: "regular_working_day",
      payKind: "fixed",
      fixedAmount: 40_000,
    });
    expect(policy.warnings.map((w: { field: string }) => w.field)).toEqual(["rules.2.fixedAmount"]);

    const clash = await gql(
      DEMO.majuAdmin,
      "mutation ($input: OvertimePolicyInput!) { createOvertimePolicy(input: $input) { id } }",
      { input: statutory({ branchIds: [branch] }) },
    );
    expect(clash.errors?.[0].extensions).toMatchObject({
      code: "CONFLICT",
      errors: [
        {
          field: "branchIds",
          message: expect.stringMatching(
            new RegExp(`^already covered by overtime policy "${input.name}": `),
          ),
        },
      ],
    });

    const update = (version: number) =>
      gql(
        DEMO.majuAdmin,
        `mutation ($id: Int!, $version: Int!, $input: OvertimePolicyInput!) { updateOvertimePolicy(id: $id, version: $version, input: $input) { ${FIELDS} } }`,
        { id: policy.id, version, input: { ...input, rules: [] } },
      );
    const updated = await update(1);
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateOvertimePolicy).toMatchObject({ version: 2, warnings: [] });
    expect((await update(1)).errors?.[0].extensions?.["code"]).toBe("CONFLICT");

    const listed = await gql(
      DEMO.majuAdmin,
      'query ($q: String) { overtimePolicies(q: $q, sort: "-name") { totalItems items { id } } minimumWages(year: 2026) { items { provinceId amount } } }',
      { q: input.name },
    );
    expect(listed.data.overtimePolicies).toEqual({ totalItems: 1, items: [{ id: policy.id }] });
    expect(listed.data.minimumWages.items).toContainEqual({
      provinceId: null,
      amount: UMP_DKI_2026,
    });

    const removed = await gql(
      DEMO.majuAdmin,
      "mutation ($id: Int!) { deleteOvertimePolicy(id: $id) }",
      { id: policy.id },
    );
    expect(removed.data).toEqual({ deleteOvertimePolicy: true });
    const gone = await gql(DEMO.majuAdmin, "query ($id: Int!) { overtimePolicy(id: $id) { id } }", {
      id: policy.id,
    });
    expect(gone.data).toEqual({ overtimePolicy: null });
    const denied = await gql(DEMO.majuOps, "{ overtimePolicies { totalItems } }");
    expect(denied.errors?.[0].extensions?.["code"]).toBe("FORBIDDEN");
  });

  it("minimum wages: create, update, delete; bad input names the field", async () => {
    const created = await gql(
      DEMO.majuAdmin,
      "mutation ($input: MinimumWageInput!) { createMinimumWage(input: $input) { id year amount provinceId } }",
      { input: { year: 2050, amount: 7_000_000 } },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data.createMinimumWage.id;
    const updated = await gql(
      DEMO.majuAdmin,
      "mutation ($id: Int!, $input: MinimumWageInput!) { updateMinimumWage(id: $id, input: $input) { amount } }",
      { id, input: { year: 2050, amount: 7_100_000 } },
    );
    expect(updated.data).toEqual({ updateMinimumWage: { amount: 7_100_000 } });
    const bad = await gql(
      DEMO.majuAdmin,
      "mutation ($input: MinimumWageInput!) { createMinimumWage(input: $input) { id } }",
      { input: { year: 1990, amount: 1 } },
    );
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      errors: [{ field: "year", message: "must be a year from 2000 to 2100" }],
    });
    const removed = await gql(
      DEMO.majuAdmin,
      "mutation ($id: Int!) { deleteMinimumWage(id: $id) }",
      {
        id,
      },
    );
    expect(removed.data).toEqual({ deleteMinimumWage: true });
  });
});
