import type { Tx } from "../../db/pool.ts";
import { escapeLike } from "../org/common.ts";

/**
 * The text an audit entry is found by: what was done (`agent.update`), to what
 * (`agent 42`) and by whom (the actor's name as written then). The same expression is
 * indexed (migration 0011, a per-client trigram index), so a search reads only the
 * caller's matching rows; RLS keeps them the caller's.
 */
export const AUDIT_SEARCH_TEXT =
  "(action || ' ' || entity_type || ' ' || entity_id || ' ' || actor_label)";

export type AuditLogQuery = { limit: number; page: number; q?: string | undefined };

/**
 * One page of the client's audit trail, newest first. `q` matches any part of the search
 * text above, or the e-mail address of the user who acted (issue 11 A7: it was ignored).
 */
export async function auditLogPage(tx: Tx, { limit, page, q }: AuditLogQuery) {
  const search = escapeLike(q);
  const { rows } = await tx.query(
    `SELECT id::int AS id, actor_type, actor_label, action, entity_type, entity_id, before, after,
            created_at, count(*) OVER ()::int AS total
     FROM audit_log
     WHERE $3::text IS NULL
        OR ${AUDIT_SEARCH_TEXT} ILIKE '%' || $3 || '%'
        OR actor_user_id IN (SELECT id FROM users WHERE email ILIKE '%' || $3 || '%')
     ORDER BY id DESC LIMIT $1 OFFSET $2`,
    [limit === 0 ? null : limit, limit === 0 ? 0 : (page - 1) * limit, search],
  );
  return {
    data: rows.map(({ total: _total, ...entry }) => entry),
    meta: { limit, page, totalItems: (rows[0]?.total as number | undefined) ?? 0 },
  };
}
