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
  randomNik,
  randomPhone,
  restAs,
  uniqueCode,
  urlsFor,
  userWithMenus,
} from "./org-helpers.ts";

/**
 * /api/main/v1/partners (issue 5, SPEC §4 salary registration, SPEC §6 visibility): the
 * register, approval, visibility; and the GraphQL round trip of a partner's approval.
 */

let stack: TestStack;
let gateway: Gateway;
let adminToken: string;
let admin: Rest;
let ops: Rest;
let maju: number;
let branchId: number;
let adminName: string;

beforeAll(async () => {
  stack = await startStack();
  gateway = createGateway({ services: () => urlsFor(stack.baseUrl), graphiql: false });
  adminToken = (await login(stack.app, DEMO.majuAdmin)).token;
  admin = restAs(stack, adminToken);
  ops = restAs(stack, (await login(stack.app, DEMO.majuOps)).token);
  maju = await clientIdOf(stack, "PT Maju Jaya");
  branchId = await ownerBranch(stack, maju);
  adminName = (
    await stack.owner.query<{ fullname: string }>("SELECT fullname FROM users WHERE email = $1", [
      DEMO.majuAdmin.email,
    ])
  ).rows[0]!.fullname;
});
afterAll(() => stack.close());

const validPartner = (overrides: Record<string, unknown> = {}) => ({
  fullName: `Mitra ${uniqueCode("P")}`,
  nik: randomNik(),
  phoneNumber: `0${randomPhone()}`,
  email: "Mitra.Baru@Example.co.id",
  provinceId: "31",
  cityId: "31.74",
  ...overrides,
});

