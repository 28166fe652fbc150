import type {
  AssignmentStatus,
  AssignmentValues,
  FieldProblem,
} from "../../../domain/workforce/org.ts";
import type { Tx } from "../../db/pool.ts";
import { escapeLike, isoDate, isoInstant, orderBy, pagedRows } from "../org/common.ts";

/** An assignment as the API answers it. */
export type Assignment = {
  id: number;
  agentId: number;
  agentName: string;
  agentNik: string;
  projectId: number;
  projectCode: string;
  projectName: string;
  merchantId: number | null;
  merchantName: string | null;
  branchId: number | null;
  branchName: string | null;
  startDate: string;
  endDate: string | null;
  status: AssignmentStatus;
  createdAt: string;
  updatedAt: string;
};

/** Today in the client's time zone: an assignment's status turns at the client's midnight. */
const TODAY = `(SELECT (now() AT TIME ZONE c.timezone)::date FROM clients c
                WHERE c.id = app_client_id())`;

const STATUS = `CASE WHEN t.today < a.start_date THEN 'upcoming'
                     WHEN a.end_date IS NOT NULL AND t.today > a.end_date THEN 'ended'
                     ELSE 'active' END`;

const COLUMNS = `a.id, a.agent_id AS "agentId", ag.full_name AS "agentName", ag.nik AS "agentNik",
  a.project_id AS "projectId", pj.code AS "projectCode", pj.name AS "projectName",
  a.merchant_id AS "merchantId", m.name AS "merchantName",
  a.branch_id AS "branchId", b.name AS "branchName",
  ${isoDate("a.start_date")} AS "startDate", ${isoDate("a.end_date")} AS "endDate",
  ${STATUS} AS status,
  ${isoInstant("a.created_at")} AS "createdAt", ${isoInstant("a.updated_at")} AS "updatedAt"`;
const FROM = `assignments a
  JOIN agents ag ON ag.id = a.agent_id
  JOIN projects pj ON pj.id = a.project_id
  LEFT JOIN merchants m ON m.id = a.merchant_id
  LEFT JOIN branches b ON b.id = a.branch_id
  CROSS JOIN (SELECT ${TODAY} AS today) t`;

const SORTABLE = {
  startDate: "a.start_date",
  endDate: "a.end_date",
  agentName: "lower(ag.full_name)",
  projectName: "lower(pj.name)",
  createdAt: "a.created_at",
};
export const ASSIGNMENT_SORTS = Object.keys(SORTABLE);

export type AssignmentFilter = {
  q: string | null;
  agentId: number | null;
  projectId: number | null;
  merchantId: number | null;
  branchId: number | null;
  status: string | null;
  activeOn: string | null;
  ids: number[] | null;
};

export async function listAssignments(
  tx: Tx,
  filter: AssignmentFilter,
  page: { limit: number; page: number; sort: string | undefined },
) {
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<Assignment & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM ${FROM}
     WHERE ($1::text IS NULL OR ag.full_name ILIKE '%' || $1 || '%' OR pj.name ILIKE '%' || $1 || '%'
            OR pj.code ILIKE '%' || $1 || '%' OR m.name ILIKE '%' || $1 || '%'
            OR b.name ILIKE '%' || $1 || '%')
       AND ($2::int IS NULL OR a.agent_id = $2)
       AND ($3::int IS NULL OR a.project_id = $3)
       AND ($4::int IS NULL OR a.merchant_id = $4)
       AND ($5::int IS NULL OR a.branch_id = $5)
       AND ($6::text IS NULL OR ${STATUS} = $6)
       AND ($7::date IS NULL OR (a.start_date <= $7 AND (a.end_date IS NULL OR a.end_date >= $7)))
       AND ($8::int[] IS NULL OR a.id = ANY($8))
     ${orderBy(page.sort, SORTABLE, "-startDate", "a.id")}
     LIMIT $9 OFFSET $10`,
      [
        escapeLike(filter.q),
        filter.agentId,
        filter.projectId,
        filter.merchantId,
        filter.branchId,
        filter.status,
        filter.activeOn,
        filter.ids,
        limit,
        offset,
      ],
    );
    return result.rows;
  };
  return pagedRows(run, page.limit, page.page);
}

export async function findAssignment(tx: Tx, id: number, lock = false) {
  const result = await tx.query<Assignment>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE a.id = $1 ${lock ? "FOR UPDATE OF a" : ""}`,
    [id],
  );
  return result.rows[0] ?? null;
}

export async function clientToday(tx: Tx): Promise<string> {
  const result = await tx.query<{ today: string }>(`SELECT ${isoDate(TODAY)} AS today`);
  return result.rows[0]!.today;
}

type References = {
  agent: { status: string; name: string } | null;
  project: { status: string; name: string; startDate: string; endDate: string | null } | null;
  merchant: { status: string; branchId: number | null } | null;
  branch: { status: string } | null;
};

/**
 * The rows an assignment refers to, locked FOR SHARE until the write commits: a concurrent
 * change to them (a project's dates shortened, an agent inactivated, a merchant moved to
 * another branch — each locks its row FOR UPDATE and checks the assignments) waits for this
 * write or is waited for, so neither side decides on what the other is changing.
 */
