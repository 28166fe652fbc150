import type { GatewayContext } from "../../context.ts";

type Input = Record<string, unknown>;

export function createAgentField(
  _parent: unknown,
  args: { input: Input },
  context: GatewayContext,
) {
  return context.services.post<unknown>("main", "/agent-fields", args.input);
}

export function updateAgentField(
  _parent: unknown,
  args: { id: number; input: Input },
  context: GatewayContext,
) {
  return context.services.put<unknown>("main", `/agent-fields/${args.id}`, args.input);
}

export function archiveAgentField(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return context.services.delete<unknown>("main", `/agent-fields/${args.id}`);
}
