import type { Tx } from "../../db/pool.ts";

/** What each audit action of an agent reads as in the timeline (SPEC §3 timeline item). */
const TITLES: Record<string, string> = {
  "agent.create": "Employee created",
  "agent.update": "Employee data updated",
  "agent.terminate": "Employee terminated",
  "agent.activate": "Employee activated",
  "agent.inactivate": "Employee inactivated",
  "agent.import": "Employee imported",
};

export type TimelineItem = {
  id: string;
  createdAt: string;
  createdAtTimezone: string;
  type: string;
  title: string;
  subtitle: string;
  changes: { field: string; before: unknown; after: unknown }[];
};

type AuditRow = {
  id: string;
  createdAt: string;
  action: string;
  actorLabel: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  total: number;
};

/**
 * An agent's audit rows, newest first. `createdAtTimezone` is the client's time zone (IANA
 * id), in which the console shows the instant (SPEC §9: DD MMM YYYY HH:mm, "Via" subtitle).
 */
export async function agentTimeline(
  tx: Tx,
  agentId: number,
  limit: number,
  page: number,
): Promise<{ items: TimelineItem[]; totalItems: number }> {
  const { rows } = await tx.query<AuditRow>(
    `SELECT id::text AS id,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
            action, actor_label AS "actorLabel", before, after, count(*) OVER ()::int AS total
     FROM audit_log
     WHERE entity_type = 'agent' AND entity_id = $1
     ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [String(agentId), limit, (page - 1) * limit],
  );
  const zone = await tx.query<{ timezone: string }>(
    "SELECT timezone FROM clients WHERE id = app_client_id()",
  );
  const timezone = zone.rows[0]?.timezone ?? "Asia/Jakarta";
  let totalItems = rows[0]?.total;
  if (totalItems === undefined) {
    const counted = await tx.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'agent' AND entity_id = $1",
      [String(agentId)],
    );
    totalItems = counted.rows[0]?.n ?? 0;
  }
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      createdAtTimezone: timezone,
      type: row.action,
      title: TITLES[row.action] ?? row.action,
      subtitle: `Via ${row.actorLabel}`,
      changes: changesOf(row.before, row.after),
    })),
    totalItems,
  };
}

function changesOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): TimelineItem["changes"] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    before: before?.[field] ?? null,
    after: after?.[field] ?? null,
  }));
}
