import type { ActiveUser } from "../../../domain/session.ts";

/** REST shapes → GraphQL shapes, shared by the resolvers that return them. */
export type RestActiveUser = ActiveUser;

export function toActiveUser(user: RestActiveUser) {
  return {
    id: user.id,
    clientId: user.client_id,
    email: user.email,
    fullname: user.fullname,
    avatarUrl: user.avatarURL,
    hasMenus: user.has_menus,
    roles: user.roles,
    sso: user.sso,
    language: user.language,
  };
}
