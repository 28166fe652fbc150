import {
  type AgentFieldDefinition,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  type FieldError,
  type NormalizedAgent,
} from "../../../../domain/workforce/agent.ts";
import { isIsoDate } from "../../../../domain/workforce/dates.ts";
import type { Tx } from "../../../db/pool.ts";
import { HttpError, invalidFields } from "../../../shared/errors.ts";
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextField } from "../../../shared/server.ts";
import { idsOf } from "../../org/common.ts";
import { type AgentFilter, type AgentRow, loadAgentFields } from "../repo.ts";
import type { AgentFilterParams } from "../schemas.ts";
export const CREATE_FAILED = "Failed to Create Agent";
export const UPDATE_FAILED = "Failed to Update Agent";
export const TERMINATE_FAILED = "Failed to Terminate Agent";

export const STALE_VERSION_MESSAGE =
  "This employee was changed by someone else meanwhile. Reload the page and apply your changes again.";

export const DUPLICATE_MESSAGES = {
  nik: "NIK is already registered to another employee",
  phoneNumber: "Phone number is already registered to another employee",
} as const;

export async function fieldMap(tx: Tx): Promise<Map<string, AgentFieldDefinition>> {
  const fields = await loadAgentFields(tx);
  return new Map(fields.map((field) => [field.key, field]));
}

export const split = (value: string | undefined) =>
  value
    ? value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean)
    : undefined;

export const refuseFilter = (field: string, message: string) =>
  invalidFields("Invalid filter", [{ field, message }]);

/**
 * The list's query parameters as a filter. Every given list narrows: an id out of range,
 * a value outside an enum or an unknown additional-data key is a 400 naming the parameter,
 * never a filter quietly dropped (which would select every agent).
 */
export function filterOf(
  query: AgentFilterParams,
  fields: ReadonlyMap<string, AgentFieldDefinition>,
): AgentFilter {
  const ids = (field: keyof AgentFilterParams) => idsOf(field, query[field]) ?? undefined;
  const oneOf = (field: keyof AgentFilterParams, allowed: readonly string[]) => {
    const values = split(query[field]);
    const unknown = values?.filter((value) => !allowed.includes(value)) ?? [];
    if (unknown.length > 0)
      throw refuseFilter(
        field,
        `${unknown.join(", ")} ${unknown.length === 1 ? "is" : "are"} not one of ${allowed.join(", ")}`,
      );
    return values;
  };
  return {
    q: query.q,
    workerStatus: query.workerStatus,
    branchIds: ids("branchIds"),
    projectIds: ids("projectIds"),
    contractTypes: oneOf("contractTypes", CONTRACT_TYPES),
    contractStatuses: oneOf("contractStatuses", CONTRACT_STATUSES),
    cityIds: split(query.cityIds),
    ids: ids("ids"),
    custom: query.custom === undefined ? undefined : customFilterOf(query.custom, fields),
  };
}

export const CUSTOM_FILTER_MAX_VALUES = 50;

/**
 * `custom={"<key>": ["value", ...]}`: each key an additional-data field, each list 1–50
 * values the field can hold (a number field's numbers, a date field's dates, a dropdown's
 * options), text PostgreSQL can store.
 */
export function customFilterOf(
  text: string,
  fields: ReadonlyMap<string, AgentFieldDefinition>,
): Record<string, string[]> {
  const refuse = (message: string) => refuseFilter("custom", message);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refuse('must be JSON: {"<key>": ["value", ...]}');
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw refuse('must be JSON: {"<key>": ["value", ...]}');
  // JSON escapes can spell what the query string's own check never saw (\u0000, \ud800).
  if (unstorableTextField(parsed) !== null) throw refuse(UNSTORABLE_TEXT_MESSAGE);
  const filter: Record<string, string[]> = {};
  for (const [key, raw] of Object.entries(parsed)) {
    const field = fields.get(key);
    if (!field) throw refuse(`${key} is not an additional data field`);
    const values = Array.isArray(raw) ? raw : [raw];
    if (
      values.length === 0 ||
      values.length > CUSTOM_FILTER_MAX_VALUES ||
      values.some((v) => typeof v !== "string" && typeof v !== "number")
    )
      throw refuse(`${key} must be a list of 1 to ${CUSTOM_FILTER_MAX_VALUES} values`);
    const texts = values.map(String);
    const wrong = texts.find((value) => !fitsField(field, value));
    if (wrong !== undefined) throw refuse(`${key}: ${JSON.stringify(wrong)} ${fitMessage(field)}`);
    filter[key] = texts;
  }
  return filter;
}

