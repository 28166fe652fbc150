import { GraphQLError } from "graphql";

/**
 * The users and audit-log REST answers (services/main/users, services/main/audit) as the
 * gateway reads them: snake_case rows mapped to the schema's camelCase.
 */

export type RestUser = {
  id: number;
  email: string;
  fullname: string;
  status: string;
  role_id: number;
  role_name: string;
  is_super_admin: boolean;
  created_at: string;
  updated_at: string;
};

export type RestMeta = { limit: number; page: number; totalItems: number };

export const userOf = (row: RestUser) => ({
  id: row.id,
  email: row.email,
  fullname: row.fullname,
  status: row.status,
  roleId: row.role_id,
  roleName: row.role_name,
  isSuperAdmin: row.is_super_admin,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A page size of these lists: 1–100 (the REST's `limit` 0, "all", is not offered here). */
export function pageSize(limit: number | null | undefined): number {
  const size = limit ?? 10;
  if (!Number.isInteger(size) || size < 1 || size > 100)
    throw new GraphQLError("Invalid limit", {
      extensions: {
        code: "BAD_USER_INPUT",
        status: 400,
        errors: [{ field: "limit", message: "must be a number from 1 to 100" }],
      },
    });
  return size;
}
