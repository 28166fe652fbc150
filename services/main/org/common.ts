import { type TSchema, Type } from "typebox";
import type { FieldProblem } from "../../../domain/workforce/org.ts";
import type { Tx } from "../../db/pool.ts";
import { HttpError, invalidFields } from "../../shared/errors.ts";
import type { Principal } from "../../shared/principal.ts";
import { NO_NUL } from "../schemas.ts";

/**
 * What the org modules (branches, merchants, projects, partners, assignments) share: the
 * list query and answer, sorting, permission checks over several menus, audit rows and the
 * mapping of PostgreSQL's constraint errors.
 */

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** Every org list: SPEC §3 pagination (limit 10 / page 1; at most 100 rows), search and sort. */
export const ListQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  q: Type.Optional(Type.String({ maxLength: 100, pattern: NO_NUL })),
  sort: Type.Optional(
    Type.String({
      maxLength: 40,
      pattern: "^-?[A-Za-z]+$",
      description: "a sortable field; a leading - for descending",
    }),
  ),
  ids: Type.Optional(
    Type.String({
      maxLength: 1200,
      pattern: "^[0-9]{1,10}(,[0-9]{1,10}){0,99}$",
      description: "exactly these rows (comma-separated, at most 100); the gateway's batch loads",
    }),
  ),
};

export type ListParams = { limit?: number; page?: number; q?: string; sort?: string; ids?: string };

/** Comma-separated query values ("a,b") as a list, or null when absent. */
export const listOf = (value: string | undefined): string[] | null =>
  value
    ? value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean)
    : null;

/** The largest id a PostgreSQL integer column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * Comma-separated ids ("3,7") as a list, or null when absent. The schema lets through up to
 * ten digits each; an id outside 1–2147483647 can name no row, and dropping it would widen
 * the filter (an `ids` of only such ids would select every row), so it is a 400 naming the
 * field.
 */
export function idsOf(field: string, value: string | undefined): number[] | null {
  const list = listOf(value);
  if (list === null) return null;
  const ids = list.map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_ID))
    throw invalidFields(`Invalid ${field}`, [
      { field, message: `must be ids from 1 to ${MAX_ID}` },
    ]);
  return ids;
}

export const CsvIds = (description: string) =>
  Type.Optional(
    Type.String({ maxLength: 1200, pattern: "^[0-9]{1,10}(,[0-9]{1,10})*$", description }),
  );
export const CsvRegionIds = (description: string) =>
  Type.Optional(Type.String({ maxLength: 2000, pattern: "^[0-9.]+(,[0-9.]+)*$", description }));

export const pageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Object({
      items: Type.Array(item),
      totalItems: Type.Integer(),
      limit: Type.Integer(),
      page: Type.Integer(),
    }),
  });

/** A page of a list and the total of the whole list. */
export type Paged<T> = { items: T[]; totalItems: number };

/**
 * A page and its total from a list query whose rows carry `count(*) OVER () AS total`
 * (`run(limit, offset)` runs it). An empty page past the first has no row to carry the
 * total, so then the query runs again for its first row: a page past the end still says how
 * many there are.
 */
export async function pagedRows<T extends { total: number }>(
  run: (limit: number, offset: number) => Promise<T[]>,
  limit: number,
  page: number,
): Promise<Paged<Omit<T, "total">>> {
  const offset = (page - 1) * limit;
  const rows = await run(limit, offset);
  let totalItems = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) totalItems = (await run(1, 0))[0]?.total ?? 0;
  return { items: rows.map(({ total: _total, ...item }) => item), totalItems };
}

/** SPEC §3 list answer: `{ data: { items, totalItems, limit, page } }`. */
export function pageAnswer<T>(
  paged: Paged<T>,
  limit: number,
  page: number,
): { data: { items: T[]; totalItems: number; limit: number; page: number } } {
  return { data: { ...paged, limit, page } };
}

/**
 * `ORDER BY` from `sort` ("name", "-createdAt") over a whitelist of field → SQL expression,
 * with the id as the tie-breaker so pages never repeat or skip a row. An unknown field is a
 * 400 naming the sortable ones.
 */
