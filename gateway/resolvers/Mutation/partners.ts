import type { GatewayContext } from "../../context.ts";
import type { RestPartner } from "../types/orgRest.ts";

type Input = { input: Record<string, unknown> };

export function createPartner(_parent: unknown, args: Input, context: GatewayContext) {
  return context.services.post<RestPartner>("main", "/partners", args.input);
}

export function updatePartner(
  _parent: unknown,
  args: Input & { id: number; version: number },
  context: GatewayContext,
) {
  return context.services.put<RestPartner>("main", `/partners/${args.id}`, {
    ...args.input,
    version: args.version,
  });
}

export function approvePartner(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return context.services.post<RestPartner>("main", `/partners/${args.id}/approve`);
}

export function rejectPartner(
  _parent: unknown,
  args: { id: number; reason: string },
  context: GatewayContext,
) {
  return context.services.post<RestPartner>("main", `/partners/${args.id}/reject`, {
    reason: args.reason,
  });
}

export function approvePartners(
  _parent: unknown,
  args: { ids: number[] },
  context: GatewayContext,
) {
  return context.services.post<RestPartner[]>("main", "/partners/approve", { ids: args.ids });
}

export function rejectPartners(
  _parent: unknown,
  args: { ids: number[]; reason: string },
  context: GatewayContext,
) {
  return context.services.post<RestPartner[]>("main", "/partners/reject", {
    ids: args.ids,
    reason: args.reason,
  });
}

export function updatePartnerSettings(
  _parent: unknown,
  args: { visibility: string },
  context: GatewayContext,
) {
  return context.services.put("main", "/partners/settings", { visibility: args.visibility });
}
