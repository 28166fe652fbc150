import type { AttendancePolicyValues } from "../../../domain/places.ts";
import type { Tx } from "../../db/pool.ts";
import { escapeLike, isoInstant, pagedRows } from "../../main/org/common.ts";

/** An attendance policy as the API answers it. */
export type AttendancePolicy = {
  id: number;
  name: string;
  verification: string;
  approvalMode: string;
  approvalModes: { checkIn: string; checkOut: string; overtime: string };
  geofence: string;
  maxAccuracyMeters: number;
  allowOffline: boolean;
  allowOutsideRequest: boolean;
  workingLocationIds: number[];
  workingLocations: { id: number; name: string }[];
  branchIds: number[];
  branches: { id: number; code: string; name: string }[];
  agentIds: number[];
  agents: { id: number; fullName: string }[];
  version: number;
  createdAt: string;
  updatedAt: string;
};

const COLUMNS = `p.id, p.name, p.verification, p.approval_mode AS "approvalMode",
  json_build_object('checkIn', p.approval_check_in, 'checkOut', p.approval_check_out,
                    'overtime', p.approval_overtime) AS "approvalModes",
  p.geofence, p.max_accuracy_meters AS "maxAccuracyMeters", p.allow_offline AS "allowOffline",
  p.allow_outside_request AS "allowOutsideRequest", p.version,
  coalesce((SELECT array_agg(pl.working_location_id ORDER BY pl.working_location_id)
            FROM attendance_policy_locations pl WHERE pl.attendance_policy_id = p.id), '{}') AS "workingLocationIds",
  coalesce((SELECT json_agg(json_build_object('id', w.id, 'name', w.name) ORDER BY lower(w.name), w.id)
            FROM attendance_policy_locations pl JOIN working_locations w ON w.id = pl.working_location_id
            WHERE pl.attendance_policy_id = p.id), '[]') AS "workingLocations",
  coalesce((SELECT array_agg(pb.branch_id ORDER BY pb.branch_id)
            FROM attendance_policy_branches pb WHERE pb.attendance_policy_id = p.id), '{}') AS "branchIds",
  coalesce((SELECT json_agg(json_build_object('id', b.id, 'code', b.code, 'name', b.name) ORDER BY b.name, b.id)
            FROM attendance_policy_branches pb JOIN branches b ON b.id = pb.branch_id
            WHERE pb.attendance_policy_id = p.id), '[]') AS branches,
  coalesce((SELECT array_agg(pa.agent_id ORDER BY pa.agent_id)
            FROM attendance_policy_agents pa WHERE pa.attendance_policy_id = p.id), '{}') AS "agentIds",
  coalesce((SELECT json_agg(json_build_object('id', a.id, 'fullName', a.full_name) ORDER BY a.full_name, a.id)
            FROM attendance_policy_agents pa JOIN agents a ON a.id = pa.agent_id
            WHERE pa.attendance_policy_id = p.id), '[]') AS agents,
  ${isoInstant("p.created_at")} AS "createdAt", ${isoInstant("p.updated_at")} AS "updatedAt"`;

