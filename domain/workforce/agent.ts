import { Temporal } from "temporal-polyfill";
import { type EnumValue, systemEnums } from "../enums.ts";
import {
  hasInvisibleCharacter,
  INVISIBLE_CHARACTER_PROBLEM,
  isEmail,
  isPhoneNumber,
  NIK_PATTERN,
  NIK_PROBLEMS,
  nikProblem,
  normalizePhone,
  PHONE_SEPARATORS,
} from "../validation.ts";

export { normalizePhone };

import { parseIsoDate } from "./dates.ts";

/**
 * Rules for employees ("agents") and their client-defined additional data (issue 5), shared
 * by the main service and the console's employee form. Every check reports all problems at
 * once, field by field (field named as in the request, camelCase; additional data as
 * `customData.<key>`), and returns the normalised values the service stores. What needs the
 * database (branch/project exist and are active, the city is in the province, NIK and phone
 * are unique) is the service's part.
 */

/** One field's problem: shown at the field in the console, listed in a 400's `errors`. */
export type FieldError = { field: string; message: string };

export const FULL_NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
export const ADDRESS_MAX_LENGTH = 500;
export const ACCOUNT_NAME_MAX_LENGTH = 120;
export const BANK_NAME_MAX_LENGTH = 80;
export const TERMINATION_NOTE_MAX_LENGTH = 500;
export const SELFIE_URL_MAX_LENGTH = 1000;
export const CUSTOM_TEXT_MAX_LENGTH = 500;
/**
 * The youngest a worker may be on the birth date entered: 15, the age Indonesian labour law
 * (UU 13/2003 art. 69) allows light work from. A product choice, not a SPEC rule.
 */
export const MIN_WORKER_AGE = 15;
/** Bulk activate / inactivate at most this many agents in one call. */
export const BULK_STATUS_MAX = 1000;

/**
 * The fields of an employee a list row shows: the list's summary view (GET /agents
 * ?view=summary, issue 19), which the gateway asks for when a query needs no more.
 */
export const AGENT_SUMMARY_FIELDS = [
  "id",
  "fullName",
  "nik",
  "phoneNumber",
  "email",
  "selfieUrl",
  "joinDate",
  "contractType",
  "contractStatus",
  "workerStatus",
  "branchId",
  "branch",
  "projectId",
  "project",
  "version",
] as const;

export const CONTRACT_TYPES = values("contract_type");
export const CONTRACT_STATUSES = values("contract_status");
export const WORKER_STATUSES = values("worker_status");
export const TERMINATION_REASONS = values("termination_reason");
export const GENDERS = values("gender");
export const VACCINE_STATUSES = values("vaccine_status");
export const PAYMENT_METHODS = values("payment_method");
export const E_WALLETS = values("e_wallet");
export const PTKP_STATUSES = values("ptkp_status");
export const AGENT_FIELD_TYPES = values("agent_field_type");

export type ContractType = EnumValue<"contract_type">;
export type WorkerStatus = EnumValue<"worker_status">;
export type TerminationReason = EnumValue<"termination_reason">;
export type AgentFieldType = EnumValue<"agent_field_type">;

function values<K extends keyof typeof systemEnums>(name: K): readonly EnumValue<K>[] {
  return systemEnums[name].map((entry) => entry.value) as EnumValue<K>[];
}

// ---------------------------------------------------------------------------------------
// Phone numbers (SPEC §5: 8 followed by 7 to 12 digits; the +62 is fixed beside the field)

/**
 * How the agents search reads a query: digits (with an optional +, and the phone
 * separators) are a NIK or phone prefix — the phone prefix with its 0 / +62 / 62 read as
 * the stored 8…; anything else is a name or e-mail text.
 */
export type AgentQuery =
  | { kind: "digits"; nikPrefix: string | null; phonePrefix: string | null }
  | { kind: "text"; text: string };

export function parseAgentQuery(q: string): AgentQuery | null {
  const text = q.trim();
  if (text === "") return null;
  const compact = text.replace(PHONE_SEPARATORS, "");
  if (/^\+?\d+$/.test(compact)) {
    const digits = compact.replace(/^\+/, "");
    const phone = /^(?:62|0)?(8\d*)$/.exec(digits)?.[1] ?? null;
    return {
      kind: "digits",
      nikPrefix: compact.startsWith("+") ? null : digits,
      phonePrefix: phone,
    };
  }
  return { kind: "text", text };
}

