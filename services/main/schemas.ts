import { type TSchema, Type } from "typebox";
import type { Lang } from "../../domain/enums.ts";

/** Success envelope of every REST answer: `{ data: ... }`. */
export const dataOf = <T extends TSchema>(data: T) => Type.Object({ data });

/** A console language (domain/enums.ts `Lang`); one `enum`, so a wrong value is one error. */
export const LanguageSchema = Type.Enum(["en", "id"] satisfies Lang[]);

/** SPEC §3 Active user, plus the user's `language` (beyond SPEC, remembered per user). */
export const ActiveUserSchema = Type.Object({
  avatarURL: Type.String(),
  client_id: Type.Integer(),
  email: Type.String(),
  fullname: Type.String(),
  id: Type.Integer(),
  has_menus: Type.Array(Type.String()),
  roles: Type.String(),
  sso: Type.String(),
  language: LanguageSchema,
});

/** SPEC §3 Client modules response. */
export const ModulesSchema = Type.Object({
  roles: Type.String(),
  menus: Type.Array(Type.String()),
});

export const RegionSchema = Type.Object({ id: Type.String(), name: Type.String() });

/** Text PostgreSQL can store: no NUL character (it would be a 500, not a 400). */
export const NO_NUL = "^[^\\u0000]*$";

/**
 * The optimistic-concurrency `version` of an agent or partner PUT: a whole number the
 * column (integer) can hold. Without the maximum, JSON's 1e999 (Infinity) and 1e300 passed
 * as integers and answered 409 "changed meanwhile" instead of a 400 naming `version`
 * (issue 11 A7).
 */
export const VersionField = (description: string) =>
  Type.Integer({ minimum: 1, maximum: 2_147_483_647, description });

export const PageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  q: Type.Optional(Type.String({ maxLength: 100, pattern: NO_NUL })),
};
