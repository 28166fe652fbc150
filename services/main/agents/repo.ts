import { createHash } from "node:crypto";
import type { AgentFieldDefinition, NormalizedAgent } from "../../../domain/workforce/agent.ts";
import { parseAgentQuery } from "../../../domain/workforce/agent.ts";
import type { Db, Tx } from "../../db/pool.ts";
import type { Principal } from "../../shared/principal.ts";

/** What an agent row carries of its branch: enough for lists (name, zone) without a call. */
export type EmbeddedBranch = {
  id: number;
  code: string;
  name: string;
  status: string;
  timezone: string;
  timezoneLabel: string;
};
export type EmbeddedProject = { id: number; code: string; name: string; status: string };

/** An agent as the API answers it (camelCase; dates yyyy-MM-dd, instants ISO 8601 UTC). */
export type AgentRow = {
  id: number;
  fullName: string;
  nik: string;
  phoneNumber: string;
  email: string | null;
  birthDate: string | null;
  gender: string | null;
  joinDate: string;
  contractType: string;
  contractStatus: string;
  branchId: number;
  branch: EmbeddedBranch;
  projectId: number | null;
  project: EmbeddedProject | null;
  payrollGroupId: number | null;
  /** The group of the membership in force today (issue 16; kept by payroll group members). */
  payrollGroupName: string | null;
  paymentMethod: string | null;
  accountName: string | null;
  accountNumber: string | null;
  bankName: string | null;
  eWallet: string | null;
  walletPhoneNumber: string | null;
  domicileAddress: string | null;
  domicileProvinceId: string | null;
  domicileProvince: { id: string; name: string } | null;
  domicileCityId: string | null;
  domicileCity: { id: string; name: string } | null;
  vaccineStatus: string | null;
  selfieUrl: string | null;
  ptkpStatus: string | null;
  npwp: string | null;
  workerStatus: string;
  terminationReason: string | null;
  terminationDate: string | null;
  terminationNote: string | null;
  customData: Record<string, unknown>;
  version: number;
  createdAt: string;
  updatedAt: string;
};