// ---------------------------------------------------------------------------------------
// Dates

/** Today in Indonesia's western zone, where the console's dates default (SPEC §9). */
export function todayInJakarta(): string {
  return Temporal.Now.plainDateISO("Asia/Jakarta").toString();
}

// ---------------------------------------------------------------------------------------
// Additional data fields

export type AgentFieldOption = { label: string; value: string };

/** What the employee form and the service need of an additional-data field. */
export type AgentFieldDefinition = {
  key: string;
  label: string;
  type: AgentFieldType;
  required: boolean;
  options: readonly AgentFieldOption[];
  /** Archived fields keep their values but take no input. */
  status: "active" | "archived";
};

export const AGENT_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const AGENT_FIELD_LABEL_MAX_LENGTH = 80;
export const AGENT_FIELD_OPTION_MAX_LENGTH = 80;
export const AGENT_FIELD_OPTIONS_MAX = 100;
/** Active fields per client: the form, the export and the import template stay usable. */
export const AGENT_FIELDS_MAX = 100;
export const AGENT_FIELD_POSITION_MAX = 10_000;

/**
 * Keys an additional field may not take: the employee's own fields (snake_case and
 * camelCase), so import and export columns never mean two things.
 */
export const RESERVED_AGENT_FIELD_KEYS: ReadonlySet<string> = new Set([
  "id",
  "full_name",
  "fullname",
  "nik",
  "phone",
  "phone_number",
  "phonenumber",
  "email",
  "birth_date",
  "gender",
  "join_date",
  "contract_type",
  "contract_status",
  "branch",
  "branch_id",
  "project",
  "project_id",
  "payroll_group",
  "payroll_group_id",
  "payment_method",
  "account_name",
  "account_number",
  "bank_name",
  "e_wallet",
  "wallet_phone_number",
  "domicile_address",
  "domicile_province",
  "domicile_province_id",
  "domicile_city",
  "domicile_city_id",
  "vaccine_status",
  "selfie_url",
  "ptkp_status",
  "npwp",
  "worker_status",
  "termination_reason",
  "termination_date",
  "termination_note",
  "status",
  "version",
  "created_at",
  "updated_at",
]);

export type AgentFieldInput = {
  key?: unknown;
  label?: unknown;
  type?: unknown;
  required?: unknown;
  options?: unknown;
  position?: unknown;
};

export type NormalizedAgentField = {
  key: string;
  label: string;
  type: AgentFieldType;
  required: boolean;
  options: AgentFieldOption[];
  position: number;
};

const isSelect = (type: string) => type === "single_select" || type === "multi_select";

/**
 * An additional-data field definition, checked and normalised. On update (`existing` given)
 * the key and type are the existing field's: values are stored under the key and were
 * validated as the type.
 */
