import { randomBytes } from "node:crypto";
import { parse as parseCsv } from "csv-parse/sync";
import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AGENT_SUMMARY_FIELDS,
  PAYROLL_GROUP_MESSAGE,
  todayInJakarta,
} from "../../domain/workforce/agent.ts";
import {
  XLSX_BUSY_MESSAGE,
  XLSX_EXPORTS_AT_ONCE,
  xlsxExportSlots,
} from "../../services/main/agents/export.ts";
import { STALE_VERSION_MESSAGE } from "../../services/main/agents/routes.ts";
import { testNik } from "../support/nik.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { whileLocked } from "./org-helpers.ts";

/**
 * Employees ("agents", issue 5) over REST and the gateway: create, read, update, terminate,
 * bulk status, list (search, filters, sort, paging), export, timeline, every validation
 * error, uniqueness of NIK and phone, optimistic concurrency and permissions.
 */

let stack: TestStack;
let adminToken: string;
let opsToken: string;
let sentosaToken: string;
let majuClientId: number;
let branchId: number;
let otherBranchId: number;
let inactiveBranchId: number;
let projectId: number;
let inactiveProjectId: number;
let sentosaBranchId: number;

const API = "/api/main/v1";
type Json = Record<string, unknown>;
type Answer = { status: number; body: Json & { data?: unknown } };

