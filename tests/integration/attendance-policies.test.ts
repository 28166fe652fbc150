import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { BETA_FLAGS, type Hcm, hcmAs as sharedHcmAs, turnFlagsOn } from "./hcm-helpers.ts";
import {
  type Answer,
  clientIdOf,
  countRows,
  expectFieldErrors,
  ownerAgent,
  ownerBranch,
} from "./org-helpers.ts";

/** /api/hcm/v1/attendance-policies (issue 13): one policy per employee, by branch or directly. */

let stack: TestStack;
let admin: Hcm;
let ops: Hcm;
let sentosa: Hcm;
let maju: number;
let sentosaId: number;
let locationId: number;

/** A caller of /api/hcm/v1 with this session (tests/integration/hcm-helpers.ts). */
const hcmAs = (token: string) => sharedHcmAs(stack, token);

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now()}-${counter++}`;

beforeAll(async () => {
  stack = await startStack();
  admin = hcmAs((await login(stack.app, DEMO.majuAdmin)).token);
  ops = hcmAs((await login(stack.app, DEMO.majuOps)).token);
  sentosa = hcmAs((await login(stack.app, DEMO.sentosaAdmin)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  sentosaId = await clientIdOf(stack, "PT Sentosa Abadi");
  // The flag-gated menus' routes answer Sentosa too (the demo opens them for Maju only).
  await turnFlagsOn(stack, "PT Sentosa Abadi", BETA_FLAGS);
  const made = await admin.post("/working-locations", {
    name: unique("Gudang"),
    latitude: -6.2,
    longitude: 106.8,
    radiusMeters: 100,
  });
  locationId = made.body["data"].id;
});
afterAll(() => stack.close());

const policy = (overrides: Record<string, unknown> = {}) => ({
  name: unique("Kebijakan"),
  verification: "selfie_verified",
  approvalMode: "auto",
  geofence: "reject",
  maxAccuracyMeters: 100,
  allowOffline: false,
  workingLocationIds: [locationId],
  ...overrides,
});

describe("create, read, update, delete", () => {
  it("creates a policy with its coverage, reads it back and audits it", async () => {
    const branch = await ownerBranch(stack, maju);
    const other = await ownerBranch(stack, maju);
    const agent = await ownerAgent(stack, maju, other, { fullName: "Siti Rahma" });
    const input = policy({
      branchIds: [branch],
      agentIds: [agent],
      approvalModes: { overtime: "manual" },
      allowOutsideRequest: true,
    });
    const created = await admin.post("/attendance-policies", input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const data = created.body["data"];
    expect(data).toMatchObject({
      id: expect.any(Number),
      name: input.name,
      verification: "selfie_verified",
      approvalMode: "auto",
      approvalModes: { checkIn: "auto", checkOut: "auto", overtime: "manual" },
      geofence: "reject",
      maxAccuracyMeters: 100,
      allowOffline: false,
      allowOutsideRequest: true,
      workingLocationIds: [locationId],
      branchIds: [branch],
      agentIds: [agent],
      agents: [{ id: agent, fullName: "Siti Rahma" }],
      version: 1,
    });
    expect((await admin.get(`/attendance-policies/${data.id}`)).body["data"]).toEqual(data);
    const audit = await stack.owner.query(
      "SELECT action, after FROM audit_log WHERE entity_type = 'attendance_policy' AND entity_id = $1",
      [String(data.id)],
    );
    expect(audit.rows).toEqual([{ action: "attendance_policy.create", after: data }]);
  });

  it("defaults: 100 m accuracy, offline and outside requests off, no coverage", async () => {
    const input = policy();
    delete (input as Record<string, unknown>)["maxAccuracyMeters"];
    delete (input as Record<string, unknown>)["allowOffline"];
    const created = await admin.post("/attendance-policies", input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body["data"]).toMatchObject({
      maxAccuracyMeters: 100,
      allowOffline: false,
      allowOutsideRequest: false,
      branchIds: [],
      agentIds: [],
    });
  });

  it.each([
    [{ verification: "face" }, "verification"],
    [{ approvalMode: "sometimes" }, "approvalMode"],
    [{ approvalModes: { checkIn: "later" } }, "approvalModes.checkIn"],
    [{ geofence: "ignore" }, "geofence"],
    [{ maxAccuracyMeters: 0 }, "maxAccuracyMeters"],
    [{ maxAccuracyMeters: 5001 }, "maxAccuracyMeters"],
    [{ maxAccuracyMeters: 12.5 }, "maxAccuracyMeters"],
    [{ allowOffline: "yes" }, "allowOffline"],
    [{ name: " " }, "name"],
    [{ workingLocationIds: undefined }, "workingLocationIds"],
    [{ workingLocationIds: [2_147_483_000] }, "workingLocationIds"],
    [{ branchIds: [2_147_483_000] }, "branchIds"],
    [{ agentIds: [2_147_483_000] }, "agentIds"],
    [{ agentIds: ["7"] }, "agentIds.0"],
  ])("%j is a 400 naming %s and changes nothing", async (overrides, field) => {
    const before = await countRows(stack, "attendance_policies", maju);
    const answer = await admin.post("/attendance-policies", policy(overrides));
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body["errors"].map((e: { field: string }) => e.field)).toContain(field);
    expect(await countRows(stack, "attendance_policies", maju)).toBe(before);
  });

  it("a duplicate name is a 409 at the name", async () => {
    const first = policy();
    expect((await admin.post("/attendance-policies", first)).status).toBe(201);
    expectFieldErrors(
      await admin.post("/attendance-policies", policy({ name: first.name.toLowerCase() })),
      409,
      "Failed to Create Attendance Policy",
      { name: "is already used by another attendance policy" },
    );
  });

  it("updates (version bumped, coverage replaced) and deletes, audited", async () => {
    const branch = await ownerBranch(stack, maju);
    const made = (await admin.post("/attendance-policies", policy({ branchIds: [branch] }))).body[
      "data"
    ];
    const changed = await admin.put(
      `/attendance-policies/${made.id}`,
      policy({ name: made.name, verification: "qr", approvalMode: "manual", branchIds: [] }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body["data"]).toMatchObject({
      verification: "qr",
      approvalModes: { checkIn: "manual", checkOut: "manual", overtime: "manual" },
      branchIds: [],
      version: 2,
    });
    // The branch is free again.
    expect((await admin.post("/attendance-policies", policy({ branchIds: [branch] }))).status).toBe(
      201,
    );
    expect((await admin.del(`/attendance-policies/${made.id}`)).status).toBe(200);
    expect((await admin.get(`/attendance-policies/${made.id}`)).status).toBe(404);
    const actions = await stack.owner.query(
      "SELECT action FROM audit_log WHERE entity_type = 'attendance_policy' AND entity_id = $1 ORDER BY id",
      [String(made.id)],
    );
    expect(actions.rows.map((r) => r.action)).toEqual([
      "attendance_policy.create",
      "attendance_policy.update",
      "attendance_policy.delete",
    ]);
  });

  it("lists by search and covered branch", async () => {
    const tag = unique("Daftar");
    const branch = await ownerBranch(stack, maju);
    await admin.post("/attendance-policies", policy({ name: `${tag} A`, branchIds: [branch] }));
    await admin.post("/attendance-policies", policy({ name: `${tag} B` }));
    const all = await admin.get(`/attendance-policies?q=${encodeURIComponent(tag)}&limit=1`);
    expect(all.body["data"].totalItems).toBe(2);
    expect(all.body["data"].items.map((p: { name: string }) => p.name)).toEqual([`${tag} A`]);
    const byBranch = await admin.get(`/attendance-policies?branchId=${branch}`);
    expect(byBranch.body["data"].items.map((p: { name: string }) => p.name)).toEqual([`${tag} A`]);
  });
});

describe("exactly one policy per employee", () => {
  async function covered(coverage: Record<string, unknown>) {
    const name = unique("Pertama");
    const answer = await admin.post("/attendance-policies", policy({ name, ...coverage }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return { id: answer.body["data"].id as number, name };
  }
  const refused = (answer: Answer, field: string, name: string) =>
    expectFieldErrors(answer, 409, "Failed to Create Attendance Policy", {
      [field]: `overlaps the coverage of attendance policy "${name}"`,
    });

  it("the same branch in two policies: 409 at branchIds naming the first", async () => {
    const branch = await ownerBranch(stack, maju);
    const first = await covered({ branchIds: [branch] });
    const before = await countRows(stack, "attendance_policies", maju);
    const answer = await admin.post("/attendance-policies", policy({ branchIds: [branch] }));
    refused(answer, "branchIds", first.name);
    expect(answer.body["detail"]).toEqual({
      conflictingPolicies: [{ id: first.id, name: first.name }],
    });
    expect(await countRows(stack, "attendance_policies", maju)).toBe(before);
  });

  it("the same employee named by two policies: 409 at agentIds", async () => {
    const agent = await ownerAgent(stack, maju, await ownerBranch(stack, maju));
    const first = await covered({ agentIds: [agent] });
    refused(
      await admin.post("/attendance-policies", policy({ agentIds: [agent] })),
      "agentIds",
      first.name,
    );
  });

  it("an employee named here whose branch the other covers: 409 at agentIds", async () => {
    const branch = await ownerBranch(stack, maju);
    const agent = await ownerAgent(stack, maju, branch);
    const first = await covered({ branchIds: [branch] });
    refused(
      await admin.post("/attendance-policies", policy({ agentIds: [agent] })),
      "agentIds",
      first.name,
    );
  });

  it("a branch here where the other names an employee: 409 at branchIds", async () => {
    const branch = await ownerBranch(stack, maju);
    const agent = await ownerAgent(stack, maju, branch);
    const first = await covered({ agentIds: [agent] });
    refused(
      await admin.post("/attendance-policies", policy({ branchIds: [branch] })),
      "branchIds",
      first.name,
    );
  });

  it("an update into another's coverage is refused too; one's own coverage is no conflict", async () => {
    const branch = await ownerBranch(stack, maju);
    const agent = await ownerAgent(stack, maju, branch);
    const first = await covered({ branchIds: [branch] });
    const second = await covered({});
    const answer = await admin.put(
      `/attendance-policies/${second.id}`,
      policy({ name: second.name, branchIds: [branch] }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body["errors"]).toEqual([
      { field: "branchIds", message: `overlaps the coverage of attendance policy "${first.name}"` },
    ]);
    const own = await admin.put(
      `/attendance-policies/${first.id}`,
      policy({ name: first.name, branchIds: [branch], agentIds: [agent] }),
    );
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it("different branches and employees do not conflict; for-agent answers the one policy", async () => {
    const branchA = await ownerBranch(stack, maju);
    const branchB = await ownerBranch(stack, maju);
    const atA = await ownerAgent(stack, maju, branchA);
    const atB = await ownerAgent(stack, maju, branchB);
    const loose = await ownerAgent(stack, maju, await ownerBranch(stack, maju));
    const byBranch = await covered({ branchIds: [branchA] });
    const direct = await covered({ agentIds: [atB] });
    expect((await admin.get(`/attendance-policies/for-agent/${atA}`)).body["data"]).toMatchObject({
      id: byBranch.id,
    });
    expect((await admin.get(`/attendance-policies/for-agent/${atB}`)).body["data"]).toMatchObject({
      id: direct.id,
    });
    expect((await admin.get(`/attendance-policies/for-agent/${loose}`)).body).toEqual({
      data: null,
    });
    expect((await admin.get("/attendance-policies/for-agent/2147483000")).status).toBe(404);
  });

  it("the overlap answer is in Indonesian for an Indonesian user", async () => {
    const branch = await ownerBranch(stack, sentosaId);
    const made = await sentosa.post("/working-locations", {
      name: unique("L"),
      latitude: 0,
      longitude: 0,
    });
    const first = unique("Pertama");
    const base = { ...policy(), workingLocationIds: [made.body["data"].id], branchIds: [branch] };
    expect((await sentosa.post("/attendance-policies", { ...base, name: first })).status).toBe(201);
    await stack.owner.query("UPDATE users SET language = 'id' WHERE email = $1", [
      DEMO.sentosaAdmin.email,
    ]);
    try {
      const answer = await sentosa.post("/attendance-policies", base);
      expect(answer.status).toBe(409);
      expect(answer.body["message"]).toBe("Gagal Membuat Kebijakan Kehadiran");
      expect(answer.body["errors"]).toEqual([
        { field: "branchIds", message: `bertumpuk dengan cakupan kebijakan kehadiran "${first}"` },
      ]);
    } finally {
      await stack.owner.query("UPDATE users SET language = 'en' WHERE email = $1", [
        DEMO.sentosaAdmin.email,
      ]);
    }
  });

  it("two concurrent policies for the same branch: exactly one wins", async () => {
    const branch = await ownerBranch(stack, maju);
    const answers = await Promise.all(
      [0, 1, 2].map(() => admin.post("/attendance-policies", policy({ branchIds: [branch] }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });
});

describe("access and tenancy", () => {
  it("without the settings menu: 403", async () => {
    expect((await ops.get("/attendance-policies")).status).toBe(403);
    expect((await ops.post("/attendance-policies", policy())).status).toBe(403);
  });

  it("another client's policy is 404; their location, branch or employee in the body is a 400 naming the field", async () => {
    const theirLocation = (
      await sentosa.post("/working-locations", { name: unique("L"), latitude: 1, longitude: 1 })
    ).body["data"].id;
    const theirs = (
      await sentosa.post("/attendance-policies", policy({ workingLocationIds: [theirLocation] }))
    ).body["data"];
    expect(theirs?.id).toEqual(expect.any(Number));
    expect((await admin.get(`/attendance-policies/${theirs.id}`)).status).toBe(404);
    expect((await admin.put(`/attendance-policies/${theirs.id}`, policy())).status).toBe(404);
    expect((await admin.del(`/attendance-policies/${theirs.id}`)).status).toBe(404);

    const theirBranch = await ownerBranch(stack, sentosaId);
    const theirAgent = await ownerAgent(stack, sentosaId, theirBranch);
    expect((await admin.get(`/attendance-policies/for-agent/${theirAgent}`)).status).toBe(404);
    const before = await countRows(stack, "attendance_policies", maju);
    expectFieldErrors(
      await admin.post(
        "/attendance-policies",
        policy({
          workingLocationIds: [theirLocation],
          branchIds: [theirBranch],
          agentIds: [theirAgent],
        }),
      ),
      400,
      "Failed to Create Attendance Policy",
      {
        workingLocationIds: `contains ids that do not exist: ${theirLocation}`,
        branchIds: `contains ids that do not exist: ${theirBranch}`,
        agentIds: `contains ids that do not exist: ${theirAgent}`,
      },
    );
    expect(await countRows(stack, "attendance_policies", maju)).toBe(before);
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

  it("creates, checks and lists locations and policies; overlap is CONFLICT naming the field", async () => {
    const branch = await ownerBranch(stack, maju);
    const name = unique("Gql lokasi");
    const created = await gql(
      DEMO.majuAdmin,
      `mutation ($input: WorkingLocationInput!) { createWorkingLocation(input: $input) { id name radiusMeters branchIds } }`,
      { input: { name, latitude: 0, longitude: 0, radiusMeters: 100, branchIds: [branch] } },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data.createWorkingLocation.id;
    expect(created.data.createWorkingLocation).toMatchObject({
      name,
      radiusMeters: 100,
      branchIds: [branch],
    });
    const check = await gql(
      DEMO.majuAdmin,
      "mutation ($id: Int!) { checkWorkingLocation(id: $id, latitude: 0.001, longitude: 0, accuracyMeters: 20) { distanceMeters result } }",
      { id },
    );
    expect(check.data.checkWorkingLocation).toEqual({
      distanceMeters: 111.19,
      result: "ambiguous",
    });
    const list = await gql(
      DEMO.majuAdmin,
      "query ($q: String) { workingLocations(q: $q) { totalItems items { id } } mapSettings { tileUrl } }",
      { q: name },
    );
    expect(list.data.workingLocations).toEqual({ totalItems: 1, items: [{ id }] });
    expect(list.data.mapSettings.tileUrl).toMatch(/\{z\}\/\{x\}\/\{y\}/);

    const input = {
      name: unique("Gql kebijakan"),
      verification: "code",
      approvalMode: "manual",
      geofence: "flag",
      workingLocationIds: [id],
      branchIds: [branch],
    };
    const CREATE = `mutation ($input: AttendancePolicyInput!) { createAttendancePolicy(input: $input) { id name approvalModes { checkIn } workingLocations { id name } } }`;
    const policyAnswer = await gql(DEMO.majuAdmin, CREATE, { input });
    expect(policyAnswer.errors).toBeUndefined();
    expect(policyAnswer.data.createAttendancePolicy).toMatchObject({
      approvalModes: { checkIn: "manual" },
      workingLocations: [{ id, name }],
    });
    const overlap = await gql(DEMO.majuAdmin, CREATE, {
      input: { ...input, name: unique("Lagi") },
    });
    expect(overlap.errors?.[0].extensions).toMatchObject({
      code: "CONFLICT",
      errors: [
        {
          field: "branchIds",
          message: `overlaps the coverage of attendance policy "${input.name}"`,
        },
      ],
    });
    const denied = await gql(DEMO.majuOps, "{ attendancePolicies { totalItems } }");
    expect(denied.errors?.[0].extensions?.["code"]).toBe("FORBIDDEN");
    const missing = await gql(
      DEMO.majuAdmin,
      "{ workingLocation(id: 2147483000) { id } attendancePolicy(id: 2147483000) { id } }",
    );
    expect(missing.data).toEqual({ workingLocation: null, attendancePolicy: null });
  });
});
