import {
  hasInvisibleCharacter,
  INVISIBLE_CHARACTER_PROBLEM,
  isEmail,
  isPhoneNumber,
  NIK_PATTERN,
  NIK_PROBLEMS,
  nikProblem,
  normalizePhone,
} from "../validation.ts";
import { isIsoDate } from "./dates.ts";

/** Dates: one rule for every workforce form (domain/workforce/dates.ts). */
export { isIsoDate } from "./dates.ts";

/**
 * Rules for branches, merchants, projects, partners and assignments (issue 5), shared by
 * the main service (which also checks what needs the database: uniqueness, existence,
 * overlaps) and the console forms. Every validator reports all problems at once, field by
 * field, with the field named as in the request (camelCase), and returns the normalised
 * values the service stores.
 */

/** One field's problem: shown at the field in the console, listed in a 400's `errors`. */
export type FieldProblem = { field: string; message: string };

/** Branch, merchant and project codes: 2–20 of A–Z, 0–9 and "-", unique per client. */
export const ORG_CODE_PATTERN = /^[A-Z0-9-]{2,20}$/;
export const NAME_MAX_LENGTH = 120;
export const ADDRESS_MAX_LENGTH = 500;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const EMAIL_MAX_LENGTH = 254;
/** A partner's rejection reason. */
export const REASON_MAX_LENGTH = 500;
/** Bulk approve / reject. */
export const BULK_DECISION_MAX = 100;

export const RECORD_STATUSES = ["active", "inactive"] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

// ---------------------------------------------------------------------------------------
// Time zones (SPEC §9: WIB +07:00, WITA +08:00, WIT +09:00)

export const INDONESIAN_TIMEZONES = [
  { iana: "Asia/Jakarta", label: "WIB", offset: "+07:00" },
  { iana: "Asia/Makassar", label: "WITA", offset: "+08:00" },
  { iana: "Asia/Jayapura", label: "WIT", offset: "+09:00" },
] as const;
export type IndonesianTimezone = (typeof INDONESIAN_TIMEZONES)[number]["iana"];
export type TimezoneLabel = (typeof INDONESIAN_TIMEZONES)[number]["label"];

/** "WIB" / "WITA" / "WIT" or the IANA id, in any letter case → the IANA id; else null. */
export function parseIndonesianTimezone(value: string): IndonesianTimezone | null {
  const wanted = value.trim().toLowerCase();
  const zone = INDONESIAN_TIMEZONES.find(
    (z) => z.iana.toLowerCase() === wanted || z.label.toLowerCase() === wanted,
  );
  return zone?.iana ?? null;
}

export function timezoneLabelOf(iana: IndonesianTimezone): TimezoneLabel {
  return INDONESIAN_TIMEZONES.find((z) => z.iana === iana)?.label ?? "WIB";
}

/**
 * The time zone of a province, by its Kemendagri code (the first segment of its cities'
 * ids, "31" in "31.71"):
 * - WIB (Asia/Jakarta): Sumatra 11–19, Riau Islands 21, Java 31–36, West and Central
 *   Kalimantan 61–62;
 * - WITA (Asia/Makassar): Bali and Nusa Tenggara 51–53, South, East and North Kalimantan
 *   63–65, Sulawesi 71–76;
 * - WIT (Asia/Jayapura): Maluku 81–82, Papua 91–96.
 * An unknown code gives the console's default, Asia/Jakarta.
 */
export function timezoneForProvince(provinceId: string | null | undefined): IndonesianTimezone {
  const code = Number((provinceId ?? "").split(".")[0]);
  if (!Number.isInteger(code)) return "Asia/Jakarta";
  if ((code >= 51 && code <= 53) || (code >= 63 && code <= 65) || (code >= 71 && code <= 76))
    return "Asia/Makassar";
  if (code >= 81 && code <= 99) return "Asia/Jayapura";
  return "Asia/Jakarta";
}

// ---------------------------------------------------------------------------------------
// Small readers: each returns the normalised value and records a problem when it can't.

type Text = string | null | undefined;
type Num = number | string | null | undefined;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

class Problems {
  readonly list: FieldProblem[] = [];
  add(field: string, message: string) {
    this.list.push({ field, message });
  }
  has(field: string) {
    return this.list.some((problem) => problem.field === field);
  }
}

function requiredText(p: Problems, field: string, value: Text, max: number): string {
  if (blank(value)) {
    p.add(field, "is required");
    return "";
  }
  const text = String(value).trim();
  if ([...text].length > max) p.add(field, `must be at most ${max} characters`);
  return text;
}