async function call(
  method: string,
  url: string,
  token: string,
  payload?: unknown,
): Promise<Answer> {
  const response = await stack.app.inject({
    method: method as "GET",
    url: `${API}${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
  return { status: response.statusCode, body: response.body ? response.json() : {} };
}

let serial = 0;
/** A NIK and phone no other test (nor the demo data: see testNik) uses. */
function uniqueIds() {
  serial += 1;
  const tail = `${randomBytes(3).readUIntBE(0, 3) % 100_000}`.padStart(5, "0");
  const n = `${serial}`.padStart(4, "0");
  return { nik: testNik(Number(`${n}${tail}`.slice(-8))), phoneNumber: `0899${n}${tail}` };
}

function validInput(overrides: Json = {}): Json {
  return {
    fullName: "Budi Santoso",
    ...uniqueIds(),
    email: "budi.santoso@example.co.id",
    birthDate: "1995-04-12",
    gender: "male",
    joinDate: "2024-01-02",
    contractType: "pkwt",
    branchId,
    ...overrides,
  };
}

const agentCount = async () =>
  Number(
    (
      await stack.owner.query<{ n: string }>(
        "SELECT count(*) AS n FROM agents WHERE client_id = $1",
        [majuClientId],
      )
    ).rows[0]!.n,
  );
const auditRows = async (agentId: number) =>
  (
    await stack.owner.query<{ action: string; before: Json | null; after: Json | null }>(
      `SELECT action, before, after FROM audit_log
       WHERE entity_type = 'agent' AND entity_id = $1 ORDER BY id`,
      [String(agentId)],
    )
  ).rows;

async function createAgent(overrides: Json = {}, token = adminToken): Promise<Json> {
  const answer = await call("POST", "/agents", token, validInput(overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Json;
}

beforeAll(async () => {
  stack = await startStack();
  const admin = await login(stack.app, DEMO.majuAdmin);
  adminToken = admin.token;
  majuClientId = admin.user.client_id;
  opsToken = (await login(stack.app, DEMO.majuOps)).token;
  const sentosa = await login(stack.app, DEMO.sentosaAdmin);
  sentosaToken = sentosa.token;
  const branch = (clientId: number, code: string, status = "active") =>
    stack.owner
      .query<{ id: number }>(
        `INSERT INTO branches (client_id, code, name, status) VALUES ($1, $2, $3, $4) RETURNING id`,
        [clientId, code, `Agents Test ${code}`, status],
      )
      .then((r) => r.rows[0]!.id);
  branchId = await branch(majuClientId, "AGT-T1");
  otherBranchId = await branch(majuClientId, "AGT-T2");
  inactiveBranchId = await branch(majuClientId, "AGT-T3", "inactive");
  sentosaBranchId = await branch(sentosa.user.client_id, "AGT-S1");
  const project = (code: string, status = "active") =>
    stack.owner
      .query<{ id: number }>(
        `INSERT INTO projects (client_id, code, name, start_date, status)
         VALUES ($1, $2, $3, '2024-01-01', $4) RETURNING id`,
        [majuClientId, code, `Agents Test ${code}`, status],
      )
      .then((r) => r.rows[0]!.id);
  projectId = await project("AGT-P1");
  inactiveProjectId = await project("AGT-P2", "inactive");
  // This file's own additional data; whatever the demo data defines is set aside.
  await stack.owner.query("UPDATE agent_fields SET status = 'archived' WHERE client_id = $1", [
    majuClientId,
  ]);
  await stack.owner.query(
    `INSERT INTO agent_fields (client_id, key, label, type, required, options, position) VALUES
       ($1, 'test_size', 'Test size', 'single_select', false, '[{"label":"M","value":"m"},{"label":"L","value":"l"}]', 1),
       ($1, 'test_skills', 'Test skills', 'multi_select', false, '[{"label":"Driving","value":"driving"},{"label":"Sales","value":"sales"}]', 2),
       ($1, 'test_height', 'Test height', 'number', false, '[]', 3),
       ($1, 'test_expiry', 'Test expiry', 'date', false, '[]', 4)`,
    [majuClientId],
  );
});
afterAll(() => stack?.close());

describe("create and read", () => {
  it("creates an agent (201) with normalised values, audited, and reads it back", async () => {
    const input = validInput({
      fullName: "  Siti Rahayu ",
      phoneNumber: "+62 812-7000-0001",
      email: "Siti.Rahayu@Example.CO.ID",
      projectId,
      paymentMethod: "bank_transfer",
      accountName: "Siti Rahayu",
      accountNumber: "1234-5678-90",
      bankName: "BCA",
      domicileProvinceId: "31",
      domicileCityId: "31.71",
      ptkpStatus: "K/1",
      npwp: "12.345.678.9-012.345",
      customData: {
        test_size: "m",
        test_skills: ["sales"],
        test_height: "170",
        test_expiry: "2027-01-31",
      },
    });
    const answer = await call("POST", "/agents", adminToken, input);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const agent = answer.body.data as Json;
    expect(agent).toMatchObject({
      id: expect.any(Number),
      fullName: "Siti Rahayu",
      phoneNumber: "81270000001",
      email: "siti.rahayu@example.co.id",
      branchId,
      branch: { id: branchId, name: "Agents Test AGT-T1" },
      project: { id: projectId, name: "Agents Test AGT-P1" },
      accountNumber: "1234567890",
      npwp: "123456789012345",
      domicileProvince: { id: "31", name: expect.any(String) },
      domicileCity: { id: "31.71", name: expect.any(String) },
      contractStatus: "no_contract_logged",
      workerStatus: "active",
      payrollGroupId: null,
      customData: {
        test_size: "m",
        test_skills: ["sales"],
        test_height: 170,
        test_expiry: "2027-01-31",
      },
      version: 1,
    });
    const read = await call("GET", `/agents/${agent["id"]}`, adminToken);
    expect(read).toEqual({ status: 200, body: { data: agent } });
    const audits = await auditRows(agent["id"] as number);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: "agent.create",
      before: null,
      after: { fullName: "Siti Rahayu", phoneNumber: "81270000001", "customData.test_size": "m" },
    });
  });

  it("answers 404 for an unknown id", async () => {
    expect(await call("GET", "/agents/2147483647", adminToken)).toEqual({
      status: 404,
      body: { message: "Agent not found" },
    });
  });
});

describe("validation (every problem at once, nothing written)", () => {
  const today = todayInJakarta();
  const year = Number(today.slice(0, 4));
  const cases: [string, () => Json, string, string][] = [
    ["no full name", () => ({ fullName: "  " }), "fullName", "Full name is required"],
    [
      "a 121-character name",
      () => ({ fullName: "x".repeat(121) }),
      "fullName",
      "Full name must be at most 120 characters",
    ],
    ["a 15-digit NIK", () => ({ nik: "317101234567890" }), "nik", "NIK must be exactly 16 digits"],
    [
      "a landline",
      () => ({ phoneNumber: "021-5551234" }),
      "phoneNumber",
      "Phone number must start with 8 followed by 7 to 12 digits",
    ],
    [
      "a bad email",
      () => ({ email: "budi@@example" }),
      "email",
      "Email is not a valid email address",
    ],
    [
      "a birth date in the future",
      () => ({ birthDate: `${year + 1}-01-01` }),
      "birthDate",
      "Birth date cannot be in the future",
    ],
    [
      "a worker under 15",
      () => ({ birthDate: `${year - 14}-01-01`, joinDate: today }),
      "birthDate",
      "The employee must be at least 15 years old",
    ],
    [
      "an impossible join date",
      () => ({ joinDate: "2024-02-30" }),
      "joinDate",
      "Join date must be a valid date (yyyy-MM-dd)",
    ],
    [
      "a year-0000 join date (PostgreSQL has no year 0)",
      () => ({ joinDate: "0000-06-01" }),
      "joinDate",
      "Join date must be a valid date (yyyy-MM-dd)",
    ],
    [
      "a year-0000 birth date",
      () => ({ birthDate: "0000-01-01" }),
      "birthDate",
      "Birth date must be a valid date (yyyy-MM-dd)",
    ],
    [
      "a join date after 2999",
      () => ({ joinDate: "3000-01-01" }),
      "joinDate",
      "Join date must be a valid date (yyyy-MM-dd)",
    ],
    [
      "an unknown contract type",
      () => ({ contractType: "freelance" }),
      "contractType",
      "Contract type must be one of pkwt, kemitraan, daily_worker, event_worker, pkwtt",
    ],
    ["an unknown branch", () => ({ branchId: 2147483000 }), "branchId", "Branch not found"],
    [
      "another client's branch",
      () => ({ branchId: sentosaBranchId }),
      "branchId",
      "Branch not found",
    ],
    [
      "an inactive branch",
      () => ({ branchId: inactiveBranchId }),
      "branchId",
      "Branch is inactive",
    ],
    ["an unknown project", () => ({ projectId: 2147483000 }), "projectId", "Project not found"],
    [
      "an inactive project",
      () => ({ projectId: inactiveProjectId }),
      "projectId",
      "Project is inactive",
    ],
    [
      "a payroll group (SPEC §8)",
      () => ({ payrollGroupId: 1 }),
      "payrollGroupId",
      PAYROLL_GROUP_MESSAGE,
    ],
    [
      "a bank transfer without account",
      () => ({ paymentMethod: "bank_transfer", accountName: "Budi", bankName: "BCA" }),
      "accountNumber",
      "Account number is required for a bank transfer",
    ],
    [
      "an account number with letters",
      () => ({ accountNumber: "12AB5678" }),
      "accountNumber",
      "Account number must be 5 to 20 digits",
    ],
    [
      "an e-wallet without its phone",
      () => ({ paymentMethod: "e_wallet", eWallet: "ovo" }),
      "walletPhoneNumber",
      "Phone number is required for an e-wallet payment",
    ],
    [
      "an unknown e-wallet",
      () => ({ eWallet: "paypal" }),
      "eWallet",
      "E-wallet must be one of gopay, ovo, dana, shopeepay, linkaja",
    ],
    [
      "an unknown province",
      () => ({ domicileProvinceId: "99" }),
      "domicileProvinceId",
      "Province not found",
    ],
    [
      "a city outside the province",
      () => ({ domicileProvinceId: "32", domicileCityId: "31.71" }),
      "domicileCityId",
      "City is not in the chosen province",
    ],
    [
      "an unknown city",
      () => ({ domicileProvinceId: "31", domicileCityId: "31.99" }),
      "domicileCityId",
      "City not found",
    ],
    [
      "a PTKP status outside TK/0..K/3",
      () => ({ ptkpStatus: "K/4" }),
      "ptkpStatus",
      "PTKP status must be one of TK/0, TK/1, TK/2, TK/3, K/0, K/1, K/2, K/3",
    ],
    ["a 14-digit NPWP", () => ({ npwp: "12345678901234" }), "npwp", "NPWP must be 15 or 16 digits"],
    [
      "an unknown vaccine status",
      () => ({ vaccineStatus: "third_dose" }),
      "vaccineStatus",
      "Vaccine status must be one of not_vaccinated, first_dose, second_dose, booster",
    ],
    [
      "a selfie on another host (SPEC §5)",
      () => ({ selfieUrl: "https://evil.example.com/a.png" }),
      "selfieUrl",
      "Selfie must be a file uploaded to the file service",
    ],
    [
      "a custom value outside the options",
      () => ({ customData: { test_size: "xl" } }),
      "customData.test_size",
      "Test size must be one of its options",
    ],
    [
      "a custom number that is not one",
      () => ({ customData: { test_height: "tall" } }),
      "customData.test_height",
      "Test height must be a number",
    ],
    [
      "a custom date not ISO",
      () => ({ customData: { test_expiry: "31-01-2027" } }),
      "customData.test_expiry",
      "Test expiry must be a date (yyyy-MM-dd)",
    ],
    [
      "a custom date in year 0000",
      () => ({ customData: { test_expiry: "0000-01-31" } }),
      "customData.test_expiry",
      "Test expiry must be a date (yyyy-MM-dd)",
    ],
    [
      "an unknown custom key",
      () => ({ customData: { blood_type: "O" } }),
      "customData.blood_type",
      "Unknown additional data field",
    ],
  ];

  it.each(cases)("refuses %s", async (_name, change, field, message) => {
    const before = await agentCount();
    const answer = await call("POST", "/agents", adminToken, validInput(change()));
    expect(answer).toEqual({
      status: 400,
      body: { message: "Failed to Create Agent", errors: [{ field, message }] },
    });
    expect(await agentCount()).toBe(before);
  });

  it("lists every problem of one form together", async () => {
    const answer = await call("POST", "/agents", adminToken, {
      fullName: "",
      nik: "12",
      phoneNumber: "12",
      joinDate: "x",
      contractType: "x",
      branchId: inactiveBranchId,
    });
    expect(answer.status).toBe(400);
    expect((answer.body["errors"] as { field: string }[]).map((e) => e.field)).toEqual([
      "fullName",
      "nik",
      "phoneNumber",
      "joinDate",
      "contractType",
      "branchId",
    ]);
  });

  it("refuses a wrong shape by JSON schema, naming the field", async () => {
    const answer = await call(
      "POST",
      "/agents",
      adminToken,
      validInput({ branchId: "one", salary: 1 }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body["errors"]).toEqual(
      expect.arrayContaining([{ field: "salary", message: "is not an allowed field" }]),
    );
  });

  it("requires a required additional field", async () => {
    await stack.owner.query(
      `INSERT INTO agent_fields (client_id, key, label, type, required) VALUES ($1, 'test_required', 'Test required', 'text', true)`,
      [majuClientId],
    );
    try {
      const answer = await call("POST", "/agents", adminToken, validInput());
      expect(answer).toEqual({
        status: 400,
        body: {
          message: "Failed to Create Agent",
          errors: [{ field: "customData.test_required", message: "Test required is required" }],
        },
      });
    } finally {
      await stack.owner.query(
        "DELETE FROM agent_fields WHERE client_id = $1 AND key = 'test_required'",
        [majuClientId],
      );
    }
  });
});

describe("NIK and phone are unique per client (409)", () => {
  it("refuses the same NIK twice", async () => {
    const first = await createAgent();
    const before = await agentCount();
    const answer = await call("POST", "/agents", adminToken, validInput({ nik: first["nik"] }));
    expect(answer).toEqual({
      status: 409,
      body: {
        message: "Failed to Create Agent",
        errors: [{ field: "nik", message: "NIK is already registered to another employee" }],
      },
    });
    expect(await agentCount()).toBe(before);
  });

  it("refuses the same phone typed another way", async () => {
    const first = await createAgent();
    const answer = await call(
      "POST",
      "/agents",
      adminToken,
      validInput({ phoneNumber: `+62 ${first["phoneNumber"]}` }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body["errors"]).toEqual([
      { field: "phoneNumber", message: "Phone number is already registered to another employee" },
    ]);
  });

  it("lets another client use the same NIK and phone", async () => {
    const first = await createAgent();
    const answer = await call("POST", "/agents", sentosaToken, {
      ...validInput({ nik: first["nik"], phoneNumber: `0${first["phoneNumber"]}` }),
      branchId: sentosaBranchId,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it("answers 409, not 500, when two creates race for one NIK", async () => {
    const input = validInput();
    const answers = await Promise.all([
      call("POST", "/agents", adminToken, input),
      call("POST", "/agents", adminToken, { ...input, phoneNumber: uniqueIds().phoneNumber }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body["errors"]).toEqual([
      { field: "nik", message: "NIK is already registered to another employee" },
    ]);
  });

  it("refuses an update onto another agent's NIK", async () => {
    const a = await createAgent();
    const b = await createAgent();
    const answer = await call("PUT", `/agents/${b["id"]}`, adminToken, {
      ...validInput({ nik: a["nik"], phoneNumber: b["phoneNumber"] }),
      version: b["version"],
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: "Failed to Update Agent" });
  });
});

describe("update", () => {
  it("replaces the data, bumps the version and audits only the changed fields", async () => {
    const agent = await createAgent({ customData: { test_size: "m" } });
    const input = validInput({
      nik: agent["nik"],
      phoneNumber: agent["phoneNumber"],
      fullName: "Budi Santoso Wijaya",
      branchId: otherBranchId,
      contractStatus: "signed",
      customData: { test_size: "l" },
    });
    const answer = await call("PUT", `/agents/${agent["id"]}`, adminToken, {
      ...input,
      version: 1,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      fullName: "Budi Santoso Wijaya",
      branchId: otherBranchId,
      contractStatus: "signed",
      customData: { test_size: "l" },
      version: 2,
    });
    const audits = await auditRows(agent["id"] as number);
    expect(audits.at(-1)).toEqual({
      action: "agent.update",
      before: {
        fullName: "Budi Santoso",
        branchId,
        contractStatus: "no_contract_logged",
        "customData.test_size": "m",
      },
      after: {
        fullName: "Budi Santoso Wijaya",
        branchId: otherBranchId,
        contractStatus: "signed",
        "customData.test_size": "l",
      },
    });
  });

  it("refuses a stale version with 409 and changes nothing", async () => {
    const agent = await createAgent();
    const first = await call("PUT", `/agents/${agent["id"]}`, adminToken, {
      ...validInput({
        nik: agent["nik"],
        phoneNumber: agent["phoneNumber"],
        fullName: "First Edit",
      }),
      version: 1,
    });
    expect(first.status).toBe(200);
    const stale = await call("PUT", `/agents/${agent["id"]}`, adminToken, {
      ...validInput({
        nik: agent["nik"],
        phoneNumber: agent["phoneNumber"],
        fullName: "Second Edit",
      }),
      version: 1,
    });
    expect(stale).toEqual({ status: 409, body: { message: STALE_VERSION_MESSAGE } });
    const read = await call("GET", `/agents/${agent["id"]}`, adminToken);
    expect(read.body.data).toMatchObject({ fullName: "First Edit", version: 2 });
  });

  it("keeps the version and writes no audit when nothing changed", async () => {
    const agent = await createAgent();
    const answer = await call("PUT", `/agents/${agent["id"]}`, adminToken, {
      ...validInput({ nik: agent["nik"], phoneNumber: `0${agent["phoneNumber"]}` }),
      version: 1,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ version: 1 });
    expect(await auditRows(agent["id"] as number)).toHaveLength(1);
  });

  it("answers Failed to Update Agent with the field errors", async () => {
    const agent = await createAgent();
    const answer = await call("PUT", `/agents/${agent["id"]}`, adminToken, {
      ...validInput({ nik: "1", phoneNumber: agent["phoneNumber"] }),
      version: 1,
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        message: "Failed to Update Agent",
        errors: [{ field: "nik", message: "NIK must be exactly 16 digits" }],
      },
    });
  });

  it("keeps an archived field's value and lets an agent stay in a branch inactivated since", async () => {
    const agent = await createAgent({ branchId: otherBranchId, customData: { test_height: 180 } });
    await stack.owner.query(
      "UPDATE agent_fields SET status = 'archived' WHERE client_id = $1 AND key = 'test_height'",
      [majuClientId],
    );
    await stack.owner.query("UPDATE branches SET status = 'inactive' WHERE id = $1", [
      otherBranchId,
    ]);
    try {
      const answer = await call("PUT", `/agents/${agent["id"]}`, adminToken, {
        ...validInput({
          nik: agent["nik"],
          phoneNumber: agent["phoneNumber"],
          branchId: otherBranchId,
          fullName: "Renamed",
          customData: { test_height: 999 },
        }),
        version: 1,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject({
        fullName: "Renamed",
        customData: { test_height: 180 },
      });
    } finally {
      await stack.owner.query(
        "UPDATE agent_fields SET status = 'active' WHERE client_id = $1 AND key = 'test_height'",
        [majuClientId],
      );
      await stack.owner.query("UPDATE branches SET status = 'active' WHERE id = $1", [
        otherBranchId,
      ]);
    }
  });

  it("an agent edit and a field edit removing the option it saves never both succeed", async () => {
    const agent = await createAgent();
    const field = (
      await stack.owner.query<{ id: number }>(
        "SELECT id FROM agent_fields WHERE client_id = $1 AND key = 'test_size'",
        [majuClientId],
      )
    ).rows[0]!.id;
    try {
      const { result, waited } = await whileLocked(
        stack,
        async (other) => {
          // What PUT /agent-fields/:id does: lock the field, find "l" unused, drop it.
          await other.query("SELECT 1 FROM agent_fields WHERE id = $1 FOR UPDATE", [field]);
          await other.query(
            `UPDATE agent_fields SET options = '[{"label":"M","value":"m"}]' WHERE id = $1`,
            [field],
          );
        },
        () =>
          call(
            "PUT",
            `/agents/${agent["id"]}`,
            adminToken,
            validInput({
              nik: agent["nik"],
              phoneNumber: agent["phoneNumber"],
              version: 1,
              customData: { test_size: "l" },
            }),
          ),
      );
      // The agent edit waited for the field edit's commit instead of saving "l" meanwhile.
      expect(waited).toBe(true);
      expect(result).toEqual({
        status: 400,
        body: {
          message: "Failed to Update Agent",
          errors: [
            { field: "customData.test_size", message: "Test size must be one of its options" },
          ],
        },
      });
    } finally {
      await stack.owner.query(
        `UPDATE agent_fields SET options = '[{"label":"M","value":"m"},{"label":"L","value":"l"}]' WHERE id = $1`,
        [field],
      );
    }
  });

  it("answers 404 for an unknown id", async () => {
    const answer = await call("PUT", "/agents/2147483647", adminToken, {
      ...validInput(),
      version: 1,
    });
    expect(answer).toEqual({ status: 404, body: { message: "Agent not found" } });
  });
});

describe("terminate (SPEC §9)", () => {
  it("sets the worker status inactive with reason, date and note, audited", async () => {
    const agent = await createAgent();
    const answer = await call("POST", `/agents/${agent["id"]}/terminate`, adminToken, {
      version: 1,
      reason: "resign_get_new_job",
      date: "2025-01-31",
      note: "Moved to Surabaya",
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      workerStatus: "inactive",
      terminationReason: "resign_get_new_job",
      terminationDate: "2025-01-31",
      terminationNote: "Moved to Surabaya",
      version: 2,
    });
    expect((await auditRows(agent["id"] as number)).at(-1)).toEqual({
      action: "agent.terminate",
      before: {
        workerStatus: "active",
        terminationReason: null,
        terminationDate: null,
        terminationNote: null,
      },
      after: {
        workerStatus: "inactive",
        terminationReason: "resign_get_new_job",
        terminationDate: "2025-01-31",
        terminationNote: "Moved to Surabaya",
      },
    });
    const again = await call("POST", `/agents/${agent["id"]}/terminate`, adminToken, {
      version: 2,
      reason: "OTHERS",
      date: "2025-01-31",
    });
    expect(again).toEqual({
      status: 409,
      body: { message: "This employee is already terminated" },
    });
  });

  it.each([
    ["an unknown reason", { reason: "fired" }, "reason"],
    ["a future date", { date: "2999-01-01" }, "date"],
    ["a date before joining", { date: "2023-12-31" }, "date"],
    ["no date", { date: null }, "date"],
  ])("refuses %s and changes nothing", async (_name, change, field) => {
    const agent = await createAgent();
    const answer = await call("POST", `/agents/${agent["id"]}/terminate`, adminToken, {
      version: 1,
      reason: "OTHERS",
      date: "2025-01-31",
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: "Failed to Terminate Agent" });
    expect((answer.body["errors"] as { field: string }[]).map((e) => e.field)).toEqual([field]);
    const read = await call("GET", `/agents/${agent["id"]}`, adminToken);
    expect(read.body.data).toMatchObject({ workerStatus: "active", version: 1 });
  });

  it("refuses a stale version", async () => {
    const agent = await createAgent();
    const answer = await call("POST", `/agents/${agent["id"]}/terminate`, adminToken, {
      version: 7,
      reason: "OTHERS",
      date: "2025-01-31",
    });
    expect(answer).toEqual({ status: 409, body: { message: STALE_VERSION_MESSAGE } });
  });
});

describe("bulk activate / inactivate", () => {
  it("inactivates and re-activates, audits each change, skips agents already there", async () => {
    const a = await createAgent();
    const b = await createAgent();
    const inactivated = await call("POST", "/agents/status", adminToken, {
      ids: [a["id"], b["id"]],
      status: "inactive",
    });
    expect(inactivated).toEqual({
      status: 200,
      body: { data: { count: 2, ids: [a["id"], b["id"]] } },
    });
    const again = await call("POST", "/agents/status", adminToken, {
      ids: [a["id"]],
      status: "inactive",
    });
    expect(again.body.data).toEqual({ count: 0, ids: [] });
    expect((await auditRows(a["id"] as number)).at(-1)).toEqual({
      action: "agent.inactivate",
      before: { workerStatus: "active" },
      after: { workerStatus: "inactive" },
    });
    const activated = await call("POST", "/agents/status", adminToken, {
      ids: [b["id"]],
      status: "active",
    });
    expect(activated.body.data).toEqual({ count: 1, ids: [b["id"]] });
    const read = await call("GET", `/agents/${b["id"]}`, adminToken);
    expect(read.body.data).toMatchObject({ workerStatus: "active", version: 3 });
  });

  it("re-activating a terminated agent (a rehire) clears the termination; the audit keeps it", async () => {
    const agent = await createAgent();
    await call("POST", `/agents/${agent["id"]}/terminate`, adminToken, {
      version: 1,
      reason: "finished_end_of_contract",
      date: "2025-01-31",
    });
    const answer = await call("POST", "/agents/status", adminToken, {
      ids: [agent["id"]],
      status: "active",
    });
    expect(answer.body.data).toEqual({ count: 1, ids: [agent["id"]] });
    const read = await call("GET", `/agents/${agent["id"]}`, adminToken);
    expect(read.body.data).toMatchObject({
      workerStatus: "active",
      terminationReason: null,
      terminationDate: null,
    });
    expect((await auditRows(agent["id"] as number)).at(-1)).toEqual({
      action: "agent.activate",
      before: {
        workerStatus: "inactive",
        terminationReason: "finished_end_of_contract",
        terminationDate: "2025-01-31",
      },
      after: { workerStatus: "active", terminationReason: null, terminationDate: null },
    });
  });

  it("is all or nothing: an unknown id is 404 and no agent changes", async () => {
    const agent = await createAgent();
    const answer = await call("POST", "/agents/status", adminToken, {
      ids: [agent["id"], 2147483600],
      status: "inactive",
    });
    expect(answer).toEqual({ status: 404, body: { message: "Agent not found: 2147483600" } });
    const read = await call("GET", `/agents/${agent["id"]}`, adminToken);
    expect(read.body.data).toMatchObject({ workerStatus: "active", version: 1 });
  });

  it.each([
    ["no ids", { ids: [], status: "inactive" }],
    ["a repeated id", { ids: [1, 1], status: "inactive" }],
    ["an unknown status", { ids: [1], status: "terminated" }],
  ])("refuses %s", async (_name, body) => {
    expect((await call("POST", "/agents/status", adminToken, body)).status).toBe(400);
  });
});

describe("list", () => {
  let people: Json[];
  const marker = `Zq${randomBytes(2).toString("hex")}`;

  beforeAll(async () => {
    people = [];
    const specs: Json[] = [
      {
        fullName: `${marker} Andi Wijaya`,
        contractType: "pkwt",
        joinDate: "2024-03-01",
        customData: { test_skills: ["driving"] },
      },
      {
        fullName: `${marker} Dewi Lestari`,
        contractType: "kemitraan",
        joinDate: "2024-01-15",
        branchId: otherBranchId,
        email: `dewi.${marker.toLowerCase()}@example.com`,
      },
      {
        fullName: `${marker} Eko Prasetyo`,
        contractType: "pkwt",
        joinDate: "2024-02-10",
        projectId,
        domicileProvinceId: "31",
        domicileCityId: "31.71",
        customData: { test_skills: ["sales", "driving"] },
      },
    ];
    for (const spec of specs) people.push(await createAgent(spec));
    await call("POST", "/agents/status", adminToken, {
      ids: [people[2]!["id"]],
      status: "inactive",
    });
  });

  const list = async (query: string, token = adminToken) => {
    const answer = await call("GET", `/agents?${query}`, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { items: Json[]; totalItems: number; limit: number; page: number };
  };
  const names = (page: { items: Json[] }) => page.items.map((item) => item["fullName"]);

  it("searches any part of the name, case-insensitively", async () => {
    const page = await list(`q=${encodeURIComponent(`${marker.toLowerCase()} dewi`)}`);
    expect(names(page)).toEqual([`${marker} Dewi Lestari`]);
    expect(page).toMatchObject({ totalItems: 1, limit: 10, page: 1 });
    const middle = await list(`q=${encodeURIComponent("ko prasety")}&sort=fullName`);
    expect(names(middle)).toContain(`${marker} Eko Prasetyo`);
  });

  it("searches the start of the name with one or two characters", async () => {
    const page = await list(`q=${marker.slice(0, 2)}&limit=100`);
    expect(names(page)).toEqual(expect.arrayContaining(people.map((p) => p["fullName"])));
  });

  it("searches NIK and phone by prefix, the phone typed 08…, +628… or 628…", async () => {
    const agent = people[0]!;
    const phone = agent["phoneNumber"] as string;
    for (const q of [
      (agent["nik"] as string).slice(0, 12),
      `0${phone.slice(0, 8)}`,
      `+62${phone}`,
      `62${phone.slice(0, 9)}`,
    ]) {
      const page = await list(`q=${encodeURIComponent(q)}&limit=100`);
      expect(
        page.items.map((i) => i["id"]),
        q,
      ).toContain(agent["id"]);
    }
  });

  it("searches e-mail by prefix", async () => {
    const page = await list(`q=${encodeURIComponent(`dewi.${marker.toLowerCase()}@ex`)}`);
    expect(names(page)).toEqual([`${marker} Dewi Lestari`]);
  });

  it("takes a search literally (% and _ are not wildcards)", async () => {
    expect((await list("q=%25%25%25")).totalItems).toBe(0);
  });

  it("filters by worker status, branch, project, contract type, city and additional data", async () => {
    const q = `q=${marker}`;
    expect(names(await list(`${q}&workerStatus=inactive`))).toEqual([`${marker} Eko Prasetyo`]);
    expect(names(await list(`${q}&branchIds=${otherBranchId}`))).toEqual([
      `${marker} Dewi Lestari`,
    ]);
    expect(names(await list(`${q}&projectIds=${projectId}`))).toEqual([`${marker} Eko Prasetyo`]);
    expect(names(await list(`${q}&contractTypes=kemitraan,daily_worker`))).toEqual([
      `${marker} Dewi Lestari`,
    ]);
    expect(names(await list(`${q}&cityIds=31.71`))).toEqual([`${marker} Eko Prasetyo`]);
    expect(names(await list(`${q}&contractStatuses=signed`))).toEqual([]);
    const custom = encodeURIComponent(JSON.stringify({ test_skills: ["sales"] }));
    expect(names(await list(`${q}&custom=${custom}`))).toEqual([`${marker} Eko Prasetyo`]);
    const either = encodeURIComponent(JSON.stringify({ test_skills: ["sales", "driving"] }));
    expect((await list(`${q}&custom=${either}`)).totalItems).toBe(2);
  });

  it("refuses an unknown additional-data key and an unknown sort", async () => {
    const custom = encodeURIComponent(JSON.stringify({ nope: ["x"] }));
    const answer = await call("GET", `/agents?custom=${custom}`, adminToken);
    expect(answer).toEqual({
      status: 400,
      body: {
        message: "Invalid filter",
        errors: [{ field: "custom", message: "nope is not an additional data field" }],
      },
    });
    expect((await call("GET", "/agents?sort=salary", adminToken)).status).toBe(400);
  });

  it.each([
    ["branchIds=9999999999", "branchIds"],
    ["ids=9999999999", "ids"],
    ["projectIds=0", "projectIds"],
    ["ids=5,2147483648", "ids"],
  ])("refuses %s (an id no row can have) with 400, never the whole list", async (query, field) => {
    const expected = {
      status: 400,
      body: {
        message: `Invalid ${field}`,
        errors: [{ field, message: "must be ids from 1 to 2147483647" }],
      },
    };
    expect(await call("GET", `/agents?${query}`, adminToken)).toEqual(expected);
    // The search path (agent_search_page) and the export read the same filter.
    expect(await call("GET", `/agents?q=${marker}&${query}`, adminToken)).toEqual(expected);
    expect(await call("GET", `/agents/export?${query}`, adminToken)).toEqual(expected);
  });

  it.each([
    ["contractTypes=zzz", "contractTypes", /^zzz is not one of pkwt, /],
    ["contractTypes=pkwt,zzz,yyy", "contractTypes", /^zzz, yyy are not one of pkwt, /],
    ["contractStatuses=pkwt", "contractStatuses", /^pkwt is not one of /],
    [
      `custom=${encodeURIComponent('{"test_height":["abc"]}')}`,
      "custom",
      /^test_height: "abc" is not a number$/,
    ],
    [
      `custom=${encodeURIComponent('{"test_size":["xl"]}')}`,
      "custom",
      /^test_size: "xl" is not one of m, l$/,
    ],
    [
      `custom=${encodeURIComponent('{"test_skills":["flying"]}')}`,
      "custom",
      /^test_skills: "flying" is not one of driving, sales$/,
    ],
    [
      `custom=${encodeURIComponent('{"test_expiry":["31-01-2027"]}')}`,
      "custom",
      /^test_expiry: "31-01-2027" is not a date written yyyy-MM-dd$/,
    ],
    [
      `custom=${encodeURIComponent('{"test_size":[]}')}`,
      "custom",
      /^test_size must be a list of 1 to 50 values$/,
    ],
  ])(
    "refuses %s, a value the filter can never match, with 400 naming %s",
    async (query, field, message) => {
      for (const url of [
        `/agents?${query}`,
        `/agents?q=${marker}&${query}`,
        `/agents/export?${query}`,
      ]) {
        const answer = await call("GET", url, adminToken);
        expect(answer.status, url).toBe(400);
        expect(answer.body["message"]).toBe("Invalid filter");
        const errors = answer.body["errors"] as { field: string; message: string }[];
        expect(errors.map((e) => e.field)).toEqual([field]);
        expect(errors[0]!.message).toMatch(message);
      }
    },
  );

  it("sorts by name, join date and branch name, both ways", async () => {
    const q = `q=${marker}`;
    expect(names(await list(`${q}&sort=fullName`))).toEqual([
      `${marker} Andi Wijaya`,
      `${marker} Dewi Lestari`,
      `${marker} Eko Prasetyo`,
    ]);
    expect(names(await list(`${q}&sort=-joinDate`))).toEqual([
      `${marker} Andi Wijaya`,
      `${marker} Eko Prasetyo`,
      `${marker} Dewi Lestari`,
    ]);
    expect(names(await list(`${q}&sort=-branchName`))[0]).toBe(`${marker} Dewi Lestari`);
  });

  it("pages with the total of the whole list", async () => {
    const first = await list(`q=${marker}&sort=fullName&limit=2&page=1`);
    const second = await list(`q=${marker}&sort=fullName&limit=2&page=2`);
    expect(first).toMatchObject({ totalItems: 3, limit: 2, page: 1 });
    expect(second).toMatchObject({ totalItems: 3, limit: 2, page: 2 });
    expect([...names(first), ...names(second)]).toHaveLength(3);
    const beyond = await list(`q=${marker}&limit=2&page=5`);
    expect(beyond).toMatchObject({ items: [], totalItems: 3 });
    const all = await list("limit=1");
    expect(all.totalItems).toBe(await agentCount());
  });

  it("searches names through a trigram index that takes the client (0010)", async () => {
    // Every name search asks client_id = app_client_id() AND full_name ILIKE …: the only
    // trigram index on names leads with the client, so other clients' matches are never
    // read (the plan on 2 × 100,000 agents is in the migration).
    const { rows } = await stack.owner.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes
       WHERE tablename = 'agents' AND indexdef LIKE '%gin_trgm_ops%'`,
    );
    expect(rows).toEqual([
      {
        indexname: "agents_client_name_trgm",
        indexdef: expect.stringMatching(/USING gin \(client_id, full_name gin_trgm_ops\)/),
      },
    ]);
  });

  it("never lists another client's agents", async () => {
    const page = await list(`q=${marker}`, sentosaToken);
    expect(page).toMatchObject({ items: [], totalItems: 0 });
  });

  describe("the summary view (issue 19)", () => {
    /** Each item of the full view cut to the summary's fields: what the summary must answer. */
    const cut = (page: { items: Json[] }) =>
      page.items.map((item) =>
        Object.fromEntries(AGENT_SUMMARY_FIELDS.map((field) => [field, item[field]])),
      );

    it.each([
      ["the unfiltered list", "limit=20&page=1"],
      ["a later unfiltered page, sorted", "limit=7&page=3&sort=fullName"],
      ["sorted by branch name", "limit=10&sort=-branchName"],
      ["a name search", `q=${marker}&sort=fullName`],
      ["filters", `workerStatus=active&contractTypes=pkwt&q=${marker}`],
      ["an additional-data filter", `custom=${encodeURIComponent('{"test_skills":["driving"]}')}`],
    ])("answers %s with only the summary's fields, as the full view has them", async (_, query) => {
      const full = await list(query);
      const summary = await list(`${query}&view=summary`);
      expect(full.items.length).toBeGreaterThan(0);
      for (const item of summary.items)
        expect(Object.keys(item).sort()).toEqual([...AGENT_SUMMARY_FIELDS].sort());
      expect(summary.items).toEqual(cut(full));
      expect({ ...summary, items: [] }).toEqual({ ...full, items: [] });
      expect(await list(`${query}&view=full`)).toEqual(full);
    });

    it("refuses an unknown view, naming the parameter", async () => {
      const answer = await call("GET", "/agents?view=everything", adminToken);
      expect(answer.status).toBe(400);
      expect(answer.body["errors"]).toEqual([
        { field: "view", message: "must be equal to one of the allowed values" },
      ]);
    });

    it("shows another client nothing of this one", async () => {
      const page = await list(`q=${marker}&view=summary`, sentosaToken);
      expect(page).toMatchObject({ items: [], totalItems: 0 });
    });
  });
});

