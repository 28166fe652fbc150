import {
  isNewAttendance,
  validateWorkerRequest,
  type WorkerRequestInput,
} from "../../../../domain/attendance/requests.ts";
import { businessMessages } from "../../../../domain/errors.ts";
import type { Db, Tx } from "../../../db/pool.ts";
import { isoInstant, violatedConstraint } from "../../../main/org/common.ts";
import { HttpError, invalidFields, notFound } from "../../../shared/errors.ts";
import type { LivePublisher } from "../../../shared/live.ts";
import { ensureRecord, type RecordActor, recomputeRecord } from "../records.ts";
import {
  type AttendanceRequestView,
  findAttendanceRequest,
  lockRequestRow,
  type RequestRow,
} from "./repo.ts";

/**
 * Issue 14: a worker's requests and what their approval does. A request is made by the worker
 * (the app, acting as one agent of one client), routed through the client's approval rule for
 * its type (an approval_requests row, in the same transaction), or approved at once by the
 * system when the worker's attendance policy approves automatically or no rule covers the type
 * (RULES.md §4.4; migration 0021). When its approval reaches approved, the request is applied
 * to the day's record in the deciding transaction; the record then goes through the records
 * seam (recomputeRecord), except a dispute, which sets the status outright.
 */

export const CREATE_HEADLINE = "Failed to Create Request";

/** SPEC §8, in both languages (answered in the caller's; services/shared/language.ts). */
export const alreadyApproved = () =>
  new HttpError(409, businessMessages.attendanceAlreadyApproved, {
    code: "ATTENDANCE_ALREADY_APPROVED",
    messages: {
      en: businessMessages.attendanceAlreadyApproved,
      id: "Absensi pada tanggal ini sudah disetujui, permintaan karyawan tidak dapat divalidasi",
    },
  });
export const pendingDispute = () =>
  new HttpError(409, businessMessages.pendingDispute, {
    code: "PENDING_DISPUTE",
    messages: {
      en: businessMessages.pendingDispute,
      id: "Masih ada sanggahan yang menunggu. Mohon setujui atau tolak permintaan sanggahan terlebih dahulu",
    },
  });
const conflict = (en: string, id: string, code: string) =>
  new HttpError(409, en, { code, messages: { en, id } });

export type CreateBody = WorkerRequestInput & { clientRequestId: string; fileId?: string | null };

type AgentDay = { branchId: number; timezone: string; today: string; fullName: string };

async function agentDay(tx: Tx, agentId: number): Promise<AgentDay | null> {
  const result = await tx.query<AgentDay>(
    `SELECT a.branch_id AS "branchId", b.timezone, a.full_name AS "fullName",
       to_char((now() AT TIME ZONE b.timezone)::date, 'YYYY-MM-DD') AS today
     FROM agents a JOIN branches b ON b.id = a.branch_id WHERE a.id = $1`,
    [agentId],
  );
  return result.rows[0] ?? null;
}

/** 'auto' when the worker's attendance policy (their own, else their branch's) approves automatically. */
async function policyMode(
  tx: Tx,
  agentId: number,
  branchId: number,
): Promise<"auto" | "manual" | null> {
  const result = await tx.query<{ mode: "auto" | "manual" }>(
    `SELECT p.approval_mode AS mode FROM attendance_policies p
     WHERE p.id = coalesce(
       (SELECT attendance_policy_id FROM attendance_policy_agents WHERE agent_id = $1),
       (SELECT attendance_policy_id FROM attendance_policy_branches WHERE branch_id = $2))`,
    [agentId, branchId],
  );
  return result.rows[0]?.mode ?? null;
}

type LockedRecord = {
  id: number;
  status: string;
  decision: string | null;
  checkInAt: Date | null;
  date: string;
};

async function lockRecord(tx: Tx, recordId: number): Promise<LockedRecord> {
  const result = await tx.query<LockedRecord>(
    `SELECT id::float8 AS id, status, decision, check_in_at AS "checkInAt",
       to_char(date, 'YYYY-MM-DD') AS date
     FROM attendance_records WHERE id = $1 FOR UPDATE`,
    [recordId],
  );
  return result.rows[0]!;
}