export function parseAgentFieldInput(
  input: AgentFieldInput,
  existing?: { key: string; type: AgentFieldType },
): { value: NormalizedAgentField; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const problem = (field: string, message: string) => errors.push({ field, message });

  let key = existing?.key ?? "";
  if (!existing) {
    key = typeof input.key === "string" ? input.key.trim() : "";
    if (key === "") problem("key", "Key is required");
    else if (!AGENT_FIELD_KEY_PATTERN.test(key))
      problem(
        "key",
        "Key must start with a lowercase letter and use only lowercase letters, digits and _ (at most 40)",
      );
    else if (RESERVED_AGENT_FIELD_KEYS.has(key))
      problem("key", "Key is one of the employee's own fields; choose another");
  }

  const label = typeof input.label === "string" ? input.label.trim() : "";
  if (typeof input.label === "string" && hasInvisibleCharacter(input.label))
    problem("label", `Label ${INVISIBLE_CHARACTER_PROBLEM.en}`);
  else if (label === "") problem("label", "Label is required");
  else if (label.length > AGENT_FIELD_LABEL_MAX_LENGTH)
    problem("label", `Label must be at most ${AGENT_FIELD_LABEL_MAX_LENGTH} characters`);

  let type = existing?.type ?? ("text" as AgentFieldType);
  if (!existing) {
    if (typeof input.type === "string" && AGENT_FIELD_TYPES.includes(input.type as AgentFieldType))
      type = input.type as AgentFieldType;
    else problem("type", `Type must be one of ${AGENT_FIELD_TYPES.join(", ")}`);
  }

  const required = input.required === undefined || input.required === null ? false : input.required;
  if (typeof required !== "boolean") problem("required", "Required must be true or false");

  const options: AgentFieldOption[] = [];
  const rawOptions = input.options ?? [];
  const typeKnown = !errors.some((e) => e.field === "type");
  if (!Array.isArray(rawOptions)) problem("options", "Options must be a list");
  else if (!typeKnown) {
    // The options can only be judged against a known type.
  } else if (isSelect(type)) {
    if (rawOptions.length === 0) problem("options", "A dropdown needs at least one option");
    if (rawOptions.length > AGENT_FIELD_OPTIONS_MAX)
      problem("options", `A dropdown has at most ${AGENT_FIELD_OPTIONS_MAX} options`);
    const seen = new Set<string>();
    rawOptions.slice(0, AGENT_FIELD_OPTIONS_MAX).forEach((raw: unknown, i) => {
      const option = (raw ?? {}) as { label?: unknown; value?: unknown };
      const optionLabel = typeof option.label === "string" ? option.label.trim() : "";
      const optionValue = typeof option.value === "string" ? option.value.trim() : "";
      if (typeof option.label === "string" && hasInvisibleCharacter(option.label))
        problem(`options.${i}.label`, `Option label ${INVISIBLE_CHARACTER_PROBLEM.en}`);
      else if (optionLabel === "") problem(`options.${i}.label`, "Option label is required");
      else if (optionLabel.length > AGENT_FIELD_OPTION_MAX_LENGTH)
        problem(
          `options.${i}.label`,
          `Option label must be at most ${AGENT_FIELD_OPTION_MAX_LENGTH} characters`,
        );
      if (typeof option.value === "string" && hasInvisibleCharacter(option.value))
        problem(`options.${i}.value`, `Option value ${INVISIBLE_CHARACTER_PROBLEM.en}`);
      else if (optionValue === "") problem(`options.${i}.value`, "Option value is required");
      else if (optionValue.length > AGENT_FIELD_OPTION_MAX_LENGTH)
        problem(
          `options.${i}.value`,
          `Option value must be at most ${AGENT_FIELD_OPTION_MAX_LENGTH} characters`,
        );
      else if (seen.has(optionValue))
        problem(`options.${i}.value`, `Option value "${optionValue}" appears twice`);
      seen.add(optionValue);
      options.push({ label: optionLabel, value: optionValue });
    });
  } else if (rawOptions.length > 0) problem("options", "Only dropdown fields have options");

  const position = input.position ?? 0;
  if (
    typeof position !== "number" ||
    !Number.isInteger(position) ||
    position < 0 ||
    position > AGENT_FIELD_POSITION_MAX
  )
    problem("position", `Position must be a whole number from 0 to ${AGENT_FIELD_POSITION_MAX}`);

  return {
    value: {
      key,
      label,
      type,
      required: required === true,
      options,
      position: typeof position === "number" ? position : 0,
    },
    errors,
  };
}

/** `validateAgentFieldInput(input)` for the create form; `(input, existing)` for edit. */
export function validateAgentFieldInput(
  input: AgentFieldInput,
  existing?: { key: string; type: AgentFieldType },
): FieldError[] {
  return parseAgentFieldInput(input, existing).errors;
}

const isBlankValue = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/**
 * Additional data checked against the client's fields: active fields take input (required,
 * type, options); an archived field's key in the input is ignored, its stored value stays;
 * any other key is refused. `previous` is the agent's stored data (its archived values are
 * kept). Numbers may arrive as numeric text from a form; they are stored as numbers.
 */