describe("export", () => {
  let exported: Json[];
  beforeAll(async () => {
    exported = [
      await createAgent({
        fullName: '=HYPERLINK("x") Export One',
        customData: { test_size: "l", test_skills: ["driving", "sales"] },
      }),
      await createAgent({ fullName: "Export Two" }),
    ];
  });
  const ids = () => exported.map((a) => a["id"]).join(",");

  it("writes CSV with the additional-data columns, formulas defused, as an attachment", async () => {
    const response = await stack.app.inject({
      url: `${API}/agents/export?format=csv&ids=${ids()}`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="employees-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const records = parseCsv(response.body, { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(records).toHaveLength(2);
    expect(Object.keys(records[0]!)).toEqual(
      expect.arrayContaining([
        "Full Name",
        "NIK",
        "Branch",
        "Test size",
        "Test skills",
        "Test height",
        "Test expiry",
      ]),
    );
    expect(records[0]).toMatchObject({
      ID: String(exported[0]!["id"]),
      "Full Name": `'=HYPERLINK("x") Export One`,
      NIK: exported[0]!["nik"],
      Branch: "Agents Test AGT-T1",
      "Test size": "l",
      "Test skills": "driving, sales",
    });
  });

  it("writes XLSX that reads back", async () => {
    const response = await stack.app.inject({
      url: `${API}/agents/export?format=xlsx&ids=${ids()}`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const sheet = await readXlsxFile(response.rawPayload);
    const rows = (
      Array.isArray(sheet[0]) ? sheet : (sheet as unknown as { data: unknown[][] }[])[0]!.data
    ) as unknown[][];
    const header = rows[0] as string[];
    expect(rows).toHaveLength(3);
    const nameAt = header.indexOf("Full Name");
    const nikAt = header.indexOf("NIK");
    expect(rows[2]![nameAt]).toBe("Export Two");
    expect(rows[2]![nikAt]).toBe(exported[1]!["nik"]);
    expect(header).toContain("Test skills");
  });

  it("XLSX: while as many builds as the server allows are running, another is 429", async () => {
    const held = Array.from({ length: XLSX_EXPORTS_AT_ONCE }, () => xlsxExportSlots.tryAcquire());
    try {
      expect(held.every(Boolean)).toBe(true);
      const busy = await stack.app.inject({
        url: `${API}/agents/export?format=xlsx&ids=${ids()}`,
        headers: bearer(adminToken),
      });
      expect(busy.statusCode).toBe(429);
      expect(busy.json()).toEqual({ message: XLSX_BUSY_MESSAGE });
      expect(busy.headers["retry-after"]).toBe("10");
      // CSV streams in batches with flat memory: it is not held back.
      const csv = await stack.app.inject({
        url: `${API}/agents/export?format=csv&ids=${ids()}`,
        headers: bearer(adminToken),
      });
      expect(csv.statusCode).toBe(200);
    } finally {
      for (const release of held) release?.();
    }
    const free = await stack.app.inject({
      url: `${API}/agents/export?format=xlsx&ids=${ids()}`,
      headers: bearer(adminToken),
    });
    expect(free.statusCode).toBe(200);
  });

  it("CSV: a download read slowly holds no connection nor transaction between batches", async () => {
    // 24,000 rows of another client, about 14 MB: more than the loopback socket's buffers
    // (up to ~10 MB with autotuning) take while the client reads nothing.
    const sentosaId = (
      await stack.owner.query<{ id: number }>(
        "SELECT client_id AS id FROM branches WHERE id = $1",
        [sentosaBranchId],
      )
    ).rows[0]!.id;
    await stack.owner.query(
      `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type,
                           branch_id, domicile_address)
       SELECT $1, 'Slow Export ' || g, (9300000000000000 + g)::text, (89300000000 + g)::text,
              '2024-01-01', 'pkwt', $2, repeat('Jl. Panjang Sekali ', 26)
       FROM generate_series(1, 24000) g`,
      [sentosaId, sentosaBranchId],
    );
    // The app role's open transactions, each named by its backend and start: a transaction
    // held while the client reads nothing would be in two samples a second apart. (Not "none
    // older than N ms": a batch's own short transaction can take that long on a busy machine.)
    const openTransactions = async () =>
      new Set(
        (
          await stack.owner.query<{ key: string }>(
            `SELECT pid || '@' || xact_start AS key FROM pg_stat_activity
             WHERE datname = current_database() AND usename = 'tenaga_app' AND xact_start IS NOT NULL`,
          )
        ).rows.map((row) => row.key),
      );
    const response = await fetch(`${stack.baseUrl}${API}/agents/export?format=csv`, {
      headers: bearer(sentosaToken),
    });
    expect(response.status).toBe(200);
    try {
      // The client reads nothing for a while: the server waits for the socket to drain.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const first = await openTransactions();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const second = await openTransactions();
      expect([...first].filter((key) => second.has(key))).toEqual([]);
    } finally {
      const text = await response.text();
      const records = parseCsv(text, { bom: true, columns: true }) as Record<string, string>[];
      expect(records.filter((r) => r["Full Name"]!.startsWith("Slow Export "))).toHaveLength(24000);
    }
  });

  it("exports what the list's filters select", async () => {
    const response = await stack.app.inject({
      url: `${API}/agents/export?q=${encodeURIComponent("Export Two")}`,
      headers: bearer(adminToken),
    });
    const records = parseCsv(response.body, { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(records.map((r) => r["Full Name"])).toContain("Export Two");
    expect(records.every((r) => r["Full Name"]!.includes("Export Two"))).toBe(true);
  });
});

describe("timeline", () => {
  it("lists the agent's audit rows newest first, with the SPEC §3 item fields", async () => {
    const agent = await createAgent();
    await call("PUT", `/agents/${agent["id"]}`, adminToken, {
      ...validInput({
        nik: agent["nik"],
        phoneNumber: agent["phoneNumber"],
        fullName: "Timeline Renamed",
      }),
      version: 1,
    });
    await call("POST", "/agents/status", adminToken, { ids: [agent["id"]], status: "inactive" });
    const answer = await call("GET", `/agents/${agent["id"]}/timeline?limit=2`, adminToken);
    expect(answer.status).toBe(200);
    const data = answer.body.data as { items: Json[]; totalItems: number };
    expect(data.totalItems).toBe(3);
    expect(data.items.map((i) => i["type"])).toEqual(["agent.inactivate", "agent.update"]);
    expect(data.items[1]).toEqual({
      id: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      createdAtTimezone: "Asia/Jakarta",
      type: "agent.update",
      title: "Employee data updated",
      subtitle: "Via Admin Maju",
      changes: [{ field: "fullName", before: "Budi Santoso", after: "Timeline Renamed" }],
    });
    const second = await call("GET", `/agents/${agent["id"]}/timeline?limit=2&page=2`, adminToken);
    expect((second.body.data as { items: Json[] }).items.map((i) => i["type"])).toEqual([
      "agent.create",
    ]);
  });
});

describe("permissions (SPEC §6: menus are permissions)", () => {
  it("lets ops@maju.test (employee menus) work on agents", async () => {
    const agent = await createAgent({}, opsToken);
    expect((await call("GET", `/agents/${agent["id"]}`, opsToken)).status).toBe(200);
    expect((await call("GET", "/agents", opsToken)).status).toBe(200);
  });

  it("refuses every agents route to a role without employee-list (403)", async () => {
    const agent = await createAgent();
    const roleId = (
      await stack.owner.query<{ id: number }>(
        "INSERT INTO roles (client_id, name) VALUES ($1, 'No Employees') RETURNING id",
        [majuClientId],
      )
    ).rows[0]!.id;
    await stack.owner.query(
      "INSERT INTO role_menus (client_id, role_id, menu_id) VALUES ($1, $2, 'branch')",
      [majuClientId, roleId],
    );
    const email = `no-employees-${randomBytes(3).toString("hex")}@maju.test`;
    await stack.owner.query(
      `INSERT INTO users (client_id, role_id, email, fullname, password_hash)
       SELECT client_id, $2, $3, 'No Employees', password_hash FROM users WHERE email = $1`,
      [DEMO.majuOps.email, roleId, email],
    );
    const token = (await login(stack.app, { email, password: DEMO.majuOps.password })).token;
    const id = agent["id"];
    const attempts: [string, string, unknown?][] = [
      ["GET", "/agents"],
      ["GET", `/agents/${id}`],
      ["POST", "/agents", validInput()],
      ["PUT", `/agents/${id}`, { ...validInput(), version: 1 }],
      ["POST", `/agents/${id}/terminate`, { version: 1, reason: "OTHERS", date: "2025-01-01" }],
      ["POST", "/agents/status", { ids: [id], status: "inactive" }],
      ["GET", `/agents/${id}/timeline`],
      ["GET", "/agents/export"],
    ];
    for (const [method, url, body] of attempts) {
      const answer = await call(method, url, token, body);
      expect(answer, `${method} ${url}`).toEqual({
        status: 403,
        body: { message: "Permission Denied" },
      });
    }
    const read = await call("GET", `/agents/${id}`, adminToken);
    expect(read.body.data).toMatchObject({ workerStatus: "active", version: 1 });
  });
});

describe("GraphQL", () => {
  async function graphql(query: string, variables: Json = {}, token = adminToken) {
    const response = await stack.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { ...bearer(token), accept: "application/json" },
      payload: { query, variables },
    });
    return response.json() as {
      data?: Json | null;
      errors?: { message: string; extensions: Json }[];
    };
  }
  const CREATE = `mutation ($input: AgentInput!) {
    createAgent(input: $input) {
      id fullName phoneNumber version customData
      branch { id name } project { id name startDate } branchZone: branch { timezoneLabel code }
      domicileCity { id name province { id } }
    }
  }`;

  it("creates an agent and answers its branch, project and city", async () => {
    const input = validInput({
      projectId,
      domicileProvinceId: "31",
      domicileCityId: "31.71",
      customData: { test_size: "l" },
    });
    const answer = await graphql(CREATE, { input });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!["createAgent"]).toMatchObject({
      fullName: "Budi Santoso",
      version: 1,
      customData: { test_size: "l" },
      branch: { id: branchId, name: "Agents Test AGT-T1" },
      project: { id: projectId, name: "Agents Test AGT-P1", startDate: "2024-01-01" },
      branchZone: { timezoneLabel: "WIB", code: "AGT-T1" },
      domicileCity: { id: "31.71", province: { id: "31" } },
    });
  });

  it("answers a refused form as BAD_USER_INPUT with every field error in extensions.errors", async () => {
    const before = await agentCount();
    const answer = await graphql(CREATE, { input: validInput({ nik: "123", payrollGroupId: 4 }) });
    expect(answer.data).toBeNull();
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: "Failed to Create Agent",
        extensions: expect.objectContaining({
          code: "BAD_USER_INPUT",
          errors: [
            { field: "nik", message: "NIK must be exactly 16 digits" },
            { field: "payrollGroupId", message: PAYROLL_GROUP_MESSAGE },
          ],
        }),
      }),
    ]);
    expect(await agentCount()).toBe(before);
  });

  it("answers a duplicate NIK and a stale version as CONFLICT", async () => {
    const agent = await createAgent();
    const duplicate = await graphql(CREATE, { input: validInput({ nik: agent["nik"] }) });
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({
      code: "CONFLICT",
      errors: [{ field: "nik", message: "NIK is already registered to another employee" }],
    });
    const stale = await graphql(
      `mutation ($id: Int!, $input: AgentInput!) { updateAgent(id: $id, version: 9, input: $input) { id } }`,
      {
        id: agent["id"],
        input: validInput({ nik: agent["nik"], phoneNumber: agent["phoneNumber"] }),
      },
    );
    expect(stale.errors?.[0]).toMatchObject({
      message: STALE_VERSION_MESSAGE,
      extensions: { code: "CONFLICT" },
    });
  });

  it("updates, terminates and re-activates, and reads the timeline", async () => {
    const agent = await createAgent();
    const updated = await graphql(
      `mutation ($id: Int!, $input: AgentInput!) { updateAgent(id: $id, version: 1, input: $input) { version fullName } }`,
      {
        id: agent["id"],
        input: validInput({
          nik: agent["nik"],
          phoneNumber: agent["phoneNumber"],
          fullName: "Graph Renamed",
        }),
      },
    );
    expect(updated.data!["updateAgent"]).toEqual({ version: 2, fullName: "Graph Renamed" });
    const terminated = await graphql(
      `mutation ($id: Int!) { terminateAgent(id: $id, version: 2, input: { reason: "OTHERS", date: "2025-02-01", note: "n" }) { workerStatus terminationReason version } }`,
      { id: agent["id"] },
    );
    expect(terminated.data!["terminateAgent"]).toEqual({
      workerStatus: "inactive",
      terminationReason: "OTHERS",
      version: 3,
    });
    const activated = await graphql(
      `mutation ($ids: [Int!]!) { setAgentsStatus(ids: $ids, status: "active") { count ids } }`,
      { ids: [agent["id"]] },
    );
    expect(activated.data!["setAgentsStatus"]).toEqual({ count: 1, ids: [agent["id"]] });
    const read = await graphql(
      `query ($id: Int!) { agent(id: $id) { workerStatus timeline(limit: 5) { totalItems items { type title subtitle changes { field before after } } } } }`,
      { id: agent["id"] },
    );
    const timeline = (read.data!["agent"] as Json)["timeline"] as {
      totalItems: number;
      items: Json[];
    };
    expect(timeline.totalItems).toBe(4);
    expect(timeline.items.map((i) => i["type"])).toEqual([
      "agent.activate",
      "agent.terminate",
      "agent.update",
      "agent.create",
    ]);
    expect(timeline.items[2]).toMatchObject({
      title: "Employee data updated",
      subtitle: "Via Admin Maju",
      changes: [{ field: "fullName", before: "Budi Santoso", after: "Graph Renamed" }],
    });
  });

  it("lists with a filter, a search and a sort; another client's agent reads as null", async () => {
    const marker = `Gq${randomBytes(2).toString("hex")}`;
    const a = await createAgent({
      fullName: `${marker} Alpha`,
      customData: { test_skills: ["sales"] },
    });
    await createAgent({ fullName: `${marker} Beta`, branchId: otherBranchId });
    const answer = await graphql(
      `query ($filter: AgentFilter) { agents(limit: 50, sort: "-fullName", filter: $filter) { totalItems limit page items { id fullName branch { name } } } }`,
      {
        filter: {
          q: marker,
          branchIds: [branchId],
          custom: [{ key: "test_skills", values: ["sales"] }],
        },
      },
    );
    expect(answer.data!["agents"]).toEqual({
      totalItems: 1,
      limit: 50,
      page: 1,
      items: [{ id: a["id"], fullName: `${marker} Alpha`, branch: { name: "Agents Test AGT-T1" } }],
    });
    const hidden = await graphql(
      `query ($id: Int!) { agent(id: $id) { id } }`,
      { id: a["id"] },
      sentosaToken,
    );
    expect(hidden).toEqual({ data: { agent: null } });
  });

  it("answers a filter list given empty as selecting nothing, never every row", async () => {
    const answer = await graphql(
      `{ none: agents(filter: { ids: [] }) { totalItems items { id } }
         noBranch: agents(filter: { branchIds: [] }) { totalItems }
         all: agents(limit: 1) { totalItems }
         branches(filter: { provinceIds: [] }) { totalItems items { id } }
         partners(filter: { cityIds: [] }) { totalItems } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({
      none: { totalItems: 0, items: [] },
      noBranch: { totalItems: 0 },
      branches: { totalItems: 0, items: [] },
      partners: { totalItems: 0 },
    });
    expect((answer.data!["all"] as { totalItems: number }).totalItems).toBeGreaterThan(0);
  });

  it("refuses timeline on a list's agents (a call per agent) before calling anything", async () => {
    const answer = await graphql(`{ agents(limit: 100) { items { id timeline { totalItems } } } }`);
    expect(answer.data).toBeUndefined();
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Agent\.timeline is read for one Agent at a time/),
        extensions: expect.objectContaining({ code: "GRAPHQL_VALIDATION_FAILED" }),
      }),
    ]);
  });

  it("manages additional-data fields", async () => {
    const created = await graphql(
      `mutation { createAgentField(input: { key: "graph_level", label: "Level", type: "single_select", options: [{ label: "One", value: "1" }] }) { id key type required options { label value } status } }`,
    );
    const field = created.data!["createAgentField"] as Json;
    expect(field).toMatchObject({
      key: "graph_level",
      type: "single_select",
      required: false,
      status: "active",
    });
    const updated = await graphql(
      `mutation ($id: Int!) { updateAgentField(id: $id, input: { label: "Level (grade)", required: false, options: [{ label: "One", value: "1" }, { label: "Two", value: "2" }] }) { label options { value } } }`,
      { id: field["id"] },
    );
    expect(updated.data!["updateAgentField"]).toEqual({
      label: "Level (grade)",
      options: [{ value: "1" }, { value: "2" }],
    });
    const archived = await graphql(
      `mutation ($id: Int!) { archiveAgentField(id: $id) { status } }`,
      { id: field["id"] },
    );
    expect(archived.data!["archiveAgentField"]).toEqual({ status: "archived" });
    const list = await graphql(
      `{ active: agentFields { key } all: agentFields(includeArchived: true) { key } }`,
    );
    expect((list.data!["active"] as Json[]).map((f) => f["key"])).not.toContain("graph_level");
    expect((list.data!["all"] as Json[]).map((f) => f["key"])).toContain("graph_level");
    const refused = await graphql(
      `mutation { createAgentField(input: { key: "Bad Key", label: "", type: "text" }) { id } }`,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      errors: [
        {
          field: "key",
          message: expect.stringContaining("Key must start with a lowercase letter"),
        },
        { field: "label", message: "Label is required" },
      ],
    });
  });
});
