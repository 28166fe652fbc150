import type { Tx } from "../../db/pool.ts";
import { escapeLike } from "../org/common.ts";

/** A console user as the API answers it (the shape GET /client/users always had). */
export type User = {
  id: number;
  email: string;
  fullname: string;
  status: "active" | "inactive";
  role_id: number;
  role_name: string;
  is_super_admin: boolean;
  created_at: string;
  updated_at: string;
};

const COLUMNS = `u.id, u.email, u.fullname, u.status, u.role_id, r.name AS role_name,
  r.is_super_admin,
  to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
  to_char(u.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at`;
const FROM = "users u JOIN roles r ON r.id = u.role_id";

export type UserFilter = {
  q: string | null;
  roleId: number | null;
  status: string | null;
};

/** One page of the client's users (`limit` 0: all of them), by name. */
export async function listUsers(tx: Tx, filter: UserFilter, limit: number, page: number) {
  const { rows } = await tx.query<User & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM ${FROM}
     WHERE ($1::text IS NULL OR u.fullname ILIKE '%' || $1 || '%' OR u.email ILIKE '%' || $1 || '%')
       AND ($2::int IS NULL OR u.role_id = $2)
       AND ($3::text IS NULL OR u.status = $3)
     ORDER BY lower(u.fullname), u.id LIMIT $4 OFFSET $5`,
    [
      escapeLike(filter.q),
      filter.roleId,
      filter.status,
      limit === 0 ? null : limit,
      limit === 0 ? 0 : (page - 1) * limit,
    ],
  );
  return { users: rows.map(({ total: _total, ...user }) => user), total: rows[0]?.total ?? 0 };
}

export async function findUser(tx: Tx, id: number, lock = false): Promise<User | null> {
  const { rows } = await tx.query<User>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE u.id = $1 ${lock ? "FOR UPDATE OF u" : ""}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The role, when it is one of the caller's client's (RLS hides the others). */
export async function findRole(tx: Tx, id: number) {
  const { rows } = await tx.query<{ id: number; name: string; is_super_admin: boolean }>(
    "SELECT id, name, is_super_admin FROM roles WHERE id = $1",
    [id],
  );
  return rows[0] ?? null;
}

/**
 * How many active Super Admins the client has besides `exceptUserId`. The Super Admin roles'
 * user rows are locked first, so two concurrent changes cannot both remove "the other one".
 */
export async function otherActiveSuperAdmins(tx: Tx, exceptUserId: number): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT u.id FROM users u JOIN roles r ON r.id = u.role_id
     WHERE r.is_super_admin AND u.status = 'active' AND u.id <> $1
     FOR UPDATE OF u`,
    [exceptUserId],
  );
  return rows.length;
}

/** Ends every live session of a user; the ids of those ended. */
export async function revokeSessions(
  tx: Tx,
  userId: number,
  exceptSessionId: string | null = null,
): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2::bigint RETURNING id`,
    [userId, exceptSessionId],
  );
  return rows.map((row) => row.id);
}

/** What the audit trail keeps of a user: never a password or its hash. */
export const auditedUser = (user: User) => ({
  id: user.id,
  email: user.email,
  fullname: user.fullname,
  status: user.status,
  role_id: user.role_id,
  role_name: user.role_name,
});
