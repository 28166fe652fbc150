import type { GatewayContext } from "../../context.ts";
import { type RestActiveUser, toActiveUser } from "../types/mappers.ts";

export async function login(
  _parent: unknown,
  args: { email: string; password: string },
  context: GatewayContext,
) {
  const data = await context.services.post<{ token: string; user: RestActiveUser }>(
    "main",
    "/auth/login",
    {
      email: args.email,
      password: args.password,
    },
  );
  return { token: data.token, user: toActiveUser(data.user) };
}
