import type { FastifyInstance } from "fastify";
import {
  DECISION_FAILED_MESSAGES,
  type DecisionRefusal,
  decisionChangesNothing,
  decisionRefusal,
  NOTE_REQUIRED,
  refusalMessage,
  STALE_RECORD_MESSAGES,
} from "../../../../domain/attendance/daily.ts";
import {
  ATTENDANCE_STATUSES,
  type AttendanceDecision,
  attendanceStatusLabel,
} from "../../../../domain/attendance/statuses.ts";
import { isIsoDate } from "../../../../domain/workforce/dates.ts";
import type { Db } from "../../../db/pool.ts";
import { listOf } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { HttpError, invalidFields } from "../../../shared/errors.ts";
import { languageOf } from "../../../shared/language.ts";
import type { LivePublisher } from "../../../shared/live.ts";
import { typed } from "../../../shared/typed.ts";
import { assertNoPendingLeave, pendingLeaveRefusal } from "../../leave/flow.ts";
import { listRecords, lockRecords, recordsByIds, SORT_FIELDS, writeDecision } from "./repo.ts";
import {
  BulkBody,
  BulkSchema,
  DecisionBody,
  ListQuery,
  MENU,
  PageSchema,
  RecordParams,
  RecordSchema,
} from "./schemas.ts";

/** An error whose message the caller reads in their language (services/shared/language.ts). */
const bilingual = (status: number, messages: { en: string; id: string }) =>
  new HttpError(status, messages.en, { messages });

const refusal = (reason: DecisionRefusal | "not_found", status = "") =>
  bilingual(reason === "not_found" ? 404 : 409, {
    en: refusalMessage(reason, "en", attendanceStatusLabel(status, "en")),
    id: refusalMessage(reason, "id", attendanceStatusLabel(status, "id")),
  });

/** 400 naming `note` when the decision needs one; the note trimmed, or null. */
function noteFor(decision: AttendanceDecision, note: string | null | undefined): string | null {
  const trimmed = note?.trim() || null;
  if (NOTE_REQUIRED[decision] && trimmed === null)
    throw new HttpError(400, DECISION_FAILED_MESSAGES.en, { messages: DECISION_FAILED_MESSAGES }, [
      { field: "note", message: "is required" },
    ]);
  return trimmed;
}

/**
 * Daily Approval (issue 14, menu daily-approval): a day's records by branch, status, flag and
 * employee, and the supervisor's decisions on them, one by one or in bulk with one note
 * (domain/attendance/daily.ts says which records can be decided). Pages showing attendance
 * hear of every decision through `live` once it has committed.
 */