async function references(tx: Tx, values: AssignmentValues): Promise<References> {
  const result = await tx.query<References>(
    `SELECT (SELECT json_build_object('status', worker_status, 'name', full_name)
             FROM agents WHERE id = $1 FOR SHARE) AS agent,
            (SELECT json_build_object('status', status, 'name', name,
                                      'startDate', ${isoDate("start_date")},
                                      'endDate', ${isoDate("end_date")})
             FROM projects WHERE id = $2 FOR SHARE) AS project,
            (SELECT json_build_object('status', status, 'branchId', branch_id)
             FROM merchants WHERE id = $3 FOR SHARE) AS merchant,
            (SELECT json_build_object('status', status) FROM branches WHERE id = $4 FOR SHARE)
              AS branch`,
    [values.agentId, values.projectId, values.merchantId, values.branchId],
  );
  return result.rows[0]!;
}

/**
 * What the database must say about an assignment: the agent, project, merchant and branch
 * exist in the client and are active (unless the assignment already had them: an inactive
 * one may stay, not be newly chosen), the dates lie within the project, and a merchant's
 * branch agrees with the branch. Without a branch, the merchant's branch is taken.
 */
export async function checkReferences(
  tx: Tx,
  values: AssignmentValues,
  before: Assignment | null,
): Promise<{
  problems: FieldProblem[];
  values: AssignmentValues;
  agentName: string;
  projectName: string;
}> {
  const refs = await references(tx, values);
  const problems: FieldProblem[] = [];
  const chosen = (field: keyof Assignment, id: number | null) => before?.[field] !== id;

  if (!refs.agent) problems.push({ field: "agentId", message: "does not exist" });
  else if (refs.agent.status !== "active" && chosen("agentId", values.agentId))
    problems.push({ field: "agentId", message: "is not an active employee" });

  if (!refs.project) problems.push({ field: "projectId", message: "does not exist" });
  else {
    if (refs.project.status !== "active" && chosen("projectId", values.projectId))
      problems.push({ field: "projectId", message: "is inactive" });
    const { startDate, endDate } = refs.project;
    if (values.startDate && values.startDate < startDate)
      problems.push({
        field: "startDate",
        message: `must be on or after the project's start date (${startDate})`,
      });
    if (endDate !== null && values.endDate === null)
      problems.push({ field: "endDate", message: `is required: the project ends on ${endDate}` });
    else if (endDate !== null && values.endDate !== null && values.endDate > endDate)
      problems.push({
        field: "endDate",
        message: `must be on or before the project's end date (${endDate})`,
      });
  }

  let branchId = values.branchId;
  if (values.merchantId !== null) {
    if (!refs.merchant) problems.push({ field: "merchantId", message: "does not exist" });
    else {
      if (refs.merchant.status !== "active" && chosen("merchantId", values.merchantId))
        problems.push({ field: "merchantId", message: "is inactive" });
      if (branchId === null) branchId = refs.merchant.branchId;
      else if (refs.merchant.branchId !== null && refs.merchant.branchId !== branchId)
        problems.push({ field: "branchId", message: "is not the merchant's branch" });
    }
  }
  if (values.branchId !== null) {
    if (!refs.branch) problems.push({ field: "branchId", message: "does not exist" });
    else if (refs.branch.status !== "active" && chosen("branchId", values.branchId))
      problems.push({ field: "branchId", message: "is inactive" });
  }
  return {
    problems,
    values: { ...values, branchId },
    agentName: refs.agent?.name ?? "",
    projectName: refs.project?.name ?? "",
  };
}

/** Another assignment of the agent on the project sharing at least one day, if any. */
export async function overlapping(tx: Tx, values: AssignmentValues, exceptId: number | null) {
  const result = await tx.query<{ id: number; startDate: string; endDate: string | null }>(
    `SELECT id, ${isoDate("start_date")} AS "startDate", ${isoDate("end_date")} AS "endDate"
     FROM assignments
     WHERE agent_id = $1 AND project_id = $2 AND id IS DISTINCT FROM $3
       AND daterange(start_date, end_date, '[]') && daterange($4::date, $5::date, '[]')
     ORDER BY start_date LIMIT 1`,
    [values.agentId, values.projectId, exceptId, values.startDate, values.endDate],
  );
  return result.rows[0] ?? null;
}

const PARAMS = (values: AssignmentValues) => [
  values.agentId,
  values.projectId,
  values.merchantId,
  values.branchId,
  values.startDate,
  values.endDate,
];

export async function insertAssignment(tx: Tx, clientId: number, values: AssignmentValues) {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO assignments (client_id, agent_id, project_id, merchant_id, branch_id,
                              start_date, end_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [clientId, ...PARAMS(values)],
  );
  return result.rows[0]!.id;
}

export async function updateAssignment(tx: Tx, id: number, values: AssignmentValues) {
  await tx.query(
    `UPDATE assignments SET agent_id = $2, project_id = $3, merchant_id = $4, branch_id = $5,
       start_date = $6, end_date = $7, updated_at = now()
     WHERE id = $1`,
    [id, ...PARAMS(values)],
  );
}
