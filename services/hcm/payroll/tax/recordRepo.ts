import {
  type EmployeeTaxRecordValues,
  terCategoryOf,
} from "../../../../domain/payroll/taxRecords.ts";
import type { PtkpStatus, TerCategory } from "../../../../domain/tax/types.ts";
import type { Tx } from "../../../db/pool.ts";
import { escapeLike, isoInstant, orderBy, pagedRows } from "../../../main/org/common.ts";
import type { Principal } from "../../../shared/principal.ts";

/** Issue 16: an employee tax record as the API answers it (domain/payroll/taxRecords.ts). */
export type EmployeeTaxRecord = EmployeeTaxRecordValues & {
  id: number;
  agentName: string;
  nik: string;
  branchName: string | null;
  terCategory: TerCategory;
  version: number;
  createdAt: string;
  updatedAt: string;
};

// Amounts are bigint columns of at most Rp 10 trillion (< 2^53): float8 reads them exactly.
const COLUMNS = `r.id, r.tax_configuration_id AS "taxConfigurationId", r.agent_id AS "agentId",
  a.full_name AS "agentName", a.nik, b.name AS "branchName", r.year::int AS year,
  r.tax_id_kind AS "taxIdKind", r.tax_id AS "taxId", r.ptkp_status AS ptkp, r.recipient,
  r.start_month::int AS "startMonth", r.end_month::int AS "endMonth",
  r.subjective_change AS "subjectiveChange",
  r.opening_bruto::float8 AS "openingBruto", r.opening_withheld::float8 AS "openingWithheld",
  r.opening_deductions::float8 AS "openingDeductions",
  r.previous_employer_bruto::float8 AS "previousEmployerBruto",
  r.previous_employer_withheld::float8 AS "previousEmployerWithheld",
  r.previous_employer_deductions::float8 AS "previousEmployerDeductions",
  r.note, r.version, ${isoInstant("r.created_at")} AS "createdAt",
  ${isoInstant("r.updated_at")} AS "updatedAt"`;

const FROM = `employee_tax_records r
  JOIN agents a ON a.client_id = r.client_id AND a.id = r.agent_id
  LEFT JOIN branches b ON b.client_id = a.client_id AND b.id = a.branch_id`;

type Row = Omit<EmployeeTaxRecord, "terCategory">;
const withCategory = <T extends Row>(row: T): T & { terCategory: TerCategory } => ({
  ...row,
  terCategory: terCategoryOf(row.ptkp as PtkpStatus, row.year),
});

const SORTABLE: Record<string, string> = {
  name: "lower(a.full_name)",
  nik: "a.nik",
  branchName: "lower(b.name)",
  taxId: "r.tax_id",
  startMonth: "r.start_month",
  endMonth: "r.end_month",
  updatedAt: "r.updated_at",
};

export async function listEmployeeTaxRecords(
  tx: Tx,
  filter: { taxConfigurationId: number; year: number; q: string | null; sort: string | undefined },
  page: { limit: number; page: number },
) {
  const order = orderBy(filter.sort, SORTABLE, "name", "r.id");
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<Row & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM ${FROM}
       WHERE r.tax_configuration_id = $1 AND r.year = $2
         AND ($3::text IS NULL OR a.full_name ILIKE '%' || $3 || '%'
              OR a.nik LIKE $3 || '%' OR r.tax_id LIKE $3 || '%')
       ${order} LIMIT $4 OFFSET $5`,
      [filter.taxConfigurationId, filter.year, escapeLike(filter.q), limit, offset],
    );
    return result.rows.map(withCategory);
  };
  return pagedRows(run, page.limit, page.page);
}

export async function findEmployeeTaxRecord(
  tx: Tx,
  id: number,
  lock = false,
): Promise<EmployeeTaxRecord | null> {
  const result = await tx.query<Row>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1 ${lock ? "FOR UPDATE OF r" : ""}`,
    [id],
  );
  const row = result.rows[0];
  return row ? withCategory(row) : null;
}

/** Whether the worker has a record of `year` other than `exceptId`. */
export async function recordTaken(
  tx: Tx,
  agentId: number,
  year: number,
  exceptId: number | null,
): Promise<boolean> {
  const result = await tx.query(
    "SELECT 1 FROM employee_tax_records WHERE agent_id = $1 AND year = $2 AND id IS DISTINCT FROM $3",
    [agentId, year, exceptId],
  );
  return (result.rowCount ?? 0) > 0;
}

