import { randomBytes } from "node:crypto";
import { validateLine, workerAccount } from "../../domain/disbursement/lines.ts";
import type { TestStack } from "../support/stack.ts";
import { bearer } from "../support/stack.ts";
import { HCM } from "./hcm-helpers.ts";

// biome-ignore lint/suspicious/noExplicitAny: batches and lines are JSON the assertions inspect field by field.
export type Json = Record<string, any>;
export type Reply = { status: number; body: Json; headers: Record<string, unknown> };

/** Issue 18: a REST caller of /api/hcm/v1 that can send an Idempotency-Key and PATCH. */
export function callerAs(stack: TestStack, token: string) {
  return async (
    method: "GET" | "POST" | "PATCH",
    url: string,
    payload?: unknown,
    key?: string,
  ): Promise<Reply> => {
    const response = await stack.app.inject({
      method,
      url: `${HCM}${url}`,
      headers: { ...bearer(token), ...(key === undefined ? {} : { "idempotency-key": key }) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return {
      status: response.statusCode,
      body: response.body ? response.json() : {},
      headers: response.headers,
    };
  };
}
export type Caller = ReturnType<typeof callerAs>;

export const newKey = () => randomBytes(12).toString("hex");
export const batchName = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;

/** Workers of the client whose own bank account is valid for a line (by id). */
export async function bankWorkers(stack: TestStack, clientId: number, count: number) {
  const { rows } = await stack.owner.query<{
    id: number;
    full_name: string;
    bank_name: string;
    account_number: string;
    account_name: string;
  }>(
    `SELECT id, full_name, bank_name, account_number, account_name FROM agents
      WHERE client_id = $1 AND payment_method = 'bank_transfer' ORDER BY id LIMIT 500`,
    [clientId],
  );
  return rows
    .filter(
      (row) =>
        validateLine(
          100_000,
          workerAccount({
            paymentMethod: "bank_transfer",
            bankName: row.bank_name,
            accountNumber: row.account_number,
            accountName: row.account_name,
            eWallet: null,
            walletPhoneNumber: null,
          }),
        ).errorCode === null,
    )
    .slice(0, count);
}

/** Submission jobs put on the queue for a batch (pg-boss keeps them after they ran). */
export async function submitJobs(stack: TestStack, disbursementId: number): Promise<number> {
  const { rows } = await stack.owner.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = 'disbursement-submit' AND (data->>'disbursementId')::int = $1`,
    [disbursementId],
  );
  return rows[0]!.n;
}
