import type { Lang } from "../../../domain/enums.ts";
import type { LeaveKind, LedgerKind } from "../../../domain/leave/kinds.ts";
import {
  type AccrualPolicy,
  describeEntry,
  fromHundredths,
  hundredthsText,
  type LedgerEntry,
  scheduleEntries,
  toHundredths,
} from "../../../domain/leave/ledger.ts";
import type { Tx } from "../../db/pool.ts";
import { isoInstant } from "../../main/org/common.ts";
import { leavePolicyCovers } from "./coverage.ts";

/**
 * Issue 15: the leave ledger's reads and writes (migration 0027 leave_ledger, append-only).
 * A balance is a sum of entries (domain/leave/ledger.ts); the accrual schedule is posted
 * idempotently (INSERT … ON CONFLICT DO NOTHING on source_key) before a balance is read or a
 * request is checked, and daily by the leave job (./jobs.ts).
 */

/** A leave policy as this part reads it (lvpol owns its CRUD). Days in hundredths. */
export type LeavePolicy = AccrualPolicy & {
  id: number;
  name: string;
  kind: LeaveKind;
  maxDaysPerRequest: number | null;
  halfDayAllowed: boolean;
  paidByDefault: boolean;
  countDaysOff: boolean;
  countHolidays: boolean;
  attachmentRequired: boolean;
  allowNegative: boolean;
  status: "active" | "inactive";
};

type PolicyRow = Omit<LeavePolicy, "daysPerPeriod" | "carryOverDays" | "maxDaysPerRequest"> & {
  daysPerPeriod: string | null;
  carryOverDays: string;
  maxDaysPerRequest: string | null;
};

export const POLICY_COLUMNS = `p.id, p.name, p.kind, p.limited, p.days_per_period::text AS "daysPerPeriod",
  p.accrual, p.start_from AS "startFrom", p.probation_months AS "probationMonths",
  p.carry_over_days::text AS "carryOverDays", p.carry_over_expiry_months AS "carryOverExpiryMonths",
  p.max_days_per_request::text AS "maxDaysPerRequest", p.half_day_allowed AS "halfDayAllowed",
  p.paid_by_default AS "paidByDefault", p.count_days_off AS "countDaysOff",
  p.count_holidays AS "countHolidays", p.attachment_required AS "attachmentRequired",
  p.allow_negative AS "allowNegative", p.status`;

export function policyOf(row: PolicyRow): LeavePolicy {
  return {
    ...row,
    daysPerPeriod: row.daysPerPeriod === null ? null : toHundredths(row.daysPerPeriod),
    carryOverDays: toHundredths(row.carryOverDays),
    maxDaysPerRequest: row.maxDaysPerRequest === null ? null : toHundredths(row.maxDaysPerRequest),
  };
}

/** The policy and whether it covers the worker (null: no such policy in this client). */
export async function findPolicy(
  tx: Tx,
  policyId: number,
  agentId: number,
): Promise<(LeavePolicy & { covers: boolean }) | null> {
  const found = await tx.query<PolicyRow & { covers: boolean }>(
    `SELECT ${POLICY_COLUMNS}, ${leavePolicyCovers("$2")} AS covers
     FROM leave_policies p WHERE p.id = $1`,
    [policyId, agentId],
  );
  const row = found.rows[0];
  return row ? { ...policyOf(row), covers: row.covers } : null;
}

/** The active policies covering the worker, by name. */
export async function coveringPolicies(tx: Tx, agentId: number): Promise<LeavePolicy[]> {
  const found = await tx.query<PolicyRow>(
    `SELECT ${POLICY_COLUMNS} FROM leave_policies p
     WHERE p.status = 'active' AND ${leavePolicyCovers("$1")}
     ORDER BY lower(p.name), p.id`,
    [agentId],
  );
  return found.rows.map(policyOf);
}

export type AgentInfo = {
  id: number;
  fullName: string;
  branchId: number;
  timezone: string;
  today: string;
  joinDate: string;
  active: boolean;
};

