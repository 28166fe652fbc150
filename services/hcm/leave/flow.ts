import { randomUUID } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import type { Lang } from "../../../domain/enums.ts";
import {
  datesBetween,
  type HalfDay,
  MAX_REQUEST_SPAN_DAYS,
  requestDays,
} from "../../../domain/leave/days.ts";
import { leaveDayStatus, SICK_KINDS } from "../../../domain/leave/kinds.ts";
import { fromHundredths, hundredthsText, toHundredths } from "../../../domain/leave/ledger.ts";
import type { Db, Tx } from "../../db/pool.ts";
import { audit, violatedConstraint } from "../../main/org/common.ts";
import type { LiveChange, LivePublisher } from "../../shared/live.ts";
import type { Principal } from "../../shared/principal.ts";
import { ensureRecord, type RecordActor, recomputeRecord } from "../attendance/records.ts";
import { alreadyApproved } from "../attendance/requests/flow.ts";
import {
  availableHundredths,
  type EntryView,
  findAgent,
  findPolicy,
  type LeavePolicy,
  ledgerEntries,
  syncAccruals,
} from "./ledgerRepo.ts";
import {
  alreadyStatus,
  conflict,
  EMPLOYEE,
  HEADLINES,
  LEAVE_REQUEST,
  type LeaveProblem,
  leaveInvalid,
  leaveSubmittedFirst,
  notFoundLeave,
  overlapping,
} from "./messages.ts";
import { dayTypesOf, findLeaveRequest, type LeaveRequestView } from "./repo.ts";

/**
 * Issue 15: leave requests from the console (on a worker's behalf) and the worker app, through
 * the approval rules as attendance requests go (services/hcm/attendance/requests/flow.ts): the
 * rule covering "leave" routes it layer by layer; no rule → approved at once by the system.
 * Decision: the attendance policy's automatic approval is about check-ins, not leave, so only
 * the approval rule decides how a leave request is approved.
 *
 * When approved (in the deciding transaction, approvals/riders.ts → ./rider.ts): a "taken"
 * ledger entry and the days' attendance records in the matching leave status (SPEC §4).
 * Cancelling an approved leave posts a "reversal" restoring the balance exactly and releases
 * the records.
 */

/** How far back and ahead a request may reach (a sane window, RULES.md §2). */
export const PAST_DAYS = 90;
export const FUTURE_DAYS = 366;

export type CreateInput = {
  agentId: number;
  policyId: number;
  from: string;
  to: string;
  halfDay: HalfDay | null;
  reason: string | null;
  fileId: string | null;
  clientRequestId?: string | undefined;
};

export type LeaveActor =
  | { kind: "user"; principal: Principal }
  | { kind: "agent"; agentId: number };

const recordActor = (actor: LeaveActor): RecordActor =>
  actor.kind === "user"
    ? { kind: "user", userId: actor.principal.userId }
    : { kind: "agent", agentId: actor.agentId };

type Deps = { db: Db; live?: LivePublisher | undefined };

/** The row the flow works on, locked. */
type RequestRow = {
  id: number;
  agentId: number;
  policyId: number;
  from: string;
  to: string;
  halfDay: HalfDay | null;
  days: string;
  status: "pending" | "approved" | "rejected" | "cancelled";
  paid: boolean | null;
  paidChoice: boolean | null;
  approvalRequestId: number | null;
};

const ROW_COLUMNS = `id, agent_id AS "agentId", leave_policy_id AS "policyId",
  to_char(from_date, 'YYYY-MM-DD') AS "from", to_char(to_date, 'YYYY-MM-DD') AS "to",
  half_day AS "halfDay", days::text AS days, status, paid, paid_choice AS "paidChoice",
  approval_request_id AS "approvalRequestId"`;

export async function lockRow(
  tx: Tx,
  by: "id" | "approval",
  value: number,
): Promise<RequestRow | null> {
  const column = by === "id" ? "id" : "approval_request_id";
  const found = await tx.query<RequestRow>(
    `SELECT ${ROW_COLUMNS} FROM leave_requests WHERE ${column} = $1 FOR UPDATE`,
    [value],
  );
  return found.rows[0] ?? null;
}

