import type { Static } from "typebox";
import {
  type LineAccount,
  namesAccount,
  type ValidatedLine,
  validateLine,
  type WorkerPayment,
  workerAccount,
} from "../../../domain/disbursement/lines.ts";
import { renderProblem } from "../../../domain/problems.ts";
import type { FieldProblem } from "../../../domain/workforce/org.ts";
import type { Tx } from "../../db/pool.ts";
import { assertValid, audit, violatedConstraint } from "../../main/org/common.ts";
import { notFound } from "../../shared/errors.ts";
import type { Principal } from "../../shared/principal.ts";
import {
  CREATE,
  nameTaken,
  noClaims,
  reportAlreadyDisbursed,
  reportNoLines,
  reportNotFinalized,
} from "./problems.ts";
import { batchEvent } from "./repo.ts";
import type { CreateBody } from "./schemas.ts";
import { MAX_LINES } from "./schemas.ts";
import { recountBatch } from "./settle.ts";

/**
 * Issue 18: a new batch from its source (/work/money-api.md POST /disbursements) — typed or
 * uploaded lines, a finalised payroll report (one line per computed worker with net pay,
 * to the account the report paid), or approved reimbursement claims paid by disbursement
 * (one line per worker summing their claims, the claims carried by it in the same
 * transaction). Every line is validated (domain/disbursement/lines.ts) and stored: valid
 * ones wait for approval, invalid ones are drafts with their code and reason.
 */

type Body = Static<typeof CreateBody>;

/** A line before validation: whom, how much, where to, and what it pays. */
type Candidate = {
  agentId: number;
  amount: number;
  account: LineAccount;
  payrollReportDetailId: number | null;
  claimIds: number[];
};

type Agent = WorkerPayment & { id: number; fullName: string };

const say = (code: Parameters<typeof renderProblem>[1]) => renderProblem("en", code);

