import { GraphQLError } from "graphql";
import type { GatewayContext } from "../../context.ts";

/**
 * Issue 16, payroll groups and members over the hcm service (services/hcm/payroll/groups). A
 * refused member set is BAD_USER_INPUT with `extensions.errors` listing every bad row's
 * problems (`members.<i>.<field>`), as the service answered them (gateway/services.ts).
 */
type Row = Record<string, unknown>;

export function createPayrollGroup(
  _parent: unknown,
  args: { input: Record<string, unknown> },
  context: GatewayContext,
) {
  return context.services.post<Row>("hcm", "/payroll-groups", args.input);
}

export function updatePayrollGroup(
  _parent: unknown,
  args: { id: number; version: number; input: Record<string, unknown> },
  context: GatewayContext,
) {
  return context.services.put<Row>("hcm", `/payroll-groups/${args.id}`, {
    ...args.input,
    version: args.version,
  });
}

export async function deletePayrollGroup(
  _parent: unknown,
  args: { id: number },
  context: GatewayContext,
) {
  const result = await context.services.delete<{ deleted: boolean }>(
    "hcm",
    `/payroll-groups/${args.id}`,
  );
  return result.deleted;
}

export async function setPayrollGroupMembers(
  _parent: unknown,
  args: { groupId: number; members: Record<string, unknown>[]; effectiveFrom?: string | null },
  context: GatewayContext,
) {
  const result = await context.services.put<{ count: number }>(
    "hcm",
    `/payroll-groups/${args.groupId}/members`,
    {
      members: args.members,
      ...(args.effectiveFrom ? { effectiveFrom: args.effectiveFrom } : {}),
    },
  );
  return result.count;
}

export async function removePayrollGroupMember(
  _parent: unknown,
  args: { groupId: number; agentId: number; effectiveTo?: string | null },
  context: GatewayContext,
) {
  // The date goes into the query string: only its shape passes here; the service checks the rest.
  if (args.effectiveTo && !/^\d{4}-\d{2}-\d{2}$/.test(args.effectiveTo))
    throw new GraphQLError("Failed to Update Payroll Group Members", {
      extensions: {
        code: "BAD_USER_INPUT",
        errors: [{ field: "effectiveTo", message: "must be a date written yyyy-MM-dd" }],
      },
    });
  const query = args.effectiveTo ? `?effectiveTo=${args.effectiveTo}` : "";
  const result = await context.services.delete<{ removed: boolean }>(
    "hcm",
    `/payroll-groups/${args.groupId}/members/${args.agentId}${query}`,
  );
  return result.removed;
}
