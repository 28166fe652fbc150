import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGateway, type Gateway } from "../../gateway/yoga.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import {
  clientIdOf,
  countRows,
  expectFieldErrors,
  gqlAs,
  ownerAgent,
  ownerBranch,
  type Rest,
  restAs,
  uniqueCode,
  urlsFor,
  userWithMenus,
  whileLocked,
} from "./org-helpers.ts";

/**
 * /api/main/v1/assignments (issue 5): which agent works on which project at which merchant
 * or branch, from when to when; one agent never twice on one project on the same day.
 */

let stack: TestStack;
let gateway: Gateway;
let adminToken: string;
let admin: Rest;
let ops: Rest;
let maju: number;
let branchId: number;
let merchantId: number;
let projectId: number;
/** Today in PT Maju Jaya's time zone, yyyy-MM-dd. */
let today: string;

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  stack = await startStack();
  gateway = createGateway({ services: () => urlsFor(stack.baseUrl), graphiql: false });
  adminToken = (await login(stack.app, DEMO.majuAdmin)).token;
  admin = restAs(stack, adminToken);
  ops = restAs(stack, (await login(stack.app, DEMO.majuOps)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  today = (
    await stack.owner.query<{ today: string }>(
      "SELECT to_char((now() AT TIME ZONE timezone)::date, 'YYYY-MM-DD') AS today FROM clients WHERE id = $1",
      [maju],
    )
  ).rows[0]!.today;
  branchId = await ownerBranch(stack, maju);
  merchantId = (
    await admin.post("/merchants", {
      code: uniqueCode("MC"),
      name: `Outlet ${uniqueCode("O")}`,
      branchId,
      provinceId: "31",
      cityId: "31.71",
    })
  ).body["data"].id;
  projectId = (await newProject()).id;
});
afterAll(() => stack.close());