export function dailyApprovalRoutes(
  server: FastifyInstance,
  deps: { db: Db; live: LivePublisher },
): void {
  const app = typed(server);
  const { db, live } = deps;

  app.get(
    "/attendances",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "A day's attendance records (menu daily-approval): filters date (required unless agentId), agentId, branchId, status (comma-separated), flag, q (name or NIK); sort; per-status counts of the day",
        querystring: ListQuery,
        response: { 200: PageSchema },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const problems: { field: string; message: string }[] = [];
      if (query.date === undefined && query.agentId === undefined)
        problems.push({ field: "date", message: "is required" });
      if (query.date !== undefined && !isIsoDate(query.date))
        problems.push({ field: "date", message: "must be a date written yyyy-MM-dd" });
      const statuses = listOf(query.status);
      if (statuses?.some((status) => !(ATTENDANCE_STATUSES as readonly string[]).includes(status)))
        problems.push({
          field: "status",
          message: `must be one of ${ATTENDANCE_STATUSES.join(", ")}`,
        });
      const sortField = query.sort?.replace(/^-/, "");
      if (sortField !== undefined && !SORT_FIELDS.includes(sortField))
        problems.push({ field: "sort", message: `must be one of ${SORT_FIELDS.join(", ")}` });
      if (problems.length > 0) throw invalidFields("Invalid attendance filter", problems);
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const listed = await db.tenant(principal.clientId, (tx) =>
        listRecords(
          tx,
          {
            date: query.date ?? null,
            agentId: query.agentId ?? null,
            branchId: query.branchId ?? null,
            statuses: statuses === null ? null : [...new Set(statuses)],
            flag: query.flag ?? null,
            q: query.q ?? null,
          },
          { limit, page, sort: query.sort },
        ),
      );
      return { data: { ...listed, limit, page } };
    },
  );

  app.post(
    "/attendances/:id/decision",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Approve (Present), reject (Absent) or ask for revision of one record; note required to reject or ask for revision; a pending dispute or an undecidable status is 409, a stale version 409",
        params: RecordParams,
        body: DecisionBody,
        response: { 200: dataOf(RecordSchema) },
      },
    },
    async (request) => {
      const { principal, body } = request;
      const { id } = request.params;
      const note = noteFor(body.decision, body.note);
      const decided = await db.tenant(principal.clientId, async (tx) => {
        const [record] = await lockRecords(tx, [id]);
        if (!record) throw refusal("not_found");
        if (body.version !== undefined && body.version !== record.version)
          throw bilingual(409, STALE_RECORD_MESSAGES);
        const refused = decisionRefusal(record, body.decision);
        if (refused) throw refusal(refused, record.status);
        // Issue 15, SPEC §8: a leave request pending on the day is validated first.
        await assertNoPendingLeave(tx, record.agentId, record.date);
        const changed = !decisionChangesNothing(record.decision, body.decision);
        if (changed) await writeDecision(tx, principal, [record], body.decision, note);
        const [after] = await recordsByIds(tx, [id]);
        return { record: after!, changed };
      });
      if (decided.changed)
        live.changed(principal.clientId, { type: "attendance", dates: [decided.record.date] });
      return { data: decided.record };
    },
  );

  app.post(
    "/attendances/decisions",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "One decision and one note for up to 500 records: each is decided or listed among the failures with its reason (not found, not decidable, no check-in, pending dispute); records already so are left unchanged",
        body: BulkBody,
        response: { 200: BulkSchema },
      },
    },
    async (request) => {
      const { principal, body } = request;
      const language = languageOf(request);
      const note = noteFor(body.decision, body.note);
      const ids = [...new Set(body.ids)];
      const outcome = await db.tenant(principal.clientId, async (tx) => {
        const records = await lockRecords(tx, ids);
        const found = new Map(records.map((record) => [record.id, record]));
        const failures: { id: number; reason: string; message: string }[] = [];
        const toWrite: typeof records = [];
        const unchangedIds: number[] = [];
        for (const id of ids) {
          const record = found.get(id);
          if (!record) {
            failures.push({
              id,
              reason: "not_found",
              message: refusalMessage("not_found", language),
            });
            continue;
          }
          const refused = decisionRefusal(record, body.decision);
          if (refused)
            failures.push({
              id,
              reason: refused,
              message: refusalMessage(
                refused,
                language,
                attendanceStatusLabel(record.status, language),
              ),
            });
          else if (decisionChangesNothing(record.decision, body.decision)) unchangedIds.push(id);
          else {
            // Issue 15, SPEC §8: a leave request pending on the day is validated first.
            const leave = await pendingLeaveRefusal(tx, record.agentId, record.date);
            const messages = (leave?.detail as { messages?: Record<string, string> } | undefined)
              ?.messages;
            if (leave)
              failures.push({
                id,
                reason: "pending_leave",
                message: messages?.[language] ?? leave.message,
              });
            else toWrite.push(record);
          }
        }
        await writeDecision(tx, principal, toWrite, body.decision, note);
        return { toWrite, unchangedIds, failures };
      });
      if (outcome.toWrite.length > 0)
        live.changed(principal.clientId, {
          type: "attendance",
          dates: [...new Set(outcome.toWrite.map((record) => record.date))],
        });
      return {
        data: {
          decision: body.decision,
          updatedIds: outcome.toWrite.map((record) => record.id),
          unchangedIds: outcome.unchangedIds,
          failures: outcome.failures,
        },
      };
    },
  );
}
