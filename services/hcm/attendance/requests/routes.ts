import type { FastifyInstance, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { WORKER_REQUEST_TYPES } from "../../../../domain/attendance/requests.ts";
import type { Db } from "../../../db/pool.ts";
import { IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { HttpError, notFound } from "../../../shared/errors.ts";
import type { LivePublisher } from "../../../shared/live.ts";
import { typed } from "../../../shared/typed.ts";
import { decorateAgent, requireAgent } from "../../agent/auth.ts";
import { decideApproval } from "../../approvals/routes/act.ts";
import { type CreateBody, cancelWorkerRequest, createWorkerRequest } from "./flow.ts";
import {
  actionableIds,
  findAttendanceRequest,
  findRecord,
  listOwnRequests,
  listPendingForUser,
  PENDING_SORTS,
  requestsOfRecord,
  timelineOfRecord,
} from "./repo.ts";
import {
  AttendanceRequestSchema,
  CreateRequestBody,
  DecisionBody,
  itemsOf,
  RecordSchema,
  TimelineSchema,
} from "./schemas.ts";

/** SPEC §2: /attendances/pending-approvals and its detail. */
const MENU = "pending-approval" as const;
type Deps = { db: Db; live: LivePublisher };
const HEADLINES = { approve: "Failed to Approve Request", reject: "Failed to Reject Request" };

const PageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
};

/**
 * One approver's decision on a worker request (by the request's id): the approval flow's
 * decision (services/hcm/approvals/routes/act.ts), which applies the request to its record when
 * the flow ends. Live pointers after commit.
 */
async function decide(
  deps: Deps,
  request: FastifyRequest,
  id: number,
  action: "approve" | "reject",
  note: string | null,
  version: number | undefined,
) {
  const { principal } = request;
  const result = await deps.db.tenant(principal.clientId, async (tx) => {
    const found = await tx.query<{ approvalId: number | null; date: string }>(
      `SELECT approval_request_id AS "approvalId", to_char(date, 'YYYY-MM-DD') AS date
       FROM attendance_requests WHERE id = $1`,
      [id],
    );
    const row = found.rows[0];
    if (!row) throw notFound("Request");
    if (row.approvalId === null) throw new HttpError(409, "This request has no approval to act on");
    await decideApproval(tx, principal, row.approvalId, action, note, version, HEADLINES[action]);
    return { view: (await findAttendanceRequest(tx, id))!, date: row.date };
  });
  deps.live.changed(principal.clientId, { type: "attendance_request", dates: [result.date] });
  if (result.view.status !== "pending")
    deps.live.changed(principal.clientId, { type: "attendance", dates: [result.date] });
  return result.view;
}

/** Pending Approval (console): the list, a record's detail with its timeline, the decisions. */
export function attendanceRequestRoutes(server: FastifyInstance, deps: Deps): void {
  const app = typed(server);

  app.get(
    "/attendance-requests/pending",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Pending Approval: worker requests waiting for the caller's layer (an approver of the current layer, by user or role, or a default approver)",
        querystring: Type.Object({
          ...PageQuery,
          attendanceId: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: Number.MAX_SAFE_INTEGER,
              description: "one record's requests",
            }),
          ),
          type: Type.Optional(Type.Enum([...WORKER_REQUEST_TYPES])),
          q: Type.Optional(Type.String({ maxLength: 100, description: "employee name or id" })),
          date: Type.Optional(Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" })),
          sort: Type.Optional(
            Type.Enum(Object.keys(PENDING_SORTS) as (keyof typeof PENDING_SORTS)[]),
          ),
        }),
        response: { 200: itemsOf(AttendanceRequestSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { limit = 10, page = 1, sort = "oldest", ...filter } = request.query;
      const data = await deps.db.tenant(principal.clientId, (tx) =>
        listPendingForUser(tx, principal.userId, {
          ...filter,
          q: filter.q?.trim() || undefined,
          sort,
          limit,
          page,
        }),
      );
      return { data };
    },
  );

  app.get(
    "/attendance-requests/records/:id",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Pending Approval detail: a record, the worker requests on it (actionable: the caller may decide now) and its timeline",
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }),
        response: {
          200: dataOf(
            Type.Object({
              record: RecordSchema,
              requests: Type.Array(
                Type.Object({ ...AttendanceRequestSchema.properties, actionable: Type.Boolean() }),
              ),
              timeline: Type.Array(TimelineSchema),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const data = await deps.db.tenant(principal.clientId, async (tx) => {
        const record = await findRecord(tx, id);
        if (!record) throw notFound("Attendance");
        const requests = await requestsOfRecord(tx, id);
        const actionable = await actionableIds(
          tx,
          principal.userId,
          requests.map((r) => r.id),
        );
        return {
          record,
          requests: requests.map((r) => ({ ...r, actionable: actionable.has(r.id) })),
          timeline: await timelineOfRecord(tx, id),
        };
      });
      return { data };
    },
  );

  app.get(
    "/attendance-requests/:id",
    {
      config: { menu: MENU },
      schema: {
        summary: "One worker request",
        params: IdParams,
        response: { 200: dataOf(AttendanceRequestSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const found = await deps.db.tenant(principal.clientId, (tx) =>
        findAttendanceRequest(tx, request.params.id),
      );
      if (!found) throw notFound("Request");
      return { data: found };
    },
  );

  for (const action of ["approve", "reject"] as const) {
    app.post(
      `/attendance-requests/:id/${action}`,
      {
        // Being an approver of the current layer is the permission (403 otherwise).
        config: { session: true },
        schema: {
          summary:
            action === "approve"
              ? "Approves a worker request at its current layer; the last layer's approval applies it to the record (409 when the record is already approved, or a dispute of the day is pending)"
              : "Rejects a worker request (note required)",
          params: IdParams,
          body: DecisionBody,
          response: { 200: dataOf(AttendanceRequestSchema) },
        },
      },
      async (request) => {
        const body = request.body ?? {};
        const data = await decide(
          deps,
          request,
          request.params.id,
          action,
          body.note?.trim() || null,
          body.version,
        );
        return { data };
      },
    );
  }

  app.post(
    "/attendance-requests/decisions",
    {
      config: { session: true },
      schema: {
        summary:
          "Bulk approve or reject with one note: each request on its own (one failing does not stop the others); answers each outcome",
        body: Type.Object(
          {
            ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
              minItems: 1,
              maxItems: 100,
              uniqueItems: true,
            }),
            action: Type.Enum(["approve", "reject"]),
            note: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
          },
          { additionalProperties: false },
        ),
        response: {
          200: dataOf(
            Type.Object({
              items: Type.Array(
                Type.Object({
                  id: Type.Integer(),
                  ok: Type.Boolean(),
                  status: Type.Union([Type.String(), Type.Null()]),
                  message: Type.Union([Type.String(), Type.Null()]),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { ids, action } = request.body;
      const note = request.body.note?.trim() || null;
      const items: { id: number; ok: boolean; status: string | null; message: string | null }[] =
        [];
      for (const id of ids) {
        try {
          const view = await decide(deps, request, id, action, note, undefined);
          items.push({ id, ok: true, status: view.status, message: null });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const detail = error.detail as { messages?: Record<string, string> } | undefined;
          const own = detail?.messages?.[request.principal.language];
          const field = error.errors?.[0];
          items.push({
            id,
            ok: false,
            status: null,
            message: own ?? (field ? `${field.field} ${field.message}` : error.message),
          });
        }
      }
      return { data: { items } };
    },
  );
}

/**
 * The worker app's requests (/agent/requests): make one (idempotent per clientRequestId), list
 * one's own, withdraw one's own pending request. Public for the console's access hook; the
 * worker token is checked on request (services/hcm/agent/auth.ts requireAgent: 401 without a
 * live worker token), before the body is read; `request.agent` is who it acts as.
 */
export function agentRequestRoutes(server: FastifyInstance, deps: Deps): void {
  const app = typed(server);
  decorateAgent(server);
  const onRequest = requireAgent(deps.db);
  const agentOf = (request: FastifyRequest) => request.agent;
  app.post(
    "/agent/requests",
    {
      config: { public: true },
      onRequest,
      schema: {
        summary:
          "A worker's request (shift, branch, shift_branch, new_attendance, new_attendance_branch, dispute): 201, a repeat of clientRequestId 200",
        body: CreateRequestBody,
        response: { 200: dataOf(AttendanceRequestSchema), 201: dataOf(AttendanceRequestSchema) },
      },
    },
    async (request, reply) => {
      const { clientId, agentId } = agentOf(request);
      const result = await createWorkerRequest(deps, clientId, agentId, request.body as CreateBody);
      reply.status(result.created ? 201 : 200);
      return { data: result.request };
    },
  );
  app.get(
    "/agent/requests",
    {
      config: { public: true },
      onRequest,
      schema: {
        summary: "The worker's own requests, newest first",
        querystring: Type.Object({
          ...PageQuery,
          status: Type.Optional(Type.Enum(["pending", "approved", "rejected", "cancelled"])),
        }),
        response: { 200: itemsOf(AttendanceRequestSchema) },
      },
    },
    async (request) => {
      const { clientId, agentId } = agentOf(request);
      const { limit = 10, page = 1, status } = request.query;
      const data = await deps.db.tenant(clientId, (tx) =>
        listOwnRequests(tx, agentId, { status, limit, page }),
      );
      return { data };
    },
  );
  app.post(
    "/agent/requests/:id/cancel",
    {
      config: { public: true },
      onRequest,
      schema: {
        summary: "Withdraws the worker's own pending request (another worker's: 404)",
        params: IdParams,
        response: { 200: dataOf(AttendanceRequestSchema) },
      },
    },
    async (request) => {
      const { clientId, agentId } = agentOf(request);
      return { data: await cancelWorkerRequest(deps, clientId, agentId, request.params.id) };
    },
  );
}
