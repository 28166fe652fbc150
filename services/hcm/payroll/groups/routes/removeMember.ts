import { Type } from "typebox";
import { parseIsoDate } from "../../../../../domain/workforce/dates.ts";
import type { Db } from "../../../../db/pool.ts";
import { audit, CLIENT_TODAY } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import { invalidFields, notFound } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { IN_FORCE } from "../repo.ts";
import { DateText, GroupMemberParams, MENU } from "../schemas.ts";

/** DELETE /payroll-groups/:id/members/:agentId?effectiveTo: ends the membership (history kept). */
export function removeMemberRoute(app: App, { db }: { db: Db }): void {
  app.delete(
    "/payroll-groups/:id/members/:agentId",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Ends the worker's membership on effectiveTo (default the client's today; inclusive). A membership that would start after it is removed. 404 when the worker is not a member then",
        params: GroupMemberParams,
        querystring: Type.Object({ effectiveTo: Type.Optional(DateText) }),
        response: { 200: dataOf(Type.Object({ removed: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal, params, query } = request;
      if (query.effectiveTo !== undefined && !parseIsoDate(query.effectiveTo))
        throw invalidFields("Failed to Update Payroll Group Members", [
          { field: "effectiveTo", message: "must be a date written yyyy-MM-dd" },
        ]);
      await db.tenant(principal.clientId, async (tx) => {
        const group = await tx.query("SELECT 1 FROM payroll_groups WHERE id = $1 FOR UPDATE", [
          params.id,
        ]);
        if (group.rowCount === 0) throw notFound("Payroll group");
        const day = `coalesce($3::date, ${CLIENT_TODAY})`;
        // In force on the day, or starting after it (a scheduled membership is withdrawn).
        const { rows } = await tx.query<{ id: number; from: string; to: string | null }>(
          `SELECT id, to_char(effective_from, 'YYYY-MM-DD') AS from,
                  to_char(effective_to, 'YYYY-MM-DD') AS to
             FROM payroll_group_members m
            WHERE m.payroll_group_id = $1 AND m.agent_id = $2
              AND ((${IN_FORCE("m", day)}) OR m.effective_from > ${day})`,
          [params.id, params.agentId, query.effectiveTo ?? null],
        );
        if (rows.length === 0) throw notFound("Payroll group member");
        const ended = await tx.query<{ id: number; to: string }>(
          `UPDATE payroll_group_members m
              SET effective_to = ${day}, version = version + 1, updated_at = now()
            WHERE m.payroll_group_id = $1 AND m.agent_id = $2 AND ${IN_FORCE("m", day)}
            RETURNING id, to_char(effective_to, 'YYYY-MM-DD') AS to`,
          [params.id, params.agentId, query.effectiveTo ?? null],
        );
        const withdrawn = await tx.query<{ id: number }>(
          `DELETE FROM payroll_group_members m
            WHERE m.payroll_group_id = $1 AND m.agent_id = $2 AND m.effective_from > ${day}
            RETURNING id`,
          [params.id, params.agentId, query.effectiveTo ?? null],
        );
        await audit(tx, principal, {
          action: "payroll_group.members.remove",
          entityType: "payroll_group",
          entityId: params.id,
          before: { agentId: params.agentId, memberships: rows },
          after: {
            agentId: params.agentId,
            endedOn: ended.rows[0]?.to ?? null,
            withdrawn: withdrawn.rows.map((row) => row.id),
          },
        });
      });
      return { data: { removed: true } };
    },
  );
}
