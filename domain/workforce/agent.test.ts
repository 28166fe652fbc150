import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AgentFieldDefinition,
  type AgentInput,
  normalizePhone,
  PAYROLL_GROUP_MESSAGE,
  parseAgentFieldInput,
  parseAgentInput,
  parseAgentQuery,
  parseCustomData,
  parseTermination,
  validateAgentFieldInput,
  validateAgentInput,
} from "./agent.ts";

const TODAY = "2025-06-15";

const valid: AgentInput = {
  fullName: "  Budi Santoso ",
  nik: "3171011508900001",
  phoneNumber: "0812-3456-7890",
  joinDate: "2024-01-02",
  contractType: "pkwt",
  branchId: 1,
};

const fields: AgentFieldDefinition[] = [
  {
    key: "shirt_size",
    label: "Shirt size",
    type: "single_select",
    required: true,
    status: "active",
    options: [
      { label: "M", value: "m" },
      { label: "L", value: "l" },
    ],
  },
  {
    key: "skills",
    label: "Skills",
    type: "multi_select",
    required: false,
    status: "active",
    options: [
      { label: "Driving", value: "driving" },
      { label: "Sales", value: "sales" },
    ],
  },
  {
    key: "height_cm",
    label: "Height",
    type: "number",
    required: false,
    status: "active",
    options: [],
  },
  {
    key: "sim_expiry",
    label: "SIM expiry",
    type: "date",
    required: false,
    status: "active",
    options: [],
  },
  {
    key: "nickname",
    label: "Nickname",
    type: "text",
    required: false,
    status: "active",
    options: [],
  },
  {
    key: "old_code",
    label: "Old code",
    type: "text",
    required: true,
    status: "archived",
    options: [],
  },
];

const errorsOf = (input: AgentInput, defs: AgentFieldDefinition[] = []) =>
  validateAgentInput(input, defs, { today: TODAY });

describe("normalizePhone (SPEC §5)", () => {
  it.each([
    ["08123456789", "8123456789"],
    ["+628123456789", "8123456789"],
    ["628123456789", "8123456789"],
    ["8123456789", "8123456789"],
    ["0812 3456-789", "8123456789"],
    ["(0812) 3456.789", "8123456789"],
    ["0212345678", "0212345678"],
  ])("%s → %s", (raw, stored) => expect(normalizePhone(raw)).toBe(stored));

  it("gives the same number whichever prefix is typed", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^8\d{7,12}$/),
        fc.constantFrom("", "0", "62", "+62"),
        (n, p) => {
          expect(normalizePhone(`${p}${n}`)).toBe(n);
        },
      ),
    );
  });
});

describe("parseAgentQuery", () => {
  it("reads digits as NIK and phone prefixes, the phone's 0/+62/62 as 8", () => {
    expect(parseAgentQuery("0812")).toEqual({
      kind: "digits",
      nikPrefix: "0812",
      phonePrefix: "812",
    });
    expect(parseAgentQuery("+62812")).toEqual({
      kind: "digits",
      nikPrefix: null,
      phonePrefix: "812",
    });
    expect(parseAgentQuery("62812")).toEqual({
      kind: "digits",
      nikPrefix: "62812",
      phonePrefix: "812",
    });
    expect(parseAgentQuery("3171")).toEqual({
      kind: "digits",
      nikPrefix: "3171",
      phonePrefix: null,
    });
    expect(parseAgentQuery("812-34")).toEqual({
      kind: "digits",
      nikPrefix: "81234",
      phonePrefix: "81234",
    });
  });

  it("reads anything else as text, and blank as no search", () => {
    expect(parseAgentQuery(" Budi ")).toEqual({ kind: "text", text: "Budi" });
    expect(parseAgentQuery("budi@maju")).toEqual({ kind: "text", text: "budi@maju" });
    expect(parseAgentQuery("   ")).toBeNull();
  });
});

