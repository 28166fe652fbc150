import {
  type IndonesianTimezone,
  type PlaceValues,
  type RecordStatus,
  timezoneLabelOf,
} from "../../../domain/workforce/org.ts";
import type { Tx } from "../../db/pool.ts";
import { escapeLike, isoInstant, orderBy, pagedRows } from "../org/common.ts";

/** A branch as the API answers it. */
export type Branch = {
  id: number;
  code: string;
  name: string;
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

const COLUMNS = `b.id, b.code, b.name, b.address,
  b.province_id AS "provinceId", p.name AS "provinceName",
  b.city_id AS "cityId", ci.name AS "cityName",
  b.latitude::float8 AS latitude, b.longitude::float8 AS longitude,
  b.timezone, b.status,
  ${isoInstant("b.created_at")} AS "createdAt", ${isoInstant("b.updated_at")} AS "updatedAt"`;
const FROM = `branches b
  LEFT JOIN provinces p ON p.id = b.province_id
  LEFT JOIN cities ci ON ci.id = b.city_id`;

const SORTABLE = {
  code: "b.code",
  name: "lower(b.name)",
  cityName: "ci.name",
  timezone: "b.timezone",
  status: "b.status",
  createdAt: "b.created_at",
  updatedAt: "b.updated_at",
};
export const BRANCH_SORTS = Object.keys(SORTABLE);

const withLabel = (row: Omit<Branch, "timezoneLabel">): Branch => ({
  ...row,
  timezoneLabel: timezoneLabelOf(row.timezone),
});

export type BranchFilter = {
  q: string | null;
  status: string | null;
  provinceIds: string[] | null;
  cityIds: string[] | null;
  timezone: IndonesianTimezone | null;
  ids: number[] | null;
};

export async function listBranches(
  tx: Tx,
  filter: BranchFilter,
  page: { limit: number; page: number; sort: string | undefined },
) {
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<Omit<Branch, "timezoneLabel"> & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM ${FROM}
     WHERE ($1::text IS NULL OR b.code ILIKE '%' || $1 || '%' OR b.name ILIKE '%' || $1 || '%'
            OR b.address ILIKE '%' || $1 || '%')
       AND ($2::text IS NULL OR b.status = $2)
       AND ($3::text[] IS NULL OR b.province_id = ANY($3))
       AND ($4::text[] IS NULL OR b.city_id = ANY($4))
       AND ($5::text IS NULL OR b.timezone = $5)
       AND ($6::int[] IS NULL OR b.id = ANY($6))
     ${orderBy(page.sort, SORTABLE, "name", "b.id")}
     LIMIT $7 OFFSET $8`,
      [
        escapeLike(filter.q),
        filter.status,
        filter.provinceIds,
        filter.cityIds,
        filter.timezone,
        filter.ids,
        limit,
        offset,
      ],
    );
    return result.rows.map(({ total, ...row }) => ({ ...withLabel(row), total }));
  };
  return pagedRows(run, page.limit, page.page);
}

export async function findBranch(tx: Tx, id: number, lock = false): Promise<Branch | null> {
  const result = await tx.query<Omit<Branch, "timezoneLabel">>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE b.id = $1 ${lock ? "FOR UPDATE OF b" : ""}`,
    [id],
  );
  return result.rows[0] ? withLabel(result.rows[0]) : null;
}

export async function insertBranch(tx: Tx, clientId: number, values: PlaceValues) {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO branches (client_id, code, name, address, province_id, city_id, latitude,
                           longitude, timezone, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10, 'active')) RETURNING id`,
    [
      clientId,
      values.code,
      values.name,
      values.address,
      values.provinceId,
      values.cityId,
      values.latitude,
      values.longitude,
      values.timezone,
      values.status,
    ],
  );
  return result.rows[0]!.id;
}

export async function updateBranch(tx: Tx, id: number, values: PlaceValues) {
  await tx.query(
    `UPDATE branches SET code = $2, name = $3, address = $4, province_id = $5, city_id = $6,
       latitude = $7, longitude = $8, timezone = $9, status = coalesce($10, status),
       updated_at = now()
     WHERE id = $1`,
    [
      id,
      values.code,
      values.name,
      values.address,
      values.provinceId,
      values.cityId,
      values.latitude,
      values.longitude,
      values.timezone,
      values.status,
    ],
  );
}

/** What still points at a branch: employees, merchants and assignments. */
export async function branchUsage(tx: Tx, id: number) {
  const result = await tx.query<{ agents: number; merchants: number; assignments: number }>(
    `SELECT (SELECT count(*) FROM agents WHERE branch_id = $1)::int AS agents,
            (SELECT count(*) FROM merchants WHERE branch_id = $1)::int AS merchants,
            (SELECT count(*) FROM assignments WHERE branch_id = $1)::int AS assignments`,
    [id],
  );
  return result.rows[0]!;
}
