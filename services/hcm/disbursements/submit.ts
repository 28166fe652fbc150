import { E_WALLET_CHANNELS, findBank, isEWallet } from "../../../domain/disbursement/banks.ts";
import { renderProblem } from "../../../domain/problems.ts";
import type { Db, Tx } from "../../db/pool.ts";
import { type JobContext, JobInterrupted, type JobQueue } from "../../jobs/runtime.ts";
import { readSystemConfig } from "../../shared/flags.ts";
import type { LivePublisher } from "../../shared/live.ts";
import { payoutFailureReason } from "../payouts/failures.ts";
import {
  type CreatePayoutRequest,
  eachLimited,
  lineStatusOf,
  type PayoutProvider,
  type Payouts,
  PayoutUnavailable,
  referenceOf,
} from "../payouts/provider.ts";
import { applyLineOutcome } from "./settle.ts";
import { jobIdOf } from "./shared.ts";

/**
 * Issue 18: the "disbursement-submit" job (`{ clientId, disbursementId }`): every approved
 * line of a provider batch goes to the payout provider with its own idempotency key (the
 * line's `idempotency_key`, never regenerated: RUNS.md §2.7), a few calls at a time.
 *
 * - The provider answers a payout → the line is `submitted` (or final, when the answer
 *   already is), through settle.ts applyLineOutcome.
 * - It refuses the request (4xx) → the line `failed` with the provider's code.
 * - No answer (network, timeout, 5xx) → the line stays approved and the job fails, so
 *   pg-boss runs it again later; the same key makes the provider answer the same payout.
 * - A crash after the provider accepted and before our update commits is the same case: the
 *   next run (a retry, the start-up sweep or the poll) sends the same key again.
 * - Disbursement maintenance (SPEC §6) pauses sending: the lines stay approved and the job
 *   comes back in a minute (nothing in flight is lost).
 */
export async function runDisbursementSubmit(
  deps: PayoutJobDeps,
  data: { clientId: number; disbursementId: number },
  context: Pick<JobContext, "signal">,
): Promise<void> {
  const { db, payouts, jobs } = deps;
  const { clientId, disbursementId } = data;
  let unanswered = 0;
  let afterId = "0";
  for (;;) {
    if (context.signal.aborted) throw new JobInterrupted();
    if (await maintenanceOn(db, clientId, payouts.environment)) {
      const resume = new Date(Date.now() + PAUSE_MS);
      await sendSubmit(jobs, clientId, disbursementId, resume.toISOString().slice(0, 16), resume);
      return;
    }
    const lines = await approvedLines(db, clientId, disbursementId, afterId);
    if (lines.length === 0) break;
    afterId = lines[lines.length - 1]!.id;
    const provider = payouts.provider();
    await eachLimited(lines, payouts.settings.concurrency, async (line) => {
      const sent = await payouts.limit(() => submitLine(deps, provider, clientId, line));
      if (!sent) unanswered++;
    });
  }
  if (unanswered > 0)
    throw new PayoutUnavailable(
      `${unanswered} line(s) of batch ${disbursementId} got no answer from the provider; they stay approved and are sent again`,
    );
}

/** What the payout jobs work with (services/jobs/index.ts gives them). */
export type PayoutJobDeps = {
  db: Db;
  payouts: Payouts;
  jobs: JobQueue;
  /** Tells open disbursement pages a line moved (settle.ts). */
  live?: LivePublisher | undefined;
};

/**
 * Sends the batch's submit job again (a paused run, the start-up sweep, the poll). `once`
 * names the occasion (a minute): sent twice for one occasion, the job is one.
 */
export function sendSubmit(
  jobs: JobQueue,
  clientId: number,
  disbursementId: number,
  once: string,
  startAfter?: Date,
): Promise<void> {
  const id = jobIdOf(`disbursement-submit|${clientId}|${disbursementId}|${once}`);
  return jobs.send(
    "disbursement-submit",
    { clientId, disbursementId },
    { id, ...(startAfter ? { startAfter } : {}) },
  );
}

const PAUSE_MS = 60_000;
const CHUNK = 200;

type ApprovedLine = {
  id: string;
  idempotency_key: string;
  amount: string;
  method: "bank_transfer" | "e_wallet";
  bank_code: string | null;
  account_number: string | null;
  account_name: string | null;
  e_wallet: string | null;
  phone_number: string | null;
  agent_name: string;
  batch_name: string;
};

async function maintenanceOn(db: Db, clientId: number, environment: string): Promise<boolean> {
  const { maintenance } = await readSystemConfig(db, clientId, environment);
  return maintenance.disbursement_maintenance === true;
}

async function approvedLines(
  db: Db,
  clientId: number,
  disbursementId: number,
  afterId: string,
): Promise<ApprovedLine[]> {
  return db.tenant(clientId, async (tx) => {
    const { rows } = await tx.query<ApprovedLine>(
      `SELECT l.id, l.idempotency_key, l.amount, l.method, l.bank_code, l.account_number,
              l.account_name, l.e_wallet, l.phone_number, a.full_name AS agent_name, d.name AS batch_name
         FROM disbursement_lines l
         JOIN disbursements d ON d.client_id = l.client_id AND d.id = l.disbursement_id
         JOIN agents a ON a.client_id = l.client_id AND a.id = l.agent_id
        WHERE l.disbursement_id = $1 AND l.status = 'approved' AND d.channel = 'provider'
          AND l.id > $2
        ORDER BY l.id LIMIT $3`,
      [disbursementId, afterId, CHUNK],
    );
    return rows;
  });
}

