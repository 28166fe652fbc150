import { describe, expect, it } from "vitest";
import {
  describeProblem,
  localizeHeadline,
  localizeProblem,
  type ProblemCode,
  problemCatalogue,
  renderProblem,
  templateParams,
} from "./problems.ts";
import {
  type AgentFieldDefinition,
  parseAgentFieldInput,
  parseAgentInput,
  parseTermination,
} from "./workforce/agent.ts";
import { DEFAULT_COLUMNS, duplicateErrors, readSheet } from "./workforce/import.ts";
import {
  validateAssignment,
  validateMerchant,
  validatePartner,
  validatePlace,
  validateProject,
  validateRejectionReason,
} from "./workforce/org.ts";

const codes = Object.keys(problemCatalogue) as ProblemCode[];

/** Parameters a template may be filled with: numbers where numbers go, words elsewhere. */
const sample = (name: string): string =>
  ({
    max: "120",
    min: "10",
    limit: "5",
    count: "3",
    age: "15",
    row: "7",
    rows: "20,000",
    type: "a string or null",
    plural: "s",
  })[name] ?? (name === "label" ? "Full name" : `<${name}>`);

describe("the field-problem catalogue (issue 11 B4)", () => {
  it.each(codes)("%s has an English and an Indonesian text with the same parameters", (code) => {
    const { en, id } = problemCatalogue[code];
    expect(en.trim()).not.toBe("");
    expect(id.trim()).not.toBe("");
    expect(id).not.toBe(en);
    expect(templateParams(id).sort()).toEqual(
      templateParams(en)
        .filter((name) => name !== "plural")
        .sort(),
    );
  });

  it.each(codes)("%s is read back from its English text (no other template shadows it)", (code) => {
    const params = Object.fromEntries(
      templateParams(problemCatalogue[code].en).map((name) => [name, sample(name)]),
    );
    const english = renderProblem("en", code, params);
    expect(describeProblem(english)).toEqual({ code, params });
  });

  it("renders the caller's language, translating our field names and keeping a client's own", () => {
    expect(localizeProblem("id", "Full name is required")).toBe("Nama lengkap wajib diisi");
    expect(localizeProblem("id", "NIK must be exactly 16 digits")).toBe("NIK harus tepat 16 digit");
    expect(localizeProblem("id", "Shirt size is required")).toBe("Shirt size wajib diisi");
    expect(localizeProblem("id", "must be at most 120 characters")).toBe("maksimal 120 karakter");
    expect(localizeProblem("id", "must NOT have more than 120 characters")).toBe(
      "tidak boleh lebih dari 120 karakter",
    );
    expect(localizeProblem("id", "must be integer")).toBe("harus bertipe integer");
    expect(localizeProblem("id", "Account name is required for a bank transfer")).toBe(
      "Nama pemilik rekening wajib diisi untuk transfer bank",
    );
    expect(localizeProblem("id", "Gender must be one of male, female")).toBe(
      "Jenis kelamin harus salah satu dari male, female",
    );
  });

  it("keeps English as it is, and what it does not know (or already translated) as written", () => {
    expect(localizeProblem("en", "Full name is required")).toBe("Full name is required");
    expect(localizeProblem("id", "is taken by branch 7")).toBe("is taken by branch 7");
    expect(localizeProblem("id", "wajib diisi")).toBe("wajib diisi");
    // "must be {type}" takes a JSON type, never another sentence.
    expect(describeProblem("must be ids from 1 to 100")?.code).toBe("idsRange");
    expect(describeProblem("must be on the moon")).toBeNull();
  });
});

