import type { FastifyInstance, FastifyRequest } from "fastify";
import { Type } from "typebox";
import {
  OVERTIME_REQUEST_STATUSES,
  OVERTIME_SOURCES,
} from "../../../../domain/overtime/requests.ts";
import type { Db } from "../../../db/pool.ts";
import { IdParams, Nullable, pageAnswer, pageOf } from "../../../main/org/common.ts";
import { dataOf, NO_NUL } from "../../../main/schemas.ts";
import { invalidFields, notFound } from "../../../shared/errors.ts";
import type { LivePublisher } from "../../../shared/live.ts";
import { typed } from "../../../shared/typed.ts";
import { decorateAgent, requireAgent } from "../../agent/auth.ts";
import { decideApproval } from "../../approvals/routes/act.ts";
import { alreadyDecided, cancelOvertimeRequest, createOvertimeRequest } from "./flow.ts";
import {
  actionableOvertimeIds,
  findOvertimeRequest,
  listOvertimeRequests,
  listOwnOvertimeRequests,
  type OvertimeRequestView,
} from "./repo.ts";

/**
 * Issue 15, overtime requests (REST under /api/hcm/v1). Console: Daily Approval's "Overtime
 * Requests" tab (menu daily-approval) lists, makes (on a worker's behalf), decides and cancels;
 * approvers working from Pending Approval (menu pending-approval) list and decide too — being
 * an approver of the request's current layer is checked on top (403 otherwise, act.ts).
 * Worker app: /agent/overtime-requests with the worker token (agent/auth.ts requireAgent).
 */
type Deps = { db: Db; live: LivePublisher };

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const DateText = Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", description: "YYYY-MM-DD" });
const Reason = Type.String({ maxLength: 1000, pattern: NO_NUL });
const Minutes = Type.Integer({
  minimum: -100_000,
  maximum: 100_000,
  description: "overtime minutes, 1 to 1440 (or give hours)",
});
const Hours = Type.Number({
  minimum: -1000,
  maximum: 1000,
  description: "overtime hours (rounded to the minute), instead of minutes",
});

const RequestFields = {
  date: DateText,
  minutes: Type.Optional(Nullable(Minutes)),
  hours: Type.Optional(Nullable(Hours)),
  reason: Reason,
};

const Str = Type.String();
const NStr = Nullable(Type.String());
const NInt = Nullable(Type.Integer());
export const OvertimeRequestSchema = Type.Object({
  id: Type.Integer(),
  agentId: Type.Integer(),
  agentName: Str,
  agentNik: Str,
  branchId: Type.Integer(),
  branchName: Str,
  date: Str,
  overtimeType: Type.String({
    description:
      "regular_working_day, working_on_day_off, working_on_national_holiday, swap_schedule",
  }),
  minutes: Type.Integer(),
  hours: Type.Number(),
  multiplierUnits: Nullable(Type.Number()),
  breakdown: Type.Array(Type.Object({ hours: Type.Number(), multiplier: Type.Number() })),
  payKind: Type.String({ description: "rate, or fixed (units = hours at the fixed amount)" }),
  mealRequired: Type.Boolean(),
  source: Type.String({ description: "worker, console or automatic" }),
  reason: NStr,
  status: Type.String({ description: "pending, approved, rejected or cancelled" }),
  policyId: NInt,
  policyName: NStr,
  recordId: NInt,
  recordStatus: NStr,
  recordCheckInAt: NStr,
  recordCheckOutAt: NStr,
  recordOvertimeMinutes: NInt,
  clientRequestId: NStr,
  approvalRequestId: NInt,
  ruleName: NStr,
  currentLayer: NInt,
  layerCount: NInt,
  approvalVersion: NInt,
  createdByName: NStr,
  decidedAt: NStr,
  decisionNote: NStr,
  createdAt: Str,
  updatedAt: Str,
});

/** The console's view: whether the caller may decide the request now. */
const ConsoleRequestSchema = Type.Object({
  ...OvertimeRequestSchema.properties,
  actionable: Type.Boolean({ description: "the caller approves at its current layer now" }),
});

const PageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
};

const HEADLINES = { approve: "Failed to Approve Request", reject: "Failed to Reject Request" };

