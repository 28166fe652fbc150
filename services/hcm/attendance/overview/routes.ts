import { stringify } from "csv-stringify/sync";
import { Type } from "typebox";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import {
  hoursOf,
  type PeriodProblem,
  periodProblems,
  RECAP_COUNTS,
  RECAP_MAX_DAYS,
  RECAP_TEXT,
} from "../../../../domain/attendance/recap.ts";
import { ATTENDANCE_STATUSES } from "../../../../domain/attendance/statuses.ts";
import type { Lang } from "../../../../domain/enums.ts";
import type { Db } from "../../../db/pool.ts";
import { XLSX_BUSY_MESSAGE, xlsxExportSlots } from "../../../main/agents/export.ts";
import { IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { HttpError, notFound } from "../../../shared/errors.ts";
import { csvRow, xlsxHeaderRow, xlsxRow } from "../../../shared/spreadsheet.ts";
import type { App } from "../../../shared/typed.ts";
import { listRecap, type RecapRow, recapRows } from "./recapRepo.ts";
import { clientToday, findRecordDetail, listActivityLogs, listDailyOverview } from "./repo.ts";
import {
  ActivityLogSchema,
  DailyQuery,
  OVERVIEW_MENU,
  OverviewQuery,
  OverviewRecordSchema,
  pageSchema,
  RECAP_MENU,
  RECORD_READERS,
  RecapQuery,
  RecapRowSchema,
  RecordDetailSchema,
} from "./schemas.ts";

/** The most workers one recap export holds (XLSX is built in memory). */
export const RECAP_EXPORT_MAX_ROWS = 20_000;

type PeriodQuery = { date?: string; from?: string; to?: string };

/** A 400 whose headline is worded in both languages (the fields follow the catalogue). */
const refused = (en: string, id: string, problems: readonly { field: string; message: string }[]) =>
  new HttpError(400, en, { messages: { en, id } }, problems);

/**
 * The days a query covers: `date`, else `from`–`to` (either alone is one day), else today
 * in the client's zone. A bad day or a range beyond the limit is a 400 naming the field.
 */
function periodOf(query: PeriodQuery, today: string): { from: string; to: string } {
  let from: string;
  let to: string;
  let problems: PeriodProblem[] | { field: string; message: string }[];
  if (query.date) {
    from = query.date;
    to = query.date;
    problems = periodProblems(from, to).map((p) => ({ ...p, field: "date" }));
  } else if (query.from || query.to) {
    from = query.from ?? query.to ?? today;
    to = query.to ?? from;
    problems = periodProblems(from, to);
  } else {
    from = today;
    to = today;
    problems = [];
  }
  if (problems.length > 0)
    throw refused("Invalid period", "Periode tidak valid", problems.slice(0, 2));
  return { from, to };
}

/** Issue 14, Attendance Overview (activity logs, daily overview, record detail) and Recap. */
export function attendanceOverviewRoutes(app: App, { db }: { db: Db }): void {
  app.get(
    "/attendance-overview/activity-logs",
    {
      config: { menu: OVERVIEW_MENU },
      schema: {
        summary:
          "Check-in and check-out events newest first, filtered by employee id, name and day (SPEC §2; menu attendance-overview)",
        querystring: Type.Object(OverviewQuery),
        response: { 200: pageSchema(ActivityLogSchema) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const paged = await db.tenant(principal.clientId, async (tx) => {
        const period = periodOf(query, await clientToday(tx));
        return listActivityLogs(
          tx,
          principal.clientId,
          {
            employeeId: query.employeeId ?? null,
            employeeName: query.employeeName ?? null,
            ...period,
          },
          { limit, page },
        );
      });
      return { data: { ...paged, limit, page } };
    },
  );

  app.get(
    "/attendance-overview/daily-overview",
    {
      config: { menu: OVERVIEW_MENU },
      schema: {
        summary:
          "The daily records of a day (or a range) with how many per status, filtered like the activity logs and by branch and status (menu attendance-overview)",
        querystring: Type.Object(DailyQuery),
        response: {
          200: pageSchema(OverviewRecordSchema, {
            counts: Type.Array(Type.Object({ status: Type.String(), count: Type.Integer() })),
            from: Type.String(),
            to: Type.String(),
          }),
        },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const status = query.status ?? null;
      if (status !== null && !(ATTENDANCE_STATUSES as readonly string[]).includes(status))
        throw refused("Invalid status", "Status tidak valid", [
          { field: "status", message: `must be one of ${ATTENDANCE_STATUSES.join(", ")}` },
        ]);
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const answer = await db.tenant(principal.clientId, async (tx) => {
        const period = periodOf(query, await clientToday(tx));
        const found = await listDailyOverview(
          tx,
          principal.clientId,
          {
            employeeId: query.employeeId ?? null,
            employeeName: query.employeeName ?? null,
            branchId: query.branchId ?? null,
            status,
            ...period,
          },
          { limit, page },
        );
        return { ...found, ...period };
      });
      return { data: { ...answer, limit, page } };
    },
  );

  app.get(
    "/attendances/:id",
    {
      config: { menus: RECORD_READERS },
      schema: {
        summary:
          "One daily record with its check-ins, its timeline of actions and its requests (menus attendance-overview, daily-approval or pending-approval); another client's is 404",
        params: IdParams,
        response: { 200: dataOf(RecordDetailSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const record = await db.tenant(principal.clientId, (tx) => findRecordDetail(tx, params.id));
      if (!record) throw notFound("Attendance record");
      return { data: record };
    },
  );

  app.get(
    "/attendance-recap",
    {
      config: { menu: RECAP_MENU },
      schema: {
        summary: `Per worker over a period (at most ${RECAP_MAX_DAYS} days): present, late, absent, each leave kind, day off, overtime and worked minutes (menu attendance-recap)`,
        querystring: Type.Object(RecapQuery),
        response: { 200: pageSchema(RecapRowSchema) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const period = periodOf({ from: query.from, to: query.to }, query.from);
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const paged = await db.tenant(principal.clientId, (tx) =>
        listRecap(
          tx,
          principal.clientId,
          { ...period, branchId: query.branchId ?? null, q: query.q ?? null },
          { limit, page, sort: query.sort },
        ),
      );
      return { data: { ...paged, limit, page } };
    },
  );

  app.get(
    "/attendance-recap/export",
    {
      config: { menu: RECAP_MENU },
      schema: {
        summary: `The recap the filters select as XLSX or CSV, headers in the caller's language, every text cell neutralised (at most ${RECAP_EXPORT_MAX_ROWS.toLocaleString("en")} workers; menu attendance-recap)`,
        querystring: Type.Object({
          ...RecapQuery,
          format: Type.Optional(Type.Enum(["xlsx", "csv"], { default: "xlsx" })),
        }),
      },
    },
    async (request, reply) => {
      const { principal, query } = request;
      const format = query.format ?? "xlsx";
      const period = periodOf({ from: query.from, to: query.to }, query.from);
      const release = format === "xlsx" ? xlsxExportSlots.tryAcquire() : () => {};
      if (!release) {
        reply.header("retry-after", "10");
        throw new HttpError(429, XLSX_BUSY_MESSAGE);
      }
      try {
        const rows = await db.tenant(principal.clientId, (tx) =>
          recapRows(
            tx,
            principal.clientId,
            { ...period, branchId: query.branchId ?? null, q: query.q ?? null },
            query.sort,
          ),
        );
        if (rows.length > RECAP_EXPORT_MAX_ROWS) {
          const en = `Too many workers to export (${rows.length.toLocaleString("en")}; at most ${RECAP_EXPORT_MAX_ROWS.toLocaleString("en")}). Narrow the filters.`;
          const id = `Terlalu banyak karyawan untuk diekspor (${rows.length.toLocaleString("id-ID")}; paling banyak ${RECAP_EXPORT_MAX_ROWS.toLocaleString("id-ID")}). Persempit filternya.`;
          throw new HttpError(400, en, { messages: { en, id } });
        }
        const header = recapHeader(principal.language);
        const values = rows.map(recapValues);
        const fileName = `attendance-recap-${period.from}-to-${period.to}.${format}`;
        if (format === "csv") {
          const csv = stringify([csvRow(header), ...values.map(csvRow)], { bom: true });
          return reply
            .header("content-type", "text/csv; charset=utf-8")
            .header("content-disposition", `attachment; filename="${fileName}"`)
            .send(csv);
        }
        const data: SheetData = [xlsxHeaderRow(header), ...values.map(xlsxRow)];
        const buffer = await writeXlsxFile(data, {
          sheet: principal.language === "id" ? "Rekap Kehadiran" : "Attendance Recap",
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
}

/** The export's columns: who, then every count, then the hours. */
function recapHeader(lang: Lang): string[] {
  return [
    RECAP_TEXT.employeeId[lang],
    RECAP_TEXT.employeeName[lang],
    RECAP_TEXT.nik[lang],
    RECAP_TEXT.branch[lang],
    RECAP_TEXT.scheduledDays[lang],
    ...RECAP_COUNTS.map((count) => count.label[lang]),
    RECAP_TEXT.overtimeHours[lang],
    RECAP_TEXT.workedHours[lang],
    RECAP_TEXT.approvedOvertimeHours[lang],
    RECAP_TEXT.overtimeUnits[lang],
    RECAP_TEXT.paidLeaveDays[lang],
    RECAP_TEXT.unpaidLeaveDays[lang],
    RECAP_TEXT.sickDays[lang],
  ];
}

function recapValues(row: RecapRow): (string | number)[] {
  return [
    row.agentId,
    row.employeeName,
    row.nik,
    row.branch.name,
    row.scheduledDays,
    ...RECAP_COUNTS.map((count) => row[count.key]),
    hoursOf(row.overtimeMinutes),
    hoursOf(row.workedMinutes),
    hoursOf(row.approvedOvertimeMinutes),
    row.overtimeUnits,
    row.paidLeaveDays,
    row.unpaidLeaveDays,
    row.sickDays,
  ];
}