export function orderBy(
  sort: string | undefined,
  sortable: Record<string, string>,
  fallback: string,
  idColumn: string,
): string {
  const wanted = sort?.trim() || fallback;
  const descending = wanted.startsWith("-");
  const field = descending ? wanted.slice(1) : wanted;
  const expression = Object.hasOwn(sortable, field) ? sortable[field] : undefined;
  if (!expression)
    throw invalidFields("Invalid sort", [
      { field: "sort", message: `must be one of ${Object.keys(sortable).join(", ")}` },
    ]);
  const direction = descending ? "DESC" : "ASC";
  return `ORDER BY ${expression} ${direction} NULLS LAST, ${idColumn} ${direction}`;
}

/** 400 with every field problem, when there is any. */
export function assertValid(message: string, problems: readonly FieldProblem[]): void {
  if (problems.length > 0) throw invalidFields(message, problems);
}

/** 409 with the same `{ message, errors }` shape as a 400, for duplicates of unique fields. */
export function duplicateFields(message: string, problems: readonly FieldProblem[]) {
  return new HttpError(409, message, undefined, problems);
}

/** An audit row in the caller's transaction (money/people changes: DESIGN, brief). */
export function audit(
  tx: Tx,
  principal: Principal,
  change: {
    action: string;
    entityType: string;
    entityId: number;
    before: unknown;
    after: unknown;
  },
) {
  return tx.query(
    `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                            entity_type, entity_id, before, after)
     VALUES ($1, 'user', $2, $3, $4, $5, $6, $7, $8)`,
    [
      principal.clientId,
      principal.userId,
      principal.fullname,
      change.action,
      change.entityType,
      String(change.entityId),
      change.before === null ? null : JSON.stringify(change.before),
      change.after === null ? null : JSON.stringify(change.after),
    ],
  );
}

type PgError = { code?: string; constraint?: string };
const pgError = (error: unknown): PgError =>
  typeof error === "object" && error !== null ? (error as PgError) : {};

/** The constraint a unique (23505) or exclusion (23P01) violation names, else null. */
export function violatedConstraint(error: unknown, codes = ["23505", "23P01"]): string | null {
  const { code, constraint } = pgError(error);
  return code && codes.includes(code) ? (constraint ?? "") : null;
}

/** True for a foreign-key violation (23503): a row still referenced, or a vanished reference. */
export const isForeignKeyViolation = (error: unknown) => pgError(error).code === "23503";

/** Instants as ISO 8601 UTC text. */
export const isoInstant = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
export const isoDate = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** "Today" in the client's time zone (clients.timezone), as a SQL date expression. */
export const CLIENT_TODAY =
  "(SELECT (now() AT TIME ZONE c.timezone)::date FROM clients c WHERE c.id = app_client_id())";

