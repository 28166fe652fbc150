import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ANNUAL_LEAVE_POLICY_NAME,
  SEEDED_LEAVE_KINDS,
} from "../../services/db/seed/leavePolicies.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { type Hcm, hcmAs as sharedHcmAs } from "./hcm-helpers.ts";
import {
  clientIdOf,
  countRows,
  expectFieldErrors,
  ownerAgent,
  ownerBranch,
  userWithMenus,
} from "./org-helpers.ts";

/**
 * /api/hcm/v1/leave-policies (issue 15; SPEC §9 Leave; RULES.md §2): the contract's POST,
 * the statutory presets, every field's 400, the unique name, tenancy, the menu, optimistic
 * versions, the statutory warnings and the refusal to delete a policy in use.
 */

let stack: TestStack;
let admin: Hcm;
let sentosa: Hcm;
let maju: number;

const hcmAs = (token: string) => sharedHcmAs(stack, token);

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now()}-${counter++}`;

beforeAll(async () => {
  stack = await startStack();
  admin = hcmAs((await login(stack.app, DEMO.majuAdmin)).token);
  sentosa = hcmAs((await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
});
afterAll(() => stack.close());

/** The contract's body (issue 15): exactly its fields. */
const contract = (overrides: Record<string, unknown> = {}) => ({
  name: unique("Cuti Tahunan"),
  kind: "annual",
  limited: true,
  daysPerPeriod: 12,
  accrual: "annually",
  startFrom: "after_probation",
  probationMonths: 12,
  carryOverDays: 0,
  paidByDefault: true,
  ...overrides,
});

const CREATE = "Failed to Create Leave Policy";

describe("the contract", () => {
  it("POST /leave-policies answers 201 { data: { id } } and fills the table defaults", async () => {
    const input = contract();
    const created = await admin.post("/leave-policies", input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const data = created.body["data"];
    expect(data.id).toEqual(expect.any(Number));
    expect(data).toMatchObject({
      name: input.name,
      kind: "annual",
      limited: true,
      daysPerPeriod: 12,
      accrual: "annually",
      startFrom: "after_probation",
      probationMonths: 12,
      carryOverDays: 0,
      carryOverExpiryMonths: null,
      maxDaysPerRequest: null,
      halfDayAllowed: false,
      paidByDefault: true,
      countDaysOff: false,
      countHolidays: false,
      attachmentRequired: false,
      allowNegative: false,
      coversAll: true,
      branchIds: [],
      agentIds: [],
      status: "active",
      settings: {},
      inUse: false,
      warnings: [],
      version: 1,
    });
    const read = await admin.get(`/leave-policies/${data.id}`);
    expect(read.body["data"]).toEqual(data);
    const row = await stack.owner.query(
      "SELECT client_id, days_per_period, probation_months FROM leave_policies WHERE id = $1",
      [data.id],
    );
    expect(row.rows).toEqual([{ client_id: maju, days_per_period: "12.00", probation_months: 12 }]);
    const audit = await stack.owner.query(
      "SELECT action, after->>'name' AS name FROM audit_log WHERE entity_type = 'leave_policy' AND entity_id = $1",
      [String(data.id)],
    );
    expect(audit.rows).toEqual([{ action: "leave_policy.create", name: input.name }]);
  });

  it("accepts an unlimited policy with every optional field, coverage and settings", async () => {
    const branch = await ownerBranch(stack, maju);
    const agent = await ownerAgent(stack, maju, branch, { fullName: "Dewi Lestari" });
    const created = await admin.post("/leave-policies", {
      name: unique("Cuti Sakit"),
      kind: "sick",
      limited: false,
      daysPerPeriod: null,
      accrual: "monthly",
      startFrom: "join_date",
      paidByDefault: true,
      maxDaysPerRequest: 30.5,
      halfDayAllowed: true,
      countDaysOff: true,
      countHolidays: true,
      attachmentRequired: true,
      allowNegative: true,
      carryOverDays: 2.25,
      carryOverExpiryMonths: 3,
      coversAll: false,
      branchIds: [branch],
      agentIds: [agent],
      status: "inactive",
      settings: {
        payLadder: [
          { fromMonth: 1, toMonth: 4, percent: 100 },
          { fromMonth: 5, toMonth: 8, percent: 75 },
          { fromMonth: 9, toMonth: 12, percent: 50 },
          { fromMonth: 13, toMonth: null, percent: 25 },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body["data"]).toMatchObject({
      limited: false,
      daysPerPeriod: null,
      maxDaysPerRequest: 30.5,
      carryOverDays: 2.25,
      carryOverExpiryMonths: 3,
      coversAll: false,
      branchIds: [branch],
      agentIds: [agent],
      agents: [{ id: agent, fullName: "Dewi Lestari" }],
      status: "inactive",
      warnings: [],
    });
    expect(created.body["data"].settings.payLadder).toHaveLength(4);
  });

  it("GET /leave-policies/presets gives every kind with the statutory figures, sources and both languages", async () => {
    const answer = await admin.get("/leave-policies/presets");
    expect(answer.status).toBe(200);
    // biome-ignore lint/suspicious/noExplicitAny: JSON checked by the assertions.
    const presets = answer.body["data"] as any[];
    const byKind = Object.fromEntries(presets.map((p) => [p.kind, p]));
    expect(byKind["annual"]).toMatchObject({
      statutory: true,
      label: { en: "Annual leave", id: "Cuti tahunan" },
      values: {
        limited: true,
        daysPerPeriod: 12,
        accrual: "annually",
        startFrom: "after_probation",
        probationMonths: 12,
      },
    });
    expect(byKind["annual"].sources[0].title).toContain("UU 13/2003 Art 79");
    expect(byKind["annual"].sources[0].url).toMatch(/^https:\/\//);
    expect(byKind["menstrual"].values).toMatchObject({ daysPerPeriod: 2, accrual: "monthly" });
    expect(byKind["maternity"].values).toMatchObject({
      maxDaysPerRequest: 90,
      settings: { extensionMonths: 3 },
    });
    expect(
      byKind["sick"].values.settings.payLadder.map((s: { percent: number }) => s.percent),
    ).toEqual([100, 75, 50, 25]);
    expect(byKind["marriage"].values.maxDaysPerRequest).toBe(3);
    expect(byKind["bereavement_household"].values.maxDaysPerRequest).toBe(1);
    expect(byKind["custom"].statutory).toBe(false);
    for (const preset of presets) {
      expect(preset.note.en.length).toBeGreaterThan(0);
      expect(preset.note.id.length).toBeGreaterThan(0);
    }
  });
});

describe("bad input: 400 naming the field, nothing written", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["name", { name: "  " }, "is required"],
    ["name", { name: "x".repeat(101) }, "must be at most 100 characters"],
    ["kind", { kind: "holiday" }, /^must be one of annual, sick/.source],
    ["limited", { limited: "yes" }, "must be boolean"],
    [
      "daysPerPeriod",
      { daysPerPeriod: -1 },
      "must be a number from 0 to 366 with at most 2 decimals",
    ],
    [
      "daysPerPeriod",
      { daysPerPeriod: 12.345 },
      "must be a number from 0 to 366 with at most 2 decimals",
    ],
    [
      "daysPerPeriod",
      { daysPerPeriod: 400 },
      "must be a number from 0 to 366 with at most 2 decimals",
    ],
    ["daysPerPeriod", { daysPerPeriod: null }, "is required for a limited policy"],
    ["accrual", { accrual: "weekly" }, "must be one of monthly, annually"],
    ["startFrom", { startFrom: "someday" }, "must be one of join_date, after_probation"],
    ["probationMonths", { probationMonths: 25 }, "must be a whole number from 0 to 24"],
    ["probationMonths", { probationMonths: null }, "is required after probation"],
    [
      "carryOverDays",
      { carryOverDays: -2 },
      "must be a number from 0 to 366 with at most 2 decimals",
    ],
    [
      "carryOverExpiryMonths",
      { carryOverDays: 3, carryOverExpiryMonths: 13 },
      "must be a whole number from 1 to 12",
    ],
    [
      "maxDaysPerRequest",
      { maxDaysPerRequest: 0 },
      "must be a number from 0.5 to 366 with at most 2 decimals",
    ],
    ["paidByDefault", { paidByDefault: 1 }, "must be boolean"],
    ["halfDayAllowed", { halfDayAllowed: "true" }, "must be a boolean or null"],
    ["status", { status: "archived" }, "must be one of active, inactive"],
    [
      "branchIds",
      { coversAll: false },
      "needs a branch or an employee, unless the policy covers every employee",
    ],
    [
      "branchIds",
      { coversAll: false, branchIds: [2_000_000_000] },
      "contains ids that do not exist: 2000000000",
    ],
    [
      "agentIds",
      { coversAll: false, agentIds: [2_000_000_001] },
      "contains ids that do not exist: 2000000001",
    ],
    ["settings", { settings: [1] }, "must be an object"],
    ["settings.colour", { settings: { colour: "red" } }, "is not an allowed field"],
    [
      "settings.payLadder",
      { settings: { payLadder: [{ fromMonth: 2, toMonth: 3, percent: 100 }] } },
      /^must be steps from month 1/.source,
    ],
    [
      "settings.extensionMonths",
      { settings: { extensionMonths: 9 } },
      "must be a whole number from 0 to 6",
    ],
  ];
  for (const [field, patch, message] of cases)
    it(`${field}: ${JSON.stringify(patch)}`, async () => {
      const before = await countRows(stack, "leave_policies", maju);
      const answer = await admin.post("/leave-policies", contract(patch));
      // A wrong JSON type is refused by the body's schema (its own headline), the rest by the rules.
      const headline = message.includes("boolean") ? `Invalid body: ${field} ${message}` : CREATE;
      expectFieldErrors(answer, 400, headline, {
        [field]: message.startsWith("^") ? new RegExp(message) : message,
      });
      expect(await countRows(stack, "leave_policies", maju)).toBe(before);
    });

  it("a missing contract field and an unknown field are 400 naming them", async () => {
    const { name: _name, ...withoutName } = contract();
    const missing = await admin.post("/leave-policies", withoutName);
    expect(missing.status).toBe(400);
    expect(missing.body["errors"].map((e: { field: string }) => e.field)).toContain("name");
    const { accrual: _accrual, ...withoutAccrual } = contract();
    const noAccrual = await admin.post("/leave-policies", withoutAccrual);
    expect(noAccrual.status).toBe(400);
    expect(noAccrual.body["errors"].map((e: { field: string }) => e.field)).toContain("accrual");
    const extra = await admin.post("/leave-policies", { ...contract(), colour: "blue" });
    expect(extra.status).toBe(400);
    expect(extra.body["errors"].map((e: { field: string }) => e.field)).toContain("colour");
  });

  it("answers an Indonesian user in Indonesian", async () => {
    const token = await userWithMenus(stack, maju, ["settings"]);
    await stack.owner.query(
      "UPDATE users SET language = 'id' WHERE id = (SELECT max(id) FROM users)",
    );
    const answer = await hcmAs(token).post("/leave-policies", contract({ daysPerPeriod: 1.234 }));
    expectFieldErrors(answer, 400, "Gagal Membuat Kebijakan Cuti", {
      daysPerPeriod: "harus berupa angka dari 0 sampai 366 dengan paling banyak 2 desimal",
    });
  });
});

describe("rules across rows", () => {
  it("a name is unique per client, case-insensitively (409 naming name); another client may use it", async () => {
    const name = unique("Cuti Unik");
    expect((await admin.post("/leave-policies", contract({ name }))).status).toBe(201);
    const again = await admin.post("/leave-policies", contract({ name: name.toUpperCase() }));
    expectFieldErrors(again, 409, CREATE, { name: "is already the name of another leave policy" });
    expect((await sentosa.post("/leave-policies", contract({ name }))).status).toBe(201);
  });

  it("another client's policy is 404 for read, update and delete", async () => {
    const theirs = (await sentosa.post("/leave-policies", contract())).body["data"];
    expect((await admin.get(`/leave-policies/${theirs.id}`)).status).toBe(404);
    expect(
      (await admin.put(`/leave-policies/${theirs.id}`, { ...contract(), version: 1 })).status,
    ).toBe(404);
    expect((await admin.del(`/leave-policies/${theirs.id}`)).status).toBe(404);
    expect((await sentosa.get(`/leave-policies/${theirs.id}`)).body["data"].version).toBe(1);
  });

  it("without the settings menu: 403 (Leave Management may read, not write)", async () => {
    const nobody = hcmAs(await userWithMenus(stack, maju, ["employee-list"]));
    expect((await nobody.get("/leave-policies")).status).toBe(403);
    expect((await nobody.get("/leave-policies/presets")).status).toBe(403);
    expect((await nobody.post("/leave-policies", contract())).status).toBe(403);
    const made = (await admin.post("/leave-policies", contract())).body["data"];
    expect((await nobody.get(`/leave-policies/${made.id}`)).status).toBe(403);
    expect(
      (await nobody.put(`/leave-policies/${made.id}`, { ...contract(), version: 1 })).status,
    ).toBe(403);
    expect((await nobody.del(`/leave-policies/${made.id}`)).status).toBe(403);
    // Leave Management (shown while attendance_beta is off, SPEC §2) reads the policies.
    const sentosaId = await clientIdOf(stack, "PT Sentosa Abadi");
    await stack.owner.query(
      `INSERT INTO client_feature_flags (client_id, name, value) VALUES ($1, 'attendance_beta', false)
       ON CONFLICT (client_id, name) DO UPDATE SET value = false`,
      [sentosaId],
    );
    try {
      const leaveReader = hcmAs(await userWithMenus(stack, sentosaId, ["leave-management"]));
      expect((await leaveReader.get("/leave-policies")).status).toBe(200);
      expect((await leaveReader.get("/leave-policies/presets")).status).toBe(200);
      expect((await leaveReader.post("/leave-policies", contract())).status).toBe(403);
    } finally {
      await stack.owner.query(
        "UPDATE client_feature_flags SET value = true WHERE client_id = $1 AND name = 'attendance_beta'",
        [sentosaId],
      );
    }
  });

  it("updates with the version read (bumped, audited); a stale version is 409 and changes nothing", async () => {
    const made = (await admin.post("/leave-policies", contract())).body["data"];
    const updated = await admin.put(`/leave-policies/${made.id}`, {
      ...contract({ name: made.name, daysPerPeriod: 14, halfDayAllowed: true }),
      version: 1,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body["data"]).toMatchObject({
      daysPerPeriod: 14,
      halfDayAllowed: true,
      version: 2,
    });
    const stale = await admin.put(`/leave-policies/${made.id}`, {
      ...contract({ name: made.name, daysPerPeriod: 5 }),
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body["message"]).toMatch(/changed by someone else/);
    expect((await admin.get(`/leave-policies/${made.id}`)).body["data"].daysPerPeriod).toBe(14);
    const missing = await admin.put(`/leave-policies/${made.id}`, contract({ name: made.name }));
    expectFieldErrors(missing, 400, "Failed to Update Leave Policy", { version: "is required" });
    const audit = await stack.owner.query(
      "SELECT action, before->>'daysPerPeriod' AS before, after->>'daysPerPeriod' AS after FROM audit_log WHERE entity_type = 'leave_policy' AND entity_id = $1 ORDER BY id",
      [String(made.id)],
    );
    expect(audit.rows).toEqual([
      { action: "leave_policy.create", before: null, after: "12" },
      { action: "leave_policy.update", before: "12", after: "14" },
    ]);
  });

  it("answers the statutory warnings of a policy granting less than the law, in both languages", async () => {
    const made = await admin.post("/leave-policies", contract({ daysPerPeriod: 10 }));
    expect(made.status).toBe(201);
    expect(made.body["data"].warnings).toEqual([
      expect.objectContaining({
        code: "annual_days",
        field: "daysPerPeriod",
        en: expect.stringContaining("at least 12 working days"),
        id: expect.stringContaining("sedikitnya 12 hari kerja"),
      }),
    ]);
    const sick = await admin.post(
      "/leave-policies",
      contract({ kind: "sick", limited: false, daysPerPeriod: null, paidByDefault: false }),
    );
    expect(sick.body["data"].warnings.map((w: { code: string }) => w.code)).toEqual(["unpaid"]);
  });

  it("a policy in use cannot be deleted (409, offering deactivation) nor change its kind; deactivating works", async () => {
    const made = (await admin.post("/leave-policies", contract())).body["data"];
    const branch = await ownerBranch(stack, maju);
    const agent = await ownerAgent(stack, maju, branch);
    await stack.owner.query(
      `INSERT INTO leave_requests (client_id, agent_id, leave_policy_id, from_date, to_date, days)
       VALUES ($1, $2, $3, '2026-03-02', '2026-03-03', 2)`,
      [maju, agent, made.id],
    );
    const refused = await admin.del(`/leave-policies/${made.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body["message"]).toContain("Deactivate it instead");
    expect((await admin.get(`/leave-policies/${made.id}`)).body["data"].inUse).toBe(true);
    const kind = await admin.put(`/leave-policies/${made.id}`, {
      ...contract({ name: made.name, kind: "custom" }),
      version: 1,
    });
    expectFieldErrors(kind, 409, "Failed to Update Leave Policy", {
      kind: "cannot change while leave requests or balance entries use the policy",
    });
    const inactive = await admin.put(`/leave-policies/${made.id}`, {
      ...contract({ name: made.name, status: "inactive" }),
      version: 1,
    });
    expect(inactive.status).toBe(200);
    expect(inactive.body["data"].status).toBe("inactive");
    // An omitted status stays as it was.
    const kept = await admin.put(`/leave-policies/${made.id}`, {
      ...contract({ name: made.name }),
      version: 2,
    });
    expect(kept.body["data"].status).toBe("inactive");
  });

  it("deletes an unused policy with its coverage, audited", async () => {
    const branch = await ownerBranch(stack, maju);
    const made = (
      await admin.post("/leave-policies", contract({ coversAll: false, branchIds: [branch] }))
    ).body["data"];
    const deleted = await admin.del(`/leave-policies/${made.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body["data"]).toEqual({ deleted: true });
    expect((await admin.get(`/leave-policies/${made.id}`)).status).toBe(404);
    const links = await stack.owner.query(
      "SELECT 1 FROM leave_policy_branches WHERE leave_policy_id = $1",
      [made.id],
    );
    expect(links.rowCount).toBe(0);
    const audit = await stack.owner.query(
      "SELECT action FROM audit_log WHERE entity_type = 'leave_policy' AND entity_id = $1 ORDER BY id",
      [String(made.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(["leave_policy.create", "leave_policy.delete"]);
  });
});

describe("the list", () => {
  it("searches, filters by kind and status, sorts and pages", async () => {
    const tag = unique("Daftar");
    for (const [suffix, kind, status] of [
      ["A", "annual", "active"],
      ["B", "sick", "active"],
      ["C", "menstrual", "inactive"],
    ] as const)
      expect(
        (
          await admin.post(
            "/leave-policies",
            contract({
              name: `${tag} ${suffix}`,
              kind,
              status,
              ...(kind === "sick" ? { limited: false, daysPerPeriod: null } : {}),
              ...(kind === "menstrual" ? { daysPerPeriod: 2, accrual: "monthly" } : {}),
            }),
          )
        ).status,
      ).toBe(201);
    const q = encodeURIComponent(tag);
    const names = async (query: string) =>
      (await admin.get(`/leave-policies?q=${q}&${query}`)).body["data"].items.map(
        (p: { name: string }) => p.name.slice(-1),
      );
    expect(await names("")).toEqual(["A", "B", "C"]);
    expect(await names("sort=-name")).toEqual(["C", "B", "A"]);
    expect(await names("kind=sick,menstrual")).toEqual(["B", "C"]);
    expect(await names("status=inactive")).toEqual(["C"]);
    const page = await admin.get(`/leave-policies?q=${q}&limit=2&page=2`);
    expect(page.body["data"]).toMatchObject({ totalItems: 3, limit: 2, page: 2 });
    expect(page.body["data"].items).toHaveLength(1);
    const badSort = await admin.get("/leave-policies?sort=colour");
    expect(badSort.status).toBe(400);
    expect(badSort.body["errors"][0].field).toBe("sort");
    const badStatus = await admin.get("/leave-policies?status=archived");
    expect(badStatus.status).toBe(400);
  });
});

describe("the demo seed", () => {
  it("gives each demo client the statutory presets as policies covering everyone, without a warning", async () => {
    for (const caller of [admin, sentosa]) {
      const answer = await caller.get(
        `/leave-policies?kind=${SEEDED_LEAVE_KINDS.join(",")}&limit=100`,
      );
      const all = answer.body["data"].items as {
        name: string;
        kind: string;
        coversAll: boolean;
        warnings: unknown[];
      }[];
      const annual = all.find((p) => p.name === ANNUAL_LEAVE_POLICY_NAME);
      expect(annual).toMatchObject({ kind: "annual", coversAll: true, warnings: [] });
      for (const kind of SEEDED_LEAVE_KINDS)
        expect(
          all.some((p) => p.kind === kind && p.coversAll && p.warnings.length === 0),
          kind,
        ).toBe(true);
    }
  });
});

describe("GraphQL", () => {
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const token = (await login(stack.app, DEMO.majuAdmin)).token;
    const response = await stack.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: { query, variables },
    });
    return response.json() as {
      // biome-ignore lint/suspicious/noExplicitAny: GraphQL data is checked by the assertions.
      data?: Record<string, any>;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    };
  };
  const FIELDS =
    "id name kind daysPerPeriod status version inUse warnings { code en id } settings { payLadder { fromMonth toMonth percent } }";

  it("creates, reads, lists, updates and deletes through the gateway; presets and warnings", async () => {
    const presets = await graphql(
      "{ leavePolicyPresets { kind label { en id } values { daysPerPeriod } sources { url } } }",
    );
    expect(presets.errors).toBeUndefined();
    expect(presets.data!["leavePolicyPresets"][0]).toMatchObject({
      kind: "annual",
      label: { en: "Annual leave", id: "Cuti tahunan" },
      values: { daysPerPeriod: 12 },
    });
    const name = unique("GQL Cuti");
    const created = await graphql(
      `mutation($input: LeavePolicyInput!) { createLeavePolicy(input: $input) { ${FIELDS} } }`,
      { input: contract({ name, daysPerPeriod: 6 }) },
    );
    expect(created.errors).toBeUndefined();
    const policy = created.data!["createLeavePolicy"];
    expect(policy).toMatchObject({ name, daysPerPeriod: 6, version: 1, inUse: false });
    expect(policy.warnings[0].code).toBe("annual_days");
    const listed = await graphql(
      `query($q: String) { leavePolicies(q: $q, kind: "annual", sort: "-name") { totalItems limit page items { id } } }`,
      { q: name },
    );
    expect(listed.data!["leavePolicies"]).toEqual({
      totalItems: 1,
      limit: 10,
      page: 1,
      items: [{ id: policy.id }],
    });
    const bad = await graphql(
      `mutation($input: LeavePolicyInput!) { createLeavePolicy(input: $input) { id } }`,
      { input: contract({ accrual: "weekly" }) },
    );
    expect(bad.errors?.[0]?.extensions?.["code"]).toBe("BAD_USER_INPUT");
    const stale = await graphql(
      `mutation($id: Int!, $input: LeavePolicyInput!) { updateLeavePolicy(id: $id, input: $input) { id } }`,
      { id: policy.id, input: { ...contract({ name }), version: 7 } },
    );
    expect(stale.errors?.[0]?.extensions?.["code"]).toBe("CONFLICT");
    const updated = await graphql(
      `mutation($id: Int!, $input: LeavePolicyInput!) { updateLeavePolicy(id: $id, input: $input) { ${FIELDS} } }`,
      { id: policy.id, input: { ...contract({ name }), version: 1 } },
    );
    expect(updated.data!["updateLeavePolicy"]).toMatchObject({
      daysPerPeriod: 12,
      version: 2,
      warnings: [],
    });
    const read = await graphql(`query($id: Int!) { leavePolicy(id: $id) { id name } }`, {
      id: policy.id,
    });
    expect(read.data!["leavePolicy"]).toEqual({ id: policy.id, name });
    const deleted = await graphql(`mutation($id: Int!) { deleteLeavePolicy(id: $id) }`, {
      id: policy.id,
    });
    expect(deleted.data!["deleteLeavePolicy"]).toBe(true);
    const gone = await graphql(`query($id: Int!) { leavePolicy(id: $id) { id } }`, {
      id: policy.id,
    });
    expect(gone.data!["leavePolicy"]).toBeNull();
  });
});
