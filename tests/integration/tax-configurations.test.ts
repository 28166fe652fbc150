import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_FINAL_BANDS } from "../../domain/payroll/constants.ts";
import { monthsInYear } from "../../domain/payroll/taxRecords.ts";
import { DEMO_TAX_CONFIGURATION } from "../../services/db/seed/payrollDemo.ts";
import { DEMO_FINAL_TAX_CONFIGURATION } from "../../services/db/seed/taxConfigurations.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { BETA_FLAGS, type Hcm, hcmAs as sharedHcmAs, turnFlagsOn } from "./hcm-helpers.ts";
import {
  clientIdOf,
  expectFieldErrors,
  ownerAgent,
  ownerBranch,
  userWithMenus,
} from "./org-helpers.ts";

/**
 * /api/hcm/v1/tax-configurations and /employee-tax-records (issue 16; /work/payroll-api.md;
 * REFERENCE.md §1–§3, §6): the create contract, every field's 400 with nothing changed, the
 * unique name, versions, delete in use, the menu and the final-tax flag, tenancy, employee
 * tax records (one per worker and year) and their generation from payroll group members,
 * and the GraphQL layer over all of it.
 */

let stack: TestStack;
let admin: Hcm;
let sentosa: Hcm;
let maju: number;
let sentosaId: number;
let branch: number;
let currentYear: number;

const hcmAs = (token: string) => sharedHcmAs(stack, token);

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now()}-${counter++}`;

beforeAll(async () => {
  stack = await startStack();
  admin = hcmAs((await login(stack.app, DEMO.majuAdmin)).token);
  // Sentosa gets Tax Management's own flags, not final_tax_configuration.
  await turnFlagsOn(stack, "PT Sentosa Abadi", BETA_FLAGS);
  sentosa = hcmAs((await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  sentosaId = await clientIdOf(stack, "PT Sentosa Abadi");
  branch = await ownerBranch(stack, maju);
  currentYear = (
    await stack.owner.query<{ year: number }>(
      "SELECT extract(year FROM (now() AT TIME ZONE timezone))::int AS year FROM clients WHERE id = $1",
      [maju],
    )
  ).rows[0]!.year;
});
afterAll(() => stack.close());

const CREATE = "Failed to Create Tax Configuration";
const UPDATE = "Failed to Update Tax Configuration";
const CREATE_RECORD = "Failed to Create Employee Tax Record";
const UPDATE_RECORD = "Failed to Update Employee Tax Record";

const nonFinal = (overrides: Record<string, unknown> = {}) => ({
  kind: "pph21_non_final",
  name: unique("PPh 21 Tetap"),
  ...overrides,
});
const severance = (overrides: Record<string, unknown> = {}) => ({
  kind: "pph21_final",
  name: unique("Pesangon"),
  finalKind: "severance",
  ...overrides,
});

/** What a refused request must leave as it was: Maju's rows of this module and its audit. */
async function snapshot(clientId = maju) {
  const rows = async (sql: string) => (await stack.owner.query(sql, [clientId])).rows;
  return {
    configurations: await rows("SELECT * FROM tax_configurations WHERE client_id = $1 ORDER BY id"),
    records: await rows("SELECT * FROM employee_tax_records WHERE client_id = $1 ORDER BY id"),
    audit: await rows("SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1"),
  };
}

async function auditOf(entityType: string, id: number) {
  const { rows } = await stack.owner.query<{ action: string; before: unknown; after: unknown }>(
    `SELECT action, before, after FROM audit_log
     WHERE entity_type = $1 AND entity_id = $2 ORDER BY id`,
    [entityType, String(id)],
  );
  return rows;
}

async function created(body: Record<string, unknown>, as: Hcm = admin) {
  const answer = await as.post("/tax-configurations", body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body["data"] as Record<string, unknown> & {
    id: number;
    name: string;
    version: number;
  };
}

/** A worker of Maju (as the owner: the agents API is another module's). */
async function worker(
  fields: {
    fullName?: string;
    npwp?: string | null;
    joinDate?: string;
    terminationDate?: string | null;
  } = {},
) {
  const id = await ownerAgent(stack, maju, branch, { fullName: fields.fullName });
  await stack.owner.query(
    `UPDATE agents SET npwp = $2, join_date = $3::date,
       termination_date = $4::date,
       termination_reason = CASE WHEN $4::date IS NULL THEN NULL ELSE 'resign_get_new_job' END
     WHERE id = $1`,
    [id, fields.npwp ?? null, fields.joinDate ?? "2020-01-06", fields.terminationDate ?? null],
  );
  const { rows } = await stack.owner.query<{ nik: string; full_name: string }>(
    "SELECT nik, full_name FROM agents WHERE id = $1",
    [id],
  );
  return { id, nik: rows[0]!.nik, name: rows[0]!.full_name };
}

/** A payroll group using the configuration (the groups API is another module's). */
async function group(taxConfigurationId: number | null, clientId = maju) {
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO payroll_groups (client_id, name, shift_config, salary_type, pay_day,
       tax_configuration_id)
     VALUES ($1, $2, 'without_shift', 'per_cycle', 25, $3) RETURNING id`,
    [clientId, unique("Grup"), taxConfigurationId],
  );
  return rows[0]!.id;
}

