import type { Tx } from "../../db/pool.ts";

export type Holiday = {
  id: number;
  date: string;
  name: string;
  kind: "national" | "collective_leave" | "company";
  /** Empty = everywhere. */
  provinceIds: string[];
  observed: boolean;
};

const COLUMNS = `id, to_char(date, 'YYYY-MM-DD') AS date, name, kind,
  coalesce(province_ids, '{}') AS "provinceIds", observed`;

export async function listHolidays(
  tx: Tx,
  filter: { year: number; month: number | null; kind: string | null },
): Promise<Holiday[]> {
  const found = await tx.query<Holiday>(
    `SELECT ${COLUMNS} FROM holidays
     WHERE date >= make_date($1, coalesce($2, 1), 1)
       AND date < CASE WHEN $2::int IS NULL THEN make_date($1 + 1, 1, 1)
                       ELSE make_date($1, $2, 1) + interval '1 month' END
       AND ($3::text IS NULL OR kind = $3)
     ORDER BY date, kind, lower(name), id`,
    [filter.year, filter.month, filter.kind],
  );
  return found.rows;
}

export async function findHoliday(tx: Tx, id: number, lock = false): Promise<Holiday | null> {
  const found = await tx.query<Holiday>(
    `SELECT ${COLUMNS} FROM holidays WHERE id = $1 ${lock ? "FOR UPDATE" : ""}`,
    [id],
  );
  return found.rows[0] ?? null;
}

export type HolidayValues = {
  date: string;
  name: string;
  provinceIds: string[] | null;
  observed: boolean;
};

export async function insertHoliday(tx: Tx, clientId: number, values: HolidayValues) {
  const made = await tx.query<{ id: number }>(
    `INSERT INTO holidays (client_id, date, name, kind, province_ids, observed)
     VALUES ($1, $2, $3, 'company', $4, $5) RETURNING id`,
    [clientId, values.date, values.name, values.provinceIds, values.observed],
  );
  return made.rows[0]!.id;
}

export async function updateHoliday(tx: Tx, id: number, values: HolidayValues) {
  await tx.query(
    `UPDATE holidays SET date = $2, name = $3, province_ids = $4, observed = $5, updated_at = now()
     WHERE id = $1`,
    [id, values.date, values.name, values.provinceIds, values.observed],
  );
}

/** Problems of the province ids that are not provinces. */
export async function unknownProvinces(tx: Tx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await tx.query<{ id: string }>(
    "SELECT u.id FROM unnest($1::text[]) AS u(id) WHERE NOT EXISTS (SELECT 1 FROM provinces p WHERE p.id = u.id)",
    [ids],
  );
  return found.rows.map((r) => r.id);
}