async function countedDates(tx: Tx, requestId: number) {
  const found = await tx.query<{ date: string; fraction: string }>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, fraction::text AS fraction
     FROM leave_request_days WHERE leave_request_id = $1 AND fraction > 0 ORDER BY date`,
    [requestId],
  );
  return found.rows.map((row) => ({ date: row.date, half: row.fraction === "0.50" }));
}

/** SPEC §8: a day whose attendance is already approved takes no leave. */
async function assertNoApprovedAttendance(tx: Tx, agentId: number, dates: readonly string[]) {
  if (dates.length === 0) return;
  const found = await tx.query(
    `SELECT 1 FROM attendance_records
     WHERE agent_id = $1 AND date = ANY($2::date[])
       AND (decision = 'approve' OR status IN ('approved', 'overtime'))
     LIMIT 1`,
    [agentId, dates],
  );
  if ((found.rowCount ?? 0) > 0) throw alreadyApproved();
}

/**
 * Decision: an approval as unpaid does not spend a paid policy's balance (the worker is not
 * paid for those days; approving unpaid is what an approver does when the balance should stay,
 * RULES.md §2 Staffinc "Paid or Unpaid"). A policy unpaid by default (e.g. the unpaid kind)
 * counts its own days, so its balance is spent either way.
 */
export const spendsBalance = (policy: LeavePolicy, paid: boolean) => paid || !policy.paidByDefault;

/** Whether the policy's balance must cover the request (limited, no negative balance). */
const balanceBinds = (policy: LeavePolicy, paid: boolean) =>
  policy.limited && !policy.allowNegative && spendsBalance(policy, paid);

const overBalance = (available: number): LeaveProblem => ({
  field: "days",
  en: `exceeds the available balance of ${fromHundredths(available)} days`,
  id: `melebihi saldo cuti yang tersedia sebanyak ${fromHundredths(available)} hari`,
});

async function workerLabel(tx: Tx, agentId: number) {
  const found = await tx.query<{ name: string }>(
    "SELECT full_name AS name FROM agents WHERE id = $1",
    [agentId],
  );
  return `Worker app: ${found.rows[0]?.name ?? "?"} (#${agentId})`;
}

/** An audit row by the console user, or by the worker (as the attendance requests write it). */
async function auditBy(
  tx: Tx,
  clientId: number,
  actor: LeaveActor,
  change: { action: string; entityType: string; entityId: number; before: unknown; after: unknown },
) {
  if (actor.kind === "user") return audit(tx, actor.principal, change);
  await tx.query(
    `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                            entity_type, entity_id, before, after)
     VALUES ($1, 'system', NULL, $2, $3, $4, $5, $6, $7)`,
    [
      clientId,
      await workerLabel(tx, actor.agentId),
      change.action,
      change.entityType,
      String(change.entityId),
      change.before === null ? null : JSON.stringify(change.before),
      change.after === null ? null : JSON.stringify(change.after),
    ],
  );
}

/**
 * Makes a leave request (console or worker). Worker requests are idempotent per
 * clientRequestId: a repeat answers the first request (created false).
 */
export async function createLeaveRequest(
  deps: Deps,
  clientId: number,
  input: CreateInput,
  actor: LeaveActor,
  lang: Lang,
): Promise<{ request: LeaveRequestView; created: boolean }> {
  const repeatOf = async (tx: Tx) => {
    if (!input.clientRequestId) return null;
    const found = await tx.query<{ id: number }>(
      "SELECT id FROM leave_requests WHERE agent_id = $1 AND client_request_id = $2",
      [input.agentId, input.clientRequestId],
    );
    return found.rows[0] ? await findLeaveRequest(tx, found.rows[0].id) : null;
  };
  const attempt = () =>
    deps.db.tenant(clientId, async (tx) => {
      const agent = await findAgent(tx, input.agentId);
      if (!agent) throw notFoundLeave(EMPLOYEE);
      // One worker's requests are checked one after another (balance and overlap).
      await tx.query("SELECT pg_advisory_xact_lock(15, $1)", [input.agentId]);
      const repeat = await repeatOf(tx);
      if (repeat) return { request: repeat, created: false, dates: [], applied: false };

      const problems: LeaveProblem[] = [];
      const policy = await findPolicy(tx, input.policyId, input.agentId);
      if (!policy)
        problems.push({ field: "policyId", en: "does not exist", id: "tidak ditemukan" });
      else if (policy.status !== "active")
        problems.push({ field: "policyId", en: "is inactive", id: "tidak aktif" });
      else if (!policy.covers)
        problems.push({
          field: "policyId",
          en: "does not cover this employee",
          id: "tidak berlaku untuk karyawan ini",
        });
      if (!agent.active)
        problems.push({
          field: "agentId",
          en: "is not an active employee",
          id: "bukan karyawan aktif",
        });
      const today = Temporal.PlainDate.from(agent.today);
      const from = Temporal.PlainDate.from(input.from);
      const to = Temporal.PlainDate.from(input.to);
      const earliest = today.subtract({ days: PAST_DAYS });
      const latest = today.add({ days: FUTURE_DAYS });
      if (Temporal.PlainDate.compare(to, from) < 0)
        problems.push({
          field: "to",
          en: "must be on or after the start date",
          id: "harus sama dengan atau setelah tanggal mulai",
        });
      else if (from.until(to).days + 1 > MAX_REQUEST_SPAN_DAYS)
        problems.push({
          field: "to",
          en: `must be at most ${MAX_REQUEST_SPAN_DAYS} days after the start date`,
          id: `paling lama ${MAX_REQUEST_SPAN_DAYS} hari setelah tanggal mulai`,
        });
      if (Temporal.PlainDate.compare(from, earliest) < 0)
        problems.push({
          field: "from",
          en: `must be at most ${PAST_DAYS} days ago`,
          id: `paling lama ${PAST_DAYS} hari yang lalu`,
        });
      if (Temporal.PlainDate.compare(to, latest) > 0)
        problems.push({
          field: "to",
          en: `must be within ${FUTURE_DAYS} days from today`,
          id: `harus dalam ${FUTURE_DAYS} hari dari hari ini`,
        });
      if (input.halfDay !== null) {
        if (policy && !policy.halfDayAllowed)
          problems.push({
            field: "halfDay",
            en: "is not allowed by this leave policy",
            id: "tidak diizinkan oleh kebijakan cuti ini",
          });
        else if (input.from !== input.to)
          problems.push({
            field: "halfDay",
            en: "is only for a one-day request",
            id: "hanya untuk pengajuan satu hari",
          });
      }
      if (input.fileId === null && policy?.attachmentRequired)
        problems.push({
          field: "fileId",
          en: "is required by this leave policy",
          id: "wajib dilampirkan menurut kebijakan cuti ini",
        });
      if (input.fileId !== null) {
        const file = await tx.query("SELECT 1 FROM files WHERE id = $1", [input.fileId]);
        if (file.rowCount === 0)
          problems.push({ field: "fileId", en: "does not exist", id: "tidak ditemukan" });
      }
      if (problems.length > 0 || !policy) throw leaveInvalid(HEADLINES.create, problems, lang);

      const types = await dayTypesOf(tx, input.agentId, input.from, input.to);
      const { days, totalHundredths } = requestDays(
        { from: input.from, to: input.to, halfDay: input.halfDay },
        (date) => types.get(date) ?? "working",
        policy,
      );
      if (totalHundredths === 0)
        throw leaveInvalid(
          HEADLINES.create,
          [
            {
              field: "days",
              en: "must include at least one day the policy counts (these dates are days off or holidays)",
              id: "harus mencakup sedikitnya satu hari yang dihitung kebijakan (tanggal ini hari libur)",
            },
          ],
          lang,
        );
      if (policy.maxDaysPerRequest !== null && totalHundredths > policy.maxDaysPerRequest)
        throw leaveInvalid(
          HEADLINES.create,
          [
            {
              field: "days",
              en: `must be at most ${fromHundredths(policy.maxDaysPerRequest)} days per request`,
              id: `paling banyak ${fromHundredths(policy.maxDaysPerRequest)} hari per pengajuan`,
            },
          ],
          lang,
        );

      const overlap = await tx.query(
        `SELECT 1 FROM leave_requests WHERE agent_id = $1 AND status IN ('pending', 'approved')
           AND daterange(from_date, to_date, '[]') && daterange($2::date, $3::date, '[]')`,
        [input.agentId, input.from, input.to],
      );
      if ((overlap.rowCount ?? 0) > 0) throw overlapping();
      const counted = days.filter((d) => d.fraction > 0).map((d) => d.date);
      await assertNoApprovedAttendance(tx, input.agentId, counted);

      if (balanceBinds(policy, policy.paidByDefault)) {
        await syncAccruals(tx, clientId, { agentIds: [input.agentId], policyIds: [policy.id] });
        const available = await availableHundredths(
          tx,
          input.agentId,
          policy.id,
          agent.today,
          null,
        );
        if (totalHundredths > available)
          throw leaveInvalid(HEADLINES.create, [overBalance(available)], lang);
      }

      const rule = await tx.query<{ id: number }>(
        `SELECT r.id FROM approval_rules r JOIN approval_rule_request_types t ON t.rule_id = r.id
         WHERE t.request_type = 'leave' FOR KEY SHARE OF r`,
      );
      const ruleId = rule.rows[0]?.id ?? null;
      const auto = ruleId === null;
      const approval = await tx.query<{ id: number }>(
        `INSERT INTO approval_requests (client_id, request_type, agent_id, rule_id, status)
         VALUES ($1, 'leave', $2, $3, $4) RETURNING id`,
        [clientId, input.agentId, ruleId, auto ? "approved" : "pending"],
      );
      const approvalId = approval.rows[0]!.id;
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO leave_requests (client_id, agent_id, leave_policy_id, from_date, to_date,
           half_day, days, reason, file_id, approval_request_id, client_request_id,
           created_by_user, created_by_agent)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          clientId,
          input.agentId,
          policy.id,
          input.from,
          input.to,
          input.halfDay,
          hundredthsText(totalHundredths),
          input.reason,
          input.fileId,
          approvalId,
          input.clientRequestId ?? null,
          actor.kind === "user" ? actor.principal.userId : null,
          actor.kind === "agent",
        ],
      );
      const id = inserted.rows[0]!.id;
      await tx.query(
        `INSERT INTO leave_request_days (client_id, leave_request_id, date, fraction, day_type)
         SELECT $1, $2, t.date, t.fraction, t.type
         FROM unnest($3::date[], $4::numeric[], $5::text[]) AS t(date, fraction, type)`,
        [
          clientId,
          id,
          days.map((d) => d.date),
          days.map((d) => d.fraction),
          days.map((d) => d.dayType),
        ],
      );
      await auditBy(tx, clientId, actor, {
        action: "leave_request.create",
        entityType: "leave_request",
        entityId: id,
        before: null,
        after: { ...input, days: fromHundredths(totalHundredths), ruleId, auto },
      });
      let dates: string[] = [];
      if (auto) {
        await tx.query(
          `INSERT INTO approval_actions (client_id, request_id, layer, actor, actor_user_id, action, note)
           VALUES ($1, $2, 1, 'system', NULL, 'auto_approve', 'No approval rule covers leave requests')`,
          [clientId, approvalId],
        );
        const row = (await lockRow(tx, "id", id))!;
        dates = await applyApproved(tx, clientId, row, { kind: "system" }, null);
      }
      return { request: (await findLeaveRequest(tx, id))!, created: true, dates, applied: auto };
    });
  let outcome: Awaited<ReturnType<typeof attempt>>;
  try {
    outcome = await attempt();
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === "leave_requests_no_overlap") throw overlapping();
    if (constraint === "leave_requests_client_id_agent_id_client_request_id_key")
      outcome = await attempt();
    else throw error;
  }
  if (outcome.created) {
    deps.live?.changed(clientId, {
      type: "leave",
      dates: datesBetween(outcome.request.from, outcome.request.to),
    });
    if (outcome.dates.length > 0)
      deps.live?.changed(clientId, { type: "attendance", dates: outcome.dates });
  }
  return { request: outcome.request, created: outcome.created };
}

