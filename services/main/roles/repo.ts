import type { Tx } from "../../db/pool.ts";
import { escapeLike } from "../org/common.ts";

/** A role as the API answers it (snake_case `is_super_admin` as GET /client/roles always had). */
export type Role = {
  id: number;
  name: string;
  is_super_admin: boolean;
  menus: string[];
  userCount: number;
};

const COLUMNS = `r.id, r.name, r.is_super_admin,
  ARRAY(SELECT rm.menu_id FROM role_menus rm WHERE rm.role_id = r.id ORDER BY rm.menu_id) AS menus,
  (SELECT count(*) FROM users u WHERE u.role_id = r.id)::int AS "userCount"`;

/** One page of the client's roles by name; `limit` 0 is every role. */
export async function listRoles(
  tx: Tx,
  { q, limit, page }: { q: string | undefined; limit: number; page: number },
) {
  const { rows } = await tx.query<Role & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM roles r
     WHERE $1::text IS NULL OR r.name ILIKE '%' || $1 || '%'
     ORDER BY lower(r.name), r.id LIMIT $2 OFFSET $3`,
    [escapeLike(q), limit === 0 ? null : limit, limit === 0 ? 0 : (page - 1) * limit],
  );
  let totalItems = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1 && limit > 0) {
    const count = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM roles r WHERE $1::text IS NULL OR r.name ILIKE '%' || $1 || '%'`,
      [escapeLike(q)],
    );
    totalItems = count.rows[0]?.n ?? 0;
  }
  return {
    data: rows.map(({ total: _total, ...role }) => role),
    meta: { limit, page, totalItems },
  };
}

export async function findRole(tx: Tx, id: number, lock = false): Promise<Role | null> {
  const { rows } = await tx.query<Role>(
    `SELECT ${COLUMNS} FROM roles r WHERE r.id = $1 ${lock ? "FOR UPDATE OF r" : ""}`,
    [id],
  );
  return rows[0] ?? null;
}

/** True when another role of the client has this name (trimmed, case-insensitive). */
export async function roleNameTaken(tx: Tx, name: string, exceptId: number | null) {
  const { rowCount } = await tx.query(
    `SELECT 1 FROM roles WHERE lower(btrim(name)) = lower(btrim($1)) AND id IS DISTINCT FROM $2`,
    [name, exceptId],
  );
  return (rowCount ?? 0) > 0;
}

export async function insertRole(tx: Tx, clientId: number, name: string) {
  const { rows } = await tx.query<{ id: number }>(
    "INSERT INTO roles (client_id, name) VALUES ($1, $2) RETURNING id",
    [clientId, name],
  );
  return rows[0]!.id;
}

/**
 * The role's menus become exactly `menus`: one DELETE of those dropped and one INSERT of those
 * added, so the live-event triggers (migration 0013) tell each user once per statement, and a
 * change that keeps the menus tells nobody.
 */
export async function setRoleMenus(tx: Tx, clientId: number, roleId: number, menus: string[]) {
  await tx.query("DELETE FROM role_menus WHERE role_id = $1 AND NOT (menu_id = ANY($2::text[]))", [
    roleId,
    menus,
  ]);
  await tx.query(
    `INSERT INTO role_menus (client_id, role_id, menu_id)
     SELECT $1, $2, m FROM unnest($3::text[]) AS m
     WHERE NOT EXISTS (SELECT 1 FROM role_menus WHERE role_id = $2 AND menu_id = m)`,
    [clientId, roleId, menus],
  );
}
