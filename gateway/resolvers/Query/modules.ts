import type { GatewayContext } from "../../context.ts";

export function modules(_parent: unknown, _args: unknown, context: GatewayContext) {
  return context.services.get<{ roles: string; menus: string[] }>("main", "/client/modules");
}
