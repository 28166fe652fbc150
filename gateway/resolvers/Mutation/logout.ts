import type { GatewayContext } from "../../context.ts";

export async function logout(_parent: unknown, _args: unknown, context: GatewayContext) {
  const data = await context.services.post<{ loggedOut: boolean }>("main", "/auth/logout");
  return data.loggedOut;
}