export function parseCustomData(
  input: unknown,
  fields: readonly AgentFieldDefinition[],
  previous: Record<string, unknown> = {},
): { value: Record<string, unknown>; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const value: Record<string, unknown> = {};
  const byKey = new Map(fields.map((field) => [field.key, field]));
  for (const field of fields)
    if (field.status === "archived" && previous[field.key] !== undefined)
      value[field.key] = previous[field.key];

  if (input !== undefined && input !== null && (typeof input !== "object" || Array.isArray(input)))
    return {
      value,
      errors: [{ field: "customData", message: "Additional data must be an object" }],
    };
  const data = (input ?? {}) as Record<string, unknown>;

  for (const key of Object.keys(data)) {
    if (!byKey.has(key))
      errors.push({ field: `customData.${key}`, message: "Unknown additional data field" });
  }
  for (const field of fields) {
    if (field.status !== "active") continue;
    const path = `customData.${field.key}`;
    const raw = data[field.key];
    if (isBlankValue(raw)) {
      if (field.required) errors.push({ field: path, message: `${field.label} is required` });
      continue;
    }
    const checked = checkCustomValue(field, raw);
    if ("error" in checked) errors.push({ field: path, message: checked.error });
    else value[field.key] = checked.value;
  }
  return { value, errors };
}

function checkCustomValue(
  field: AgentFieldDefinition,
  raw: unknown,
): { value: unknown } | { error: string } {
  const allowed = new Set(field.options.map((option) => option.value));
  switch (field.type) {
    case "text": {
      if (typeof raw !== "string") return { error: `${field.label} must be text` };
      const text = raw.trim();
      if (text.length > CUSTOM_TEXT_MAX_LENGTH)
        return { error: `${field.label} must be at most ${CUSTOM_TEXT_MAX_LENGTH} characters` };
      return { value: text };
    }
    case "number": {
      const n =
        typeof raw === "number"
          ? raw
          : typeof raw === "string" && /^-?\d+(?:\.\d+)?$/.test(raw.trim())
            ? Number(raw.trim())
            : Number.NaN;
      if (!Number.isFinite(n)) return { error: `${field.label} must be a number` };
      return { value: n };
    }
    case "date": {
      const text = typeof raw === "string" ? raw.trim() : "";
      if (!parseIsoDate(text)) return { error: `${field.label} must be a date (yyyy-MM-dd)` };
      return { value: text };
    }
    case "single_select": {
      if (typeof raw !== "string" || !allowed.has(raw))
        return { error: `${field.label} must be one of its options` };
      return { value: raw };
    }
    case "multi_select": {
      if (!Array.isArray(raw) || raw.some((item) => typeof item !== "string" || !allowed.has(item)))
        return { error: `${field.label} must be a list of its options` };
      if (new Set(raw).size !== raw.length)
        return { error: `${field.label} lists an option twice` };
      return { value: raw };
    }
  }
}

// ---------------------------------------------------------------------------------------
// The employee form

/** The employee form as the API takes it (camelCase). Blank optional fields mean "none". */
export type AgentInput = {
  fullName?: unknown;
  nik?: unknown;
  phoneNumber?: unknown;
  email?: unknown;
  birthDate?: unknown;
  gender?: unknown;
  joinDate?: unknown;
  contractType?: unknown;
  contractStatus?: unknown;
  branchId?: unknown;
  projectId?: unknown;
  payrollGroupId?: unknown;
  paymentMethod?: unknown;
  accountName?: unknown;
  accountNumber?: unknown;
  bankName?: unknown;
  eWallet?: unknown;
  walletPhoneNumber?: unknown;
  domicileAddress?: unknown;
  domicileProvinceId?: unknown;
  domicileCityId?: unknown;
  vaccineStatus?: unknown;
  selfieUrl?: unknown;
  ptkpStatus?: unknown;
  npwp?: unknown;
  customData?: unknown;
};

/** The employee as stored: normalised, blanks as null. */
export type NormalizedAgent = {
  fullName: string;
  nik: string;
  phoneNumber: string;
  email: string | null;
  birthDate: string | null;
  gender: string | null;
  joinDate: string;
  contractType: ContractType;
  /** Null when not given: the service keeps the stored status (or no_contract_logged). */
  contractStatus: string | null;
  branchId: number;
  projectId: number | null;
  paymentMethod: string | null;
  accountName: string | null;
  accountNumber: string | null;
  bankName: string | null;
  eWallet: string | null;
  walletPhoneNumber: string | null;
  domicileAddress: string | null;
  domicileProvinceId: string | null;
  domicileCityId: string | null;
  vaccineStatus: string | null;
  selfieUrl: string | null;
  ptkpStatus: string | null;
  npwp: string | null;
  customData: Record<string, unknown>;
};

