import type { Tx } from "../../db/pool.ts";
import { FILE_PREFIX } from "../../file/plugin.ts";
import {
  escapeLike,
  isoDate,
  isoInstant,
  orderBy,
  type Paged,
  pagedRows,
} from "../../main/org/common.ts";

/**
 * Issue 18: reading reimbursement types and claims (under db.tenant: RLS keeps other clients'
 * rows out, so another client's id reads as nothing → 404).
 */

export type TypeRow = {
  id: number;
  name: string;
  description: string | null;
  taxTreatment: "non_taxable_actual_cost" | "taxable_allowance" | "natura_meal_field";
  monthlyTaxFreeCap: number | null;
  budgetAmount: number | null;
  budgetPeriod: "monthly" | "annual" | null;
  receiptThreshold: number | null;
  defaultPayout: "payroll" | "disbursement";
  maxClaimAmount: number;
  active: boolean;
  claimCount: number;
  createdAt: string;
  version: number;
};

// bigint columns come back as text; money stays far below 2^53, so Number is exact.
const TYPE_COLUMNS = `t.id, t.name, t.description, t.tax_treatment AS "taxTreatment",
  t.monthly_tax_free_cap::float8 AS "monthlyTaxFreeCap", t.budget_amount::float8 AS "budgetAmount",
  t.budget_period AS "budgetPeriod", t.receipt_threshold::float8 AS "receiptThreshold",
  t.default_payout AS "defaultPayout", t.max_claim_amount::float8 AS "maxClaimAmount", t.active,
  (SELECT count(*)::int FROM reimbursement_claims c WHERE c.type_id = t.id) AS "claimCount",
  ${isoInstant("t.created_at")} AS "createdAt", t.version`;

