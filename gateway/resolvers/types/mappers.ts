import type { Lang } from "../../../domain/enums.ts";

/** REST shapes → GraphQL shapes, shared by the resolvers that return them. */
export type RestActiveUser = {
  avatarURL: string;
  client_id: number;
  email: string;
  fullname: string;
  id: number;
  has_menus: string[];
  roles: string;
  sso: string;
  language: Lang;
};

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