async function newProject(overrides: Record<string, unknown> = {}) {
  const answer = await admin.post("/projects", {
    code: uniqueCode("PJ"),
    name: `Project ${uniqueCode("N")}`,
    startDate: "2020-01-01",
    ...overrides,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body["data"];
}

const newAgent = (fields: Parameters<typeof ownerAgent>[3] = {}) =>
  ownerAgent(stack, maju, branchId, fields);

async function assign(body: Record<string, unknown>) {
  const answer = await admin.post("/assignments", body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body["data"];
}

describe("create and read", () => {
  it("assigns at a merchant (its branch taken), reads back, audits", async () => {
    const agentId = await newAgent({ fullName: "Siti Rahayu" });
    const assignment = await assign({
      agentId,
      projectId,
      merchantId,
      startDate: addDays(today, -10),
      endDate: addDays(today, 10),
    });
    expect(assignment).toMatchObject({
      agentId,
      agentName: "Siti Rahayu",
      projectId,
      merchantId,
      branchId,
      startDate: addDays(today, -10),
      endDate: addDays(today, 10),
      status: "active",
    });
    expect((await admin.get(`/assignments/${assignment.id}`)).body["data"]).toEqual(assignment);
    const audit = await stack.owner.query(
      "SELECT action FROM audit_log WHERE entity_type = 'assignment' AND entity_id = $1",
      [String(assignment.id)],
    );
    expect(audit.rows).toEqual([{ action: "assignment.create" }]);
  });

  it("derives upcoming / active / ended from today in the client's time zone", async () => {
    const agentId = await newAgent();
    const ended = await assign({
      agentId,
      projectId,
      branchId,
      startDate: "2021-01-01",
      endDate: addDays(today, -1),
    });
    const active = await assign({ agentId, projectId, branchId, startDate: today, endDate: today });
    const upcoming = await assign({ agentId, projectId, branchId, startDate: addDays(today, 1) });
    expect([ended.status, active.status, upcoming.status]).toEqual(["ended", "active", "upcoming"]);
    const ids = async (query: string) =>
      (await admin.get(`/assignments?agentId=${agentId}&${query}`)).body["data"].items.map(
        (a: { id: number }) => a.id,
      );
    expect(await ids("sort=startDate")).toEqual([ended.id, active.id, upcoming.id]);
    expect(await ids("")).toEqual([upcoming.id, active.id, ended.id]);
    expect(await ids("status=upcoming")).toEqual([upcoming.id]);
    expect(await ids(`activeOn=${addDays(today, -1)}`)).toEqual([ended.id]);
    expect(await ids(`activeOn=${addDays(today, 400)}`)).toEqual([upcoming.id]);
    expect(await ids(`projectId=${projectId}&branchId=${branchId}&status=active`)).toEqual([
      active.id,
    ]);
  });

  it("lists by search, merchant and project", async () => {
    const agentId = await newAgent({ fullName: `Wayan ${uniqueCode("S")}` });
    const project = await newProject();
    const at = await assign({ agentId, projectId: project.id, merchantId, startDate: today });
    const name = (await admin.get(`/assignments/${at.id}`)).body["data"].agentName;
    const search = await admin.get(`/assignments?q=${encodeURIComponent(name)}`);
    expect(search.body["data"].items.map((a: { id: number }) => a.id)).toEqual([at.id]);
    const byMerchant = await admin.get(
      `/assignments?merchantId=${merchantId}&projectId=${project.id}`,
    );
    expect(byMerchant.body["data"]).toMatchObject({ totalItems: 1, limit: 10, page: 1 });
    expect((await admin.get("/assignments?status=paused")).status).toBe(400);
    expect((await admin.get("/assignments?activeOn=today")).status).toBe(400);
  });
});

describe("validation: 400 with every field problem, nothing written", () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      "empty",
      {},
      {
        agentId: "is required",
        projectId: "is required",
        merchantId: "or a branch is required",
        startDate: "is required",
      },
    ],
    [
      "end before start, bad date",
      { startDate: "2025-06-01", endDate: "2025-05-31" },
      { endDate: "must be on or after the start date" },
    ],
    ["not a date", { startDate: "01-06-2025" }, { startDate: "must be a date written yyyy-MM-dd" }],
    [
      "unknown agent, project, merchant and branch",
      { agentId: 2147483000, projectId: 2147483000, merchantId: 2147483000, branchId: 2147483000 },
      {
        agentId: "does not exist",
        projectId: "does not exist",
        merchantId: "does not exist",
        branchId: "does not exist",
      },
    ],
  ])("%s", async (name, overrides, fields) => {
    const agentId = await newAgent();
    const body =
      name === "empty"
        ? {}
        : { agentId, projectId, branchId, startDate: "2025-06-01", ...overrides };
    const before = await countRows(stack, "assignments", maju);
    expectFieldErrors(
      await admin.post("/assignments", body),
      400,
      "Failed to Create Assignment",
      fields,
    );
    expect(await countRows(stack, "assignments", maju)).toBe(before);
  });

  it("refuses an inactive agent, project, merchant or branch", async () => {
    const agentId = await newAgent({ workerStatus: "inactive" });
    const project = await newProject({ status: "inactive" });
    const inactiveBranch = await ownerBranch(stack, maju, { status: "inactive" });
    const merchant = await admin.post("/merchants", {
      code: uniqueCode("MC"),
      name: `Closed ${uniqueCode("O")}`,
      provinceId: "31",
      cityId: "31.71",
      status: "inactive",
    });
    expectFieldErrors(
      await admin.post("/assignments", {
        agentId,
        projectId: project.id,
        merchantId: merchant.body["data"].id,
        branchId: inactiveBranch,
        startDate: today,
      }),
      400,
      "Failed to Create Assignment",
      {
        agentId: "is not an active employee",
        projectId: "is inactive",
        merchantId: "is inactive",
        branchId: "is inactive",
      },
    );
  });

  it("keeps dates within the project and the branch consistent with the merchant", async () => {
    const agentId = await newAgent();
    const bounded = await newProject({ startDate: "2025-01-01", endDate: "2025-06-30" });
    const otherBranch = await ownerBranch(stack, maju);
    expectFieldErrors(
      await admin.post("/assignments", {
        agentId,
        projectId: bounded.id,
        merchantId,
        branchId: otherBranch,
        startDate: "2024-12-31",
        endDate: "2025-07-01",
      }),
      400,
      "Failed to Create Assignment",
      {
        startDate: "must be on or after the project's start date (2025-01-01)",
        endDate: "must be on or before the project's end date (2025-06-30)",
        branchId: "is not the merchant's branch",
      },
    );
    expectFieldErrors(
      await admin.post("/assignments", {
        agentId,
        projectId: bounded.id,
        branchId,
        startDate: "2025-02-01",
      }),
      400,
      "Failed to Create Assignment",
      { endDate: "is required: the project ends on 2025-06-30" },
    );
  });
});