export async function findType(tx: Tx, id: number, lock = false): Promise<TypeRow | null> {
  const { rows } = await tx.query<TypeRow>(
    `SELECT ${TYPE_COLUMNS} FROM reimbursement_types t WHERE t.id = $1 ${lock ? "FOR UPDATE" : ""}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function listTypes(
  tx: Tx,
  filter: { q: string | null; active: boolean | null; sort: string | undefined },
  limit: number,
  page: number,
): Promise<Paged<TypeRow>> {
  const order = orderBy(
    filter.sort,
    { name: "lower(t.name)", createdAt: "t.created_at", taxTreatment: "t.tax_treatment" },
    "name",
    "t.id",
  );
  return pagedRows(
    async (l, offset) =>
      (
        await tx.query<TypeRow & { total: number }>(
          `SELECT ${TYPE_COLUMNS}, count(*) OVER ()::int AS total FROM reimbursement_types t
            WHERE ($1::text IS NULL OR t.name ILIKE '%' || $1 || '%')
              AND ($2::boolean IS NULL OR t.active = $2)
            ${order} LIMIT $3 OFFSET $4`,
          [escapeLike(filter.q), filter.active, l, offset],
        )
      ).rows,
    limit,
    page,
  );
}

export type ClaimRow = {
  id: number;
  agentId: number;
  agentName: string;
  employeeNumber: string | null;
  typeId: number;
  typeName: string;
  taxTreatment: string;
  claimDate: string;
  amount: number;
  description: string;
  status: string;
  payoutMethod: string;
  taxableAmount: number | null;
  nonTaxableAmount: number | null;
  receipts: { fileId: string; url: string; contentType: string }[];
  approvalRequestId: number | null;
  currentLayer: number | null;
  canDecide: boolean;
  decidedAt: string | null;
  decisionNote: string | null;
  payrollReportId: number | null;
  payrollReportName: string | null;
  disbursementId: number | null;
  disbursementName: string | null;
  paidAt: string | null;
  createdByName: string | null;
  createdByAgent: boolean;
  createdAt: string;
  version: number;
};

/**
 * `$1`: the caller (a console user) for canDecide — an approver of the pending request's
 * current layer or a default approver (approvals/repo.ts isApprover); null for the worker app.
 */
const CLAIM_COLUMNS = `c.id, c.agent_id AS "agentId", a.full_name AS "agentName",
  a.nik AS "employeeNumber", c.type_id AS "typeId", t.name AS "typeName",
  t.tax_treatment AS "taxTreatment", ${isoDate("c.claim_date")} AS "claimDate",
  c.amount::float8 AS amount, c.description, c.status, c.payout_method AS "payoutMethod",
  c.taxable_amount::float8 AS "taxableAmount", c.non_taxable_amount::float8 AS "nonTaxableAmount",
  coalesce((SELECT json_agg(json_build_object('fileId', f.id,
              'url', '${FILE_PREFIX}/files/' || f.id, 'contentType', f.content_type)
              ORDER BY cf.position)
            FROM reimbursement_claim_files cf JOIN files f ON f.id = cf.file_id
           WHERE cf.claim_id = c.id), '[]'::json) AS receipts,
  c.approval_request_id AS "approvalRequestId",
  CASE WHEN q.status = 'pending' THEN q.current_layer::int END AS "currentLayer",
  (q.status = 'pending' AND c.status = 'pending' AND $1::int IS NOT NULL AND EXISTS (
     SELECT 1 FROM approval_rule_approvers ra
      WHERE ra.rule_id = q.rule_id AND ra.layer IN (0, q.current_layer)
        AND (ra.user_id = $1 OR ra.role_id = (SELECT role_id FROM users WHERE id = $1))))
    AS "canDecide",
  ${isoInstant("c.decided_at")} AS "decidedAt", c.decision_note AS "decisionNote",
  c.payroll_report_id AS "payrollReportId", pr.name AS "payrollReportName",
  dl.disbursement_id AS "disbursementId", d.name AS "disbursementName",
  ${isoInstant("c.paid_at")} AS "paidAt", u.fullname AS "createdByName",
  c.created_by_agent AS "createdByAgent", ${isoInstant("c.created_at")} AS "createdAt", c.version`;

const CLAIM_FROM = `reimbursement_claims c
  JOIN agents a ON a.id = c.agent_id
  JOIN reimbursement_types t ON t.id = c.type_id
  LEFT JOIN approval_requests q ON q.id = c.approval_request_id
  LEFT JOIN payroll_reports pr ON pr.id = c.payroll_report_id
  LEFT JOIN disbursement_lines dl ON dl.id = c.disbursement_line_id
  LEFT JOIN disbursements d ON d.id = dl.disbursement_id
  LEFT JOIN users u ON u.id = c.created_by_user`;

export async function findClaim(
  tx: Tx,
  id: number,
  userId: number | null,
): Promise<ClaimRow | null> {
  const { rows } = await tx.query<ClaimRow>(
    `SELECT ${CLAIM_COLUMNS} FROM ${CLAIM_FROM} WHERE c.id = $2`,
    [userId, id],
  );
  return rows[0] ?? null;
}

export type ClaimFilter = {
  q?: string | null | undefined;
  status?: string | undefined;
  typeId?: number | undefined;
  agentId?: number | undefined;
  payoutMethod?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  unpaid?: boolean | undefined;
};

export async function listClaims(
  tx: Tx,
  userId: number | null,
  filter: ClaimFilter,
  sort: string | undefined,
  limit: number,
  page: number,
): Promise<Paged<ClaimRow>> {
  const order = orderBy(
    sort,
    {
      createdAt: "c.created_at",
      claimDate: "c.claim_date",
      amount: "c.amount",
      agentName: "lower(a.full_name)",
      typeName: "lower(t.name)",
      status: "c.status",
    },
    "-createdAt",
    "c.id",
  );
  return pagedRows(
    async (l, offset) =>
      (
        await tx.query<ClaimRow & { total: number }>(
          `SELECT ${CLAIM_COLUMNS}, count(*) OVER ()::int AS total FROM ${CLAIM_FROM}
            WHERE ($2::text IS NULL OR a.full_name ILIKE '%' || $2 || '%' OR a.nik LIKE $2 || '%'
                   OR c.description ILIKE '%' || $2 || '%' OR t.name ILIKE '%' || $2 || '%')
              AND ($3::text IS NULL OR c.status = $3)
              AND ($4::int IS NULL OR c.type_id = $4)
              AND ($5::int IS NULL OR c.agent_id = $5)
              AND ($6::text IS NULL OR c.payout_method = $6)
              AND ($7::date IS NULL OR c.claim_date >= $7)
              AND ($8::date IS NULL OR c.claim_date <= $8)
              AND (NOT $9::boolean OR (c.status = 'approved' AND c.payroll_report_id IS NULL
                                       AND c.disbursement_line_id IS NULL))
            ${order} LIMIT $10 OFFSET $11`,
          [
            userId,
            escapeLike(filter.q ?? null),
            filter.status ?? null,
            filter.typeId ?? null,
            filter.agentId ?? null,
            filter.payoutMethod ?? null,
            filter.from ?? null,
            filter.to ?? null,
            filter.unpaid === true,
            l,
            offset,
          ],
        )
      ).rows,
    limit,
    page,
  );
}

/** The worker's day in their branch's zone, and whether they are still employed. */
export async function findWorker(
  tx: Tx,
  agentId: number,
): Promise<{ today: string; active: boolean } | null> {
  const { rows } = await tx.query<{ today: string; active: boolean }>(
    `SELECT to_char((now() AT TIME ZONE coalesce(b.timezone, c.timezone))::date, 'YYYY-MM-DD') AS today,
            a.worker_status = 'active' AS active
       FROM agents a JOIN clients c ON c.id = a.client_id
       LEFT JOIN branches b ON b.id = a.branch_id
      WHERE a.id = $1`,
    [agentId],
  );
  return rows[0] ?? null;
}

/** Pending, approved and paid claims of a worker and type dated in [start, end]. */
export async function budgetUsed(
  tx: Tx,
  agentId: number,
  typeId: number,
  start: string,
  end: string,
): Promise<number> {
  const { rows } = await tx.query<{ used: number }>(
    `SELECT coalesce(sum(amount), 0)::float8 AS used FROM reimbursement_claims
      WHERE agent_id = $1 AND type_id = $2 AND claim_date BETWEEN $3 AND $4
        AND status IN ('pending', 'approved', 'paid')`,
    [agentId, typeId, start, end],
  );
  return rows[0]!.used;
}
