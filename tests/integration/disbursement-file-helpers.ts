import { randomBytes } from "node:crypto";
import type { TestStack } from "../support/stack.ts";

/**
 * Issue 18, bank files and the paid report: batches and lines written as the owner, so these
 * tests do not depend on the batch routes (another module's); the columns are 0031's.
 */

export type OwnerLine = {
  agentId: number;
  amount: number;
  method?: "bank_transfer" | "e_wallet";
  bankCode?: string | null;
  accountNumber?: string | null;
  accountName?: string | null;
  eWallet?: string | null;
  phoneNumber?: string | null;
  status?: string;
  /** ISO instant; set for succeeded lines. */
  succeededAt?: string | null;
};

export async function ownerBatch(
  stack: TestStack,
  clientId: number,
  fields: {
    name?: string;
    channel?: "provider" | "bank_file";
    status?: string;
    source?: "manual" | "upload" | "payroll_report" | "reimbursement";
    payrollReportId?: number | null;
    lines: OwnerLine[];
  },
): Promise<{ id: number; lineIds: number[] }> {
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO disbursements (client_id, name, source, payroll_report_id, channel, status,
                                line_count, total_amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      clientId,
      fields.name ?? `Batch ${randomBytes(4).toString("hex")}`,
      fields.source ?? "manual",
      fields.payrollReportId ?? null,
      fields.channel ?? "bank_file",
      fields.status ?? "approved",
      fields.lines.length,
      fields.lines.reduce((sum, line) => sum + line.amount, 0),
    ],
  );
  const id = rows[0]!.id;
  const lines = fields.lines;
  const column = <T>(pick: (line: OwnerLine) => T) => lines.map(pick);
  const inserted = await stack.owner.query<{ id: string }>(
    `INSERT INTO disbursement_lines (client_id, disbursement_id, agent_id, amount, method, bank_code,
                                     account_number, account_name, e_wallet, phone_number, status,
                                     succeeded_at)
     SELECT $1, $2, * FROM unnest($3::int[], $4::bigint[], $5::text[], $6::text[], $7::text[],
                                  $8::text[], $9::text[], $10::text[], $11::text[], $12::timestamptz[])
     RETURNING id`,
    [
      clientId,
      id,
      column((l) => l.agentId),
      column((l) => l.amount),
      column((l) => l.method ?? "bank_transfer"),
      column((l) => (l.method === "e_wallet" ? null : (l.bankCode ?? "BCA"))),
      column((l) => (l.method === "e_wallet" ? null : (l.accountNumber ?? "1234567890"))),
      column((l) => (l.method === "e_wallet" ? null : (l.accountName ?? "Budi Santoso"))),
      column((l) => (l.method === "e_wallet" ? (l.eWallet ?? "gopay") : null)),
      column((l) => (l.method === "e_wallet" ? (l.phoneNumber ?? "81234567890") : null)),
      column((l) => l.status ?? "approved"),
      column((l) => l.succeededAt ?? null),
    ],
  );
  return { id, lineIds: inserted.rows.map((row) => Number(row.id)) };
}

/** Some active workers of a client (the demo seeds them). */
export async function someWorkers(
  stack: TestStack,
  clientId: number,
  count: number,
): Promise<{ id: number; nik: string; phoneNumber: string; fullName: string }[]> {
  const { rows } = await stack.owner.query(
    `SELECT id, nik, phone_number AS "phoneNumber", full_name AS "fullName" FROM agents
      WHERE client_id = $1 AND worker_status = 'active' ORDER BY id LIMIT $2`,
    [clientId, count],
  );
  return rows;
}

/** A Mandiri MCM file read back: the header's fields and each detail row's. */
export function parseMcm(text: string): { header: string[]; rows: string[][] } {
  const [head, ...details] = text.replace(/\r\n$/, "").split("\r\n");
  return { header: head!.split(","), rows: details.map((row) => row.split(",")) };
}

/** Today in WIB, yyyy-MM-dd. */
export const todayWib = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
