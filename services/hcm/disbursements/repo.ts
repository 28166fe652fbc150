import type { Static } from "typebox";
import { BANKS } from "../../../domain/disbursement/banks.ts";
import type { LineStatus } from "../../../domain/disbursement/states.ts";
import { localizeProblem, type ProblemLanguage } from "../../../domain/problems.ts";
import type { Tx } from "../../db/pool.ts";
import { escapeLike, isoInstant, orderBy, type Paged, pagedRows } from "../../main/org/common.ts";
import type { BatchSchema, EventSchema, LineSchema } from "./schemas.ts";
import { READ_LINES } from "./schemas.ts";

/** Issue 18: batches, lines and events as the API answers them (/work/money-api.md). */
export type Batch = Static<typeof BatchSchema>;
export type Line = Static<typeof LineSchema>;
export type Event = Static<typeof EventSchema>;

/** Who reads: whether they may approve depends on them (SPEC §6 maker-checker). */
export type Viewer = {
  userId: number;
  language: ProblemLanguage;
  /** The client uses manual approval and the viewer holds disbursement-approval. */
  manualApproval: boolean;
  mayApprove: boolean;
};

const BATCH_COLUMNS = `b.id, b.name, b.source, b.payroll_report_id AS "payrollReportId",
  r.name AS "payrollReportName", b.channel, b.status, b.description,
  b.line_count AS "lineCount", b.total_amount::float8 AS "totalAmount",
  coalesce(c.paid, 0)::float8 AS "paidAmount", b.error_count AS "errorCount",
  b.mismatch_count AS "mismatchCount", b.inquiry_status AS "inquiryStatus",
  json_build_object(
    'draft', coalesce(c.draft, 0), 'pendingApproval', coalesce(c.pending_approval, 0),
    'approved', coalesce(c.approved, 0), 'submitted', coalesce(c.submitted, 0),
    'succeeded', coalesce(c.succeeded, 0), 'failed', coalesce(c.failed, 0),
    'reversed', coalesce(c.reversed, 0), 'cancelled', coalesce(c.cancelled, 0)) AS counts,
  b.created_by AS "createdById", cu.fullname AS "createdByName",
  au.fullname AS "approvedByName", ${isoInstant("b.approved_at")} AS "approvedAt",
  ${isoInstant("b.submitted_at")} AS "submittedAt", ${isoInstant("b.completed_at")} AS "completedAt",
  ${isoInstant("b.created_at")} AS "createdAt", b.version`;

const BATCH_FROM = `FROM disbursements b
  LEFT JOIN payroll_reports r ON r.client_id = b.client_id AND r.id = b.payroll_report_id
  LEFT JOIN users cu ON cu.id = b.created_by
  LEFT JOIN users au ON au.id = b.approved_by
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE l.status = 'draft')::int AS draft,
           count(*) FILTER (WHERE l.status = 'pending_approval')::int AS pending_approval,
           count(*) FILTER (WHERE l.status = 'approved')::int AS approved,
           count(*) FILTER (WHERE l.status = 'submitted')::int AS submitted,
           count(*) FILTER (WHERE l.status = 'succeeded')::int AS succeeded,
           count(*) FILTER (WHERE l.status = 'failed')::int AS failed,
           count(*) FILTER (WHERE l.status = 'reversed')::int AS reversed,
           count(*) FILTER (WHERE l.status = 'cancelled')::int AS cancelled,
           sum(l.amount) FILTER (WHERE l.status = 'succeeded') AS paid
      FROM disbursement_lines l WHERE l.client_id = b.client_id AND l.disbursement_id = b.id) c ON true`;

type BatchRow = Omit<Batch, "canApprove">;

/** Whether the viewer may approve the batch now (the rules of POST …/approve). */
export function canApprove(batch: BatchRow, viewer: Viewer): boolean {
  if (batch.status !== "pending_approval" || !viewer.mayApprove) return false;
  return !viewer.manualApproval || batch.createdById !== viewer.userId;
}

const batchOf = (row: BatchRow, viewer: Viewer): Batch => ({
  ...row,
  canApprove: canApprove(row, viewer),
});

export async function findBatch(
  tx: Tx,
  id: number,
  viewer: Viewer,
  lock = false,
): Promise<Batch | null> {
  if (lock) {
    const locked = await tx.query("SELECT 1 FROM disbursements WHERE id = $1 FOR UPDATE", [id]);
    if (locked.rowCount === 0) return null;
  }
  const { rows } = await tx.query<BatchRow>(
    `SELECT ${BATCH_COLUMNS} ${BATCH_FROM} WHERE b.id = $1`,
    [id],
  );
  return rows[0] ? batchOf(rows[0], viewer) : null;
}

/** The batch and its first READ_LINES lines (by id), as GET /disbursements/:id answers. */
export async function readBatch(tx: Tx, id: number, viewer: Viewer) {
  const batch = await findBatch(tx, id, viewer);
  if (!batch) return null;
  const { rows } = await tx.query<Line & { total: number }>(
    `SELECT ${LINE_COLUMNS} ${LINE_FROM} WHERE l.disbursement_id = $1 ORDER BY l.id LIMIT $2`,
    [id, READ_LINES + 1],
  );
  const lines = rows.slice(0, READ_LINES).map((row) => lineOf(row, viewer.language));
  return { ...batch, lines, linesTruncated: rows.length > READ_LINES };
}

