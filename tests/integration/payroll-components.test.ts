import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURE_DISABLED_MESSAGES, PERMISSION_DENIED } from "../../domain/errors.ts";
import { statutoryRates } from "../../domain/payroll/regulation.ts";
import { DEMO_GROUP_COMPONENTS } from "../../services/db/seed/payrollDemo.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { type Hcm, hcmAs as sharedHcmAs, turnFlagsOn } from "./hcm-helpers.ts";
import {
  clientIdOf,
  expectFieldErrors,
  ownerAgent,
  ownerBranch,
  userWithMenus,
} from "./org-helpers.ts";

/**
 * /api/hcm/v1/payroll-components and /regulation-components (issue 16): the contract
 * (201 with the id, 409 on a taken code, 404 for another client's id, 403 without the menu or
 * the flag), every bad input naming its field and changing nothing, optimistic versions,
 * deletes refused while a payroll group uses the component, and the GraphQL layer over it.
 */

let stack: TestStack;
let admin: Hcm;
let ops: Hcm;
let sentosa: Hcm;
let majuToken: string;
let maju: number;

const hcmAs = (token: string) => sharedHcmAs(stack, token);
let counter = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${counter++}`;

beforeAll(async () => {
  stack = await startStack();
  majuToken = (await login(stack.app, DEMO.majuAdmin)).token;
  admin = hcmAs(majuToken);
  ops = hcmAs((await login(stack.app, DEMO.majuOps)).token);
  sentosa = hcmAs((await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  // PT Sentosa Abadi may use payroll components, but not the regulation-based ones.
  await turnFlagsOn(stack, "PT Sentosa Abadi", ["payroll_beta"]);
});
afterAll(() => stack.close());

const component = (overrides: Record<string, unknown> = {}) => {
  const code = unique("tunjangan");
  return {
    name: `Tunjangan ${code}`,
    code,
    scheme: "Rp",
    addOrSub: "add",
    mode: "prorate",
    taxable: true,
    ...overrides,
  };
};

/** Everything a refused request could have touched, as the owner sees it. */
const snapshot = async () => {
  const rows = async (sql: string) => (await stack.owner.query(sql)).rows;
  return {
    components: await rows("SELECT * FROM payroll_components ORDER BY id"),
    regulation: await rows("SELECT * FROM regulation_components ORDER BY id"),
    rates: await rows("SELECT * FROM regulation_component_rates ORDER BY id"),
    audit: await rows("SELECT count(*)::int AS n FROM audit_log"),
  };
};

const audited = async (entityType: string, id: number) =>
  (
    await stack.owner.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity_type = $1 AND entity_id = $2 ORDER BY id",
      [entityType, String(id)],
    )
  ).rows.map((r) => r.action);

/** A monthly payroll group of PT Maju Jaya made as the owner (the groups API is another part's). */
async function ownerGroup(fields: { bpjsKesehatan?: boolean } = {}) {
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO payroll_groups (client_id, name, shift_config, salary_type, pay_day, bpjs_kesehatan)
     VALUES ($1, $2, 'without_shift', 'per_cycle', 25, $3) RETURNING id`,
    [maju, unique("Grup"), fields.bpjsKesehatan ?? true],
  );
  return rows[0]!.id;
}

describe("the demo seed", () => {
  it("gives PT Maju Jaya the demo group's components and a few more, and the PU programmes", async () => {
    const list = (await admin.get("/payroll-components?limit=100&sort=code")).body["data"];
    const byCode = new Map(list.items.map((c: Record<string, unknown>) => [c["code"], c] as const));
    for (const demo of DEMO_GROUP_COMPONENTS)
      expect(byCode.get(demo.code), demo.code).toMatchObject({
        name: demo.name,
        scheme: demo.scheme,
        addOrSub: demo.addOrSub,
        mode: demo.mode,
        defaultAmount: demo.amount,
        predefined: true,
        taxable: true,
      });
    expect(byCode.get("fixed_deduction_sum")).toMatchObject({
      addOrSub: "subtract",
      taxable: false,
      taxTreatment: "non_object",
    });
    expect(byCode.get("bonus_kinerja")).toMatchObject({
      scheme: "%",
      base: "salary",
      defaultAmount: 10,
      predefined: false,
    });

    const regulation = (await admin.get("/regulation-components")).body["data"];
    expect(regulation.items.map((r: Record<string, unknown>) => r["programme"])).toEqual([
      "bpjs_kesehatan",
      "jkk",
      "jkm",
      "jht",
      "jp",
    ]);
    const [kesehatan, jkk, , , jp] = regulation.items;
    expect(kesehatan).toMatchObject({
      participant: "pu",
      agentCode: "bpjs_kes_agent_sum",
      clientCode: "bpjs_kes_client_sum",
      currentRate: {
        employerRate: 4,
        employeeRate: 1,
        wageCap: 12_000_000,
        minimumWageFloor: true,
      },
    });
    expect(jkk).toMatchObject({ jkkRiskClass: 1, jkkRiskRatePercent: 0.24, agentCode: null });
    expect(jp.rates).toHaveLength(statutoryRates("jp").length);
    // Newest first.
    expect(jp.rates[0].effectiveFrom > jp.rates[1].effectiveFrom).toBe(true);
  });
});

