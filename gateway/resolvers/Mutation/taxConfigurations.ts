import type { GatewayContext } from "../../context.ts";

/**
 * Issue 16, tax group configurations and employee tax records over the hcm service
 * (services/hcm/payroll/tax).
 */
type Input = { input: Record<string, unknown> };
type Row = Record<string, unknown>;

export function createTaxConfiguration(_parent: unknown, args: Input, context: GatewayContext) {
  return context.services.post<Row>("hcm", "/tax-configurations", args.input);
}

export function updateTaxConfiguration(
  _parent: unknown,
  args: Input & { id: number; version: number },
  context: GatewayContext,
) {
  return context.services.put<Row>("hcm", `/tax-configurations/${args.id}`, {
    ...args.input,
    version: args.version,
  });
}

export async function deleteTaxConfiguration(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const result = await context.services.delete<{ deleted: boolean }>(
    "hcm",
    `/tax-configurations/${args.id}`,
  );
  return result.deleted;
}

export function createEmployeeTaxRecord(_parent: unknown, args: Input, context: GatewayContext) {
  return context.services.post<Row>("hcm", "/employee-tax-records", args.input);
}

export function updateEmployeeTaxRecord(
  _parent: unknown,
  args: Input & { id: number; version: number },
  context: GatewayContext,
) {
  return context.services.put<Row>("hcm", `/employee-tax-records/${args.id}`, {
    ...args.input,
    version: args.version,
  });
}

export async function deleteEmployeeTaxRecord(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const result = await context.services.delete<{ deleted: boolean }>(
    "hcm",
    `/employee-tax-records/${args.id}`,
  );
  return result.deleted;
}

export async function generateEmployeeTaxRecords(
  _parent: unknown,
  args: { taxConfigurationId: number; year: number },
  context: GatewayContext,
) {
  const result = await context.services.post<{ count: number }>(
    "hcm",
    `/tax-configurations/${args.taxConfigurationId}/employee-tax-records/generate`,
    { year: args.year },
  );
  return result.count;
}
