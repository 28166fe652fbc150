import type { OvertimeType } from "../../../../domain/overtime/ladder.ts";
import {
  enforceCaps,
  isoWeekStart,
  type OvertimeRequestInput,
  overtimeFigures,
  overtimeTypeOfDay,
  type PayRule,
  payRuleOf,
  requestedMinutes,
  supportedOvertimeMinutes,
  VALIDATE_ATTENDANCE_FIRST,
  VALIDATED_RECORD_STATUSES,
  validateOvertimeRequest,
} from "../../../../domain/overtime/requests.ts";
import type { Db, Tx } from "../../../db/pool.ts";
import { violatedConstraint } from "../../../main/org/common.ts";
import { HttpError, invalidFields, notFound } from "../../../shared/errors.ts";
import type { LiveChange, LivePublisher } from "../../../shared/live.ts";
import type { Principal } from "../../../shared/principal.ts";
import { ensureRecord, type RecordActor, recomputeRecord } from "../../attendance/records.ts";
import { type OvertimePolicyRules, overtimePolicyForAgent } from "../policyRepo.ts";
import { findOvertimeRequest, type OvertimeRequestView } from "./repo.ts";

/**
 * Issue 15: overtime requests through approval. A request is made by the worker (the app) or
 * by the console on a worker's behalf, checked against the day's attendance (SPEC §8 "validate
 * attendance data before overtime request") and the caps (PP 35/2021 Art 26), routed through
 * the client's approval rule covering "overtime" (approval_requests, same transaction), or
 * approved by the system when no rule covers overtime or the worker's attendance policy
 * approves overtime automatically — and then only on a validated day. When approved, the
 * day's record carries the day's approved minutes (attendance_records.overtime_minutes) and a
 * timeline action (services/hcm/attendance/records.ts recomputeRecord).
 */

export const CREATE_HEADLINE = "Failed to Create Request";

/** SPEC §8, in both languages (answered in the caller's, services/shared/language.ts). */
export const validateAttendanceFirst = (detail?: { field: string; message: string }) =>
  new HttpError(
    409,
    VALIDATE_ATTENDANCE_FIRST.en,
    {
      code: VALIDATE_ATTENDANCE_FIRST.code,
      messages: { en: VALIDATE_ATTENDANCE_FIRST.en, id: VALIDATE_ATTENDANCE_FIRST.id },
    },
    detail ? [detail] : undefined,
  );

const conflict = (code: string, en: string, id: string) =>
  new HttpError(409, en, { code, messages: { en, id } });

export const requestExists = () =>
  conflict(
    "OVERTIME_REQUEST_EXISTS",
    "This employee already has an overtime request for this date",
    "Karyawan ini sudah memiliki pengajuan lembur untuk tanggal ini",
  );

const STATUS_ID: Readonly<Record<string, string>> = {
  pending: "menunggu persetujuan",
  approved: "disetujui",
  rejected: "ditolak",
  cancelled: "dibatalkan",
};
/** 409: the request is no longer in a state the action applies to. */
export const alreadyDecided = (status: string) =>
  conflict(
    "OVERTIME_REQUEST_DECIDED",
    `This request is already ${status}`,
    `Pengajuan ini sudah ${STATUS_ID[status] ?? status}`,
  );

export type CreateInput = OvertimeRequestInput & {
  agentId: number;
  clientRequestId?: string | null;
};

/** Who makes a request: a console user, or the worker through the app. */
export type Maker = { kind: "user"; principal: Principal } | { kind: "agent"; agentId: number };

type AgentDay = { fullName: string; timezone: string; today: string };

async function agentDay(tx: Tx, agentId: number): Promise<AgentDay | null> {
  const result = await tx.query<AgentDay>(
    `SELECT a.full_name AS "fullName", b.timezone,
       to_char((now() AT TIME ZONE b.timezone)::date, 'YYYY-MM-DD') AS today
     FROM agents a JOIN branches b ON b.id = a.branch_id WHERE a.id = $1`,
    [agentId],
  );
  return result.rows[0] ?? null;
}

