import { GraphQLError } from "graphql";
import { PERMISSION_DENIED } from "../../../domain/errors.ts";
import { hasMenu } from "../../../domain/menus.ts";
import { MENU_CATALOGUE } from "../../../domain/roles.ts";
import type { GatewayContext } from "../../context.ts";
import { type RestRole, toRole } from "../types/Role.ts";

type RolesArgs = { q?: string | null; limit?: number | null; page?: number | null };

/** A page of roles, searched by name. */
export async function roles(_parent: unknown, args: RolesArgs, context: GatewayContext) {
  const limit = args.limit ?? 10;
  const page = args.page ?? 1;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw badInput("limit", "must be from 1 to 100");
  if (!Number.isInteger(page) || page < 1) throw badInput("page", "must be at least 1");
  const { data, meta } = await context.services.getWithMeta<RestRole[], { totalItems: number }>(
    "main",
    "/client/roles",
    { limit, page, q: args.q?.trim() || undefined },
  );
  return { items: data.map(toRole), totalItems: meta.totalItems, limit, page };
}

export async function role(_parent: unknown, args: { id: number }, context: GatewayContext) {
  if (args.id < 1) return null;
  try {
    return toRole(await context.services.get<RestRole>("main", `/client/roles/${args.id}`));
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions["code"] === "NOT_FOUND") return null;
    throw error;
  }
}

/**
 * The catalogue is static, but it is the role form's: answered to a caller whose session
 * holds the role-management menu, like the roles themselves (an unknown caller is
 * UNAUTHENTICATED through the modules call).
 */
export async function menuCatalogue(_parent: unknown, _args: unknown, context: GatewayContext) {
  const modules = await context.services.get<{ menus: string[] }>("main", "/client/modules");
  if (!hasMenu(modules.menus, "role-management"))
    throw new GraphQLError(PERMISSION_DENIED, { extensions: { code: "FORBIDDEN" } });
  return MENU_CATALOGUE;
}

const badInput = (field: string, message: string) =>
  new GraphQLError(`Invalid ${field}`, {
    extensions: { code: "BAD_USER_INPUT", errors: [{ field, message }] },
  });