describe("parseAgentInput", () => {
  it("normalises a valid form", () => {
    const { value, errors } = parseAgentInput(
      { ...valid, email: " Budi@Maju.TEST ", npwp: "12.345.678.9-012.345", accountNumber: "" },
      [],
      { today: TODAY },
    );
    expect(errors).toEqual([]);
    expect(value).toMatchObject({
      fullName: "Budi Santoso",
      phoneNumber: "81234567890",
      email: "budi@maju.test",
      npwp: "123456789012345",
      accountNumber: null,
      contractStatus: null,
      customData: {},
    });
  });

  it.each<[string, AgentInput, string, string]>([
    ["a missing name", { fullName: " " }, "fullName", "Full name is required"],
    [
      "a long name",
      { fullName: "x".repeat(121) },
      "fullName",
      "Full name must be at most 120 characters",
    ],
    ["a short NIK", { nik: "317101234567890" }, "nik", "NIK must be exactly 16 digits"],
    ["a NIK with letters", { nik: "317101234567890A" }, "nik", "NIK must be exactly 16 digits"],
    [
      "a landline",
      { phoneNumber: "0215551234" },
      "phoneNumber",
      "Phone number must start with 8 followed by 7 to 12 digits",
    ],
    [
      "a too long phone",
      { phoneNumber: "81234567890123" },
      "phoneNumber",
      "Phone number must start with 8 followed by 7 to 12 digits",
    ],
    ["a bad email", { email: "budi@" }, "email", "Email is not a valid email address"],
    [
      "a future birth date",
      { birthDate: "2025-06-16" },
      "birthDate",
      "Birth date cannot be in the future",
    ],
    [
      "a 14-year-old",
      { birthDate: "2010-06-16" },
      "birthDate",
      "The employee must be at least 15 years old",
    ],
    [
      "an impossible birth date",
      { birthDate: "2001-02-30" },
      "birthDate",
      "Birth date must be a valid date (yyyy-MM-dd)",
    ],
    ["a missing join date", { joinDate: "" }, "joinDate", "Join date is required"],
    [
      "a display-format join date",
      { joinDate: "02-01-2024" },
      "joinDate",
      "Join date must be a valid date (yyyy-MM-dd)",
    ],
    [
      "an unknown contract type",
      { contractType: "freelance" },
      "contractType",
      "Contract type must be one of pkwt, kemitraan, daily_worker, event_worker, pkwtt",
    ],
    ["no branch", { branchId: null }, "branchId", "Branch is required"],
    ["a payroll group", { payrollGroupId: 3 }, "payrollGroupId", PAYROLL_GROUP_MESSAGE],
    ["an unknown gender", { gender: "x" }, "gender", "Gender must be one of male, female"],
    ["a short NPWP", { npwp: "12345" }, "npwp", "NPWP must be 15 or 16 digits"],
    [
      "an unknown PTKP",
      { ptkpStatus: "K/4" },
      "ptkpStatus",
      "PTKP status must be one of TK/0, TK/1, TK/2, TK/3, K/0, K/1, K/2, K/3",
    ],
    [
      "a city without province",
      { domicileCityId: "31.71" },
      "domicileProvinceId",
      "Choose the province of the city",
    ],
  ])("refuses %s", (_name, change, field, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual([{ field, message }]);
  });

  it("checks payment data against the payment method", () => {
    expect(errorsOf({ ...valid, paymentMethod: "bank_transfer", accountNumber: "12a" })).toEqual([
      { field: "accountNumber", message: "Account number must be 5 to 20 digits" },
      { field: "accountName", message: "Account name is required for a bank transfer" },
      { field: "bankName", message: "Bank name is required for a bank transfer" },
    ]);
    expect(errorsOf({ ...valid, paymentMethod: "e_wallet" })).toEqual([
      { field: "eWallet", message: "E-wallet is required for an e-wallet payment" },
      { field: "walletPhoneNumber", message: "Phone number is required for an e-wallet payment" },
    ]);
    expect(
      errorsOf({
        ...valid,
        paymentMethod: "e_wallet",
        eWallet: "gopay",
        walletPhoneNumber: "+6281234567",
      }),
    ).toEqual([]);
    expect(errorsOf({ ...valid, paymentMethod: "cash" })).toEqual([]);
  });

  it("lists every problem at once", () => {
    const errors = errorsOf({ fullName: "", nik: "1", phoneNumber: "1", contractType: "x" });
    expect(errors.map((e) => e.field)).toEqual([
      "fullName",
      "nik",
      "phoneNumber",
      "joinDate",
      "contractType",
      "branchId",
    ]);
  });

  it("runs the file-host check when given one", () => {
    const isAllowedFileUrl = (url: string) => url.startsWith("https://files.tenaga.test/");
    expect(
      validateAgentInput({ ...valid, selfieUrl: "https://evil.test/a.png" }, [], {
        today: TODAY,
        isAllowedFileUrl,
      }),
    ).toEqual([
      { field: "selfieUrl", message: "Selfie must be a file uploaded to the file service" },
    ]);
  });
});

