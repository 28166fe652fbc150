import { Type } from "typebox";
import { ROLE_NAME_TAKEN, type RoleProblem } from "../../../../domain/roles.ts";
import { HttpError } from "../../../shared/errors.ts";
import { Nullable } from "../../org/common.ts";
import { NO_NUL } from "../../schemas.ts";
import type { Role } from "../repo.ts";

export const RoleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  is_super_admin: Type.Boolean(),
  menus: Type.Array(Type.String()),
  userCount: Type.Integer({ description: "users holding the role" }),
});

/** The create and update body; domain/roles.ts words the problems, the schema bounds sizes. */
export const RoleBody = Type.Object(
  {
    name: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 1000,
          pattern: NO_NUL,
          description: "1–100 characters, unique per client (trimmed, case-insensitive)",
        }),
      ),
    ),
    menus: Type.Optional(
      Nullable(
        Type.Array(Type.String({ maxLength: 100 }), {
          maxItems: 200,
          description: "menu ids of the catalogue (GraphQL menuCatalogue)",
        }),
      ),
    ),
  },
  { additionalProperties: false },
);

/** A 400 naming every field, as the org forms answer. */
export const invalidRole = (message: string, problems: RoleProblem[]) =>
  new HttpError(400, message, undefined, problems);

/** SPEC §8: a name the client has already, at the name field. */
export const nameTaken = () =>
  new HttpError(409, ROLE_NAME_TAKEN, undefined, [{ field: "name", message: ROLE_NAME_TAKEN }]);

/** A 409 worded in both languages (answered in the caller's, services/shared/language.ts). */
export const conflict = (en: string, id: string) =>
  new HttpError(409, en, { messages: { en, id } });

export const superAdminProtected = {
  rename: () =>
    conflict(
      "Super Admin is built in: it cannot be renamed",
      "Super Admin adalah peran bawaan: namanya tidak dapat diubah",
    ),
  menus: () =>
    conflict(
      "Super Admin is built in: it keeps every menu",
      "Super Admin adalah peran bawaan: semua menunya tetap",
    ),
  delete: () =>
    conflict(
      "Super Admin is built in: it cannot be deleted",
      "Super Admin adalah peran bawaan: tidak dapat dihapus",
    ),
};

export const heldByUsers = (name: string, count: number) =>
  conflict(
    `Role ${name} is held by ${count} user${count === 1 ? "" : "s"}: give them another role before deleting it`,
    `Peran ${name} dipegang oleh ${count} pengguna: berikan peran lain kepada mereka sebelum menghapusnya`,
  );

/** What the audit trail keeps of a role. */
export const auditedRole = (role: Role) => ({ name: role.name, menus: role.menus });
