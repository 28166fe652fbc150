import type { GatewayContext } from "../../context.ts";

type Input = { input: Record<string, unknown> };
type Row = Record<string, unknown>;

/** Issue 16: payroll components and regulation-based components (hcm, menu payroll-component). */
export function createPayrollComponent(_parent: unknown, args: Input, context: GatewayContext) {
  return context.services.post<Row>("hcm", "/payroll-components", args.input);
}

export function updatePayrollComponent(
  _parent: unknown,
  args: Input & { id: number; version: number },
  context: GatewayContext,
) {
  return context.services.put<Row>("hcm", `/payroll-components/${args.id}`, {
    ...args.input,
    version: args.version,
  });
}

export async function deletePayrollComponent(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const result = await context.services.delete<{ deleted: boolean }>(
    "hcm",
    `/payroll-components/${args.id}`,
  );
  return result.deleted;
}

export function createRegulationComponent(_parent: unknown, args: Input, context: GatewayContext) {
  return context.services.post<Row>("hcm", "/regulation-components", args.input);
}

export function updateRegulationComponent(
  _parent: unknown,
  args: Input & { id: number; version: number },
  context: GatewayContext,
) {
  return context.services.put<Row>("hcm", `/regulation-components/${args.id}`, {
    ...args.input,
    version: args.version,
  });
}

export async function deleteRegulationComponent(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const result = await context.services.delete<{ deleted: boolean }>(
    "hcm",
    `/regulation-components/${args.id}`,
  );
  return result.deleted;
}