/** What the checks need of the day's record, locked (requests of one day go one by one). */
type DayRecord = {
  id: number;
  status: string;
  dayType: Parameters<typeof overtimeTypeOfDay>[0];
  scheduledEnd: Date | null;
  checkInAt: Date | null;
  checkOutAt: Date | null;
  workedMinutes: number;
};

async function lockDayRecord(tx: Tx, recordId: number): Promise<DayRecord> {
  const result = await tx.query<DayRecord>(
    `SELECT id::float8 AS id, status, day_type AS "dayType", scheduled_end AS "scheduledEnd",
       check_in_at AS "checkInAt", check_out_at AS "checkOutAt", worked_minutes AS "workedMinutes"
     FROM attendance_records WHERE id = $1 FOR UPDATE`,
    [recordId],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`overtime: record ${recordId} not found`);
  return row;
}

const isValidated = (status: string) =>
  (VALIDATED_RECORD_STATUSES as readonly string[]).includes(status);

/**
 * Working-day overtime of the ISO week around `date` (approved and pending), the 18-hour cap
 * counts it (PP 35/2021 Art 26: rest-day and holiday overtime is outside it).
 */
export async function weekMinutesSoFar(
  tx: Tx,
  agentId: number,
  date: string,
  excludeIds: number[],
): Promise<number> {
  const monday = isoWeekStart(date);
  const result = await tx.query<{ minutes: number }>(
    `SELECT coalesce(sum(minutes), 0)::int AS minutes FROM overtime_requests
     WHERE agent_id = $1 AND date BETWEEN $2::date AND $2::date + 6
       AND status IN ('pending', 'approved')
       AND overtime_type IN ('regular_working_day', 'swap_schedule') AND id <> ALL($3::int[])`,
    [agentId, monday, excludeIds],
  );
  return result.rows[0]!.minutes;
}

/** The policy's terms as the domain reads them. */
const termsOf = (policy: OvertimePolicyRules | null) =>
  policy === null
    ? null
    : { workWeek: policy.workWeek, enforceCaps: policy.enforceCaps, rules: policy.rules };

/** The statute's rule, when a policy no longer pays the type (figures still explain the minutes). */
const STATUTORY_RULE: PayRule = {
  enabled: true,
  payKind: "rate",
  multiplier: "statutory",
  customMultiplier: null,
};

/**
 * What must hold for `minutes` of overtime on the day (a new request, and again before each
 * approve): the day has a type the policy pays (400 at date), its attendance shows the minutes
 * (409 SPEC §8), and the caps hold (400 at minutes with the regulation's reason).
 */
async function assertFits(
  tx: Tx,
  request: { agentId: number; date: string; minutes: number; field: "minutes" | "hours" },
  record: DayRecord,
  policy: OvertimePolicyRules | null,
  excludeIds: number[],
  headline: string,
): Promise<{ type: OvertimeType; rule: PayRule }> {
  const type = overtimeTypeOfDay(record.dayType);
  if (type === null)
    throw invalidFields(headline, [
      { field: "date", message: "has no schedule: overtime needs a working day or a day off" },
    ]);
  const rule = payRuleOf(termsOf(policy), type);
  if (rule === null)
    throw invalidFields(headline, [
      { field: "date", message: "is a day the overtime policy pays no overtime for" },
    ]);
  const supported = supportedOvertimeMinutes(record);
  if (supported === null) throw validateAttendanceFirst();
  if (request.minutes > supported)
    throw validateAttendanceFirst({
      field: request.field,
      message: `is more than the ${supported} minutes the day's attendance shows`,
    });
  const week = await weekMinutesSoFar(tx, request.agentId, request.date, excludeIds);
  const caps = enforceCaps(termsOf(policy), type, rule, request.minutes, week);
  if (caps.length > 0)
    throw new HttpError(
      400,
      headline,
      { code: "OVERTIME_CAP", messages: { en: caps[0]!.en, id: caps[0]!.id } },
      caps.map((cap) => ({ field: request.field, message: cap.en })),
    );
  return { type, rule };
}

