import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { isAllowedFileHost } from "../../../domain/uploads.ts";
import {
  type AgentFieldDefinition,
  type AgentInput,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  type FieldError,
  type NormalizedAgent,
  parseAgentInput,
  parseTermination,
} from "../../../domain/workforce/agent.ts";
import { isIsoDate } from "../../../domain/workforce/dates.ts";
import type { Db, Tx } from "../../db/pool.ts";
import { allowedFileHosts } from "../../file/plugin.ts";
import { HttpError, invalidFields, notFound } from "../../shared/errors.ts";
import { requireMenu, requirePrincipal } from "../../shared/principal.ts";
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextField } from "../../shared/server.ts";
import { idsOf } from "../org/common.ts";
import { dataOf, VersionField } from "../schemas.ts";
import { exportRoute } from "./export.ts";
import {
  type AgentFilter,
  type AgentRow,
  auditAgent,
  auditedValues,
  changedFields,
  DEFAULT_AGENT_SORT,
  findAgent,
  insertAgent,
  listAgents,
  loadAgentFields,
  updateAgentRow,
} from "./repo.ts";
import {
  AgentBody,
  type AgentFilterParams,
  AgentListQuery,
  AgentSchema,
  IdParams,
  StatusBody,
  TerminateBody,
  TimelineItemSchema,
} from "./schemas.ts";
import { agentTimeline } from "./timeline.ts";

const CREATE_FAILED = "Failed to Create Agent";
const UPDATE_FAILED = "Failed to Update Agent";
const TERMINATE_FAILED = "Failed to Terminate Agent";

export const STALE_VERSION_MESSAGE =
  "This employee was changed by someone else meanwhile. Reload the page and apply your changes again.";

const DUPLICATE_MESSAGES = {
  nik: "NIK is already registered to another employee",
  phoneNumber: "Phone number is already registered to another employee",
} as const;

/**
 * Employees ("agents", issue 5): list, read, create, edit, terminate, bulk activate /
 * inactivate, timeline and export. All need the employee-list menu (SPEC §6). Agents are
 * never deleted: people and their payroll history stay; they are inactivated or terminated.
 */