/**
 * Applies an approved leave (the flow's end): the "taken" entry, the request's outcome, and
 * each counted day's attendance record in the leave status (SPEC §4) through the records' one
 * door. Answers the dates whose records changed.
 */
async function applyApproved(
  tx: Tx,
  clientId: number,
  row: RequestRow,
  actor: RecordActor,
  note: string | null,
): Promise<string[]> {
  const policy = (await findPolicy(tx, row.policyId, row.agentId))!;
  const paid = row.paidChoice ?? policy.paidByDefault;
  const days = toHundredths(row.days);
  if (spendsBalance(policy, paid) && days > 0)
    await tx.query(
      `INSERT INTO leave_ledger (client_id, agent_id, leave_policy_id, date, kind, days, reason,
         source_key, leave_request_id, created_by_user)
       VALUES ($1, $2, $3, $4, 'taken', $5, $6, $7, $8, $9)
       ON CONFLICT (client_id, agent_id, leave_policy_id, source_key) DO NOTHING`,
      [
        clientId,
        row.agentId,
        row.policyId,
        row.from,
        hundredthsText(-days),
        `Leave request #${row.id}: ${row.from} to ${row.to}${paid ? "" : " (unpaid)"}`,
        `taken:request:${row.id}`,
        row.id,
        actor.kind === "user" ? actor.userId : null,
      ],
    );
  await tx.query(
    `UPDATE leave_requests SET status = 'approved', paid = $2, decided_at = now(),
       decision_note = coalesce($3, decision_note), version = version + 1, updated_at = now()
     WHERE id = $1`,
    [row.id, paid, note],
  );
  const counted = await countedDates(tx, row.id);
  for (const day of counted) {
    const record = await ensureRecord(tx, clientId, row.agentId, day.date);
    await tx.query("UPDATE attendance_records SET leave_status = $2 WHERE id = $1", [
      record.id,
      leaveDayStatus(policy.kind, paid, day.half),
    ]);
    await recomputeRecord(
      tx,
      clientId,
      record.id,
      actor,
      "leave_approved",
      note ?? `Leave request #${row.id}`,
    );
  }
  return counted.map((d) => d.date);
}

