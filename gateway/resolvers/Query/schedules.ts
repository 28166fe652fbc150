import { GraphQLError } from "graphql";
import type { GatewayContext } from "../../context.ts";

type Page = { limit?: number | null; page?: number | null };

const orNull = async <T>(read: Promise<T>): Promise<T | null> => {
  try {
    return await read;
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions["code"] === "NOT_FOUND") return null;
    throw error;
  }
};

export function shifts(
  _parent: unknown,
  args: Page & { filter?: { q?: string | null; status?: string | null } | null },
  context: GatewayContext,
) {
  return context.services.get("hcm", "/shifts", {
    limit: args.limit,
    page: args.page,
    q: args.filter?.q,
    status: args.filter?.status,
  });
}

export function shift(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return orNull(context.services.get("hcm", `/shifts/${args.id}`));
}

export function masterSchedules(
  _parent: unknown,
  args: Page & { q?: string | null },
  context: GatewayContext,
) {
  return context.services.get("hcm", "/master-schedules", {
    limit: args.limit,
    page: args.page,
    q: args.q,
  });
}

export function masterSchedule(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return orNull(context.services.get("hcm", `/master-schedules/${args.id}`));
}

export function schedulePatterns(
  _parent: unknown,
  args: Page & { q?: string | null },
  context: GatewayContext,
) {
  return context.services.get("hcm", "/schedule-patterns", {
    limit: args.limit,
    page: args.page,
    q: args.q,
  });
}

export function schedulePattern(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return orNull(context.services.get("hcm", `/schedule-patterns/${args.id}`));
}