export function agentRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const fileHosts = allowedFileHosts();
  const isAllowedFileUrl = (url: string) => isAllowedFileHost(url, fileHosts);

  app.get(
    "/agents",
    {
      schema: {
        summary:
          "Employees of the caller's client (menu employee-list), paged, searched, filtered. There is no DELETE: people and their payroll history stay; inactivate (POST /agents/status) or terminate them",
        querystring: AgentListQuery,
        response: {
          200: dataOf(
            Type.Object({
              items: Type.Array(AgentSchema),
              totalItems: Type.Integer(),
              limit: Type.Integer(),
              page: Type.Integer(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(db, request);
      requireMenu(principal, "employee-list");
      const query = request.query as AgentFilterParams & {
        limit?: number;
        page?: number;
        sort?: string;
      };
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const result = await db.tenant(principal.clientId, async (tx) => {
        const fields = await fieldMap(tx);
        return listAgents(tx, {
          filter: filterOf(query, fields),
          fields,
          sort: query.sort ?? DEFAULT_AGENT_SORT,
          limit,
          page,
        });
      });
      return { data: { ...result, limit, page } };
    },
  );

  exportRoute(app, db, { filterOf, fieldMap });

  app.get(
    "/agents/:id",
    {
      schema: {
        summary: "One employee (menu employee-list)",
        params: IdParams,
        response: { 200: dataOf(AgentSchema) },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(db, request);
      requireMenu(principal, "employee-list");
      const { id } = request.params as { id: number };
      const agent = await db.tenant(principal.clientId, (tx) => findAgent(tx, id));
      if (!agent) throw notFound("Agent");
      return { data: agent };
    },
  );

  app.post(
    "/agents",
    {
      schema: {
        summary:
          'Creates an employee (menu employee-list): 201 with the row. Invalid: 400 "Failed to Create Agent" with every field error; NIK or phone taken: 409 with the field',
        body: Type.Object(AgentBody, { additionalProperties: false }),
        response: { 201: dataOf(AgentSchema) },
      },
    },
    async (request, reply) => {
      const principal = await requirePrincipal(db, request);
      requireMenu(principal, "employee-list");
      const agent = await db.tenant(principal.clientId, async (tx) => {
        const fields = await loadAgentFields(tx, { forWrite: true });
        const { value, errors } = parseAgentInput(request.body as AgentInput, fields, {
          isAllowedFileUrl,
        });
        errors.push(...(await referenceProblems(tx, value, errors, null)));
        if (errors.length > 0) throw invalidFields(CREATE_FAILED, errors);
        await assertUnique(tx, value, null, CREATE_FAILED);
        const id = await uniqueOrConflict(CREATE_FAILED, () =>
          insertAgent(tx, principal.clientId, value),
        );
        const created = (await findAgent(tx, id)) as AgentRow;
        await auditAgent(tx, principal, {
          action: "agent.create",
          agentId: id,
          before: null,
          after: withoutNulls(auditedValues(created)),
        });
        return created;
      });
      reply.status(201);
      return { data: agent };
    },
  );

  app.put(
    "/agents/:id",
    {
      schema: {
        summary:
          'Replaces an employee\'s data (menu employee-list); omitted optional fields become empty. `version` must be the one read: stale is 409. Invalid: 400 "Failed to Update Agent"',
        params: IdParams,
        body: Type.Object(
          { version: VersionField("the version the form was read at"), ...AgentBody },
          { additionalProperties: false },
        ),
        response: { 200: dataOf(AgentSchema) },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(db, request);
      requireMenu(principal, "employee-list");
      const { id } = request.params as { id: number };
      const { version, ...input } = request.body as AgentInput & { version: number };
      const agent = await db.tenant(principal.clientId, async (tx) => {
        const before = await findAgent(tx, id, { lock: true });
        if (!before) throw notFound("Agent");
        if (before.version !== version) throw new HttpError(409, STALE_VERSION_MESSAGE);
        const fields = await loadAgentFields(tx, { forWrite: true });
        const { value, errors } = parseAgentInput(input, fields, {
          isAllowedFileUrl,
          previousCustomData: before.customData,
        });
        errors.push(...(await referenceProblems(tx, value, errors, before)));
        if (errors.length > 0) throw invalidFields(UPDATE_FAILED, errors);
        const contractStatus = value.contractStatus ?? before.contractStatus;
        const change = changedFields(
          auditedValues(before),
          auditedValues({ ...value, contractStatus }),
        );
        if (!change) return before;
        await assertUnique(tx, value, id, UPDATE_FAILED);
        await uniqueOrConflict(UPDATE_FAILED, () => updateAgentRow(tx, id, value, contractStatus));
        await auditAgent(tx, principal, { action: "agent.update", agentId: id, ...change });
        return (await findAgent(tx, id)) as AgentRow;
      });
      return { data: agent };
    },
  );

  app.post(
    "/agents/:id/terminate",
    {
      schema: {
        summary:
          "Terminates an employee (menu employee-list): SPEC §9 reason, effective date, note; worker status becomes inactive. Stale version or already terminated: 409",
        params: IdParams,
        body: TerminateBody,
        response: { 200: dataOf(AgentSchema) },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(db, request);
      requireMenu(principal, "employee-list");
      const { id } = request.params as { id: number };
      const { version, ...input } = request.body as {
        version: number;
        reason?: string | null;
        date?: string | null;
        note?: string | null;
      };
      const agent = await db.tenant(principal.clientId, async (tx) => {
        const before = await findAgent(tx, id, { lock: true });
        if (!before) throw notFound("Agent");
        if (before.version !== version) throw new HttpError(409, STALE_VERSION_MESSAGE);
        if (before.terminationReason !== null)
          throw new HttpError(409, "This employee is already terminated");
        const { value, errors } = parseTermination(input, { joinDate: before.joinDate });
        if (errors.length > 0) throw invalidFields(TERMINATE_FAILED, errors);
        await tx.query(
          `UPDATE agents SET worker_status = 'inactive', termination_reason = $2,
             termination_date = $3, termination_note = $4, version = version + 1,
             updated_at = now()
           WHERE id = $1`,
          [id, value.reason, value.date, value.note],
        );
        await auditAgent(tx, principal, {
          action: "agent.terminate",
          agentId: id,
          before: {
            workerStatus: before.workerStatus,
            terminationReason: null,
            terminationDate: null,
            terminationNote: null,
          },
          after: {
            workerStatus: "inactive",
            terminationReason: value.reason,
            terminationDate: value.date,
            terminationNote: value.note,
          },
        });
        return (await findAgent(tx, id)) as AgentRow;
      });
      return { data: agent };
    },
  );

  app.post(
    "/agents/status",
    {
      schema: {
        summary:
          "Activates or inactivates employees in bulk (menu employee-list), all or nothing: an unknown id is 404 and changes nothing. Activating a terminated employee (a rehire) clears the termination; the audit log keeps it",
        body: StatusBody,
        response: {
          200: dataOf(Type.Object({ count: Type.Integer(), ids: Type.Array(Type.Integer()) })),
        },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(db, request);
      requireMenu(principal, "employee-list");
      const { ids, status } = request.body as { ids: number[]; status: "active" | "inactive" };
      const changed = await db.tenant(principal.clientId, async (tx) => {
        const { rows } = await tx.query<{
          id: number;
          workerStatus: string;
          terminationReason: string | null;
          terminationDate: string | null;
          terminationNote: string | null;
        }>(
          `SELECT id, worker_status AS "workerStatus", termination_reason AS "terminationReason",
                  to_char(termination_date, 'YYYY-MM-DD') AS "terminationDate",
                  termination_note AS "terminationNote"
           FROM agents WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
          [ids],
        );
        if (rows.length !== ids.length) {
          const found = new Set(rows.map((row) => row.id));
          const missing = ids.filter((id) => !found.has(id));
          throw new HttpError(404, `Agent not found: ${missing.join(", ")}`);
        }
        const toChange = rows.filter((row) => row.workerStatus !== status);
        if (toChange.length === 0) return [];
        const changeIds = toChange.map((row) => row.id);
        await tx.query(
          `UPDATE agents SET worker_status = $2,
             termination_reason = CASE WHEN $2 = 'active' THEN NULL ELSE termination_reason END,
             termination_date = CASE WHEN $2 = 'active' THEN NULL ELSE termination_date END,
             termination_note = CASE WHEN $2 = 'active' THEN NULL ELSE termination_note END,
             version = version + 1, updated_at = now()
           WHERE id = ANY($1::int[])`,
          [changeIds, status],
        );
        const audits = toChange.map((row) => {
          const { id: _id, ...before } = row;
          const after =
            status === "active"
              ? {
                  workerStatus: "active",
                  terminationReason: null,
                  terminationDate: null,
                  terminationNote: null,
                }
              : { ...before, workerStatus: "inactive" };
          return changedFields(before, after);
        });
        await tx.query(
          `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                                  entity_type, entity_id, before, after)
           SELECT $1, 'user', $2, $3, $4, 'agent', id::text, b, a
           FROM unnest($5::int[], $6::jsonb[], $7::jsonb[]) AS t(id, b, a)`,
          [
            principal.clientId,
            principal.userId,
            principal.fullname,
            status === "active" ? "agent.activate" : "agent.inactivate",
            changeIds,
            audits.map((change) => JSON.stringify(change?.before ?? {})),
            audits.map((change) => JSON.stringify(change?.after ?? {})),
          ],
        );
        return changeIds;
      });
      return { data: { count: changed.length, ids: changed } };
    },
  );

  app.get(
    "/agents/:id/timeline",
    {
      schema: {
        summary: "An employee's changes from the audit log, newest first (menu employee-list)",
        params: IdParams,
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
        }),
        response: {
          200: dataOf(
            Type.Object({
              items: Type.Array(TimelineItemSchema),
              totalItems: Type.Integer(),
              limit: Type.Integer(),
              page: Type.Integer(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(db, request);
      requireMenu(principal, "employee-list");
      const { id } = request.params as { id: number };
      const { limit = 10, page = 1 } = request.query as { limit?: number; page?: number };
      const timeline = await db.tenant(principal.clientId, async (tx) => {
        const exists = await tx.query("SELECT 1 FROM agents WHERE id = $1", [id]);
        if (exists.rowCount === 0) throw notFound("Agent");
        return agentTimeline(tx, id, limit, page);
      });
      return { data: { ...timeline, limit, page } };
    },
  );
}

async function fieldMap(tx: Tx): Promise<Map<string, AgentFieldDefinition>> {
  const fields = await loadAgentFields(tx);
  return new Map(fields.map((field) => [field.key, field]));
}

const split = (value: string | undefined) =>
  value
    ? value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean)
    : undefined;

const refuseFilter = (field: string, message: string) =>
  invalidFields("Invalid filter", [{ field, message }]);

/**
 * The list's query parameters as a filter. Every given list narrows: an id out of range,
 * a value outside an enum or an unknown additional-data key is a 400 naming the parameter,
 * never a filter quietly dropped (which would select every agent).
 */
function filterOf(
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

const CUSTOM_FILTER_MAX_VALUES = 50;

/**
 * `custom={"<key>": ["value", ...]}`: each key an additional-data field, each list 1–50
 * values the field can hold (a number field's numbers, a date field's dates, a dropdown's
 * options), text PostgreSQL can store.
 */
function customFilterOf(
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

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** Whether an agent's value of `field` could equal `value` (what the form would store). */
function fitsField(field: AgentFieldDefinition, value: string): boolean {
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

function fitMessage(field: AgentFieldDefinition): string {
  if (field.type === "number") return "is not a number";
  if (field.type === "date") return "is not a date written yyyy-MM-dd";
  return `is not one of ${field.options.map((option) => option.value).join(", ")}`;
}

/**
 * What only the database knows: the branch and project exist in the client and are active
 * (checked when chosen, so an agent of a branch inactivated later stays editable), the
 * province exists and the city lies in it. Fields that already have a problem are skipped.
 */
async function referenceProblems(
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
async function assertUnique(
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
async function uniqueOrConflict<T>(message: string, write: () => Promise<T>): Promise<T> {
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

const withoutNulls = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
