import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testNik } from "../support/nik.ts";
import { bearer, DEMO, login, startStack, type TestStack } from "../support/stack.ts";

/**
 * Issue 11 B4: field problems from the server follow the user's language (/settings), over
 * REST and through the gateway; calls without a session (login) follow Accept-Language.
 * English answers stay word for word what they were.
 */

let stack: TestStack;
let token: string;
let branchId: number;

type Json = Record<string, unknown>;
type FieldError = { field: string; message: string };

const setLanguage = (language: "en" | "id") =>
  stack.owner.query("UPDATE users SET language = $1 WHERE email = $2", [
    language,
    DEMO.majuAdmin.email,
  ]);

function uniqueIds() {
  const n = randomBytes(4).readUInt32BE(0) % 100_000_000;
  return {
    nik: testNik(n),
    phoneNumber: `0898${`${n}`.padStart(8, "0")}`,
  };
}

/** Wrong the rules' way (in the handler): a blank name, a short NIK, a payroll group. */
const badInput = () => ({
  ...uniqueIds(),
  fullName: " ",
  nik: "123",
  birthDate: "1995-04-12",
  joinDate: "2024-01-02",
  contractType: "pkwt",
  branchId,
  payrollGroupId: 4,
});

const validInput = (): Json => ({
  fullName: "Sari Lestari",
  ...uniqueIds(),
  birthDate: "1995-04-12",
  joinDate: "2024-01-02",
  contractType: "pkwt",
  branchId,
});

async function rest(payload: Json, headers: Record<string, string> = {}) {
  const response = await stack.app.inject({
    method: "POST",
    url: "/api/main/v1/agents",
    headers: { ...bearer(token), ...headers },
    payload,
  });
  return {
    status: response.statusCode,
    body: response.json() as { message: string; errors?: FieldError[] },
  };
}

const CREATE = `mutation ($input: AgentInput!) { createAgent(input: $input) { id } }`;

async function graphql(
  query: string,
  variables: Json,
  headers: Record<string, string> = bearer(token),
) {
  const response = await stack.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { accept: "application/json", ...headers },
    payload: { query, variables },
  });
  return response.json() as { errors?: { message: string; extensions: Json }[] };
}

const fieldErrors = (answer: Awaited<ReturnType<typeof graphql>>) =>
  answer.errors?.[0]?.extensions["errors"] as FieldError[] | undefined;

const ENGLISH = [
  { field: "fullName", message: "Full name is required" },
  { field: "nik", message: "NIK must be exactly 16 digits" },
  {
    field: "payrollGroupId",
    message:
      "Action Failed: Branch and Payroll Group is not related, Please Edit from Agent Detail page",
  },
];
const INDONESIAN = [
  { field: "fullName", message: "Nama lengkap wajib diisi" },
  { field: "nik", message: "NIK harus tepat 16 digit" },
  {
    field: "payrollGroupId",
    message:
      "Aksi Gagal: Cabang dan Grup Penggajian tidak berhubungan, Silakan ubah dari halaman Detail Karyawan",
  },
];

beforeAll(async () => {
  stack = await startStack();
  const admin = await login(stack.app, DEMO.majuAdmin);
  token = admin.token;
  const branch = await stack.owner.query<{ id: number }>(
    `INSERT INTO branches (client_id, code, name, status) VALUES ($1, 'LANG-1', 'Lang Test', 'active')
     RETURNING id`,
    [admin.user.client_id],
  );
  branchId = branch.rows[0]!.id;
});
afterAll(async () => {
  await stack?.close();
});

describe("a refused employee form as a user whose language is Indonesian", () => {
  beforeAll(() => setLanguage("id"));
  afterAll(() => setLanguage("en"));

  it("REST answers the field problems in Indonesian, whatever the browser says", async () => {
    const answer = await rest(badInput(), { "accept-language": "en-US,en;q=0.9" });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Gagal Membuat Karyawan");
    expect(answer.body.errors).toEqual(INDONESIAN);
  });

  it("GraphQL carries the Indonesian problems in extensions.errors", async () => {
    const answer = await graphql(CREATE, { input: badInput() });
    expect(answer.errors?.[0]?.message).toBe("Gagal Membuat Karyawan");
    expect(answer.errors?.[0]?.extensions["code"]).toBe("BAD_USER_INPUT");
    expect(fieldErrors(answer)).toEqual(INDONESIAN);
  });

  it("a duplicate NIK (a conflict only the server can see) is Indonesian too", async () => {
    const first = validInput();
    expect((await rest(first)).status).toBe(201);
    const again = await graphql(CREATE, { input: { ...validInput(), nik: first["nik"] } });
    expect(again.errors?.[0]?.extensions["code"]).toBe("CONFLICT");
    expect(fieldErrors(again)).toEqual([
      { field: "nik", message: "NIK sudah terdaftar untuk karyawan lain" },
    ]);
  });

  it("a wrong current password on /settings is Indonesian too", async () => {
    const response = await stack.app.inject({
      method: "POST",
      url: "/api/main/v1/auth/change-password",
      headers: bearer(token),
      payload: { current_password: "Not-the-password-1", new_password: "Another-pass-4" },
      remoteAddress: "10.77.0.1",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Kata sandi saat ini salah",
      detail: [{ field: "current_password", message: "salah" }],
      errors: [{ field: "current_password", message: "salah" }],
    });
  });

  it("a body the JSON schema refuses (checked before the handler) is Indonesian too", async () => {
    const answer = await rest({ ...validInput(), shoeSize: 42 });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: "shoeSize", message: "bukan kolom yang diizinkan" },
    ]);
  });
});

describe("the same as a user whose language is English", () => {
  beforeAll(() => setLanguage("en"));

  it("REST answers word for word as before, even to an Indonesian browser", async () => {
    const answer = await rest(badInput(), { "accept-language": "id-ID,id;q=0.9" });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Failed to Create Agent");
    expect(answer.body.errors).toEqual(ENGLISH);
  });

  it("GraphQL too", async () => {
    expect(fieldErrors(await graphql(CREATE, { input: badInput() }))).toEqual(ENGLISH);
  });

  it("a schema refusal too", async () => {
    const answer = await rest({ ...validInput(), shoeSize: 42 });
    expect(answer.body.errors).toEqual([{ field: "shoeSize", message: "is not an allowed field" }]);
  });
});

describe("without a session (login), the browser's Accept-Language decides", () => {
  const LOGIN = `mutation ($email: String!, $password: String!) {
    login(email: $email, password: $password) { token }
  }`;
  const variables = { email: "not-an-email", password: "x" };

  it("the gateway forwards it: Indonesian field problems for an Indonesian browser", async () => {
    const answer = await graphql(LOGIN, variables, {
      "accept-language": "id-ID,id;q=0.9,en;q=0.8",
    });
    expect(answer.errors?.[0]?.extensions["code"]).toBe("BAD_USER_INPUT");
    expect(fieldErrors(answer)).toEqual([
      { field: "email", message: 'harus sesuai format "email"' },
    ]);
  });

  it("English otherwise", async () => {
    const answer = await graphql(LOGIN, variables, { "accept-language": "en-GB" });
    expect(fieldErrors(answer)).toEqual([{ field: "email", message: 'must match format "email"' }]);
    expect(fieldErrors(await graphql(LOGIN, variables, {}))).toEqual([
      { field: "email", message: 'must match format "email"' },
    ]);
  });
});
