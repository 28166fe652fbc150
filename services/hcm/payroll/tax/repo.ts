import type { FinalTaxBand } from "../../../../domain/payroll/constants.ts";
import type { TaxConfigurationValues } from "../../../../domain/payroll/taxConfig.ts";
import type { Tx } from "../../../db/pool.ts";
import {
  CLIENT_TODAY,
  escapeLike,
  isoInstant,
  orderBy,
  pagedRows,
} from "../../../main/org/common.ts";

/** Issue 16: a tax configuration as the API answers it (domain/payroll/taxConfig.ts). */
export type TaxConfiguration = Omit<TaxConfigurationValues, "finalBands"> & {
  id: number;
  finalBands: FinalTaxBand[] | null;
  groups: { id: number; name: string }[];
  employeeCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
};

const COLUMNS = `t.id, t.kind, t.name, t.ter_rounding AS "terRounding",
  t.no_npwp_surcharge AS "noNpwpSurcharge", t.biaya_jabatan_mode AS "biayaJabatanMode",
  t.final_kind AS "finalKind", t.final_bands AS "finalBands", t.description, t.status,
  coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY lower(g.name), g.id)
            FROM payroll_groups g WHERE g.tax_configuration_id = t.id), '[]') AS groups,
  (SELECT count(*) FROM employee_tax_records r
    WHERE r.tax_configuration_id = t.id
      AND r.year = extract(year FROM ${CLIENT_TODAY}))::int AS "employeeCount",
  t.version, ${isoInstant("t.created_at")} AS "createdAt", ${isoInstant("t.updated_at")} AS "updatedAt"`;

/** The list's sortable fields (`sort=name`, `sort=-updatedAt`). */
const SORTABLE: Record<string, string> = {
  name: "lower(t.name)",
  kind: "t.kind",
  status: "t.status",
  createdAt: "t.created_at",
  updatedAt: "t.updated_at",
};

export type ConfigurationFilter = {
  q: string | null;
  kind: string | null;
  status: string | null;
  /** Without the final_tax_configuration flag, final configurations are not shown. */
  includeFinal: boolean;
  sort: string | undefined;
};

export async function listTaxConfigurations(
  tx: Tx,
  filter: ConfigurationFilter,
  page: { limit: number; page: number },
) {
  const order = orderBy(filter.sort, SORTABLE, "name", "t.id");
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<TaxConfiguration & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM tax_configurations t
       WHERE ($1::text IS NULL OR t.name ILIKE '%' || $1 || '%')
         AND ($2::text IS NULL OR t.kind = $2)
         AND ($3::text IS NULL OR t.status = $3)
         AND ($4 OR t.kind <> 'pph21_final')
       ${order} LIMIT $5 OFFSET $6`,
      [escapeLike(filter.q), filter.kind, filter.status, filter.includeFinal, limit, offset],
    );
    return result.rows;
  };
  return pagedRows(run, page.limit, page.page);
}

export async function findTaxConfiguration(
  tx: Tx,
  id: number,
  lock = false,
): Promise<TaxConfiguration | null> {
  const result = await tx.query<TaxConfiguration>(
    `SELECT ${COLUMNS} FROM tax_configurations t WHERE t.id = $1 ${lock ? "FOR UPDATE OF t" : ""}`,
    [id],
  );
  return result.rows[0] ?? null;
}

export async function taxConfigurationNameTaken(tx: Tx, name: string, exceptId: number | null) {
  const result = await tx.query(
    "SELECT 1 FROM tax_configurations WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2",
    [name, exceptId],
  );
  return (result.rowCount ?? 0) > 0;
}

/** How many payroll groups and employee tax records refer to it (delete is refused then). */
export async function taxConfigurationUsage(tx: Tx, id: number) {
  const result = await tx.query<{ groups: number; records: number }>(
    `SELECT (SELECT count(*) FROM payroll_groups WHERE tax_configuration_id = $1)::int AS groups,
            (SELECT count(*) FROM employee_tax_records WHERE tax_configuration_id = $1)::int AS records`,
    [id],
  );
  return result.rows[0]!;
}

const params = (v: TaxConfigurationValues) => [
  v.kind,
  v.name,
  v.terRounding,
  v.noNpwpSurcharge,
  v.biayaJabatanMode,
  v.finalKind,
  v.finalBands === null ? null : JSON.stringify(v.finalBands),
  v.description,
  v.status,
];

export async function insertTaxConfiguration(
  tx: Tx,
  clientId: number,
  values: TaxConfigurationValues,
): Promise<number> {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO tax_configurations (kind, name, ter_rounding, no_npwp_surcharge,
       biaya_jabatan_mode, final_kind, final_bands, description, status, client_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10) RETURNING id`,
    [...params(values), clientId],
  );
  return result.rows[0]!.id;
}

export async function updateTaxConfiguration(tx: Tx, id: number, values: TaxConfigurationValues) {
  await tx.query(
    `UPDATE tax_configurations SET kind = $1, name = $2, ter_rounding = $3,
       no_npwp_surcharge = $4, biaya_jabatan_mode = $5, final_kind = $6, final_bands = $7::jsonb,
       description = $8, status = $9, version = version + 1, updated_at = now()
     WHERE id = $10`,
    [...params(values), id],
  );
}
