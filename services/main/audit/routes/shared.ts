import { Type } from "typebox";
import { parseDateRange } from "../../../../domain/audit.ts";
import { assertValid } from "../../org/common.ts";
import { NO_NUL } from "../../schemas.ts";
import type { AuditFilter } from "../repo.ts";

/** The audit trail is read on the Role Management menu (Settings → Audit log). */
export const AUDIT_MENU = "role-management" as const;

const Word = (description: string) =>
  Type.Optional(Type.String({ maxLength: 100, pattern: NO_NUL, description }));

/** The filters the list and the export share. */
export const AuditFilterQuery = {
  q: Type.Optional(Type.String({ maxLength: 100, pattern: NO_NUL })),
  entity: Word("entity type, exactly (user, agent, branch, …)"),
  action: Word("action, exactly (user.create, agent.update, …)"),
  actor: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: "the acting user's id" }),
  ),
  from: Word("first day, yyyy-MM-dd (or dd-MM-yyyy), in the client's time zone"),
  to: Word("last day (inclusive), yyyy-MM-dd (or dd-MM-yyyy), in the client's time zone"),
};

type FilterQuery = {
  q?: string | undefined;
  entity?: string | undefined;
  action?: string | undefined;
  actor?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The query's filter, or a 400 naming `from` / `to` when a date is not one. */
export function auditFilterOf(query: FilterQuery, message: string): AuditFilter {
  const range = parseDateRange(query.from, query.to);
  assertValid(message, range.problems);
  return {
    q: query.q,
    entity: query.entity,
    action: query.action,
    actor: query.actor,
    from: range.from,
    to: range.to,
  };
}