export async function findAgent(tx: Tx, agentId: number): Promise<AgentInfo | null> {
  const found = await tx.query<AgentInfo>(
    `SELECT a.id, a.full_name AS "fullName", a.branch_id AS "branchId", b.timezone,
       to_char((now() AT TIME ZONE b.timezone)::date, 'YYYY-MM-DD') AS today,
       to_char(a.join_date, 'YYYY-MM-DD') AS "joinDate", a.worker_status = 'active' AS active
     FROM agents a JOIN branches b ON b.id = a.branch_id WHERE a.id = $1`,
    [agentId],
  );
  return found.rows[0] ?? null;
}

type EntryRow = {
  agentId: number;
  policyId: number;
  date: string;
  kind: LedgerKind;
  days: string;
  reason: string;
  sourceKey: string;
};

/**
 * Posts the accrual schedule (accruals, period ends, carried days expiring) of every active
 * limited policy covering each active worker selected, up to each worker's today (their
 * branch's zone), in one batch. Idempotent: entries already posted win, a repeat inserts
 * nothing. Answers how many entries were added.
 */
export async function syncAccruals(
  tx: Tx,
  clientId: number,
  filter: { agentIds?: readonly number[] | null; policyIds?: readonly number[] | null } = {},
): Promise<number> {
  const pairs = await tx.query<PolicyRow & { agentId: number; joinDate: string; today: string }>(
    `SELECT ${POLICY_COLUMNS}, a.id AS "agentId", to_char(a.join_date, 'YYYY-MM-DD') AS "joinDate",
       to_char((now() AT TIME ZONE b.timezone)::date, 'YYYY-MM-DD') AS today
     FROM agents a JOIN branches b ON b.id = a.branch_id
     JOIN leave_policies p ON p.status = 'active' AND p.limited AND ${leavePolicyCovers("a.id")}
     WHERE a.worker_status = 'active'
       AND ($1::int[] IS NULL OR a.id = ANY($1::int[]))
       AND ($2::int[] IS NULL OR p.id = ANY($2::int[]))`,
    [filter.agentIds ?? null, filter.policyIds ?? null],
  );
  if (pairs.rows.length === 0) return 0;
  const agentIds = [...new Set(pairs.rows.map((r) => r.agentId))];
  const policyIds = [...new Set(pairs.rows.map((r) => r.id))];
  const posted = await tx.query<EntryRow>(
    `SELECT agent_id AS "agentId", leave_policy_id AS "policyId", to_char(date, 'YYYY-MM-DD') AS date,
       kind, days::text AS days, reason, source_key AS "sourceKey"
     FROM leave_ledger WHERE agent_id = ANY($1::int[]) AND leave_policy_id = ANY($2::int[])`,
    [agentIds, policyIds],
  );
  const byPair = new Map<string, LedgerEntry[]>();
  for (const row of posted.rows) {
    const key = `${row.agentId}|${row.policyId}`;
    const list = byPair.get(key) ?? [];
    list.push({ ...row, days: toHundredths(row.days) });
    byPair.set(key, list);
  }
  const insert: { agentId: number; policyId: number; entry: LedgerEntry }[] = [];
  for (const row of pairs.rows) {
    const policy = policyOf(row);
    const existing = byPair.get(`${row.agentId}|${row.id}`) ?? [];
    for (const entry of scheduleEntries(policy, row.joinDate, row.today, existing))
      insert.push({ agentId: row.agentId, policyId: row.id, entry });
  }
  if (insert.length === 0) return 0;
  const added = await tx.query(
    `INSERT INTO leave_ledger (client_id, agent_id, leave_policy_id, date, kind, days, reason, source_key)
     SELECT $1, t.agent, t.policy, t.date, t.kind, t.days, t.reason, t.key
     FROM unnest($2::int[], $3::int[], $4::date[], $5::text[], $6::numeric[], $7::text[], $8::text[])
       AS t(agent, policy, date, kind, days, reason, key)
     ON CONFLICT (client_id, agent_id, leave_policy_id, source_key) DO NOTHING`,
    [
      clientId,
      insert.map((i) => i.agentId),
      insert.map((i) => i.policyId),
      insert.map((i) => i.entry.date),
      insert.map((i) => i.entry.kind),
      insert.map((i) => hundredthsText(i.entry.days)),
      insert.map((i) => i.entry.reason),
      insert.map((i) => i.entry.sourceKey),
    ],
  );
  return added.rowCount ?? 0;
}

