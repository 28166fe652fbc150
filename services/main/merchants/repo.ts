import {
  type IndonesianTimezone,
  type PlaceValues,
  type RecordStatus,
  timezoneLabelOf,
} from "../../../domain/workforce/org.ts";
import type { Tx } from "../../db/pool.ts";
import { escapeLike, isoInstant, orderBy, pagedRows } from "../org/common.ts";

/** A merchant as the API answers it. */
export type Merchant = {
  id: number;
  code: string;
  name: string;
  branchId: number | null;
  branchName: string | null;
  address: string;
  provinceId: string | null;
  provinceName: string | null;
  cityId: string | null;
  cityName: string | null;
  latitude: number | null;
  longitude: number | null;
  timezone: IndonesianTimezone;
  timezoneLabel: string;
  status: RecordStatus;
  createdAt: string;
  updatedAt: string;
};

export type MerchantValues = PlaceValues & { branchId: number | null };

const COLUMNS = `m.id, m.code, m.name, m.branch_id AS "branchId", b.name AS "branchName",
  m.address, m.province_id AS "provinceId", p.name AS "provinceName",
  m.city_id AS "cityId", ci.name AS "cityName",
  m.latitude::float8 AS latitude, m.longitude::float8 AS longitude,
  m.timezone, m.status,
  ${isoInstant("m.created_at")} AS "createdAt", ${isoInstant("m.updated_at")} AS "updatedAt"`;
const FROM = `merchants m
  LEFT JOIN branches b ON b.id = m.branch_id
  LEFT JOIN provinces p ON p.id = m.province_id
  LEFT JOIN cities ci ON ci.id = m.city_id`;

const SORTABLE = {
  code: "m.code",
  name: "lower(m.name)",
  branchName: "lower(b.name)",
  cityName: "ci.name",
  status: "m.status",
  createdAt: "m.created_at",
  updatedAt: "m.updated_at",
};
export const MERCHANT_SORTS = Object.keys(SORTABLE);

const withLabel = (row: Omit<Merchant, "timezoneLabel">): Merchant => ({
  ...row,
  timezoneLabel: timezoneLabelOf(row.timezone),
});

export type MerchantFilter = {
  q: string | null;
  status: string | null;
  branchIds: number[] | null;
  provinceIds: string[] | null;
  cityIds: string[] | null;
  ids: number[] | null;
};

export async function listMerchants(
  tx: Tx,
  filter: MerchantFilter,
  page: { limit: number; page: number; sort: string | undefined },
) {
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<Omit<Merchant, "timezoneLabel"> & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM ${FROM}
     WHERE ($1::text IS NULL OR m.code ILIKE '%' || $1 || '%' OR m.name ILIKE '%' || $1 || '%'
            OR m.address ILIKE '%' || $1 || '%')
       AND ($2::text IS NULL OR m.status = $2)
       AND ($3::int[] IS NULL OR m.branch_id = ANY($3))
       AND ($4::text[] IS NULL OR m.province_id = ANY($4))
       AND ($5::text[] IS NULL OR m.city_id = ANY($5))
       AND ($6::int[] IS NULL OR m.id = ANY($6))
     ${orderBy(page.sort, SORTABLE, "name", "m.id")}
     LIMIT $7 OFFSET $8`,
      [
        escapeLike(filter.q),
        filter.status,
        filter.branchIds,
        filter.provinceIds,
        filter.cityIds,
        filter.ids,
        limit,
        offset,
      ],
    );
    return result.rows.map(({ total, ...row }) => ({ ...withLabel(row), total }));
  };
  return pagedRows(run, page.limit, page.page);
}

export async function findMerchant(tx: Tx, id: number, lock = false): Promise<Merchant | null> {
  const result = await tx.query<Omit<Merchant, "timezoneLabel">>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE m.id = $1 ${lock ? "FOR UPDATE OF m" : ""}`,
    [id],
  );
  return result.rows[0] ? withLabel(result.rows[0]) : null;
}

const PARAMS = (values: MerchantValues) => [
  values.code,
  values.name,
  values.branchId,
  values.address,
  values.provinceId,
  values.cityId,
  values.latitude,
  values.longitude,
  values.timezone,
  values.status,
];

export async function insertMerchant(tx: Tx, clientId: number, values: MerchantValues) {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO merchants (client_id, code, name, branch_id, address, province_id, city_id,
                            latitude, longitude, timezone, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce($11, 'active')) RETURNING id`,
    [clientId, ...PARAMS(values)],
  );
  return result.rows[0]!.id;
}

export async function updateMerchant(tx: Tx, id: number, values: MerchantValues) {
  await tx.query(
    `UPDATE merchants SET code = $2, name = $3, branch_id = $4, address = $5, province_id = $6,
       city_id = $7, latitude = $8, longitude = $9, timezone = $10,
       status = coalesce($11, status), updated_at = now()
     WHERE id = $1`,
    [id, ...PARAMS(values)],
  );
}

export async function merchantAssignments(tx: Tx, id: number): Promise<number> {
  const result = await tx.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM assignments WHERE merchant_id = $1",
    [id],
  );
  return result.rows[0]!.n;
}