describe("parseCustomData", () => {
  it("validates every active field and keeps archived values", () => {
    const { value, errors } = parseCustomData(
      {
        shirt_size: "m",
        skills: ["sales"],
        height_cm: "170.5",
        sim_expiry: "2026-01-31",
        old_code: "new",
      },
      fields,
      { old_code: "A1" },
    );
    expect(errors).toEqual([]);
    expect(value).toEqual({
      shirt_size: "m",
      skills: ["sales"],
      height_cm: 170.5,
      sim_expiry: "2026-01-31",
      old_code: "A1",
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      "a missing required value",
      { shirt_size: "" },
      "customData.shirt_size",
      "Shirt size is required",
    ],
    [
      "a value not among the options",
      { shirt_size: "xl" },
      "customData.shirt_size",
      "Shirt size must be one of its options",
    ],
    [
      "a multi-select outside its options",
      { shirt_size: "m", skills: ["cooking"] },
      "customData.skills",
      "Skills must be a list of its options",
    ],
    [
      "a repeated option",
      { shirt_size: "m", skills: ["sales", "sales"] },
      "customData.skills",
      "Skills lists an option twice",
    ],
    [
      "a non-number",
      { shirt_size: "m", height_cm: "tall" },
      "customData.height_cm",
      "Height must be a number",
    ],
    [
      "a non-ISO date",
      { shirt_size: "m", sim_expiry: "31-01-2026" },
      "customData.sim_expiry",
      "SIM expiry must be a date (yyyy-MM-dd)",
    ],
    [
      "an unknown key",
      { shirt_size: "m", blood_type: "O" },
      "customData.blood_type",
      "Unknown additional data field",
    ],
    [
      "a long text",
      { shirt_size: "m", nickname: "x".repeat(501) },
      "customData.nickname",
      "Nickname must be at most 500 characters",
    ],
  ])("refuses %s", (_name, input, field, message) => {
    expect(parseCustomData(input, fields).errors).toEqual([{ field, message }]);
  });

  it("refuses a non-object", () => {
    expect(parseCustomData(["x"], fields).errors).toEqual([
      { field: "customData", message: "Additional data must be an object" },
    ]);
  });

  it("is part of the employee form's errors", () => {
    expect(errorsOf(valid, fields)).toEqual([
      { field: "customData.shirt_size", message: "Shirt size is required" },
    ]);
  });
});

describe("parseAgentFieldInput", () => {
  it("accepts a dropdown with options and a text field without", () => {
    expect(
      parseAgentFieldInput({
        key: "shirt_size",
        label: " Shirt size ",
        type: "single_select",
        required: true,
        options: [{ label: "M", value: "m" }],
      }),
    ).toEqual({
      value: {
        key: "shirt_size",
        label: "Shirt size",
        type: "single_select",
        required: true,
        options: [{ label: "M", value: "m" }],
        position: 0,
      },
      errors: [],
    });
    expect(validateAgentFieldInput({ key: "nickname", label: "Nickname", type: "text" })).toEqual(
      [],
    );
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      "a key with capitals",
      { key: "ShirtSize" },
      "key",
      "Key must start with a lowercase letter and use only lowercase letters, digits and _ (at most 40)",
    ],
    [
      "a reserved key",
      { key: "nik" },
      "key",
      "Key is one of the employee's own fields; choose another",
    ],
    ["no label", { label: "" }, "label", "Label is required"],
    [
      "an unknown type",
      { type: "file" },
      "type",
      "Type must be one of text, number, date, single_select, multi_select",
    ],
    [
      "options on a text field",
      { options: [{ label: "a", value: "a" }] },
      "options",
      "Only dropdown fields have options",
    ],
    [
      "a negative position",
      { position: -1 },
      "position",
      "Position must be a whole number from 0 to 10000",
    ],
  ])("refuses %s", (_name, change, field, message) => {
    expect(
      validateAgentFieldInput({ key: "nickname", label: "Nickname", type: "text", ...change }),
    ).toEqual([{ field, message }]);
  });

  it("needs options on a dropdown, each with a unique value", () => {
    expect(
      validateAgentFieldInput({ key: "size", label: "Size", type: "multi_select", options: [] }),
    ).toEqual([{ field: "options", message: "A dropdown needs at least one option" }]);
    expect(
      validateAgentFieldInput({
        key: "size",
        label: "Size",
        type: "single_select",
        options: [
          { label: "M", value: "m" },
          { label: "Medium", value: "m" },
          { label: "", value: "l" },
        ],
      }),
    ).toEqual([
      { field: "options.1.value", message: 'Option value "m" appears twice' },
      { field: "options.2.label", message: "Option label is required" },
    ]);
  });

  it("keeps the existing key and type on edit", () => {
    const { value, errors } = parseAgentFieldInput(
      { key: "other", type: "number", label: "Size", options: [{ label: "S", value: "s" }] },
      { key: "size", type: "single_select" },
    );
    expect(errors).toEqual([]);
    expect(value).toMatchObject({ key: "size", type: "single_select" });
  });
});

