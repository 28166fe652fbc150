import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PAYROLL_GROUP } from "../../services/db/seed/payrollDemo.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { type Hcm, hcmAs } from "./hcm-helpers.ts";
import {
  clientIdOf,
  countRows,
  expectFieldErrors,
  ownerBranch,
  userWithMenus,
} from "./org-helpers.ts";
import {
  activeWorkers,
  groupContract,
  ownerComponent,
  ownerTaxConfiguration,
  uniqueName,
} from "./payroll-group-helpers.ts";

/**
 * /api/hcm/v1/payroll-groups (issue 16; /work/payroll-api.md): the contract's POST, every
 * field's 400, another client's branch / component / tax configuration (400 naming the
 * field) and group (404), the menu (403), the unique name, versions, the delete refused while
 * members are in force, audit rows, and the GraphQL round trip.
 */

let stack: TestStack;
let admin: Hcm;
let sentosa: Hcm;
let maju: number;
let sentosaId: number;
let adminToken: string;

const CREATE = "Failed to Create Payroll Group";

beforeAll(async () => {
  stack = await startStack();
  adminToken = (await login(stack.app, DEMO.majuAdmin)).token;
  admin = hcmAs(stack, adminToken);
  sentosa = hcmAs(stack, (await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  sentosaId = await clientIdOf(stack, "PT Sentosa Abadi");
});
afterAll(() => stack.close());

describe("the contract", () => {
  it("POST /payroll-groups answers 201 { data: { id, … } } with the table's defaults", async () => {
    const body = groupContract();
    const created = await admin.post("/payroll-groups", body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body["data"]).toMatchObject({
      id: expect.any(Number),
      name: body.name,
      salaryType: "per_cycle",
      shiftConfig: "without_shift",
      salaryTypeNumber: 1,
      salaryTypeLabel: "Salary per Cycle",
      cycle: "monthly",
      cutoffDay: 1,
      payDay: 25,
      payWeekday: null,
      socialInsurance: { programs: "jkk_jkm_jht", paidBy: "client", jkkRiskRatePercent: 0.24 },
      bpjsKesehatan: true,
      pensionJp: true,
      proration: "calendar_days",
      prorationDivisor: null,
      taxMethod: "gross",
      status: "active",
      branchIds: [],
      components: [],
      memberCount: 0,
      version: 1,
    });
    const read = await admin.get(`/payroll-groups/${created.body["data"].id}`);
    expect(read.body["data"]).toEqual(created.body["data"]);
  });

  it("takes the whole form: branches, components (default amounts), a tax configuration, SPEC §4 type 4", async () => {
    const branch = await ownerBranch(stack, maju);
    const rp = await ownerComponent(stack, maju, { amount: 150_000 });
    const pct = await ownerComponent(stack, maju, { scheme: "%" });
    const tax = await ownerTaxConfiguration(stack, maju);
    const created = await admin.post(
      "/payroll-groups",
      groupContract({
        shiftConfig: "with_shift",
        salaryType: "per_attendance",
        cutoffDay: 26,
        payDay: 31,
        socialInsurance: { programs: "jkk_jkm", paidBy: "agent", jkkRiskRatePercent: 1.27 },
        proration: "fixed_divisor",
        prorationDivisor: 21,
        taxConfigurationId: tax,
        taxMethod: "gross_up",
        branchIds: [branch],
        components: [{ componentId: rp.id }, { componentId: pct.id, amount: 2.5 }],
        description: "  Shift workers  ",
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body["data"]).toMatchObject({
      salaryTypeNumber: 4,
      salaryTypeLabel: "Salary per Shift",
      cutoffDay: 26,
      payDay: 31,
      socialInsurance: { programs: "jkk_jkm", paidBy: "agent", jkkRiskRatePercent: 1.27 },
      prorationDivisor: 21,
      taxConfigurationId: tax,
      taxConfigurationName: expect.stringMatching(/^PPh 21/),
      taxMethod: "gross_up",
      description: "Shift workers",
      branchIds: [branch],
      branches: [{ id: branch, code: expect.any(String), name: expect.any(String) }],
      components: [
        { componentId: rp.id, code: rp.code, scheme: "Rp", amount: 150_000 },
        { componentId: pct.id, code: pct.code, scheme: "%", amount: 2.5 },
      ],
    });
  });
});

describe("bad input changes nothing", () => {
  it("400 names every bad field", async () => {
    const before = await countRows(stack, "payroll_groups", maju);
    const answer = await admin.post("/payroll-groups", {
      name: "",
      salaryType: "hourly",
      shiftConfig: "sometimes",
      cycle: "monthly",
      payDay: 32,
      socialInsurance: { programs: "all", paidBy: "nobody", jkkRiskRatePercent: 0.3 },
      proration: "fixed_divisor",
      prorationDivisor: 0,
      taxMethod: "net",
      status: "gone",
    });
    expectFieldErrors(answer, 400, CREATE, {
      name: "is required",
      salaryType: /^must be one of per_cycle/,
      shiftConfig: /^must be one of with_shift/,
      payDay: "must be a whole number from 1 to 31",
      "socialInsurance.programs": /^must be one of/,
      "socialInsurance.paidBy": /^must be one of/,
      "socialInsurance.jkkRiskRatePercent": "must be one of 0.24, 0.54, 0.89, 1.27, 1.74",
      prorationDivisor: "must be a whole number from 1 to 31",
      taxMethod: /^must be one of gross/,
      status: /^must be one of/,
    });
    expect(await countRows(stack, "payroll_groups", maju)).toBe(before);
  });

  it("a weekly cycle needs its weekday, a monthly one its pay day", async () => {
    expectFieldErrors(
      await admin.post("/payroll-groups", groupContract({ cycle: "weekly", payDay: undefined })),
      400,
      CREATE,
      { payWeekday: "is required for a weekly cycle" },
    );
    expectFieldErrors(
      await admin.post("/payroll-groups", groupContract({ payDay: undefined })),
      400,
      CREATE,
      { payDay: "is required for a monthly cycle" },
    );
  });

  it("another client's branch, component and tax configuration are unknown (400 naming the field)", async () => {
    const theirBranch = await ownerBranch(stack, sentosaId);
    const theirComponent = await ownerComponent(stack, sentosaId);
    const theirTax = await ownerTaxConfiguration(stack, sentosaId);
    const before = await countRows(stack, "payroll_groups", maju);
    const answer = await admin.post(
      "/payroll-groups",
      groupContract({
        branchIds: [theirBranch],
        components: [{ componentId: theirComponent.id, amount: 1 }],
        taxConfigurationId: theirTax,
      }),
    );
    expectFieldErrors(answer, 400, CREATE, {
      branchIds: `contains ids that do not exist: ${theirBranch}`,
      "components.0.componentId": "does not exist",
      taxConfigurationId: "does not exist",
    });
    expect(await countRows(stack, "payroll_groups", maju)).toBe(before);
  });

  it("a final tax configuration, a fractional Rp amount and a % over 100 are refused", async () => {
    const final = await ownerTaxConfiguration(stack, maju, "pph21_final");
    const rp = await ownerComponent(stack, maju);
    const pct = await ownerComponent(stack, maju, { scheme: "%" });
    expectFieldErrors(
      await admin.post(
        "/payroll-groups",
        groupContract({
          taxConfigurationId: final,
          components: [
            { componentId: rp.id, amount: 10.5 },
            { componentId: pct.id, amount: 120 },
          ],
        }),
      ),
      400,
      CREATE,
      {
        taxConfigurationId: "must be a PPh 21 (not final) configuration",
        "components.0.amount": "must be whole rupiah",
        "components.1.amount": "must be a percentage from 0 to 100",
      },
    );
  });

  it("a taken name is 409 naming it (case-insensitive); Sentosa may use it", async () => {
    const body = groupContract();
    expect((await admin.post("/payroll-groups", body)).status).toBe(201);
    expectFieldErrors(
      await admin.post("/payroll-groups", { ...body, name: body.name.toUpperCase() }),
      409,
      CREATE,
      { name: "is already the name of another payroll group" },
    );
    expect((await sentosa.post("/payroll-groups", body)).status).toBe(201);
  });

  it("answers an Indonesian user in Indonesian (domain/problems.ts)", async () => {
    const setLanguage = (language: string) =>
      stack.owner.query("UPDATE users SET language = $1 WHERE email = $2", [
        language,
        DEMO.majuAdmin.email,
      ]);
    await setLanguage("id");
    try {
      const answer = await admin.post("/payroll-groups", groupContract({ payDay: undefined }));
      expect(answer.status).toBe(400);
      expect(answer.body["message"]).toBe("Gagal Membuat Grup Penggajian");
      expect(answer.body["errors"]).toEqual([
        { field: "payDay", message: "wajib diisi untuk siklus bulanan" },
      ]);
    } finally {
      await setLanguage("en");
    }
  });
});

describe("tenancy and access", () => {
  it("another client's group is 404 on every route, and changes nothing", async () => {
    const demo = await stack.owner.query<{ id: number; version: number }>(
      "SELECT id, version FROM payroll_groups WHERE client_id = $1 AND name = $2",
      [maju, DEMO_PAYROLL_GROUP],
    );
    const id = demo.rows[0]!.id;
    const members = await countRows(stack, "payroll_group_members", maju);
    for (const [method, url, body] of [
      ["GET", `/payroll-groups/${id}`, undefined],
      ["PUT", `/payroll-groups/${id}`, { ...groupContract(), version: 1 }],
      ["DELETE", `/payroll-groups/${id}`, undefined],
      ["GET", `/payroll-groups/${id}/members`, undefined],
      ["PUT", `/payroll-groups/${id}/members`, { members: [] }],
    ] as const) {
      const answer =
        method === "GET"
          ? await sentosa.get(url)
          : method === "DELETE"
            ? await sentosa.del(url)
            : await sentosa.put(url, body);
      expect(answer.status, `${method} ${url}`).toBe(404);
    }
    expect(await countRows(stack, "payroll_group_members", maju)).toBe(members);
    const list = await sentosa.get(`/payroll-groups?q=${encodeURIComponent(DEMO_PAYROLL_GROUP)}`);
    expect(list.body["data"].totalItems).toBe(0);
  });

  it("403 without the payroll-group menu", async () => {
    const token = await userWithMenus(stack, maju, ["employee-list"]);
    const other = hcmAs(stack, token);
    expect((await other.get("/payroll-groups")).status).toBe(403);
    expect((await other.post("/payroll-groups", groupContract())).status).toBe(403);
  });
});

describe("list, update, delete", () => {
  it("lists with search, filters and sort", async () => {
    const tag = uniqueName("Filter");
    await admin.post(
      "/payroll-groups",
      groupContract({ name: `${tag} A`, cycle: "weekly", payWeekday: 5 }),
    );
    await admin.post("/payroll-groups", groupContract({ name: `${tag} B` }));
    const weekly = await admin.get(`/payroll-groups?q=${encodeURIComponent(tag)}&cycle=weekly`);
    expect(weekly.body["data"].items.map((g: { name: string }) => g.name)).toEqual([`${tag} A`]);
    const sorted = await admin.get(`/payroll-groups?q=${encodeURIComponent(tag)}&sort=-name`);
    expect(sorted.body["data"].items.map((g: { name: string }) => g.name)).toEqual([
      `${tag} B`,
      `${tag} A`,
    ]);
    expect((await admin.get("/payroll-groups?sort=nope")).status).toBe(400);
    const demo = await admin.get(`/payroll-groups?q=${encodeURIComponent(DEMO_PAYROLL_GROUP)}`);
    expect(demo.body["data"].items[0].memberCount).toBeGreaterThan(0);
  });

  it("PUT replaces the group with the version read; a stale version is 409; audited", async () => {
    const created = (await admin.post("/payroll-groups", groupContract())).body["data"];
    const component = await ownerComponent(stack, maju, { amount: 75_000 });
    const updated = await admin.put(`/payroll-groups/${created.id}`, {
      ...groupContract({ name: created.name, payDay: 28 }),
      components: [{ componentId: component.id }],
      version: 1,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body["data"]).toMatchObject({ payDay: 28, version: 2 });
    expect(updated.body["data"].components).toMatchObject([
      { componentId: component.id, amount: 75_000 },
    ]);
    const stale = await admin.put(`/payroll-groups/${created.id}`, {
      ...groupContract({ name: created.name }),
      version: 1,
    });
    expect(stale.status).toBe(409);
    const audits = await stack.owner.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity_type = 'payroll_group' AND entity_id = $1 ORDER BY id",
      [String(created.id)],
    );
    expect(audits.rows.map((r) => r.action)).toEqual([
      "payroll_group.create",
      "payroll_group.update",
    ]);
  });

  it("DELETE is 409 while members are in force, then removes the group", async () => {
    const group = (await admin.post("/payroll-groups", groupContract())).body["data"];
    const [worker] = await activeWorkers(stack, maju, 1);
    const set = await admin.put(`/payroll-groups/${group.id}/members`, {
      members: [{ agentId: worker!.id, basicSalary: 6_000_000, ptkp: "TK/0" }],
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const refused = await admin.del(`/payroll-groups/${group.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body["message"]).toMatch(/1 member\(s\) in force/);
    const yesterday = (
      await stack.owner.query<{ d: string }>("SELECT to_char(current_date - 1, 'YYYY-MM-DD') AS d")
    ).rows[0]!.d;
    expect(
      (
        await admin.del(
          `/payroll-groups/${group.id}/members/${worker!.id}?effectiveTo=${yesterday}`,
        )
      ).status,
    ).toBe(200);
    expect((await admin.del(`/payroll-groups/${group.id}`)).status).toBe(200);
    expect((await admin.get(`/payroll-groups/${group.id}`)).status).toBe(404);
  });
});

describe("GraphQL", () => {
  async function graphql(query: string, variables: Record<string, unknown> = {}) {
    const response = await stack.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
      payload: { query, variables },
    });
    // biome-ignore lint/suspicious/noExplicitAny: checked by the assertions.
    return response.json() as { data?: any; errors?: { message: string; extensions?: any }[] };
  }

  it("creates, reads, updates, lists, sets members (bad rows as BAD_USER_INPUT with the field list) and deletes", async () => {
    const input = groupContract();
    const created = await graphql(
      `mutation($input: PayrollGroupInput!) { createPayrollGroup(input: $input) {
         id name salaryTypeNumber salaryTypeLabel socialInsurance { programs paidBy jkkRiskRatePercent }
         branchIds components { componentId } memberCount version } }`,
      { input },
    );
    expect(created.errors).toBeUndefined();
    const group = created.data.createPayrollGroup;
    expect(group).toMatchObject({
      name: input.name,
      salaryTypeNumber: 1,
      memberCount: 0,
      version: 1,
    });

    const updated = await graphql(
      `mutation($id: Int!, $version: Int!, $input: PayrollGroupInput!) {
         updatePayrollGroup(id: $id, version: $version, input: $input) { id payDay version } }`,
      { id: group.id, version: 1, input: { ...input, payDay: 27 } },
    );
    expect(updated.data.updatePayrollGroup).toEqual({ id: group.id, payDay: 27, version: 2 });

    const [worker, other] = await activeWorkers(stack, maju, 2);
    const bad = await graphql(
      `mutation($groupId: Int!, $members: [PayrollMemberInput!]!) {
         setPayrollGroupMembers(groupId: $groupId, members: $members) }`,
      {
        groupId: group.id,
        members: [
          { agentId: worker!.id, basicSalary: -1, ptkp: "TK/0" },
          { agentId: other!.id, basicSalary: 5_000_000, ptkp: "X" },
        ],
      },
    );
    expect(bad.errors?.[0]?.extensions.code).toBe("BAD_USER_INPUT");
    expect(bad.errors?.[0]?.extensions.errors.map((e: { field: string }) => e.field)).toEqual([
      "members.0.basicSalary",
      "members.1.ptkp",
    ]);

    const set = await graphql(
      `mutation($groupId: Int!, $members: [PayrollMemberInput!]!) {
         setPayrollGroupMembers(groupId: $groupId, members: $members) }`,
      {
        groupId: group.id,
        members: [{ agentId: worker!.id, basicSalary: 5_000_000, ptkp: "K/1" }],
      },
    );
    expect(set).toEqual({ data: { setPayrollGroupMembers: 1 } });
    const members = await graphql(
      `query($id: Int!) { payrollGroup(id: $id) { memberCount }
         payrollGroupMembers(groupId: $id, ptkp: "K/1") { totalItems items { agentId basicSalary ptkp recipient incompleteAccount accountFromMember } } }`,
      { id: group.id },
    );
    expect(members.data.payrollGroup.memberCount).toBe(1);
    expect(members.data.payrollGroupMembers.items).toMatchObject([
      {
        agentId: worker!.id,
        basicSalary: 5_000_000,
        ptkp: "K/1",
        recipient: "permanent_employee",
        accountFromMember: false,
      },
    ]);
    const list = await graphql(
      `query($q: String) { payrollGroups(q: $q) { totalItems items { id } } }`,
      { q: input.name },
    );
    expect(list.data.payrollGroups).toEqual({ totalItems: 1, items: [{ id: group.id }] });

    const conflict = await graphql(`mutation($id: Int!) { deletePayrollGroup(id: $id) }`, {
      id: group.id,
    });
    expect(conflict.errors?.[0]?.extensions.code).toBe("CONFLICT");
    const removed = await graphql(
      `mutation($g: Int!, $a: Int!) { removePayrollGroupMember(groupId: $g, agentId: $a) }`,
      { g: group.id, a: worker!.id },
    );
    expect(removed).toEqual({ data: { removePayrollGroupMember: true } });
    const missing = await graphql(`query { payrollGroup(id: 2000000000) { id } }`);
    expect(missing.data.payrollGroup).toBeNull();
  });
});
