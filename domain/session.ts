import type { Lang } from "./enums.ts";

/**
 * SPEC §3 "Active user": what the main service answers at login and /auth/me, what the
 * gateway maps, and what the console keeps (and stores in a cookie). `language` is ours:
 * the user's remembered console language.
 */
export type ActiveUser = {
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

/** SPEC §4: logging out resets the user to these defaults (roles empty, sso "false", ids 0). */
export const EMPTY_USER: ActiveUser = {
  avatarURL: "",
  client_id: 0,
  email: "",
  fullname: "",
  id: 0,
  has_menus: [],
  roles: "",
  sso: "false",
  language: "en",
};