/**
 * What must hold for a request to be made or approved on its record (SPEC §8): a record already
 * approved takes no request but a dispute; a pending dispute of the day goes first; a new
 * attendance only on a day with no check-in.
 */
async function assertFitsRecord(
  tx: Tx,
  request: { id: number | null; type: RequestRow["type"]; agentId: number; date: string },
  record: LockedRecord,
): Promise<void> {
  // Approved: by a decision (Daily Approval), or computed (a policy approving automatically).
  const approved =
    record.decision === "approve" || record.status === "approved" || record.status === "overtime";
  if (request.type !== "dispute" && approved) throw alreadyApproved();
  if (isNewAttendance(request.type) && record.checkInAt !== null)
    throw conflict(
      "This day already has a check-in: a new attendance is only for a day without one",
      "Hari ini sudah memiliki check-in: absensi baru hanya untuk hari tanpa check-in",
      "ALREADY_CHECKED_IN",
    );
  const disputes = await tx.query(
    `SELECT 1 FROM attendance_requests WHERE agent_id = $1 AND date = $2 AND status = 'pending'
       AND request_type = 'dispute' AND id IS DISTINCT FROM $3`,
    [request.agentId, request.date, request.id],
  );
  if ((disputes.rowCount ?? 0) > 0) throw pendingDispute();
}

/**
 * For the other deciders of a record (Daily Approval): a decision on a day waits for the
 * day's pending dispute (SPEC §8 "Please do approval on dispute request first").
 */
export async function assertNoPendingDispute(tx: Tx, recordId: number): Promise<void> {
  const found = await tx.query(
    "SELECT 1 FROM attendance_requests WHERE record_id = $1 AND status = 'pending' AND request_type = 'dispute'",
    [recordId],
  );
  if ((found.rowCount ?? 0) > 0) throw pendingDispute();
}

