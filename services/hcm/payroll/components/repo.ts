import {
  isPredefinedCode,
  type PayrollComponentValues,
} from "../../../../domain/payroll/components.ts";
import type { Tx } from "../../../db/pool.ts";
import { CLIENT_TODAY, escapeLike, isoInstant, pagedRows } from "../../../main/org/common.ts";

/** A payroll component as the API answers it (SPEC §3 fields; migration 0028). */
export type PayrollComponent = {
  id: number;
  name: string;
  code: string;
  predefined: boolean;
  scheme: string;
  addOrSub: string;
  mode: string;
  taxable: boolean;
  taxTreatment: string;
  base: string | null;
  defaultAmount: number | null;
  effectiveDate: string;
  description: string | null;
  status: string;
  /** Payroll groups paying it. */
  groupCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
};

const COLUMNS = `c.id, c.name, c.code, c.scheme, c.add_or_sub AS "addOrSub", c.mode, c.taxable,
  c.tax_treatment AS "taxTreatment", c.base, c.default_amount::float8 AS "defaultAmount",
  to_char(c.effective_date, 'YYYY-MM-DD') AS "effectiveDate", c.description, c.status,
  (SELECT count(*)::int FROM payroll_group_components g WHERE g.component_id = c.id) AS "groupCount",
  c.version, ${isoInstant("c.created_at")} AS "createdAt", ${isoInstant("c.updated_at")} AS "updatedAt"`;

const withPredefined = <T extends Omit<PayrollComponent, "predefined">>(row: T) => {
  const { id, name, code, ...rest } = row;
  return { id, name, code, predefined: isPredefinedCode(code), ...rest } as PayrollComponent;
};

const SORTS = {
  name: "lower(c.name)",
  code: "c.code",
  effectiveDate: "c.effective_date",
  updatedAt: "c.updated_at",
} as const;

export async function listComponents(
  tx: Tx,
  filter: {
    q: string | null;
    scheme: string | null;
    addOrSub: string | null;
    mode: string | null;
    status: string | null;
    sort: string | null;
  },
  page: { limit: number; page: number },
) {
  const sort = filter.sort ?? "name";
  const descending = sort.startsWith("-");
  const column = SORTS[(descending ? sort.slice(1) : sort) as keyof typeof SORTS] ?? SORTS.name;
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<Omit<PayrollComponent, "predefined"> & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM payroll_components c
       WHERE ($1::text IS NULL OR c.name ILIKE '%' || $1 || '%' OR c.code ILIKE '%' || $1 || '%')
         AND ($2::text IS NULL OR c.scheme = $2)
         AND ($3::text IS NULL OR c.add_or_sub = $3)
         AND ($4::text IS NULL OR c.mode = $4)
         AND ($5::text IS NULL OR c.status = $5)
       ORDER BY ${column} ${descending ? "DESC" : "ASC"}, c.id LIMIT $6 OFFSET $7`,
      [
        escapeLike(filter.q),
        filter.scheme,
        filter.addOrSub,
        filter.mode,
        filter.status,
        limit,
        offset,
      ],
    );
    return result.rows;
  };
  const paged = await pagedRows(run, page.limit, page.page);
  return { items: paged.items.map(withPredefined), totalItems: paged.totalItems };
}

export async function findComponent(
  tx: Tx,
  id: number,
  lock = false,
): Promise<PayrollComponent | null> {
  const result = await tx.query<Omit<PayrollComponent, "predefined">>(
    `SELECT ${COLUMNS} FROM payroll_components c WHERE c.id = $1 ${lock ? "FOR UPDATE OF c" : ""}`,
    [id],
  );
  const row = result.rows[0];
  return row ? withPredefined(row) : null;
}

/** The client's day (its time zone), YYYY-MM-DD: a component's default effective date. */
export async function clientToday(tx: Tx): Promise<string> {
  const result = await tx.query<{ today: string }>(
    `SELECT to_char(${CLIENT_TODAY}, 'YYYY-MM-DD') AS today`,
  );
  return result.rows[0]?.today ?? new Date().toISOString().slice(0, 10);
}

/** Which of the code and the name (case-insensitive) another component of the client has. */
export async function takenFields(
  tx: Tx,
  values: { code: string; name: string },
  exceptId: number | null,
): Promise<{ code: boolean; name: boolean }> {
  const result = await tx.query<{ code: boolean; name: boolean }>(
    `SELECT coalesce(bool_or(code = $1), false) AS code,
            coalesce(bool_or(lower(name) = lower($2)), false) AS name
       FROM payroll_components
      WHERE (code = $1 OR lower(name) = lower($2)) AND id IS DISTINCT FROM $3`,
    [values.code, values.name, exceptId],
  );
  return result.rows[0] ?? { code: false, name: false };
}

const params = (values: PayrollComponentValues) => [
  values.name,
  values.code,
  values.scheme,
  values.addOrSub,
  values.mode,
  values.taxable,
  values.taxTreatment,
  values.base,
  values.defaultAmount,
  values.effectiveDate,
  values.description,
  values.status,
];

export async function insertComponent(tx: Tx, clientId: number, values: PayrollComponentValues) {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO payroll_components (client_id, name, code, scheme, add_or_sub, mode, taxable,
       tax_treatment, base, default_amount, effective_date, description, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [clientId, ...params(values)],
  );
  return result.rows[0]!.id;
}

export async function updateComponent(tx: Tx, id: number, values: PayrollComponentValues) {
  await tx.query(
    `UPDATE payroll_components SET name = $2, code = $3, scheme = $4, add_or_sub = $5, mode = $6,
       taxable = $7, tax_treatment = $8, base = $9, default_amount = $10, effective_date = $11,
       description = $12, status = $13, version = version + 1, updated_at = now()
     WHERE id = $1`,
    [id, ...params(values)],
  );
}

/** The payroll groups and the members (their own amounts) that use a component. */
export async function componentUsage(
  tx: Tx,
  id: number,
): Promise<{ groups: number; members: number }> {
  const result = await tx.query<{ groups: number; members: number }>(
    `SELECT (SELECT count(DISTINCT payroll_group_id)::int FROM payroll_group_components
              WHERE component_id = $1) AS groups,
            (SELECT count(DISTINCT member_id)::int FROM payroll_member_components
              WHERE component_id = $1) AS members`,
    [id],
  );
  return result.rows[0]!;
}
