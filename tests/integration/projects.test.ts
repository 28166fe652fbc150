import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import {
  clientIdOf,
  countRows,
  expectFieldErrors,
  ownerAgent,
  ownerBranch,
  type Rest,
  restAs,
  uniqueCode,
} from "./org-helpers.ts";

/** /api/main/v1/projects (issue 5). */

let stack: TestStack;
let admin: Rest;
let ops: Rest;
let maju: number;

beforeAll(async () => {
  stack = await startStack();
  admin = restAs(stack, (await login(stack.app, DEMO.majuAdmin)).token);
  ops = restAs(stack, (await login(stack.app, DEMO.majuOps)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
});
afterAll(() => stack.close());

const validProject = (overrides: Record<string, unknown> = {}) => ({
  code: uniqueCode("PJ"),
  name: `Proyek ${uniqueCode("N")}`,
  description: "Aktivasi produk di Jabodetabek",
  startDate: "2025-01-01",
  endDate: "2025-12-31",
  ...overrides,
});

describe("create, read, update", () => {
  it("creates a project, reads it back, replaces it and audits both", async () => {
    const created = await admin.post("/projects", validProject({ code: "pj-lower" }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const project = created.body["data"];
    expect(project).toMatchObject({
      code: "PJ-LOWER",
      startDate: "2025-01-01",
      endDate: "2025-12-31",
      status: "active",
    });
    expect((await admin.get(`/projects/${project.id}`)).body["data"]).toEqual(project);

    const updated = await admin.put(
      `/projects/${project.id}`,
      validProject({ code: project.code, name: project.name, endDate: null, description: null }),
    );
    expect(updated.body["data"]).toMatchObject({
      endDate: null,
      description: "",
      status: "active",
    });
    const audit = await stack.owner.query(
      "SELECT action, before->>'endDate' AS was FROM audit_log WHERE entity_type = 'project' AND entity_id = $1 ORDER BY id",
      [String(project.id)],
    );
    expect(audit.rows).toEqual([
      { action: "project.create", was: null },
      { action: "project.update", was: "2025-12-31" },
    ]);
  });

  it("lists projects running on a date, with status and sort", async () => {
    const tag = uniqueCode("RUN");
    const early = (
      await admin.post(
        "/projects",
        validProject({ name: `${tag} a`, startDate: "2024-01-01", endDate: "2024-06-30" }),
      )
    ).body["data"];
    const open = (
      await admin.post(
        "/projects",
        validProject({ name: `${tag} b`, startDate: "2024-03-01", endDate: null }),
      )
    ).body["data"];
    const names = async (query: string) =>
      (await admin.get(`/projects?q=${tag}&${query}`)).body["data"].items.map(
        (p: { id: number }) => p.id,
      );
    expect(await names("activeOn=2024-02-01")).toEqual([early.id]);
    expect(await names("activeOn=2024-04-01&sort=-startDate")).toEqual([open.id, early.id]);
    expect(await names("activeOn=2030-01-01")).toEqual([open.id]);
    const bad = await admin.get("/projects?activeOn=2024-02-30");
    expect(bad.status).toBe(400);
    expect(bad.body["errors"]).toEqual([
      { field: "activeOn", message: "must be a date written yyyy-MM-dd" },
    ]);
  });
});

describe("validation", () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      "nothing filled",
      { code: null, name: null, startDate: null, endDate: null },
      { code: "is required", name: "is required", startDate: "is required" },
    ],
    [
      "end before start",
      { startDate: "2025-05-01", endDate: "2025-04-30" },
      { endDate: "must be on or after the start date" },
    ],
    [
      "impossible dates",
      { startDate: "2025-02-29", endDate: "31-12-2025" },
      {
        startDate: "must be a date written yyyy-MM-dd",
        endDate: "must be a date written yyyy-MM-dd",
      },
    ],
    [
      "long description, bad code, bad status",
      { description: "d".repeat(2001), code: "A_B", status: "paused" },
      {
        description: "must be at most 2000 characters",
        code: "must be 2 to 20 characters of A-Z, 0-9 and -",
        status: "must be one of active, inactive",
      },
    ],
  ])("%s: 400, nothing written", async (_name, overrides, fields) => {
    const before = await countRows(stack, "projects", maju);
    expectFieldErrors(
      await admin.post("/projects", validProject(overrides)),
      400,
      "Failed to Create Project",
      fields,
    );
    expect(await countRows(stack, "projects", maju)).toBe(before);
  });

  it("the same code or name twice is 409", async () => {
    const first = (await admin.post("/projects", validProject())).body["data"];
    expectFieldErrors(
      await admin.post(
        "/projects",
        validProject({ code: first.code, name: ` ${first.name.toUpperCase()} ` }),
      ),
      409,
      "Failed to Create Project",
      { code: "is already used by another project", name: "is already used by another project" },
    );
  });
});

describe("dates and deletes that would break assignments", () => {
  it("refuses new dates that leave an assignment outside (409), and deleting a used project", async () => {
    const project = (await admin.post("/projects", validProject())).body["data"];
    const branch = await ownerBranch(stack, maju);
    const agent = await ownerAgent(stack, maju, branch);
    await stack.owner.query(
      `INSERT INTO assignments (client_id, agent_id, project_id, branch_id, start_date, end_date)
       VALUES ($1, $2, $3, $4, '2025-03-01', '2025-11-30')`,
      [maju, agent, project.id, branch],
    );
    const shrink = await admin.put(
      `/projects/${project.id}`,
      validProject({ code: project.code, name: project.name, endDate: "2025-10-31" }),
    );
    expect(shrink).toEqual({
      status: 409,
      body: {
        message: `1 assignment of project ${project.code} would fall outside 2025-01-01 – 2025-10-31. Change or end them first.`,
      },
    });
    const ok = await admin.put(
      `/projects/${project.id}`,
      validProject({ code: project.code, name: project.name, endDate: "2025-11-30" }),
    );
    expect(ok.status).toBe(200);

    await ownerAgent(stack, maju, branch, { projectId: project.id });
    expect(await admin.del(`/projects/${project.id}`)).toEqual({
      status: 409,
      body: {
        message: `Project ${project.code} is still used by 1 employee and 1 assignment. Set it to inactive instead.`,
      },
    });
    const unused = (await admin.post("/projects", validProject())).body["data"];
    expect((await admin.del(`/projects/${unused.id}`)).body).toEqual({ data: { deleted: true } });
    expect((await admin.get(`/projects/${unused.id}`)).status).toBe(404);
  });
});

describe("permissions (SPEC §6)", () => {
  it("ops@maju.test reads projects for the employee form, and is refused every write", async () => {
    const project = (await admin.post("/projects", validProject())).body["data"];
    expect((await ops.get("/projects")).status).toBe(200);
    expect((await ops.get(`/projects/${project.id}`)).body["data"].id).toBe(project.id);
    const before = await countRows(stack, "projects", maju);
    for (const answer of [
      await ops.post("/projects", validProject()),
      await ops.put(`/projects/${project.id}`, validProject()),
      await ops.del(`/projects/${project.id}`),
    ]) {
      expect(answer).toEqual({ status: 403, body: { message: "Permission Denied" } });
    }
    expect(await countRows(stack, "projects", maju)).toBe(before);
  });
});