/** A worker makes a request (idempotent per clientRequestId: a repeat answers the first request). */
export async function createWorkerRequest(
  deps: { db: Db; live?: LivePublisher | undefined },
  clientId: number,
  agentId: number,
  body: CreateBody,
): Promise<{ request: AttendanceRequestView; created: boolean }> {
  const attempt = () =>
    deps.db.tenant(clientId, async (tx) => {
      const existing = await tx.query<{ id: number }>(
        "SELECT id FROM attendance_requests WHERE agent_id = $1 AND client_request_id = $2",
        [agentId, body.clientRequestId],
      );
      if (existing.rows[0])
        return {
          request: (await findAttendanceRequest(tx, existing.rows[0].id))!,
          created: false,
          applied: false,
        };

      const day = await agentDay(tx, agentId);
      if (!day) throw notFound("Employee");
      const problems = validateWorkerRequest(body, day.today, day.timezone);
      if (body.shiftId != null) {
        const shift = await tx.query("SELECT 1 FROM shifts WHERE id = $1 AND status = 'active'", [
          body.shiftId,
        ]);
        if (shift.rowCount === 0) problems.push({ field: "shiftId", message: "does not exist" });
      }
      if (body.branchId != null) {
        const branch = await tx.query(
          "SELECT 1 FROM branches WHERE id = $1 AND status = 'active'",
          [body.branchId],
        );
        if (branch.rowCount === 0) problems.push({ field: "branchId", message: "does not exist" });
      }
      if (body.fileId != null) {
        const file = await tx.query("SELECT 1 FROM files WHERE id = $1", [body.fileId]);
        if (file.rowCount === 0) problems.push({ field: "fileId", message: "does not exist" });
      }
      if (problems.length > 0) throw invalidFields(CREATE_HEADLINE, problems);

      // The day's record (made from the schedule when it does not exist yet), locked: two
      // requests of one day are checked one after the other.
      const ref = await ensureRecord(tx, clientId, agentId, body.date);
      const record = await lockRecord(tx, ref.id);
      // A concurrent repeat that committed while this one waited for the record's lock.
      const repeated = await tx.query<{ id: number }>(
        "SELECT id FROM attendance_requests WHERE agent_id = $1 AND client_request_id = $2",
        [agentId, body.clientRequestId],
      );
      if (repeated.rows[0])
        return {
          request: (await findAttendanceRequest(tx, repeated.rows[0].id))!,
          created: false,
          applied: false,
        };
      await assertFitsRecord(tx, { id: null, type: body.type, agentId, date: body.date }, record);
      const twin = await tx.query(
        `SELECT 1 FROM attendance_requests WHERE agent_id = $1 AND date = $2 AND status = 'pending'
           AND request_type = $3`,
        [agentId, body.date, body.type],
      );
      if ((twin.rowCount ?? 0) > 0) {
        if (body.type === "dispute") throw pendingDispute();
        throw conflict(
          "A request of this type for this date is already waiting for approval",
          "Permintaan dengan jenis ini untuk tanggal ini masih menunggu persetujuan",
          "PENDING_REQUEST",
        );
      }

      // Routing: the rule covering the type; none, or a policy approving automatically → system.
      const rule = await tx.query<{ id: number }>(
        `SELECT r.id FROM approval_rules r JOIN approval_rule_request_types t ON t.rule_id = r.id
         WHERE t.request_type = $1 FOR KEY SHARE OF r`,
        [body.type],
      );
      const ruleId = rule.rows[0]?.id ?? null;
      const auto = ruleId === null || (await policyMode(tx, agentId, day.branchId)) === "auto";
      const approval = await tx.query<{ id: number }>(
        `INSERT INTO approval_requests (client_id, request_type, agent_id, rule_id, status)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [clientId, body.type, agentId, ruleId, auto ? "approved" : "pending"],
      );
      const approvalId = approval.rows[0]!.id;
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO attendance_requests (client_id, agent_id, request_type, date, record_id,
           shift_id, branch_id, check_in_at, check_out_at, dispute_status, reason, file_id,
           client_request_id, approval_request_id, record_before)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
           (SELECT json_build_object('status', rec.status, 'shiftName', s.name, 'branchName', b.name,
              'checkInAt', ${isoInstant("rec.check_in_at")}, 'checkOutAt', ${isoInstant("rec.check_out_at")})
            FROM attendance_records rec LEFT JOIN shifts s ON s.id = rec.shift_id
            LEFT JOIN branches b ON b.id = rec.branch_id WHERE rec.id = $5))
         RETURNING id`,
        [
          clientId,
          agentId,
          body.type,
          body.date,
          record.id,
          body.shiftId ?? null,
          body.branchId ?? null,
          body.checkInAt ?? null,
          body.checkOutAt ?? null,
          body.disputeStatus ?? null,
          body.reason.trim(),
          body.fileId ?? null,
          body.clientRequestId,
          approvalId,
        ],
      );
      const id = inserted.rows[0]!.id;
      await tx.query(
        `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                                entity_type, entity_id, before, after)
         VALUES ($1, 'system', NULL, $2, 'attendance_request.create', 'attendance_request', $3, NULL, $4)`,
        [
          clientId,
          `Worker app: ${day.fullName} (#${agentId})`,
          String(id),
          JSON.stringify({ ...body, recordId: record.id, ruleId, auto }),
        ],
      );
      if (!auto) await holdForRequest(tx, clientId, record.id, agentId, body.reason.trim());
      else {
        await tx.query(
          `INSERT INTO approval_actions (client_id, request_id, layer, actor, actor_user_id, action, note)
           VALUES ($1, $2, 1, 'system', NULL, 'auto_approve', $3)`,
          [
            clientId,
            approvalId,
            ruleId === null
              ? "No approval rule covers this request type"
              : "The attendance policy approves automatically",
          ],
        );
        const row = (await lockRequestRow(tx, "id", id))!;
        await applyApproved(tx, clientId, row, { kind: "system" }, null);
      }
      return { request: (await findAttendanceRequest(tx, id))!, created: true, applied: auto };
    });
  let outcome: Awaited<ReturnType<typeof attempt>>;
  try {
    outcome = await attempt();
  } catch (error) {
    // A concurrent repeat of the same clientRequestId committed first: answer its request.
    if (
      violatedConstraint(error) === "attendance_requests_client_id_agent_id_client_request_id_key"
    )
      outcome = await attempt();
    else throw error;
  }
  if (outcome.created) {
    deps.live?.changed(clientId, { type: "attendance_request", dates: [body.date] });
    if (outcome.applied) deps.live?.changed(clientId, { type: "attendance", dates: [body.date] });
  }
  return { request: outcome.request, created: outcome.created };
}