export type AgentValidationOptions = {
  /** yyyy-MM-dd; defaults to today in Asia/Jakarta. */
  today?: string;
  /** The agent's stored additional data (its archived fields' values are kept). */
  previousCustomData?: Record<string, unknown>;
  /** SPEC §5 file-host check for the selfie URL; skipped when not given. */
  isAllowedFileUrl?: (url: string) => boolean;
};

export const PAYROLL_GROUP_MESSAGE =
  "Action Failed: Branch and Payroll Group is not related, Please Edit from Agent Detail page";

/**
 * The employee form checked and normalised, every problem at once. What needs the
 * database (branch, project, province and city exist; NIK and phone unique) is left to
 * the service.
 */
export function parseAgentInput(
  input: AgentInput,
  fields: readonly AgentFieldDefinition[],
  options: AgentValidationOptions = {},
): { value: NormalizedAgent; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const problem = (field: string, message: string) => errors.push({ field, message });
  const has = (field: string) => errors.some((e) => e.field === field);
  const today = parseIsoDate(options.today ?? todayInJakarta()) as Temporal.PlainDate;

  const text = (field: keyof AgentInput): string | null => {
    const raw = input[field];
    if (raw === undefined || raw === null) return null;
    if (typeof raw !== "string") {
      problem(field, "Must be text");
      return null;
    }
    const trimmed = raw.trim();
    return trimmed === "" ? null : trimmed;
  };
  const oneOf = <T extends string>(
    field: keyof AgentInput,
    label: string,
    allowed: readonly T[],
  ): T | null => {
    const value = text(field);
    if (value !== null && !allowed.includes(value as T)) {
      problem(field, `${label} must be one of ${allowed.join(", ")}`);
      return null;
    }
    return value as T | null;
  };
  const id = (field: keyof AgentInput, label: string): number | null => {
    const raw = input[field];
    if (raw === undefined || raw === null || raw === "") return null;
    if (typeof raw !== "number" || !Number.isInteger(raw) || raw < 1 || raw > 2_147_483_647) {
      problem(field, `${label} is not a valid id`);
      return null;
    }
    return raw;
  };
  const maxLength = (field: keyof AgentInput, label: string, value: string | null, max: number) => {
    if (value !== null && value.length > max) {
      problem(field, `${label} must be at most ${max} characters`);
      return null;
    }
    return value;
  };

  // Names and the NIK take no bidi controls or zero-width characters (issue 11 A7), checked
  // before trimming, which would drop a U+FEFF at either end unnoticed.
  const visibleText = (field: keyof AgentInput, label: string): string | null => {
    const raw = input[field];
    if (typeof raw === "string" && hasInvisibleCharacter(raw)) {
      problem(field, `${label} ${INVISIBLE_CHARACTER_PROBLEM.en}`);
      return null;
    }
    return text(field);
  };

  // Identity
  const fullName = maxLength(
    "fullName",
    "Full name",
    visibleText("fullName", "Full name"),
    FULL_NAME_MAX_LENGTH,
  );
  if (fullName === null && !has("fullName")) problem("fullName", "Full name is required");

  const nik = visibleText("nik", "NIK");
  if (nik === null) {
    if (!has("nik")) problem("nik", "NIK is required");
  } else if (!NIK_PATTERN.test(nik)) problem("nik", "NIK must be exactly 16 digits");
  else {
    const impossible = nikProblem(nik);
    if (impossible) problem("nik", `NIK ${NIK_PROBLEMS[impossible].en}`);
  }

  const phoneNumber = normalizedPhone(text("phoneNumber"));
  if (phoneNumber === null) {
    if (!has("phoneNumber")) problem("phoneNumber", "Phone number is required");
  } else if (!isPhoneNumber(phoneNumber))
    problem("phoneNumber", "Phone number must start with 8 followed by 7 to 12 digits");

  let email = text("email");
  if (email !== null) {
    email = email.toLowerCase();
    if (email.length > EMAIL_MAX_LENGTH || !isEmail(email))
      problem("email", "Email is not a valid email address");
  }

  const birthDateText = text("birthDate");
  const birthDate = birthDateText === null ? null : parseIsoDate(birthDateText);
  if (birthDateText !== null) {
    if (!birthDate) problem("birthDate", "Birth date must be a valid date (yyyy-MM-dd)");
    else if (Temporal.PlainDate.compare(birthDate, today) > 0)
      problem("birthDate", "Birth date cannot be in the future");
    else if (Temporal.PlainDate.compare(birthDate.add({ years: MIN_WORKER_AGE }), today) > 0)
      problem("birthDate", `The employee must be at least ${MIN_WORKER_AGE} years old`);
  }

  const gender = oneOf("gender", "Gender", GENDERS);

  // Employment
  const joinDateText = text("joinDate");
  const joinDate = joinDateText === null ? null : parseIsoDate(joinDateText);
  if (joinDateText === null) {
    if (!has("joinDate")) problem("joinDate", "Join date is required");
  } else if (!joinDate) problem("joinDate", "Join date must be a valid date (yyyy-MM-dd)");
  else if (birthDate && !has("birthDate") && Temporal.PlainDate.compare(joinDate, birthDate) <= 0)
    problem("joinDate", "Join date must be after the birth date");

  const contractTypeText = text("contractType");
  let contractType: ContractType | null = null;
  if (contractTypeText === null) {
    if (!has("contractType")) problem("contractType", "Contract type is required");
  } else if (!CONTRACT_TYPES.includes(contractTypeText as ContractType))
    problem("contractType", `Contract type must be one of ${CONTRACT_TYPES.join(", ")}`);
  else contractType = contractTypeText as ContractType;

  // Omitted: a new agent has no contract logged; an edited one keeps its status.
  const contractStatus = oneOf("contractStatus", "Contract status", CONTRACT_STATUSES);

  const branchId = id("branchId", "Branch");
  if (branchId === null && !has("branchId")) problem("branchId", "Branch is required");
  const projectId = id("projectId", "Project");

  // SPEC §8: payroll groups come with payroll; until then none can be related to a branch.
  const payrollGroup = input.payrollGroupId;
  if (payrollGroup !== undefined && payrollGroup !== null && payrollGroup !== "")
    problem("payrollGroupId", PAYROLL_GROUP_MESSAGE);

  // Payment data: what the method needs must be there; what is there must be well-formed.
  const paymentMethod = oneOf("paymentMethod", "Payment method", PAYMENT_METHODS);
  const accountName = maxLength(
    "accountName",
    "Account name",
    visibleText("accountName", "Account name"),
    ACCOUNT_NAME_MAX_LENGTH,
  );
  let accountNumber = text("accountNumber");
  if (accountNumber !== null) {
    accountNumber = accountNumber.replace(/[\s-]/g, "");
    if (!/^\d{5,20}$/.test(accountNumber)) {
      problem("accountNumber", "Account number must be 5 to 20 digits");
      accountNumber = null;
    }
  }
  const bankName = maxLength(
    "bankName",
    "Bank name",
    visibleText("bankName", "Bank name"),
    BANK_NAME_MAX_LENGTH,
  );
  const eWallet = oneOf("eWallet", "E-wallet", E_WALLETS);
  const walletPhoneNumber = normalizedPhone(text("walletPhoneNumber"));
  if (walletPhoneNumber !== null && !isPhoneNumber(walletPhoneNumber))
    problem("walletPhoneNumber", "Phone number must start with 8 followed by 7 to 12 digits");
  if (paymentMethod === "bank_transfer") {
    const missing = (field: keyof AgentInput, label: string, value: string | null) => {
      if (value === null && !has(field)) problem(field, `${label} is required for a bank transfer`);
    };
    missing("accountName", "Account name", accountName);
    missing("accountNumber", "Account number", accountNumber);
    missing("bankName", "Bank name", bankName);
  }
  if (paymentMethod === "e_wallet") {
    if (eWallet === null && !has("eWallet"))
      problem("eWallet", "E-wallet is required for an e-wallet payment");
    if (walletPhoneNumber === null && !has("walletPhoneNumber"))
      problem("walletPhoneNumber", "Phone number is required for an e-wallet payment");
  }

  // Domicile
  const domicileAddress = maxLength(
    "domicileAddress",
    "Address",
    text("domicileAddress"),
    ADDRESS_MAX_LENGTH,
  );
  const domicileProvinceId = text("domicileProvinceId");
  const domicileCityId = text("domicileCityId");
  if (domicileCityId !== null && domicileProvinceId === null)
    problem("domicileProvinceId", "Choose the province of the city");

  const vaccineStatus = oneOf("vaccineStatus", "Vaccine status", VACCINE_STATUSES);

  const selfieUrl = maxLength("selfieUrl", "Selfie", text("selfieUrl"), SELFIE_URL_MAX_LENGTH);
  if (selfieUrl !== null && options.isAllowedFileUrl && !options.isAllowedFileUrl(selfieUrl))
    problem("selfieUrl", "Selfie must be a file uploaded to the file service");

  // Tax data
  const ptkpStatus = oneOf("ptkpStatus", "PTKP status", PTKP_STATUSES);
  let npwp = text("npwp");
  if (npwp !== null) {
    npwp = npwp.replace(/[.\s-]/g, "");
    if (!/^(\d{15}|\d{16})$/.test(npwp)) problem("npwp", "NPWP must be 15 or 16 digits");
  }

  const custom = parseCustomData(input.customData, fields, options.previousCustomData);
  errors.push(...custom.errors);

  return {
    value: {
      fullName: fullName ?? "",
      nik: nik ?? "",
      phoneNumber: phoneNumber ?? "",
      email,
      birthDate: birthDate?.toString() ?? null,
      gender,
      joinDate: joinDate?.toString() ?? "",
      contractType: contractType ?? "pkwt",
      contractStatus,
      branchId: branchId ?? 0,
      projectId,
      paymentMethod,
      accountName,
      accountNumber,
      bankName,
      eWallet,
      walletPhoneNumber,
      domicileAddress,
      domicileProvinceId,
      domicileCityId,
      vaccineStatus,
      selfieUrl,
      ptkpStatus,
      npwp,
      customData: custom.value,
    },
    errors,
  };
}

