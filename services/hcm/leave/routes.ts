import { stringify } from "csv-stringify/sync";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import type { Lang } from "../../../domain/enums.ts";
import { LEAVE_KIND_LABELS } from "../../../domain/leave/kinds.ts";
import { fromHundredths } from "../../../domain/leave/ledger.ts";
import type { Db } from "../../db/pool.ts";
import { XLSX_BUSY_MESSAGE, xlsxExportSlots } from "../../main/agents/export.ts";
import { IdParams } from "../../main/org/common.ts";
import { dataOf } from "../../main/schemas.ts";
import { HttpError } from "../../shared/errors.ts";
import { languageOf } from "../../shared/language.ts";
import type { LiveChange, LivePublisher } from "../../shared/live.ts";
import { csvRow, xlsxHeaderRow, xlsxRow } from "../../shared/spreadsheet.ts";
import { typed } from "../../shared/typed.ts";
import { decorateAgent, requireAgent } from "../agent/auth.ts";
import { balanceSummary, listBalances } from "./balances.ts";
import { decideLeaveRequest } from "./decide.ts";
import { adjustBalance, cancelLeaveRequest, createLeaveRequest } from "./flow.ts";
import {
  availableHundredths,
  coveringPolicies,
  findAgent,
  findPolicy,
  ledgerEntries,
  syncAccruals,
} from "./ledgerRepo.ts";
import { EMPLOYEE, LEAVE_POLICY, LEAVE_REQUEST, notFoundLeave } from "./messages.ts";
import {
  exportLeaveRequests,
  findLeaveRequest,
  type LeaveRequestView,
  leaveRequestDetail,
  listLeaveRequests,
} from "./repo.ts";
import {
  AdjustmentBody,
  AgentCreateBody,
  BalanceRowSchema,
  BalanceSchema,
  CancelBody,
  CreateBody,
  DATE,
  DecisionBody,
  EntrySchema,
  halfDayOf,
  ID,
  LeaveRequestDetailSchema,
  LeaveRequestSchema,
  ListQuery,
  PageParams,
  pageSchema,
  STATUS,
  SummarySchema,
} from "./schemas.ts";

/**
 * Issue 15: leave balances (a ledger), requests and their decisions — the console's routes
 * (Leave Management, and the employee's leave records from Employee List) and the worker
 * app's (/agent/leave-*). The REST surface is /work/leave-api.md.
 */
const MENUS = ["leave-management", "employee-list"] as const;
type Deps = { db: Db; live: LivePublisher };

/** The most requests one export holds (XLSX is built in memory). */
export const LEAVE_EXPORT_MAX_ROWS = 20_000;