describe("every problem the shared rules can report has both languages", () => {
  const fields: AgentFieldDefinition[] = [
    {
      key: "size",
      label: "Shirt size",
      type: "single_select",
      required: true,
      options: [{ label: "S", value: "s" }],
      status: "active",
    },
    {
      key: "tags",
      label: "Tags",
      type: "multi_select",
      required: false,
      options: [{ label: "A", value: "a" }],
      status: "active",
    },
    { key: "note", label: "Remark", type: "text", required: false, options: [], status: "active" },
    {
      key: "score",
      label: "Score",
      type: "number",
      required: false,
      options: [],
      status: "active",
    },
    { key: "met", label: "Met on", type: "date", required: false, options: [], status: "active" },
  ];
  const today = "2026-06-01";
  const badAgents: Record<string, unknown>[] = [
    {},
    {
      fullName: "x".repeat(200),
      nik: "12",
      phoneNumber: "0212",
      email: "nope",
      birthDate: "2030-01-01",
      gender: "robot",
      joinDate: "someday",
      contractType: "forever",
      contractStatus: "maybe",
      branchId: -1,
      projectId: "x",
      payrollGroupId: 3,
      paymentMethod: "bank_transfer",
      accountNumber: "12",
      bankName: "b".repeat(200),
      eWallet: "coins",
      walletPhoneNumber: "1",
      domicileAddress: "a".repeat(600),
      domicileCityId: "31.71",
      vaccineStatus: "x",
      selfieUrl: "https://evil.example/x.png",
      ptkpStatus: "x",
      npwp: "1",
      customData: { size: "xl", tags: ["a", "a"], note: 5, score: "many", met: "later", other: 1 },
    },
    { fullName: 5, birthDate: "2020-01-01", joinDate: "2010-01-01", paymentMethod: "e_wallet" },
    {
      birthDate: "1990-01-01",
      joinDate: "1980-01-01",
      customData: { tags: ["z"], note: "n".repeat(600) },
    },
    { customData: [] },
  ];

  const messages = [
    ...badAgents.flatMap(
      (input) => parseAgentInput(input, fields, { today, isAllowedFileUrl: () => false }).errors,
    ),
    ...[
      {},
      {
        key: "Bad Key",
        label: "l".repeat(100),
        type: "x",
        required: "yes",
        options: "x",
        position: -1,
      },
      { key: "nik", label: "NIK", type: "single_select", options: [] },
      {
        key: "ok",
        label: "Ok",
        type: "single_select",
        options: [
          { label: "", value: "" },
          { label: "o".repeat(100), value: "v".repeat(100) },
          { label: "a", value: "a" },
          { label: "b", value: "a" },
        ],
      },
      {
        key: "ok",
        label: "Ok",
        type: "single_select",
        options: Array.from({ length: 101 }, (_, i) => ({ label: `${i}`, value: `${i}` })),
      },
      { key: "ok", label: "Ok", type: "text", options: [{ label: "a", value: "a" }] },
    ].flatMap((input) => parseAgentFieldInput(input).errors),
    ...[
      {},
      { reason: "bored", date: "x", note: 5 },
      { reason: "OTHERS", date: "2030-01-01", note: "n".repeat(600) },
      { reason: "OTHERS", date: "2000-01-01" },
    ].flatMap((input) => parseTermination(input, { joinDate: "2020-01-01", today }).errors),
    ...validatePlace({}).problems,
    ...validatePlace({
      code: "a",
      name: "n".repeat(200),
      provinceId: "x",
      cityId: "y",
      latitude: 100,
      timezone: "UTC",
      status: "gone",
    }).problems,
    ...validatePlace({ code: "AB", name: "N", provinceId: "31", cityId: "32.01", longitude: 10 })
      .problems,
    ...validateMerchant({ branchId: "x" }).problems,
    ...validateProject({
      startDate: "2026-02-01",
      endDate: "2026-01-01",
      description: "d".repeat(3000),
    }).problems,
    ...validateProject({ startDate: "later" }).problems,
    ...validatePartner({}).problems,
    ...validatePartner({ nik: "1", phoneNumber: "1", email: "x", cityId: "31.01" }).problems,
    ...validateRejectionReason("").problems,
    ...validateAssignment({}).problems,
    ...readSheet([["nope", "nik", "NIK"]], DEFAULT_COLUMNS).errors,
    ...readSheet([["nik"]], DEFAULT_COLUMNS).errors,
    ...readSheet([["x"]], DEFAULT_COLUMNS).errors,
    ...duplicateErrors(
      [1, 2],
      (n) => n + 1,
      () => "same",
      "nik",
      "NIK",
    ),
  ].map((problem) => problem.message);

  it("the rules above report many distinct problems", () => {
    expect(new Set(messages).size).toBeGreaterThan(60);
  });

  it.each([...new Set(messages)])("%s", (message) => {
    expect(describeProblem(message)).not.toBeNull();
    expect(localizeProblem("id", message)).not.toBe(message);
  });
});