/** A nullable JSON-schema type for request bodies (the forms send null for "empty"). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Province and city exist (the city-in-province rule is checked in domain/). */
export async function regionProblems(
  tx: Tx,
  provinceId: string | null,
  cityId: string | null,
): Promise<FieldProblem[]> {
  if (!provinceId && !cityId) return [];
  const found = await tx.query<{ province: boolean; city: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM provinces WHERE id = $1) AS province,
            EXISTS (SELECT 1 FROM cities WHERE id = $2) AS city`,
    [provinceId, cityId],
  );
  const problems: FieldProblem[] = [];
  if (provinceId && !found.rows[0]?.province)
    problems.push({ field: "provinceId", message: "does not exist" });
  if (cityId && !found.rows[0]?.city) problems.push({ field: "cityId", message: "does not exist" });
  return problems;
}

/**
 * Code and name taken by another row of the caller's client (branches, merchants and
 * projects: code unique, name unique case-insensitive).
 */
export async function codeOrNameTaken(
  tx: Tx,
  table: "branches" | "merchants" | "projects",
  values: { code: string; name: string },
  exceptId: number | null,
  noun: string,
): Promise<FieldProblem[]> {
  const found = await tx.query<{ code: boolean; name: boolean }>(
    `SELECT coalesce(bool_or(code = $1), false) AS code,
            coalesce(bool_or(lower(name) = lower($2)), false) AS name
     FROM ${table} WHERE (code = $1 OR lower(name) = lower($2)) AND id IS DISTINCT FROM $3`,
    [values.code, values.name, exceptId],
  );
  const problems: FieldProblem[] = [];
  if (found.rows[0]?.code)
    problems.push({ field: "code", message: `is already used by another ${noun}` });
  if (found.rows[0]?.name)
    problems.push({ field: "name", message: `is already used by another ${noun}` });
  return problems;
}

/** The field a unique-constraint name of branches/merchants/projects is about. */
export function uniqueFieldOf(constraint: string): "code" | "name" | null {
  if (constraint.endsWith("_code_key")) return "code";
  if (constraint.endsWith("_name_key")) return "name";
  return null;
}

/** "3 employees, 1 merchant and 2 assignments" from counts, leaving out the zeros. */
export function describeUsage(counts: [number, string, string][]): string {
  const parts = counts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** A search as an ILIKE operand: `%` and `_` typed by the user are themselves, not wildcards. */
export const escapeLike = (q: string | null | undefined) =>
  q?.trim() ? q.trim().replace(/[\\%_]/g, "\\$&") : null;

const BodyText = (maxLength: number, description?: string) =>
  Type.Optional(
    Nullable(Type.String({ maxLength, pattern: NO_NUL, ...(description ? { description } : {}) })),
  );

/**
 * The branch and merchant body. Lengths and patterns are checked by domain/workforce/org.ts
 * so that every problem is listed at once with its field; the schema bounds types and sizes.
 */
export const PlaceBody = {
  code: BodyText(100, "2–20 of A–Z, 0–9 and -, unique per client (lower case is read as upper)"),
  name: BodyText(1000, "unique per client, case-insensitive; at most 120 characters"),
  address: BodyText(2000, "at most 500 characters"),
  provinceId: BodyText(20, "a province id (GET /general/provinces)"),
  cityId: BodyText(20, "a city of that province (GET /general/cities)"),
  latitude: Type.Optional(Nullable(Type.Number({ description: "-90..90, with longitude" }))),
  longitude: Type.Optional(Nullable(Type.Number({ description: "-180..180, with latitude" }))),
  timezone: BodyText(40, "WIB, WITA, WIT or the IANA id; omitted: the province's zone"),
  status: BodyText(20, "active (default on create) or inactive; omitted on update: unchanged"),
};
export { BodyText };

/** The shape every place answer shares (branch, merchant). */
export const PlaceFields = {
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  address: Type.String(),
  provinceId: Nullable(Type.String()),
  provinceName: Nullable(Type.String()),
  cityId: Nullable(Type.String()),
  cityName: Nullable(Type.String()),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  timezone: Type.String({ description: "Asia/Jakarta, Asia/Makassar or Asia/Jayapura" }),
  timezoneLabel: Type.String({ description: "WIB, WITA or WIT" }),
  status: Type.String({ description: "active or inactive" }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/**
 * Runs a write; a code or name unique violation that raced past {@link codeOrNameTaken} is
 * still a 409 naming the field.
 */
export async function uniqueOrConflict<T>(
  message: string,
  noun: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = violatedConstraint(error, ["23505"]);
    const field = constraint === null ? null : uniqueFieldOf(constraint);
    if (field)
      throw duplicateFields(message, [{ field, message: `is already used by another ${noun}` }]);
    throw error;
  }
}

/** 409 when another row already has the code or the name. */
export async function assertCodeAndNameFree(
  tx: Tx,
  table: "branches" | "merchants" | "projects",
  values: { code: string; name: string },
  exceptId: number | null,
  noun: string,
  message: string,
): Promise<void> {
  const taken = await codeOrNameTaken(tx, table, values, exceptId, noun);
  if (taken.length > 0) throw duplicateFields(message, taken);
}

/**
 * A reference chosen in a form (a merchant's branch, an assignment's project...): it must
 * exist in the caller's client and be active, unless it is the value the row already had
 * (an inactive branch may stay where it is, but cannot be newly chosen). Another client's
 * id reads as "does not exist" (RLS), so nothing leaks.
 */
export async function referenceProblems(
  tx: Tx,
  table: "branches" | "merchants" | "projects",
  field: string,
  id: number | null,
  current: number | null = null,
): Promise<FieldProblem[]> {
  if (id === null) return [];
  const found = await tx.query<{ status: string }>(`SELECT status FROM ${table} WHERE id = $1`, [
    id,
  ]);
  const row = found.rows[0];
  if (!row) return [{ field, message: "does not exist" }];
  if (row.status !== "active" && id !== current) return [{ field, message: "is inactive" }];
  return [];
}
