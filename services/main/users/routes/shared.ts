import { Type } from "typebox";
import type { Tx } from "../../../db/pool.ts";
import type { Principal } from "../../../shared/principal.ts";
import { audit, Nullable } from "../../org/common.ts";
import { NO_NUL } from "../../schemas.ts";
import { auditedUser, type User } from "../repo.ts";

/** Settings → Users is the Role Management menu's (SPEC §6). */
export const USERS_MENU = "role-management" as const;

const USER_FIELDS = {
  id: Type.Integer(),
  email: Type.String(),
  fullname: Type.String(),
  status: Type.String({ description: "active or inactive" }),
  role_id: Type.Integer(),
  role_name: Type.String(),
  is_super_admin: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
};
export const UserSchema = Type.Object(USER_FIELDS);

/** A new user, with the password the server made when none was given (shown once). */
export const CreatedUserSchema = Type.Object({
  ...USER_FIELDS,
  initialPassword: Type.Optional(Type.String()),
});

/**
 * Types and sizes only: domain/users.ts checks the rest so every problem is listed at once
 * with its field (and in the caller's language).
 */
const Text = (maxLength: number) =>
  Type.Optional(Nullable(Type.String({ maxLength, pattern: NO_NUL })));
const RoleId = Type.Optional(
  Nullable(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: "a role of the client" }),
  ),
);

export const CreateUserBody = Type.Object(
  {
    email: Text(1000),
    fullname: Text(1000),
    roleId: RoleId,
    password: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 1024,
          pattern: NO_NUL,
          description: "omitted: the server makes one and answers it once as initialPassword",
        }),
      ),
    ),
  },
  { additionalProperties: false },
);

export const UpdateUserBody = Type.Object(
  { fullname: Text(1000), roleId: RoleId },
  { additionalProperties: false },
);

/** An audit row of a change to a user (entity_type `user`), never with password material. */
export function auditUser(
  tx: Tx,
  principal: Principal,
  action: string,
  before: User | null,
  after: User | null,
  extra: Record<string, unknown> = {},
) {
  return audit(tx, principal, {
    action,
    entityType: "user",
    entityId: (after ?? before)!.id,
    before: before && auditedUser(before),
    after: after && { ...auditedUser(after), ...extra },
  });
}