/** The worker's attendance policy approves overtime automatically (Staffinc per-feature approval). */
async function overtimeApprovalMode(tx: Tx, agentId: number): Promise<"auto" | "manual" | null> {
  const result = await tx.query<{ mode: "auto" | "manual" }>(
    `SELECT p.approval_overtime AS mode FROM attendance_policies p
     WHERE p.id = coalesce(
       (SELECT attendance_policy_id FROM attendance_policy_agents WHERE agent_id = $1),
       (SELECT pb.attendance_policy_id FROM attendance_policy_branches pb
          JOIN agents a ON a.branch_id = pb.branch_id WHERE a.id = $1))`,
    [agentId],
  );
  return result.rows[0]?.mode ?? null;
}

const figuresJson = (figures: ReturnType<typeof overtimeFigures>) =>
  JSON.stringify({ bands: figures.breakdown, fixed: figures.fixed });

/**
 * A new request (console or worker). The worker's repeat of a clientRequestId answers the
 * first request (created false). Returns the live changes to publish after commit.
 */
export async function createOvertimeRequest(
  deps: { db: Db; live?: LivePublisher | undefined },
  clientId: number,
  input: CreateInput,
  maker: Maker,
): Promise<{ request: OvertimeRequestView; created: boolean }> {
  const headline = CREATE_HEADLINE;
  const agentId = input.agentId;
  const byClientId = async (tx: Tx) => {
    if (!input.clientRequestId) return null;
    const found = await tx.query<{ id: number }>(
      "SELECT id FROM overtime_requests WHERE agent_id = $1 AND client_request_id = $2",
      [agentId, input.clientRequestId],
    );
    return found.rows[0] ? (await findOvertimeRequest(tx, found.rows[0].id))! : null;
  };
  const attempt = () =>
    deps.db.tenant(clientId, async (tx) => {
      const repeat = await byClientId(tx);
      if (repeat) return { request: repeat, created: false, changes: [] as LiveChange[] };
      const day = await agentDay(tx, agentId);
      if (!day) throw notFound("Employee");
      const policy = await overtimePolicyForAgent(tx, agentId);
      const problems = validateOvertimeRequest(
        input,
        day.today,
        policy?.maxHoursPerRequest ?? null,
      );
      if (problems.length > 0) throw invalidFields(headline, problems);
      const minutes = requestedMinutes(input)!;
      const field = input.minutes == null ? "hours" : "minutes";

      const ref = await ensureRecord(tx, clientId, agentId, input.date);
      const record = await lockDayRecord(tx, ref.id);
      const again = await byClientId(tx);
      if (again) return { request: again, created: false, changes: [] as LiveChange[] };

      // One live request per day: a person's request replaces the system's automatic one.
      const live = await tx.query<{ id: number; source: string; status: string }>(
        `SELECT id, source, status FROM overtime_requests
         WHERE agent_id = $1 AND date = $2 AND status IN ('pending', 'approved') FOR UPDATE`,
        [agentId, input.date],
      );
      const replaced = live.rows.filter((r) => r.source === "automatic");
      if (live.rows.some((r) => r.source !== "automatic")) throw requestExists();
      const { type, rule } = await assertFits(
        tx,
        { agentId, date: input.date, minutes, field },
        record,
        policy,
        replaced.map((r) => r.id),
        headline,
      );
      if (replaced.length > 0)
        await tx.query(
          `UPDATE overtime_requests SET status = 'cancelled', decided_at = now(),
             decision_note = 'Replaced by a request', version = version + 1, updated_at = now()
           WHERE id = ANY($1::int[])`,
          [replaced.map((r) => r.id)],
        );

      // Routing: the rule covering overtime; none, or the attendance policy approving overtime
      // automatically → the system approves, but only a validated day (SPEC §8).
      const found = await tx.query<{ id: number }>(
        `SELECT r.id FROM approval_rules r JOIN approval_rule_request_types t ON t.rule_id = r.id
         WHERE t.request_type = 'overtime' FOR KEY SHARE OF r`,
      );
      const ruleId = found.rows[0]?.id ?? null;
      const auto = ruleId === null || (await overtimeApprovalMode(tx, agentId)) === "auto";
      const validated = isValidated(record.status);
      if (ruleId === null && !validated) throw validateAttendanceFirst();
      const systemApproves = auto && validated;

      const approval = await tx.query<{ id: number }>(
        `INSERT INTO approval_requests (client_id, request_type, agent_id, rule_id, status)
         VALUES ($1, 'overtime', $2, $3, $4) RETURNING id`,
        [clientId, agentId, ruleId, systemApproves ? "approved" : "pending"],
      );
      const approvalId = approval.rows[0]!.id;
      const figures = overtimeFigures(policy?.workWeek ?? "5-day", type, rule, minutes);
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO overtime_requests (client_id, agent_id, overtime_policy_id, record_id, date,
           overtime_type, minutes, source, reason, multiplier_units, breakdown, meal_required,
           approval_request_id, client_request_id, created_by_user)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
        [
          clientId,
          agentId,
          policy?.id ?? null,
          record.id,
          input.date,
          type,
          minutes,
          maker.kind === "user" ? "console" : "worker",
          input.reason?.trim() ?? null,
          figures.multiplierUnits,
          figuresJson(figures),
          figures.mealRequired,
          approvalId,
          input.clientRequestId ?? null,
          maker.kind === "user" ? maker.principal.userId : null,
        ],
      );
      const id = inserted.rows[0]!.id;
      const after = { agentId, date: input.date, minutes, type, ruleId, systemApproves };
      if (maker.kind === "user")
        await tx.query(
          `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                                  entity_type, entity_id, before, after)
           VALUES ($1, 'user', $2, $3, 'overtime_request.create', 'overtime_request', $4, NULL, $5)`,
          [
            clientId,
            maker.principal.userId,
            maker.principal.fullname,
            String(id),
            JSON.stringify(after),
          ],
        );
      else
        await tx.query(
          `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                                  entity_type, entity_id, before, after)
           VALUES ($1, 'system', NULL, $2, 'overtime_request.create', 'overtime_request', $3, NULL, $4)`,
          [
            clientId,
            `Worker app: ${day.fullName} (#${agentId})`,
            String(id),
            JSON.stringify(after),
          ],
        );
      const actor: RecordActor =
        maker.kind === "user"
          ? { kind: "user", userId: maker.principal.userId }
          : { kind: "agent", agentId };
      if (systemApproves) {
        await tx.query(
          `INSERT INTO approval_actions (client_id, request_id, layer, actor, actor_user_id, action, note)
           VALUES ($1, $2, 1, 'system', NULL, 'auto_approve', $3)`,
          [
            clientId,
            approvalId,
            ruleId === null
              ? "No approval rule covers this request type"
              : "The attendance policy approves overtime automatically",
          ],
        );
        await applyApproved(tx, clientId, id, { kind: "system" }, null);
      } else if (replaced.length > 0)
        await syncRecordOvertime(tx, clientId, record.id, actor, "overtime_replaced", null);
      const changes: LiveChange[] = [{ type: "overtime", dates: [input.date] }];
      if (systemApproves || replaced.length > 0)
        changes.push({ type: "attendance", dates: [input.date] });
      return { request: (await findOvertimeRequest(tx, id))!, created: true, changes };
    });
  let outcome: Awaited<ReturnType<typeof attempt>>;
  try {
    outcome = await attempt();
  } catch (error) {
    const constraint = violatedConstraint(error);
    // A concurrent repeat of the same clientRequestId committed first: answer its request.
    if (constraint === "overtime_requests_client_id_agent_id_client_request_id_key")
      outcome = await attempt();
    else if (constraint === "overtime_requests_one_live") throw requestExists();
    else throw error;
  }
  for (const change of outcome.changes) deps.live?.changed(clientId, change);
  return { request: outcome.request, created: outcome.created };
}