const BATCH_SORTABLE: Record<string, string> = {
  name: "lower(b.name)",
  createdAt: "b.created_at",
  totalAmount: "b.total_amount",
  status: "b.status",
};

export type BatchFilter = {
  q: string | null;
  status: string | null;
  source: string | null;
  awaitingApproval: boolean;
  sort: string | undefined;
};

export async function listBatches(
  tx: Tx,
  filter: BatchFilter,
  viewer: Viewer,
  page: { limit: number; page: number },
): Promise<Paged<Batch>> {
  const order = orderBy(filter.sort, BATCH_SORTABLE, "-createdAt", "b.id");
  const paged = await pagedRows(
    async (limit, offset) =>
      (
        await tx.query<BatchRow & { total: number }>(
          `SELECT ${BATCH_COLUMNS}, count(*) OVER ()::int AS total ${BATCH_FROM}
           WHERE ($1::text IS NULL OR b.name ILIKE '%' || $1 || '%' OR r.name ILIKE '%' || $1 || '%')
             AND ($2::text IS NULL OR b.status = $2)
             AND ($3::text IS NULL OR b.source = $3)
             -- Awaiting the viewer's approval: pending, and under maker-checker not their own.
             AND (NOT $6::boolean OR (b.status = 'pending_approval' AND $7::boolean
                  AND (NOT $8::boolean OR b.created_by IS DISTINCT FROM $9)))
           ${order} LIMIT $4 OFFSET $5`,
          [
            escapeLike(filter.q),
            filter.status,
            filter.source,
            limit,
            offset,
            filter.awaitingApproval,
            viewer.mayApprove,
            viewer.manualApproval,
            viewer.userId,
          ],
        )
      ).rows,
    page.limit,
    page.page,
  );
  return { ...paged, items: paged.items.map((row) => batchOf(row, viewer)) };
}

const LINE_COLUMNS = `l.id::float8 AS id, l.agent_id AS "agentId", a.full_name AS "agentName",
  a.nik AS "employeeNumber", l.amount::float8 AS amount, l.method, l.bank_code AS "bankCode",
  l.account_number AS "accountNumber", l.account_name AS "accountName", l.e_wallet AS "eWallet",
  l.phone_number AS "phoneNumber", l.status, l.error_code AS "errorCode",
  l.error_reason AS "errorReason", l.inquiry_status AS "inquiryStatus",
  l.inquired_name AS "inquiredName", l.attempts, l.provider_reference AS "providerReference",
  ${isoInstant("l.submitted_at")} AS "submittedAt", ${isoInstant("l.succeeded_at")} AS "succeededAt",
  ${isoInstant("l.failed_at")} AS "failedAt",
  l.payroll_report_detail_id::float8 AS "payrollReportDetailId",
  ARRAY(SELECT c.id FROM reimbursement_claims c WHERE c.disbursement_line_id = l.id ORDER BY c.id)
    AS "reimbursementClaimIds", l.version`;

const LINE_FROM = "FROM disbursement_lines l JOIN agents a ON a.id = l.agent_id";

const bankNames = new Map(BANKS.map((bank) => [bank.code, bank.name]));

/** A stored line as answered: the bank's name, the reason in the caller's language. */
function lineOf(row: Omit<Line, "bankName">, language: ProblemLanguage): Line {
  return {
    ...row,
    bankName: row.bankCode ? (bankNames.get(row.bankCode) ?? null) : null,
    errorReason: row.errorReason ? localizeProblem(language, row.errorReason) : null,
  };
}

export async function findLine(
  tx: Tx,
  disbursementId: number,
  lineId: number,
  language: ProblemLanguage,
): Promise<Line | null> {
  const { rows } = await tx.query<Line>(
    `SELECT ${LINE_COLUMNS} ${LINE_FROM} WHERE l.disbursement_id = $1 AND l.id = $2`,
    [disbursementId, lineId],
  );
  return rows[0] ? lineOf(rows[0], language) : null;
}

const LINE_SORTABLE: Record<string, string> = {
  id: "l.id",
  name: "lower(a.full_name)",
  employeeNumber: "a.nik",
  amount: "l.amount",
  status: "l.status",
};

export type LineFilter = {
  q: string | null;
  status: string | null;
  problems: boolean;
  sort: string | undefined;
};