async function settle(
  tx: Tx,
  row: RequestRow,
  status: "rejected" | "cancelled",
  note: string | null,
) {
  await tx.query(
    `UPDATE leave_requests SET status = $2, decided_at = now(),
       decision_note = coalesce($3, decision_note), version = version + 1, updated_at = now()
     WHERE id = $1`,
    [row.id, status, note],
  );
}

/**
 * Undoes an approved leave: a "reversal" of its entries dated as they were (so the balance on
 * every day is what it was before), the records' leave status cleared and recomputed.
 */
async function reverseApproved(
  tx: Tx,
  clientId: number,
  row: RequestRow,
  actor: RecordActor,
  note: string | null,
): Promise<string[]> {
  const spent = await tx.query<{ sum: string | null }>(
    "SELECT sum(days)::text AS sum FROM leave_ledger WHERE leave_request_id = $1",
    [row.id],
  );
  const total = spent.rows[0]?.sum ? toHundredths(spent.rows[0].sum) : 0;
  if (total !== 0)
    await tx.query(
      `INSERT INTO leave_ledger (client_id, agent_id, leave_policy_id, date, kind, days, reason,
         source_key, leave_request_id, created_by_user)
       VALUES ($1, $2, $3, $4, 'reversal', $5, $6, $7, $8, $9)
       ON CONFLICT (client_id, agent_id, leave_policy_id, source_key) DO NOTHING`,
      [
        clientId,
        row.agentId,
        row.policyId,
        row.from,
        hundredthsText(-total),
        `Leave request #${row.id} cancelled`,
        `reversal:request:${row.id}`,
        row.id,
        actor.kind === "user" ? actor.userId : null,
      ],
    );
  await settle(tx, row, "cancelled", note);
  const counted = await countedDates(tx, row.id);
  for (const day of counted) {
    const found = await tx.query<{ id: string }>(
      `UPDATE attendance_records SET leave_status = NULL
       WHERE agent_id = $1 AND date = $2 RETURNING id`,
      [row.agentId, day.date],
    );
    const id = found.rows[0]?.id;
    if (id !== undefined)
      await recomputeRecord(
        tx,
        clientId,
        Number(id),
        actor,
        "leave_cancelled",
        note ?? `Leave request #${row.id} cancelled`,
      );
  }
  return counted.map((d) => d.date);
}