export const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** Whether an agent's value of `field` could equal `value` (what the form would store). */
export function fitsField(field: AgentFieldDefinition, value: string): boolean {
  switch (field.type) {
    case "number":
      return NUMBER.test(value.trim()) && Number.isFinite(Number(value));
    case "date":
      return isIsoDate(value);
    case "single_select":
    case "multi_select":
      return field.options.some((option) => option.value === value);
    default:
      return true;
  }
}

export function fitMessage(field: AgentFieldDefinition): string {
  if (field.type === "number") return "is not a number";
  if (field.type === "date") return "is not a date written yyyy-MM-dd";
  return `is not one of ${field.options.map((option) => option.value).join(", ")}`;
}

/**
 * What only the database knows: the branch and project exist in the client and are active
 * (checked when chosen, so an agent of a branch inactivated later stays editable), the
 * province exists and the city lies in it. Fields that already have a problem are skipped.
 */
export async function referenceProblems(
  tx: Tx,
  value: NormalizedAgent,
  known: readonly FieldError[],
  before: AgentRow | null,
): Promise<FieldError[]> {
  const has = (field: string) => known.some((e) => e.field === field);
  const problems: FieldError[] = [];
  const { rows } = await tx.query<{
    branch: string | null;
    project: string | null;
    province: boolean;
    city_province: string | null;
  }>(
    `SELECT (SELECT status FROM branches WHERE id = $1) AS branch,
            (SELECT status FROM projects WHERE id = $2) AS project,
            EXISTS (SELECT 1 FROM provinces WHERE id = $3) AS province,
            (SELECT province_id FROM cities WHERE id = $4) AS city_province`,
    [value.branchId || null, value.projectId, value.domicileProvinceId, value.domicileCityId],
  );
  const found = rows[0] as (typeof rows)[number];
  if (!has("branchId") && value.branchId) {
    if (found.branch === null) problems.push({ field: "branchId", message: "Branch not found" });
    else if (found.branch !== "active" && before?.branchId !== value.branchId)
      problems.push({ field: "branchId", message: "Branch is inactive" });
  }
  if (!has("projectId") && value.projectId !== null) {
    if (found.project === null) problems.push({ field: "projectId", message: "Project not found" });
    else if (found.project !== "active" && before?.projectId !== value.projectId)
      problems.push({ field: "projectId", message: "Project is inactive" });
  }
  if (!has("domicileProvinceId") && value.domicileProvinceId !== null && !found.province)
    problems.push({ field: "domicileProvinceId", message: "Province not found" });
  if (!has("domicileCityId") && value.domicileCityId !== null) {
    if (found.city_province === null)
      problems.push({ field: "domicileCityId", message: "City not found" });
    else if (found.province && found.city_province !== value.domicileProvinceId)
      problems.push({ field: "domicileCityId", message: "City is not in the chosen province" });
  }
  return problems;
}

/** 409 naming NIK and/or phone when another agent of the client has them. */
export async function assertUnique(
  tx: Tx,
  value: NormalizedAgent,
  exceptId: number | null,
  message: string,
): Promise<void> {
  const { rows } = await tx.query<{ nik: boolean; phone: boolean }>(
    `SELECT coalesce(bool_or(nik = $1), false) AS nik,
            coalesce(bool_or(phone_number = $2), false) AS phone
     FROM agents WHERE (nik = $1 OR phone_number = $2) AND id IS DISTINCT FROM $3`,
    [value.nik, value.phoneNumber, exceptId],
  );
  const taken: FieldError[] = [];
  if (rows[0]?.nik) taken.push({ field: "nik", message: DUPLICATE_MESSAGES.nik });
  if (rows[0]?.phone) taken.push({ field: "phoneNumber", message: DUPLICATE_MESSAGES.phoneNumber });
  if (taken.length > 0) throw new HttpError(409, message, undefined, taken);
}

/** A write; a NIK or phone taken by a concurrent write (unique violation) is the same 409. */
export async function uniqueOrConflict<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
    if (code === "23505" && constraint === "agents_client_id_nik_key")
      throw new HttpError(409, message, undefined, [
        { field: "nik", message: DUPLICATE_MESSAGES.nik },
      ]);
    if (code === "23505" && constraint === "agents_client_id_phone_number_key")
      throw new HttpError(409, message, undefined, [
        { field: "phoneNumber", message: DUPLICATE_MESSAGES.phoneNumber },
      ]);
    throw error;
  }
}

export const withoutNulls = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
