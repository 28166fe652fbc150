import type { MinimumWageRow, OvertimePolicyValues } from "../../../../domain/overtime/policy.ts";
import type { Tx } from "../../../db/pool.ts";
import { escapeLike, isoInstant, pagedRows } from "../../../main/org/common.ts";
import type { OvertimePolicyRules } from "../policyRepo.ts";

/** An overtime policy as the API answers it (before its warnings are added). */
export type OvertimePolicy = Omit<OvertimePolicyRules, "rules"> & {
  status: "active" | "inactive";
  rules: OvertimePolicyRules["rules"];
  branchIds: number[];
  branches: { id: number; code: string; name: string }[];
  agentIds: number[];
  agents: { id: number; fullName: string }[];
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** SPEC §9 order of the overtime types, so the rules read the same everywhere. */
const TYPE_ORDER = `array_position(ARRAY['working_on_day_off', 'working_on_national_holiday',
  'regular_working_day', 'swap_schedule'], r.overtime_type)`;

const COLUMNS = `p.id, p.name, p.work_week AS "workWeek", p.mode, p.rounding,
  p.minute_rounding AS "minuteRounding", p.minimum_minutes AS "minimumMinutes",
  p.max_hours_per_request::float8 AS "maxHoursPerRequest", p.enforce_caps AS "enforceCaps",
  p.status, p.version,
  coalesce((SELECT json_agg(json_build_object('overtimeType', r.overtime_type,
      'enabled', r.enabled, 'payKind', r.pay_kind, 'multiplier', r.multiplier,
      'customMultiplier', r.custom_multiplier::float8, 'fixedAmount', r.fixed_amount)
      ORDER BY ${TYPE_ORDER})
    FROM overtime_policy_rules r WHERE r.overtime_policy_id = p.id), '[]') AS rules,
  coalesce((SELECT array_agg(pb.branch_id ORDER BY pb.branch_id)
            FROM overtime_policy_branches pb WHERE pb.overtime_policy_id = p.id), '{}') AS "branchIds",
  coalesce((SELECT json_agg(json_build_object('id', b.id, 'code', b.code, 'name', b.name) ORDER BY b.name, b.id)
            FROM overtime_policy_branches pb JOIN branches b ON b.id = pb.branch_id
            WHERE pb.overtime_policy_id = p.id), '[]') AS branches,
  coalesce((SELECT array_agg(pa.agent_id ORDER BY pa.agent_id)
            FROM overtime_policy_agents pa WHERE pa.overtime_policy_id = p.id), '{}') AS "agentIds",
  coalesce((SELECT json_agg(json_build_object('id', a.id, 'fullName', a.full_name) ORDER BY a.full_name, a.id)
            FROM overtime_policy_agents pa JOIN agents a ON a.id = pa.agent_id
            WHERE pa.overtime_policy_id = p.id), '[]') AS agents,
  ${isoInstant("p.created_at")} AS "createdAt", ${isoInstant("p.updated_at")} AS "updatedAt"`;

/** The list's sort keys (a leading - for descending). */
const POLICY_SORTS = {
  name: "lower(p.name)",
  updatedAt: "p.updated_at",
  createdAt: "p.created_at",
} as const;
export type PolicySort = keyof typeof POLICY_SORTS | `-${keyof typeof POLICY_SORTS}`;

export async function listOvertimePolicies(
  tx: Tx,
  filter: { q: string | null; branchId: number | null; sort: PolicySort | null },
  page: { limit: number; page: number },
) {
  const sort = filter.sort ?? "name";
  const descending = sort.startsWith("-");
  const column = POLICY_SORTS[(descending ? sort.slice(1) : sort) as keyof typeof POLICY_SORTS];
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<OvertimePolicy & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM overtime_policies p
       WHERE ($1::text IS NULL OR p.name ILIKE '%' || $1 || '%')
         AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM overtime_policy_branches pb
                                         WHERE pb.overtime_policy_id = p.id AND pb.branch_id = $2))
       ORDER BY ${column} ${descending ? "DESC" : "ASC"}, p.id LIMIT $3 OFFSET $4`,
      [escapeLike(filter.q), filter.branchId, limit, offset],
    );
    return result.rows;
  };
  return pagedRows(run, page.limit, page.page);
}

export async function findOvertimePolicy(
  tx: Tx,
  id: number,
  lock = false,
): Promise<OvertimePolicy | null> {
  const result = await tx.query<OvertimePolicy>(
    `SELECT ${COLUMNS} FROM overtime_policies p WHERE p.id = $1 ${lock ? "FOR UPDATE OF p" : ""}`,
    [id],
  );
  return result.rows[0] ?? null;
}

/** Serialises the coverage and name checks of one client until the transaction ends. */
export async function lockOvertimeCoverage(tx: Tx, clientId: number) {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('overtime_policy_coverage'), $1)", [
    clientId,
  ]);
}

export async function overtimeNameTaken(tx: Tx, name: string, exceptId: number | null) {
  const result = await tx.query(
    "SELECT 1 FROM overtime_policies WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2",
    [name, exceptId],
  );
  return (result.rowCount ?? 0) > 0;
}

export type CoverageClash = {
  field: "branchIds" | "agentIds";
  id: number;
  /** The branch's or worker's name, for the message. */
  label: string;
  policyId: number;
  policyName: string;
};

/**
 * Branches and workers of this policy another overtime policy already covers (migration 0027:
 * UNIQUE (client_id, branch_id) and (client_id, agent_id)). Decision: a worker named directly
 * may sit in a branch another policy covers: the named policy wins, as overtimePolicyForAgent
 * reads it (policyRepo.ts), so only the same branch or the same worker twice clash.
 */
export async function coverageClashes(
  tx: Tx,
  exceptId: number | null,
  branchIds: readonly number[],
  agentIds: readonly number[],
): Promise<CoverageClash[]> {
  const result = await tx.query<CoverageClash>(
    `SELECT 'branchIds' AS field, pb.branch_id AS id, b.name AS label, p.id AS "policyId",
            p.name AS "policyName"
       FROM overtime_policy_branches pb JOIN overtime_policies p ON p.id = pb.overtime_policy_id
       JOIN branches b ON b.id = pb.branch_id
      WHERE pb.branch_id = ANY($2) AND p.id IS DISTINCT FROM $1
     UNION ALL
     SELECT 'agentIds', pa.agent_id, a.full_name, p.id, p.name
       FROM overtime_policy_agents pa JOIN overtime_policies p ON p.id = pa.overtime_policy_id
       JOIN agents a ON a.id = pa.agent_id
      WHERE pa.agent_id = ANY($3) AND p.id IS DISTINCT FROM $1
     ORDER BY 1, 2`,
    [exceptId, branchIds, agentIds],
  );
  return result.rows;
}

async function writeChildren(tx: Tx, clientId: number, id: number, values: OvertimePolicyValues) {
  for (const table of [
    "overtime_policy_rules",
    "overtime_policy_branches",
    "overtime_policy_agents",
  ])
    await tx.query(`DELETE FROM ${table} WHERE overtime_policy_id = $1`, [id]);
  const rules = values.rules;
  await tx.query(
    `INSERT INTO overtime_policy_rules (client_id, overtime_policy_id, overtime_type, enabled,
       pay_kind, multiplier, custom_multiplier, fixed_amount)
     SELECT $1, $2, * FROM unnest($3::text[], $4::boolean[], $5::text[], $6::text[],
       $7::numeric[], $8::bigint[])`,
    [
      clientId,
      id,
      rules.map((r) => r.overtimeType),
      rules.map((r) => r.enabled),
      rules.map((r) => r.payKind),
      rules.map((r) => r.multiplier),
      rules.map((r) => r.customMultiplier),
      rules.map((r) => r.fixedAmount),
    ],
  );
  await tx.query(
    `INSERT INTO overtime_policy_branches (client_id, overtime_policy_id, branch_id)
     SELECT $1, $2, unnest($3::int[])`,
    [clientId, id, values.branchIds],
  );
  await tx.query(
    `INSERT INTO overtime_policy_agents (client_id, overtime_policy_id, agent_id)
     SELECT $1, $2, unnest($3::int[])`,
    [clientId, id, values.agentIds],
  );
}

const params = (values: OvertimePolicyValues, status: string) => [
  values.name,
  values.workWeek,
  values.mode,
  values.rounding,
  values.minuteRounding,
  values.minimumMinutes,
  values.maxHoursPerRequest,
  values.enforceCaps,
  status,
];

export async function insertOvertimePolicy(
  tx: Tx,
  clientId: number,
  values: OvertimePolicyValues,
  status: string,
) {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO overtime_policies (client_id, name, work_week, mode, rounding, minute_rounding,
       minimum_minutes, max_hours_per_request, enforce_caps, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [clientId, ...params(values, status)],
  );
  const id = result.rows[0]!.id;
  await writeChildren(tx, clientId, id, values);
  return id;
}

export async function updateOvertimePolicy(
  tx: Tx,
  clientId: number,
  id: number,
  values: OvertimePolicyValues,
  status: string,
) {
  await tx.query(
    `UPDATE overtime_policies SET name = $2, work_week = $3, mode = $4, rounding = $5,
       minute_rounding = $6, minimum_minutes = $7, max_hours_per_request = $8, enforce_caps = $9,
       status = $10, version = version + 1, updated_at = now()
     WHERE id = $1`,
    [id, ...params(values, status)],
  );
  await writeChildren(tx, clientId, id, values);
}

/** Overtime requests still waiting for a decision under this policy. */
export async function pendingRequestsOf(tx: Tx, policyId: number): Promise<number> {
  const result = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM overtime_requests
     WHERE overtime_policy_id = $1 AND status = 'pending'`,
    [policyId],
  );
  return result.rows[0]!.n;
}

/** The client's minimum-wage rows, for the reference wage of the warnings. */
export async function minimumWageRows(tx: Tx): Promise<MinimumWageRow[]> {
  const result = await tx.query<MinimumWageRow>(
    `SELECT province_id AS "provinceId", year::int AS year, amount::float8 AS amount
     FROM minimum_wages`,
  );
  return result.rows;
}

/** This year in Indonesia's western zone (the minimum wages are per calendar year). */
export async function currentYear(tx: Tx): Promise<number> {
  const result = await tx.query<{ year: number }>(
    "SELECT extract(year FROM now() AT TIME ZONE 'Asia/Jakarta')::int AS year",
  );
  return result.rows[0]!.year;
}
