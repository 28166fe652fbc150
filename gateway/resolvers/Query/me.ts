import type { GatewayContext } from "../../context.ts";
import { type RestActiveUser, toActiveUser } from "../types/mappers.ts";

type RestMe = {
  user: RestActiveUser;
  modules: { roles: string; menus: string[] };
  session: string;
};

export async function me(_parent: unknown, _args: unknown, context: GatewayContext) {
  const data = await context.services.get<RestMe>("main", "/auth/me");
  return { user: toActiveUser(data.user), modules: data.modules, session: data.session };
}