describe("the contract", () => {
  it("POST answers 201 { data: { id, … } }, reads back and is audited", async () => {
    const input = {
      name: "Insentif Lapangan",
      code: unique("insentif"),
      scheme: "Rp",
      addOrSub: "add",
      mode: "fixed_rate",
      taxable: true,
    };
    const created = await admin.post("/payroll-components", input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const data = created.body["data"];
    expect(data.id).toEqual(expect.any(Number));
    expect(data).toMatchObject({
      ...input,
      predefined: false,
      taxTreatment: "regular",
      base: null,
      defaultAmount: null,
      status: "active",
      groupCount: 0,
      version: 1,
    });
    expect(data.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await admin.get(`/payroll-components/${data.id}`)).body["data"]).toEqual(data);
    expect(await audited("payroll_component", data.id)).toEqual(["payroll_component.create"]);
  });

  it("refuses a taken code (409 at code) or name (409 at name, any case), changing nothing", async () => {
    const first = await admin.post("/payroll-components", component());
    expect(first.status).toBe(201);
    const before = await snapshot();
    const sameCode = await admin.post(
      "/payroll-components",
      component({ code: first.body["data"].code }),
    );
    expectFieldErrors(sameCode, 409, "Failed to Create Payroll Component", {
      code: "is already the code of another payroll component",
    });
    const sameName = await admin.post(
      "/payroll-components",
      component({ name: first.body["data"].name.toUpperCase() }),
    );
    expectFieldErrors(sameName, 409, "Failed to Create Payroll Component", {
      name: "is already the name of another payroll component",
    });
    // A predefined code the seed already gave this client.
    const seeded = await admin.post("/payroll-components", component({ code: "incentive_sum" }));
    expect(seeded.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for another client's component and changes nothing of it", async () => {
    const mine = (await admin.post("/payroll-components", component())).body["data"];
    const before = await snapshot();
    for (const answer of [
      await sentosa.get(`/payroll-components/${mine.id}`),
      await sentosa.put(`/payroll-components/${mine.id}`, { ...component(), version: 1 }),
      await sentosa.del(`/payroll-components/${mine.id}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: "Payroll component not found" });
    }
    expect(await snapshot()).toEqual(before);
    // The other client's list does not hold it; its own code may be the same.
    const list = (await sentosa.get(`/payroll-components?q=${mine.code}`)).body["data"];
    expect(list).toEqual({ items: [], totalItems: 0 });
    const same = await sentosa.post("/payroll-components", component({ code: mine.code }));
    expect(same.status, JSON.stringify(same.body)).toBe(201);
  });

  it("answers 403 without the payroll menus; a payroll-group role reads but does not write", async () => {
    const before = await snapshot();
    const listed = (await admin.get("/payroll-components")).body["data"].items[0];
    for (const answer of [
      await ops.get("/payroll-components"),
      await ops.get(`/payroll-components/${listed.id}`),
      await ops.post("/payroll-components", component()),
      await ops.put(`/payroll-components/${listed.id}`, { ...component(), version: 1 }),
      await ops.del(`/payroll-components/${listed.id}`),
      await ops.get("/regulation-components"),
      await ops.post("/regulation-components", { programme: "jkm" }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body["message"]).toBe(PERMISSION_DENIED);
    }
    const groupOnly = hcmAs(await userWithMenus(stack, maju, ["payroll-group"]));
    expect((await groupOnly.get("/payroll-components")).status).toBe(200);
    expect((await groupOnly.get(`/payroll-components/${listed.id}`)).status).toBe(200);
    expect((await groupOnly.get("/regulation-components")).status).toBe(200);
    expect((await groupOnly.post("/payroll-components", component())).status).toBe(403);
    expect((await groupOnly.del(`/payroll-components/${listed.id}`)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 403 FEATURE_DISABLED for regulation-based components when the client's flag is off", async () => {
    const theirs = (await admin.get("/regulation-components")).body["data"].items[0];
    const before = await snapshot();
    for (const answer of [
      await sentosa.get("/regulation-components"),
      await sentosa.get(`/regulation-components/${theirs.id}`),
      await sentosa.post("/regulation-components", { programme: "jkm" }),
      await sentosa.put(`/regulation-components/${theirs.id}`, { programme: "jkm", version: 1 }),
      await sentosa.del(`/regulation-components/${theirs.id}`),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body["message"]).toBe(FEATURE_DISABLED_MESSAGES.en);
      expect(answer.body["detail"]).toMatchObject({ code: "FEATURE_DISABLED" });
    }
    expect(await snapshot()).toEqual(before);
    // Its plain components are open (payroll_beta is on).
    expect((await sentosa.get("/payroll-components")).status).toBe(200);
  });
});

describe("bad input: 400 naming the field, nothing changed", () => {
  const cases: [string, Record<string, unknown>, Record<string, string | RegExp>][] = [
    ["a code outside the pattern", { code: "Tunjangan Makan" }, { code: /a-z, 0-9 and _/ }],
    ["an empty name", { name: "  " }, { name: "is required" }],
    ["a name over 100 characters", { name: "n".repeat(101) }, { name: /at most 100/ }],
    ["an unknown scheme", { scheme: "USD" }, { scheme: "must be one of %, Rp" }],
    ["an unknown addOrSub", { addOrSub: "plus" }, { addOrSub: "must be one of add, subtract" }],
    ["an unknown mode", { mode: "hourly" }, { mode: /must be one of prorate/ }],
    [
      "a taxable non-object",
      { taxable: true, taxTreatment: "non_object" },
      { taxTreatment: "cannot be non_object for a taxable component" },
    ],
    [
      "a non-taxable regular one",
      { taxable: false, taxTreatment: "natura" },
      { taxTreatment: "must be non_object for a component that is not taxable" },
    ],
    ["a % component without base", { scheme: "%" }, { base: "is required for a % component" }],
    [
      "an Rp component with a base",
      { base: "salary" },
      { base: "must be empty for an Rp component" },
    ],
    [
      "an Rp default in cents",
      { defaultAmount: 1500.5 },
      { defaultAmount: /whole rupiah amount from 0/ },
    ],
    ["a negative Rp default", { defaultAmount: -1 }, { defaultAmount: /whole rupiah/ }],
    [
      "a % default over 100",
      { scheme: "%", base: "salary", defaultAmount: 100.5 },
      { defaultAmount: /percentage from 0 to 100/ },
    ],
    [
      "a % default with 5 decimals",
      { scheme: "%", base: "sub_total", defaultAmount: 1.23456 },
      { defaultAmount: /at most 4 decimals/ },
    ],
    [
      "a date the calendar lacks",
      { effectiveDate: "2026-02-30" },
      { effectiveDate: "must be a date written yyyy-MM-dd" },
    ],
    ["an unknown status", { status: "archived" }, { status: "must be one of active, inactive" }],
    ["a long description", { description: "d".repeat(501) }, { description: /at most 500/ }],
    [
      "several at once",
      { code: "X", scheme: "%", mode: "x" },
      { code: /a-z/, base: /required/, mode: /one of/ },
    ],
  ];
  it.each(cases)("%s", async (_why, overrides, fields) => {
    const before = await snapshot();
    const answer = await admin.post("/payroll-components", component(overrides));
    expectFieldErrors(answer, 400, "Failed to Create Payroll Component", fields);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a body without the contract's fields or with unknown ones (JSON schema)", async () => {
    const before = await snapshot();
    const missing = await admin.post("/payroll-components", { name: "Tanpa Kode" });
    expect(missing.status).toBe(400);
    expect(missing.body["errors"].map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(["code"]),
    );
    const extra = await admin.post("/payroll-components", component({ formula: "x" }));
    expect(extra.status).toBe(400);
    const wrongType = await admin.post("/payroll-components", component({ defaultAmount: "10" }));
    expect(wrongType.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("answers in the user's language (Indonesian)", async () => {
    const token = await userWithMenus(stack, maju, ["payroll-component"]);
    await stack.owner.query(
      // The user just made (org-helpers.ts names them org-<tag>@test.example).
      `UPDATE users SET language = 'id'
        WHERE id = (SELECT max(id) FROM users WHERE email LIKE 'org-%@test.example')`,
    );
    const indonesian = hcmAs(token);
    const answer = await indonesian.post("/payroll-components", component({ scheme: "%" }));
    expectFieldErrors(answer, 400, "Gagal Membuat Komponen Gaji", {
      base: "wajib diisi untuk komponen %",
    });
    const missing = await indonesian.get("/payroll-components/2147483647");
    expect(missing.body).toEqual({ message: "Komponen gaji tidak ditemukan" });
  });
});

describe("update and delete", () => {
  it("replaces a component under its version; a stale version is 409 and changes nothing", async () => {
    const created = (await admin.post("/payroll-components", component())).body["data"];
    const updated = await admin.put(`/payroll-components/${created.id}`, {
      ...component({
        name: created.name,
        code: created.code,
        scheme: "%",
        base: "sub_total",
        defaultAmount: 12.5,
        taxTreatment: "irregular",
        effectiveDate: "2027-01-01",
        description: "Naik tahun depan",
      }),
      version: 1,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body["data"]).toMatchObject({
      id: created.id,
      scheme: "%",
      base: "sub_total",
      defaultAmount: 12.5,
      taxTreatment: "irregular",
      effectiveDate: "2027-01-01",
      status: "active",
      version: 2,
    });
    const before = await snapshot();
    const stale = await admin.put(`/payroll-components/${created.id}`, {
      ...component({ name: created.name, code: created.code }),
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body["message"]).toMatch(/changed by someone else/);
    const bad = await admin.put(`/payroll-components/${created.id}`, {
      ...component({ code: "Bad" }),
      version: 2,
    });
    expectFieldErrors(bad, 400, "Failed to Update Payroll Component", { code: /a-z/ });
    const taken = await admin.put(`/payroll-components/${created.id}`, {
      ...component({ code: "incentive_sum" }),
      version: 2,
    });
    expect(taken.status).toBe(409);
    expect(await snapshot()).toEqual(before);
    // An omitted status stays.
    await admin.put(`/payroll-components/${created.id}`, {
      ...component({ name: created.name, code: created.code }),
      status: "inactive",
      version: 2,
    });
    const kept = await admin.put(`/payroll-components/${created.id}`, {
      ...component({ name: created.name, code: created.code }),
      version: 3,
    });
    expect(kept.body["data"]).toMatchObject({ status: "inactive", version: 4 });
    expect(await audited("payroll_component", created.id)).toEqual([
      "payroll_component.create",
      "payroll_component.update",
      "payroll_component.update",
      "payroll_component.update",
    ]);
  });

  it("refuses (409) deleting a component a payroll group or a member uses, then deletes it once free", async () => {
    const created = (await admin.post("/payroll-components", component())).body["data"];
    const group = await ownerGroup();
    await stack.owner.query(
      `INSERT INTO payroll_group_components (client_id, payroll_group_id, component_id, amount)
       VALUES ($1, $2, $3, 100000)`,
      [maju, group, created.id],
    );
    expect((await admin.get(`/payroll-components/${created.id}`)).body["data"].groupCount).toBe(1);
    const before = await snapshot();
    const refused = await admin.del(`/payroll-components/${created.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body["message"]).toBe(
      `Payroll component "${created.name}" is used by 1 payroll group; it cannot be deleted. Remove it from them or deactivate it instead.`,
    );
    expect(await snapshot()).toEqual(before);

    await stack.owner.query("DELETE FROM payroll_group_components WHERE component_id = $1", [
      created.id,
    ]);
    const agent = await ownerAgent(stack, maju, await ownerBranch(stack, maju));
    const member = await stack.owner.query<{ id: number }>(
      `INSERT INTO payroll_group_members (client_id, payroll_group_id, agent_id, effective_from,
         basic_salary, ptkp_status) VALUES ($1, $2, $3, '2026-01-01', 5000000, 'TK/0') RETURNING id`,
      [maju, group, agent],
    );
    await stack.owner.query(
      `INSERT INTO payroll_member_components (client_id, member_id, component_id, amount)
       VALUES ($1, $2, $3, 50000)`,
      [maju, member.rows[0]!.id, created.id],
    );
    const byMember = await admin.del(`/payroll-components/${created.id}`);
    expect(byMember.status).toBe(409);
    expect(byMember.body["message"]).toMatch(/is used by 1 member;/);

    await stack.owner.query("DELETE FROM payroll_member_components WHERE component_id = $1", [
      created.id,
    ]);
    const deleted = await admin.del(`/payroll-components/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ data: { deleted: true } });
    expect((await admin.get(`/payroll-components/${created.id}`)).status).toBe(404);
    expect(await audited("payroll_component", created.id)).toEqual([
      "payroll_component.create",
      "payroll_component.delete",
    ]);
  });
});

describe("regulation-based components", () => {
  it("creates JKK class 3 with its statutory rate, refuses a second one, reads it back", async () => {
    const created = await admin.post("/regulation-components", {
      programme: "jkk",
      jkkRiskClass: 3,
      name: "JKK Gudang",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const data = created.body["data"];
    expect(data).toMatchObject({
      programme: "jkk",
      participant: "pu",
      name: "JKK Gudang",
      jkkRiskClass: 3,
      jkkRiskRatePercent: 0.89,
      currentRate: { employerRate: 0.89, employeeRate: 0, wageCap: null },
      version: 1,
    });
    expect(data.rates).toEqual(statutoryRates("jkk", 3).reverse());
    expect((await admin.get(`/regulation-components/${data.id}`)).body["data"]).toEqual(data);
    expect(await audited("regulation_component", data.id)).toEqual(["regulation_component.create"]);

    const before = await snapshot();
    const again = await admin.post("/regulation-components", { programme: "jkk", jkkRiskClass: 3 });
    expectFieldErrors(again, 409, "Failed to Create Regulation-Based Component", {
      programme: "already has a regulation-based component",
    });
    const seeded = await admin.post("/regulation-components", { programme: "bpjs_kesehatan" });
    expect(seeded.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it("creates a BPU programme with its SPEC §3 codes and the participant's flat amount", async () => {
    const created = await admin.post("/regulation-components", { programme: "bpu_jkm" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body["data"]).toMatchObject({
      participant: "bpu",
      name: "BPJS BPU JKM",
      agentCode: "bpu_jkm_agent_sum",
      clientCode: "bpu_jkm_sum",
      currentRate: { employeeAmount: 6_800, employerAmount: 0 },
      groupCount: 0,
    });
  });

  const badCases: [string, Record<string, unknown>, Record<string, string | RegExp>][] = [
    ["an unknown programme", { programme: "tapera" }, { programme: /must be one of/ }],
    ["JKK without a class", { programme: "jkk" }, { jkkRiskClass: "is required for JKK" }],
    ["JKK class 6", { programme: "jkk", jkkRiskClass: 6 }, { jkkRiskClass: /1 to 5/ }],
    [
      "a class on JHT",
      { programme: "bpu_jht", jkkRiskClass: 1 },
      { jkkRiskClass: "must be empty for a programme other than JKK" },
    ],
    ["BPU JP without rates", { programme: "bpu_jp" }, { rates: /no statutory rate/ }],
    ["an empty rates list", { programme: "bpu_jp", rates: [] }, { rates: /at least one rate/ }],
    [
      "bad rate rows",
      {
        programme: "bpu_jp",
        rates: [
          { effectiveFrom: "2026-01-01", employeeRate: 1 },
          { effectiveFrom: "2026-01-01", employeeRate: 101 },
          { effectiveFrom: "2026-02-30", employeeAmount: 6800.5, wageCap: 0 },
        ],
      },
      {
        "rates.1.effectiveFrom": "repeats the date of another rate",
        "rates.1.employeeRate": /percentage from 0 to 100/,
        "rates.2.effectiveFrom": /yyyy-MM-dd/,
        "rates.2.employeeAmount": /whole rupiah amount from 0 to 100000000/,
        "rates.2.wageCap": /whole rupiah amount from 1/,
      },
    ],
  ];
  it.each(badCases)(
    "refuses %s (400 naming the field, nothing changed)",
    async (_why, body, fields) => {
      const before = await snapshot();
      const answer = await admin.post("/regulation-components", body);
      expectFieldErrors(answer, 400, "Failed to Create Regulation-Based Component", fields);
      expect(await snapshot()).toEqual(before);
    },
  );

  it("replaces name, status and rates under its version; the programme stays", async () => {
    const created = (
      await admin.post("/regulation-components", {
        programme: "bpu_jp",
        rates: [{ effectiveFrom: "2026-01-01", employeeRate: 2, basis: "Kebijakan klien" }],
      })
    ).body["data"];
    expect(created.currentRate).toMatchObject({ employeeRate: 2, basis: "Kebijakan klien" });
    const updated = await admin.put(`/regulation-components/${created.id}`, {
      programme: "bpu_jp",
      name: "JP Mitra",
      status: "inactive",
      rates: [
        { effectiveFrom: "2026-01-01", employeeRate: 2 },
        { effectiveFrom: "2099-01-01", employeeRate: 3 },
      ],
      version: 1,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body["data"]).toMatchObject({
      name: "JP Mitra",
      status: "inactive",
      version: 2,
      currentRate: { effectiveFrom: "2026-01-01", employeeRate: 2 },
    });
    expect(
      updated.body["data"].rates.map((r: Record<string, unknown>) => r["effectiveFrom"]),
    ).toEqual(["2099-01-01", "2026-01-01"]);
    // Rates omitted keep the stored ones; status omitted stays.
    const renamed = await admin.put(`/regulation-components/${created.id}`, {
      programme: "bpu_jp",
      name: "JP Mitra Baru",
      version: 2,
    });
    expect(renamed.body["data"]).toMatchObject({ status: "inactive", version: 3 });
    expect(renamed.body["data"].rates).toHaveLength(2);

    const before = await snapshot();
    const stale = await admin.put(`/regulation-components/${created.id}`, {
      programme: "bpu_jp",
      version: 2,
    });
    expect(stale.status).toBe(409);
    const moved = await admin.put(`/regulation-components/${created.id}`, {
      programme: "bpu_jht",
      version: 3,
    });
    expectFieldErrors(moved, 400, "Failed to Update Regulation-Based Component", {
      programme: "cannot change once the component is created",
    });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses (409) deleting a programme a payroll group's social insurance includes", async () => {
    const list = (await admin.get("/regulation-components?programme=bpjs_kesehatan")).body["data"];
    const kesehatan = list.items[0];
    await ownerGroup({ bpjsKesehatan: true });
    const read = (await admin.get(`/regulation-components/${kesehatan.id}`)).body["data"];
    expect(read.groupCount).toBeGreaterThan(0);
    const before = await snapshot();
    const refused = await admin.del(`/regulation-components/${kesehatan.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body["message"]).toMatch(/is in the social insurance of \d+ payroll group/);
    expect(await snapshot()).toEqual(before);

    // A BPU programme no group uses goes, with its rates.
    const bpu = (await admin.post("/regulation-components", { programme: "bpu_jht" })).body["data"];
    const deleted = await admin.del(`/regulation-components/${bpu.id}`);
    expect(deleted.status).toBe(200);
    const rates = await stack.owner.query(
      "SELECT 1 FROM regulation_component_rates WHERE component_id = $1",
      [bpu.id],
    );
    expect(rates.rowCount).toBe(0);
    expect(await audited("regulation_component", bpu.id)).toEqual([
      "regulation_component.create",
      "regulation_component.delete",
    ]);
    expect((await admin.del(`/regulation-components/${bpu.id}`)).status).toBe(404);
  });
});

describe("GraphQL (gateway/schema/payroll-components)", () => {
  type Answer = {
    // biome-ignore lint/suspicious/noExplicitAny: GraphQL data is checked by the assertions.
    data?: Record<string, any> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await stack.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { authorization: `Bearer ${majuToken}`, "content-type": "application/json" },
      payload: { query, variables },
    });
    return response.json() as Answer;
  };
  const FIELDS = `id name code predefined scheme addOrSub mode taxable taxTreatment base
    defaultAmount effectiveDate description status groupCount version createdAt updatedAt`;

  it("lists, creates, updates, refuses bad input and deletes through /graphql", async () => {
    const listed = await graphql(
      `query { payrollComponents(q: "Tunjangan", sort: "code", limit: 50) { totalItems items { ${FIELDS} } } }`,
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data!["payrollComponents"].items.map((c: { code: string }) => c.code)).toEqual(
      expect.arrayContaining(DEMO_GROUP_COMPONENTS.map((c) => c.code)),
    );

    const CREATE = `mutation($input: PayrollComponentInput!) { createPayrollComponent(input: $input) { ${FIELDS} } }`;
    const input = component({ scheme: "%", base: "salary", defaultAmount: 5 });
    const created = await graphql(CREATE, { input });
    expect(created.errors).toBeUndefined();
    const made = created.data!["createPayrollComponent"];
    expect(made).toMatchObject({ code: input.code, scheme: "%", defaultAmount: 5, version: 1 });

    const bad = await graphql(CREATE, { input: component({ scheme: "%" }) });
    expect(bad.errors?.[0]?.extensions?.["code"]).toBe("BAD_USER_INPUT");
    const fields = (bad.errors?.[0]?.extensions?.["errors"] ?? []) as { field: string }[];
    expect(fields.map((e) => e.field)).toEqual(["base"]);

    const duplicate = await graphql(CREATE, { input: component({ code: input.code }) });
    expect(duplicate.errors?.[0]?.extensions?.["code"]).toBe("CONFLICT");

    const updated = await graphql(
      `mutation($id: Int!, $version: Int!, $input: PayrollComponentInput!) {
         updatePayrollComponent(id: $id, version: $version, input: $input) { id version defaultAmount } }`,
      { id: made.id, version: 1, input: { ...input, defaultAmount: 7.5 } },
    );
    expect(updated.data!["updatePayrollComponent"]).toEqual({
      id: made.id,
      version: 2,
      defaultAmount: 7.5,
    });

    const one = await graphql(`query($id: Int!) { payrollComponent(id: $id) { id code } }`, {
      id: made.id,
    });
    expect(one.data!["payrollComponent"]).toEqual({ id: made.id, code: input.code });

    const regulation = await graphql(
      `query { regulationComponents(programme: "jp") { totalItems items { id programme participant
         agentCode clientCode currentRate { effectiveFrom employerRate employeeRate wageCap }
         rates { effectiveFrom wageCap minimumWageFloor basis } groupCount } } }`,
    );
    expect(regulation.errors).toBeUndefined();
    const jp = regulation.data!["regulationComponents"].items[0];
    expect(jp).toMatchObject({ programme: "jp", participant: "pu", agentCode: null });
    expect(jp.currentRate).toMatchObject({ employerRate: 2, employeeRate: 1 });

    const createdRegulation = await graphql(
      `mutation($input: RegulationComponentInput!) { createRegulationComponent(input: $input) {
         id programme jkkRiskClass jkkRiskRatePercent rates { employerRate } } }`,
      { input: { programme: "jkk", name: "JKK Kelas 5", jkkRiskClass: 5 } },
    );
    expect(createdRegulation.errors).toBeUndefined();
    const jkk5 = createdRegulation.data!["createRegulationComponent"];
    expect(jkk5).toMatchObject({ jkkRiskClass: 5, jkkRiskRatePercent: 1.74 });
    const removedRegulation = await graphql(
      `mutation($id: Int!) { deleteRegulationComponent(id: $id) }`,
      { id: jkk5.id },
    );
    expect(removedRegulation.data!["deleteRegulationComponent"]).toBe(true);

    const removed = await graphql(`mutation($id: Int!) { deletePayrollComponent(id: $id) }`, {
      id: made.id,
    });
    expect(removed.data!["deletePayrollComponent"]).toBe(true);
    const gone = await graphql(`query($id: Int!) { payrollComponent(id: $id) { id } }`, {
      id: made.id,
    });
    expect(gone.data!["payrollComponent"]).toBeNull();
  });
});