function optionalText(p: Problems, field: string, value: Text, max: number): string | null {
  if (blank(value)) return null;
  const text = String(value).trim();
  if ([...text].length > max) p.add(field, `must be at most ${max} characters`);
  return text;
}

/**
 * A name: required text without bidi controls or zero-width characters (issue 11 A7), which
 * would make two names that look alike differ, or show one reversed. Checked before trimming,
 * which would drop a U+FEFF at either end unnoticed.
 */
function requiredName(p: Problems, field: string, value: Text, max: number): string {
  if (typeof value === "string" && hasInvisibleCharacter(value)) {
    p.add(field, INVISIBLE_CHARACTER_PROBLEM.en);
    return value.trim();
  }
  return requiredText(p, field, value, max);
}

/** Codes are stored upper-case: "jkt-01" is read as "JKT-01". */
function code(p: Problems, value: Text): string {
  if (blank(value)) {
    p.add("code", "is required");
    return "";
  }
  if (typeof value === "string" && hasInvisibleCharacter(value)) {
    p.add("code", INVISIBLE_CHARACTER_PROBLEM.en);
    return value.trim().toUpperCase();
  }
  const text = String(value).trim().toUpperCase();
  if (!ORG_CODE_PATTERN.test(text)) p.add("code", "must be 2 to 20 characters of A-Z, 0-9 and -");
  return text;
}

function optionalId(p: Problems, field: string, value: Num): number | null {
  if (blank(value)) return null;
  const n = typeof value === "number" ? value : Number(String(value).trim());
  if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) {
    p.add(field, "must be a valid id");
    return null;
  }
  return n;
}

function requiredId(p: Problems, field: string, value: Num): number | null {
  if (blank(value)) {
    p.add(field, "is required");
    return null;
  }
  return optionalId(p, field, value);
}

function oneOf<T extends string>(
  p: Problems,
  field: string,
  value: Text,
  allowed: readonly T[],
): T | null {
  if (blank(value)) return null;
  const text = String(value).trim();
  if ((allowed as readonly string[]).includes(text)) return text as T;
  p.add(field, `must be one of ${allowed.join(", ")}`);
  return null;
}

function date(p: Problems, field: string, value: Text, required: boolean): string | null {
  if (blank(value)) {
    if (required) p.add(field, "is required");
    return null;
  }
  const text = String(value).trim();
  if (!isIsoDate(text)) {
    p.add(field, "must be a date written yyyy-MM-dd");
    return null;
  }
  return text;
}

/** `endDate` on or after `startDate` (both valid dates; ISO dates compare as text). */
function dateRange(p: Problems, start: string | null, end: string | null) {
  if (start && end && end < start) p.add("endDate", "must be on or after the start date");
}

const DECIMAL = /^-?\d{1,3}(?:\.\d+)?$/;

function coordinate(p: Problems, field: string, value: Num, limit: number): number | null {
  if (blank(value)) return null;
  const text = typeof value === "number" ? String(value) : String(value).trim();
  const n = typeof value === "number" ? value : DECIMAL.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(n) || n < -limit || n > limit) {
    p.add(field, `must be a number from -${limit} to ${limit}`);
    return null;
  }
  // numeric(9, 6): about 0.1 m, finer than any phone's GPS.
  return Math.round(n * 1e6) / 1e6;
}

/**
 * Province and city: the city must lie in the province. City ids are Kemendagri codes
 * "PP.RR" whose first segment is the province, so this needs no lookup; the service still
 * checks both exist.
 */
function region(
  p: Problems,
  values: { provinceId?: Text; cityId?: Text },
  required: boolean,
): { provinceId: string | null; cityId: string | null } {
  const provinceId = blank(values.provinceId) ? null : String(values.provinceId).trim();
  const cityId = blank(values.cityId) ? null : String(values.cityId).trim();
  if (required && !provinceId) p.add("provinceId", "is required");
  if (required && !cityId) p.add("cityId", "is required");
  if (!required && cityId && !provinceId) p.add("provinceId", "is required with a city");
  if (provinceId && !/^\d{2}$/.test(provinceId)) p.add("provinceId", "is not a province");
  if (cityId && !/^\d{2}\.\d{2}$/.test(cityId)) p.add("cityId", "is not a city");
  else if (cityId && provinceId && !p.has("provinceId") && cityId.split(".")[0] !== provinceId)
    p.add("cityId", "is not in the chosen province");
  return { provinceId, cityId };
}

// ---------------------------------------------------------------------------------------
// Branches and merchants

/** The branch and merchant forms (also the body of POST / PUT). */
export type PlaceInput = {
  code?: Text;
  name?: Text;
  address?: Text;
  provinceId?: Text;
  cityId?: Text;
  latitude?: Num;
  longitude?: Num;
  /** WIB / WITA / WIT or the IANA id; omitted, the province's zone. */
  timezone?: Text;
  status?: Text;
};

