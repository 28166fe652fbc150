import type { Tx } from "../../db/pool.ts";
import { escapeLike, isoInstant, pagedRows } from "../../main/org/common.ts";

/** A working location as the API answers it. */
export type WorkingLocation = {
  id: number;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  radiusMeters: number;
  status: "active" | "inactive";
  branchIds: number[];
  branches: { id: number; code: string; name: string }[];
  assignmentIds: number[];
  version: number;
  createdAt: string;
  updatedAt: string;
};

export type WorkingLocationValues = {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  radiusMeters: number;
  status: "active" | "inactive" | null;
  branchIds: number[];
  assignmentIds: number[];
};

const COLUMNS = `w.id, w.name, w.address, w.latitude::float8 AS latitude,
  w.longitude::float8 AS longitude, w.radius_meters AS "radiusMeters", w.status, w.version,
  coalesce((SELECT array_agg(b.id ORDER BY b.id) FROM working_location_branches wb
             JOIN branches b ON b.id = wb.branch_id WHERE wb.working_location_id = w.id), '{}') AS "branchIds",
  coalesce((SELECT json_agg(json_build_object('id', b.id, 'code', b.code, 'name', b.name) ORDER BY b.name, b.id)
             FROM working_location_branches wb JOIN branches b ON b.id = wb.branch_id
             WHERE wb.working_location_id = w.id), '[]') AS branches,
  coalesce((SELECT array_agg(wa.assignment_id ORDER BY wa.assignment_id) FROM working_location_assignments wa
             WHERE wa.working_location_id = w.id), '{}') AS "assignmentIds",
  ${isoInstant("w.created_at")} AS "createdAt", ${isoInstant("w.updated_at")} AS "updatedAt"`;

export type LocationFilter = {
  q: string | null;
  branchId: number | null;
  status: string | null;
  ids: number[] | null;
};

export async function listLocations(
  tx: Tx,
  filter: LocationFilter,
  page: { limit: number; page: number },
) {
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<WorkingLocation & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM working_locations w
       WHERE ($1::text IS NULL OR w.name ILIKE '%' || $1 || '%' OR w.address ILIKE '%' || $1 || '%')
         AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM working_location_branches wb
                                         WHERE wb.working_location_id = w.id AND wb.branch_id = $2))
         AND ($3::text IS NULL OR w.status = $3)
         AND ($4::int[] IS NULL OR w.id = ANY($4))
       ORDER BY lower(w.name), w.id
       LIMIT $5 OFFSET $6`,
      [escapeLike(filter.q), filter.branchId, filter.status, filter.ids, limit, offset],
    );
    return result.rows;
  };
  return pagedRows(run, page.limit, page.page);
}

export async function findLocation(
  tx: Tx,
  id: number,
  lock = false,
): Promise<WorkingLocation | null> {
  const result = await tx.query<WorkingLocation>(
    `SELECT ${COLUMNS} FROM working_locations w WHERE w.id = $1 ${lock ? "FOR UPDATE OF w" : ""}`,
    [id],
  );
  return result.rows[0] ?? null;
}

/** Ids among `ids` that name no row of `table` for the caller's client (RLS hides the others). */
export async function missingIds(
  tx: Tx,
  table: "branches" | "assignments" | "working_locations" | "agents",
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const result = await tx.query<{ id: number }>(
    `SELECT wanted AS id FROM unnest($1::int[]) AS wanted
     WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.id = wanted) ORDER BY wanted`,
    [ids],
  );
  return result.rows.map((row) => row.id);
}

export async function nameTaken(tx: Tx, name: string, exceptId: number | null) {
  const result = await tx.query(
    "SELECT 1 FROM working_locations WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2",
    [name, exceptId],
  );
  return (result.rowCount ?? 0) > 0;
}

async function writeLinks(tx: Tx, clientId: number, id: number, values: WorkingLocationValues) {
  await tx.query("DELETE FROM working_location_branches WHERE working_location_id = $1", [id]);
  await tx.query("DELETE FROM working_location_assignments WHERE working_location_id = $1", [id]);
  await tx.query(
    `INSERT INTO working_location_branches (client_id, working_location_id, branch_id)
     SELECT $1, $2, unnest($3::int[])`,
    [clientId, id, values.branchIds],
  );
  await tx.query(
    `INSERT INTO working_location_assignments (client_id, working_location_id, assignment_id)
     SELECT $1, $2, unnest($3::int[])`,
    [clientId, id, values.assignmentIds],
  );
}

export async function insertLocation(tx: Tx, clientId: number, values: WorkingLocationValues) {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO working_locations (client_id, name, address, latitude, longitude, radius_meters, status)
     VALUES ($1, $2, $3, $4, $5, $6, coalesce($7, 'active')) RETURNING id`,
    [
      clientId,
      values.name,
      values.address,
      values.latitude,
      values.longitude,
      values.radiusMeters,
      values.status,
    ],
  );
  const id = result.rows[0]!.id;
  await writeLinks(tx, clientId, id, values);
  return id;
}

export async function updateLocation(
  tx: Tx,
  clientId: number,
  id: number,
  values: WorkingLocationValues,
) {
  await tx.query(
    `UPDATE working_locations SET name = $2, address = $3, latitude = $4, longitude = $5,
       radius_meters = $6, status = coalesce($7, status), version = version + 1, updated_at = now()
     WHERE id = $1`,
    [
      id,
      values.name,
      values.address,
      values.latitude,
      values.longitude,
      values.radiusMeters,
      values.status,
    ],
  );
  await writeLinks(tx, clientId, id, values);
}

/** The attendance policies that use a location (it cannot be deleted while any does). */
export async function policiesUsing(tx: Tx, id: number) {
  const result = await tx.query<{ id: number; name: string }>(
    `SELECT p.id, p.name FROM attendance_policy_locations pl
     JOIN attendance_policies p ON p.id = pl.attendance_policy_id
     WHERE pl.working_location_id = $1 ORDER BY lower(p.name), p.id`,
    [id],
  );
  return result.rows;
}
