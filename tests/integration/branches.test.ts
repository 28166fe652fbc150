import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testNik } from "../support/nik.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import {
  clientIdOf,
  countRows,
  expectFieldErrors,
  ownerAgent,
  type Rest,
  restAs,
  uniqueCode,
} from "./org-helpers.ts";

/** /api/main/v1/branches (issue 5): offices with address, city, coordinates and time zone. */

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

const validBranch = (overrides: Record<string, unknown> = {}) => ({
  code: uniqueCode("BR"),
  name: `Cabang ${uniqueCode("N")}`,
  address: "Jl. Medan Merdeka Barat No. 1",
  provinceId: "31",
  cityId: "31.71",
  latitude: -6.175392,
  longitude: 106.827153,
  timezone: "WIB",
  ...overrides,
});

describe("create and read", () => {
  it("creates a branch, answers it with its id, reads it back and audits the change", async () => {
    const input = validBranch({ code: " jkt-pusat-1 " });
    const created = await admin.post("/branches", input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const branch = created.body["data"];
    expect(branch).toMatchObject({
      id: expect.any(Number),
      code: "JKT-PUSAT-1",
      name: input.name,
      address: input.address,
      provinceId: "31",
      provinceName: "DKI JAKARTA",
      cityId: "31.71",
      cityName: "KOTA ADMINISTRASI JAKARTA PUSAT",
      latitude: -6.175392,
      longitude: 106.827153,
      timezone: "Asia/Jakarta",
      timezoneLabel: "WIB",
      status: "active",
    });
    expect(branch.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const read = await admin.get(`/branches/${branch.id}`);
    expect(read.body["data"]).toEqual(branch);

    const audit = await stack.owner.query(
      "SELECT action, actor_user_id, before, after FROM audit_log WHERE entity_type = 'branch' AND entity_id = $1",
      [String(branch.id)],
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({ action: "branch.create", before: null, after: branch }),
    ]);
  });

  it.each([
    ["51", "51.71", undefined, "Asia/Makassar", "WITA"],
    ["91", "91.71", undefined, "Asia/Jayapura", "WIT"],
    ["31", "31.74", "Asia/Makassar", "Asia/Makassar", "WITA"],
    ["31", "31.74", "wit", "Asia/Jayapura", "WIT"],
  ])(
    "province %s city %s with time zone %s is stored as %s (%s)",
    async (provinceId, cityId, timezone, iana, label) => {
      const input = validBranch({ provinceId, cityId, timezone });
      if (timezone === undefined) delete (input as Record<string, unknown>)["timezone"];
      const created = await admin.post("/branches", input);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body["data"]).toMatchObject({ timezone: iana, timezoneLabel: label });
    },
  );

  it("rounds coordinates to 6 decimals and allows none", async () => {
    const rounded = await admin.post(
      "/branches",
      validBranch({ latitude: -8.65000049, longitude: 115.2166667 }),
    );
    expect(rounded.body["data"]).toMatchObject({ latitude: -8.65, longitude: 115.216667 });
    const none = await admin.post("/branches", validBranch({ latitude: null, longitude: null }));
    expect(none.status).toBe(201);
    expect(none.body["data"]).toMatchObject({ latitude: null, longitude: null });
  });

  it("a missing id is 404 and a list page holds only what the filters ask", async () => {
    expect((await admin.get("/branches/2147483000")).status).toBe(404);

    const tag = uniqueCode("LST");
    const made = [];
    for (const [i, cityId] of ["31.71", "31.74", "31.74"].entries()) {
      const answer = await admin.post(
        "/branches",
        validBranch({ name: `${tag} ${i}`, cityId, ...(i === 2 ? { status: "inactive" } : {}) }),
      );
      made.push(answer.body["data"]);
    }
    const all = await admin.get(`/branches?q=${tag}&sort=-name&limit=2`);
    expect(all.body["data"]).toMatchObject({ totalItems: 3, limit: 2, page: 1 });
    expect(all.body["data"].items.map((b: { name: string }) => b.name)).toEqual([
      `${tag} 2`,
      `${tag} 1`,
    ]);
    const page2 = await admin.get(`/branches?q=${tag}&sort=-name&limit=2&page=2`);
    expect(page2.body["data"].items.map((b: { name: string }) => b.name)).toEqual([`${tag} 0`]);

    const active = await admin.get(`/branches?q=${tag}&status=active&cityIds=31.74`);
    expect(active.body["data"].items.map((b: { id: number }) => b.id)).toEqual([made[1].id]);
    const byIds = await admin.get(`/branches?ids=${made[0].id},${made[2].id}&sort=name`);
    expect(byIds.body["data"].items.map((b: { id: number }) => b.id)).toEqual([
      made[0].id,
      made[2].id,
    ]);
    const wib = await admin.get(`/branches?q=${tag}&timezone=WIB`);
    expect(wib.body["data"].totalItems).toBe(3);
    const wit = await admin.get(`/branches?q=${tag}&timezone=Asia/Jayapura`);
    expect(wit.body["data"].totalItems).toBe(0);
  });

  it("every org list still counts the whole list on a page past its end", async () => {
    // Org lists share services/main/org/common.ts; one assignment makes each list non-empty.
    const branch = (await admin.post("/branches", validBranch())).body["data"];
    const project = (
      await admin.post("/projects", {
        code: uniqueCode("PJ"),
        name: `Project ${uniqueCode("N")}`,
        startDate: "2024-01-01",
      })
    ).body["data"];
    await admin.post("/merchants", validBranch({ code: uniqueCode("MC"), branchId: branch.id }));
    await admin.post("/partners", {
      fullName: "Partner Paging",
      nik: testNik(Number(Date.now().toString().slice(-8))),
      phoneNumber: `81${Date.now().toString().slice(-9)}`,
    });
    const agentId = await ownerAgent(stack, maju, branch.id);
    const assigned = await admin.post("/assignments", {
      agentId,
      projectId: project.id,
      branchId: branch.id,
      startDate: "2024-02-01",
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
    for (const list of ["/branches", "/merchants", "/projects", "/partners", "/assignments"]) {
      const total = (await admin.get(`${list}?limit=1`)).body["data"].totalItems as number;
      expect(total, list).toBeGreaterThan(0);
      const beyond = await admin.get(`${list}?limit=100&page=1000`);
      expect(beyond.body["data"], list).toEqual({
        items: [],
        totalItems: total,
        limit: 100,
        page: 1000,
      });
    }
  });

  it.each([
    ["/branches?ids=9999999999", "ids"],
    ["/merchants?branchIds=9999999999", "branchIds"],
    ["/projects?ids=0", "ids"],
    ["/partners?assignedAgentIds=2147483648", "assignedAgentIds"],
    ["/partners?teamLeadIds=1,9999999999", "teamLeadIds"],
    ["/assignments?ids=9999999999", "ids"],
  ])("%s (an id no row can have) → 400 naming %s", async (url, field) => {
    expect(await admin.get(url)).toEqual({
      status: 400,
      body: {
        message: `Invalid ${field}`,
        errors: [{ field, message: "must be ids from 1 to 2147483647" }],
      },
    });
  });

  it("searches `%` and `_` literally", async () => {
    const name = `Diskon 100% ${uniqueCode("P")}`;
    await admin.post("/branches", validBranch({ name }));
    const hit = await admin.get(`/branches?q=${encodeURIComponent("100%")}`);
    expect(hit.body["data"].items.map((b: { name: string }) => b.name)).toContain(name);
    const miss = await admin.get(`/branches?q=${encodeURIComponent("1_0%")}`);
    expect(miss.body["data"].items.map((b: { name: string }) => b.name)).not.toContain(name);
  });

  it("refuses an unknown sort field and a limit over 100", async () => {
    const sort = await admin.get("/branches?sort=password");
    expect(sort.status).toBe(400);
    expect(sort.body["errors"]).toEqual([
      {
        field: "sort",
        message: "must be one of code, name, cityName, timezone, status, createdAt, updatedAt",
      },
    ]);
    expect((await admin.get("/branches?limit=101")).status).toBe(400);
  });
});

describe("validation: 400 with every field problem, nothing written", () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      "empty form",
      { code: "", name: "  ", provinceId: null, cityId: null },
      {
        code: "is required",
        name: "is required",
        provinceId: "is required",
        cityId: "is required",
      },
    ],
    [
      "bad code, long name and address",
      { code: "JKT 01!", name: "N".repeat(121), address: "A".repeat(501) },
      {
        code: "must be 2 to 20 characters of A-Z, 0-9 and -",
        name: "must be at most 120 characters",
        address: "must be at most 500 characters",
      },
    ],
    ["one-letter code", { code: "J" }, { code: "must be 2 to 20 characters of A-Z, 0-9 and -" }],
    ["city outside the province", { cityId: "51.71" }, { cityId: "is not in the chosen province" }],
    [
      "unknown province and city",
      { provinceId: "99", cityId: "99.01" },
      {
        provinceId: "does not exist",
        cityId: "does not exist",
      },
    ],
    ["unknown city", { cityId: "31.99" }, { cityId: "does not exist" }],
    [
      "coordinates out of range",
      { latitude: 90.5, longitude: -181 },
      {
        latitude: "must be a number from -90 to 90",
        longitude: "must be a number from -180 to 180",
      },
    ],
    ["latitude alone", { longitude: null }, { longitude: "is required with a latitude" }],
    ["longitude alone", { latitude: null }, { latitude: "is required with a longitude" }],
    ["unknown time zone", { timezone: "Asia/Singapore" }, { timezone: "must be WIB, WITA or WIT" }],
    ["unknown status", { status: "closed" }, { status: "must be one of active, inactive" }],
  ];

  it.each(cases)("%s", async (_name, overrides, fields) => {
    const before = await countRows(stack, "branches", maju);
    const answer = await admin.post("/branches", validBranch(overrides));
    expectFieldErrors(answer, 400, "Failed to Create Branch", fields);
    expect(await countRows(stack, "branches", maju)).toBe(before);
  });

  it("types and unknown fields are refused by the JSON schema, with the field", async () => {
    const wrongType = await admin.post("/branches", validBranch({ latitude: "north" }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body["errors"]).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "latitude" })]),
    );
    const extra = await admin.post("/branches", validBranch({ clientId: 2 }));
    expect(extra.status).toBe(400);
    expect(extra.body["errors"]).toEqual([
      { field: "clientId", message: "is not an allowed field" },
    ]);
  });

  it("an update with problems changes nothing", async () => {
    const branch = (await admin.post("/branches", validBranch())).body["data"];
    const answer = await admin.put(
      `/branches/${branch.id}`,
      validBranch({ code: "x", cityId: "51.71" }),
    );
    expectFieldErrors(answer, 400, "Failed to Update Branch", {
      code: "must be 2 to 20 characters of A-Z, 0-9 and -",
      cityId: "is not in the chosen province",
    });
    expect((await admin.get(`/branches/${branch.id}`)).body["data"]).toEqual(branch);
  });
});