/** Rider: before an approver's approve, the request must still fit (SPEC §8; the balance). */
export async function checkLeaveBeforeApprove(tx: Tx, approvalId: number): Promise<void> {
  const row = await lockRow(tx, "approval", approvalId);
  if (row?.status !== "pending") return;
  const counted = await countedDates(tx, row.id);
  await assertNoApprovedAttendance(
    tx,
    row.agentId,
    counted.map((d) => d.date),
  );
  const policy = (await findPolicy(tx, row.policyId, row.agentId))!;
  if (!balanceBinds(policy, row.paidChoice ?? policy.paidByDefault)) return;
  const agent = (await findAgent(tx, row.agentId))!;
  const clientId = (await tx.query<{ id: number }>("SELECT app_client_id() AS id")).rows[0]!.id;
  await syncAccruals(tx, clientId, { agentIds: [row.agentId], policyIds: [row.policyId] });
  const available = await availableHundredths(tx, row.agentId, row.policyId, agent.today, row.id);
  if (toHundredths(row.days) > available)
    throw conflict(
      {
        en: `The employee's leave balance no longer covers this request (${fromHundredths(available)} days available)`,
        id: `Saldo cuti karyawan tidak lagi mencukupi pengajuan ini (tersedia ${fromHundredths(available)} hari)`,
      },
      "LEAVE_BALANCE_INSUFFICIENT",
    );
}

