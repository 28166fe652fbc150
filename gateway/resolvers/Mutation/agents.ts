import type { GatewayContext } from "../../context.ts";
import type { RestAgent } from "../types/Agent.ts";

type Input = Record<string, unknown>;

export function createAgent(_parent: unknown, args: { input: Input }, context: GatewayContext) {
  return context.services.post<RestAgent>("main", "/agents", args.input);
}

export function updateAgent(
  _parent: unknown,
  args: { id: number; version: number; input: Input },
  context: GatewayContext,
) {
  return context.services.put<RestAgent>("main", `/agents/${args.id}`, {
    ...args.input,
    version: args.version,
  });
}

export function terminateAgent(
  _parent: unknown,
  args: { id: number; version: number; input: Input },
  context: GatewayContext,
) {
  return context.services.post<RestAgent>("main", `/agents/${args.id}/terminate`, {
    ...args.input,
    version: args.version,
  });
}

export function setAgentsStatus(
  _parent: unknown,
  args: { ids: number[]; status: string },
  context: GatewayContext,
) {
  return context.services.post<{ count: number; ids: number[] }>("main", "/agents/status", {
    ids: args.ids,
    status: args.status,
  });
}