/** The worker withdraws their own pending request. Another worker's request: 404. */
export async function cancelWorkerRequest(
  deps: { db: Db; live?: LivePublisher | undefined },
  clientId: number,
  agentId: number,
  requestId: number,
): Promise<AttendanceRequestView> {
  const result = await deps.db.tenant(clientId, async (tx) => {
    // Locks in the deciding order (approval, then request, then record): a cancel racing an
    // approver's decision waits for it instead of deadlocking with it.
    const peek = await tx.query<{ agentId: number; approvalId: number | null }>(
      `SELECT agent_id AS "agentId", approval_request_id AS "approvalId"
       FROM attendance_requests WHERE id = $1`,
      [requestId],
    );
    if (peek.rows[0]?.agentId !== agentId) throw notFound("Request");
    if (peek.rows[0].approvalId !== null)
      await tx.query("SELECT 1 FROM approval_requests WHERE id = $1 FOR UPDATE", [
        peek.rows[0].approvalId,
      ]);
    const row = await lockRequestRow(tx, "id", requestId);
    if (!row) throw notFound("Request");
    if (row.status !== "pending") throw new HttpError(409, `This request is already ${row.status}`);
    if (row.approvalRequestId !== null) {
      const q = await tx.query<{ layer: number }>(
        `UPDATE approval_requests SET status = 'cancelled', version = version + 1, updated_at = now()
         WHERE id = $1 AND status = 'pending' RETURNING current_layer AS layer`,
        [row.approvalRequestId],
      );
      await tx.query(
        `INSERT INTO approval_actions (client_id, request_id, layer, actor, actor_user_id, action)
         VALUES ($1, $2, $3, 'agent', NULL, 'cancel')`,
        [clientId, row.approvalRequestId, q.rows[0]?.layer ?? 1],
      );
    }
    await settleRequest(tx, clientId, row, "cancelled", { kind: "agent", agentId }, null);
    return (await findAttendanceRequest(tx, requestId))!;
  });
  deps.live?.changed(clientId, { type: "attendance_request", dates: [result.date] });
  return result;
}

/**
 * Before an approver's approve of the approval request `approvalId` (any layer): the request
 * it carries must still fit its record (SPEC §8 409s). Null when no worker request rides on it.
 */
export async function checkBeforeApprove(tx: Tx, approvalId: number): Promise<RequestRow | null> {
  const row = await lockRequestRow(tx, "approval", approvalId);
  if (!row) return null;
  if (row.recordId !== null) {
    const record = await lockRecord(tx, row.recordId);
    await assertFitsRecord(tx, row, record);
  }
  return row;
}

/**
 * After an approval decision committed to approval_requests (same transaction): an approved
 * flow applies the request to its record; rejected or cancelled closes it. Answers the date
 * changed, or null when no worker request rides on the approval or it is still pending.
 */
export async function afterApprovalDecision(
  tx: Tx,
  clientId: number,
  approvalId: number,
  status: string,
  actor: RecordActor,
  note: string | null,
): Promise<string | null> {
  if (status === "pending") return null;
  const row = await lockRequestRow(tx, "approval", approvalId);
  if (row?.status !== "pending") return null;
  if (status === "approved") await applyApproved(tx, clientId, row, actor, note);
  else await settleRequest(tx, clientId, row, status as "rejected" | "cancelled", actor, note);
  return row.date;
}

async function settleRequest(
  tx: Tx,
  clientId: number,
  row: RequestRow,
  status: "rejected" | "cancelled",
  actor: RecordActor,
  note: string | null,
) {
  await tx.query("UPDATE attendance_requests SET status = $2, updated_at = now() WHERE id = $1", [
    row.id,
    status,
  ]);
  if (row.recordId === null) return;
  await refreshHold(tx, row.recordId);
  await recomputeRecord(tx, clientId, row.recordId, actor, `request_${status}`, note);
}

