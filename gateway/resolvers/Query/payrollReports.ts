import type { GatewayContext } from "../../context.ts";
import {
  callerLanguage,
  orNull,
  type Page,
  type Row,
  toAdjustment,
  toDetail,
  toPreviewMember,
  toReport,
  toReportPage,
} from "../types/payrollReportsShape.ts";

/**
 * Issue 17, payroll reports over the hcm service (services/hcm/payroll/reports; menus
 * payroll-report or payroll-report-beta, checked by the service). Another client's ids are
 * the service's 404: null for a single row, NOT_FOUND for a report's lists.
 */

const text = (value: string | null | undefined) => value?.trim() || undefined;
const flag = (value: boolean | null | undefined) =>
  value === null || value === undefined ? undefined : String(value);

export async function payrollReports(
  _parent: unknown,
  args: {
    q?: string | null;
    type?: string | null;
    status?: string | null;
    payrollGroupId?: number | null;
    period?: string | null;
    sort?: string | null;
    limit?: number | null;
    page?: number | null;
  },
  context: GatewayContext,
) {
  const page = await context.services.get<Page>("hcm", "/payroll-reports", {
    q: text(args.q),
    type: args.type || undefined,
    status: args.status || undefined,
    payrollGroupId: args.payrollGroupId ?? undefined,
    period: args.period || undefined,
    sort: args.sort || undefined,
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
  return toReportPage(page);
}

export async function payrollReport(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  if (args.id < 1) return null;
  const row = await orNull(() => context.services.get<Row>("hcm", `/payroll-reports/${args.id}`));
  return row ? toReport(row) : null;
}

export async function payrollReportDetails(
  _parent: unknown,
  args: {
    reportId: number;
    q?: string | null;
    agentId?: number | null;
    errorsOnly?: boolean | null;
    sort?: string | null;
    limit?: number | null;
    page?: number | null;
  },
  context: GatewayContext,
) {
  const [page, language] = await Promise.all([
    context.services.get<Page>("hcm", `/payroll-reports/${args.reportId}/details`, {
      q: text(args.q),
      agentId: args.agentId ?? undefined,
      errorsOnly: flag(args.errorsOnly),
      sort: args.sort || undefined,
      limit: args.limit ?? 10,
      page: args.page ?? 1,
    }),
    callerLanguage(context),
  ]);
  return { ...page, items: page.items.map((row) => toDetail(row, args.reportId, language)) };
}

export async function payrollReportDetail(
  _parent: unknown,
  args: { reportId: number; detailId: number },
  context: GatewayContext,
) {
  // The line's id is a bigint of the database: only a positive whole number can name one.
  if (args.reportId < 1 || !Number.isSafeInteger(args.detailId) || args.detailId < 1) return null;
  const [row, language] = await Promise.all([
    orNull(() =>
      context.services.get<Row>(
        "hcm",
        `/payroll-reports/${args.reportId}/details/${args.detailId}`,
      ),
    ),
    callerLanguage(context),
  ]);
  return row ? toDetail(row, args.reportId, language) : null;
}

export async function payrollReportAdjustments(
  _parent: unknown,
  args: { reportId: number },
  context: GatewayContext,
) {
  const rows = await context.services.get<Row[]>(
    "hcm",
    `/payroll-reports/${args.reportId}/adjustments`,
  );
  return rows.map(toAdjustment);
}

export async function payrollRunPreview(
  _parent: unknown,
  args: {
    payrollGroupId: number;
    period: string;
    q?: string | null;
    limit?: number | null;
    page?: number | null;
  },
  context: GatewayContext,
) {
  const preview = await context.services.get<Page & Row>(
    "hcm",
    `/payroll-groups/${args.payrollGroupId}/run-preview`,
    {
      period: args.period,
      q: text(args.q),
      limit: args.limit ?? 10,
      page: args.page ?? 1,
    },
  );
  return {
    ...preview,
    useAttendance: preview["useAttendance"] === true,
    items: preview.items.map(toPreviewMember),
  };
}