export async function listPolicies(
  tx: Tx,
  filter: { q: string | null; branchId: number | null },
  page: { limit: number; page: number },
) {
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<AttendancePolicy & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM attendance_policies p
       WHERE ($1::text IS NULL OR p.name ILIKE '%' || $1 || '%')
         AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM attendance_policy_branches pb
                                         WHERE pb.attendance_policy_id = p.id AND pb.branch_id = $2))
       ORDER BY lower(p.name), p.id LIMIT $3 OFFSET $4`,
      [escapeLike(filter.q), filter.branchId, limit, offset],
    );
    return result.rows;
  };
  return pagedRows(run, page.limit, page.page);
}

export async function findPolicy(
  tx: Tx,
  id: number,
  lock = false,
): Promise<AttendancePolicy | null> {
  const result = await tx.query<AttendancePolicy>(
    `SELECT ${COLUMNS} FROM attendance_policies p WHERE p.id = $1 ${lock ? "FOR UPDATE OF p" : ""}`,
    [id],
  );
  return result.rows[0] ?? null;
}

/**
 * The one policy that applies to an employee: the one naming them directly, else the one
 * covering their branch. Writes keep these from disagreeing; an employee moved into a branch
 * another policy covers after being named directly stays with the policy that names them.
 */
export async function policyForAgent(tx: Tx, agentId: number): Promise<AttendancePolicy | null> {
  const result = await tx.query<AttendancePolicy>(
    `SELECT ${COLUMNS} FROM attendance_policies p
     WHERE p.id = coalesce(
       (SELECT pa.attendance_policy_id FROM attendance_policy_agents pa WHERE pa.agent_id = $1),
       (SELECT pb.attendance_policy_id FROM attendance_policy_branches pb
          JOIN agents a ON a.branch_id = pb.branch_id WHERE a.id = $1))`,
    [agentId],
  );
  return result.rows[0] ?? null;
}

/**
 * Serialises coverage changes of one client: the overlap check reads several tables, which
 * no constraint spans, so two concurrent writes must not both pass it.
 */
export async function lockCoverage(tx: Tx, clientId: number) {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('attendance_policy_coverage'), $1)", [
    clientId,
  ]);
}

export type Overlap = { field: "branchIds" | "agentIds"; policyId: number; policyName: string };

/**
 * Other policies whose coverage meets this one's: the same branch, the same employee named
 * directly, an employee named here whose branch the other covers, or an employee the other
 * names who works at a branch covered here.
 */
export async function coverageOverlaps(
  tx: Tx,
  exceptPolicyId: number | null,
  branchIds: readonly number[],
  agentIds: readonly number[],
): Promise<Overlap[]> {
  const result = await tx.query<Overlap>(
    `SELECT DISTINCT ON (field) field, "policyId", "policyName" FROM (
       SELECT 'branchIds' AS field, p.id AS "policyId", p.name AS "policyName"
         FROM attendance_policy_branches pb JOIN attendance_policies p ON p.id = pb.attendance_policy_id
         WHERE pb.branch_id = ANY($2) AND p.id IS DISTINCT FROM $1
       UNION ALL
       SELECT 'branchIds', p.id, p.name
         FROM attendance_policy_agents pa JOIN agents a ON a.id = pa.agent_id
         JOIN attendance_policies p ON p.id = pa.attendance_policy_id
         WHERE a.branch_id = ANY($2) AND p.id IS DISTINCT FROM $1
       UNION ALL
       SELECT 'agentIds', p.id, p.name
         FROM attendance_policy_agents pa JOIN attendance_policies p ON p.id = pa.attendance_policy_id
         WHERE pa.agent_id = ANY($3) AND p.id IS DISTINCT FROM $1
       UNION ALL
       SELECT 'agentIds', p.id, p.name
         FROM attendance_policy_branches pb JOIN agents a ON a.branch_id = pb.branch_id
         JOIN attendance_policies p ON p.id = pb.attendance_policy_id
         WHERE a.id = ANY($3) AND p.id IS DISTINCT FROM $1
     ) AS found ORDER BY field, lower("policyName"), "policyId"`,
    [exceptPolicyId, branchIds, agentIds],
  );
  return result.rows;
}

export async function policyNameTaken(tx: Tx, name: string, exceptId: number | null) {
  const result = await tx.query(
    "SELECT 1 FROM attendance_policies WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2",
    [name, exceptId],
  );
  return (result.rowCount ?? 0) > 0;
}

async function writeLinks(tx: Tx, clientId: number, id: number, values: AttendancePolicyValues) {
  for (const table of [
    "attendance_policy_locations",
    "attendance_policy_branches",
    "attendance_policy_agents",
  ])
    await tx.query(`DELETE FROM ${table} WHERE attendance_policy_id = $1`, [id]);
  await tx.query(
    `INSERT INTO attendance_policy_locations (client_id, attendance_policy_id, working_location_id)
     SELECT $1, $2, unnest($3::int[])`,
    [clientId, id, values.workingLocationIds],
  );
  await tx.query(
    `INSERT INTO attendance_policy_branches (client_id, attendance_policy_id, branch_id)
     SELECT $1, $2, unnest($3::int[])`,
    [clientId, id, values.branchIds],
  );
  await tx.query(
    `INSERT INTO attendance_policy_agents (client_id, attendance_policy_id, agent_id)
     SELECT $1, $2, unnest($3::int[])`,
    [clientId, id, values.agentIds],
  );
}

const policyParams = (values: AttendancePolicyValues) => [
  values.name,
  values.verification,
  values.approvalMode,
  values.approvalModes.checkIn,
  values.approvalModes.checkOut,
  values.approvalModes.overtime,
  values.geofence,
  values.maxAccuracyMeters,
  values.allowOffline,
  values.allowOutsideRequest,
];

export async function insertPolicy(tx: Tx, clientId: number, values: AttendancePolicyValues) {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO attendance_policies (client_id, name, verification, approval_mode, approval_check_in,
       approval_check_out, approval_overtime, geofence, max_accuracy_meters, allow_offline,
       allow_outside_request)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [clientId, ...policyParams(values)],
  );
  const id = result.rows[0]!.id;
  await writeLinks(tx, clientId, id, values);
  return id;
}

export async function updatePolicy(
  tx: Tx,
  clientId: number,
  id: number,
  values: AttendancePolicyValues,
) {
  await tx.query(
    `UPDATE attendance_policies SET name = $2, verification = $3, approval_mode = $4,
       approval_check_in = $5, approval_check_out = $6, approval_overtime = $7, geofence = $8,
       max_accuracy_meters = $9, allow_offline = $10, allow_outside_request = $11,
       version = version + 1, updated_at = now()
     WHERE id = $1`,
    [id, ...policyParams(values)],
  );
  await writeLinks(tx, clientId, id, values);
}
