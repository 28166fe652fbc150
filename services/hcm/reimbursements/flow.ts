import { formatRupiah } from "../../../domain/format.ts";
import { renderProblem } from "../../../domain/problems.ts";
import { budgetWindow, monthWindow, validateClaim } from "../../../domain/reimbursement/rules.ts";
import { taxSplit } from "../../../domain/reimbursement/tax.ts";
import type { FieldProblem } from "../../../domain/workforce/org.ts";
import type { Db, Tx } from "../../db/pool.ts";
import { audit, violatedConstraint } from "../../main/org/common.ts";
import type { LiveChange, LivePublisher } from "../../shared/live.ts";
import type { Principal } from "../../shared/principal.ts";
import type { RecordActor } from "../attendance/records.ts";
import {
  claimCarried,
  claimDecided,
  HEADLINES,
  invalid,
  notFoundClaim,
  notFoundEmployee,
} from "./problems.ts";
import { budgetUsed, type ClaimRow, findClaim, findType, findWorker } from "./repo.ts";

/**
 * Issue 18: reimbursement claims from the console (on a worker's behalf) and the worker app,
 * through the approval rules as leave requests go (services/hcm/leave/flow.ts): the rule
 * covering "reimbursement" routes it layer by layer; no rule → approved at once by the system.
 * When approved (in the deciding transaction, approvals/riders.ts → ./rider.ts) the tax split
 * is fixed (domain/reimbursement/tax.ts) with the payout method chosen; an approved claim is
 * then paid by the next payroll report of the worker (payout payroll) or a disbursement batch.
 */

export type ClaimActor =
  | { kind: "user"; principal: Principal }
  | { kind: "agent"; agentId: number };

export type ClaimInput = {
  agentId: number;
  typeId: number;
  claimDate: string;
  amount: number;
  description: string;
  fileIds: readonly string[];
  payoutMethod?: string | null | undefined;
  clientRequestId?: string | undefined;
};

type Deps = { db: Db; live?: LivePublisher | undefined };

/** One worker's claims are checked and split one after another (budget, the natura cap). */
const lockWorker = (tx: Tx, agentId: number) =>
  tx.query("SELECT pg_advisory_xact_lock(18, $1)", [agentId]);

const userIdOf = (actor: ClaimActor) => (actor.kind === "user" ? actor.principal.userId : null);

/** An audit row by the console user, or by the worker (as leave's worker requests write it). */
async function auditBy(
  tx: Tx,
  clientId: number,
  actor: ClaimActor,
  change: { action: string; entityId: number; before: unknown; after: unknown },
) {
  const row = { ...change, entityType: "reimbursement_claim" };
  if (actor.kind === "user") return audit(tx, actor.principal, row);
  const name = await tx.query<{ name: string }>(
    "SELECT full_name AS name FROM agents WHERE id = $1",
    [actor.agentId],
  );
  await tx.query(
    `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                            entity_type, entity_id, before, after)
     VALUES ($1, 'system', NULL, $2, $3, $4, $5, $6, $7)`,
    [
      clientId,
      `Worker app: ${name.rows[0]?.name ?? "?"} (#${actor.agentId})`,
      row.action,
      row.entityType,
      String(row.entityId),
      row.before === null ? null : JSON.stringify(row.before),
      row.after === null ? null : JSON.stringify(row.after),
    ],
  );
}

/**
 * Makes a claim. Worker claims are idempotent per clientRequestId: a repeat answers the first
 * claim (created false). Bad input: 400 naming each field; over the type's budget: 400
 * REIMBURSEMENT_OVER_BUDGET naming amount with what remains.
 */