/** A request with whether the console caller may decide it now. */
async function withActionable(
  deps: Deps,
  principal: { clientId: number; userId: number },
  view: OvertimeRequestView,
) {
  const ids = await deps.db.tenant(principal.clientId, (tx) =>
    actionableOvertimeIds(tx, principal.userId, [view.id]),
  );
  return { ...view, actionable: ids.has(view.id) };
}

export function overtimeRequestRoutes(server: FastifyInstance, deps: Deps): void {
  const app = typed(server);

  app.post(
    "/overtime-requests",
    {
      config: { menu: "daily-approval" },
      schema: {
        summary:
          "An overtime request on a worker's behalf (menu daily-approval): checked against the day's attendance (409 VALIDATE_ATTENDANCE_FIRST, SPEC §8) and the caps (400 at minutes), routed through the approval rule covering overtime",
        body: Type.Object({ agentId: Id, ...RequestFields }, { additionalProperties: false }),
        response: { 201: dataOf(ConsoleRequestSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const result = await createOvertimeRequest(deps, principal.clientId, request.body, {
        kind: "user",
        principal,
      });
      reply.status(201);
      return { data: await withActionable(deps, principal, result.request) };
    },
  );

  app.get(
    "/overtime-requests",
    {
      config: { menus: ["daily-approval", "pending-approval"] },
      schema: {
        summary:
          "Overtime requests: filters status, source, branch, employee, date range, q (name, NIK or id); sort date (default -date), agentName, minutes, multiplierUnits, status, createdAt",
        querystring: Type.Object({
          ...PageQuery,
          status: Type.Optional(Type.Enum([...OVERTIME_REQUEST_STATUSES])),
          source: Type.Optional(Type.Enum([...OVERTIME_SOURCES])),
          branchId: Type.Optional(Id),
          agentId: Type.Optional(Id),
          from: Type.Optional(DateText),
          to: Type.Optional(DateText),
          q: Type.Optional(Type.String({ maxLength: 100 })),
          sort: Type.Optional(Type.String({ maxLength: 40 })),
        }),
        response: { 200: pageOf(ConsoleRequestSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { limit = 10, page = 1, sort, ...filter } = request.query;
      if (filter.from && filter.to && filter.to < filter.from)
        throw invalidFields("Invalid filter", [
          { field: "to", message: "must be on or after the start date" },
        ]);
      const paged = await deps.db.tenant(principal.clientId, async (tx) => {
        const found = await listOvertimeRequests(
          tx,
          { ...filter, q: filter.q?.trim() || undefined },
          { sort, limit, page },
        );
        const actionable = await actionableOvertimeIds(
          tx,
          principal.userId,
          found.items.map((item) => item.id),
        );
        return {
          ...found,
          items: found.items.map((item) => ({ ...item, actionable: actionable.has(item.id) })),
        };
      });
      return pageAnswer(paged, limit, page);
    },
  );

  app.get(
    "/overtime-requests/:id",
    {
      config: { menus: ["daily-approval", "pending-approval"] },
      schema: {
        summary: "One overtime request",
        params: IdParams,
        response: { 200: dataOf(ConsoleRequestSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const found = await deps.db.tenant(principal.clientId, (tx) =>
        findOvertimeRequest(tx, request.params.id),
      );
      if (!found) throw notFound("Request");
      return { data: await withActionable(deps, principal, found) };
    },
  );

  app.post(
    "/overtime-requests/:id/decision",
    {
      config: { menus: ["daily-approval", "pending-approval"] },
      schema: {
        summary:
          "Approve or reject at the request's current layer (an approver of it, else 403); the last approval applies it to the day's record. Approve needs the day's attendance validated (409 VALIDATE_ATTENDANCE_FIRST); reject needs a note",
        params: IdParams,
        body: Type.Object(
          {
            decision: Type.Enum(["approve", "reject"]),
            note: Type.Optional(Nullable(Type.String({ maxLength: 1000, pattern: NO_NUL }))),
            version: Type.Optional(Id),
          },
          { additionalProperties: false },
        ),
        response: { 200: dataOf(ConsoleRequestSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const { decision, version } = request.body;
      const note = request.body.note?.trim() || null;
      let changes: Awaited<ReturnType<typeof decideApproval>>["changes"] = [];
      const data = await deps.db.tenant(principal.clientId, async (tx) => {
        const found = await tx.query<{ approvalId: number | null; status: string }>(
          'SELECT approval_request_id AS "approvalId", status FROM overtime_requests WHERE id = $1',
          [id],
        );
        const row = found.rows[0];
        if (!row) throw notFound("Request");
        if (row.approvalId === null || row.status !== "pending") throw alreadyDecided(row.status);
        const outcome = await decideApproval(
          tx,
          principal,
          row.approvalId,
          decision,
          note,
          version,
          HEADLINES[decision],
        );
        changes = outcome.changes;
        await tx.query(
          `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                                  entity_type, entity_id, before, after)
           VALUES ($1, 'user', $2, $3, $4, 'overtime_request', $5, $6, $7)`,
          [
            principal.clientId,
            principal.userId,
            principal.fullname,
            `overtime_request.${decision}`,
            String(id),
            JSON.stringify({ status: row.status }),
            JSON.stringify({ approval: outcome.after.status, note }),
          ],
        );
        return (await findOvertimeRequest(tx, id))!;
      });
      for (const change of changes) deps.live.changed(principal.clientId, change);
      return { data: await withActionable(deps, principal, data) };
    },
  );

  app.post(
    "/overtime-requests/:id/cancel",
    {
      config: { menu: "daily-approval" },
      schema: {
        summary:
          "Cancels a pending or approved overtime request (menu daily-approval); the day's overtime minutes are recounted",
        params: IdParams,
        body: Type.Optional(
          Type.Object(
            { note: Type.Optional(Nullable(Type.String({ maxLength: 1000, pattern: NO_NUL }))) },
            { additionalProperties: false },
          ),
        ),
        response: { 200: dataOf(ConsoleRequestSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const note = request.body?.note?.trim() || null;
      const data = await cancelOvertimeRequest(
        deps,
        principal.clientId,
        request.params.id,
        { kind: "user", principal },
        note,
      );
      return { data: await withActionable(deps, principal, data) };
    },
  );
}

/**
 * The worker app's overtime requests: make one (idempotent per clientRequestId: a repeat
 * answers the first request, 200), list one's own, withdraw one's own pending request.
 */
export function agentOvertimeRoutes(server: FastifyInstance, deps: Deps): void {
  const app = typed(server);
  decorateAgent(server);
  const onRequest = requireAgent(deps.db);
  const agentOf = (request: FastifyRequest) => request.agent;

  app.post(
    "/agent/overtime-requests",
    {
      config: { public: true },
      onRequest,
      schema: {
        summary:
          "A worker's overtime request for a day with attendance: 201, a repeat of clientRequestId 200",
        body: Type.Object(
          {
            clientRequestId: Type.String({ minLength: 1, maxLength: 100, pattern: NO_NUL }),
            ...RequestFields,
          },
          { additionalProperties: false },
        ),
        response: { 200: dataOf(OvertimeRequestSchema), 201: dataOf(OvertimeRequestSchema) },
      },
    },
    async (request, reply) => {
      const { clientId, agentId } = agentOf(request);
      const result = await createOvertimeRequest(
        deps,
        clientId,
        { ...request.body, agentId },
        { kind: "agent", agentId },
      );
      reply.status(result.created ? 201 : 200);
      return { data: result.request };
    },
  );

  app.get(
    "/agent/overtime-requests",
    {
      config: { public: true },
      onRequest,
      schema: {
        summary: "The worker's own overtime requests, newest day first",
        querystring: Type.Object({
          ...PageQuery,
          status: Type.Optional(Type.Enum([...OVERTIME_REQUEST_STATUSES])),
        }),
        response: { 200: pageOf(OvertimeRequestSchema) },
      },
    },
    async (request) => {
      const { clientId, agentId } = agentOf(request);
      const { limit = 10, page = 1, status } = request.query;
      const paged = await deps.db.tenant(clientId, (tx) =>
        listOwnOvertimeRequests(tx, agentId, { status, limit, page }),
      );
      return pageAnswer(paged, limit, page);
    },
  );

  app.post(
    "/agent/overtime-requests/:id/cancel",
    {
      config: { public: true },
      onRequest,
      schema: {
        summary: "Withdraws the worker's own pending overtime request (another worker's: 404)",
        params: IdParams,
        response: { 200: dataOf(OvertimeRequestSchema) },
      },
    },
    async (request) => {
      const { clientId, agentId } = agentOf(request);
      const data = await cancelOvertimeRequest(
        deps,
        clientId,
        request.params.id,
        { kind: "agent", agentId },
        null,
      );
      return { data };
    },
  );
}