const instant = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** The stored columns and the camelCase field each one answers as (also the audit's keys). */
export const STORED_FIELDS = {
  fullName: "full_name",
  nik: "nik",
  phoneNumber: "phone_number",
  email: "email",
  birthDate: "birth_date",
  gender: "gender",
  joinDate: "join_date",
  contractType: "contract_type",
  contractStatus: "contract_status",
  branchId: "branch_id",
  projectId: "project_id",
  paymentMethod: "payment_method",
  accountName: "account_name",
  accountNumber: "account_number",
  bankName: "bank_name",
  eWallet: "e_wallet",
  walletPhoneNumber: "wallet_phone_number",
  domicileAddress: "domicile_address",
  domicileProvinceId: "domicile_province_id",
  domicileCityId: "domicile_city_id",
  vaccineStatus: "vaccine_status",
  selfieUrl: "selfie_url",
  ptkpStatus: "ptkp_status",
  npwp: "npwp",
} as const satisfies Partial<Record<keyof NormalizedAgent, string>>;

export type StoredField = keyof typeof STORED_FIELDS;
const DATE_FIELDS = new Set<string>(["birthDate", "joinDate"]);

const BRANCH_JSON = `json_build_object('id', b.id, 'code', b.code, 'name', b.name, 'status', b.status,
    'timezone', b.timezone,
    'timezoneLabel', CASE b.timezone WHEN 'Asia/Makassar' THEN 'WITA'
                                     WHEN 'Asia/Jayapura' THEN 'WIT' ELSE 'WIB' END)`;
const PROJECT_JSON = `CASE WHEN p.id IS NULL THEN NULL
       ELSE json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'status', p.status) END`;

const AGENT_SELECT = `
  a.id, a.full_name AS "fullName", a.nik, a.phone_number AS "phoneNumber", a.email,
  ${day("a.birth_date")} AS "birthDate", a.gender, ${day("a.join_date")} AS "joinDate",
  a.contract_type AS "contractType", a.contract_status AS "contractStatus",
  a.branch_id AS "branchId", ${BRANCH_JSON} AS branch,
  a.project_id AS "projectId", ${PROJECT_JSON} AS project,
  a.payroll_group_id AS "payrollGroupId",
  (SELECT g.name FROM payroll_groups g WHERE g.id = a.payroll_group_id) AS "payrollGroupName",
  a.payment_method AS "paymentMethod",
  a.account_name AS "accountName", a.account_number AS "accountNumber", a.bank_name AS "bankName",
  a.e_wallet AS "eWallet", a.wallet_phone_number AS "walletPhoneNumber",
  a.domicile_address AS "domicileAddress", a.domicile_province_id AS "domicileProvinceId",
  CASE WHEN pr.id IS NULL THEN NULL ELSE json_build_object('id', pr.id, 'name', pr.name) END
    AS "domicileProvince",
  a.domicile_city_id AS "domicileCityId",
  CASE WHEN ci.id IS NULL THEN NULL ELSE json_build_object('id', ci.id, 'name', ci.name) END
    AS "domicileCity",
  a.vaccine_status AS "vaccineStatus", a.selfie_url AS "selfieUrl", a.ptkp_status AS "ptkpStatus",
  a.npwp, a.worker_status AS "workerStatus", a.termination_reason AS "terminationReason",
  ${day("a.termination_date")} AS "terminationDate", a.termination_note AS "terminationNote",
  a.custom_data AS "customData", a.version,
  ${instant("a.created_at")} AS "createdAt", ${instant("a.updated_at")} AS "updatedAt"`;

// The branch join is written out per query: sorting by branch name reads the branches in
// name order first (see listAgents).
const OTHER_JOINS = `
  LEFT JOIN projects p ON p.client_id = a.client_id AND p.id = a.project_id
  LEFT JOIN provinces pr ON pr.id = a.domicile_province_id
  LEFT JOIN cities ci ON ci.id = a.domicile_city_id`;

/**
 * How much of each agent a list answers (the list's `view`, issue 19): `full` is the whole
 * AgentRow; `summary` only the fields a list row shows (AGENT_SUMMARY_FIELDS in
 * domain/workforce/agent.ts). The wide row — 40 columns, four JSON objects, five formatted
 * dates and the payroll group — was most of the employee list's PostgreSQL time and of the
 * bytes both sides parse.
 */
export type AgentView = "full" | "summary";

const AGENT_SUMMARY_SELECT = `
  a.id, a.full_name AS "fullName", a.nik, a.phone_number AS "phoneNumber", a.email,
  a.selfie_url AS "selfieUrl", ${day("a.join_date")} AS "joinDate",
  a.contract_type AS "contractType", a.contract_status AS "contractStatus",
  a.worker_status AS "workerStatus", a.branch_id AS "branchId", ${BRANCH_JSON} AS branch,
  a.project_id AS "projectId", ${PROJECT_JSON} AS project, a.version`;
const SUMMARY_JOINS = "LEFT JOIN projects p ON p.client_id = a.client_id AND p.id = a.project_id";

/** The select list and the joins (beside the branch's) of a view. */
const VIEWS: Record<AgentView, { select: string; joins: string }> = {
  full: { select: AGENT_SELECT, joins: OTHER_JOINS },
  summary: { select: AGENT_SUMMARY_SELECT, joins: SUMMARY_JOINS },
};

const BRANCH_JOIN = "JOIN branches b ON b.client_id = a.client_id AND b.id = a.branch_id";

export async function findAgent(
  tx: Tx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<AgentRow | null> {
  const { rows } = await tx.query<AgentRow>(
    `SELECT ${AGENT_SELECT} FROM agents a ${BRANCH_JOIN} ${OTHER_JOINS}
     WHERE a.id = $1 ${options.lock ? "FOR UPDATE OF a" : ""}`,
    [id],
  );
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------
// The list

export type AgentFilter = {
  q?: string | undefined;
  workerStatus?: string | undefined;
  branchIds?: number[] | undefined;
  projectIds?: number[] | undefined;
  contractTypes?: string[] | undefined;
  contractStatuses?: string[] | undefined;
  cityIds?: string[] | undefined;
  /** Additional data: field key → values, any of which matches. */
  custom?: Record<string, string[]> | undefined;
  ids?: number[] | undefined;
};

/** Sortable fields and their SQL; a leading "-" in `sort` means descending. */
export const AGENT_SORTS = {
  fullName: "a.full_name",
  nik: "a.nik",
  joinDate: "a.join_date",
  createdAt: "a.created_at",
  updatedAt: "a.updated_at",
  contractType: "a.contract_type",
  workerStatus: "a.worker_status",
  branchName: "b.name",
} as const;
export type AgentSort = keyof typeof AGENT_SORTS;
export const DEFAULT_AGENT_SORT = "-createdAt";

/** LIKE pattern text for a literal: `\`, `%` and `_` escaped (backslash is the escape). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The smallest string greater than every string starting with `prefix` (byte order, as
 * text_pattern_ops compares): the prefix with its last character moved up by one.
 */
export function prefixUpperBound(prefix: string): string {
  const chars = [...prefix];
  while (chars.length > 0) {
    const last = chars.pop() as string;
    const code = last.codePointAt(0) as number;
    if (code < 0x10ffff) {
      const next = code + 1;
      // Skip the surrogate range, which no string holds as a character.
      return (
        chars.join("") + String.fromCodePoint(next >= 0xd800 && next <= 0xdfff ? 0xe000 : next)
      );
    }
  }
  return "\u{10ffff}";
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A search as index ranges and patterns (see agent_search_page in 0009). */
type Search = {
  contains: string | null;
  prefixFrom: string | null;
  prefixTo: string | null;
  nikFrom: string | null;
  nikTo: string | null;
  phoneFrom: string | null;
  phoneTo: string | null;
};

function searchOf(q: string | undefined): Search | null {
  const query = q === undefined ? null : parseAgentQuery(q);
  if (!query) return null;
  const none = {
    contains: null,
    prefixFrom: null,
    prefixTo: null,
    nikFrom: null,
    nikTo: null,
    phoneFrom: null,
    phoneTo: null,
  };
  if (query.kind === "digits")
    return {
      ...none,
      nikFrom: query.nikPrefix,
      nikTo: query.nikPrefix && prefixUpperBound(query.nikPrefix),
      phoneFrom: query.phonePrefix,
      phoneTo: query.phonePrefix && prefixUpperBound(query.phonePrefix),
    };
  const lower = query.text.toLowerCase();
  // Trigrams need three characters; a shorter query matches the start of a name or e-mail.
  return {
    ...none,
    contains: [...lower].length >= 3 ? `%${escapeLike(query.text)}%` : null,
    prefixFrom: lower,
    prefixTo: prefixUpperBound(lower),
  };
}

/** The additional-data filter as groups of JSON objects: each group must contain one of them. */
function customGroupsOf(
  filter: AgentFilter,
  fields: ReadonlyMap<string, AgentFieldDefinition>,
): Record<string, unknown>[][] {
  const groups: Record<string, unknown>[][] = [];
  for (const [key, wanted] of Object.entries(filter.custom ?? {})) {
    const field = fields.get(key);
    if (!field) continue;
    // No value wanted matches no agent (routes refuse it; this keeps it narrow regardless).
    if (wanted.length === 0) return [[]];
    groups.push(
      wanted.map((value) => ({
        [key]:
          field.type === "multi_select"
            ? [value]
            : field.type === "number" && Number.isFinite(Number(value))
              ? Number(value)
              : value,
      })),
    );
  }
  return groups;
}

/**
 * WHERE conditions of the list (without a search) and of the export. Every condition on
 * agents uses an operator RLS lets the index serve (=, = ANY, the pattern comparisons); a
 * name or e-mail search goes through agent_search_ids (0005), whose ids come back to this
 * RLS-scoped query.
 */
function conditionsOf(
  filter: AgentFilter,
  fields: ReadonlyMap<string, AgentFieldDefinition>,
  params: Params,
): string[] {
  const conditions: string[] = [];
  const search = searchOf(filter.q);
  if (search && (search.nikFrom || search.phoneFrom || search.prefixFrom)) {
    const alternatives: string[] = [];
    if (search.nikFrom)
      alternatives.push(
        `(a.nik ~>=~ ${params.add(search.nikFrom)} AND a.nik ~<~ ${params.add(search.nikTo)})`,
      );
    if (search.phoneFrom)
      alternatives.push(
        `(a.phone_number ~>=~ ${params.add(search.phoneFrom)} AND a.phone_number ~<~ ${params.add(search.phoneTo)})`,
      );
    if (search.prefixFrom)
      alternatives.push(
        `a.id = ANY((SELECT agent_search_ids(${params.add(search.contains)}, ${params.add(search.prefixFrom)}, ${params.add(search.prefixTo)}))::int[])`,
      );
    conditions.push(`(${alternatives.join(" OR ")})`);
  } else if (search) conditions.push("false");
  if (filter.workerStatus) conditions.push(`a.worker_status = ${params.add(filter.workerStatus)}`);
  // A given list always narrows, an empty one to nothing: never dropped, which would widen
  // the list (or an export) to every agent.
  if (filter.branchIds)
    conditions.push(`a.branch_id = ANY(${params.add(filter.branchIds)}::int[])`);
  if (filter.projectIds)
    conditions.push(`a.project_id = ANY(${params.add(filter.projectIds)}::int[])`);
  if (filter.contractTypes)
    conditions.push(`a.contract_type = ANY(${params.add(filter.contractTypes)}::text[])`);
  if (filter.contractStatuses)
    conditions.push(`a.contract_status = ANY(${params.add(filter.contractStatuses)}::text[])`);
  if (filter.cityIds)
    conditions.push(`a.domicile_city_id = ANY(${params.add(filter.cityIds)}::text[])`);
  if (filter.ids) conditions.push(`a.id = ANY(${params.add(filter.ids)}::int[])`);
  for (const group of customGroupsOf(filter, fields))
    conditions.push(
      group.length === 0
        ? "false"
        : `(${group.map((object) => `a.custom_data @> ${params.add(JSON.stringify(object))}::jsonb`).join(" OR ")})`,
    );
  return conditions;
}

const whereOf = (conditions: string[]) =>
  conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";

function orderOf(sort: string): { order: string; byBranch: boolean } {
  const descending = sort.startsWith("-");
  const field = (descending ? sort.slice(1) : sort) as AgentSort;
  const direction = descending ? "DESC" : "ASC";
  if (field === "branchName")
    return {
      order: `ORDER BY b.name ${direction}, b.id ${direction}, a.id ${direction}`,
      byBranch: true,
    };
  return {
    order: `ORDER BY ${AGENT_SORTS[field]} ${direction}, a.id ${direction}`,
    byBranch: false,
  };
}

/**
 * Whether the list's transaction should run generic plans (TenantOptions.genericPlans):
 * the unfiltered list (the console's first view), a page size of 1–100. Its generic plan
 * (per connection and page size) is the plan page 1 gets; left to choose, PostgreSQL replans
 * it every time (1.5–2.5 ms, more than running it), since that plan's guess of a tenth of the
 * agents as offset looks dearer than page 1. Filtered lists are planned for their values.
 */
export function listPlansGenerically(filter: AgentFilter, limit: number): boolean {
  return (
    Object.values(filter).every((value) => value === undefined) && pageSizeText(limit) !== null
  );
}

/** The page size as the query's text (see listAgents), or null when it is not 1–100. */
const pageSizeText = (limit: number) =>
  Number.isSafeInteger(limit) && limit >= 1 && limit <= 100 ? String(limit) : null;

/**
 * One page of the list and the total. A name or e-mail search runs as agent_search_page
 * (0009): one pass over the matches finds the page's ids and the total, then those rows are
 * read under RLS. Otherwise (NIK and phone prefixes included) the page's ids come from an
 * index walked in sort order under RLS, and only those rows are joined and built (issue 19:
 * building every row up to the offset — branch, project, region JSON, the payroll group —
 * and sorting the wide rows cost 10–60 ms a page). The total of the unfiltered list is the
 * client's counter (0033); a filtered total is its own count, which the indexes of 0005
 * answer without reading the rows — skipped when the page itself shows the total.
 */
export async function listAgents(
  tx: Tx,
  options: {
    filter: AgentFilter;
    fields: ReadonlyMap<string, AgentFieldDefinition>;
    sort: string;
    limit: number;
    page: number;
    view?: AgentView;
  },
): Promise<{ items: AgentRow[]; totalItems: number }> {
  const offset = (options.page - 1) * options.limit;
  const view = options.view ?? "full";
  const search = searchOf(options.filter.q);
  if (search?.prefixFrom) return searchPage(tx, search, { ...options, view }, offset);

  const params = new Params();
  const conditions = conditionsOf(options.filter, options.fields, params);
  const limit = pageSizeText(options.limit);
  const bounded = options.filter.custom === undefined && limit !== null;
  const text = pageText(conditions, options.sort, view, limit ?? params.add(options.limit), () =>
    params.add(offset),
  );
  const { rows: items } = await tx.query<AgentRow>(listQuery(text, params.values, bounded));
  if (items.length > 0 && items.length < options.limit)
    return { items, totalItems: offset + items.length };
  if (items.length === 0 && options.page === 1) return { items, totalItems: 0 };
  if (conditions.length === 0) return { items, totalItems: await clientAgentCount(tx) };
  const countParams = new Params();
  const counted = conditionsOf(options.filter, options.fields, countParams);
  const { rows: count } = await tx.query<{ n: number }>(
    listQuery(
      `SELECT count(*)::int AS n FROM agents a ${whereOf(counted)}`,
      countParams.values,
      bounded,
    ),
  );
  return { items, totalItems: count[0]?.n ?? 0 };
}

/**
 * The page query: the page's ids from an index in sort order, then only those rows joined
 * and built. `limit` is SQL text (a literal or a parameter); `offset` adds its parameter.
 */
function pageText(
  conditions: string[],
  sort: string,
  view: AgentView,
  limit: string,
  offset: () => string,
) {
  const { order, byBranch } = orderOf(sort);
  // Sorting by branch name: the branches in name order drive the join, so the first pages
  // read a few branches' agents instead of sorting every agent.
  const pageJoin = byBranch
    ? "JOIN (SELECT client_id, id, name FROM branches ORDER BY name, id) b ON b.client_id = a.client_id AND b.id = a.branch_id"
    : "";
  return `WITH page AS MATERIALIZED (
       SELECT a.id FROM agents a ${pageJoin}
       ${whereOf(conditions)} ${order}
       LIMIT ${limit} OFFSET ${offset()}
     )
     SELECT ${VIEWS[view].select}
     FROM page JOIN agents a ON a.id = page.id ${BRANCH_JOIN} ${VIEWS[view].joins}
     ${order}`;
}

/**
 * The unfiltered list — the console's first view, the hot path of issue 19 — in one round
 * trip (Db.tenantBatch): the page by a statement the connection keeps prepared (its generic
 * plan; see listPlansGenerically), the total from the client's counter (0033). Only the
 * page size (1–100, in the statement's name and text) and the offset, integers both, go into
 * the SQL. Same answer as listAgents with no filter.
 */
export async function listAllAgents(
  db: Db,
  clientId: number,
  options: { sort: string; limit: number; page: number; view?: AgentView },
): Promise<{ items: AgentRow[]; totalItems: number }> {
  const limit = pageSizeText(options.limit);
  const offset = (options.page - 1) * options.limit;
  if (limit === null || !Number.isSafeInteger(offset) || offset < 0)
    throw new Error("listAllAgents: a page size of 1–100 and a page from 1");
  const { name, text } = allAgentsStatement(options.sort, options.view ?? "full", limit);
  const [page, count] = await db.tenantBatch(
    clientId,
    [`EXECUTE ${name}(${offset})`, "EXECUTE agents_client_total"],
    {
      genericPlans: true,
      prepared: [
        { name, text },
        { name: "agents_client_total", text: COUNT_SQL },
      ],
    },
  );
  return {
    items: (page?.rows ?? []) as AgentRow[],
    totalItems: (count?.rows[0] as { n: number } | undefined)?.n ?? 0,
  };
}

/**
 * The unfiltered page's statement for a sort, view and page size: its text and name built
 * once per process (the sort and view come validated from a small set, the size is 1–100).
 */
function allAgentsStatement(sort: string, view: AgentView, limit: string) {
  const key = `${sort} ${view} ${limit}`;
  let statement = allAgentsStatements.get(key);
  if (statement === undefined) {
    const text = pageText([], sort, view, limit, () => "$1");
    statement = { name: `agents_page_${statementHash(text)}`, text };
    allAgentsStatements.set(key, statement);
  }
  return statement;
}
const allAgentsStatements = new Map<string, { name: string; text: string }>();

const statementHash = (text: string) => createHash("sha1").update(text).digest("hex").slice(0, 20);

/**
 * The list's query as a prepared statement of its pooled connection (issue 19): planning the
 * page query (eight joins under RLS) took 1.5–2.5 ms, longer than running it; PostgreSQL
 * plans a named statement's first executions and then keeps a generic plan. Only texts from
 * a bounded set are named — those without an additional-data filter, whose text grows with
 * the values given — so no connection gathers statements without end.
 */
function listQuery(text: string, values: unknown[], bounded: boolean) {
  if (!bounded) return { text, values };
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `agents_list_${statementHash(text)}`;
    statementNames.set(text, name);
  }
  return { name, text, values };
}
const statementNames = new Map<string, string>();

const COUNT_SQL = "SELECT coalesce(sum(n), 0)::int AS n FROM agent_counts";

/** How many agents the transaction's client has: the sum of its counter rows (0033). */
export async function clientAgentCount(tx: Tx): Promise<number> {
  const { rows } = await tx.query<{ n: number }>({ name: "agents_client_count", text: COUNT_SQL });
  return rows[0]?.n ?? 0;
}

async function searchPage(
  tx: Tx,
  search: Search,
  options: {
    filter: AgentFilter;
    fields: ReadonlyMap<string, AgentFieldDefinition>;
    sort: string;
    limit: number;
    view: AgentView;
  },
  offset: number,
): Promise<{ items: AgentRow[]; totalItems: number }> {
  const { filter } = options;
  // An empty list stays a list (= ANY('{}') matches nothing); only an absent one is null.
  const list = <T>(values: T[] | undefined) => values ?? null;
  const custom = customGroupsOf(filter, options.fields);
  const page = (limit: number, from: number) =>
    tx.query<{ agent_id: number; total: number }>(
      `SELECT agent_id, total FROM agent_search_page($1, $2, $3, $4, $5, $6, $7, $8,
         $9::int[], $10::int[], $11::text[], $12::text[], $13::text[], $14::int[], $15::jsonb,
         $16, $17, $18)`,
      [
        search.contains,
        search.prefixFrom,
        search.prefixTo,
        search.nikFrom,
        search.nikTo,
        search.phoneFrom,
        search.phoneTo,
        filter.workerStatus ?? null,
        list(filter.branchIds),
        list(filter.projectIds),
        list(filter.contractTypes),
        list(filter.contractStatuses),
        list(filter.cityIds),
        list(filter.ids),
        custom.length ? JSON.stringify(custom) : null,
        options.sort,
        limit,
        from,
      ],
    );
  const { rows } = await page(options.limit, offset);
  let totalItems = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) totalItems = (await page(1, 0)).rows[0]?.total ?? 0;
  if (rows.length === 0) return { items: [], totalItems };
  const ids = rows.map((row) => row.agent_id);
  const { rows: found } = await tx.query<AgentRow>(
    `SELECT ${VIEWS[options.view].select} FROM agents a ${BRANCH_JOIN} ${VIEWS[options.view].joins}
     WHERE a.id = ANY($1::int[])`,
    [ids],
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  // An id the page named but RLS does not show cannot happen (same client); drop it if so.
  const items = ids.flatMap((id) => byId.get(id) ?? []);
  return { items, totalItems };
}

/**
 * The export's rows in id order, `batch` at a time (keyset pagination: each batch is an
 * index range, so memory stays flat however many rows there are). Each batch is read in its
 * own short transaction (`read` opens one): a download going at the client's pace never
 * holds a pooled connection or an open transaction between batches. Rows changed between
 * batches show as they are when their batch is read; none is read twice or skipped over,
 * since the id only grows.
 */
export async function* exportAgents(
  read: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>,
  options: {
    filter: AgentFilter;
    fields: ReadonlyMap<string, AgentFieldDefinition>;
    batch: number;
    max: number;
  },
): AsyncGenerator<AgentRow[]> {
  let after = 0;
  let sent = 0;
  for (;;) {
    const params = new Params();
    const conditions = conditionsOf(options.filter, options.fields, params);
    conditions.push(`a.id > ${params.add(after)}`);
    const size = Math.min(options.batch, options.max - sent);
    if (size <= 0) return;
    const { rows } = await read((tx) =>
      tx.query<AgentRow>(
        `SELECT ${AGENT_SELECT} FROM agents a ${BRANCH_JOIN} ${OTHER_JOINS}
         ${whereOf(conditions)} ORDER BY a.id LIMIT ${params.add(size)}`,
        params.values,
      ),
    );
    if (rows.length === 0) return;
    yield rows;
    sent += rows.length;
    after = (rows.at(-1) as AgentRow).id;
    if (rows.length < size) return;
  }
}

export async function countAgents(
  tx: Tx,
  filter: AgentFilter,
  fields: ReadonlyMap<string, AgentFieldDefinition>,
): Promise<number> {
  const params = new Params();
  const conditions = conditionsOf(filter, fields, params);
  if (conditions.length === 0) return clientAgentCount(tx);
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM agents a ${whereOf(conditions)}`,
    params.values,
  );
  return rows[0]?.n ?? 0;
}

// ---------------------------------------------------------------------------------------
// Writes

/** The stored values of the fields a normalised form sets, in column order. */
function columnValues(agent: NormalizedAgent, contractStatus: string) {
  const columns = Object.values(STORED_FIELDS) as string[];
  const values = (Object.keys(STORED_FIELDS) as StoredField[]).map((field) =>
    field === "contractStatus" ? contractStatus : agent[field],
  );
  return { columns, values };
}

export async function insertAgent(
  tx: Tx,
  clientId: number,
  agent: NormalizedAgent,
): Promise<number> {
  const { columns, values } = columnValues(agent, agent.contractStatus ?? "no_contract_logged");
  const placeholders = values.map((_, i) => `$${i + 2}`);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO agents (client_id, ${columns.join(", ")}, custom_data)
     VALUES ($1, ${placeholders.join(", ")}, $${values.length + 2}::jsonb) RETURNING id`,
    [clientId, ...values, JSON.stringify(agent.customData)],
  );
  return (rows[0] as { id: number }).id;
}

export async function updateAgentRow(
  tx: Tx,
  id: number,
  agent: NormalizedAgent,
  contractStatus: string,
): Promise<void> {
  const { columns, values } = columnValues(agent, contractStatus);
  const sets = columns.map((column, i) => `${column} = $${i + 2}`);
  await tx.query(
    `UPDATE agents SET ${sets.join(", ")}, custom_data = $${values.length + 2}::jsonb,
       version = version + 1, updated_at = now()
     WHERE id = $1`,
    [id, ...values, JSON.stringify(agent.customData)],
  );
}

/** What a stored agent holds for each audited field (`customData.<key>` per additional field). */
export function auditedValues(row: AgentRow | NormalizedAgent): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of Object.keys(STORED_FIELDS) as StoredField[])
    values[field] = row[field] ?? null;
  for (const [key, value] of Object.entries(row.customData)) values[`customData.${key}`] = value;
  return values;
}