export async function createClaim(
  deps: Deps,
  clientId: number,
  input: ClaimInput,
  actor: ClaimActor,
): Promise<{ claim: ClaimRow; created: boolean }> {
  const attempt = () =>
    deps.db.tenant(clientId, async (tx) => {
      const worker = await findWorker(tx, input.agentId);
      if (!worker) throw notFoundEmployee();
      await lockWorker(tx, input.agentId);
      if (input.clientRequestId) {
        const found = await tx.query<{ id: number }>(
          "SELECT id FROM reimbursement_claims WHERE agent_id = $1 AND client_request_id = $2",
          [input.agentId, input.clientRequestId],
        );
        if (found.rows[0])
          return { claim: (await findClaim(tx, found.rows[0].id, null))!, created: false };
      }
      const type = await findType(tx, input.typeId);
      const checked = validateClaim(input, type, worker.today);
      const problems: FieldProblem[] = [...checked.problems];
      if (!type) problems.unshift({ field: "typeId", message: renderProblem("en", "notExists") });
      if (!worker.active)
        problems.unshift({ field: "agentId", message: renderProblem("en", "notActiveEmployee") });
      if (checked.fileIds.length > 0 && !problems.some((p) => p.field === "fileIds")) {
        const files = await tx.query<{ id: string; agent: number | null }>(
          "SELECT id, created_by_agent AS agent FROM files WHERE id = ANY($1::uuid[])",
          [checked.fileIds],
        );
        const byId = new Map(files.rows.map((f) => [f.id, f.agent]));
        if (checked.fileIds.some((id) => !byId.has(id)))
          problems.push({ field: "fileIds", message: renderProblem("en", "notExists") });
        // A worker attaches their own uploads only (not another worker's selfie or receipt).
        else if (
          actor.kind === "agent" &&
          checked.fileIds.some((id) => byId.get(id) !== actor.agentId)
        )
          problems.push({
            field: "fileIds",
            message: renderProblem("en", "reimbursementNotOwnFile"),
          });
      }
      if (problems.length > 0 || !type) throw invalid(HEADLINES.createClaim, problems);
      if (type.budgetAmount !== null && type.budgetPeriod !== null) {
        const window = budgetWindow(input.claimDate, type.budgetPeriod);
        const used = await budgetUsed(tx, input.agentId, type.id, window.start, window.end);
        const remaining = Math.max(0, type.budgetAmount - used);
        if (input.amount > remaining)
          throw invalid(
            HEADLINES.createClaim,
            [
              {
                field: "amount",
                message: renderProblem("en", "reimbursementOverBudget", {
                  remaining: formatRupiah(remaining),
                  start: window.start,
                  end: window.end,
                }),
              },
            ],
            { code: "REIMBURSEMENT_OVER_BUDGET", remaining, budgetAmount: type.budgetAmount },
          );
      }
      const rule = await tx.query<{ id: number }>(
        `SELECT r.id FROM approval_rules r JOIN approval_rule_request_types t ON t.rule_id = r.id
         WHERE t.request_type = 'reimbursement' FOR KEY SHARE OF r`,
      );
      const ruleId = rule.rows[0]?.id ?? null;
      const auto = ruleId === null;
      const approval = await tx.query<{ id: number }>(
        `INSERT INTO approval_requests (client_id, request_type, agent_id, rule_id, status)
         VALUES ($1, 'reimbursement', $2, $3, $4) RETURNING id`,
        [clientId, input.agentId, ruleId, auto ? "approved" : "pending"],
      );
      const approvalId = approval.rows[0]!.id;
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO reimbursement_claims (client_id, agent_id, type_id, claim_date, amount,
           description, payout_method, approval_request_id, client_request_id, created_by_user,
           created_by_agent)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          clientId,
          input.agentId,
          type.id,
          input.claimDate,
          input.amount,
          checked.description,
          checked.payoutMethod,
          approvalId,
          input.clientRequestId ?? null,
          userIdOf(actor),
          actor.kind === "agent",
        ],
      );
      const id = inserted.rows[0]!.id;
      if (checked.fileIds.length > 0)
        await tx.query(
          `INSERT INTO reimbursement_claim_files (client_id, claim_id, file_id, position)
           SELECT $1, $2, f.id, f.n - 1 FROM unnest($3::uuid[]) WITH ORDINALITY AS f(id, n)`,
          [clientId, id, checked.fileIds],
        );
      await auditBy(tx, clientId, actor, {
        action: "reimbursement_claim.create",
        entityId: id,
        before: null,
        after: {
          agentId: input.agentId,
          typeId: type.id,
          claimDate: input.claimDate,
          amount: input.amount,
          description: checked.description,
          payoutMethod: checked.payoutMethod,
          fileIds: checked.fileIds,
          clientRequestId: input.clientRequestId ?? null,
          ruleId,
          auto,
        },
      });
      if (auto) {
        await tx.query(
          `INSERT INTO approval_actions (client_id, request_id, layer, actor, actor_user_id, action, note)
           VALUES ($1, $2, 1, 'system', NULL, 'auto_approve', 'No approval rule covers reimbursement claims')`,
          [clientId, approvalId],
        );
        await applyApproved(tx, id, null);
      }
      return { claim: (await findClaim(tx, id, userIdOf(actor)))!, created: true };
    });
  let outcome: Awaited<ReturnType<typeof attempt>>;
  try {
    outcome = await attempt();
  } catch (error) {
    // Two first sends of one clientRequestId: the second answers the first's claim.
    if (violatedConstraint(error) === "reimbursement_claims_client_request")
      outcome = await attempt();
    else throw error;
  }
  if (outcome.created) deps.live?.changed(clientId, { type: "reimbursement" });
  return outcome;
}

type LockedClaim = {
  id: number;
  agentId: number;
  typeId: number;
  claimDate: string;
  amount: number;
  status: string;
  payrollReportId: number | null;
  disbursementLineId: string | null;
  approvalRequestId: number | null;
};

export async function lockClaim(
  tx: Tx,
  by: "id" | "approval",
  value: number,
): Promise<LockedClaim | null> {
  const column = by === "id" ? "id" : "approval_request_id";
  const { rows } = await tx.query<LockedClaim>(
    `SELECT id, agent_id AS "agentId", type_id AS "typeId",
            to_char(claim_date, 'YYYY-MM-DD') AS "claimDate", amount::float8 AS amount, status,
            payroll_report_id AS "payrollReportId", disbursement_line_id::text AS "disbursementLineId",
            approval_request_id AS "approvalRequestId"
       FROM reimbursement_claims WHERE ${column} = $1 FOR UPDATE`,
    [value],
  );
  return rows[0] ?? null;
}

