import type { GatewayContext } from "../../context.ts";

type Input = { input: Record<string, unknown> };
type Row = Record<string, unknown>;

/** Issue 15: overtime policies and minimum wages (hcm, menu settings). */
export function createOvertimePolicy(_parent: unknown, args: Input, context: GatewayContext) {
  return context.services.post<Row>("hcm", "/overtime-policies", args.input);
}

export function updateOvertimePolicy(
  _parent: unknown,
  args: Input & { id: number; version: number },
  context: GatewayContext,
) {
  return context.services.put<Row>("hcm", `/overtime-policies/${args.id}`, {
    ...args.input,
    version: args.version,
  });
}

export async function deleteOvertimePolicy(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const result = await context.services.delete<{ deleted: boolean }>(
    "hcm",
    `/overtime-policies/${args.id}`,
  );
  return result.deleted;
}

export function createMinimumWage(_parent: unknown, args: Input, context: GatewayContext) {
  return context.services.post<Row>("hcm", "/minimum-wages", args.input);
}

export function updateMinimumWage(
  _parent: unknown,
  args: Input & { id: number },
  context: GatewayContext,
) {
  return context.services.put<Row>("hcm", `/minimum-wages/${args.id}`, args.input);
}

export async function deleteMinimumWage(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const result = await context.services.delete<{ deleted: boolean }>(
    "hcm",
    `/minimum-wages/${args.id}`,
  );
  return result.deleted;
}