describe("duplicates", () => {
  it("refuses the same code, or the same name in another letter case, with 409 naming the field", async () => {
    const first = (await admin.post("/branches", validBranch())).body["data"];
    const before = await countRows(stack, "branches", maju);
    expectFieldErrors(
      await admin.post("/branches", validBranch({ code: first.code.toLowerCase() })),
      409,
      "Failed to Create Branch",
      { code: "is already used by another branch" },
    );
    expectFieldErrors(
      await admin.post("/branches", validBranch({ name: first.name.toUpperCase() })),
      409,
      "Failed to Create Branch",
      { name: "is already used by another branch" },
    );
    expectFieldErrors(
      await admin.post("/branches", validBranch({ code: first.code, name: first.name })),
      409,
      "Failed to Create Branch",
      { code: "is already used by another branch", name: "is already used by another branch" },
    );
    expect(await countRows(stack, "branches", maju)).toBe(before);

    // A branch keeps its own code and name on update; another's is refused.
    const second = (await admin.post("/branches", validBranch())).body["data"];
    const same = await admin.put(
      `/branches/${first.id}`,
      validBranch({ code: first.code, name: first.name }),
    );
    expect(same.status).toBe(200);
    expectFieldErrors(
      await admin.put(`/branches/${second.id}`, validBranch({ code: first.code })),
      409,
      "Failed to Update Branch",
      { code: "is already used by another branch" },
    );
  });

  it("two concurrent creates of one code: one 201, one 409", async () => {
    const input = validBranch();
    const answers = await Promise.all([
      admin.post("/branches", input),
      admin.post("/branches", { ...input, name: `${input.name} bis` }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const conflict = answers.find((a) => a.status === 409)!;
    expect(conflict.body["errors"]).toEqual([
      { field: "code", message: "is already used by another branch" },
    ]);
  });
});

describe("update, inactivate, delete", () => {
  it("replaces the branch; an omitted status stays; the audit keeps before and after", async () => {
    const branch = (await admin.post("/branches", validBranch({ status: "inactive" }))).body[
      "data"
    ];
    const input = validBranch({
      code: branch.code,
      name: `${branch.name} (baru)`,
      provinceId: "73",
      cityId: "73.71",
      address: undefined,
      latitude: null,
      longitude: null,
      timezone: undefined,
    });
    const updated = await admin.put(`/branches/${branch.id}`, input);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body["data"]).toMatchObject({
      name: `${branch.name} (baru)`,
      address: "",
      cityId: "73.71",
      latitude: null,
      timezone: "Asia/Makassar",
      timezoneLabel: "WITA",
      status: "inactive",
    });
    const reactivated = await admin.put(`/branches/${branch.id}`, { ...input, status: "active" });
    expect(reactivated.body["data"].status).toBe("active");
    const audit = await stack.owner.query(
      "SELECT action, before->>'status' AS was, after->>'status' AS now FROM audit_log WHERE entity_type = 'branch' AND entity_id = $1 ORDER BY id",
      [String(branch.id)],
    );
    expect(audit.rows).toEqual([
      { action: "branch.create", was: null, now: "inactive" },
      { action: "branch.update", was: "inactive", now: "inactive" },
      { action: "branch.update", was: "inactive", now: "active" },
    ]);
    expect((await admin.put("/branches/2147483000", input)).status).toBe(404);
  });

  it("deletes an unused branch, and refuses (409) one that employees or merchants use", async () => {
    const unused = (await admin.post("/branches", validBranch())).body["data"];
    expect(await admin.del(`/branches/${unused.id}`)).toEqual({
      status: 200,
      body: { data: { deleted: true } },
    });
    expect((await admin.get(`/branches/${unused.id}`)).status).toBe(404);
    expect((await admin.del(`/branches/${unused.id}`)).status).toBe(404);
    const audit = await stack.owner.query(
      "SELECT after FROM audit_log WHERE action = 'branch.delete' AND entity_id = $1",
      [String(unused.id)],
    );
    expect(audit.rows).toEqual([{ after: null }]);

    const used = (await admin.post("/branches", validBranch())).body["data"];
    await ownerAgent(stack, maju, used.id);
    await ownerAgent(stack, maju, used.id);
    await stack.owner.query(
      `INSERT INTO merchants (client_id, code, name, branch_id) VALUES ($1, $2, $3, $4)`,
      [maju, uniqueCode("M"), `Merchant ${uniqueCode("M")}`, used.id],
    );
    const refused = await admin.del(`/branches/${used.id}`);
    expect(refused).toEqual({
      status: 409,
      body: {
        message: `Branch ${used.code} is still used by 2 employees and 1 merchant. Set it to inactive instead.`,
      },
    });
    expect((await admin.get(`/branches/${used.id}`)).status).toBe(200);
  });
});

describe("permissions (SPEC §6)", () => {
  it("ops@maju.test (employee menus) reads branches for the employee form but cannot write", async () => {
    const branch = (await admin.post("/branches", validBranch())).body["data"];
    expect((await ops.get("/branches")).status).toBe(200);
    expect((await ops.get(`/branches/${branch.id}`)).body["data"].id).toBe(branch.id);
    const before = await countRows(stack, "branches", maju);
    for (const answer of [
      await ops.post("/branches", validBranch()),
      await ops.put(`/branches/${branch.id}`, validBranch()),
      await ops.del(`/branches/${branch.id}`),
    ]) {
      expect(answer).toEqual({ status: 403, body: { message: "Permission Denied" } });
    }
    expect(await countRows(stack, "branches", maju)).toBe(before);
  });

  it("without a session: 401", async () => {
    const response = await stack.app.inject({ url: "/api/main/v1/branches" });
    expect(response.statusCode).toBe(401);
  });
});
