import { GraphQLError } from "graphql";
import type { GatewayContext } from "../../context.ts";

/**
 * Issue 14, Attendance Overview and Recap: the hcm service's /attendance-overview,
 * /attendances/:id and /attendance-recap reads (services/hcm/attendance/overview).
 */

type Row = Record<string, unknown>;
type Page = { items: Row[]; totalItems: number; limit: number; page: number };

type OverviewArgs = {
  employeeId?: number | null;
  employeeName?: string | null;
  date?: string | null;
  from?: string | null;
  to?: string | null;
  limit?: number | null;
  page?: number | null;
};

/** The console shows a selfie through the file service's URL (its session cookie). */
const FILE_BASE = "/api/file/v1/files";
const withSelfieUrl = (event: Row): Row => ({
  ...event,
  selfieUrl:
    typeof event["selfieFileId"] === "string" ? `${FILE_BASE}/${event["selfieFileId"]}` : null,
});

const text = (value: string | null | undefined) => value?.trim() || undefined;

const overviewQuery = (args: OverviewArgs) => ({
  employeeId: args.employeeId ?? undefined,
  employeeName: text(args.employeeName),
  date: text(args.date),
  from: text(args.from),
  to: text(args.to),
  limit: args.limit ?? 10,
  page: args.page ?? 1,
});

export async function attendanceActivityLogs(
  _parent: unknown,
  args: OverviewArgs,
  context: GatewayContext,
) {
  const page = await context.services.get<Page>(
    "hcm",
    "/attendance-overview/activity-logs",
    overviewQuery(args),
  );
  return { ...page, items: page.items.map(withSelfieUrl) };
}

export function attendanceDailyOverview(
  _parent: unknown,
  args: OverviewArgs & { branchId?: number | null; status?: string | null },
  context: GatewayContext,
) {
  return context.services.get<Page>("hcm", "/attendance-overview/daily-overview", {
    ...overviewQuery(args),
    branchId: args.branchId ?? undefined,
    status: text(args.status),
  });
}

export async function attendanceRecordDetail(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  if (args.id < 1) return null;
  try {
    const record = await context.services.get<Row & { events: Row[] }>(
      "hcm",
      `/attendances/${args.id}`,
    );
    return { ...record, events: record.events.map(withSelfieUrl) };
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions["code"] === "NOT_FOUND") return null;
    throw error;
  }
}

export function attendanceRecap(
  _parent: unknown,
  args: {
    from: string;
    to: string;
    branchId?: number | null;
    q?: string | null;
    sort?: string | null;
    limit?: number | null;
    page?: number | null;
  },
  context: GatewayContext,
) {
  return context.services.get<Page>("hcm", "/attendance-recap", {
    from: args.from.trim(),
    to: args.to.trim(),
    branchId: args.branchId ?? undefined,
    q: text(args.q),
    sort: text(args.sort),
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
}