async function loadAgents(tx: Tx, ids: readonly number[]): Promise<Map<number, Agent>> {
  const { rows } = await tx.query<Agent>(
    `SELECT id, full_name AS "fullName", payment_method AS "paymentMethod", bank_name AS "bankName",
            account_number AS "accountNumber", account_name AS "accountName", e_wallet AS "eWallet",
            wallet_phone_number AS "walletPhoneNumber"
       FROM agents WHERE id = ANY($1::int[])`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The worker's own account, named after the worker when the wallet has no holder's name. */
function ownAccount(agent: WorkerPayment & { fullName: string }): LineAccount {
  const account = workerAccount(agent);
  return account.eWallet && !account.accountName
    ? { ...account, accountName: agent.fullName }
    : account;
}

/** The batch's own fields' problems (name, which source needs which field). */
function headProblems(body: Body): { name: string; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const name = body.name.trim();
  if (name.length === 0) problems.push({ field: "name", message: say("required") });
  else if (name.length > 100)
    problems.push({ field: "name", message: renderProblem("en", "maxLength", { max: "100" }) });
  const typed = body.source === "manual" || body.source === "upload";
  const lines = body.lines ?? [];
  if (typed && (lines.length === 0 || lines.length > MAX_LINES))
    problems.push({ field: "lines", message: say("disbursementLinesRequired") });
  if (!typed && lines.length > 0)
    problems.push({ field: "lines", message: say("disbursementLinesOnlyManual") });
  if (body.source === "payroll_report" && body.payrollReportId == null)
    problems.push({ field: "payrollReportId", message: say("disbursementReportRequired") });
  return { name, problems };
}

async function typedLines(tx: Tx, body: Body): Promise<Candidate[]> {
  const lines = body.lines ?? [];
  const agents = await loadAgents(
    tx,
    lines.map((line) => line.agentId),
  );
  const problems: FieldProblem[] = [];
  lines.forEach((line, i) => {
    if (!agents.has(line.agentId))
      problems.push({ field: `lines.${i}.agentId`, message: say("disbursementUnknownAgent") });
  });
  assertValid(CREATE, problems);
  return lines.map((line) => {
    const agent = agents.get(line.agentId)!;
    const account: LineAccount = namesAccount(line)
      ? { ...line, accountName: line.accountName ?? (line.eWallet ? agent.fullName : null) }
      : ownAccount(agent);
    return {
      agentId: line.agentId,
      amount: line.amount,
      account,
      payrollReportDetailId: null,
      claimIds: [],
    };
  });
}

async function reportLines(tx: Tx, reportId: number): Promise<Candidate[]> {
  const report = await tx.query<{ status: string }>(
    "SELECT status FROM payroll_reports WHERE id = $1 FOR UPDATE",
    [reportId],
  );
  const status = report.rows[0]?.status;
  if (status === undefined) throw notFound("Payroll report");
  const live = await tx.query(
    "SELECT 1 FROM disbursements WHERE payroll_report_id = $1 AND status <> 'cancelled'",
    [reportId],
  );
  if (live.rowCount) throw reportAlreadyDisbursed();
  if (status !== "finalized") throw reportNotFinalized();
  const { rows } = await tx.query<
    WorkerPayment & { id: number; agentId: number; net: number; fullName: string }
  >(
    `SELECT id::float8 AS id, agent_id AS "agentId", net::float8 AS net, agent_name AS "fullName",
            payment_method AS "paymentMethod", bank_name AS "bankName",
            account_number AS "accountNumber", account_name AS "accountName", e_wallet AS "eWallet",
            wallet_phone_number AS "walletPhoneNumber"
       FROM payroll_report_details
      WHERE report_id = $1 AND error_code IS NULL AND net > 0 ORDER BY id`,
    [reportId],
  );
  if (rows.length === 0) throw reportNoLines();
  return rows.map((row) => ({
    agentId: row.agentId,
    amount: row.net,
    account: ownAccount(row),
    payrollReportDetailId: row.id,
    claimIds: [],
  }));
}

async function claimLines(tx: Tx, wanted: readonly number[] | null): Promise<Candidate[]> {
  const { rows } = await tx.query<{ id: number; agentId: number; amount: number }>(
    `SELECT id, agent_id AS "agentId", amount::float8 AS amount FROM reimbursement_claims
      WHERE status = 'approved' AND payout_method = 'disbursement'
        AND payroll_report_id IS NULL AND disbursement_line_id IS NULL
        AND ($1::int[] IS NULL OR id = ANY($1::int[]))
      ORDER BY id FOR UPDATE`,
    [wanted],
  );
  if (wanted) {
    const found = new Set(rows.map((row) => row.id));
    assertValid(
      CREATE,
      wanted.flatMap((id, i) =>
        found.has(id)
          ? []
          : [{ field: `reimbursementClaimIds.${i}`, message: say("disbursementClaimNotPayable") }],
      ),
    );
  }
  if (rows.length === 0) throw noClaims();
  const byAgent = new Map<number, { amount: number; claimIds: number[] }>();
  for (const claim of rows) {
    const sum = byAgent.get(claim.agentId) ?? { amount: 0, claimIds: [] };
    sum.amount += claim.amount;
    sum.claimIds.push(claim.id);
    byAgent.set(claim.agentId, sum);
  }
  const agents = await loadAgents(tx, [...byAgent.keys()]);
  return [...byAgent].map(([agentId, sum]) => ({
    agentId,
    amount: sum.amount,
    account: ownAccount(agents.get(agentId)!),
    payrollReportDetailId: null,
    claimIds: sum.claimIds,
  }));
}

/** The stored form of a validated line: its status, code and English reason. */
export function storedLine(line: ValidatedLine) {
  return {
    ...line,
    status: line.errorCode ? ("draft" as const) : ("pending_approval" as const),
    errorReason: line.problem ? renderProblem("en", line.problem.code, line.problem.params) : null,
  };
}

/** Creates the batch in `tx`; answers its id. Refusals throw (nothing written). */
export async function createBatch(tx: Tx, principal: Principal, body: Body): Promise<number> {
  const head = headProblems(body);
  assertValid(CREATE, head.problems);
  const taken = await tx.query("SELECT 1 FROM disbursements WHERE lower(name) = lower($1)", [
    head.name,
  ]);
  if (taken.rowCount) throw nameTaken(head.name);
  const candidates =
    body.source === "payroll_report"
      ? await reportLines(tx, body.payrollReportId!)
      : body.source === "reimbursement"
        ? await claimLines(tx, body.reimbursementClaimIds ?? null)
        : await typedLines(tx, body);
  const lines = candidates.map((candidate) =>
    storedLine(validateLine(candidate.amount, candidate.account)),
  );
  let id: number;
  try {
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO disbursements (client_id, name, source, payroll_report_id, channel, status,
         description, created_by)
       VALUES ($1, $2, $3, $4, $5, 'pending_approval', $6, $7) RETURNING id`,
      [
        principal.clientId,
        head.name,
        body.source,
        body.source === "payroll_report" ? body.payrollReportId : null,
        body.channel ?? "provider",
        body.description?.trim() || null,
        principal.userId,
      ],
    );
    id = inserted.rows[0]!.id;
  } catch (error) {
    // The unique indexes behind the checks, should a concurrent create slip past them.
    const constraint = violatedConstraint(error);
    if (constraint === "disbursements_name_key") throw nameTaken(head.name);
    if (constraint === "disbursements_payroll_report_key") throw reportAlreadyDisbursed();
    throw error;
  }
  const column = <T>(pick: (line: (typeof lines)[number], i: number) => T) => lines.map(pick);
  await tx.query(
    `INSERT INTO disbursement_lines (client_id, disbursement_id, agent_id, payroll_report_detail_id,
       amount, method, bank_code, account_number, account_name, e_wallet, phone_number, status,
       error_code, error_reason)
     SELECT $1, $2, u.agent_id, u.detail_id, u.amount, u.method, u.bank_code, u.account_number,
            u.account_name, u.e_wallet, u.phone_number, u.status, u.error_code, u.error_reason
       FROM unnest($3::int[], $4::bigint[], $5::bigint[], $6::text[], $7::text[], $8::text[],
                   $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[])
            WITH ORDINALITY AS u(agent_id, detail_id, amount, method, bank_code, account_number,
                                 account_name, e_wallet, phone_number, status, error_code,
                                 error_reason, ord)
      ORDER BY u.ord`,
    [
      principal.clientId,
      id,
      candidates.map((c) => c.agentId),
      candidates.map((c) => c.payrollReportDetailId),
      candidates.map((c) => c.amount),
      column((l) => l.method),
      column((l) => l.bankCode),
      column((l) => l.accountNumber),
      column((l) => l.accountName),
      column((l) => l.eWallet),
      column((l) => l.phoneNumber),
      column((l) => l.status),
      column((l) => l.errorCode),
      column((l) => l.errorReason),
    ],
  );
  const claimIds = candidates.flatMap((c) => c.claimIds);
  if (claimIds.length > 0)
    // One line per worker: the worker's claims are carried by the worker's line.
    await tx.query(
      `UPDATE reimbursement_claims c SET disbursement_line_id = l.id, version = c.version + 1,
          updated_at = now()
         FROM disbursement_lines l
        WHERE l.disbursement_id = $1 AND l.agent_id = c.agent_id AND c.id = ANY($2::int[])`,
      [id, claimIds],
    );
  await batchEvent(
    tx,
    principal.clientId,
    id,
    { from: null, to: "pending_approval" },
    {
      type: "user",
      userId: principal.userId,
    },
    { source: body.source, lines: lines.length },
  );
  await tx.query(
    `INSERT INTO disbursement_events (client_id, disbursement_id, line_id, from_status, to_status,
       actor_type, actor_user_id, detail)
     SELECT client_id, disbursement_id, id, NULL, status, 'user', $2,
            CASE WHEN error_code IS NULL THEN NULL ELSE jsonb_build_object('errorCode', error_code) END
       FROM disbursement_lines WHERE disbursement_id = $1 ORDER BY id`,
    [id, principal.userId],
  );
  await recountBatch(tx, id);
  const totals = await tx.query<{ line_count: number; total_amount: string; error_count: number }>(
    "SELECT line_count, total_amount, error_count FROM disbursements WHERE id = $1",
    [id],
  );
  const batch = totals.rows[0]!;
  await audit(tx, principal, {
    action: "disbursement.create",
    entityType: "disbursement",
    entityId: id,
    before: null,
    after: {
      name: head.name,
      source: body.source,
      channel: body.channel ?? "provider",
      payrollReportId: body.payrollReportId ?? null,
      lineCount: batch.line_count,
      totalAmount: Number(batch.total_amount),
      errorCount: batch.error_count,
      reimbursementClaimIds: claimIds,
    },
  });
  return id;
}
