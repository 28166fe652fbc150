import type { Tx } from "../../../db/pool.ts";
import { escapeLike, type Paged } from "../../../main/org/common.ts";

/**
 * Issue 18, bank files, upload and paid report: the SQL. Every query runs in the caller's
 * tenant transaction (RLS), so another client's batch is simply not found.
 */

export type BatchHead = { id: number; name: string; channel: string; status: string };

export async function findBatch(tx: Tx, id: number): Promise<BatchHead | null> {
  const { rows } = await tx.query<BatchHead>(
    "SELECT id, name, channel, status FROM disbursements WHERE id = $1",
    [id],
  );
  return rows[0] ?? null;
}

export type FileLine = {
  lineId: string;
  agentName: string;
  employeeNumber: string;
  method: string;
  bankCode: string | null;
  accountNumber: string | null;
  accountName: string | null;
  eWallet: string | null;
  phoneNumber: string | null;
  amount: number;
  status: string;
};

/**
 * A batch's lines in id order: those to pay (pending_approval before approval, approved
 * after; never draft, cancelled, failed, submitted or settled ones) or, with `all`, every one.
 */
export async function batchLines(tx: Tx, batchId: number, all: boolean): Promise<FileLine[]> {
  const { rows } = await tx.query<FileLine & { amount: string }>(
    `SELECT l.id::text AS "lineId", a.full_name AS "agentName", a.nik AS "employeeNumber",
            l.method, l.bank_code AS "bankCode", l.account_number AS "accountNumber",
            l.account_name AS "accountName", l.e_wallet AS "eWallet",
            l.phone_number AS "phoneNumber", l.amount::text AS amount, l.status
       FROM disbursement_lines l JOIN agents a ON a.id = l.agent_id
      WHERE l.disbursement_id = $1
        AND ($2 OR l.status IN ('pending_approval', 'approved'))
      ORDER BY l.id`,
    [batchId, all],
  );
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

export type Worker = { id: number; fullName: string; nik: string; phoneNumber: string };

/** The client's workers having one of these employee numbers (NIK) or phone numbers. */
export async function workersByNikOrPhone(
  tx: Tx,
  niks: readonly string[],
  phones: readonly string[],
): Promise<Worker[]> {
  if (niks.length === 0 && phones.length === 0) return [];
  const { rows } = await tx.query<Worker>(
    `SELECT id, full_name AS "fullName", nik, phone_number AS "phoneNumber" FROM agents
      WHERE nik = ANY($1::text[]) OR phone_number = ANY($2::text[])`,
    [niks, phones],
  );
  return rows;
}

/** The client's active workers by name, for the upload template (at most `limit`). */
export async function activeWorkers(tx: Tx, limit: number): Promise<Worker[]> {
  const { rows } = await tx.query<Worker>(
    `SELECT id, full_name AS "fullName", nik, phone_number AS "phoneNumber" FROM agents
      WHERE worker_status = 'active' ORDER BY lower(full_name), id LIMIT $1`,
    [limit],
  );
  return rows;
}

export type PaidFilter = {
  /** The first and last months, YYYY-MM (checked). */
  from: string;
  to: string;
  q: string | null;
  agentId: number | null;
};

export type PaidRow = {
  agentId: number;
  agentName: string;
  employeeNumber: string | null;
  period: string;
  amount: number;
  lineCount: number;
  payrollAmount: number;
  reimbursementAmount: number;
  otherAmount: number;
};

type PaidSqlRow = Record<
  "amount" | "payrollAmount" | "reimbursementAmount" | "otherAmount" | "total" | "grand",
  string
> &
  Omit<PaidRow, "amount" | "payrollAmount" | "reimbursementAmount" | "otherAmount">;

/**
 * What was paid per worker per month: succeeded lines (a reversed one was not paid in the
 * end), by the month of succeeded_at in Asia/Jakarta (WIB, the product's reporting zone),
 * split by the batch's source: a payroll report's batch is payroll, a reimbursement batch is
 * reimbursement, a manual or uploaded one is other. Each row carries the count of rows and
 * the grand total of the whole filtered range, so one statement answers a page.
 */
const PAID_SQL = `
  WITH paid AS (
    SELECT l.agent_id,
           to_char(l.succeeded_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM') AS period,
           l.amount, d.source
      FROM disbursement_lines l
      JOIN disbursements d ON d.id = l.disbursement_id
     WHERE l.status = 'succeeded'
       AND l.succeeded_at >= (to_date($1, 'YYYY-MM')::timestamp AT TIME ZONE 'Asia/Jakarta')
       AND l.succeeded_at < ((to_date($2, 'YYYY-MM') + interval '1 month')::timestamp
                             AT TIME ZONE 'Asia/Jakarta')
       AND ($3::int IS NULL OR l.agent_id = $3)
  ), rows AS (
    SELECT p.agent_id AS "agentId", a.full_name AS "agentName", a.nik AS "employeeNumber",
           p.period, sum(p.amount) AS amount, count(*)::int AS "lineCount",
           coalesce(sum(p.amount) FILTER (WHERE p.source = 'payroll_report'), 0) AS "payrollAmount",
           coalesce(sum(p.amount) FILTER (WHERE p.source = 'reimbursement'), 0)
             AS "reimbursementAmount",
           coalesce(sum(p.amount) FILTER (WHERE p.source NOT IN ('payroll_report', 'reimbursement')), 0)
             AS "otherAmount"
      FROM paid p JOIN agents a ON a.id = p.agent_id
     WHERE $4::text IS NULL OR a.full_name ILIKE '%' || $4 || '%' OR a.nik LIKE $4 || '%'
     GROUP BY p.agent_id, a.full_name, a.nik, p.period
  )
  SELECT "agentId", "agentName", "employeeNumber", period, amount::text, "lineCount",
         "payrollAmount"::text, "reimbursementAmount"::text, "otherAmount"::text,
         (count(*) OVER ())::text AS total, (sum(amount) OVER ())::text AS grand
    FROM rows
   ORDER BY period, lower("agentName"), "agentId"
   LIMIT $5 OFFSET $6`;

const paidRowOf = ({ total: _t, grand: _g, ...row }: PaidSqlRow): PaidRow => ({
  ...row,
  amount: Number(row.amount),
  payrollAmount: Number(row.payrollAmount),
  reimbursementAmount: Number(row.reimbursementAmount),
  otherAmount: Number(row.otherAmount),
});

async function paidRows(tx: Tx, filter: PaidFilter, limit: number, offset: number) {
  const { rows } = await tx.query<PaidSqlRow>(PAID_SQL, [
    filter.from,
    filter.to,
    filter.agentId,
    escapeLike(filter.q),
    limit,
    offset,
  ]);
  return rows;
}

/** One page of the paid report, the number of rows and the total paid in the whole range. */
export async function paidReportPage(
  tx: Tx,
  filter: PaidFilter,
  limit: number,
  page: number,
): Promise<Paged<PaidRow> & { totalAmount: number }> {
  const offset = (page - 1) * limit;
  const rows = await paidRows(tx, filter, limit, offset);
  const first = rows[0] ?? (offset > 0 ? (await paidRows(tx, filter, 1, 0))[0] : undefined);
  return {
    items: rows.map(paidRowOf),
    totalItems: Number(first?.total ?? 0),
    totalAmount: Number(first?.grand ?? 0),
  };
}
