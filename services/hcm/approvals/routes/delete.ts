import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { audit, IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { HttpError, notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { findRule } from "../repo.ts";
import { audited, MENU } from "./shared.ts";

/** DELETE /approval-rules/:id: a rule with no pending request. */
export function deleteRoute(app: App, deps: { db: Db }): void {
  app.delete(
    "/approval-rules/:id",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Deletes an approval rule (menu settings). A rule with pending requests answers 409 with their count",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      await deps.db.tenant(principal.clientId, async (tx) => {
        const before = await findRule(tx, id, true);
        if (!before) throw notFound("Approval rule");
        // Requests take the rule's row lock (FOR KEY SHARE) when they are created, so the
        // count cannot miss one made meanwhile.
        if (before.pendingCount > 0)
          throw new HttpError(
            409,
            `Approval rule "${before.name}" still has ${before.pendingCount} pending ${before.pendingCount === 1 ? "request" : "requests"}`,
            { pendingCount: before.pendingCount },
          );
        await tx.query("DELETE FROM approval_rules WHERE id = $1", [id]);
        await audit(tx, principal, {
          action: "approval_rule.delete",
          entityType: "approval_rule",
          entityId: id,
          before: audited(before),
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