describe("every field problem the services word themselves has both languages", () => {
  // As written in services/main (agents, org, partners, assignments, auth) and services/shared.
  const serviceTexts = [
    "Branch not found",
    "Branch is inactive",
    "Project not found",
    "Project is inactive",
    "Province not found",
    "City not found",
    "City is not in the chosen province",
    "NIK is already registered to another employee",
    "Phone number is already registered to another employee",
    "Key is already used by another field (archived ones too)",
    "A client has at most 100 active fields",
    'Option "Small" is used by 2 employees; it cannot be removed',
    'Option "Small" is used by 1 employee; it cannot be removed',
    "does not exist",
    "is inactive",
    "is already used by another branch",
    "is already registered",
    "is not an active employee",
    "cannot be the partner itself",
    "must be an approved partner",
    "is led by this partner (a cycle)",
    "is not the merchant's branch",
    "must be on or after the project's start date (2026-01-01)",
    "must be on or before the project's end date (2026-12-31)",
    "is required: the project ends on 2026-12-31",
    "must be on or after the start date (2026-01-01); delete an assignment that has not started",
    "must be on or before the current end date (2026-12-31); edit the assignment to extend it",
    "must be a date written yyyy-MM-dd",
    "must be one of name, -name",
    "must be ids from 1 to 2147483647",
    "is incorrect",
    "Current password is incorrect",
    // Bulk imports (services/main/imports).
    "An employee with this NIK already exists",
    "An employee with this phone number already exists",
    "No employee has this NIK",
    "Overlaps an existing assignment of this employee on this project",
    "Overlaps row 12 (same employee and project)",
    "must be at least 10 characters",
    "must be at most 200 characters",
    "must contain at least one letter and one digit",
    "must differ from the current password",
    "is not an allowed field",
    "contains characters that are not allowed",
    "must NOT have fewer than 1 characters",
    "must be >= 1",
    "must be equal to one of the allowed values",
    'must match format "date"',
    "must be string",
    "must be a string or null",
  ];
  it.each(serviceTexts)("%s", (message) => {
    expect(describeProblem(message)).not.toBeNull();
    expect(localizeProblem("id", message)).not.toBe(message);
  });
});

describe("a refused form's headline", () => {
  it.each([
    ["Failed to Create Agent", "Gagal Membuat Karyawan"],
    ["Failed to Update Agent Field", "Gagal Memperbarui Kolom Karyawan"],
    ["Failed to Terminate Agent", "Gagal Memberhentikan Karyawan"],
    ["Failed to End Assignment", "Gagal Mengakhiri Penugasan"],
    ["Failed to Reject Partners", "Gagal Menolak Mitra"],
    ["Failed to Create Branch", "Gagal Membuat Cabang"],
    ["Failed to Update Merchant", "Gagal Memperbarui Merchant"],
    ["Failed to Create Project", "Gagal Membuat Proyek"],
  ])("%s → %s", (english, indonesian) => {
    expect(localizeHeadline("id", english)).toBe(indonesian);
    expect(localizeHeadline("en", english)).toBe(english);
  });

  it("keeps what it does not know", () => {
    expect(localizeHeadline("id", "Failed to Launch Rocket")).toBe("Failed to Launch Rocket");
    expect(localizeHeadline("id", "Invalid sort")).toBe("Invalid sort");
  });
});