const params = (v: EmployeeTaxRecordValues) => [
  v.taxConfigurationId,
  v.agentId,
  v.year,
  v.taxIdKind,
  v.taxId,
  v.ptkp,
  v.recipient,
  v.startMonth,
  v.endMonth,
  v.subjectiveChange,
  v.openingBruto,
  v.openingWithheld,
  v.openingDeductions,
  v.previousEmployerBruto,
  v.previousEmployerWithheld,
  v.previousEmployerDeductions,
  v.note,
];

export async function insertEmployeeTaxRecord(
  tx: Tx,
  clientId: number,
  values: EmployeeTaxRecordValues,
): Promise<number> {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO employee_tax_records (tax_configuration_id, agent_id, year, tax_id_kind, tax_id,
       ptkp_status, recipient, start_month, end_month, subjective_change, opening_bruto,
       opening_withheld, opening_deductions, previous_employer_bruto, previous_employer_withheld,
       previous_employer_deductions, note, client_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     RETURNING id`,
    [...params(values), clientId],
  );
  return result.rows[0]!.id;
}

export async function updateEmployeeTaxRecord(tx: Tx, id: number, values: EmployeeTaxRecordValues) {
  await tx.query(
    `UPDATE employee_tax_records SET tax_configuration_id = $1, agent_id = $2, year = $3,
       tax_id_kind = $4, tax_id = $5, ptkp_status = $6, recipient = $7, start_month = $8,
       end_month = $9, subjective_change = $10, opening_bruto = $11, opening_withheld = $12,
       opening_deductions = $13, previous_employer_bruto = $14, previous_employer_withheld = $15,
       previous_employer_deductions = $16, note = $17, version = version + 1, updated_at = now()
     WHERE id = $18`,
    [...params(values), id],
  );
}

/**
 * Creates the records of `year` for the members of the configuration's payroll groups in force
 * at any time that year who have none (in any configuration: one record per worker and year),
 * in one statement with their audit rows. A worker who moved between groups that year is
 * taken with the membership that started last. Tax id: the worker's NPWP, else the NIK
 * (activated as NPWP, PMK 112/2022); PTKP and recipient: the membership's; months:
 * domain/payroll/taxRecords.ts monthsInYear (the join month when the worker joined that
 * year, the termination month when the worker left that year). Idempotent: answers how
 * many were created, 0 the second time.
 */
export async function generateEmployeeTaxRecords(
  tx: Tx,
  principal: Principal,
  taxConfigurationId: number,
  year: number,
): Promise<number> {
  const result = await tx.query<{ count: number }>(
    `WITH members AS (
       SELECT DISTINCT ON (m.agent_id) m.agent_id, m.ptkp_status, m.recipient
       FROM payroll_group_members m
       JOIN payroll_groups g ON g.client_id = m.client_id AND g.id = m.payroll_group_id
       WHERE g.tax_configuration_id = $1
         AND m.effective_from <= make_date($2::int, 12, 31)
         AND (m.effective_to IS NULL OR m.effective_to >= make_date($2::int, 1, 1))
       ORDER BY m.agent_id, m.effective_from DESC
     ), months AS (
       SELECT mb.*, a.nik, a.npwp,
              CASE WHEN extract(year FROM a.join_date) = $2::int
                   THEN extract(month FROM a.join_date)::int ELSE 1 END AS start_month,
              CASE WHEN extract(year FROM a.termination_date) = $2::int
                   THEN extract(month FROM a.termination_date)::int ELSE 12 END AS end_month
       FROM members mb JOIN agents a ON a.id = mb.agent_id
     ), inserted AS (
       INSERT INTO employee_tax_records (client_id, tax_configuration_id, agent_id, year,
         tax_id_kind, tax_id, ptkp_status, recipient, start_month, end_month)
       SELECT $3, $1, agent_id, $2::int,
              CASE WHEN npwp IS NULL THEN 'nik' ELSE 'npwp' END, coalesce(npwp, nik),
              ptkp_status, recipient, start_month, greatest(start_month, end_month)
       FROM months ORDER BY agent_id
       ON CONFLICT (client_id, agent_id, year) DO NOTHING
       RETURNING *
     ), audited AS (
       INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                              entity_type, entity_id, before, after)
       SELECT client_id, 'user', $4, $5, 'employee_tax_record.generate', 'employee_tax_record',
              id::text, NULL,
              jsonb_build_object('id', id, 'taxConfigurationId', tax_configuration_id,
                'agentId', agent_id, 'year', year, 'taxIdKind', tax_id_kind, 'taxId', tax_id,
                'ptkp', ptkp_status, 'recipient', recipient, 'startMonth', start_month,
                'endMonth', end_month)
       FROM inserted
     )
     SELECT count(*)::int AS count FROM inserted`,
    [taxConfigurationId, year, principal.clientId, principal.userId, principal.fullname],
  );
  return result.rows[0]!.count;
}
