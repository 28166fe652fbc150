import { GraphQLError } from "graphql";
import type { GatewayContext } from "../../context.ts";

type Access = {
  agentId: number;
  hasPin: boolean;
  setAt: string | null;
  setByName: string | null;
  activeSessions: number;
};

/** Issue 14: a worker's app access; a 404 (unknown or another client's worker) is null. */
export async function agentAppAccess(
  _parent: unknown,
  args: { agentId: number },
  context: GatewayContext,
) {
  if (args.agentId < 1) return null;
  try {
    return await context.services.get<Access>("main", `/agents/${args.agentId}/app-access`);
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions["code"] === "NOT_FOUND") return null;
    throw error;
  }
}