describe("parseTermination (SPEC §9)", () => {
  const context = { joinDate: "2024-01-02", today: TODAY };
  it("accepts a reason, a date and a note", () => {
    expect(
      parseTermination(
        { reason: "resign_get_new_job", date: "2025-06-15", note: " Moved " },
        context,
      ),
    ).toEqual({
      value: { reason: "resign_get_new_job", date: "2025-06-15", note: "Moved" },
      errors: [],
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["no reason", { reason: "" }, "reason", "Termination reason is required"],
    [
      "an unknown reason",
      { reason: "fired" },
      "reason",
      expect.stringContaining(
        "Termination reason must be one of resign_get_new_job",
      ) as unknown as string,
    ],
    ["a future date", { date: "2025-06-16" }, "date", "Effective date cannot be in the future"],
    [
      "a date before joining",
      { date: "2024-01-01" },
      "date",
      "Effective date cannot be before the join date",
    ],
    ["a long note", { note: "x".repeat(501) }, "note", "Note must be at most 500 characters"],
  ])("refuses %s", (_name, change, field, message) => {
    expect(
      parseTermination({ reason: "OTHERS", date: "2025-01-01", ...change }, context).errors,
    ).toEqual([{ field, message }]);
  });
});

describe("invisible characters and impossible NIKs (issue 11 A7)", () => {
  const INVISIBLE = ["\u202E", "\u2066", "\u200B", "\u200D", "\u2060", "\uFEFF"];

  it.each([
    ["fullName", "Full name"],
    ["nik", "NIK"],
    ["accountName", "Account name"],
    ["bankName", "Bank name"],
  ] as const)("%s with a bidi control or zero-width character is refused", (field, label) => {
    for (const character of INVISIBLE) {
      const text = field === "nik" ? `${character}${valid.nik}` : `Budi${character} Santoso`;
      expect(
        errorsOf({
          ...valid,
          paymentMethod: "bank_transfer",
          accountName: "Budi",
          accountNumber: "1234567890",
          bankName: "BCA",
          [field]: text,
        }),
      ).toEqual([
        { field, message: `${label} must not contain invisible or text-direction characters` },
      ]);
    }
  });

  it("a NIK of sixteen zeros, or with an impossible birth date, is refused", () => {
    expect(errorsOf({ ...valid, nik: "0000000000000000" })).toEqual([
      { field: "nik", message: "NIK must start with an Indonesian province code" },
    ]);
    expect(errorsOf({ ...valid, nik: "3171013102900001" })).toEqual([
      {
        field: "nik",
        message: "NIK must hold a real birth date in digits 7 to 12 (DDMMYY; women's day + 40)",
      },
    ]);
    expect(errorsOf({ ...valid, nik: "3171015508900001" })).toEqual([]); // a woman, 15 August
  });

  it("an additional-data label or option with one is refused", () => {
    const { errors } = parseAgentFieldInput({
      key: "size",
      label: "Si\u200Bze",
      type: "single_select",
      options: [
        { label: "S\u202E", value: "s" },
        { label: "M", value: "m\uFEFF" },
      ],
    });
    expect(errors.map((e) => e.field)).toEqual(["label", "options.0.label", "options.1.value"]);
  });
});
