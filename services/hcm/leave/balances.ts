import type { LeaveKind } from "../../../domain/leave/kinds.ts";
import type { Tx } from "../../db/pool.ts";
import { escapeLike, orderBy, pagedRows } from "../../main/org/common.ts";
import { leavePolicyCovers } from "./coverage.ts";
import { syncAccruals } from "./ledgerRepo.ts";

/**
 * Issue 15: balances per worker and policy, summed from the ledger on a day. accrued: what the
 * schedule granted that still stands (accruals, net of the period-end closings, carry-overs and
 * expiries); taken: leave taken net of reversals, collective leave included; adjusted: manual
 * adjustments; so balance = accrued − taken + adjusted, the sum of every entry.
 */
const SUMS = `
  coalesce(sum(l.days) FILTER (WHERE l.kind IN ('accrual', 'carry_over', 'expiry')), 0)::float8 AS accrued,
  (-coalesce(sum(l.days) FILTER (WHERE l.kind IN ('taken', 'reversal', 'collective_leave')), 0))::float8 AS taken,
  coalesce(sum(l.days) FILTER (WHERE l.kind = 'adjustment'), 0)::float8 AS adjusted,
  coalesce(sum(l.days), 0)::float8 AS balance`;

export type BalanceSummary = {
  policyId: number;
  policyName: string;
  kind: LeaveKind;
  limited: boolean;
  balance: number;
  accrued: number;
  taken: number;
  pending: number;
};

/** The worker's balance in every active policy covering them, on `asOf`. */
export async function balanceSummary(
  tx: Tx,
  clientId: number,
  agentId: number,
  asOf: string,
): Promise<BalanceSummary[]> {
  await syncAccruals(tx, clientId, { agentIds: [agentId] });
  const found = await tx.query<BalanceSummary>(
    `SELECT p.id AS "policyId", p.name AS "policyName", p.kind, p.limited, s.balance, s.accrued,
       s.taken,
       (SELECT coalesce(sum(lr.days), 0)::float8 FROM leave_requests lr
        WHERE lr.agent_id = $1 AND lr.leave_policy_id = p.id AND lr.status = 'pending') AS pending
     FROM leave_policies p
     CROSS JOIN LATERAL (SELECT ${SUMS} FROM leave_ledger l
       WHERE l.agent_id = $1 AND l.leave_policy_id = p.id AND l.date <= $2::date) s
     WHERE p.status = 'active' AND ${leavePolicyCovers("$1")}
     ORDER BY lower(p.name), p.id`,
    [agentId, asOf],
  );
  return found.rows;
}

export type BalanceRow = {
  agentId: number;
  agentName: string;
  branchName: string;
  policyId: number;
  policyName: string;
  kind: LeaveKind;
  limited: boolean;
  accrued: number;
  taken: number;
  adjusted: number;
  balance: number;
};

const BALANCE_SORTS: Record<string, string> = {
  name: "lower(x.agent_name)",
  balance: "x.balance",
  policyName: "lower(x.policy_name)",
};

/** Every active worker × covering active policy the filters select, with its balance on `asOf`. */
export async function listBalances(
  tx: Tx,
  clientId: number,
  filter: { q?: string | undefined; branchId?: number | undefined; policyId?: number | undefined },
  asOf: string,
  sort: string | undefined,
  limit: number,
  page: number,
) {
  const q = escapeLike(filter.q);
  const order = orderBy(sort, BALANCE_SORTS, "name", "x.policy_id");
  const run = (size: number, offset: number) =>
    tx
      .query<BalanceRow & { total: number }>(
        `SELECT x.agent_id AS "agentId", x.agent_name AS "agentName", x.branch_name AS "branchName",
           x.policy_id AS "policyId", x.policy_name AS "policyName", x.kind, x.limited,
           x.accrued, x.taken, x.adjusted, x.balance, count(*) OVER ()::int AS total
         FROM (
           SELECT a.id AS agent_id, a.full_name AS agent_name, b.name AS branch_name,
             p.id AS policy_id, p.name AS policy_name, p.kind, p.limited, s.*
           FROM agents a JOIN branches b ON b.id = a.branch_id
           JOIN leave_policies p ON p.status = 'active' AND ${leavePolicyCovers("a.id")}
           CROSS JOIN LATERAL (SELECT ${SUMS} FROM leave_ledger l
             WHERE l.agent_id = a.id AND l.leave_policy_id = p.id AND l.date <= $1::date) s
           WHERE a.worker_status = 'active'
             AND ($2::int IS NULL OR a.branch_id = $2)
             AND ($3::int IS NULL OR p.id = $3)
             AND ($4::text IS NULL OR a.full_name ILIKE '%' || $4 || '%' OR a.id::text = $5)
         ) x
         ${order}, x.agent_id LIMIT ${size} OFFSET ${offset}`,
        [asOf, filter.branchId ?? null, filter.policyId ?? null, q, filter.q?.trim() ?? null],
      )
      .then((r) => r.rows);
  let result = await pagedRows(run, limit, page);
  // The page's workers' accruals are posted first (the daily job keeps the rest current).
  const agentIds = [...new Set(result.items.map((row) => row.agentId))];
  if (agentIds.length > 0 && (await syncAccruals(tx, clientId, { agentIds })) > 0)
    result = await pagedRows(run, limit, page);
  return result;
}
