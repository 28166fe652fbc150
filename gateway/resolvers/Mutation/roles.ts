import type { GatewayContext } from "../../context.ts";
import { type RestRole, toRole } from "../types/Role.ts";

type Input = { input: { name: string; menus: string[] } };

export async function createRole(_parent: unknown, args: Input, context: GatewayContext) {
  return toRole(await context.services.post<RestRole>("main", "/client/roles", args.input));
}

export async function updateRole(
  _parent: unknown,
  args: Input & { id: number },
  context: GatewayContext,
) {
  return toRole(
    await context.services.put<RestRole>("main", `/client/roles/${args.id}`, args.input),
  );
}

export async function deleteRole(_parent: unknown, args: { id: number }, context: GatewayContext) {
  const result = await context.services.delete<{ deleted: boolean }>(
    "main",
    `/client/roles/${args.id}`,
  );
  return result.deleted;
}