export function leaveRoutes(server: FastifyInstance, deps: Deps): void {
  const app = typed(server);
  const { db, live } = deps;
  const publish = (clientId: number, changes: LiveChange[]) => {
    for (const change of changes) live.changed(clientId, change);
  };

  app.get(
    "/leave-balances",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "A worker's balance in a leave policy on a day (default: today in the worker's zone): the sum of the ledger entries dated on or before it, and those entries (days signed)",
        querystring: Type.Object({ agentId: ID, policyId: ID, asOf: Type.Optional(DATE) }),
        response: { 200: dataOf(BalanceSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { agentId, policyId, asOf } = request.query;
      const data = await db.tenant(principal.clientId, async (tx) => {
        const agent = await findAgent(tx, agentId);
        if (!agent) throw notFoundLeave(EMPLOYEE);
        if (!(await findPolicy(tx, policyId, agentId))) throw notFoundLeave(LEAVE_POLICY);
        await syncAccruals(tx, principal.clientId, { agentIds: [agentId], policyIds: [policyId] });
        return ledgerEntries(tx, agentId, policyId, asOf ?? agent.today, languageOf(request));
      });
      return { data };
    },
  );

  app.get(
    "/leave-balances/summary",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "A worker's balances in every active leave policy covering them on a day: balance, accrued, taken (net of reversals, collective leave included) and pending",
        querystring: Type.Object({ agentId: ID, asOf: Type.Optional(DATE) }),
        response: { 200: dataOf(Type.Array(SummarySchema)) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { agentId, asOf } = request.query;
      const data = await db.tenant(principal.clientId, async (tx) => {
        const agent = await findAgent(tx, agentId);
        if (!agent) throw notFoundLeave(EMPLOYEE);
        return balanceSummary(tx, principal.clientId, agentId, asOf ?? agent.today);
      });
      return { data };
    },
  );

  app.get(
    "/leave-balances/list",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "Balances of every active worker in every active policy covering them (search by name or id, branch, policy; sort name, balance or policyName, - for descending)",
        querystring: Type.Object({
          ...PageParams,
          q: ListQuery.q,
          branchId: Type.Optional(ID),
          policyId: Type.Optional(ID),
          asOf: Type.Optional(DATE),
          sort: ListQuery.sort,
        }),
        response: { 200: pageSchema(BalanceRowSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { limit = 10, page = 1, asOf, sort, ...filter } = request.query;
      const data = await db.tenant(principal.clientId, async (tx) => {
        const day =
          asOf ??
          (
            await tx.query<{ today: string }>(
              `SELECT to_char((now() AT TIME ZONE c.timezone)::date, 'YYYY-MM-DD') AS today
               FROM clients c WHERE c.id = app_client_id()`,
            )
          ).rows[0]!.today;
        return listBalances(tx, principal.clientId, filter, day, sort, limit, page);
      });
      return { data: { ...data, limit, page } };
    },
  );

  app.post(
    "/leave-balances/adjustments",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "A manual adjustment of a worker's balance with its reason (a new ledger entry; audited)",
        body: AdjustmentBody,
        response: { 201: dataOf(EntrySchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const data = await db.tenant(principal.clientId, (tx) =>
        adjustBalance(tx, principal, request.body, languageOf(request)),
      );
      live.changed(principal.clientId, { type: "leave", dates: [request.body.date] });
      return reply.status(201).send({ data });
    },
  );

  app.post(
    "/leave-requests",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "A leave request on a worker's behalf: 400 naming the field (to before from, half day not allowed, attachment required, over the balance: days), 409 when it overlaps a pending or approved request or a day's attendance is already approved",
        body: CreateBody,
        response: { 201: dataOf(LeaveRequestSchema) },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      const result = await createLeaveRequest(
        deps,
        principal.clientId,
        {
          agentId: body.agentId,
          policyId: body.policyId,
          from: body.from,
          to: body.to,
          halfDay: halfDayOf(body.halfDay),
          reason: body.reason?.trim() || null,
          fileId: body.fileId ?? null,
        },
        { kind: "user", principal },
        languageOf(request),
      );
      return reply.status(201).send({ data: result.request });
    },
  );

  app.get(
    "/leave-requests",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "Leave requests (status, employee, policy, branch, a period any of their days falls in, search by name or id; sort createdAt, from, agentName, days, status, policyName)",
        querystring: Type.Object({ ...PageParams, ...ListQuery }),
        response: { 200: pageSchema(LeaveRequestSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { limit = 10, page = 1, sort, ...filter } = request.query;
      const data = await db.tenant(principal.clientId, (tx) =>
        listLeaveRequests(tx, filter, sort, limit, page),
      );
      return { data: { ...data, limit, page } };
    },
  );

  app.get(
    "/leave-requests/export",
    {
      config: { menus: MENUS },
      schema: {
        summary: `The leave requests the filters select as XLSX or CSV, headers in the caller's language, every text cell neutralised (at most ${LEAVE_EXPORT_MAX_ROWS.toLocaleString("en")})`,
        querystring: Type.Object({
          ...ListQuery,
          format: Type.Optional(Type.Enum(["xlsx", "csv"], { default: "xlsx" })),
        }),
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const { format = "xlsx", sort, ...filter } = request.query;
      const lang = languageOf(request);
      const release = format === "xlsx" ? xlsxExportSlots.tryAcquire() : () => {};
      if (!release) {
        reply.header("retry-after", "10");
        throw new HttpError(429, XLSX_BUSY_MESSAGE);
      }
      try {
        const rows = await db.tenant(principal.clientId, (tx) =>
          exportLeaveRequests(tx, filter, sort, LEAVE_EXPORT_MAX_ROWS),
        );
        if (rows.length > LEAVE_EXPORT_MAX_ROWS) {
          const en = `Too many leave requests to export (more than ${LEAVE_EXPORT_MAX_ROWS.toLocaleString("en")}). Narrow the filters.`;
          const id = `Terlalu banyak pengajuan cuti untuk diekspor (lebih dari ${LEAVE_EXPORT_MAX_ROWS.toLocaleString("id-ID")}). Persempit filternya.`;
          throw new HttpError(400, en, { messages: { en, id } });
        }
        const header = exportHeader(lang);
        const values = rows.map((row) => exportValues(row, lang));
        const fileName = `leave-requests.${format}`;
        if (format === "csv") {
          const csv = stringify([csvRow(header), ...values.map(csvRow)], { bom: true });
          return reply
            .header("content-type", "text/csv; charset=utf-8")
            .header("content-disposition", `attachment; filename="${fileName}"`)
            .send(csv);
        }
        const data: SheetData = [xlsxHeaderRow(header), ...values.map(xlsxRow)];
        const buffer = await writeXlsxFile(data, {
          sheet: lang === "id" ? "Pengajuan Cuti" : "Leave Requests",
          stickyRowsCount: 1,
          columns: header.map((_, index) => ({ width: index === 1 ? 30 : 16 })),
        }).toBuffer();
        return reply
          .header(
            "content-type",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          )
          .header("content-disposition", `attachment; filename="${fileName}"`)
          .send(buffer);
      } finally {
        release();
      }
    },
  );

  app.get(
    "/leave-requests/:id",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "One leave request: its days (fraction, day type), the approval's actions, its ledger entries and whether the caller may decide it now",
        params: IdParams,
        response: { 200: dataOf(LeaveRequestDetailSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const data = await db.tenant(principal.clientId, (tx) =>
        leaveRequestDetail(tx, request.params.id, principal.userId, languageOf(request)),
      );
      if (!data) throw notFoundLeave(LEAVE_REQUEST);
      return { data };
    },
  );

  app.post(
    "/leave-requests/:id/decision",
    {
      // Being an approver of the current layer is the permission (403 otherwise).
      config: { session: true },
      schema: {
        summary:
          "An approver's decision at the current layer: approve as paid or unpaid (SPEC §4), or reject (note required); the last layer's approval applies the leave (ledger, attendance records)",
        params: IdParams,
        body: DecisionBody,
        response: { 200: dataOf(LeaveRequestSchema) },
      },
    },
    async (request) => {
      const { principal, body } = request;
      let changes: LiveChange[] = [];
      const data = await db.tenant(principal.clientId, async (tx) => {
        changes = await decideLeaveRequest(
          tx,
          principal,
          request.params.id,
          body.decision,
          body.note?.trim() || null,
        );
        return (await findLeaveRequest(tx, request.params.id))!;
      });
      publish(principal.clientId, changes);
      return { data };
    },
  );

  app.post(
    "/leave-requests/:id/cancel",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "Cancels a pending request (its approval is cancelled) or an approved one (its ledger entries are reversed and the days' records released)",
        params: IdParams,
        body: Type.Optional(CancelBody),
        response: { 200: dataOf(LeaveRequestSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const data = await cancelLeaveRequest(
        deps,
        principal.clientId,
        request.params.id,
        { kind: "user", principal },
        request.body?.note?.trim() || null,
      );
      return { data };
    },
  );
}

/**
 * The worker app's leave (/agent/leave-*): the policies covering the worker with their
 * balance, a balance's entries, requests (idempotent per clientRequestId: 201, a repeat 200),
 * the worker's own requests, withdrawing a pending one. Worker token only.
 */
export function agentLeaveRoutes(server: FastifyInstance, deps: Deps): void {
  const app = typed(server);
  decorateAgent(server);
  const onRequest = requireAgent(deps.db);
  const { db } = deps;

  app.get(
    "/agent/leave-policies",
    {
      config: { public: true },
      onRequest,
      schema: {
        summary:
          "Worker app: the active leave policies covering the worker, with what each allows, the balance today (the sum of the entries dated up to today) and what a request may take now (available: approved future leave and pending requests deducted)",
      },
    },
    async (request) => {
      const { clientId, agentId } = request.agent;
      const data = await db.tenant(clientId, async (tx) => {
        const agent = (await findAgent(tx, agentId))!;
        await syncAccruals(tx, clientId, { agentIds: [agentId] });
        const policies = await coveringPolicies(tx, agentId);
        const lang = languageOf(request);
        return Promise.all(
          policies.map(async (p) => ({
            id: p.id,
            name: p.name,
            kind: p.kind,
            kindLabel: LEAVE_KIND_LABELS[p.kind][lang],
            limited: p.limited,
            halfDayAllowed: p.halfDayAllowed,
            attachmentRequired: p.attachmentRequired,
            maxDaysPerRequest:
              p.maxDaysPerRequest === null ? null : fromHundredths(p.maxDaysPerRequest),
            balance: (await ledgerEntries(tx, agentId, p.id, agent.today, lang)).balance,
            available: fromHundredths(
              await availableHundredths(tx, agentId, p.id, agent.today, null),
            ),
          })),
        );
      });
      return { data };
    },
  );

  app.get(
    "/agent/leave-balances",
    {
      config: { public: true },
      onRequest,
      schema: {
        summary: "Worker app: the worker's balance in a policy today and its entries",
        querystring: Type.Object({ policyId: ID }),
        response: { 200: dataOf(BalanceSchema) },
      },
    },
    async (request) => {
      const { clientId, agentId } = request.agent;
      const data = await db.tenant(clientId, async (tx) => {
        const agent = (await findAgent(tx, agentId))!;
        const policy = await findPolicy(tx, request.query.policyId, agentId);
        if (!policy?.covers) throw notFoundLeave(LEAVE_POLICY);
        await syncAccruals(tx, clientId, { agentIds: [agentId], policyIds: [policy.id] });
        return ledgerEntries(tx, agentId, policy.id, agent.today, languageOf(request));
      });
      return { data };
    },
  );

  app.post(
    "/agent/leave-requests",
    {
      config: { public: true },
      onRequest,
      schema: {
        summary:
          "Worker app: a leave request (201; a repeat of clientRequestId answers the first request with 200)",
        body: AgentCreateBody,
        response: { 200: dataOf(LeaveRequestSchema), 201: dataOf(LeaveRequestSchema) },
      },
    },
    async (request, reply) => {
      const { clientId, agentId } = request.agent;
      const { body } = request;
      const result = await createLeaveRequest(
        deps,
        clientId,
        {
          agentId,
          policyId: body.policyId,
          from: body.from,
          to: body.to,
          halfDay: halfDayOf(body.halfDay),
          reason: body.reason?.trim() || null,
          fileId: body.fileId ?? null,
          clientRequestId: body.clientRequestId,
        },
        { kind: "agent", agentId },
        languageOf(request),
      );
      return reply.status(result.created ? 201 : 200).send({ data: result.request });
    },
  );

  app.get(
    "/agent/leave-requests",
    {
      config: { public: true },
      onRequest,
      schema: {
        summary: "Worker app: the worker's own leave requests, newest first",
        querystring: Type.Object({ ...PageParams, status: Type.Optional(STATUS) }),
        response: { 200: pageSchema(LeaveRequestSchema) },
      },
    },
    async (request) => {
      const { clientId, agentId } = request.agent;
      const { limit = 10, page = 1, status } = request.query;
      const data = await db.tenant(clientId, (tx) =>
        listLeaveRequests(tx, { agentId, status }, "-createdAt", limit, page),
      );
      return { data: { ...data, limit, page } };
    },
  );

  app.post(
    "/agent/leave-requests/:id/cancel",
    {
      config: { public: true },
      onRequest,
      schema: {
        summary:
          "Worker app: withdraws the worker's own pending leave request (another worker's: 404; an approved one: 409, the console cancels it)",
        params: IdParams,
        response: { 200: dataOf(LeaveRequestSchema) },
      },
    },
    async (request) => {
      const { clientId, agentId } = request.agent;
      const data = await cancelLeaveRequest(
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

const STATUS_LABELS: Record<string, Record<Lang, string>> = {
  pending: { en: "Pending", id: "Menunggu" },
  approved: { en: "Approved", id: "Disetujui" },
  rejected: { en: "Rejected", id: "Ditolak" },
  cancelled: { en: "Cancelled", id: "Dibatalkan" },
};

function exportHeader(lang: Lang): string[] {
  return lang === "id"
    ? [
        "ID",
        "Karyawan",
        "Cabang",
        "Kebijakan",
        "Jenis",
        "Dari",
        "Sampai",
        "Setengah hari",
        "Hari",
        "Status",
        "Dibayar",
        "Sumber",
        "Alasan",
        "Dibuat",
        "Diputuskan",
        "Catatan keputusan",
      ]
    : [
        "ID",
        "Employee",
        "Branch",
        "Policy",
        "Kind",
        "From",
        "To",
        "Half day",
        "Days",
        "Status",
        "Paid",
        "Source",
        "Reason",
        "Created",
        "Decided",
        "Decision note",
      ];
}

/** dd-MM-yyyy (the console's date format). */
const dmy = (date: string | null) =>
  date ? `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}` : null;

function exportValues(row: LeaveRequestView, lang: Lang): (string | number | null)[] {
  const yes = lang === "id" ? "Ya" : "Yes";
  const no = lang === "id" ? "Tidak" : "No";
  const half =
    row.halfDay === null
      ? null
      : row.halfDay === "first_half"
        ? lang === "id"
          ? "Paruh pertama"
          : "First half"
        : lang === "id"
          ? "Paruh kedua"
          : "Second half";
  return [
    row.id,
    row.agentName,
    row.branchName,
    row.policyName,
    LEAVE_KIND_LABELS[row.kind][lang],
    dmy(row.from),
    dmy(row.to),
    half,
    row.days,
    STATUS_LABELS[row.status]?.[lang] ?? row.status,
    row.paid === null ? null : row.paid ? yes : no,
    row.source === "worker"
      ? lang === "id"
        ? "Aplikasi karyawan"
        : "Worker app"
      : lang === "id"
        ? "Konsol"
        : "Console",
    row.reason,
    row.createdAt ? `${dmy(row.createdAt.slice(0, 10))} ${row.createdAt.slice(11, 16)} UTC` : null,
    row.decidedAt ? `${dmy(row.decidedAt.slice(0, 10))} ${row.decidedAt.slice(11, 16)} UTC` : null,
    row.decisionNote,
  ];
}
