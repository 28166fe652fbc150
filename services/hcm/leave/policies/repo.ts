import {
  type LeavePolicySettings,
  type LeavePolicyValues,
  type StatutoryWarning,
  statutoryWarnings,
} from "../../../../domain/leave/policy.ts";
import type { Tx } from "../../../db/pool.ts";
import { escapeLike, isoInstant, orderBy, pagedRows } from "../../../main/org/common.ts";

/** Issue 15: a leave policy as the API answers it (domain/leave/policy.ts for the fields). */
export type LeavePolicy = Omit<LeavePolicyValues, "settings"> & {
  id: number;
  settings: LeavePolicySettings;
  branches: { id: number; code: string; name: string }[];
  agents: { id: number; fullName: string }[];
  inUse: boolean;
  warnings: StatutoryWarning[];
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** Days are numeric(6,2): float8 holds two decimals exactly enough to print them back. */
const COLUMNS = `p.id, p.name, p.kind, p.limited, p.days_per_period::float8 AS "daysPerPeriod",
  p.accrual, p.start_from AS "startFrom", p.probation_months AS "probationMonths",
  p.carry_over_days::float8 AS "carryOverDays", p.carry_over_expiry_months AS "carryOverExpiryMonths",
  p.max_days_per_request::float8 AS "maxDaysPerRequest", p.half_day_allowed AS "halfDayAllowed",
  p.paid_by_default AS "paidByDefault", p.count_days_off AS "countDaysOff",
  p.count_holidays AS "countHolidays", p.attachment_required AS "attachmentRequired",
  p.allow_negative AS "allowNegative", p.covers_all AS "coversAll", p.settings, p.status, p.version,
  coalesce((SELECT array_agg(pb.branch_id ORDER BY pb.branch_id)
            FROM leave_policy_branches pb WHERE pb.leave_policy_id = p.id), '{}') AS "branchIds",
  coalesce((SELECT json_agg(json_build_object('id', b.id, 'code', b.code, 'name', b.name) ORDER BY b.name, b.id)
            FROM leave_policy_branches pb JOIN branches b ON b.id = pb.branch_id
            WHERE pb.leave_policy_id = p.id), '[]') AS branches,
  coalesce((SELECT array_agg(pa.agent_id ORDER BY pa.agent_id)
            FROM leave_policy_agents pa WHERE pa.leave_policy_id = p.id), '{}') AS "agentIds",
  coalesce((SELECT json_agg(json_build_object('id', a.id, 'fullName', a.full_name) ORDER BY a.full_name, a.id)
            FROM leave_policy_agents pa JOIN agents a ON a.id = pa.agent_id
            WHERE pa.leave_policy_id = p.id), '[]') AS agents,
  (EXISTS (SELECT 1 FROM leave_requests r WHERE r.leave_policy_id = p.id)
   OR EXISTS (SELECT 1 FROM leave_ledger l WHERE l.leave_policy_id = p.id)) AS "inUse",
  ${isoInstant("p.created_at")} AS "createdAt", ${isoInstant("p.updated_at")} AS "updatedAt"`;

const withWarnings = <T extends Omit<LeavePolicy, "warnings">>(row: T): T & LeavePolicy => ({
  ...row,
  warnings: statutoryWarnings(row),
});

/** The list's sortable fields (`sort=name`, `sort=-updatedAt`). */
export const SORTABLE: Record<string, string> = {
  name: "lower(p.name)",
  kind: "p.kind",
  daysPerPeriod: "p.days_per_period",
  status: "p.status",
  createdAt: "p.created_at",
  updatedAt: "p.updated_at",
};

export type PolicyFilter = {
  q: string | null;
  kinds: string[] | null;
  status: string | null;
  sort: string | undefined;
};

export async function listPolicies(
  tx: Tx,
  filter: PolicyFilter,
  page: { limit: number; page: number },
) {
  const order = orderBy(filter.sort, SORTABLE, "name", "p.id");
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<Omit<LeavePolicy, "warnings"> & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM leave_policies p
       WHERE ($1::text IS NULL OR p.name ILIKE '%' || $1 || '%')
         AND ($2::text[] IS NULL OR p.kind = ANY($2))
         AND ($3::text IS NULL OR p.status = $3)
       ${order} LIMIT $4 OFFSET $5`,
      [escapeLike(filter.q), filter.kinds, filter.status, limit, offset],
    );
    return result.rows.map(withWarnings);
  };
  return pagedRows(run, page.limit, page.page);
}

export async function findPolicy(tx: Tx, id: number, lock = false): Promise<LeavePolicy | null> {
  const result = await tx.query<Omit<LeavePolicy, "warnings">>(
    `SELECT ${COLUMNS} FROM leave_policies p WHERE p.id = $1 ${lock ? "FOR UPDATE OF p" : ""}`,
    [id],
  );
  const row = result.rows[0];
  return row ? withWarnings(row) : null;
}

export async function policyNameTaken(tx: Tx, name: string, exceptId: number | null) {
  const result = await tx.query(
    "SELECT 1 FROM leave_policies WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2",
    [name, exceptId],
  );
  return (result.rowCount ?? 0) > 0;
}

/** How many leave requests and ledger entries refer to the policy (delete is refused then). */
export async function policyUsage(tx: Tx, id: number) {
  const result = await tx.query<{ requests: number; entries: number }>(
    `SELECT (SELECT count(*) FROM leave_requests WHERE leave_policy_id = $1)::int AS requests,
            (SELECT count(*) FROM leave_ledger WHERE leave_policy_id = $1)::int AS entries`,
    [id],
  );
  return result.rows[0]!;
}

async function writeLinks(tx: Tx, clientId: number, id: number, values: LeavePolicyValues) {
  await tx.query("DELETE FROM leave_policy_branches WHERE leave_policy_id = $1", [id]);
  await tx.query("DELETE FROM leave_policy_agents WHERE leave_policy_id = $1", [id]);
  await tx.query(
    `INSERT INTO leave_policy_branches (client_id, leave_policy_id, branch_id)
     SELECT $1, $2, unnest($3::int[])`,
    [clientId, id, values.branchIds],
  );
  await tx.query(
    `INSERT INTO leave_policy_agents (client_id, leave_policy_id, agent_id)
     SELECT $1, $2, unnest($3::int[])`,
    [clientId, id, values.agentIds],
  );
}

const params = (v: LeavePolicyValues) => [
  v.name,
  v.kind,
  v.limited,
  v.daysPerPeriod,
  v.accrual,
  v.startFrom,
  v.probationMonths,
  v.carryOverDays,
  v.carryOverExpiryMonths,
  v.maxDaysPerRequest,
  v.halfDayAllowed,
  v.paidByDefault,
  v.countDaysOff,
  v.countHolidays,
  v.attachmentRequired,
  v.allowNegative,
  v.coversAll,
  JSON.stringify(v.settings),
  v.status,
];

export async function insertPolicy(tx: Tx, clientId: number, values: LeavePolicyValues) {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO leave_policies (client_id, name, kind, limited, days_per_period, accrual,
       start_from, probation_months, carry_over_days, carry_over_expiry_months,
       max_days_per_request, half_day_allowed, paid_by_default, count_days_off, count_holidays,
       attachment_required, allow_negative, covers_all, settings, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
             $19::jsonb, $20)
     RETURNING id`,
    [clientId, ...params(values)],
  );
  const id = result.rows[0]!.id;
  await writeLinks(tx, clientId, id, values);
  return id;
}

export async function updatePolicy(
  tx: Tx,
  clientId: number,
  id: number,
  values: LeavePolicyValues,
) {
  await tx.query(
    `UPDATE leave_policies SET name = $2, kind = $3, limited = $4, days_per_period = $5,
       accrual = $6, start_from = $7, probation_months = $8, carry_over_days = $9,
       carry_over_expiry_months = $10, max_days_per_request = $11, half_day_allowed = $12,
       paid_by_default = $13, count_days_off = $14, count_holidays = $15,
       attachment_required = $16, allow_negative = $17, covers_all = $18, settings = $19::jsonb,
       status = $20, version = version + 1, updated_at = now()
     WHERE id = $1`,
    [id, ...params(values)],
  );
  await writeLinks(tx, clientId, id, values);
}
