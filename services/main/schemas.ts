import { type TSchema, Type } from "typebox";

/** Success envelope of every REST answer: `{ data: ... }`. */
export const dataOf = <T extends TSchema>(data: T) => Type.Object({ data });

/** SPEC §3 Active user. */
export const ActiveUserSchema = Type.Object({
  avatarURL: Type.String(),
  client_id: Type.Integer(),
  email: Type.String(),
  fullname: Type.String(),
  id: Type.Integer(),
  has_menus: Type.Array(Type.String()),
  roles: Type.String(),
  sso: Type.String(),
});

/** SPEC §3 Client modules response. */
export const ModulesSchema = Type.Object({
  roles: Type.String(),
  menus: Type.Array(Type.String()),
});

export const RegionSchema = Type.Object({ id: Type.String(), name: Type.String() });

export const PageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
};
