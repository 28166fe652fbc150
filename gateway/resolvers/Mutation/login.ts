import type { GatewayContext } from "../../context.ts";
import { type RestActiveUser, toActiveUser } from "../types/mappers.ts";

export async function login(
  _parent: unknown,
  args: { email: string; password: string },
  context: GatewayContext,
) {
  const data = await context.services.post<{
    token: string;
    session: string;
    user: RestActiveUser;
  }>("main", "/auth/login", {
    email: args.email,
    password: args.password,
  });
  // The service's Set-Cookie (the HttpOnly session cookie) reaches the browser (gateway/yoga.ts).
  return { token: data.token, session: data.session, user: toActiveUser(data.user) };
}
