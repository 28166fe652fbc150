import type { Lang } from "../../../domain/enums.ts";
import type { GatewayContext } from "../../context.ts";
import { type RestActiveUser, toActiveUser } from "../types/mappers.ts";

export async function updatePreferences(
  _parent: unknown,
  args: { language: Lang },
  context: GatewayContext,
) {
  const data = await context.services.put<{ user: RestActiveUser }>("main", "/auth/preferences", {
    language: args.language,
  });
  return toActiveUser(data.user);
}
