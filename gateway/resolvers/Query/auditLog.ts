import { auditEntityName, changedFields } from "../../../domain/audit.ts";
import { type IndonesianTimezone, timezoneLabelOf } from "../../../domain/workforce/org.ts";
import type { GatewayContext } from "../../context.ts";
import { pageSize, type RestMeta } from "../types/usersRest.ts";

type AuditFilter = {
  q?: string | null;
  entity?: string | null;
  action?: string | null;
  actor?: number | null;
  from?: string | null;
  to?: string | null;
};

type RestAuditEntry = {
  id: number;
  actor_type: string;
  actor_user_id: number | null;
  actor_label: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  created_at: string;
  timezone: string;
};

export async function auditLog(
  _parent: unknown,
  args: { limit?: number | null; page?: number | null; filter?: AuditFilter | null },
  context: GatewayContext,
) {
  const limit = pageSize(args.limit);
  const filter = args.filter ?? {};
  const { data, meta } = await context.services.getWithMeta<RestAuditEntry[], RestMeta>(
    "main",
    "/client/audit-log",
    {
      limit,
      page: args.page ?? 1,
      q: filter.q,
      entity: filter.entity,
      action: filter.action,
      actor: filter.actor,
      from: filter.from,
      to: filter.to,
    },
  );
  return {
    items: data.map((entry) => ({
      id: String(entry.id),
      createdAt: new Date(entry.created_at).toISOString(),
      timezone: entry.timezone,
      timezoneLabel: timezoneLabelOf(entry.timezone as IndonesianTimezone),
      actorType: entry.actor_type,
      actorUserId: entry.actor_user_id,
      actorLabel: entry.actor_label,
      action: entry.action,
      entityType: entry.entity_type,
      entityName: auditEntityName(entry.before, entry.after),
      entityId: entry.entity_id,
      before: entry.before,
      after: entry.after,
      changes: changedFields(entry.before, entry.after).map((change) => ({
        field: change.field,
        before: change.before ?? null,
        after: change.after ?? null,
      })),
    })),
    totalItems: meta.totalItems,
    limit,
    page: meta.page,
  };
}
