import { findBank } from "../../../domain/disbursement/banks.ts";
import type { Db, Tx } from "../../db/pool.ts";
import { type JobContext, JobInterrupted } from "../../jobs/runtime.ts";
import { payoutFailureReason } from "../payouts/failures.ts";
import { sameHolderName } from "../payouts/names.ts";
import { type AccountInquiryResult, eachLimited } from "../payouts/provider.ts";
import { recountBatch } from "./settle.ts";
import type { PayoutJobDeps } from "./submit.ts";

/** The provider charges per inquiry (RUNS.md §2.1 Name Validator fee): answers are kept 30 days. */
const CACHE_FOR = "30 days";

type InquiryLine = {
  id: string;
  status: string;
  bank_code: string;
  account_number: string;
  account_name: string;
  error_code: string | null;
};

/**
 * Issue 18: the "disbursement-inquiry" job (`{ clientId, disbursementId }`, sent after a
 * batch is created and by reinquire): the account-name inquiry of its bank lines before
 * approval (RUNS.md §2.7). Each account is asked once (bank_account_inquiries keeps the
 * answer 30 days), a few at a time. A line's inquiry_status: verified (the bank's name is the
 * line's, domain rule ../payouts/names.ts), mismatch (flagged, inquired_name shown; approval
 * is not blocked), unverified (the bank told no name), not_found (error ACCOUNT_NOT_FOUND,
 * back to draft, so it is never sent). The batch's inquiry_status becomes done and its
 * mismatch count is recounted. No answer from the provider fails the job (pg-boss retries).
 */
export async function runDisbursementInquiry(
  { db, payouts, live }: Omit<PayoutJobDeps, "jobs">,
  data: { clientId: number; disbursementId: number },
  context: Pick<JobContext, "signal">,
): Promise<void> {
  const { clientId, disbursementId } = data;
  const lines = await db.tenant(clientId, async (tx) => {
    const { rows } = await tx.query<InquiryLine>(
      `SELECT id, status, bank_code, account_number, account_name, error_code
         FROM disbursement_lines
        WHERE disbursement_id = $1 AND method = 'bank_transfer'
          AND bank_code IS NOT NULL AND account_number IS NOT NULL AND account_name IS NOT NULL
          AND (status = 'pending_approval' OR (status = 'draft' AND error_code = 'ACCOUNT_NOT_FOUND'))
        ORDER BY id`,
      [disbursementId],
    );
    return rows;
  });
  const accounts = new Map<string, { channelCode: string; accountNumber: string }>();
  for (const line of lines) {
    const channelCode = findBank(line.bank_code)?.channelCode;
    if (channelCode)
      accounts.set(`${channelCode}|${line.account_number}`, {
        channelCode,
        accountNumber: line.account_number,
      });
  }
  const answers = await cachedAnswers(db, clientId, [...accounts.values()]);
  const missing = [...accounts.entries()].filter(([key]) => !answers.has(key));
  if (missing.length > 0) {
    const provider = payouts.provider();
    await eachLimited(missing, payouts.settings.concurrency, async ([key, account]) => {
      if (context.signal.aborted) throw new JobInterrupted();
      const answer = await payouts.limit(() => provider.inquireAccount(account));
      answers.set(key, answer);
      await db.tenant(clientId, (tx) =>
        tx.query(
          `INSERT INTO bank_account_inquiries (client_id, channel_code, account_number, result, account_name)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (client_id, channel_code, account_number) DO UPDATE
             SET result = EXCLUDED.result, account_name = EXCLUDED.account_name, checked_at = now()`,
          [clientId, account.channelCode, account.accountNumber, answer.result, answer.accountName],
        ),
      );
    });
  }
  await db.tenant(clientId, async (tx) => {
    // The batch first, as approval and the payout side take it (then the lines): no deadlock.
    await tx.query("SELECT 1 FROM disbursements WHERE id = $1 FOR UPDATE", [disbursementId]);
    for (const line of lines) {
      const channelCode = findBank(line.bank_code)?.channelCode;
      const answer = channelCode ? answers.get(`${channelCode}|${line.account_number}`) : undefined;
      if (answer) await applyInquiry(tx, clientId, disbursementId, line, answer);
    }
    await tx.query(
      "UPDATE disbursements SET inquiry_status = 'done', updated_at = now() WHERE id = $1",
      [disbursementId],
    );
    await recountBatch(tx, disbursementId);
  });
  live?.changed(clientId, { type: "disbursement", ids: [disbursementId] });
}

