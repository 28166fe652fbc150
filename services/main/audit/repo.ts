import type { Tx } from "../../db/pool.ts";
import { escapeLike } from "../org/common.ts";

/**
 * The text an audit entry is found by: what was done (`agent.update`), to what
 * (`agent 42`) and by whom (the actor's name as written then). The same expression is
 * indexed (migration 0012, a per-client trigram index), so a search reads only the
 * caller's matching rows; RLS keeps them the caller's.
 */
export const AUDIT_SEARCH_TEXT =
  "(action || ' ' || entity_type || ' ' || entity_id || ' ' || actor_label)";

export type AuditFilter = {
  q?: string | null | undefined;
  entity?: string | null | undefined;
  action?: string | null | undefined;
  actor?: number | null | undefined;
  /** yyyy-MM-dd, the first day, in the client's time zone (clients.timezone). */
  from?: string | null | undefined;
  /** yyyy-MM-dd, the last day (inclusive), in the client's time zone. */
  to?: string | null | undefined;
};

export type AuditLogQuery = AuditFilter & { limit: number; page: number };

const WHERE = `
  ($1::text IS NULL
     OR ${AUDIT_SEARCH_TEXT} ILIKE '%' || $1 || '%'
     OR actor_user_id IN (SELECT id FROM users WHERE email ILIKE '%' || $1 || '%'))
  AND ($2::text IS NULL OR entity_type = $2)
  AND ($3::text IS NULL OR action = $3)
  AND ($4::int IS NULL OR actor_user_id = $4)
  AND ($5::date IS NULL OR created_at >= ($5::date)::timestamp AT TIME ZONE
        (SELECT timezone FROM clients WHERE id = app_client_id()))
  AND ($6::date IS NULL OR created_at < ($6::date + 1)::timestamp AT TIME ZONE
        (SELECT timezone FROM clients WHERE id = app_client_id()))`;

const params = (filter: AuditFilter) => [
  escapeLike(filter.q),
  filter.entity?.trim() || null,
  filter.action?.trim() || null,
  filter.actor ?? null,
  filter.from ?? null,
  filter.to ?? null,
];

/**
 * One page of the client's audit trail, newest first, filtered. `q` matches any part of the
 * search text above, or the e-mail address of the user who acted.
 */
export async function auditLogPage(tx: Tx, query: AuditLogQuery) {
  const { limit, page } = query;
  const { rows } = await tx.query(
    `SELECT id::int AS id, actor_type, actor_user_id, actor_label, action, entity_type, entity_id,
            before, after, created_at,
            (SELECT timezone FROM clients WHERE id = app_client_id()) AS timezone,
            count(*) OVER ()::int AS total
     FROM audit_log WHERE ${WHERE}
     ORDER BY id DESC LIMIT $7 OFFSET $8`,
    [...params(query), limit === 0 ? null : limit, limit === 0 ? 0 : (page - 1) * limit],
  );
  return {
    data: rows.map(({ total: _total, ...entry }) => entry),
    meta: { limit, page, totalItems: (rows[0]?.total as number | undefined) ?? 0 },
  };
}

/** How many entries the filter selects (the export's cap). */
export async function countAuditEntries(tx: Tx, filter: AuditFilter): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log WHERE ${WHERE}`,
    params(filter),
  );
  return rows[0]?.n ?? 0;
}

export type AuditExportRow = {
  at: string;
  timezone: string;
  actor_label: string;
  actor_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before: unknown;
  after: unknown;
};

/** Every entry the filter selects, newest first, the time written in the client's zone. */
export async function auditExportRows(tx: Tx, filter: AuditFilter): Promise<AuditExportRow[]> {
  const { rows } = await tx.query<AuditExportRow>(
    `SELECT to_char(a.created_at AT TIME ZONE c.timezone, 'DD-MM-YYYY HH24:MI') AS at,
            c.timezone, a.actor_label, u.email AS actor_email, a.action, a.entity_type,
            a.entity_id, a.before, a.after
     FROM audit_log a
     JOIN clients c ON c.id = a.client_id
     LEFT JOIN users u ON u.id = a.actor_user_id
     WHERE a.id IN (SELECT id FROM audit_log WHERE ${WHERE})
     ORDER BY a.id DESC`,
    params(filter),
  );
  return rows;
}