async function member(
  groupId: number,
  agentId: number,
  from: string,
  to: string | null,
  terms: { ptkp?: string; recipient?: string } = {},
) {
  await stack.owner.query(
    `INSERT INTO payroll_group_members (client_id, payroll_group_id, agent_id, effective_from,
       effective_to, basic_salary, ptkp_status, recipient)
     VALUES ($1, $2, $3, $4, $5, 8000000, $6, $7)`,
    [
      maju,
      groupId,
      agentId,
      from,
      to,
      terms.ptkp ?? "TK/0",
      terms.recipient ?? "permanent_employee",
    ],
  );
}

const record = (
  taxConfigurationId: number,
  agentId: number,
  overrides: Record<string, unknown> = {},
) => ({
  taxConfigurationId,
  agentId,
  year: 2025,
  taxIdKind: "npwp",
  taxId: "012345678901000",
  ptkp: "K/1",
  ...overrides,
});

describe("tax configurations: the contract", () => {
  it("POST answers 201 { data: { id, … } } with the table's defaults, and audits it", async () => {
    const body = nonFinal();
    const data = await created(body);
    expect(data).toEqual({
      id: expect.any(Number),
      kind: "pph21_non_final",
      name: body.name,
      terRounding: "floor",
      noNpwpSurcharge: false,
      biayaJabatanMode: "aggregate",
      finalKind: null,
      finalBands: null,
      description: null,
      status: "active",
      groups: [],
      employeeCount: 0,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await admin.get(`/tax-configurations/${data.id}`)).body["data"]).toEqual(data);
    const row = await stack.owner.query(
      "SELECT client_id, kind, final_bands FROM tax_configurations WHERE id = $1",
      [data.id],
    );
    expect(row.rows).toEqual([{ client_id: maju, kind: "pph21_non_final", final_bands: null }]);
    expect(await auditOf("tax_configuration", data.id)).toEqual([
      { action: "tax_configuration.create", before: null, after: data },
    ]);
  });

  it("keeps every setting, and gives a final configuration the PP 68/2009 bands of its kind", async () => {
    const settings = await created(
      nonFinal({
        terRounding: "half_up",
        noNpwpSurcharge: true,
        biayaJabatanMode: "monthly",
        description: "Karyawan tetap",
        status: "inactive",
      }),
    );
    expect(settings).toMatchObject({
      terRounding: "half_up",
      noNpwpSurcharge: true,
      biayaJabatanMode: "monthly",
      description: "Karyawan tetap",
      status: "inactive",
    });
    const pension = await created(severance({ finalKind: "lump_sum_pension" }));
    expect(pension).toMatchObject({
      kind: "pph21_final",
      finalKind: "lump_sum_pension",
      finalBands: DEFAULT_FINAL_BANDS.lump_sum_pension,
    });
    const own = [
      { upTo: 60_000_000, ratePercent: 0 },
      { upTo: 9_000_000_000_000, ratePercent: 7.5 },
      { upTo: null, ratePercent: 30 },
    ];
    expect(await created(severance({ finalBands: own }))).toMatchObject({ finalBands: own });
  });

  it("seeds the demo configurations", async () => {
    const list = await admin.get("/tax-configurations?limit=100&sort=name");
    const names = list.body["data"].items.map((c: { name: string }) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([DEMO_TAX_CONFIGURATION, DEMO_FINAL_TAX_CONFIGURATION]),
    );
    const final = list.body["data"].items.find(
      (c: { name: string }) => c.name === DEMO_FINAL_TAX_CONFIGURATION,
    );
    expect(final).toMatchObject({
      kind: "pph21_final",
      finalKind: "severance",
      finalBands: DEFAULT_FINAL_BANDS.severance,
    });
  });
});

describe("tax configurations: bad input changes nothing", () => {
  it("names every field the rules refuse", async () => {
    const before = await snapshot();
    expectFieldErrors(
      await admin.post("/tax-configurations", {
        kind: "pph23",
        name: "  ",
        terRounding: "ceil",
        biayaJabatanMode: "yearly",
        status: "archived",
      }),
      400,
      CREATE,
      {
        kind: "must be one of pph21_non_final, pph21_final",
        name: "is required",
        terRounding: "must be one of floor, half_up",
        biayaJabatanMode: "must be one of aggregate, monthly",
        status: "must be one of active, inactive",
      },
    );
    expectFieldErrors(
      await admin.post("/tax-configurations", nonFinal({ finalKind: "severance" })),
      400,
      CREATE,
      { finalKind: "is only for a final configuration (pph21_final)" },
    );
    expectFieldErrors(
      await admin.post("/tax-configurations", severance({ finalKind: null })),
      400,
      CREATE,
      { finalKind: "is required" },
    );
    expectFieldErrors(
      await admin.post(
        "/tax-configurations",
        severance({
          finalBands: [
            { upTo: 100_000_000, ratePercent: 0 },
            { upTo: 50_000_000, ratePercent: 5.005 },
            { upTo: 1, ratePercent: 101 },
          ],
        }),
      ),
      400,
      CREATE,
      {
        "finalBands.1.upTo": "must be whole rupiah above 100000000 and at most 10000000000000",
        "finalBands.1.ratePercent": "must be a percentage from 0 to 100 with at most 2 decimals",
        "finalBands.2.upTo": "must be empty: the last band has no ceiling",
        "finalBands.2.ratePercent": "must be a percentage from 0 to 100 with at most 2 decimals",
      },
    );
    expectFieldErrors(
      await admin.post("/tax-configurations", severance({ finalBands: [] })),
      400,
      CREATE,
      { finalBands: "must have 1 to 10 bands" },
    );
    // The JSON schema: types and unknown fields.
    const typed = await admin.post("/tax-configurations", nonFinal({ noNpwpSurcharge: "yes" }));
    expect(typed.status).toBe(400);
    expect(typed.body["errors"].map((e: { field: string }) => e.field)).toEqual([
      "noNpwpSurcharge",
    ]);
    expect((await admin.post("/tax-configurations", nonFinal({ rate: 5 }))).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a taken name, whatever its case (409 at name)", async () => {
    const first = await created(nonFinal());
    const before = await snapshot();
    expectFieldErrors(
      await admin.post("/tax-configurations", nonFinal({ name: String(first.name).toUpperCase() })),
      409,
      CREATE,
      { name: "is already the name of another tax configuration" },
    );
    expect(await snapshot()).toEqual(before);
    // Another client may use the same name.
    expect((await sentosa.post("/tax-configurations", nonFinal({ name: first.name }))).status).toBe(
      201,
    );
  });

  it("answers in the user's language", async () => {
    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = $1", [
      DEMO.majuAdmin.email,
    ]);
    try {
      const answer = await admin.post("/tax-configurations", {
        ...severance(),
        finalBands: [{ upTo: 5, ratePercent: 0 }],
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: "Gagal Membuat Konfigurasi Pajak",
        errors: [
          {
            field: "finalBands.0.upTo",
            message: "harus kosong: lapisan terakhir tidak memiliki batas atas",
          },
        ],
      });
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = $1", [
        DEMO.majuAdmin.email,
      ]);
    }
  });
});

