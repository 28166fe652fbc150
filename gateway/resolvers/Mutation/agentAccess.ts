import type { GatewayContext } from "../../context.ts";

type Access = Record<string, unknown>;

/** Issue 14: sets or resets a worker's app PIN (PUT /agents/:id/app-access). */
export function setAgentAppPin(
  _parent: unknown,
  args: { agentId: number; pin: string },
  context: GatewayContext,
) {
  return context.services.put<Access>("main", `/agents/${args.agentId}/app-access`, {
    pin: args.pin,
  });
}

/** Issue 14: revokes a worker's app access (DELETE /agents/:id/app-access). */
export function revokeAgentAppAccess(
  _parent: unknown,
  args: { agentId: number },
  context: GatewayContext,
) {
  return context.services.delete<Access>("main", `/agents/${args.agentId}/app-access`);
}
