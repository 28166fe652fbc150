import { systemEnums } from "../../../../domain/enums.ts";
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  type SortRule,
} from "../../../ui/data-table/index.ts";

/**
 * The Employee List's search, filters, sort and page, as kept in the URL query so back,
 * forward and reload show the same list. Pure: parsing never throws, and anything it cannot
 * read falls back to the default (SPEC §3 page 1 / limit 10; §9 page sizes 10–50).
 */
export type AgentListQuery = {
  q: string;
  workerStatus: string | null;
  branchIds: readonly number[];
  projectIds: readonly number[];
  contractTypes: readonly string[];
  contractStatuses: readonly string[];
  cityIds: readonly string[];
  /** A server sort field, `-` first for descending; null is the server's default order. */
  sort: string | null;
  /** 1-based. */
  page: number;
  limit: number;
};

export const defaultListQuery: AgentListQuery = {
  q: "",
  workerStatus: null,
  branchIds: [],
  projectIds: [],
  contractTypes: [],
  contractStatuses: [],
  cityIds: [],
  sort: null,
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
};

/** Table column id → the server's sort field (the agents query's `sort` whitelist). */
export const SORTABLE_COLUMNS = {
  fullName: "fullName",
  nik: "nik",
  branch: "branchName",
  contractType: "contractType",
  workerStatus: "workerStatus",
  joinDate: "joinDate",
} as const satisfies Record<string, string>;

const SORT_FIELDS: ReadonlySet<string> = new Set(Object.values(SORTABLE_COLUMNS));
const WORKER_STATUSES: ReadonlySet<string> = new Set(
  systemEnums.worker_status.map((entry) => entry.value),
);
const CONTRACT_TYPES: ReadonlySet<string> = new Set(
  systemEnums.contract_type.map((entry) => entry.value),
);
const CONTRACT_STATUSES: ReadonlySet<string> = new Set(
  systemEnums.contract_status.map((entry) => entry.value),
);
// Region ids are Kemendagri codes ("31.71").
const REGION_ID = /^[0-9]{1,6}(\.[0-9]{1,6})*$/;
// Long enough for any search, short enough to keep URLs sane.
const MAX_SEARCH = 100;
const MAX_LIST = 100;

const split = (params: URLSearchParams, name: string): string[] =>
  params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);

const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)].slice(0, MAX_LIST);

const positiveInts = (values: readonly string[]): number[] =>
  distinct(
    values
      .filter((value) => /^[0-9]{1,9}$/.test(value))
      .map(Number)
      .filter((n) => n > 0),
  );

/** Reads the list state from a URL query; unknown or malformed values are dropped. */
export function parseListQuery(params: URLSearchParams): AgentListQuery {
  const status = params.get("status");
  const sort = params.get("sort");
  const page = Number(params.get("page"));
  const limit = Number(params.get("limit"));
  return {
    q: (params.get("q") ?? "").slice(0, MAX_SEARCH),
    workerStatus: status !== null && WORKER_STATUSES.has(status) ? status : null,
    branchIds: positiveInts(split(params, "branch")),
    projectIds: positiveInts(split(params, "project")),
    contractTypes: distinct(split(params, "contractType").filter((v) => CONTRACT_TYPES.has(v))),
    contractStatuses: distinct(
      split(params, "contractStatus").filter((v) => CONTRACT_STATUSES.has(v)),
    ),
    cityIds: distinct(split(params, "city").filter((v) => REGION_ID.test(v))),
    sort: sort !== null && SORT_FIELDS.has(sort.replace(/^-/, "")) ? sort : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: PAGE_SIZE_OPTIONS.includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

/** The URL query for a list state; defaults are left out so a plain /agents stays plain. */
export function toSearchParams(query: AgentListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const q = query.q.trim();
  if (q) params.set("q", q);
  if (query.workerStatus) params.set("status", query.workerStatus);
  if (query.branchIds.length) params.set("branch", query.branchIds.join(","));
  if (query.projectIds.length) params.set("project", query.projectIds.join(","));
  if (query.contractTypes.length) params.set("contractType", query.contractTypes.join(","));
  if (query.contractStatuses.length) {
    params.set("contractStatus", query.contractStatuses.join(","));
  }
  if (query.cityIds.length) params.set("city", query.cityIds.join(","));
  if (query.sort) params.set("sort", query.sort);
  if (query.page !== 1) params.set("page", String(query.page));
  if (query.limit !== DEFAULT_PAGE_SIZE) params.set("limit", String(query.limit));
  return params;
}

export type ListFilters = Pick<
  AgentListQuery,
  | "q"
  | "workerStatus"
  | "branchIds"
  | "projectIds"
  | "contractTypes"
  | "contractStatuses"
  | "cityIds"
>;

/** SPEC §4: a change of search or filters goes back to the first page. */
export function withFilter(query: AgentListQuery, change: Partial<ListFilters>): AgentListQuery {
  return { ...query, ...change, page: 1 };
}

/** Clears search and filters, keeping sort and page size. */
export function withoutFilters(query: AgentListQuery): AgentListQuery {
  return { ...defaultListQuery, sort: query.sort, limit: query.limit };
}

/** True when any search text or filter narrows the list. */
export function hasFilters(query: AgentListQuery): boolean {
  return (
    query.q.trim() !== "" ||
    query.workerStatus !== null ||
    query.branchIds.length > 0 ||
    query.projectIds.length > 0 ||
    query.contractTypes.length > 0 ||
    query.contractStatuses.length > 0 ||
    query.cityIds.length > 0
  );
}

/** The table's sort rules for the query's sort field (one column at a time). */
export function sortingOf(sort: string | null): SortRule[] {
  if (!sort) return [];
  const desc = sort.startsWith("-");
  const field = desc ? sort.slice(1) : sort;
  const column = Object.entries(SORTABLE_COLUMNS).find(([, server]) => server === field)?.[0];
  return column ? [{ id: column, desc }] : [];
}

/** The query's sort field for the table's sort rules; an unknown column sorts nothing. */
export function sortOf(sorting: readonly SortRule[]): string | null {
  const rule = sorting[0];
  if (!rule) return null;
  const field = (SORTABLE_COLUMNS as Record<string, string>)[rule.id];
  if (!field) return null;
  return rule.desc ? `-${field}` : field;
}

/** The GraphQL AgentFilter for a list state (empty parts left out). */
export function toAgentFilter(query: ListFilters) {
  const q = query.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(query.workerStatus ? { workerStatus: query.workerStatus } : {}),
    ...(query.branchIds.length ? { branchIds: [...query.branchIds] } : {}),
    ...(query.projectIds.length ? { projectIds: [...query.projectIds] } : {}),
    ...(query.contractTypes.length ? { contractTypes: [...query.contractTypes] } : {}),
    ...(query.contractStatuses.length ? { contractStatuses: [...query.contractStatuses] } : {}),
    ...(query.cityIds.length ? { cityIds: [...query.cityIds] } : {}),
  };
}