/**
 * The flow's end: the claim approved with its tax split fixed. natura_meal_field: tax-free up
 * to what the type's monthly cap leaves after the worker's other field-meal claims approved in
 * the claim's calendar month (PMK 66/2023 Ps. 5), under the worker's lock so two approvals at
 * once cannot both use the same room.
 */
async function applyApproved(tx: Tx, claimId: number, note: string | null) {
  const claim = (await lockClaim(tx, "id", claimId))!;
  await lockWorker(tx, claim.agentId);
  const type = (await findType(tx, claim.typeId))!;
  let usedThisMonth = 0;
  if (type.taxTreatment === "natura_meal_field") {
    const month = monthWindow(claim.claimDate);
    const { rows } = await tx.query<{ used: number }>(
      `SELECT coalesce(sum(c.non_taxable_amount), 0)::float8 AS used
         FROM reimbursement_claims c JOIN reimbursement_types t ON t.id = c.type_id
        WHERE c.agent_id = $1 AND c.id <> $2 AND t.tax_treatment = 'natura_meal_field'
          AND c.status IN ('approved', 'paid') AND c.claim_date BETWEEN $3 AND $4`,
      [claim.agentId, claim.id, month.start, month.end],
    );
    usedThisMonth = rows[0]!.used;
  }
  const split = taxSplit({
    treatment: type.taxTreatment,
    amount: claim.amount,
    cap: type.monthlyTaxFreeCap,
    usedThisMonth,
  });
  await tx.query(
    `UPDATE reimbursement_claims SET status = 'approved', taxable_amount = $2,
       non_taxable_amount = $3, decided_at = now(), decision_note = coalesce($4, decision_note),
       version = version + 1, updated_at = now()
     WHERE id = $1`,
    [claim.id, split.taxable, split.nonTaxable, note],
  );
}

async function settle(
  tx: Tx,
  claimId: number,
  status: "rejected" | "cancelled",
  note: string | null,
) {
  await tx.query(
    `UPDATE reimbursement_claims SET status = $2, decided_at = now(),
       decision_note = coalesce($3, decision_note), version = version + 1, updated_at = now()
     WHERE id = $1`,
    [claimId, status, note],
  );
}

/** Rider: after the approval row took `status` (a layer passed, or the flow's end). */
export async function afterReimbursementDecision(
  tx: Tx,
  approvalId: number,
  status: "pending" | "approved" | "rejected" | "cancelled",
  _actor: RecordActor,
  note: string | null,
): Promise<LiveChange[]> {
  const claim = await lockClaim(tx, "approval", approvalId);
  if (claim?.status !== "pending") return [];
  if (status === "approved") await applyApproved(tx, claim.id, note);
  else if (status !== "pending") await settle(tx, claim.id, status, note);
  return [{ type: "reimbursement" }];
}

/**
 * Cancels a claim: pending → its approval is cancelled too; approved and not yet carried by a
 * payroll report or a disbursement line → cancelled. Carried: 409 REIMBURSEMENT_CLAIM_CARRIED;
 * rejected, cancelled or paid: 409 REIMBURSEMENT_CLAIM_DECIDED.
 */
export async function cancelClaim(
  deps: Deps,
  principal: Principal,
  id: number,
  note: string | null,
): Promise<ClaimRow> {
  const clientId = principal.clientId;
  const claim = await deps.db.tenant(clientId, async (tx) => {
    const peek = await tx.query<{ approvalId: number | null }>(
      `SELECT approval_request_id AS "approvalId" FROM reimbursement_claims WHERE id = $1`,
      [id],
    );
    const found = peek.rows[0];
    if (!found) throw notFoundClaim();
    if (found.approvalId !== null)
      await tx.query("SELECT 1 FROM approval_requests WHERE id = $1 FOR UPDATE", [
        found.approvalId,
      ]);
    const row = (await lockClaim(tx, "id", id))!;
    if (row.status === "pending") {
      if (row.approvalRequestId !== null) {
        const q = await tx.query<{ layer: number }>(
          `UPDATE approval_requests SET status = 'cancelled', version = version + 1, updated_at = now()
           WHERE id = $1 AND status = 'pending' RETURNING current_layer AS layer`,
          [row.approvalRequestId],
        );
        await tx.query(
          `INSERT INTO approval_actions (client_id, request_id, layer, actor, actor_user_id, action, note)
           VALUES ($1, $2, $3, 'user', $4, 'cancel', $5)`,
          [clientId, row.approvalRequestId, q.rows[0]?.layer ?? 1, principal.userId, note],
        );
      }
    } else if (row.status === "approved") {
      if (row.payrollReportId !== null || row.disbursementLineId !== null) throw claimCarried();
    } else throw claimDecided(row.status);
    await settle(tx, id, "cancelled", note);
    await audit(tx, principal, {
      action: "reimbursement_claim.cancel",
      entityType: "reimbursement_claim",
      entityId: id,
      before: { status: row.status },
      after: { status: "cancelled", note },
    });
    return (await findClaim(tx, id, principal.userId))!;
  });
  deps.live?.changed(clientId, { type: "reimbursement" });
  return claim;
}