/** One ledger entry as the API answers it (days signed, in days). */
export type EntryView = {
  id: number;
  date: string;
  kind: LedgerKind;
  days: number;
  reason: string;
  leaveRequestId: number | null;
  createdByName: string | null;
};

const ENTRY_COLUMNS = `l.id::float8 AS id, to_char(l.date, 'YYYY-MM-DD') AS date, l.kind,
  l.days::text AS days, l.reason, l.source_key AS "sourceKey", l.leave_request_id AS "leaveRequestId",
  u.fullname AS "createdByName", ${isoInstant("l.created_at")} AS "createdAt"`;

type EntryViewRow = Omit<EntryView, "days"> & { days: string; sourceKey: string };

const viewOf = (row: EntryViewRow, lang: Lang): EntryView => {
  const days = toHundredths(row.days);
  const requestLabel = row.leaveRequestId === null ? undefined : `#${row.leaveRequestId}`;
  return {
    id: row.id,
    date: row.date,
    kind: row.kind,
    days: fromHundredths(days),
    reason: describeEntry({ ...row, days }, lang, requestLabel),
    leaveRequestId: row.leaveRequestId,
    createdByName: row.createdByName,
  };
};

/** A worker's entries of a policy dated on or before `asOf` (all when null), oldest first. */
export async function ledgerEntries(
  tx: Tx,
  agentId: number,
  policyId: number,
  asOf: string | null,
  lang: Lang,
): Promise<{ balance: number; entries: EntryView[] }> {
  const found = await tx.query<EntryViewRow>(
    `SELECT ${ENTRY_COLUMNS} FROM leave_ledger l LEFT JOIN users u ON u.id = l.created_by_user
     WHERE l.agent_id = $1 AND l.leave_policy_id = $2 AND ($3::date IS NULL OR l.date <= $3::date)
     ORDER BY l.date, l.id`,
    [agentId, policyId, asOf],
  );
  const balance = found.rows.reduce((sum, row) => sum + toHundredths(row.days), 0);
  return { balance: fromHundredths(balance), entries: found.rows.map((r) => viewOf(r, lang)) };
}

/** The entries of one leave request (taken, reversal). */
export async function requestEntries(tx: Tx, requestId: number, lang: Lang): Promise<EntryView[]> {
  const found = await tx.query<EntryViewRow>(
    `SELECT ${ENTRY_COLUMNS} FROM leave_ledger l LEFT JOIN users u ON u.id = l.created_by_user
     WHERE l.leave_request_id = $1 ORDER BY l.date, l.id`,
    [requestId],
  );
  return found.rows.map((r) => viewOf(r, lang));
}

/**
 * What a request may still take (hundredths): the entries dated up to today, plus the leave
 * already taken or reversed on later days (an approved future leave is spent), minus the days
 * of the worker's other pending requests of the policy. Decision: accruals not yet due are not
 * counted — a request is checked against what the worker has, not what they will have.
 */
export async function availableHundredths(
  tx: Tx,
  agentId: number,
  policyId: number,
  today: string,
  exceptRequestId: number | null,
): Promise<number> {
  const found = await tx.query<{ ledger: string; pending: string }>(
    `SELECT
       (SELECT coalesce(sum(days), 0) FROM leave_ledger
        WHERE agent_id = $1 AND leave_policy_id = $2
          AND (date <= $3::date OR kind IN ('taken', 'reversal')))::text AS ledger,
       (SELECT coalesce(sum(days), 0) FROM leave_requests
        WHERE agent_id = $1 AND leave_policy_id = $2 AND status = 'pending'
          AND id IS DISTINCT FROM $4)::text AS pending`,
    [agentId, policyId, today, exceptRequestId],
  );
  const row = found.rows[0]!;
  return toHundredths(row.ledger) - toHundredths(row.pending);
}