/** What the provider is sent for a line (Xendit payouts v2 fields; e-wallets by phone). */
export function payoutRequestOf(clientId: number, line: ApprovedLine): CreatePayoutRequest | null {
  const common = {
    idempotencyKey: line.idempotency_key,
    referenceId: referenceOf(clientId, line.id),
    amount: Number(line.amount),
    description: descriptionOf(line.batch_name),
  };
  if (line.method === "e_wallet") {
    if (!isEWallet(line.e_wallet) || !line.phone_number) return null;
    return {
      ...common,
      channelCode: E_WALLET_CHANNELS[line.e_wallet].channelCode,
      accountNumber: walletNumber(line.phone_number),
      accountHolderName: line.account_name ?? line.agent_name,
    };
  }
  const bank = findBank(line.bank_code);
  if (!bank || !line.account_number || !line.account_name) return null;
  return {
    ...common,
    channelCode: bank.channelCode,
    accountNumber: line.account_number,
    accountHolderName: line.account_name,
  };
}

/** A wallet's number as the provider takes it: 08… (the line keeps what was entered). */
const walletNumber = (phone: string) => {
  const digits = phone.replace(/[^0-9]/g, "");
  if (digits.startsWith("62")) return `0${digits.slice(2)}`;
  return digits.startsWith("8") ? `0${digits}` : digits;
};

const descriptionOf = (batchName: string) => batchName.trim().slice(0, 100) || "Tenaga payout";

/** One line: answers false when the provider did not answer (the line stays approved). */
async function submitLine(
  deps: PayoutJobDeps,
  provider: PayoutProvider,
  clientId: number,
  line: ApprovedLine,
): Promise<boolean> {
  const request = payoutRequestOf(clientId, line);
  if (!request) {
    // Validated at create and approval; an account changed since is refused, never guessed.
    await record(deps, clientId, line.id, {
      status: "failed",
      providerStatus: null,
      providerReference: null,
      failureCode: "INCOMPLETE_BANK_ACCOUNT_DATA",
      failureReason: renderProblem("en", "disbursementNoAccount", {}),
      occurredAt: new Date().toISOString(),
    });
    return true;
  }
  let answer: Awaited<ReturnType<PayoutProvider["createPayout"]>>;
  try {
    answer = await provider.createPayout(request);
  } catch (error) {
    if (error instanceof PayoutUnavailable) return false;
    throw error;
  }
  if (answer.kind === "refused") {
    await record(deps, clientId, line.id, {
      status: "failed",
      providerStatus: null,
      providerReference: null,
      failureCode: answer.code,
      failureReason: payoutFailureReason(answer.code),
      occurredAt: new Date().toISOString(),
    });
    return true;
  }
  const { payout } = answer;
  await record(
    deps,
    clientId,
    line.id,
    {
      status: lineStatusOf(payout.status),
      providerStatus: payout.status,
      providerReference: payout.id,
      failureCode: payout.failureCode,
      failureReason: payout.failureCode && payoutFailureReason(payout.failureCode),
      occurredAt: payout.updated,
    },
    provider.name,
  );
  return true;
}

type Outcome = Parameters<typeof applyLineOutcome>[3];

/**
 * Stores the provider's answer to a still-approved line: the attempt and the reference, then
 * the state through applyLineOutcome, in one transaction with the line locked. A line that a
 * concurrent run already moved on is left as it is (its answer was the same payout).
 */
async function record(
  { db, live }: PayoutJobDeps,
  clientId: number,
  lineId: string,
  outcome: Outcome,
  provider?: string,
): Promise<void> {
  await db.tenant(clientId, async (tx) => {
    await lockBatchOf(tx, lineId);
    const locked = await tx.query(
      "SELECT 1 FROM disbursement_lines WHERE id = $1 AND status = 'approved' FOR UPDATE",
      [lineId],
    );
    if (locked.rowCount === 0) return;
    if (provider)
      await tx.query("UPDATE disbursement_lines SET provider = $2 WHERE id = $1", [
        lineId,
        provider,
      ]);
    // Leaving approved counts the attempt and stamps submitted_at (settle.ts).
    await applyLineOutcome(tx, clientId, Number(lineId), outcome, { live });
  });
}

/**
 * Locks the batch of a line before the line is touched. settle.ts applyLineOutcome writes the
 * line's event (its foreign key share-locks the batch row) and then recounts the batch FOR
 * UPDATE: two outcomes of one batch at once would each hold the share lock the other's
 * recount waits for (a deadlock). Taking the batch first makes them queue instead.
 */
export async function lockBatchOf(tx: Tx, lineId: string | number): Promise<void> {
  await tx.query(
    `SELECT 1 FROM disbursements
      WHERE id = (SELECT disbursement_id FROM disbursement_lines WHERE id = $1) FOR UPDATE`,
    [lineId],
  );
}