describe("tax configurations: list, update, delete", () => {
  it("searches, filters, sorts and pages", async () => {
    const tag = unique("Cari");
    const a = await created(nonFinal({ name: `${tag} A`, status: "inactive" }));
    const b = await created(severance({ name: `${tag} B` }));
    const c = await created(nonFinal({ name: `${tag} C` }));
    const list = async (query: string) => {
      const answer = await admin.get(`/tax-configurations?q=${encodeURIComponent(tag)}${query}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return {
        ids: answer.body["data"].items.map((item: { id: number }) => item.id),
        total: answer.body["data"].totalItems,
      };
    };
    expect(await list("")).toEqual({ ids: [a.id, b.id, c.id], total: 3 });
    expect(await list("&sort=-name")).toEqual({ ids: [c.id, b.id, a.id], total: 3 });
    expect(await list("&kind=pph21_final")).toEqual({ ids: [b.id], total: 1 });
    expect(await list("&status=inactive")).toEqual({ ids: [a.id], total: 1 });
    expect(await list("&limit=2&page=2")).toEqual({ ids: [c.id], total: 3 });
    expect(await list("&limit=2&page=3")).toEqual({ ids: [], total: 3 });
    expectFieldErrors(await admin.get("/tax-configurations?sort=rate"), 400, "Invalid sort", {
      sort: "must be one of name, kind, status, createdAt, updatedAt",
    });
    expect((await admin.get("/tax-configurations?kind=pph26")).status).toBe(400);
  });

  it("PUT replaces the settings, bumps the version and audits before and after", async () => {
    const before = await created(severance());
    const answer = await admin.put(`/tax-configurations/${before.id}`, {
      ...severance({ name: `${before.name} baru`, finalKind: "lump_sum_pension" }),
      description: "Manfaat pensiun",
      version: 1,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = answer.body["data"];
    expect(after).toMatchObject({
      id: before.id,
      name: `${before.name} baru`,
      finalKind: "lump_sum_pension",
      finalBands: DEFAULT_FINAL_BANDS.lump_sum_pension,
      description: "Manfaat pensiun",
      version: 2,
    });
    expect(await auditOf("tax_configuration", before.id)).toEqual([
      { action: "tax_configuration.create", before: null, after: before },
      { action: "tax_configuration.update", before, after },
    ]);
  });

  it("PUT refuses a stale version, a new kind, a taken name and bad fields, changing nothing", async () => {
    const one = await created(nonFinal());
    const other = await created(nonFinal());
    const before = await snapshot();
    const stale = await admin.put(`/tax-configurations/${one.id}`, { ...nonFinal(), version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body["message"]).toMatch(/changed by someone else/);
    expectFieldErrors(
      await admin.put(`/tax-configurations/${one.id}`, { ...severance(), version: 1 }),
      400,
      UPDATE,
      { kind: "cannot change once the configuration is saved" },
    );
    expectFieldErrors(
      await admin.put(`/tax-configurations/${one.id}`, {
        ...nonFinal({ name: other.name }),
        version: 1,
      }),
      409,
      UPDATE,
      { name: "is already the name of another tax configuration" },
    );
    expectFieldErrors(
      await admin.put(`/tax-configurations/${one.id}`, {
        ...nonFinal({ terRounding: "up" }),
        version: 1,
      }),
      400,
      UPDATE,
      { terRounding: "must be one of floor, half_up" },
    );
    const missing = await admin.put("/tax-configurations/2147483647", {
      ...nonFinal(),
      version: 1,
    });
    expect(missing.status).toBe(404);
    expect((await admin.put(`/tax-configurations/${one.id}`, nonFinal())).status).toBe(400);
    expect(await snapshot()).toEqual(before);
    // Its own name (another case) is no conflict.
    const renamed = await admin.put(`/tax-configurations/${one.id}`, {
      ...nonFinal({ name: String(one.name).toLowerCase() }),
      version: 1,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  });

  it("DELETE is refused while a payroll group or an employee tax record uses it", async () => {
    const used = await created(nonFinal());
    const groupId = await group(used.id);
    const read = await admin.get(`/tax-configurations/${used.id}`);
    expect(read.body["data"].groups).toEqual([{ id: groupId, name: expect.any(String) }]);
    const before = await snapshot();
    const refused = await admin.del(`/tax-configurations/${used.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body["message"]).toMatch(/is used by 1 payroll group:/);
    expect(await snapshot()).toEqual(before);

    const recorded = await created(nonFinal());
    const { id: agentId } = await worker();
    expect(
      (
        await admin.post(
          "/employee-tax-records",
          record(recorded.id, agentId, { year: currentYear }),
        )
      ).status,
    ).toBe(201);
    expect((await admin.get(`/tax-configurations/${recorded.id}`)).body["data"].employeeCount).toBe(
      1,
    );
    const refusedRecord = await admin.del(`/tax-configurations/${recorded.id}`);
    expect(refusedRecord.status).toBe(409);
    expect(refusedRecord.body["message"]).toMatch(/is used by 1 employee tax record:/);

    const free = await created(severance());
    const deleted = await admin.del(`/tax-configurations/${free.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ data: { deleted: true } });
    expect((await admin.get(`/tax-configurations/${free.id}`)).status).toBe(404);
    expect((await admin.del(`/tax-configurations/${free.id}`)).status).toBe(404);
    expect((await auditOf("tax_configuration", free.id)).map((a) => a.action)).toEqual([
      "tax_configuration.create",
      "tax_configuration.delete",
    ]);
  });
});

describe("access", () => {
  it("final configurations need the flag final_tax_configuration (403 FEATURE_DISABLED)", async () => {
    const final = await created(severance());
    const plain = await created(nonFinal());
    await stack.owner.query(
      `INSERT INTO client_feature_flags (client_id, name, value)
       VALUES ($1, 'final_tax_configuration', false)
       ON CONFLICT (client_id, name) DO UPDATE SET value = false`,
      [maju],
    );
    try {
      const before = await snapshot();
      const refused = [
        await admin.post("/tax-configurations", severance()),
        await admin.get(`/tax-configurations/${final.id}`),
        await admin.put(`/tax-configurations/${final.id}`, { ...severance(), version: 1 }),
        await admin.put(`/tax-configurations/${plain.id}`, { ...severance(), version: 1 }),
        await admin.del(`/tax-configurations/${final.id}`),
        await admin.get("/tax-configurations?kind=pph21_final"),
      ];
      for (const answer of refused) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(403);
        expect(answer.body["detail"]).toMatchObject({ code: "FEATURE_DISABLED" });
      }
      expect(await snapshot()).toEqual(before);
      // Not final: as before; the list leaves the final ones out.
      expect((await admin.get(`/tax-configurations/${plain.id}`)).status).toBe(200);
      const list = await admin.get("/tax-configurations?limit=100");
      const kinds = new Set(list.body["data"].items.map((c: { kind: string }) => c.kind));
      expect([...kinds]).toEqual(["pph21_non_final"]);
      expect((await admin.post("/tax-configurations", nonFinal())).status).toBe(201);
    } finally {
      await stack.owner.query(
        "UPDATE client_feature_flags SET value = true WHERE client_id = $1 AND name = 'final_tax_configuration'",
        [maju],
      );
    }
    expect((await admin.get(`/tax-configurations/${final.id}`)).status).toBe(200);
    // Sentosa never had it.
    expect((await sentosa.post("/tax-configurations", severance())).status).toBe(403);
  });

  it("needs the menu tax-management; payroll-group may only read", async () => {
    const target = await created(nonFinal());
    const none = hcmAs(await userWithMenus(stack, maju, ["employee-list"]));
    const reader = hcmAs(await userWithMenus(stack, maju, ["payroll-group"]));
    const before = await snapshot();
    for (const answer of [
      await none.get("/tax-configurations"),
      await none.get(`/tax-configurations/${target.id}`),
      await none.get(`/tax-configurations/${target.id}/employee-tax-records`),
      await none.post("/tax-configurations", nonFinal()),
      await reader.post("/tax-configurations", nonFinal()),
      await reader.put(`/tax-configurations/${target.id}`, { ...nonFinal(), version: 1 }),
      await reader.del(`/tax-configurations/${target.id}`),
      await reader.post(`/tax-configurations/${target.id}/employee-tax-records/generate`, {
        year: 2025,
      }),
    ])
      expect(answer.status, JSON.stringify(answer.body)).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect((await reader.get("/tax-configurations")).status).toBe(200);
    expect((await reader.get(`/tax-configurations/${target.id}`)).status).toBe(200);
  });

  it("another client's configurations and records are unknown (404) and its ids are bad input (400)", async () => {
    const mine = await created(nonFinal());
    const { id: agentId } = await worker();
    const rec = await admin.post("/employee-tax-records", record(mine.id, agentId));
    expect(rec.status).toBe(201);
    const recordId = rec.body["data"].id;
    const before = await snapshot();
    for (const answer of [
      await sentosa.get(`/tax-configurations/${mine.id}`),
      await sentosa.put(`/tax-configurations/${mine.id}`, { ...nonFinal(), version: 1 }),
      await sentosa.del(`/tax-configurations/${mine.id}`),
      await sentosa.get(`/tax-configurations/${mine.id}/employee-tax-records?year=2025`),
      await sentosa.post(`/tax-configurations/${mine.id}/employee-tax-records/generate`, {
        year: 2025,
      }),
      await sentosa.get(`/employee-tax-records/${recordId}`),
      await sentosa.put(`/employee-tax-records/${recordId}`, {
        ...record(mine.id, agentId),
        version: 1,
      }),
      await sentosa.del(`/employee-tax-records/${recordId}`),
    ]) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(404);
      expect(Object.keys(answer.body)).toEqual(["message"]);
    }
    const theirs = await created(nonFinal(), sentosa);
    expectFieldErrors(
      await sentosa.post("/employee-tax-records", record(theirs.id, agentId)),
      400,
      CREATE_RECORD,
      { agentId: "does not exist" },
    );
    expectFieldErrors(
      await sentosa.post("/employee-tax-records", record(mine.id, agentId)),
      400,
      CREATE_RECORD,
      { agentId: "does not exist", taxConfigurationId: "does not exist" },
    );
    const list = await sentosa.get(
      `/tax-configurations?q=${encodeURIComponent(String(mine.name))}`,
    );
    expect(list.body["data"]).toEqual({ items: [], totalItems: 0 });
    expect(await snapshot()).toEqual(before);
    expect((await snapshot(sentosaId)).records).toEqual([]);
  });
});

describe("employee tax records", () => {
  it("create answers 201 with the worker, branch and TER category, and audits it", async () => {
    const configuration = await created(nonFinal());
    const person = await worker({ fullName: "Rina Wulandari" });
    const answer = await admin.post(
      "/employee-tax-records",
      record(configuration.id, person.id, {
        taxId: "01.234.567.8-901.000",
        startMonth: 3,
        endMonth: 9,
        subjectiveChange: true,
        openingBruto: 20_000_000,
        openingWithheld: 400_000,
        previousEmployerBruto: 9_000_000_000_000,
        note: "pindahan",
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const data = answer.body["data"];
    expect(data).toEqual({
      id: expect.any(Number),
      taxConfigurationId: configuration.id,
      agentId: person.id,
      agentName: "Rina Wulandari",
      nik: person.nik,
      branchName: expect.stringMatching(/^Owner branch/),
      year: 2025,
      taxIdKind: "npwp",
      taxId: "012345678901000",
      ptkp: "K/1",
      terCategory: "B",
      recipient: "permanent_employee",
      startMonth: 3,
      endMonth: 9,
      subjectiveChange: true,
      openingBruto: 20_000_000,
      openingWithheld: 400_000,
      openingDeductions: 0,
      previousEmployerBruto: 9_000_000_000_000,
      previousEmployerWithheld: 0,
      previousEmployerDeductions: 0,
      note: "pindahan",
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await admin.get(`/employee-tax-records/${data.id}`)).body["data"]).toEqual(data);
    const row = await stack.owner.query(
      "SELECT previous_employer_bruto FROM employee_tax_records WHERE id = $1",
      [data.id],
    );
    expect(row.rows[0].previous_employer_bruto).toBe("9000000000000");
    expect(await auditOf("employee_tax_record", data.id)).toEqual([
      { action: "employee_tax_record.create", before: null, after: data },
    ]);
  });

  it("refuses bad fields, a final configuration and a second record of the year, changing nothing", async () => {
    const configuration = await created(nonFinal());
    const final = await created(severance());
    const other = await created(nonFinal());
    const person = await worker();
    expect(
      (await admin.post("/employee-tax-records", record(configuration.id, person.id))).status,
    ).toBe(201);
    const before = await snapshot();
    expectFieldErrors(
      await admin.post("/employee-tax-records", {
        ...record(configuration.id, person.id),
        year: 2023,
        taxIdKind: "nik",
        taxId: "123",
        ptkp: "K/I/0",
        recipient: "intern",
        startMonth: 7,
        endMonth: 6,
        openingBruto: -1,
        openingWithheld: 1.5,
      }),
      400,
      CREATE_RECORD,
      {
        year: "must be a year from 2024 to 2100",
        taxId: "must be 16 digits",
        ptkp: "must be one of TK/0, TK/1, TK/2, TK/3, K/0, K/1, K/2, K/3",
        recipient: /^must be one of permanent_employee, /,
        endMonth: "must not be before the start month",
        openingBruto: "must be whole rupiah from 0 to 10000000000000",
        openingWithheld: "must be whole rupiah from 0 to 10000000000000",
      },
    );
    expectFieldErrors(
      await admin.post("/employee-tax-records", record(final.id, person.id, { year: 2026 })),
      400,
      CREATE_RECORD,
      { taxConfigurationId: "must be a PPh 21 (not final) configuration" },
    );
    expectFieldErrors(
      await admin.post("/employee-tax-records", record(configuration.id, 2_147_483_647)),
      400,
      CREATE_RECORD,
      { agentId: "does not exist" },
    );
    // One record per worker and year, whatever the configuration.
    expectFieldErrors(
      await admin.post("/employee-tax-records", record(other.id, person.id)),
      409,
      CREATE_RECORD,
      { agentId: "already has an employee tax record for 2025" },
    );
    expect((await admin.post("/employee-tax-records", { ...record(0, 0), extra: 1 })).status).toBe(
      400,
    );
    expect(await snapshot()).toEqual(before);
    expect(
      (await admin.post("/employee-tax-records", record(other.id, person.id, { year: 2026 })))
        .status,
    ).toBe(201);
  });

  it("PUT replaces it with a version; stale, taken years and bad fields change nothing; DELETE removes it", async () => {
    const configuration = await created(nonFinal());
    const person = await worker();
    const first = (await admin.post("/employee-tax-records", record(configuration.id, person.id)))
      .body["data"];
    await admin.post("/employee-tax-records", record(configuration.id, person.id, { year: 2026 }));
    const before = await snapshot();
    const stale = await admin.put(`/employee-tax-records/${first.id}`, {
      ...record(configuration.id, person.id),
      version: 5,
    });
    expect(stale.status).toBe(409);
    expect(stale.body["message"]).toMatch(/changed by someone else/);
    expectFieldErrors(
      await admin.put(`/employee-tax-records/${first.id}`, {
        ...record(configuration.id, person.id, { year: 2026 }),
        version: 1,
      }),
      409,
      UPDATE_RECORD,
      { agentId: "already has an employee tax record for 2026" },
    );
    expectFieldErrors(
      await admin.put(`/employee-tax-records/${first.id}`, {
        ...record(configuration.id, person.id, { taxIdKind: "npwp", taxId: "1234" }),
        version: 1,
      }),
      400,
      UPDATE_RECORD,
      { taxId: "must be 15 or 16 digits" },
    );
    expect(
      (
        await admin.put("/employee-tax-records/2147483647", {
          ...record(configuration.id, person.id),
          version: 1,
        })
      ).status,
    ).toBe(404);
    expect(await snapshot()).toEqual(before);

    const answer = await admin.put(`/employee-tax-records/${first.id}`, {
      ...record(configuration.id, person.id, {
        taxIdKind: "nik",
        taxId: person.nik,
        ptkp: "K/3",
        endMonth: 6,
        previousEmployerWithheld: 1_250_000,
      }),
      version: 1,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = answer.body["data"];
    expect(after).toMatchObject({
      taxIdKind: "nik",
      taxId: person.nik,
      ptkp: "K/3",
      terCategory: "C",
      endMonth: 6,
      previousEmployerWithheld: 1_250_000,
      version: 2,
    });
    const deleted = await admin.del(`/employee-tax-records/${first.id}`);
    expect(deleted.body).toEqual({ data: { deleted: true } });
    expect((await admin.get(`/employee-tax-records/${first.id}`)).status).toBe(404);
    expect((await admin.del(`/employee-tax-records/${first.id}`)).status).toBe(404);
    expect((await auditOf("employee_tax_record", first.id)).map((a) => a.action)).toEqual([
      "employee_tax_record.create",
      "employee_tax_record.update",
      "employee_tax_record.delete",
    ]);
  });

  it("lists a configuration's records of a year: search, sort, pages", async () => {
    const configuration = await created(nonFinal());
    const tag = unique("Pekerja").replace(/[^A-Za-z0-9 ]/g, "");
    const people = [
      await worker({ fullName: `${tag} Citra` }),
      await worker({ fullName: `${tag} Agus` }),
      await worker({ fullName: `${tag} Budi` }),
    ];
    for (const [i, person] of people.entries())
      await admin.post(
        "/employee-tax-records",
        record(configuration.id, person.id, { startMonth: i + 1 }),
      );
    await admin.post(
      "/employee-tax-records",
      record(configuration.id, people[0]!.id, { year: 2026 }),
    );
    const list = async (query: string) => {
      const answer = await admin.get(
        `/tax-configurations/${configuration.id}/employee-tax-records?${query}`,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return {
        names: answer.body["data"].items.map((r: { agentName: string }) => r.agentName.slice(-5)),
        total: answer.body["data"].totalItems,
      };
    };
    expect(await list("year=2025")).toEqual({ names: [" Agus", " Budi", "Citra"], total: 3 });
    expect(await list("year=2025&sort=-startMonth")).toEqual({
      names: [" Budi", " Agus", "Citra"],
      total: 3,
    });
    expect(await list("year=2025&q=agus")).toEqual({ names: [" Agus"], total: 1 });
    expect(await list(`year=2025&q=${people[2]!.nik}`)).toEqual({ names: [" Budi"], total: 1 });
    expect(await list("year=2025&limit=1&page=2")).toEqual({ names: [" Budi"], total: 3 });
    expect(await list("year=2026")).toEqual({ names: ["Citra"], total: 1 });
    expect((await list(`year=${currentYear}`)).total).toBe(currentYear === 2026 ? 1 : 0);
    expect((await list("")).total).toBe(currentYear === 2026 ? 1 : 0);
    expectFieldErrors(
      await admin.get(`/tax-configurations/${configuration.id}/employee-tax-records?year=1999`),
      400,
      "Invalid year",
      { year: "must be a year from 2024 to 2100" },
    );
    expect(
      (await admin.get("/tax-configurations/2147483647/employee-tax-records?year=2025")).status,
    ).toBe(404);
  });
});

describe("generating employee tax records", () => {
  it("creates one per member in force during the year who has none, from the worker and the membership; again: none", async () => {
    const configuration = await created(nonFinal());
    const elsewhere = await created(nonFinal());
    const mainGroup = await group(configuration.id);
    const secondGroup = await group(configuration.id);
    const otherGroup = await group(elsewhere.id);
    const year = 2025;

    const withNpwp = await worker({ npwp: "012345678901000" });
    const joined = await worker({ joinDate: "2025-04-14" });
    const left = await worker({ joinDate: "2019-02-01", terminationDate: "2025-08-31" });
    const moved = await worker();
    const earlier = await worker();
    const otherConfiguration = await worker();
    const recorded = await worker();
    await member(mainGroup, withNpwp.id, "2024-01-01", null, { ptkp: "K/2" });
    await member(mainGroup, joined.id, "2025-04-14", null, { recipient: "non_permanent_monthly" });
    await member(mainGroup, left.id, "2019-02-01", "2025-08-31", { ptkp: "TK/1" });
    // Moved from the other configuration's group to this one mid-year: the later membership.
    await member(otherGroup, moved.id, "2024-01-01", "2025-05-31", { ptkp: "TK/0" });
    await member(secondGroup, moved.id, "2025-06-01", null, { ptkp: "K/0" });
    // Left the group before the year.
    await member(mainGroup, earlier.id, "2023-01-01", "2024-12-31");
    await member(otherGroup, otherConfiguration.id, "2024-01-01", null);
    await member(mainGroup, recorded.id, "2024-01-01", null);
    const existing = await admin.post(
      "/employee-tax-records",
      record(elsewhere.id, recorded.id, { year }),
    );
    expect(existing.status).toBe(201);

    const auditBefore = await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'employee_tax_record.generate'",
    );
    const answer = await admin.post(
      `/tax-configurations/${configuration.id}/employee-tax-records/generate`,
      { year },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ data: { count: 4 } });

    const list = await admin.get(
      `/tax-configurations/${configuration.id}/employee-tax-records?year=${year}&limit=100`,
    );
    const byAgent = new Map(
      list.body["data"].items.map((r: { agentId: number }) => [r.agentId, r]),
    );
    expect([...byAgent.keys()].sort()).toEqual([withNpwp.id, joined.id, left.id, moved.id].sort());
    expect(byAgent.get(withNpwp.id)).toMatchObject({
      taxIdKind: "npwp",
      taxId: "012345678901000",
      ptkp: "K/2",
      terCategory: "B",
      recipient: "permanent_employee",
      startMonth: 1,
      endMonth: 12,
      openingBruto: 0,
      version: 1,
    });
    expect(byAgent.get(joined.id)).toMatchObject({
      taxIdKind: "nik",
      taxId: joined.nik,
      recipient: "non_permanent_monthly",
      ...monthsInYear(year, "2025-04-14", null),
    });
    expect(byAgent.get(left.id)).toMatchObject({
      ptkp: "TK/1",
      ...monthsInYear(year, "2019-02-01", "2025-08-31"),
    });
    expect(byAgent.get(left.id)).toMatchObject({ startMonth: 1, endMonth: 8 });
    expect(byAgent.get(moved.id)).toMatchObject({ ptkp: "K/0", terCategory: "A" });

    const audits = await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'employee_tax_record.generate'",
    );
    expect(audits.rows[0]!.n - auditBefore.rows[0]!.n).toBe(4);

    const before = await snapshot();
    const again = await admin.post(
      `/tax-configurations/${configuration.id}/employee-tax-records/generate`,
      { year },
    );
    expect(again.body).toEqual({ data: { count: 0 } });
    expect(await snapshot()).toEqual(before);
    // Another year is its own.
    const next = await admin.post(
      `/tax-configurations/${configuration.id}/employee-tax-records/generate`,
      { year: 2026 },
    );
    // 2026: everyone still in force (not the one who left in 2025).
    expect(next.body).toEqual({ data: { count: 4 } });
  });

  it("refuses a final configuration, a year out of range and an unknown configuration", async () => {
    const final = await created(severance());
    const plain = await created(nonFinal());
    const before = await snapshot();
    expectFieldErrors(
      await admin.post(`/tax-configurations/${final.id}/employee-tax-records/generate`, {
        year: 2025,
      }),
      400,
      CREATE_RECORD,
      { taxConfigurationId: "must be a PPh 21 (not final) configuration" },
    );
    expectFieldErrors(
      await admin.post(`/tax-configurations/${plain.id}/employee-tax-records/generate`, {
        year: 2101,
      }),
      400,
      CREATE_RECORD,
      { year: "must be a year from 2024 to 2100" },
    );
    expect(
      (await admin.post(`/tax-configurations/${plain.id}/employee-tax-records/generate`, {}))
        .status,
    ).toBe(400);
    expect(
      (
        await admin.post("/tax-configurations/2147483647/employee-tax-records/generate", {
          year: 2025,
        })
      ).status,
    ).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe("GraphQL", () => {
  type Gql = {
    // biome-ignore lint/suspicious/noExplicitAny: GraphQL data is checked by the assertions.
    data?: Record<string, any> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  let token: string;
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    token ??= (await login(stack.app, DEMO.majuAdmin)).token;
    const response = await stack.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: { query, variables },
    });
    return response.json() as Gql;
  };
  const CONFIG = `id kind name terRounding noNpwpSurcharge biayaJabatanMode finalKind
    finalBands { upTo ratePercent } description status groups { id name } employeeCount version
    createdAt updatedAt`;
  const RECORD = `id taxConfigurationId agentId agentName nik branchName year taxIdKind taxId ptkp
    terCategory recipient startMonth endMonth subjectiveChange openingBruto openingWithheld
    openingDeductions previousEmployerBruto previousEmployerWithheld previousEmployerDeductions
    note version createdAt updatedAt`;

  it("round-trips configurations and records; refusals carry their codes", async () => {
    const name = unique("GQL Pesangon");
    const create = await graphql(
      `mutation($input: TaxConfigurationInput!) { createTaxConfiguration(input: $input) { ${CONFIG} } }`,
      {
        input: {
          kind: "pph21_final",
          name,
          finalKind: "severance",
          finalBands: [
            { upTo: 50_000_000, ratePercent: 0 },
            { upTo: null, ratePercent: 5.5 },
          ],
        },
      },
    );
    expect(create.errors).toBeUndefined();
    const final = create.data!["createTaxConfiguration"];
    expect(final).toMatchObject({
      name,
      finalBands: [
        { upTo: 50_000_000, ratePercent: 0 },
        { upTo: null, ratePercent: 5.5 },
      ],
      groups: [],
      version: 1,
    });
    const updated = await graphql(
      `mutation($id: Int!, $version: Int!, $input: TaxConfigurationInput!) {
        updateTaxConfiguration(id: $id, version: $version, input: $input) { id name version } }`,
      {
        id: final.id,
        version: 1,
        input: { kind: "pph21_final", name: `${name} 2`, finalKind: "lump_sum_pension" },
      },
    );
    expect(updated.data!["updateTaxConfiguration"]).toEqual({
      id: final.id,
      name: `${name} 2`,
      version: 2,
    });
    const stale = await graphql(
      `mutation($id: Int!, $input: TaxConfigurationInput!) {
        updateTaxConfiguration(id: $id, version: 1, input: $input) { id } }`,
      { id: final.id, input: { kind: "pph21_final", name, finalKind: "severance" } },
    );
    expect(stale.errors?.[0]?.extensions?.["code"]).toBe("CONFLICT");
    const bad = await graphql(
      `mutation($input: TaxConfigurationInput!) { createTaxConfiguration(input: $input) { id } }`,
      { input: { kind: "pph21_non_final", name: " " } },
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });

    const plain = (
      await graphql(
        `mutation($input: TaxConfigurationInput!) { createTaxConfiguration(input: $input) { id } }`,
        { input: { kind: "pph21_non_final", name: unique("GQL PPh 21") } },
      )
    ).data!["createTaxConfiguration"];
    const groupId = await group(plain.id);
    const person = await worker({ npwp: "0123456789012345" });
    await member(groupId, person.id, "2024-01-01", null, { ptkp: "TK/3" });
    const generated = await graphql(
      "mutation($id: Int!) { generateEmployeeTaxRecords(taxConfigurationId: $id, year: 2025) }",
      { id: plain.id },
    );
    expect(generated).toEqual({ data: { generateEmployeeTaxRecords: 1 } });
    const records = await graphql(
      `query($id: Int!) { employeeTaxRecords(taxConfigurationId: $id, year: 2025) {
        items { ${RECORD} } totalItems } }`,
      { id: plain.id },
    );
    expect(records.errors).toBeUndefined();
    const [generatedRecord] = records.data!["employeeTaxRecords"].items;
    expect(records.data!["employeeTaxRecords"].totalItems).toBe(1);
    expect(generatedRecord).toMatchObject({
      agentId: person.id,
      taxIdKind: "npwp",
      taxId: "0123456789012345",
      ptkp: "TK/3",
      terCategory: "B",
    });
    const createdRecord = await graphql(
      `mutation($input: EmployeeTaxRecordInput!) { createEmployeeTaxRecord(input: $input) { ${RECORD} } }`,
      {
        input: {
          taxConfigurationId: plain.id,
          agentId: person.id,
          year: 2026,
          taxIdKind: "nik",
          taxId: person.nik,
          ptkp: "TK/0",
          openingBruto: 12_000_000_000,
        },
      },
    );
    expect(createdRecord.errors).toBeUndefined();
    const made = createdRecord.data!["createEmployeeTaxRecord"];
    expect(made).toMatchObject({ openingBruto: 12_000_000_000, terCategory: "A" });
    const twice = await graphql(
      `mutation($input: EmployeeTaxRecordInput!) { createEmployeeTaxRecord(input: $input) { id } }`,
      {
        input: {
          taxConfigurationId: plain.id,
          agentId: person.id,
          year: 2026,
          taxIdKind: "nik",
          taxId: person.nik,
          ptkp: "TK/0",
        },
      },
    );
    expect(twice.errors?.[0]?.extensions?.["code"]).toBe("CONFLICT");
    const changed = await graphql(
      `mutation($id: Int!, $input: EmployeeTaxRecordInput!) {
        updateEmployeeTaxRecord(id: $id, version: 1, input: $input) { id endMonth version } }`,
      {
        id: made.id,
        input: {
          taxConfigurationId: plain.id,
          agentId: person.id,
          year: 2026,
          taxIdKind: "nik",
          taxId: person.nik,
          ptkp: "TK/0",
          endMonth: 3,
        },
      },
    );
    expect(changed.data!["updateEmployeeTaxRecord"]).toEqual({
      id: made.id,
      endMonth: 3,
      version: 2,
    });
    const read = await graphql(
      `query($id: Int!, $config: Int!) { employeeTaxRecord(id: $id) { id endMonth }
        taxConfiguration(id: $config) { groups { id } }
        missing: taxConfiguration(id: 2147483647) { id } }`,
      { id: made.id, config: plain.id },
    );
    expect(read.data).toEqual({
      employeeTaxRecord: { id: made.id, endMonth: 3 },
      taxConfiguration: { groups: [{ id: groupId }] },
      missing: null,
    });
    const list = await graphql(
      `query($q: String) { taxConfigurations(q: $q, kind: "pph21_final") { items { id } totalItems } }`,
      { q: name },
    );
    expect(list.data!["taxConfigurations"]).toEqual({ items: [{ id: final.id }], totalItems: 1 });
    const inUse = await graphql("mutation($id: Int!) { deleteTaxConfiguration(id: $id) }", {
      id: plain.id,
    });
    expect(inUse.errors?.[0]?.extensions?.["code"]).toBe("CONFLICT");
    expect(
      await graphql("mutation($id: Int!) { deleteEmployeeTaxRecord(id: $id) }", { id: made.id }),
    ).toEqual({ data: { deleteEmployeeTaxRecord: true } });
    expect(
      await graphql("mutation($id: Int!) { deleteTaxConfiguration(id: $id) }", { id: final.id }),
    ).toEqual({ data: { deleteTaxConfiguration: true } });
  });
});
