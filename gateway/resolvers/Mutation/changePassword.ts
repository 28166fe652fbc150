import type { GatewayContext } from "../../context.ts";

export async function changePassword(
  _parent: unknown,
  args: { currentPassword: string; newPassword: string },
  context: GatewayContext,
) {
  const data = await context.services.post<{ changed: boolean }>("main", "/auth/change-password", {
    current_password: args.currentPassword,
    new_password: args.newPassword,
  });
  return data.changed;
}
