import { Type } from "typebox";
import { validateApprovalRule } from "../../../../domain/approvals.ts";
import type { Db } from "../../../db/pool.ts";
import { assertValid, audit, IdParams } from "../../../main/org/common.ts";
import { HttpError, notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { findRule, resetPending, updateRule } from "../repo.ts";
import { assertRuleFits, audited, MENU, RuleBody, RuleSchema } from "./shared.ts";

/**
 * PUT /approval-rules/:id: replaces a rule. Its pending requests go back to layer 1 in the
 * same transaction (the approval machine's `rule.edited`); the answer says how many.
 */
export function updateRoute(app: App, deps: { db: Db }): void {
  app.put(
    "/approval-rules/:id",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Replaces an approval rule (menu settings); its pending requests go back to layer 1 (resetRequests says how many)",
        params: IdParams,
        body: RuleBody,
        response: {
          200: Type.Object({
            data: Type.Object({
              ...RuleSchema.properties,
              resetRequests: Type.Integer({
                description: "pending requests sent back to layer 1 by this edit",
              }),
            }),
          }),
        },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const message = "Failed to Update Approval Rule";
      const { values, problems } = validateApprovalRule(request.body);
      const result = await deps.db.tenant(principal.clientId, async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('approval_rules'), $1)", [
          principal.clientId,
        ]);
        const before = await findRule(tx, id, true);
        if (!before) throw notFound("Approval rule");
        assertValid(message, problems);
        if (request.body.version !== undefined && request.body.version !== before.version)
          throw new HttpError(
            409,
            "This approval rule was changed by someone else. Reload it and try again.",
          );
        await assertRuleFits(tx, message, values, id);
        await updateRule(tx, principal.clientId, id, values);
        const resetRequests = await resetPending(tx, id, values.layers.length);
        const after = (await findRule(tx, id))!;
        await audit(tx, principal, {
          action: "approval_rule.update",
          entityType: "approval_rule",
          entityId: id,
          before: audited(before),
          after: { ...audited(after), resetRequests },
        });
        return { data: { ...after, resetRequests } };
      });
      return result;
    },
  );
}
