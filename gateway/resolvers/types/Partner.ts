import type { GatewayContext } from "../../context.ts";
import type { RestPartner } from "./orgRest.ts";

export const Partner = {
  province: (parent: RestPartner, _args: unknown, context: GatewayContext) =>
    parent.provinceId ? context.loaders.province.load(parent.provinceId) : null,
  city: (parent: RestPartner, _args: unknown, context: GatewayContext) =>
    parent.cityId ? context.loaders.city.load(parent.cityId) : null,
  assignedAgent: (parent: RestPartner, _args: unknown, context: GatewayContext) =>
    parent.assignedAgentId ? context.loaders.agent.load(parent.assignedAgentId) : null,
  teamLead: (parent: RestPartner, _args: unknown, context: GatewayContext) =>
    parent.teamLeadId ? context.loaders.partner.load(parent.teamLeadId) : null,
};
