import type { GatewayContext } from "../../context.ts";

type Input = { input: Record<string, unknown> };
type Row = Record<string, unknown>;

export function createWorkingLocation(_parent: unknown, args: Input, context: GatewayContext) {
  return context.services.post<Row>("hcm", "/working-locations", args.input);
}

export function updateWorkingLocation(
  _parent: unknown,
  args: Input & { id: number },
  context: GatewayContext,
) {
  return context.services.put<Row>("hcm", `/working-locations/${args.id}`, args.input);
}

export async function deleteWorkingLocation(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const result = await context.services.delete<{ deleted: boolean }>(
    "hcm",
    `/working-locations/${args.id}`,
  );
  return result.deleted;
}

export function checkWorkingLocation(
  _parent: unknown,
  args: { id: number; latitude: number; longitude: number; accuracyMeters?: number | null },
  context: GatewayContext,
) {
  const { id, ...point } = args;
  return context.services.post<Row>("hcm", `/working-locations/${id}/check`, point);
}

export function createAttendancePolicy(_parent: unknown, args: Input, context: GatewayContext) {
  return context.services.post<Row>("hcm", "/attendance-policies", args.input);
}

export function updateAttendancePolicy(
  _parent: unknown,
  args: Input & { id: number },
  context: GatewayContext,
) {
  return context.services.put<Row>("hcm", `/attendance-policies/${args.id}`, args.input);
}

export async function deleteAttendancePolicy(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const result = await context.services.delete<{ deleted: boolean }>(
    "hcm",
    `/attendance-policies/${args.id}`,
  );
  return result.deleted;
}
