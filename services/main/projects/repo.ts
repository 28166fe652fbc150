import type { ProjectValues, RecordStatus } from "../../../domain/workforce/org.ts";
import type { Tx } from "../../db/pool.ts";
import { escapeLike, isoDate, isoInstant, orderBy, pagedRows } from "../org/common.ts";

/** A project as the API answers it. */
export type Project = {
  id: number;
  code: string;
  name: string;
  description: string;
  startDate: string;
  endDate: string | null;
  status: RecordStatus;
  createdAt: string;
  updatedAt: string;
};

const COLUMNS = `p.id, p.code, p.name, p.description,
  ${isoDate("p.start_date")} AS "startDate", ${isoDate("p.end_date")} AS "endDate", p.status,
  ${isoInstant("p.created_at")} AS "createdAt", ${isoInstant("p.updated_at")} AS "updatedAt"`;

const SORTABLE = {
  code: "p.code",
  name: "lower(p.name)",
  startDate: "p.start_date",
  endDate: "p.end_date",
  status: "p.status",
  createdAt: "p.created_at",
  updatedAt: "p.updated_at",
};
export const PROJECT_SORTS = Object.keys(SORTABLE);

export type ProjectFilter = {
  q: string | null;
  status: string | null;
  activeOn: string | null;
  ids: number[] | null;
};

export async function listProjects(
  tx: Tx,
  filter: ProjectFilter,
  page: { limit: number; page: number; sort: string | undefined },
) {
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<Project & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM projects p
     WHERE ($1::text IS NULL OR p.code ILIKE '%' || $1 || '%' OR p.name ILIKE '%' || $1 || '%')
       AND ($2::text IS NULL OR p.status = $2)
       AND ($3::date IS NULL OR (p.start_date <= $3 AND (p.end_date IS NULL OR p.end_date >= $3)))
       AND ($4::int[] IS NULL OR p.id = ANY($4))
     ${orderBy(page.sort, SORTABLE, "name", "p.id")}
     LIMIT $5 OFFSET $6`,
      [escapeLike(filter.q), filter.status, filter.activeOn, filter.ids, limit, offset],
    );
    return result.rows;
  };
  return pagedRows(run, page.limit, page.page);
}

export async function findProject(tx: Tx, id: number, lock = false): Promise<Project | null> {
  const result = await tx.query<Project>(
    `SELECT ${COLUMNS} FROM projects p WHERE p.id = $1 ${lock ? "FOR UPDATE" : ""}`,
    [id],
  );
  return result.rows[0] ?? null;
}

export async function insertProject(tx: Tx, clientId: number, values: ProjectValues) {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO projects (client_id, code, name, description, start_date, end_date, status)
     VALUES ($1, $2, $3, $4, $5, $6, coalesce($7, 'active')) RETURNING id`,
    [
      clientId,
      values.code,
      values.name,
      values.description,
      values.startDate,
      values.endDate,
      values.status,
    ],
  );
  return result.rows[0]!.id;
}

export async function updateProject(tx: Tx, id: number, values: ProjectValues) {
  await tx.query(
    `UPDATE projects SET code = $2, name = $3, description = $4, start_date = $5, end_date = $6,
       status = coalesce($7, status), updated_at = now()
     WHERE id = $1`,
    [
      id,
      values.code,
      values.name,
      values.description,
      values.startDate,
      values.endDate,
      values.status,
    ],
  );
}

/** Employees on the project and its assignments. */
export async function projectUsage(tx: Tx, id: number) {
  const result = await tx.query<{ agents: number; assignments: number }>(
    `SELECT (SELECT count(*) FROM agents WHERE project_id = $1)::int AS agents,
            (SELECT count(*) FROM assignments WHERE project_id = $1)::int AS assignments`,
    [id],
  );
  return result.rows[0]!;
}

/** Assignments that would fall outside the project's new dates. */
export async function assignmentsOutside(
  tx: Tx,
  id: number,
  startDate: string,
  endDate: string | null,
): Promise<number> {
  const result = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM assignments
     WHERE project_id = $1
       AND (start_date < $2 OR ($3::date IS NOT NULL AND (end_date IS NULL OR end_date > $3)))`,
    [id, startDate, endDate],
  );
  return result.rows[0]!.n;
}
