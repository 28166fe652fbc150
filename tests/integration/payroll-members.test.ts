import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { MAX_MEMBERS_PER_REQUEST } from "../../domain/payroll/constants.ts";
import { PAYROLL_GROUP_MESSAGE } from "../../domain/workforce/agent.ts";
import { refreshPayrollGroupPointers } from "../../services/hcm/payroll/groups/jobs.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { HCM, type Hcm, hcmAs } from "./hcm-helpers.ts";
import { clientIdOf, expectFieldErrors, ownerAgent, ownerBranch } from "./org-helpers.ts";
import { activeWorkers, groupContract, ownerComponent } from "./payroll-group-helpers.ts";

/**
 * PUT /api/hcm/v1/payroll-groups/:id/members and the member list, removal, upload, template
 * and export (issue 16 contract; /work/payroll-api.md): each bad row's every problem listed and
 * nothing saved (rows counted before and after), another client's workers and components,
 * the SPEC §8 branch sentence, moves between groups keeping history (agents.payroll_group_id
 * follows), idempotent repeats, and XLSX/CSV uploads all or nothing.
 */

let stack: TestStack;
let admin: Hcm;
let token: string;
let maju: number;
let sentosaId: number;

const SET = "Failed to Update Payroll Group Members";

beforeAll(async () => {
  stack = await startStack();
  token = (await login(stack.app, DEMO.majuAdmin)).token;
  admin = hcmAs(stack, token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  sentosaId = await clientIdOf(stack, "PT Sentosa Abadi");
});
afterAll(() => stack.close());

/** A day relative to the database's today, yyyy-MM-dd. */
/** Maju's today (its time zone: the day memberships start from) plus `offset` days. */
async function day(offset: number): Promise<string> {
  const { rows } = await stack.owner.query<{ d: string }>(
    `SELECT to_char((now() AT TIME ZONE c.timezone)::date + $1::int, 'YYYY-MM-DD') AS d
       FROM clients c WHERE c.id = $2`,
    [offset, maju],
  );
  return rows[0]!.d;
}

async function newGroup(overrides: Record<string, unknown> = {}) {
  const created = await admin.post("/payroll-groups", groupContract(overrides));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body["data"] as { id: number; name: string };
}

/** Everything a member set may touch, as the owner: "nothing saved" is these unchanged. */
async function snapshot() {
  const { rows } = await stack.owner.query(
    `SELECT (SELECT count(*)::int FROM payroll_group_members) AS members,
            (SELECT count(*)::int FROM payroll_member_components) AS components,
            (SELECT md5(string_agg(concat_ws('|', id, payroll_group_id, agent_id, effective_from,
                    effective_to, basic_salary, version), ',' ORDER BY id)) FROM payroll_group_members) AS digest,
            (SELECT count(*)::int FROM audit_log WHERE client_id = $1) AS audits,
            (SELECT md5(string_agg(concat_ws('|', id, payroll_group_id), ',' ORDER BY id)) FROM agents) AS agents`,
    [maju],
  );
  return rows[0];
}

const memberRows = (groupId: number) =>
  stack.owner
    .query<{
      agent_id: number;
      effective_from: string;
      effective_to: string | null;
      basic_salary: string;
    }>(
      `SELECT agent_id, to_char(effective_from, 'YYYY-MM-DD') AS effective_from,
              to_char(effective_to, 'YYYY-MM-DD') AS effective_to, basic_salary
         FROM payroll_group_members WHERE payroll_group_id = $1 ORDER BY agent_id, effective_from`,
      [groupId],
    )
    .then((r) => r.rows);

describe("the contract", () => {
  it("PUT /members answers { data: { count } } and agents.payroll_group_id follows", async () => {
    const group = await newGroup();
    const workers = await activeWorkers(stack, maju, 3);
    const answer = await admin.put(`/payroll-groups/${group.id}/members`, {
      members: workers.map((w, i) => ({
        agentId: w.id,
        basicSalary: 5_729_876 + i,
        ptkp: "TK/0",
        recipient: "permanent_employee",
      })),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ data: { count: 3 } });
    const agents = await stack.owner.query<{ payroll_group_id: number }>(
      "SELECT payroll_group_id FROM agents WHERE id = ANY($1::int[])",
      [workers.map((w) => w.id)],
    );
    expect(agents.rows.map((r) => r.payroll_group_id)).toEqual([group.id, group.id, group.id]);
    // The employee pages show the group (main service, issue 16 agent side).
    const agent = await stack.app.inject({
      method: "GET",
      url: `/api/main/v1/agents/${workers[0]!.id}`,
      headers: bearer(token),
    });
    expect(agent.json().data).toMatchObject({
      payrollGroupId: group.id,
      payrollGroupName: group.name,
    });
    const audit = await stack.owner.query<{ after: Record<string, unknown> }>(
      `SELECT after FROM audit_log WHERE action = 'payroll_group.members.set' AND entity_id = $1`,
      [String(group.id)],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.after).toMatchObject({
      count: 3,
      added: 3,
      unchanged: 0,
      source: "request",
    });
  });
});

describe("bad rows: each listed, nothing saved", () => {
  it("unknown and another client's workers, negative salaries, unknown PTKP", async () => {
    const group = await newGroup();
    const [a, b, c] = await activeWorkers(stack, maju, 3);
    const [theirs] = await activeWorkers(stack, sentosaId, 1);
    const before = await snapshot();
    const answer = await admin.put(`/payroll-groups/${group.id}/members`, {
      members: [
        { agentId: a!.id, basicSalary: 5_000_000, ptkp: "TK/0" },
        { agentId: 2_000_000_000, basicSalary: 5_000_000, ptkp: "TK/0" },
        { agentId: theirs!.id, basicSalary: 5_000_000, ptkp: "K/0" },
        { agentId: b!.id, basicSalary: -1, ptkp: "TK/0" },
        { agentId: c!.id, basicSalary: 5_000_000, ptkp: "K/9", recipient: "boss" },
        { agentId: a!.id, basicSalary: 1, ptkp: "TK/1" },
      ],
    });
    expectFieldErrors(answer, 400, SET, {
      "members.1.agentId": "does not exist",
      "members.2.agentId": "does not exist",
      "members.3.basicSalary": "must not be negative",
      "members.4.ptkp": "must be one of TK/0, TK/1, TK/2, TK/3, K/0, K/1, K/2, K/3",
      "members.4.recipient": /^must be one of permanent_employee/,
      "members.5.agentId": "repeats member 0",
    });
    expect(await snapshot()).toEqual(before);
  });

  it("a worker of a branch the group is not related to: the SPEC §8 sentence; an inactive one", async () => {
    const related = await ownerBranch(stack, maju);
    const elsewhere = await ownerBranch(stack, maju);
    const group = await newGroup({ branchIds: [related] });
    const inside = await ownerAgent(stack, maju, related);
    const outside = await ownerAgent(stack, maju, elsewhere);
    const gone = await ownerAgent(stack, maju, related, { workerStatus: "inactive" });
    const before = await snapshot();
    const answer = await admin.put(`/payroll-groups/${group.id}/members`, {
      members: [
        { agentId: inside, basicSalary: 5_000_000, ptkp: "TK/0" },
        { agentId: outside, basicSalary: 5_000_000, ptkp: "TK/0" },
        { agentId: gone, basicSalary: 5_000_000, ptkp: "TK/0" },
      ],
    });
    expectFieldErrors(answer, 400, SET, {
      "members.1.agentId": PAYROLL_GROUP_MESSAGE,
      "members.2.agentId": "is not an active employee",
    });
    expect(await snapshot()).toEqual(before);
  });

  it("components: only the group's, in their unit; another client's is not the group's", async () => {
    const rp = await ownerComponent(stack, maju, { amount: 100_000 });
    const pct = await ownerComponent(stack, maju, { scheme: "%" });
    const stranger = await ownerComponent(stack, maju);
    const theirs = await ownerComponent(stack, sentosaId);
    const group = await newGroup({
      components: [{ componentId: rp.id }, { componentId: pct.id, amount: 5 }],
    });
    const [a, b] = await activeWorkers(stack, maju, 2);
    const before = await snapshot();
    expectFieldErrors(
      await admin.put(`/payroll-groups/${group.id}/members`, {
        members: [
          {
            agentId: a!.id,
            basicSalary: 5_000_000,
            ptkp: "TK/0",
            components: [
              { componentId: rp.id, amount: 10.5 },
              { componentId: pct.id, amount: 101 },
              { componentId: stranger.id, amount: 1 },
            ],
          },
          {
            agentId: b!.id,
            basicSalary: 5_000_000,
            ptkp: "TK/0",
            components: [{ componentId: theirs.id, amount: 1 }],
          },
        ],
      }),
      400,
      SET,
      {
        "members.0.components.0.amount": "must be whole rupiah",
        "members.0.components.1.amount": "must be a percentage from 0 to 100",
        "members.0.components.2.componentId": "is not a component of this payroll group",
        "members.1.components.0.componentId": "is not a component of this payroll group",
      },
    );
    expect(await snapshot()).toEqual(before);

    const saved = await admin.put(`/payroll-groups/${group.id}/members`, {
      members: [
        {
          agentId: a!.id,
          basicSalary: 5_000_000,
          ptkp: "TK/0",
          components: [
            { componentId: rp.id, amount: 250_000 },
            { componentId: pct.id, amount: 7.5 },
          ],
          paymentMethod: "bank_transfer",
          bankName: "BCA",
          accountNumber: "1234567890",
          accountName: "Budi",
        },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const list = await admin.get(`/payroll-groups/${group.id}/members`);
    expect(list.body["data"].items[0]).toMatchObject({
      agentId: a!.id,
      accountFromMember: true,
      incompleteAccount: false,
      bankName: "BCA",
      components: expect.arrayContaining([
        expect.objectContaining({ componentId: rp.id, amount: 250_000 }),
        expect.objectContaining({ componentId: pct.id, amount: 7.5 }),
      ]),
    });
  });

  it("more rows than one request carries is a 400", async () => {
    const group = await newGroup();
    const rows = Array.from({ length: MAX_MEMBERS_PER_REQUEST + 1 }, (_, i) => ({
      agentId: i + 1,
      basicSalary: 1,
      ptkp: "TK/0",
    }));
    const answer = await admin.put(`/payroll-groups/${group.id}/members`, { members: rows });
    expect(answer.status).toBe(400);
    expect(answer.body["errors"][0].field).toBe("members");
  });
});

describe("history, moves and repeats", () => {
  it("a move dated tomorrow leaves the worker's group until the daily refresh of that day", async () => {
    const first = await newGroup();
    const second = await newGroup();
    const [worker] = await activeWorkers(stack, maju, 1);
    const member = { agentId: worker!.id, basicSalary: 6_100_000, ptkp: "TK/1" };
    const today = await day(0);
    const tomorrow = await day(1);
    expect(
      (
        await admin.put(`/payroll-groups/${first.id}/members`, {
          members: [member],
          effectiveFrom: today,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await admin.put(`/payroll-groups/${second.id}/members`, {
          members: [member],
          effectiveFrom: tomorrow,
        })
      ).status,
    ).toBe(200);
    const pointer = async () =>
      (
        await stack.owner.query<{ payroll_group_id: number | null }>(
          "SELECT payroll_group_id FROM agents WHERE id = $1",
          [worker!.id],
        )
      ).rows[0]!.payroll_group_id;
    expect(await pointer()).toBe(first.id);
    // The job of today changes nothing; tomorrow's moves the worker; a second run is a no-op.
    expect(await refreshPayrollGroupPointers(stack.db, { today, clientIds: [maju] })).toBe(0);
    expect(await pointer()).toBe(first.id);
    expect(
      // At least this worker (a membership another test made may end today as well).
      await refreshPayrollGroupPointers(stack.db, { today: tomorrow, clientIds: [maju] }),
    ).toBeGreaterThanOrEqual(1);
    expect(await pointer()).toBe(second.id);
    expect(
      await refreshPayrollGroupPointers(stack.db, { today: tomorrow, clientIds: [maju] }),
    ).toBe(0);
    // Back to today's truth for the tests after this one.
    await refreshPayrollGroupPointers(stack.db, { today, clientIds: [maju] });
    expect(await pointer()).toBe(first.id);
  });

  it("a move ends the old membership the day before; history is kept; a repeat adds nothing", async () => {
    const first = await newGroup();
    const second = await newGroup();
    const [worker] = await activeWorkers(stack, maju, 1);
    const start = await day(-10);
    const move = await day(-5);
    const member = { agentId: worker!.id, basicSalary: 6_000_000, ptkp: "K/1" };
    expect(
      (
        await admin.put(`/payroll-groups/${first.id}/members`, {
          members: [member],
          effectiveFrom: start,
        })
      ).status,
    ).toBe(200);
    const moved = await admin.put(`/payroll-groups/${second.id}/members`, {
      members: [{ ...member, basicSalary: 6_500_000 }],
      effectiveFrom: move,
    });
    expect(moved.body).toEqual({ data: { count: 1 } });
    expect(await memberRows(first.id)).toEqual([
      {
        agent_id: worker!.id,
        effective_from: start,
        effective_to: await day(-6),
        basic_salary: "6000000",
      },
    ]);
    expect(await memberRows(second.id)).toEqual([
      { agent_id: worker!.id, effective_from: move, effective_to: null, basic_salary: "6500000" },
    ]);
    const agent = await stack.owner.query<{ payroll_group_id: number }>(
      "SELECT payroll_group_id FROM agents WHERE id = $1",
      [worker!.id],
    );
    expect(agent.rows[0]!.payroll_group_id).toBe(second.id);

    // The same terms again, from any later day: no new row.
    const before = await memberRows(second.id);
    const again = await admin.put(`/payroll-groups/${second.id}/members`, {
      members: [{ ...member, basicSalary: 6_500_000 }],
      effectiveFrom: await day(-1),
    });
    expect(again.body).toEqual({ data: { count: 1 } });
    expect(await memberRows(second.id)).toEqual(before);
    // New terms: the old row ends, a new one starts. The worker's group stays, so the wide
    // agents row is not rewritten (migration 0029: one recomputation, changed values only).
    const xmin = async () =>
      (
        await stack.owner.query<{ xmin: string }>("SELECT xmin::text FROM agents WHERE id = $1", [
          worker!.id,
        ])
      ).rows[0]!.xmin;
    const agentVersion = await xmin();
    const raised = await admin.put(`/payroll-groups/${second.id}/members`, {
      members: [{ ...member, basicSalary: 7_000_000 }],
      effectiveFrom: await day(-1),
    });
    expect(raised.status).toBe(200);
    expect((await memberRows(second.id)).map((r) => [r.effective_to, r.basic_salary])).toEqual([
      [await day(-2), "6500000"],
      [null, "7000000"],
    ]);
    expect(await xmin()).toBe(agentVersion);
    // As of a past day, the list shows the terms then.
    const past = await admin.get(`/payroll-groups/${second.id}/members?asOf=${await day(-3)}`);
    expect(past.body["data"].items.map((m: { basicSalary: number }) => m.basicSalary)).toEqual([
      6_500_000,
    ]);
    const atFirst = await admin.get(`/payroll-groups/${first.id}/members?asOf=${await day(-7)}`);
    expect(atFirst.body["data"].totalItems).toBe(1);
    expect((await admin.get(`/payroll-groups/${first.id}/members`)).body["data"].totalItems).toBe(
      0,
    );
  });

  it("DELETE a member ends the membership (404 when not a member); the group empties", async () => {
    const group = await newGroup();
    const [worker] = await activeWorkers(stack, maju, 1);
    await admin.put(`/payroll-groups/${group.id}/members`, {
      members: [{ agentId: worker!.id, basicSalary: 6_000_000, ptkp: "TK/0" }],
      effectiveFrom: await day(-3),
    });
    const yesterday = await day(-1);
    expect(
      (
        await admin.del(
          `/payroll-groups/${group.id}/members/${worker!.id}?effectiveTo=${yesterday}`,
        )
      ).status,
    ).toBe(200);
    expect(await memberRows(group.id)).toEqual([
      expect.objectContaining({ effective_to: yesterday }),
    ]);
    expect((await admin.del(`/payroll-groups/${group.id}/members/${worker!.id}`)).status).toBe(404);
    const agent = await stack.owner.query<{ payroll_group_id: number | null }>(
      "SELECT payroll_group_id FROM agents WHERE id = $1",
      [worker!.id],
    );
    expect(agent.rows[0]!.payroll_group_id).toBeNull();
  });
});

describe("the member list", () => {
  it("searches by name or NIK, filters by branch, PTKP and incomplete account, sorts and pages", async () => {
    const branch = await ownerBranch(stack, maju);
    const group = await newGroup();
    const ids = [
      await ownerAgent(stack, maju, branch, { fullName: "Zaenal Payroll" }),
      await ownerAgent(stack, maju, branch, { fullName: "Ayu Payroll" }),
      await ownerAgent(stack, maju, branch, { fullName: "Made Payroll" }),
    ];
    await admin.put(`/payroll-groups/${group.id}/members`, {
      members: ids.map((agentId, i) => ({
        agentId,
        basicSalary: 5_000_000 + i * 1_000_000,
        ptkp: i === 0 ? "K/2" : "TK/0",
        ...(i === 2 ? { paymentMethod: "cash" } : {}),
      })),
    });
    const get = async (query: string) =>
      (await admin.get(`/payroll-groups/${group.id}/members?${query}`)).body["data"];
    expect((await get("q=ayu")).items.map((m: { agentName: string }) => m.agentName)).toEqual([
      "Ayu Payroll",
    ]);
    const nik = (
      await stack.owner.query<{ nik: string }>("SELECT nik FROM agents WHERE id = $1", [ids[0]])
    ).rows[0]!.nik;
    expect(
      (await get(`q=${nik.slice(0, 12)}`)).items.map((m: { agentId: number }) => m.agentId),
    ).toEqual([ids[0]]);
    expect((await get("ptkp=K/2")).totalItems).toBe(1);
    expect((await get(`branchId=${branch}`)).totalItems).toBe(3);
    // Owner-made workers have no account: only the member with its own cash method is complete.
    expect((await get("incompleteAccount=true")).totalItems).toBe(2);
    expect((await get("incompleteAccount=false")).items[0].agentId).toBe(ids[2]);
    expect(
      (await get("sort=-basicSalary&limit=2")).items.map(
        (m: { basicSalary: number }) => m.basicSalary,
      ),
    ).toEqual([7_000_000, 6_000_000]);
    const page2 = await get("sort=name&limit=2&page=2");
    expect(page2).toMatchObject({ totalItems: 3, page: 2 });
    expect(page2.items.map((m: { agentName: string }) => m.agentName)).toEqual(["Zaenal Payroll"]);
  });
});

describe("upload, template and export", () => {
  const upload = (groupId: number, body: Buffer, type: string) =>
    stack.app.inject({
      method: "POST",
      url: `${HCM}/payroll-groups/${groupId}/members/upload?fileName=members.xlsx`,
      headers: { ...bearer(token), "content-type": type },
      payload: body,
    });
  const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

  it("the template has the group's component codes and one example row", async () => {
    const component = await ownerComponent(stack, maju, { amount: 50_000 });
    const group = await newGroup({ components: [{ componentId: component.id }] });
    const response = await stack.app.inject({
      method: "GET",
      url: `${HCM}/payroll-groups/${group.id}/members/template`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const rows = (await readXlsxFile(response.rawPayload))[0]!.data as unknown[][];
    expect(rows[0]).toEqual([
      "NIK",
      "Basic Salary",
      "PTKP",
      "Recipient",
      component.code,
      "Payment Method",
      "Bank Name",
      "Account Number",
      "Account Name",
    ]);
    expect(rows).toHaveLength(2);
  });

  it("a good XLSX sets every row; a bad one lists rows.<n>.<column> and saves nothing", async () => {
    const component = await ownerComponent(stack, maju, { amount: 50_000 });
    const group = await newGroup({ components: [{ componentId: component.id }] });
    const workers = await activeWorkers(stack, maju, 3);
    const header = ["NIK", "Basic Salary", "PTKP", "Recipient", component.code];
    const good = await writeXlsxFile([
      header,
      [workers[0]!.nik, 5_729_876, "TK/0", "permanent_employee", 75_000],
      [workers[1]!.nik, "6.000.000", "k1", null, null],
    ]).toBuffer();
    const ok = await upload(group.id, good, XLSX);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ data: { count: 2 } });
    const listed = (await admin.get(`/payroll-groups/${group.id}/members?sort=basicSalary`)).body[
      "data"
    ].items;
    expect(
      listed.map((m: { ptkp: string; basicSalary: number }) => [m.ptkp, m.basicSalary]),
    ).toEqual([
      ["TK/0", 5_729_876],
      ["K/1", 6_000_000],
    ]);
    expect(listed[0].components).toMatchObject([{ componentId: component.id, amount: 75_000 }]);

    const before = await snapshot();
    const bad = await writeXlsxFile([
      header,
      [workers[2]!.nik, -5, "TK/0", null, null],
      ["9999999999999999", 5_000_000, "TK/0", null, null],
      [workers[2]!.nik, 5_000_000, "XX", null, -1],
    ]).toBuffer();
    const refused = await upload(group.id, bad, XLSX);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: "rows.2.basicSalary", message: "must not be negative" },
      { field: "rows.3.nik", message: "is not the NIK of one of your employees" },
      { field: "rows.4.nik", message: "NIK repeats row 2" },
      {
        field: "rows.4.ptkp",
        message: "must be one of TK/0, TK/1, TK/2, TK/3, K/0, K/1, K/2, K/3",
      },
      { field: `rows.4.${component.code}`, message: "must not be negative" },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it("a CSV works too; a wrong header is row 1's error; an empty or foreign body is refused", async () => {
    const group = await newGroup();
    const [worker] = await activeWorkers(stack, maju, 1);
    const csv = Buffer.from(`NIK;Basic Salary;PTKP\n${worker!.nik};5729876;TK/2\n`);
    const ok = await upload(group.id, csv, "text/csv");
    expect(ok.statusCode, ok.body).toBe(200);
    const wrong = await upload(group.id, Buffer.from("NIK,Salary\n1,2\n"), "text/csv");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(["rows.1.Salary", "rows.1.basicSalary", "rows.1.ptkp"]),
    );
    expect((await upload(group.id, Buffer.from(""), "text/csv")).statusCode).toBe(400);
    // An Indonesian user reads the rows' problems in Indonesian.
    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = $1", [
      DEMO.majuAdmin.email,
    ]);
    try {
      const bad = await upload(
        group.id,
        Buffer.from("NIK;Basic Salary;PTKP\n1;1;TK/0\n"),
        "text/csv",
      );
      expect(bad.json()).toMatchObject({
        message: "Gagal Memperbarui Anggota Grup Penggajian",
        errors: [{ field: "rows.2.nik", message: "bukan NIK salah satu karyawan Anda" }],
      });
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = $1", [
        DEMO.majuAdmin.email,
      ]);
    }
    expect(
      (await upload(group.id, Buffer.from("%PDF-1.4\u0000"), "application/pdf")).statusCode,
    ).toBe(415);
  });

  it("the export lists members in force with neutralised cells and uploads back unchanged", async () => {
    const branch = await ownerBranch(stack, maju);
    const group = await newGroup();
    const agent = await ownerAgent(stack, maju, branch, { fullName: "=HYPERLINK(1)" });
    await admin.put(`/payroll-groups/${group.id}/members`, {
      members: [{ agentId: agent, basicSalary: 6_100_000, ptkp: "TK/1" }],
    });
    const csv = await stack.app.inject({
      method: "GET",
      url: `${HCM}/payroll-groups/${group.id}/members/export?format=csv`,
      headers: bearer(token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("'=HYPERLINK(1)");
    expect(csv.body).toContain("6100000");
    const xlsx = await stack.app.inject({
      method: "GET",
      url: `${HCM}/payroll-groups/${group.id}/members/export`,
      headers: bearer(token),
    });
    const rows = (await readXlsxFile(xlsx.rawPayload))[0]!.data as unknown[][];
    expect(rows[0]).toEqual(expect.arrayContaining(["NIK", "Basic Salary", "Full Name", "Branch"]));
    const before = await memberRows(group.id);
    const back = await upload(group.id, xlsx.rawPayload, XLSX);
    expect(back.statusCode, back.body).toBe(200);
    expect(await memberRows(group.id)).toEqual(before);
  });
});
