import type { GatewayContext } from "../../context.ts";
import type { RestAssignment } from "./orgRest.ts";

export const Assignment = {
  agent: (parent: RestAssignment, _args: unknown, context: GatewayContext) =>
    context.loaders.agent.load(parent.agentId),
  project: (parent: RestAssignment, _args: unknown, context: GatewayContext) =>
    context.loaders.project.load(parent.projectId),
  merchant: (parent: RestAssignment, _args: unknown, context: GatewayContext) =>
    parent.merchantId ? context.loaders.merchant.load(parent.merchantId) : null,
  branch: (parent: RestAssignment, _args: unknown, context: GatewayContext) =>
    parent.branchId ? context.loaders.branch.load(parent.branchId) : null,
};
