import type { GatewayContext } from "../../context.ts";
import { type RestUser, userOf } from "../types/usersRest.ts";

type CreateInput = { email: string; fullname: string; roleId: number; password?: string | null };
type UpdateInput = { fullname: string; roleId: number };

export async function createUser(
  _parent: unknown,
  args: { input: CreateInput },
  context: GatewayContext,
) {
  const created = await context.services.post<RestUser & { initialPassword?: string }>(
    "main",
    "/client/users",
    args.input,
  );
  return { user: userOf(created), initialPassword: created.initialPassword ?? null };
}

export async function updateUser(
  _parent: unknown,
  args: { id: number; input: UpdateInput },
  context: GatewayContext,
) {
  return userOf(
    await context.services.put<RestUser>("main", `/client/users/${args.id}`, args.input),
  );
}

export async function setUserStatus(
  _parent: unknown,
  args: { id: number; status: string },
  context: GatewayContext,
) {
  return userOf(
    await context.services.post<RestUser>("main", `/client/users/${args.id}/status`, {
      status: args.status,
    }),
  );
}

export async function resetUserPassword(
  _parent: unknown,
  args: { id: number; password?: string | null },
  context: GatewayContext,
) {
  const reset = await context.services.post<{
    id: number;
    password: string;
    sessionsEnded: number;
  }>("main", `/client/users/${args.id}/password`, args.password ? { password: args.password } : {});
  return { userId: reset.id, password: reset.password, sessionsEnded: reset.sessionsEnded };
}