/**
 * The record's request_status (migration 0020): while worker requests on it wait, the day is
 * held as pending_attendance (a new attendance waits) or pending_request (any other); NULL
 * once none waits. The records' rule (domain/attendance/record.ts) then shows it.
 */
async function refreshHold(tx: Tx, recordId: number) {
  await tx.query(
    `UPDATE attendance_records rec SET request_status = (
       SELECT CASE WHEN bool_or(q.request_type IN ('new_attendance', 'new_attendance_branch'))
                   THEN 'pending_attendance' ELSE 'pending_request' END
       FROM attendance_requests q WHERE q.record_id = rec.id AND q.status = 'pending'
       HAVING count(*) > 0)
     WHERE rec.id = $1`,
    [recordId],
  );
}

/** A new pending request holds its record (recomputed, the action on its timeline). */
async function holdForRequest(
  tx: Tx,
  clientId: number,
  recordId: number,
  agentId: number,
  note: string,
) {
  await refreshHold(tx, recordId);
  await recomputeRecord(
    tx,
    clientId,
    recordId,
    { kind: "agent", agentId },
    "request_pending",
    note,
  );
}

/** The schedule's instants of `shift_id` on the record's date in the record's zone. */
const SCHEDULED = `
  scheduled_start = ((rec.date + s.start_time) AT TIME ZONE rec.timezone),
  scheduled_end = (((rec.date + CASE WHEN s.end_time <= s.start_time THEN 1 ELSE 0 END) + s.end_time)
                    AT TIME ZONE rec.timezone)`;

/**
 * Applies an approved request to its record (same transaction) and marks it approved; the
 * record is then recomputed through the records seam. A dispute names the day outright: present
 * and absent become the record's decision (approve / reject, as Daily Approval would), leave its
 * leave status.
 */
async function applyApproved(
  tx: Tx,
  clientId: number,
  row: RequestRow,
  actor: RecordActor,
  note: string | null,
) {
  await tx.query(
    "UPDATE attendance_requests SET status = 'approved', updated_at = now() WHERE id = $1",
    [row.id],
  );
  if (row.recordId === null) return;
  const recordId = row.recordId;
  await refreshHold(tx, recordId);
  if (row.type === "dispute") {
    const leave = row.disputeStatus === "leave";
    await tx.query(
      `UPDATE attendance_records SET leave_status = CASE WHEN $2 THEN 'leave' ELSE NULL END,
         decision = CASE WHEN $2 THEN decision ELSE NULL END
       WHERE id = $1`,
      [recordId, leave],
    );
    const action =
      row.disputeStatus === "present"
        ? "approve"
        : row.disputeStatus === "absent"
          ? "reject"
          : "request_dispute_approved";
    await recomputeRecord(tx, clientId, recordId, actor, action, note ?? "Dispute approved");
    return;
  }
  if (row.branchId !== null)
    await tx.query(
      `UPDATE attendance_records rec SET branch_id = b.id, timezone = b.timezone, updated_at = now()
       FROM branches b WHERE rec.id = $1 AND b.id = $2`,
      [recordId, row.branchId],
    );
  if (row.shiftId !== null)
    await tx.query(
      `UPDATE attendance_records rec SET shift_id = s.id, day_type = 'working', ${SCHEDULED},
         updated_at = now()
       FROM shifts s WHERE rec.id = $1 AND s.id = $2`,
      [recordId, row.shiftId],
    );
  else if (row.branchId !== null)
    // A new zone moves the same shift's instants.
    await tx.query(
      `UPDATE attendance_records rec SET ${SCHEDULED} FROM shifts s WHERE rec.id = $1 AND s.id = rec.shift_id`,
      [recordId],
    );
  if (isNewAttendance(row.type))
    await tx.query(
      `UPDATE attendance_records SET check_in_at = $2, check_out_at = $3, updated_at = now()
       WHERE id = $1`,
      [recordId, row.checkInAt, row.checkOutAt],
    );
  await recomputeRecord(tx, clientId, recordId, actor, `request_${row.type}_approved`, note);
}