describe("overlaps (409)", () => {
  it("refuses an agent twice on one project on intersecting dates, naming the other assignment", async () => {
    const agentId = await newAgent({ fullName: "Agus Overlap" });
    const project = await newProject({ name: `Overlap ${uniqueCode("N")}` });
    await assign({
      agentId,
      projectId: project.id,
      branchId,
      startDate: "2025-03-01",
      endDate: "2025-03-31",
    });
    const before = await countRows(stack, "assignments", maju);
    const overlap = await admin.post("/assignments", {
      agentId,
      projectId: project.id,
      merchantId,
      startDate: "2025-03-31",
      endDate: "2025-04-30",
    });
    expect(overlap).toEqual({
      status: 409,
      body: {
        message: `Agus Overlap is already assigned to ${project.name} from 01-03-2025 to 31-03-2025. One employee's assignments on one project cannot share a date.`,
      },
    });
    const openEnded = await admin.post("/assignments", {
      agentId,
      projectId: project.id,
      branchId,
      startDate: "2025-01-01",
    });
    expect(openEnded.status).toBe(409);
    expect(await countRows(stack, "assignments", maju)).toBe(before);

    // The next day, another project, or another agent: all fine.
    const next = await assign({
      agentId,
      projectId: project.id,
      branchId,
      startDate: "2025-04-01",
    });
    await assign({ agentId, projectId, branchId, startDate: "2025-03-15", endDate: "2025-03-20" });
    await assign({
      agentId: await newAgent(),
      projectId: project.id,
      branchId,
      startDate: "2025-03-10",
    });

    // Moving an assignment onto another is refused too; moving it onto itself is fine.
    const moved = await admin.put(`/assignments/${next.id}`, {
      agentId,
      projectId: project.id,
      branchId,
      startDate: "2025-03-20",
    });
    expect(moved.status).toBe(409);
    const kept = await admin.put(`/assignments/${next.id}`, {
      agentId,
      projectId: project.id,
      branchId,
      startDate: "2025-04-02",
      endDate: "2025-05-31",
    });
    expect(kept.body["data"]).toMatchObject({ startDate: "2025-04-02", endDate: "2025-05-31" });
  });

  it("two concurrent overlapping requests: one 201, one 409 (the database decides)", async () => {
    const agentId = await newAgent();
    const project = await newProject();
    const body = { agentId, projectId: project.id, branchId, startDate: "2025-08-01" };
    const answers = await Promise.all([
      admin.post("/assignments", body),
      admin.post("/assignments", { ...body, startDate: "2025-08-02" }),
      admin.post("/assignments", { ...body, startDate: "2025-08-03" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const rows = await stack.owner.query("SELECT 1 FROM assignments WHERE agent_id = $1", [
      agentId,
    ]);
    expect(rows.rowCount).toBe(1);
  });
});

describe("races with the rows an assignment refers to", () => {
  it("a create while the project's dates are being shortened waits and sees the new dates", async () => {
    const agentId = await newAgent();
    const project = await newProject();
    const { result, waited } = await whileLocked(
      stack,
      async (other) => {
        // What PUT /projects/:id does: lock the project, check its assignments, change it.
        await other.query("SELECT 1 FROM projects WHERE id = $1 FOR UPDATE", [project.id]);
        await other.query("UPDATE projects SET end_date = '2025-06-30' WHERE id = $1", [
          project.id,
        ]);
      },
      () =>
        admin.post("/assignments", {
          agentId,
          projectId: project.id,
          branchId,
          startDate: "2025-07-01",
        }),
    );
    expect(waited).toBe(true);
    expectFieldErrors(result, 400, "Failed to Create Assignment", {
      endDate: "is required: the project ends on 2025-06-30",
    });
    const rows = await stack.owner.query("SELECT 1 FROM assignments WHERE agent_id = $1", [
      agentId,
    ]);
    expect(rows.rowCount).toBe(0);
  });

  it("a create while the agent is being inactivated waits and refuses the inactive agent", async () => {
    const agentId = await newAgent();
    const { result, waited } = await whileLocked(
      stack,
      async (other) => {
        await other.query(
          "UPDATE agents SET worker_status = 'inactive', version = version + 1 WHERE id = $1",
          [agentId],
        );
      },
      () => admin.post("/assignments", { agentId, projectId, branchId, startDate: "2025-07-01" }),
    );
    expect(waited).toBe(true);
    expectFieldErrors(result, 400, "Failed to Create Assignment", {
      agentId: "is not an active employee",
    });
  });
});

describe("update, end, delete", () => {
  it("an agent who became inactive keeps the assignment and it can still be edited", async () => {
    const agentId = await newAgent();
    const assignment = await assign({ agentId, projectId, branchId, startDate: today });
    await stack.owner.query("UPDATE agents SET worker_status = 'inactive' WHERE id = $1", [
      agentId,
    ]);
    const updated = await admin.put(`/assignments/${assignment.id}`, {
      agentId,
      projectId,
      merchantId,
      startDate: today,
      endDate: addDays(today, 30),
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body["data"]).toMatchObject({
      merchantId,
      branchId,
      endDate: addDays(today, 30),
    });
    const audit = await stack.owner.query(
      "SELECT action, before->>'merchantId' AS was, after->>'merchantId' AS now FROM audit_log WHERE entity_type = 'assignment' AND entity_id = $1 ORDER BY id",
      [String(assignment.id)],
    );
    expect(audit.rows).toEqual([
      { action: "assignment.create", was: null, now: null },
      { action: "assignment.update", was: null, now: String(merchantId) },
    ]);
    expect(
      (
        await admin.put("/assignments/2147483000", {
          agentId,
          projectId,
          branchId,
          startDate: today,
        })
      ).status,
    ).toBe(404);
  });

  it("ends today by default or on a given date, within the assignment; twice is 409", async () => {
    const agentId = await newAgent();
    const running = await assign({ agentId, projectId, branchId, startDate: addDays(today, -5) });
    // No body at all means today.
    const ended = await stack.app.inject({
      method: "POST",
      url: `/api/main/v1/assignments/${running.id}/end`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ endDate: today, status: "active" });

    const past = await assign({
      agentId,
      projectId,
      branchId,
      startDate: "2024-01-01",
      endDate: "2024-01-31",
    });
    expect(await admin.post(`/assignments/${past.id}/end`, { endDate: "2024-01-15" })).toEqual({
      status: 409,
      body: { message: "This assignment already ended on 31-01-2024." },
    });
    const later = await assign({
      agentId,
      projectId,
      branchId,
      startDate: addDays(today, 10),
      endDate: addDays(today, 40),
    });
    expectFieldErrors(
      await admin.post(`/assignments/${later.id}/end`, {}),
      400,
      "Failed to End Assignment",
      {
        endDate: `must be on or after the start date (${addDays(today, 10)}); delete an assignment that has not started`,
      },
    );
    expectFieldErrors(
      await admin.post(`/assignments/${later.id}/end`, { endDate: addDays(today, 41) }),
      400,
      "Failed to End Assignment",
      {
        endDate: `must be on or before the current end date (${addDays(today, 40)}); edit the assignment to extend it`,
      },
    );
    const early = await admin.post(`/assignments/${later.id}/end`, { endDate: addDays(today, 20) });
    expect(early.body["data"]).toMatchObject({ endDate: addDays(today, 20), status: "upcoming" });
  });

  it("deletes an assignment; the audit log keeps it", async () => {
    const assignment = await assign({
      agentId: await newAgent(),
      projectId,
      branchId,
      startDate: today,
    });
    expect((await admin.del(`/assignments/${assignment.id}`)).body).toEqual({
      data: { deleted: true },
    });
    expect((await admin.get(`/assignments/${assignment.id}`)).status).toBe(404);
    expect((await admin.del(`/assignments/${assignment.id}`)).status).toBe(404);
    const audit = await stack.owner.query(
      "SELECT before->>'agentName' AS name FROM audit_log WHERE action = 'assignment.delete' AND entity_id = $1",
      [String(assignment.id)],
    );
    expect(audit.rows).toEqual([{ name: assignment.agentName }]);
  });
});

describe("permissions (SPEC §6)", () => {
  it("ops@maju.test has no assignment menu: 403 on every assignment route", async () => {
    const assignment = await assign({
      agentId: await newAgent(),
      projectId,
      branchId,
      startDate: today,
    });
    const body = { agentId: assignment.agentId, projectId, branchId, startDate: today };
    for (const answer of [
      await ops.get("/assignments"),
      await ops.get(`/assignments/${assignment.id}`),
      await ops.post("/assignments", body),
      await ops.put(`/assignments/${assignment.id}`, body),
      await ops.post(`/assignments/${assignment.id}/end`, {}),
      await ops.del(`/assignments/${assignment.id}`),
    ]) {
      expect(answer).toEqual({ status: 403, body: { message: "Permission Denied" } });
    }
  });

  it("the assignment menu alone reads the branch, project and merchant lookups but writes none", async () => {
    const planner = restAs(stack, await userWithMenus(stack, maju, ["assignment"]));
    for (const url of ["/branches", "/projects", "/merchants", `/merchants/${merchantId}`]) {
      expect((await planner.get(url)).status, url).toBe(200);
    }
    expect((await planner.post("/branches", {})).status).toBe(403);
    expect((await planner.post("/projects", {})).status).toBe(403);
    expect((await planner.post("/merchants", {})).status).toBe(403);
    const created = await planner.post("/assignments", {
      agentId: await newAgent(),
      projectId,
      branchId,
      startDate: today,
    });
    expect(created.status).toBe(201);
  });
});

describe("through the gateway", () => {
  it("creates an assignment and reads it with its project, merchant, branch and agent", async () => {
    const gql = gqlAs(gateway, adminToken);
    const agentId = await newAgent({ fullName: "Made Gateway" });
    const created = await gql(
      `mutation Assign($input: AssignmentInput!) {
         createAssignment(input: $input) { id status agentName branchId }
       }`,
      { input: { agentId, projectId, merchantId, startDate: today } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createAssignment).toMatchObject({
      status: "active",
      agentName: "Made Gateway",
      branchId,
    });

    const read = await gql(
      `query Read($agentId: Int!) {
         assignments(filter: { agentId: $agentId }) {
           totalItems
           items {
             id
             project { id code }
             merchant { id name branch { id timezoneLabel city { name } } }
             branch { id }
             agent { id fullName }
           }
         }
       }`,
      { agentId },
    );
    expect(read.errors).toBeUndefined();
    const [item] = read.data.assignments.items;
    expect(item).toMatchObject({
      id: created.data.createAssignment.id,
      project: { id: projectId },
      merchant: {
        id: merchantId,
        branch: { id: branchId, timezoneLabel: "WIB", city: { name: expect.any(String) } },
      },
      branch: { id: branchId },
      agent: { id: agentId, fullName: "Made Gateway" },
    });

    const overlap = await gql(
      `mutation Again($input: AssignmentInput!) { createAssignment(input: $input) { id } }`,
      { input: { agentId, projectId, branchId, startDate: today } },
    );
    expect(overlap.errors?.[0]?.extensions?.["code"]).toBe("CONFLICT");
    const bad = await gql(
      `mutation Bad($input: AssignmentInput!) { createAssignment(input: $input) { id } }`,
      { input: { agentId, projectId, startDate: "tomorrow" } },
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: "Failed to Create Assignment",
      extensions: {
        code: "BAD_USER_INPUT",
        errors: [
          { field: "merchantId", message: "or a branch is required" },
          { field: "startDate", message: "must be a date written yyyy-MM-dd" },
        ],
      },
    });
    const ended = await gql(
      `mutation End($id: Int!) { endAssignment(id: $id) { endDate } deleteAssignment(id: $id) }`,
      { id: item.id },
    );
    expect(ended.data).toEqual({ endAssignment: { endDate: today }, deleteAssignment: true });
  });
});
