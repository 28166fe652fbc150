import type { Tx } from "../../../db/pool.ts";
import { isoInstant, pagedRows } from "../../../main/org/common.ts";

/** A regional minimum wage (RULES.md §1.4, PP 35/2021 Art 33(3)); no province = the default. */
export type MinimumWage = {
  id: number;
  provinceId: string | null;
  provinceName: string | null;
  year: number;
  amount: number;
  source: string | null;
  createdAt: string;
  updatedAt: string;
};

const COLUMNS = `m.id, m.province_id AS "provinceId", pr.name AS "provinceName", m.year::int AS year,
  m.amount::float8 AS amount, m.source,
  ${isoInstant("m.created_at")} AS "createdAt", ${isoInstant("m.updated_at")} AS "updatedAt"`;
const FROM = "minimum_wages m LEFT JOIN provinces pr ON pr.id = m.province_id";

/** Newest year first; in a year the default row, then provinces by name. */
export async function listMinimumWages(
  tx: Tx,
  filter: { year: number | null },
  page: { limit: number; page: number },
) {
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<MinimumWage & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM ${FROM}
       WHERE ($1::int IS NULL OR m.year = $1)
       ORDER BY m.year DESC, m.province_id IS NOT NULL, pr.name, m.id LIMIT $2 OFFSET $3`,
      [filter.year, limit, offset],
    );
    return result.rows;
  };
  return pagedRows(run, page.limit, page.page);
}

export async function findMinimumWage(tx: Tx, id: number, lock = false) {
  const result = await tx.query<MinimumWage>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE m.id = $1 ${lock ? "FOR UPDATE OF m" : ""}`,
    [id],
  );
  return result.rows[0] ?? null;
}

export async function provinceExists(tx: Tx, provinceId: string) {
  const result = await tx.query("SELECT 1 FROM provinces WHERE id = $1", [provinceId]);
  return (result.rowCount ?? 0) > 0;
}

/** Another row of the same province (or default) and year. */
export async function minimumWageTaken(
  tx: Tx,
  provinceId: string | null,
  year: number,
  exceptId: number | null,
) {
  const result = await tx.query(
    `SELECT 1 FROM minimum_wages WHERE coalesce(province_id, '') = coalesce($1, '') AND year = $2
       AND id IS DISTINCT FROM $3`,
    [provinceId, year, exceptId],
  );
  return (result.rowCount ?? 0) > 0;
}

type Values = { provinceId: string | null; year: number; amount: number; source: string | null };

export async function insertMinimumWage(tx: Tx, clientId: number, values: Values) {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO minimum_wages (client_id, province_id, year, amount, source)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [clientId, values.provinceId, values.year, values.amount, values.source],
  );
  return result.rows[0]!.id;
}

export async function updateMinimumWage(tx: Tx, id: number, values: Values) {
  await tx.query(
    `UPDATE minimum_wages SET province_id = $2, year = $3, amount = $4, source = $5,
       updated_at = now() WHERE id = $1`,
    [id, values.provinceId, values.year, values.amount, values.source],
  );
}
