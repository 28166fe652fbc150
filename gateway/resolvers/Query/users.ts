import type { GatewayContext } from "../../context.ts";
import { pageSize, type RestMeta, type RestUser, userOf } from "../types/usersRest.ts";

type UserFilter = { q?: string | null; roleId?: number | null; status?: string | null };

export async function users(
  _parent: unknown,
  args: { limit?: number | null; page?: number | null; filter?: UserFilter | null },
  context: GatewayContext,
) {
  const limit = pageSize(args.limit);
  const { data, meta } = await context.services.getWithMeta<RestUser[], RestMeta>(
    "main",
    "/client/users",
    {
      limit,
      page: args.page ?? 1,
      q: args.filter?.q,
      roleId: args.filter?.roleId,
      status: args.filter?.status,
    },
  );
  return { items: data.map(userOf), totalItems: meta.totalItems, limit, page: meta.page };
}

export async function user(_parent: unknown, args: { id: number }, context: GatewayContext) {
  return userOf(await context.services.get<RestUser>("main", `/client/users/${args.id}`));
}

export async function roleOptions(_parent: unknown, _args: unknown, context: GatewayContext) {
  const roles = await context.services.get<{ id: number; name: string }[]>("main", "/client/roles");
  return roles.map((role) => ({ id: role.id, name: role.name }));
}