export type PlaceValues = {
  code: string;
  name: string;
  address: string;
  provinceId: string | null;
  cityId: string | null;
  latitude: number | null;
  longitude: number | null;
  timezone: IndonesianTimezone;
  /** null: unchanged on update, active on create. */
  status: RecordStatus | null;
};

export function validatePlace(input: PlaceInput): {
  values: PlaceValues;
  problems: FieldProblem[];
} {
  const p = new Problems();
  const values: PlaceValues = {
    code: code(p, input.code),
    name: requiredName(p, "name", input.name, NAME_MAX_LENGTH),
    address: optionalText(p, "address", input.address, ADDRESS_MAX_LENGTH) ?? "",
    ...region(p, input, true),
    latitude: coordinate(p, "latitude", input.latitude, 90),
    longitude: coordinate(p, "longitude", input.longitude, 180),
    timezone: "Asia/Jakarta",
    status: oneOf(p, "status", input.status, RECORD_STATUSES),
  };
  // Both or neither: a point needs two numbers.
  if (blank(input.latitude) !== blank(input.longitude)) {
    if (blank(input.latitude)) p.add("latitude", "is required with a longitude");
    else p.add("longitude", "is required with a latitude");
  }
  if (blank(input.timezone)) values.timezone = timezoneForProvince(values.provinceId);
  else {
    const zone = parseIndonesianTimezone(String(input.timezone));
    if (zone) values.timezone = zone;
    else p.add("timezone", "must be WIB, WITA or WIT");
  }
  return { values, problems: p.list };
}

export type MerchantInput = PlaceInput & { branchId?: Num };

export function validateMerchant(input: MerchantInput): {
  values: PlaceValues & { branchId: number | null };
  problems: FieldProblem[];
} {
  const place = validatePlace(input);
  const p = new Problems();
  const branchId = optionalId(p, "branchId", input.branchId);
  return { values: { ...place.values, branchId }, problems: [...place.problems, ...p.list] };
}

// ---------------------------------------------------------------------------------------
// Projects

export type ProjectInput = {
  code?: Text;
  name?: Text;
  description?: Text;
  startDate?: Text;
  endDate?: Text;
  status?: Text;
};

export type ProjectValues = {
  code: string;
  name: string;
  description: string;
  startDate: string;
  endDate: string | null;
  status: RecordStatus | null;
};

export function validateProject(input: ProjectInput): {
  values: ProjectValues;
  problems: FieldProblem[];
} {
  const p = new Problems();
  const projectCode = code(p, input.code);
  const name = requiredName(p, "name", input.name, NAME_MAX_LENGTH);
  const description =
    optionalText(p, "description", input.description, DESCRIPTION_MAX_LENGTH) ?? "";
  const startDate = date(p, "startDate", input.startDate, true);
  const endDate = date(p, "endDate", input.endDate, false);
  dateRange(p, startDate, endDate);
  const values: ProjectValues = {
    code: projectCode,
    name,
    description,
    startDate: startDate ?? "",
    endDate,
    status: oneOf(p, "status", input.status, RECORD_STATUSES),
  };
  return { values, problems: p.list };
}

// ---------------------------------------------------------------------------------------
// Partners

export const PARTNER_APPROVAL_STATUSES = ["waiting_for_approval", "approved", "rejected"] as const;
export type PartnerApprovalStatus = (typeof PARTNER_APPROVAL_STATUSES)[number];

/** SPEC §4 partner salary registration. */
export const SALARY_REGISTRATIONS = ["bpu", "pu", "waiting_for_registration"] as const;
export type SalaryRegistration = (typeof SALARY_REGISTRATIONS)[number];

/**
 * SPEC §6 partner visibility options: which of the client's partners the console shows
 * (every partner read: the database and approval lists, the detail, approve/reject).
 * - all_registered_partners: every partner;
 * - by_assigned_agent: partners that have an assigned employee;
 * - by_working_city: partners whose city is the city of one of the client's active
 *   branches (where the client works);
 * - by_partner_team_lead: partners that have a team lead, and the team leads themselves.
 */
export const PARTNER_VISIBILITIES = [
  "all_registered_partners",
  "by_assigned_agent",
  "by_working_city",
  "by_partner_team_lead",
] as const;
export type PartnerVisibility = (typeof PARTNER_VISIBILITIES)[number];

export type PartnerInput = {
  fullName?: Text;
  nik?: Text;
  phoneNumber?: Text;
  email?: Text;
  provinceId?: Text;
  cityId?: Text;
  assignedAgentId?: Num;
  teamLeadId?: Num;
  salaryRegistration?: Text;
};

