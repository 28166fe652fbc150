import { localizeProblem, type ProblemLanguage } from "../../../../domain/problems.ts";
import { normalizePhone } from "../../../../domain/workforce/agent.ts";

/**
 * The employee form's values and their mapping to the GraphQL AgentInput. The form holds
 * text (what the user typed or picked); the input holds what the service stores. Pure.
 */

/** An additional-data field as the form needs it (GraphQL AgentField). */
export type AgentFieldDef = {
  key: string;
  label: string;
  /** text, number, date, single_select or multi_select. */
  type: string;
  required: boolean;
  options: readonly { label: string; value: string }[];
  status?: string;
};

/** A custom field's value in the form: text for text/number/date/single, a list for multi. */
export type CustomValue = string | readonly string[];

export type AgentFormValues = {
  fullName: string;
  nik: string;
  phoneNumber: string;
  email: string;
  birthDate: string;
  gender: string;
  joinDate: string;
  contractType: string;
  contractStatus: string;
  branchId: string;
  projectId: string;
  paymentMethod: string;
  accountName: string;
  accountNumber: string;
  bankName: string;
  eWallet: string;
  walletPhoneNumber: string;
  domicileAddress: string;
  domicileProvinceId: string;
  domicileCityId: string;
  vaccineStatus: string;
  selfieUrl: string;
  ptkpStatus: string;
  npwp: string;
  customData: Readonly<Record<string, CustomValue>>;
};

export type TextFieldName = Exclude<keyof AgentFormValues, "customData">;

export const emptyAgentForm: AgentFormValues = {
  fullName: "",
  nik: "",
  phoneNumber: "",
  email: "",
  birthDate: "",
  gender: "",
  joinDate: "",
  contractType: "",
  contractStatus: "",
  branchId: "",
  projectId: "",
  paymentMethod: "",
  accountName: "",
  accountNumber: "",
  bankName: "",
  eWallet: "",
  walletPhoneNumber: "",
  domicileAddress: "",
  domicileProvinceId: "",
  domicileCityId: "",
  vaccineStatus: "",
  selfieUrl: "",
  ptkpStatus: "",
  npwp: "",
  customData: {},
};

/** The fields of an agent the form edits (GraphQL Agent). */
export type AgentRecordLike = {
  [K in TextFieldName]?: string | number | null;
} & { customData?: unknown };

const asText = (value: unknown): string =>
  value === null || value === undefined ? "" : String(value);

/** A custom value as stored (string, number, date text, list) in the form's shape. */
function customValueOf(value: unknown): CustomValue {
  if (Array.isArray(value)) return value.map(asText);
  return asText(value);
}

/** The form's starting values for an existing agent. */
export function fromAgent(agent: AgentRecordLike): AgentFormValues {
  const values: Record<string, unknown> = { ...emptyAgentForm };
  for (const name of Object.keys(emptyAgentForm) as (keyof AgentFormValues)[]) {
    if (name === "customData") continue;
    values[name] = asText(agent[name]);
  }
  const customData: Record<string, CustomValue> = {};
  const stored =
    typeof agent.customData === "object" && agent.customData !== null ? agent.customData : {};
  for (const [key, value] of Object.entries(stored)) {
    customData[key] = customValueOf(value);
  }
  values["customData"] = customData;
  return values as AgentFormValues;
}

const blankToNull = (text: string): string | null => (text.trim() === "" ? null : text.trim());

const idOrNull = (text: string): number | null => {
  const trimmed = text.trim();
  return /^[0-9]+$/.test(trimmed) ? Number(trimmed) : null;
};

/** Digits only, for numbers people type with spaces or dashes (NIK, account, NPWP). */
const digitsOrNull = (text: string): string | null => blankToNull(text.replace(/[\s.-]/g, ""));

/** A custom value as the service stores it: numbers as numbers, blanks left out. */
function customInputValue(field: AgentFieldDef, value: CustomValue | undefined): unknown {
  if (value === undefined) return undefined;
  if (field.type === "multi_select") {
    const list = (typeof value === "string" ? [value] : value).filter((v) => v.trim() !== "");
    return list.length ? list : undefined;
  }
  const text = (typeof value === "string" ? value : value.join(",")).trim();
  if (text === "") return undefined;
  if (field.type === "number") {
    // "1.234,5" and "1234.5" are both read; text that is no number stays text and is refused.
    const normalised = text.includes(",") ? text.replaceAll(".", "").replace(",", ".") : text;
    const n = Number(normalised);
    return Number.isFinite(n) && /^-?[0-9]+(\.[0-9]+)?$/.test(normalised) ? n : text;
  }
  return text;
}