function normalizedPhone(value: string | null): string | null {
  return value === null ? null : normalizePhone(value);
}

/** The employee form's problems, for the console to show at each field. */
export function validateAgentInput(
  input: AgentInput,
  fields: readonly AgentFieldDefinition[],
  options: AgentValidationOptions = {},
): FieldError[] {
  return parseAgentInput(input, fields, options).errors;
}

// ---------------------------------------------------------------------------------------
// Termination (SPEC §9 reasons)

export type TerminationInput = { reason?: unknown; date?: unknown; note?: unknown };
export type NormalizedTermination = {
  reason: TerminationReason;
  date: string;
  note: string | null;
};

/**
 * A termination: a SPEC §9 reason, an effective date that is not before the join date and
 * not in the future (a future termination would need a job to flip the status on the day;
 * until one exists, HR records it on or after the day), and an optional note.
 */
export function parseTermination(
  input: TerminationInput,
  context: { joinDate: string; today?: string },
): { value: NormalizedTermination; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const reason = typeof input.reason === "string" ? input.reason.trim() : "";
  if (reason === "") errors.push({ field: "reason", message: "Termination reason is required" });
  else if (!TERMINATION_REASONS.includes(reason as TerminationReason))
    errors.push({
      field: "reason",
      message: `Termination reason must be one of ${TERMINATION_REASONS.join(", ")}`,
    });

  const dateText = typeof input.date === "string" ? input.date.trim() : "";
  const date = parseIsoDate(dateText);
  const today = parseIsoDate(context.today ?? todayInJakarta()) as Temporal.PlainDate;
  const joinDate = parseIsoDate(context.joinDate);
  if (dateText === "") errors.push({ field: "date", message: "Effective date is required" });
  else if (!date)
    errors.push({ field: "date", message: "Effective date must be a valid date (yyyy-MM-dd)" });
  else if (Temporal.PlainDate.compare(date, today) > 0)
    errors.push({ field: "date", message: "Effective date cannot be in the future" });
  else if (joinDate && Temporal.PlainDate.compare(date, joinDate) < 0)
    errors.push({ field: "date", message: "Effective date cannot be before the join date" });

  const noteRaw = input.note;
  let note: string | null = null;
  if (noteRaw !== undefined && noteRaw !== null) {
    if (typeof noteRaw !== "string") errors.push({ field: "note", message: "Note must be text" });
    else {
      note = noteRaw.trim() || null;
      if (note !== null && note.length > TERMINATION_NOTE_MAX_LENGTH)
        errors.push({
          field: "note",
          message: `Note must be at most ${TERMINATION_NOTE_MAX_LENGTH} characters`,
        });
    }
  }
  return {
    value: { reason: reason as TerminationReason, date: date?.toString() ?? "", note },
    errors,
  };
}