const createPartner = async (overrides: Record<string, unknown> = {}) => {
  const answer = await admin.post("/partners", validPartner(overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body["data"];
};

/** The partners' fields a form sends back, with the version read. */
const formOf = (partner: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({
  fullName: partner["fullName"],
  nik: partner["nik"],
  phoneNumber: partner["phoneNumber"],
  email: partner["email"],
  provinceId: partner["provinceId"],
  cityId: partner["cityId"],
  assignedAgentId: partner["assignedAgentId"],
  teamLeadId: partner["teamLeadId"],
  salaryRegistration: partner["salaryRegistration"],
  version: partner["version"],
  ...overrides,
});

describe("the register", () => {
  it("registers a partner waiting for approval, phone and email normalised, audited", async () => {
    const input = validPartner({ phoneNumber: "+62 812-3456-7890" });
    const answer = await admin.post("/partners", input);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const partner = answer.body["data"];
    expect(partner).toMatchObject({
      fullName: input.fullName,
      nik: input.nik,
      phoneNumber: "81234567890",
      email: "mitra.baru@example.co.id",
      cityName: "KOTA ADMINISTRASI JAKARTA SELATAN",
      approvalStatus: "waiting_for_approval",
      rejectionReason: null,
      salaryRegistration: "waiting_for_registration",
      decidedAt: null,
      version: 1,
    });
    expect((await admin.get(`/partners/${partner.id}`)).body["data"]).toEqual(partner);
    const audit = await stack.owner.query(
      "SELECT action FROM audit_log WHERE entity_type = 'partner' AND entity_id = $1",
      [String(partner.id)],
    );
    expect(audit.rows).toEqual([{ action: "partner.create" }]);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      "empty",
      { fullName: "", nik: null, phoneNumber: " ", email: null, provinceId: null, cityId: null },
      { fullName: "is required", nik: "is required", phoneNumber: "is required" },
    ],
    [
      "short NIK, landline, bad email",
      { nik: "317101010101010", phoneNumber: "0215551234", email: "budi@" },
      {
        nik: "must be 16 digits",
        phoneNumber: "must start with 8 followed by 7 to 12 digits",
        email: "is not a valid email address",
      },
    ],
    [
      "city without province, unknown salary registration",
      { provinceId: null, cityId: "31.71", salaryRegistration: "bpjs" },
      {
        provinceId: "is required with a city",
        salaryRegistration: "must be one of bpu, pu, waiting_for_registration",
      },
    ],
    [
      "unknown agent and team lead",
      { assignedAgentId: 2147483000, teamLeadId: 2147483000 },
      { assignedAgentId: "does not exist", teamLeadId: "does not exist" },
    ],
  ])("%s: 400 with every field, nothing written", async (_name, overrides, fields) => {
    const before = await countRows(stack, "partners", maju);
    expectFieldErrors(
      await admin.post("/partners", validPartner(overrides)),
      400,
      "Failed to Create Partner",
      fields,
    );
    expect(await countRows(stack, "partners", maju)).toBe(before);
  });

  it("the same NIK or phone number twice is 409 naming the field", async () => {
    const first = await createPartner();
    const before = await countRows(stack, "partners", maju);
    expectFieldErrors(
      await admin.post(
        "/partners",
        validPartner({ nik: first.nik, phoneNumber: `+62${first.phoneNumber}` }),
      ),
      409,
      "Failed to Create Partner",
      { nik: "is already registered", phoneNumber: "is already registered" },
    );
    expect(await countRows(stack, "partners", maju)).toBe(before);
  });

  it("updates the data and the salary registration; a stale version is 409", async () => {
    const partner = await createPartner();
    const agent = await ownerAgent(stack, maju, branchId, { fullName: "Budi Pendamping" });
    const updated = await admin.put(
      `/partners/${partner.id}`,
      formOf(partner, { salaryRegistration: "bpu", assignedAgentId: agent, email: null }),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body["data"]).toMatchObject({
      salaryRegistration: "bpu",
      assignedAgentId: agent,
      assignedAgentName: "Budi Pendamping",
      email: null,
      version: 2,
    });
    // An omitted salary registration stays.
    const again = await admin.put(
      `/partners/${partner.id}`,
      formOf(updated.body["data"], { salaryRegistration: undefined, fullName: "Nama Baru" }),
    );
    expect(again.body["data"]).toMatchObject({
      salaryRegistration: "bpu",
      fullName: "Nama Baru",
      version: 3,
    });

    const stale = await admin.put(
      `/partners/${partner.id}`,
      formOf(partner, { salaryRegistration: "pu" }),
    );
    expect(stale).toEqual({
      status: 409,
      body: { message: "This partner was changed by someone else. Reload it and try again." },
    });
    expect((await admin.get(`/partners/${partner.id}`)).body["data"].salaryRegistration).toBe(
      "bpu",
    );
  });

  it("an inactive agent cannot be newly assigned; team leads are approved partners without cycles", async () => {
    const inactiveAgent = await ownerAgent(stack, maju, branchId, { workerStatus: "inactive" });
    const waitingLead = await createPartner();
    expectFieldErrors(
      await admin.post(
        "/partners",
        validPartner({ assignedAgentId: inactiveAgent, teamLeadId: waitingLead.id }),
      ),
      400,
      "Failed to Create Partner",
      { assignedAgentId: "is not an active employee", teamLeadId: "must be an approved partner" },
    );

    const lead = await createPartner();
    await admin.post(`/partners/${lead.id}/approve`);
    const member = await createPartner({ teamLeadId: lead.id });
    expect(member.teamLeadName).toBe(lead.fullName);
    await admin.post(`/partners/${member.id}/approve`);
    const leadNow = (await admin.get(`/partners/${lead.id}`)).body["data"];
    expectFieldErrors(
      await admin.put(`/partners/${lead.id}`, formOf(leadNow, { teamLeadId: member.id })),
      400,
      "Failed to Update Partner",
      { teamLeadId: "is led by this partner (a cycle)" },
    );
    expectFieldErrors(
      await admin.put(`/partners/${lead.id}`, formOf(leadNow, { teamLeadId: lead.id })),
      400,
      "Failed to Update Partner",
      { teamLeadId: "cannot be the partner itself" },
    );
  });
});

describe("approval", () => {
  it("approves once: decidedAt and the decider recorded, audited; a second decision is 409", async () => {
    const partner = await createPartner();
    const approved = await admin.post(`/partners/${partner.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body["data"]).toMatchObject({
      approvalStatus: "approved",
      rejectionReason: null,
      decidedAt: expect.stringMatching(/Z$/),
      decidedByName: adminName,
      version: 2,
    });
    const again = await admin.post(`/partners/${partner.id}/approve`);
    expect(again).toEqual({
      status: 409,
      body: { message: `Partner ${partner.fullName} has already been approved.` },
    });
    const reject = await admin.post(`/partners/${partner.id}/reject`, { reason: "Terlambat" });
    expect(reject.status).toBe(409);
    const audit = await stack.owner.query(
      "SELECT action, before->>'approvalStatus' AS was, after->>'approvalStatus' AS now FROM audit_log WHERE entity_type = 'partner' AND entity_id = $1 ORDER BY id",
      [String(partner.id)],
    );
    expect(audit.rows).toEqual([
      { action: "partner.create", was: null, now: "waiting_for_approval" },
      { action: "partner.approve", was: "waiting_for_approval", now: "approved" },
    ]);
    const row = await stack.owner.query("SELECT decided_by FROM partners WHERE id = $1", [
      partner.id,
    ]);
    expect(row.rows[0].decided_by).toBeGreaterThan(0);
  });

  it("rejects with a reason (required, at most 500); without one nothing changes", async () => {
    const partner = await createPartner();
    for (const [body, message] of [
      [{}, "is required"],
      [{ reason: "   " }, "is required"],
      [{ reason: "x".repeat(501) }, "must be at most 500 characters"],
    ] as const) {
      expectFieldErrors(
        await admin.post(`/partners/${partner.id}/reject`, body),
        400,
        "Failed to Reject Partner",
        { reason: message },
      );
    }
    expect((await admin.get(`/partners/${partner.id}`)).body["data"].approvalStatus).toBe(
      "waiting_for_approval",
    );
    const rejected = await admin.post(`/partners/${partner.id}/reject`, {
      reason: " Dokumen KTP tidak terbaca ",
    });
    expect(rejected.body["data"]).toMatchObject({
      approvalStatus: "rejected",
      rejectionReason: "Dokumen KTP tidak terbaca",
    });
    expect((await admin.post(`/partners/${partner.id}/approve`)).status).toBe(409);
    expect((await admin.post("/partners/2147483000/approve")).status).toBe(404);
  });

  it("decides in bulk, all or nothing", async () => {
    const [a, b, c] = [await createPartner(), await createPartner(), await createPartner()];
    await admin.post(`/partners/${c.id}/approve`);
    const refused = await admin.post("/partners/reject", {
      ids: [a.id, b.id, c.id],
      reason: "Kuota penuh",
    });
    expect(refused).toEqual({
      status: 409,
      body: { message: `Partner ${c.fullName} has already been approved.` },
    });
    const statuses = async () =>
      (
        await stack.owner.query(
          "SELECT approval_status FROM partners WHERE id = ANY($1) ORDER BY id",
          [[a.id, b.id]],
        )
      ).rows.map((r) => r.approval_status);
    expect(await statuses()).toEqual(["waiting_for_approval", "waiting_for_approval"]);
    expectFieldErrors(
      await admin.post("/partners/reject", { ids: [a.id, b.id] }),
      400,
      "Failed to Reject Partners",
      { reason: "is required" },
    );
    const missing = await admin.post("/partners/approve", { ids: [a.id, 2147483000] });
    expect(missing).toEqual({ status: 404, body: { message: "Partners not found: 2147483000" } });
    const approved = await admin.post("/partners/approve", { ids: [b.id, a.id] });
    expect(
      approved.body["data"].map((p: { id: number; approvalStatus: string }) => [
        p.id,
        p.approvalStatus,
      ]),
    ).toEqual([
      [b.id, "approved"],
      [a.id, "approved"],
    ]);
    expect((await admin.post("/partners/approve", { ids: [] })).status).toBe(400);
  });

  it("filters the list by approval status and salary registration", async () => {
    const tag = uniqueCode("FLT");
    const waiting = await createPartner({ fullName: `${tag} one` });
    const decided = await createPartner({ fullName: `${tag} two`, salaryRegistration: "pu" });
    await admin.post(`/partners/${decided.id}/approve`);
    const ids = async (query: string) =>
      (await admin.get(`/partners?q=${tag}&${query}`)).body["data"].items.map(
        (p: { id: number }) => p.id,
      );
    expect(await ids("approvalStatus=waiting_for_approval")).toEqual([waiting.id]);
    expect(await ids("salaryRegistration=pu")).toEqual([decided.id]);
    expect(await ids("sort=fullName")).toEqual([waiting.id, decided.id]);
    // Search by NIK prefix and by phone typed with 0.
    const byNik = await admin.get(`/partners?q=${waiting.nik}`);
    expect(byNik.body["data"].items.map((p: { id: number }) => p.id)).toEqual([waiting.id]);
    const byPhone = await admin.get(`/partners?q=0${waiting.phoneNumber}`);
    expect(byPhone.body["data"].items.map((p: { id: number }) => p.id)).toEqual([waiting.id]);
  });
});

describe("visibility (SPEC §6)", () => {
  it("each option changes which partners every read shows", async () => {
    const tag = uniqueCode("VIS");
    // A city where the client has an active branch, one with only an inactive branch, one with none.
    const free = await stack.owner.query<{ id: string; province_id: string }>(
      `SELECT id, province_id FROM cities
       WHERE id NOT IN (SELECT city_id FROM branches WHERE city_id IS NOT NULL)
       ORDER BY id DESC LIMIT 3`,
    );
    const [working, closed, none] = free.rows as [
      { id: string; province_id: string },
      { id: string; province_id: string },
      { id: string; province_id: string },
    ];
    await ownerBranch(stack, maju, { cityId: working.id, provinceId: working.province_id });
    await ownerBranch(stack, maju, {
      cityId: closed.id,
      provinceId: closed.province_id,
      status: "inactive",
    });
    const agent = await ownerAgent(stack, maju, branchId);
    const place = (city: { id: string; province_id: string }) => ({
      cityId: city.id,
      provinceId: city.province_id,
    });
    const withAgent = await createPartner({
      fullName: `${tag} agent`,
      assignedAgentId: agent,
      ...place(none),
    });
    const inWorkingCity = await createPartner({ fullName: `${tag} working`, ...place(working) });
    const inClosedCity = await createPartner({ fullName: `${tag} closed`, ...place(closed) });
    const lead = await createPartner({ fullName: `${tag} lead`, provinceId: null, cityId: null });
    await admin.post(`/partners/${lead.id}/approve`);
    const member = await createPartner({
      fullName: `${tag} member`,
      teamLeadId: lead.id,
      ...place(none),
    });

    const visible = async () =>
      (await admin.get(`/partners?q=${tag}&sort=fullName`)).body["data"].items.map(
        (p: { fullName: string }) => p.fullName.slice(tag.length + 1),
      );
    const setVisibility = async (visibility: string) => {
      const answer = await admin.put("/partners/settings", { visibility });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body["data"]).toEqual({ visibility, updatedAt: expect.stringMatching(/Z$/) });
      expect((await admin.get("/partners/settings")).body["data"].visibility).toBe(visibility);
    };
    try {
      await setVisibility("all_registered_partners");
      expect(await visible()).toEqual(["agent", "closed", "lead", "member", "working"]);

      await setVisibility("by_assigned_agent");
      expect(await visible()).toEqual(["agent"]);
      // Hidden partners are hidden everywhere: detail and decisions are 404.
      expect((await admin.get(`/partners/${inWorkingCity.id}`)).status).toBe(404);
      expect((await admin.post(`/partners/${inWorkingCity.id}/approve`)).status).toBe(404);
      expect((await admin.get(`/partners/${withAgent.id}`)).status).toBe(200);

      await setVisibility("by_working_city");
      expect(await visible()).toEqual(["working"]);
      expect((await admin.get(`/partners/${inClosedCity.id}`)).status).toBe(404);

      await setVisibility("by_partner_team_lead");
      expect(await visible()).toEqual(["lead", "member"]);
      expect((await admin.get(`/partners/${member.id}`)).body["data"].teamLeadId).toBe(lead.id);

      const audit = await stack.owner.query(
        "SELECT after->>'visibility' AS v FROM audit_log WHERE action = 'partner_settings.update' ORDER BY id DESC LIMIT 1",
      );
      expect(audit.rows).toEqual([{ v: "by_partner_team_lead" }]);
      const unknown = await admin.put("/partners/settings", { visibility: "by_branch" });
      expect(unknown.status).toBe(400);
    } finally {
      await setVisibility("all_registered_partners");
    }
  });
});

describe("permissions (SPEC §6)", () => {
  it("ops@maju.test has no partner menu: 403 on every partner route", async () => {
    const partner = await createPartner();
    for (const answer of [
      await ops.get("/partners"),
      await ops.get(`/partners/${partner.id}`),
      await ops.post("/partners", validPartner()),
      await ops.put(`/partners/${partner.id}`, formOf(partner)),
      await ops.post(`/partners/${partner.id}/approve`),
      await ops.post(`/partners/${partner.id}/reject`, { reason: "x" }),
      await ops.post("/partners/approve", { ids: [partner.id] }),
      await ops.get("/partners/settings"),
      await ops.put("/partners/settings", { visibility: "by_assigned_agent" }),
    ]) {
      expect(answer).toEqual({ status: 403, body: { message: "Permission Denied" } });
    }
    expect((await admin.get(`/partners/${partner.id}`)).body["data"].approvalStatus).toBe(
      "waiting_for_approval",
    );
  });

  it("Partner Approval alone reads and decides, but cannot register, edit or change visibility", async () => {
    const approver = restAs(stack, await userWithMenus(stack, maju, ["partner-approval"]));
    const partner = await createPartner();
    expect((await approver.get("/partners?approvalStatus=waiting_for_approval")).status).toBe(200);
    expect(
      (await approver.post(`/partners/${partner.id}/approve`)).body["data"].approvalStatus,
    ).toBe("approved");
    for (const answer of [
      await approver.post("/partners", validPartner()),
      await approver.put(`/partners/${partner.id}`, formOf(partner)),
      await approver.put("/partners/settings", { visibility: "by_assigned_agent" }),
    ]) {
      expect(answer.status).toBe(403);
    }
    const database = restAs(stack, await userWithMenus(stack, maju, ["partner-database"]));
    const other = await createPartner();
    expect((await database.post(`/partners/${other.id}/approve`)).status).toBe(403);
    expect((await database.get(`/partners/${other.id}`)).status).toBe(200);
  });
});

describe("through the gateway", () => {
  it("registers, rejects with a reason and reads a partner; bad input is BAD_USER_INPUT with field errors", async () => {
    const gql = gqlAs(gateway, adminToken);
    const create = await gql(
      `mutation Create($input: PartnerInput!) {
         createPartner(input: $input) {
           id fullName phoneNumber approvalStatus salaryRegistration version
           city { id name province { id name } }
         }
       }`,
      { input: validPartner({ phoneNumber: "081398765432" }) },
    );
    expect(create.errors).toBeUndefined();
    const partner = create.data.createPartner;
    expect(partner).toMatchObject({
      phoneNumber: "81398765432",
      approvalStatus: "waiting_for_approval",
      salaryRegistration: "waiting_for_registration",
      version: 1,
      city: {
        id: "31.74",
        name: "KOTA ADMINISTRASI JAKARTA SELATAN",
        province: { id: "31", name: "DKI JAKARTA" },
      },
    });

    const bad = await gql(
      `mutation Bad($input: PartnerInput!) { createPartner(input: $input) { id } }`,
      { input: validPartner({ nik: "123", email: "nope" }) },
    );
    expect(bad.data).toBeNull();
    expect(bad.errors?.[0]).toMatchObject({
      message: "Failed to Create Partner",
      extensions: {
        code: "BAD_USER_INPUT",
        errors: [
          { field: "nik", message: "must be 16 digits" },
          { field: "email", message: "is not a valid email address" },
        ],
      },
    });

    const noReason = await gql(`mutation { rejectPartner(id: ${partner.id}, reason: "") { id } }`);
    expect(noReason.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      errors: [{ field: "reason", message: "is required" }],
    });
    const rejected = await gql(
      `mutation Reject($id: Int!) { rejectPartner(id: $id, reason: "NIK ganda") { approvalStatus rejectionReason decidedByName } }`,
      { id: partner.id },
    );
    expect(rejected.data.rejectPartner).toEqual({
      approvalStatus: "rejected",
      rejectionReason: "NIK ganda",
      decidedByName: adminName,
    });
    const twice = await gql(`mutation { approvePartner(id: ${partner.id}) { id } }`);
    expect(twice.errors?.[0]?.extensions?.["code"]).toBe("CONFLICT");

    const read = await gql(
      `query Read($id: Int!) {
         partner(id: $id) { id approvalStatus }
         partners(filter: { approvalStatus: "rejected", cityIds: ["31.74"] }, limit: 100) {
           totalItems items { id }
         }
         partnerSettings { visibility }
       }`,
      { id: partner.id },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.partner).toEqual({ id: partner.id, approvalStatus: "rejected" });
    expect(read.data.partners.items.map((p: { id: number }) => p.id)).toContain(partner.id);
    expect(read.data.partnerSettings.visibility).toBe("all_registered_partners");
    expect((await gql("{ partner(id: 2147483000) { id } }")).data.partner).toBeNull();

    const forbidden = await gqlAs(
      gateway,
      (await login(stack.app, DEMO.majuOps)).token,
    )("{ partners { totalItems } }");
    expect(forbidden.errors?.[0]).toMatchObject({
      message: "Permission Denied",
      extensions: { code: "FORBIDDEN" },
    });
  });
});
