import { GraphQLError } from "graphql";
import type { GatewayContext } from "../../context.ts";

/** Issue 13, employee schedules and the holiday calendar: hcm's REST, as is. */

type Items<T> = { items: T[]; totalItems: number };
const csv = (ids: readonly number[] | null | undefined) =>
  ids && ids.length > 0 ? ids.join(",") : undefined;

export function holidays(
  _parent: unknown,
  args: { year: number; month?: number | null },
  context: GatewayContext,
) {
  return context.services.get<Items<unknown>>("hcm", "/holidays", {
    year: args.year,
    month: args.month ?? undefined,
  });
}

export function employeeScheduleGrid(
  _parent: unknown,
  args: {
    month: string;
    branchIds?: number[] | null;
    projectIds?: number[] | null;
    q?: string | null;
    limit?: number | null;
    page?: number | null;
  },
  context: GatewayContext,
) {
  return context.services.get("hcm", "/employee-schedules/grid", {
    month: args.month,
    branchIds: csv(args.branchIds),
    projectIds: csv(args.projectIds),
    q: args.q || undefined,
    limit: args.limit ?? undefined,
    page: args.page ?? undefined,
  });
}

export async function scheduleSources(_parent: unknown, _args: unknown, context: GatewayContext) {
  return (await context.services.get<Items<unknown>>("hcm", "/schedule-sources")).items;
}

export async function scheduleShifts(_parent: unknown, _args: unknown, context: GatewayContext) {
  return (await context.services.get<Items<unknown>>("hcm", "/employee-schedules/shifts")).items;
}

export function scheduleAssignment(
  _parent: unknown,
  args: { jobId: string },
  context: GatewayContext,
) {
  // A job id is a uuid; anything else names no job (and must not reach a URL unescaped).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(args.jobId))
    throw new GraphQLError("Schedule assignment not found", {
      extensions: { code: "NOT_FOUND" },
    });
  return context.services.get("hcm", `/employee-schedules/assign/${args.jobId}`);
}

export function scheduleEmployees(
  _parent: unknown,
  args: { branchIds?: number[] | null; projectIds?: number[] | null; niks?: string[] | null },
  context: GatewayContext,
) {
  return context.services.post("hcm", "/employee-schedules/employees", {
    ...(args.niks ? { niks: args.niks } : {}),
    ...(args.branchIds ? { branchIds: args.branchIds } : {}),
    ...(args.projectIds ? { projectIds: args.projectIds } : {}),
  });
}

export function scheduleFilterOptions(_parent: unknown, _args: unknown, context: GatewayContext) {
  return context.services.get("hcm", "/employee-schedules/filters");
}
