import type { GatewayContext } from "../../context.ts";

export function agentFields(
  _parent: unknown,
  args: { includeArchived?: boolean | null },
  context: GatewayContext,
) {
  return context.services.get<unknown[]>("main", "/agent-fields", {
    includeArchived: args.includeArchived ? "true" : "false",
  });
}
