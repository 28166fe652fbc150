import { hasMenu, type MenuId } from "../../../domain/menus.ts";
import { useSession } from "../../app/session/SessionProvider.tsx";

/**
 * Whether the signed-in user has a menu (SPEC §6), as the polled modules say now. A screen
 * offers only what the server will allow: a lookup the user may not read would answer 403.
 */
export function useHasMenu(menu: MenuId): boolean {
  return useSession((snapshot) => hasMenu(snapshot.context.modules.menus, menu));
}