type LockedRequest = {
  id: number;
  agentId: number;
  date: string;
  minutes: number;
  status: string;
  source: string;
  recordId: number | null;
  approvalRequestId: number | null;
};

async function lockRequest(
  tx: Tx,
  by: "id" | "approval",
  value: number,
): Promise<LockedRequest | null> {
  const result = await tx.query<LockedRequest>(
    `SELECT id, agent_id AS "agentId", to_char(date, 'YYYY-MM-DD') AS date, minutes, status,
       source, record_id::float8 AS "recordId", approval_request_id AS "approvalRequestId"
     FROM overtime_requests WHERE ${by === "id" ? "id" : "approval_request_id"} = $1 FOR UPDATE`,
    [value],
  );
  return result.rows[0] ?? null;
}

/**
 * The record's overtime minutes = the day's approved overtime (any source), and the change
 * as an action on its timeline through the records' door (recomputeRecord).
 */
export async function syncRecordOvertime(
  tx: Tx,
  clientId: number,
  recordId: number,
  actor: RecordActor,
  action: string,
  note: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE attendance_records rec SET overtime_minutes = (
       SELECT coalesce(sum(o.minutes), 0) FROM overtime_requests o
       WHERE o.client_id = rec.client_id AND o.agent_id = rec.agent_id AND o.date = rec.date
         AND o.status = 'approved')
     WHERE rec.id = $1`,
    [recordId],
  );
  await recomputeRecord(tx, clientId, recordId, actor, action, note);
}

/**
 * An approved request: its figures under the worker's policy as it is now (Decision: the
 * figures are fixed at approval; a later policy change does not rewrite approved overtime),
 * then the day's record.
 */
async function applyApproved(
  tx: Tx,
  clientId: number,
  id: number,
  actor: RecordActor,
  note: string | null,
): Promise<LockedRequest> {
  const row = (await lockRequest(tx, "id", id))!;
  const policy = await overtimePolicyForAgent(tx, row.agentId);
  const type = (
    await tx.query<{ type: OvertimeType }>(
      "SELECT overtime_type AS type FROM overtime_requests WHERE id = $1",
      [id],
    )
  ).rows[0]!.type;
  const rule = payRuleOf(termsOf(policy), type) ?? STATUTORY_RULE;
  const figures = overtimeFigures(policy?.workWeek ?? "5-day", type, rule, row.minutes);
  await tx.query(
    `UPDATE overtime_requests SET status = 'approved', multiplier_units = $2, breakdown = $3,
       meal_required = $4, overtime_policy_id = $5, decided_at = now(), decision_note = $6,
       version = version + 1, updated_at = now()
     WHERE id = $1`,
    [
      id,
      figures.multiplierUnits,
      figuresJson(figures),
      figures.mealRequired,
      policy?.id ?? null,
      note,
    ],
  );
  if (row.recordId !== null)
    await syncRecordOvertime(tx, clientId, row.recordId, actor, "overtime_approved", note);
  return row;
}

async function settle(
  tx: Tx,
  clientId: number,
  row: LockedRequest,
  status: "rejected" | "cancelled",
  actor: RecordActor,
  note: string | null,
) {
  await tx.query(
    `UPDATE overtime_requests SET status = $2, decided_at = now(), decision_note = $3,
       version = version + 1, updated_at = now() WHERE id = $1`,
    [row.id, status, note],
  );
  if (row.recordId !== null)
    await syncRecordOvertime(tx, clientId, row.recordId, actor, `overtime_${status}`, note);
}

/**
 * Before an approver's approve (any layer; services/hcm/approvals/riders.ts): the day's
 * attendance is validated (Present or Overtime) and still shows the minutes, and the caps
 * still hold — else the SPEC §8 409 / the cap's 400.
 */
export async function checkOvertimeBeforeApprove(tx: Tx, approvalId: number): Promise<void> {
  const row = await lockRequest(tx, "approval", approvalId);
  if (row?.status !== "pending") return;
  if (row.recordId === null) throw validateAttendanceFirst();
  const record = await lockDayRecord(tx, row.recordId);
  if (!isValidated(record.status)) throw validateAttendanceFirst();
  const policy = await overtimePolicyForAgent(tx, row.agentId);
  await assertFits(
    tx,
    { agentId: row.agentId, date: row.date, minutes: row.minutes, field: "minutes" },
    record,
    policy,
    [row.id],
    "Failed to Approve Request",
  );
}

/** After the approval row took `status` (same transaction): apply or settle the request. */
export async function afterOvertimeDecision(
  tx: Tx,
  clientId: number,
  approvalId: number,
  status: "pending" | "approved" | "rejected" | "cancelled",
  actor: RecordActor,
  note: string | null,
): Promise<LiveChange[]> {
  const row = await lockRequest(tx, "approval", approvalId);
  if (row?.status !== "pending") return [];
  if (status === "pending") return [{ type: "overtime", dates: [row.date] }];
  if (status === "approved") await applyApproved(tx, clientId, row.id, actor, note);
  else await settle(tx, clientId, row, status, actor, note);
  return [
    { type: "overtime", dates: [row.date] },
    { type: "attendance", dates: [row.date] },
  ];
}

/**
 * Cancels a request: the worker their own pending one (another's: 404); the console a pending
 * or an approved one (the day's overtime minutes are recounted). The approval, when pending,
 * is cancelled with it.
 */
export async function cancelOvertimeRequest(
  deps: { db: Db; live?: LivePublisher | undefined },
  clientId: number,
  id: number,
  by: Maker,
  note: string | null,
): Promise<OvertimeRequestView> {
  const result = await deps.db.tenant(clientId, async (tx) => {
    // Locks in the deciding order (approval, then request, then record).
    const peek = await tx.query<{ agentId: number; approvalId: number | null }>(
      `SELECT agent_id AS "agentId", approval_request_id AS "approvalId"
       FROM overtime_requests WHERE id = $1`,
      [id],
    );
    const found = peek.rows[0];
    if (!found || (by.kind === "agent" && found.agentId !== by.agentId)) throw notFound("Request");
    if (found.approvalId !== null)
      await tx.query("SELECT 1 FROM approval_requests WHERE id = $1 FOR UPDATE", [
        found.approvalId,
      ]);
    const row = (await lockRequest(tx, "id", id))!;
    const cancellable = by.kind === "user" ? ["pending", "approved"] : ["pending"];
    if (!cancellable.includes(row.status)) throw alreadyDecided(row.status);
    if (row.approvalRequestId !== null && row.status === "pending") {
      const q = await tx.query<{ layer: number }>(
        `UPDATE approval_requests SET status = 'cancelled', version = version + 1, updated_at = now()
         WHERE id = $1 AND status = 'pending' RETURNING current_layer AS layer`,
        [row.approvalRequestId],
      );
      await tx.query(
        `INSERT INTO approval_actions (client_id, request_id, layer, actor, actor_user_id, action)
         VALUES ($1, $2, $3, $4, $5, 'cancel')`,
        [
          clientId,
          row.approvalRequestId,
          q.rows[0]?.layer ?? 1,
          by.kind === "user" ? "user" : "agent",
          by.kind === "user" ? by.principal.userId : null,
        ],
      );
    }
    const actor: RecordActor =
      by.kind === "user"
        ? { kind: "user", userId: by.principal.userId }
        : { kind: "agent", agentId: by.agentId };
    await settle(tx, clientId, row, "cancelled", actor, note);
    if (by.kind === "user")
      await tx.query(
        `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                                entity_type, entity_id, before, after)
         VALUES ($1, 'user', $2, $3, 'overtime_request.cancel', 'overtime_request', $4, $5, $6)`,
        [
          clientId,
          by.principal.userId,
          by.principal.fullname,
          String(id),
          JSON.stringify({ status: row.status, minutes: row.minutes }),
          JSON.stringify({ status: "cancelled", note }),
        ],
      );
    else
      await tx.query(
        `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                                entity_type, entity_id, before, after)
         VALUES ($1, 'system', NULL, $2, 'overtime_request.cancel', 'overtime_request', $3, $4, $5)`,
        [
          clientId,
          `Worker app (#${by.agentId})`,
          String(id),
          JSON.stringify({ status: row.status, minutes: row.minutes }),
          JSON.stringify({ status: "cancelled" }),
        ],
      );
    return (await findOvertimeRequest(tx, id))!;
  });
  deps.live?.changed(clientId, { type: "overtime", dates: [result.date] });
  deps.live?.changed(clientId, { type: "attendance", dates: [result.date] });
  return result;
}