/** The fields whose value differs, as the audit row's before and after. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of keys) {
    const a = before[key] ?? null;
    const b = after[key] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      was[key] = a;
      now[key] = b;
    }
  }
  return Object.keys(now).length ? { before: was, after: now } : null;
}

export function isDateField(field: string): boolean {
  return DATE_FIELDS.has(field);
}

export async function auditAgent(
  tx: Tx,
  principal: Principal,
  change: { action: string; agentId: number; before: unknown; after: unknown },
): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                            entity_type, entity_id, before, after)
     VALUES ($1, 'user', $2, $3, $4, 'agent', $5, $6, $7)`,
    [
      principal.clientId,
      principal.userId,
      principal.fullname,
      change.action,
      String(change.agentId),
      change.before === null ? null : JSON.stringify(change.before),
      change.after === null ? null : JSON.stringify(change.after),
    ],
  );
}

// ---------------------------------------------------------------------------------------
// Additional data fields (the agent-fields module owns them; agents read them)

/**
 * The client's additional-data fields. `forWrite`: locked FOR SHARE until the caller
 * commits, so an agent saved against these definitions and a field edit removing one of
 * their options (which locks the field FOR UPDATE, then counts the agents holding it) never
 * both succeed: whichever comes second sees what the first committed.
 */
export async function loadAgentFields(
  tx: Tx,
  options: { forWrite?: boolean } = {},
): Promise<AgentFieldDefinition[]> {
  const { rows } = await tx.query<AgentFieldDefinition>(
    `SELECT key, label, type, required, options, status FROM agent_fields ORDER BY position, id
     ${options.forWrite ? "FOR SHARE" : ""}`,
  );
  return rows;
}