async function cachedAnswers(
  db: Db,
  clientId: number,
  accounts: { channelCode: string; accountNumber: string }[],
): Promise<Map<string, AccountInquiryResult>> {
  if (accounts.length === 0) return new Map();
  const { rows } = await db.tenant(clientId, (tx) =>
    tx.query<{
      channel_code: string;
      account_number: string;
      result: AccountInquiryResult["result"];
      account_name: string | null;
    }>(
      `SELECT i.channel_code, i.account_number, i.result, i.account_name
         FROM bank_account_inquiries i
         JOIN unnest($1::text[], $2::text[]) AS wanted (channel_code, account_number)
           ON wanted.channel_code = i.channel_code AND wanted.account_number = i.account_number
        WHERE i.checked_at > now() - $3::interval`,
      [accounts.map((a) => a.channelCode), accounts.map((a) => a.accountNumber), CACHE_FOR],
    ),
  );
  return new Map(
    rows.map((row) => [
      `${row.channel_code}|${row.account_number}`,
      { result: row.result, accountName: row.account_name },
    ]),
  );
}

async function applyInquiry(
  tx: Tx,
  clientId: number,
  disbursementId: number,
  line: InquiryLine,
  answer: AccountInquiryResult,
): Promise<void> {
  if (answer.result === "not_found") {
    const moved = await tx.query(
      `UPDATE disbursement_lines SET inquiry_status = 'not_found', inquired_name = NULL,
         status = 'draft', error_code = 'ACCOUNT_NOT_FOUND', error_reason = $2,
         version = version + 1, updated_at = now()
       WHERE id = $1 AND status IN ('pending_approval', 'draft') RETURNING id`,
      [line.id, payoutFailureReason("ACCOUNT_NOT_FOUND")],
    );
    if (moved.rowCount && line.status !== "draft")
      await lineEvent(tx, clientId, disbursementId, line.id, line.status, "draft", {
        errorCode: "ACCOUNT_NOT_FOUND",
      });
    return;
  }
  const inquiryStatus =
    answer.result === "unverified" || !answer.accountName
      ? "unverified"
      : sameHolderName(answer.accountName, line.account_name)
        ? "verified"
        : "mismatch";
  // A line the bank did not know before and knows now is valid again.
  const recovered = line.status === "draft" && line.error_code === "ACCOUNT_NOT_FOUND";
  await tx.query(
    `UPDATE disbursement_lines SET inquiry_status = $2, inquired_name = $3,
       status = CASE WHEN $4 THEN 'pending_approval' ELSE status END,
       error_code = CASE WHEN $4 THEN NULL ELSE error_code END,
       error_reason = CASE WHEN $4 THEN NULL ELSE error_reason END,
       -- What the bank says of the name is not an edit: only a status change bumps the version
       -- (a person editing the line meanwhile is not refused for it).
       version = version + CASE WHEN $4 THEN 1 ELSE 0 END, updated_at = now()
     WHERE id = $1`,
    [line.id, inquiryStatus, answer.accountName, recovered],
  );
  if (recovered)
    await lineEvent(tx, clientId, disbursementId, line.id, "draft", "pending_approval", {
      inquiryStatus,
    });
}

const lineEvent = (
  tx: Tx,
  clientId: number,
  disbursementId: number,
  lineId: string,
  from: string,
  to: string,
  detail: Record<string, unknown>,
) =>
  tx.query(
    `INSERT INTO disbursement_events (client_id, disbursement_id, line_id, from_status, to_status,
       actor_type, detail) VALUES ($1, $2, $3, $4, $5, 'system', $6)`,
    [
      clientId,
      disbursementId,
      lineId,
      from,
      to,
      JSON.stringify({ reason: "account inquiry", ...detail }),
    ],
  );