/** Rider: after the approval row took `status`. */
export async function afterLeaveDecision(
  tx: Tx,
  clientId: number,
  approvalId: number,
  status: "pending" | "approved" | "rejected" | "cancelled",
  actor: RecordActor,
  note: string | null,
): Promise<LiveChange[]> {
  const row = await lockRow(tx, "approval", approvalId);
  if (row?.status !== "pending") return [];
  const leave: LiveChange = { type: "leave", dates: datesBetween(row.from, row.to) };
  if (status === "pending") return [leave];
  if (status === "approved") {
    const dates = await applyApproved(tx, clientId, row, actor, note);
    return dates.length > 0 ? [leave, { type: "attendance", dates }] : [leave];
  }
  await settle(tx, row, status, note);
  return [leave];
}

/**
 * Cancels a request: pending → its approval is cancelled (as a worker's withdrawal,
 * attendance/requests/flow.ts cancelWorkerRequest); approved (console only) → reversed.
 */
export async function cancelLeaveRequest(
  deps: Deps,
  clientId: number,
  id: number,
  actor: LeaveActor,
  note: string | null,
): Promise<LeaveRequestView> {
  const result = await deps.db.tenant(clientId, async (tx) => {
    const peek = await tx.query<{ agentId: number; approvalId: number | null }>(
      `SELECT agent_id AS "agentId", approval_request_id AS "approvalId"
       FROM leave_requests WHERE id = $1`,
      [id],
    );
    const found = peek.rows[0];
    if (!found || (actor.kind === "agent" && found.agentId !== actor.agentId))
      throw notFoundLeave(LEAVE_REQUEST);
    if (found.approvalId !== null)
      await tx.query("SELECT 1 FROM approval_requests WHERE id = $1 FOR UPDATE", [
        found.approvalId,
      ]);
    const row = (await lockRow(tx, "id", id))!;
    let dates: string[] = [];
    if (row.status === "pending") {
      if (row.approvalRequestId !== null) {
        const q = await tx.query<{ layer: number }>(
          `UPDATE approval_requests SET status = 'cancelled', version = version + 1, updated_at = now()
           WHERE id = $1 AND status = 'pending' RETURNING current_layer AS layer`,
          [row.approvalRequestId],
        );
        await tx.query(
          `INSERT INTO approval_actions (client_id, request_id, layer, actor, actor_user_id, action, note)
           VALUES ($1, $2, $3, $4, $5, 'cancel', $6)`,
          [
            clientId,
            row.approvalRequestId,
            q.rows[0]?.layer ?? 1,
            actor.kind,
            actor.kind === "user" ? actor.principal.userId : null,
            note,
          ],
        );
      }
      await settle(tx, row, "cancelled", note);
    } else if (row.status === "approved") {
      if (actor.kind === "agent")
        throw conflict(
          {
            en: "An approved leave can only be cancelled by your company's admin",
            id: "Cuti yang sudah disetujui hanya dapat dibatalkan oleh admin perusahaan Anda",
          },
          "LEAVE_APPROVED",
        );
      dates = await reverseApproved(tx, clientId, row, recordActor(actor), note);
    } else throw alreadyStatus(row.status);
    await auditBy(tx, clientId, actor, {
      action: "leave_request.cancel",
      entityType: "leave_request",
      entityId: id,
      before: { status: row.status },
      after: { status: "cancelled", note },
    });
    return { view: (await findLeaveRequest(tx, id))!, dates };
  });
  deps.live?.changed(clientId, {
    type: "leave",
    dates: datesBetween(result.view.from, result.view.to),
  });
  if (result.dates.length > 0)
    deps.live?.changed(clientId, { type: "attendance", dates: result.dates });
  return result.view;
}

