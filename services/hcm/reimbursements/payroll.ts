import type { Tx } from "../../db/pool.ts";
import type { Principal } from "../../shared/principal.ts";
import { alreadyPaid } from "./problems.ts";

/**
 * Issue 18: finalising a general payroll report pays the reimbursement claims its lines carry
 * (the engine's REIMBURSEMENT lines name their claimId): each is marked paid by this report,
 * in the finalising transaction. A claim no longer payable — paid by another report finalised
 * first, taken into a disbursement batch, cancelled — refuses the whole finalisation (409
 * REIMBURSEMENT_ALREADY_PAID: recompute, and the run leaves it out). The UPDATE's row locks
 * make two reports finalised at once pay a claim once: the second sees it paid.
 */
export async function payReportClaims(
  tx: Tx,
  principal: Principal,
  reportId: number,
): Promise<number[]> {
  const carried = await tx.query<{ id: number }>(
    `SELECT DISTINCT (l->'inputs'->>'claimId')::int AS id
       FROM payroll_report_details d CROSS JOIN LATERAL jsonb_array_elements(d.lines) AS l
      WHERE d.report_id = $1 AND d.error_code IS NULL AND l->>'code' = 'REIMBURSEMENT'`,
    [reportId],
  );
  const ids = carried.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const paid = await tx.query<{ id: number }>(
    `UPDATE reimbursement_claims SET status = 'paid', payroll_report_id = $2, paid_at = now(),
       version = version + 1, updated_at = now()
     WHERE id = ANY($1::int[]) AND status = 'approved' AND payout_method = 'payroll'
       AND payroll_report_id IS NULL AND disbursement_line_id IS NULL
     RETURNING id`,
    [ids, reportId],
  );
  if (paid.rows.length !== ids.length) throw alreadyPaid(ids.length - paid.rows.length);
  await tx.query(
    `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                            entity_type, entity_id, before, after)
     SELECT $1, 'user', $2, $3, 'reimbursement_claim.pay', 'reimbursement_claim', c.id::text,
            '{"status":"approved"}'::jsonb,
            jsonb_build_object('status', 'paid', 'payrollReportId', $4::int)
       FROM unnest($5::int[]) AS c(id)`,
    [principal.clientId, principal.userId, principal.fullname, reportId, ids],
  );
  return ids;
}