export type PartnerValues = {
  fullName: string;
  nik: string;
  phoneNumber: string;
  email: string | null;
  provinceId: string | null;
  cityId: string | null;
  assignedAgentId: number | null;
  teamLeadId: number | null;
  /** null: unchanged on update, waiting_for_registration on create. */
  salaryRegistration: SalaryRegistration | null;
};

export function validatePartner(input: PartnerInput): {
  values: PartnerValues;
  problems: FieldProblem[];
} {
  const p = new Problems();
  const fullName = requiredName(p, "fullName", input.fullName, NAME_MAX_LENGTH);
  const nik = blank(input.nik) ? "" : String(input.nik).trim();
  if (!nik) p.add("nik", "is required");
  else if (hasInvisibleCharacter(String(input.nik))) p.add("nik", INVISIBLE_CHARACTER_PROBLEM.en);
  else if (!NIK_PATTERN.test(nik)) p.add("nik", "must be 16 digits");
  else {
    const problem = nikProblem(nik);
    if (problem) p.add("nik", NIK_PROBLEMS[problem].en);
  }
  const phoneNumber = blank(input.phoneNumber)
    ? ""
    : normalizePhone(String(input.phoneNumber).trim());
  if (!phoneNumber) p.add("phoneNumber", "is required");
  else if (!isPhoneNumber(phoneNumber))
    p.add("phoneNumber", "must start with 8 followed by 7 to 12 digits");
  const email = optionalText(p, "email", input.email, EMAIL_MAX_LENGTH);
  if (email && !p.has("email") && !isEmail(email)) p.add("email", "is not a valid email address");
  const values: PartnerValues = {
    fullName,
    nik,
    phoneNumber,
    email: email?.toLowerCase() ?? null,
    ...region(p, input, false),
    assignedAgentId: optionalId(p, "assignedAgentId", input.assignedAgentId),
    teamLeadId: optionalId(p, "teamLeadId", input.teamLeadId),
    salaryRegistration: oneOf(
      p,
      "salaryRegistration",
      input.salaryRegistration,
      SALARY_REGISTRATIONS,
    ),
  };
  return { values, problems: p.list };
}

/** A rejection needs a reason of 1 to 500 characters. */
export function validateRejectionReason(reason: Text): {
  value: string;
  problems: FieldProblem[];
} {
  const p = new Problems();
  const value = requiredText(p, "reason", reason, REASON_MAX_LENGTH);
  return { value, problems: p.list };
}

// ---------------------------------------------------------------------------------------
// Assignments

export const ASSIGNMENT_STATUSES = ["upcoming", "active", "ended"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** Upcoming before its start, ended after its end, active in between (dates inclusive). */
export function assignmentStatus(
  startDate: string,
  endDate: string | null,
  today: string,
): AssignmentStatus {
  if (today < startDate) return "upcoming";
  if (endDate !== null && today > endDate) return "ended";
  return "active";
}

export type AssignmentInput = {
  agentId?: Num;
  projectId?: Num;
  merchantId?: Num;
  branchId?: Num;
  startDate?: Text;
  endDate?: Text;
};

export type AssignmentValues = {
  agentId: number;
  projectId: number;
  merchantId: number | null;
  branchId: number | null;
  startDate: string;
  endDate: string | null;
};

export function validateAssignment(input: AssignmentInput): {
  values: AssignmentValues;
  problems: FieldProblem[];
} {
  const p = new Problems();
  const agentId = requiredId(p, "agentId", input.agentId);
  const projectId = requiredId(p, "projectId", input.projectId);
  const merchantId = optionalId(p, "merchantId", input.merchantId);
  const branchId = optionalId(p, "branchId", input.branchId);
  if (blank(input.merchantId) && blank(input.branchId))
    p.add("merchantId", "or a branch is required");
  const startDate = date(p, "startDate", input.startDate, true);
  const endDate = date(p, "endDate", input.endDate, false);
  dateRange(p, startDate, endDate);
  return {
    values: {
      agentId: agentId ?? 0,
      projectId: projectId ?? 0,
      merchantId,
      branchId,
      startDate: startDate ?? "",
      endDate,
    },
    problems: p.list,
  };
}

/** Two inclusive date ranges (null end = open-ended) share at least one day. */
export function dateRangesOverlap(
  a: { startDate: string; endDate: string | null },
  b: { startDate: string; endDate: string | null },
): boolean {
  return (
    (a.endDate === null || b.startDate <= a.endDate) &&
    (b.endDate === null || a.startDate <= b.endDate)
  );
}