/**
 * For Daily Approval (SPEC §8 "sick leave request submitted, validate the agent request
 * first"): a decision on a day waits for the leave request pending on it.
 */
export async function assertNoPendingLeave(tx: Tx, agentId: number, date: string): Promise<void> {
  const refusal = await pendingLeaveRefusal(tx, agentId, date);
  if (refusal) throw refusal;
}

export async function pendingLeaveRefusal(tx: Tx, agentId: number, date: string) {
  const found = await tx.query<{ kind: string }>(
    `SELECT p.kind FROM leave_requests lr JOIN leave_policies p ON p.id = lr.leave_policy_id
     WHERE lr.agent_id = $1 AND lr.status = 'pending' AND $2::date BETWEEN lr.from_date AND lr.to_date
     LIMIT 1`,
    [agentId, date],
  );
  const kind = found.rows[0]?.kind;
  if (kind === undefined) return null;
  return leaveSubmittedFirst((SICK_KINDS as readonly string[]).includes(kind));
}

/** A manual adjustment of a balance with its reason (audited). */
export async function adjustBalance(
  tx: Tx,
  principal: Principal,
  body: { agentId: number; policyId: number; date: string; days: number; reason: string },
  lang: Lang,
): Promise<EntryView> {
  const agent = await findAgent(tx, body.agentId);
  if (!agent) throw notFoundLeave(EMPLOYEE);
  const problems: LeaveProblem[] = [];
  const policy = await findPolicy(tx, body.policyId, body.agentId);
  if (!policy) problems.push({ field: "policyId", en: "does not exist", id: "tidak ditemukan" });
  else if (!policy.covers)
    problems.push({
      field: "policyId",
      en: "does not cover this employee",
      id: "tidak berlaku untuk karyawan ini",
    });
  let days = 0;
  try {
    days = toHundredths(body.days);
  } catch {
    days = Number.NaN;
  }
  if (!Number.isFinite(days) || days === 0 || Math.abs(days) > 36600)
    problems.push({
      field: "days",
      en: "must be a non-zero number of days from -366 to 366 with at most 2 decimals",
      id: "harus berupa jumlah hari bukan nol dari -366 sampai 366 dengan paling banyak 2 desimal",
    });
  const reason = body.reason.trim();
  if (reason.length === 0) problems.push({ field: "reason", en: "is required", id: "wajib diisi" });
  const today = Temporal.PlainDate.from(agent.today);
  const date = Temporal.PlainDate.from(body.date);
  if (
    Temporal.PlainDate.compare(date, today.subtract({ years: 5 })) < 0 ||
    Temporal.PlainDate.compare(date, today.add({ days: FUTURE_DAYS })) > 0
  )
    problems.push({
      field: "date",
      en: "must be within five years before and one year after today",
      id: "harus dalam lima tahun sebelum sampai satu tahun setelah hari ini",
    });
  if (problems.length > 0) throw leaveInvalid(HEADLINES.adjust, problems, lang);
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO leave_ledger (client_id, agent_id, leave_policy_id, date, kind, days, reason,
       source_key, created_by_user)
     VALUES ($1, $2, $3, $4, 'adjustment', $5, $6, $7, $8) RETURNING id`,
    [
      principal.clientId,
      body.agentId,
      body.policyId,
      body.date,
      hundredthsText(days),
      reason,
      `adjustment:${randomUUID()}`,
      principal.userId,
    ],
  );
  const id = Number(inserted.rows[0]!.id);
  await audit(tx, principal, {
    action: "leave_balance.adjust",
    entityType: "leave_ledger",
    entityId: id,
    before: null,
    after: { ...body, reason },
  });
  const { entries } = await ledgerEntries(tx, body.agentId, body.policyId, null, lang);
  return entries.find((e) => e.id === id)!;
}