export async function listLines(
  tx: Tx,
  disbursementId: number,
  filter: LineFilter,
  language: ProblemLanguage,
  page: { limit: number; page: number },
): Promise<Paged<Line>> {
  const order = orderBy(filter.sort, LINE_SORTABLE, "id", "l.id");
  const paged = await pagedRows(
    async (limit, offset) =>
      (
        await tx.query<Line & { total: number }>(
          `SELECT ${LINE_COLUMNS}, count(*) OVER ()::int AS total ${LINE_FROM}
            WHERE l.disbursement_id = $1
              AND ($2::text IS NULL OR a.full_name ILIKE '%' || $2 || '%' OR a.nik LIKE $2 || '%'
                   OR l.account_number LIKE $2 || '%')
              AND ($3::text IS NULL OR l.status = $3)
              AND (NOT $4::boolean OR l.error_code IS NOT NULL OR l.inquiry_status IN ('mismatch', 'not_found'))
            ${order} LIMIT $5 OFFSET $6`,
          [disbursementId, escapeLike(filter.q), filter.status, filter.problems, limit, offset],
        )
      ).rows,
    page.limit,
    page.page,
  );
  return { ...paged, items: paged.items.map((row) => lineOf(row, language)) };
}

export async function listEvents(
  tx: Tx,
  disbursementId: number,
  page: { limit: number; page: number },
): Promise<Paged<Event>> {
  return pagedRows(
    async (limit, offset) =>
      (
        await tx.query<Event & { total: number }>(
          `SELECT e.id::float8 AS id, e.line_id::float8 AS "lineId", e.from_status AS "fromStatus",
                  e.to_status AS "toStatus", e.actor_type AS "actorType", u.fullname AS "actorName",
                  e.detail::text AS detail, ${isoInstant("e.created_at")} AS "createdAt",
                  count(*) OVER ()::int AS total
             FROM disbursement_events e LEFT JOIN users u ON u.id = e.actor_user_id
            WHERE e.disbursement_id = $1
            ORDER BY e.id DESC LIMIT $2 OFFSET $3`,
          [disbursementId, limit, offset],
        )
      ).rows,
    page.limit,
    page.page,
  );
}

/** Who changed a line or batch, for disbursement_events. */
export type Actor = { type: "user"; userId: number } | { type: "provider" } | { type: "system" };

/**
 * One event per line that moved, written from the lines' new state in one statement: the
 * lines `ids` went from `from` (per line: the status before) to their current status.
 */
export async function lineEvents(
  tx: Tx,
  clientId: number,
  moves: readonly { lineId: number; from: LineStatus | null }[],
  actor: Actor,
  detail: Record<string, unknown> | null = null,
): Promise<void> {
  if (moves.length === 0) return;
  await tx.query(
    `INSERT INTO disbursement_events (client_id, disbursement_id, line_id, from_status, to_status,
       actor_type, actor_user_id, detail)
     SELECT $1, l.disbursement_id, l.id, m.from_status, l.status, $4, $5, $6
       FROM unnest($2::bigint[], $3::text[]) AS m(line_id, from_status)
       JOIN disbursement_lines l ON l.id = m.line_id
      ORDER BY l.id`,
    [
      clientId,
      moves.map((move) => move.lineId),
      moves.map((move) => move.from),
      actor.type,
      actor.type === "user" ? actor.userId : null,
      detail === null ? null : JSON.stringify(detail),
    ],
  );
}

/** A batch-level event (created, approved, cancelled…: line_id null). */
export async function batchEvent(
  tx: Tx,
  clientId: number,
  disbursementId: number,
  move: { from: string | null; to: string },
  actor: Actor,
  detail: Record<string, unknown> | null = null,
): Promise<void> {
  await tx.query(
    `INSERT INTO disbursement_events (client_id, disbursement_id, line_id, from_status, to_status,
       actor_type, actor_user_id, detail)
     VALUES ($1, $2, NULL, $3, $4, $5, $6, $7)`,
    [
      clientId,
      disbursementId,
      move.from,
      move.to,
      actor.type,
      actor.type === "user" ? actor.userId : null,
      detail === null ? null : JSON.stringify(detail),
    ],
  );
}

/** A line as stored, locked for a change, with its batch's status and channel. */
export type StoredLine = {
  id: number;
  disbursementId: number;
  amount: number;
  status: LineStatus;
  bankCode: string | null;
  accountNumber: string | null;
  accountName: string | null;
  eWallet: string | null;
  phoneNumber: string | null;
  errorCode: string | null;
  attempts: number;
  version: number;
  batchStatus: string;
  channel: string;
};

/** The line of the batch, both locked (batch first, the order every writer takes). */
export async function lockLine(
  tx: Tx,
  disbursementId: number,
  lineId: number,
): Promise<StoredLine | null> {
  const batch = await tx.query<{ status: string; channel: string }>(
    "SELECT status, channel FROM disbursements WHERE id = $1 FOR UPDATE",
    [disbursementId],
  );
  const head = batch.rows[0];
  if (!head) return null;
  const { rows } = await tx.query<Omit<StoredLine, "batchStatus" | "channel">>(
    `SELECT id::float8 AS id, disbursement_id AS "disbursementId", amount::float8 AS amount, status,
            bank_code AS "bankCode", account_number AS "accountNumber", account_name AS "accountName",
            e_wallet AS "eWallet", phone_number AS "phoneNumber", error_code AS "errorCode",
            attempts, version
       FROM disbursement_lines WHERE disbursement_id = $1 AND id = $2 FOR UPDATE`,
    [disbursementId, lineId],
  );
  return rows[0] ? { ...rows[0], batchStatus: head.status, channel: head.channel } : null;
}