/** The GraphQL AgentInput for the form's values. Payment data not of the method is left out. */
export function toAgentInput(values: AgentFormValues, fields: readonly AgentFieldDef[]) {
  const bank = values.paymentMethod === "bank_transfer";
  const wallet = values.paymentMethod === "e_wallet";
  const customData: Record<string, unknown> = {};
  for (const field of fields) {
    const value = customInputValue(field, values.customData[field.key]);
    if (value !== undefined) customData[field.key] = value;
  }
  const walletPhone = blankToNull(values.walletPhoneNumber);
  return {
    fullName: values.fullName.trim().replace(/\s+/g, " "),
    nik: digitsOrNull(values.nik) ?? "",
    phoneNumber: normalizePhone(values.phoneNumber.trim()),
    email: blankToNull(values.email),
    birthDate: blankToNull(values.birthDate),
    gender: blankToNull(values.gender),
    joinDate: values.joinDate.trim(),
    contractType: values.contractType.trim(),
    contractStatus: blankToNull(values.contractStatus),
    // An unpicked branch is 0, which no branch has: the rules report it as missing.
    branchId: idOrNull(values.branchId) ?? 0,
    projectId: idOrNull(values.projectId),
    payrollGroupId: null,
    paymentMethod: blankToNull(values.paymentMethod),
    accountName: bank ? blankToNull(values.accountName) : null,
    accountNumber: bank ? digitsOrNull(values.accountNumber) : null,
    bankName: bank ? blankToNull(values.bankName) : null,
    eWallet: wallet ? blankToNull(values.eWallet) : null,
    walletPhoneNumber: wallet && walletPhone ? normalizePhone(walletPhone) : null,
    domicileAddress: blankToNull(values.domicileAddress),
    domicileProvinceId: blankToNull(values.domicileProvinceId),
    domicileCityId: blankToNull(values.domicileCityId),
    vaccineStatus: blankToNull(values.vaccineStatus),
    selfieUrl: blankToNull(values.selfieUrl),
    ptkpStatus: blankToNull(values.ptkpStatus),
    npwp: digitsOrNull(values.npwp),
    customData,
  };
}

export type AgentInputValues = ReturnType<typeof toAgentInput>;

/** The form field a problem belongs to: custom data problems are "customData.<key>". */
export const customFieldName = (key: string): string => `customData.${key}`;

/** The order fields appear in, for focusing the first problem. */
export function fieldOrder(fields: readonly AgentFieldDef[]): string[] {
  return [
    "fullName",
    "nik",
    "phoneNumber",
    "email",
    "birthDate",
    "gender",
    "joinDate",
    "contractType",
    "contractStatus",
    "branchId",
    "projectId",
    "payrollGroupId",
    "paymentMethod",
    "accountName",
    "accountNumber",
    "bankName",
    "eWallet",
    "walletPhoneNumber",
    "domicileAddress",
    "domicileProvinceId",
    "domicileCityId",
    "vaccineStatus",
    "selfieUrl",
    "ptkpStatus",
    "npwp",
    ...fields.map((field) => customFieldName(field.key)),
  ];
}

/** Whether two form states differ (what the leave-page guard asks). */
export function isDirty(initial: AgentFormValues, current: AgentFormValues): boolean {
  return comparable(initial) !== comparable(current);
}

/** A form state as text, with blank custom values left out and keys in one order. */
function comparable(values: AgentFormValues): string {
  const { customData, ...rest } = values;
  const custom = Object.entries(customData)
    .filter(([, value]) => (typeof value === "string" ? value.trim() !== "" : value.length > 0))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([rest, custom]);
}

/**
 * A rule's message at its field, in `language` (domain/problems.ts): the shared rules say "is
 * required", "must be 16 digits", so they read after the field's name; a full sentence is
 * shown as it is.
 */
export function messageAt(
  label: string,
  english: string,
  language: ProblemLanguage = "en",
): string {
  const message = localizeProblem(language, english);
  const first = message.charAt(0);
  return first !== "" && first === first.toLowerCase() && first !== first.toUpperCase()
    ? `${label} ${message}`
    : message;
}
