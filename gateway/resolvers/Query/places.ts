import { GraphQLError } from "graphql";
import { DEFAULT_MAP_ATTRIBUTION, mapTileUrl } from "../../../domain/mapTiles.ts";
import type { GatewayContext } from "../../context.ts";

type Page<T> = { items: T[]; totalItems: number };
type Row = Record<string, unknown>;
type PageArgs = {
  q?: string | null;
  limit?: number | null;
  page?: number | null;
  branchId?: number | null;
};

/** A 404 of one record read is null, as for the other modules' single reads. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions["code"] === "NOT_FOUND") return null;
    throw error;
  }
}

export function workingLocations(
  _parent: unknown,
  args: PageArgs & { status?: string | null },
  context: GatewayContext,
) {
  return context.services.get<Page<Row>>("hcm", "/working-locations", {
    q: args.q?.trim() || undefined,
    branchId: args.branchId ?? undefined,
    status: args.status ?? undefined,
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
}

export function workingLocation(_parent: unknown, args: { id: number }, context: GatewayContext) {
  if (args.id < 1) return null;
  return orNull(() => context.services.get<Row>("hcm", `/working-locations/${args.id}`));
}

export function attendancePolicies(_parent: unknown, args: PageArgs, context: GatewayContext) {
  return context.services.get<Page<Row>>("hcm", "/attendance-policies", {
    q: args.q?.trim() || undefined,
    branchId: args.branchId ?? undefined,
    limit: args.limit ?? 10,
    page: args.page ?? 1,
  });
}

export function attendancePolicy(_parent: unknown, args: { id: number }, context: GatewayContext) {
  if (args.id < 1) return null;
  return orNull(() => context.services.get<Row>("hcm", `/attendance-policies/${args.id}`));
}

export function attendancePolicyForAgent(
  _parent: unknown,
  args: { agentId: number },
  context: GatewayContext,
) {
  return context.services.get<Row | null>("hcm", `/attendance-policies/for-agent/${args.agentId}`);
}

/** Not secret: the tile template every map of the console uses. */
export function mapSettings() {
  return { tileUrl: mapTileUrl(process.env), attribution: DEFAULT_MAP_ATTRIBUTION };
}
