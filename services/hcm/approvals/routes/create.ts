import { validateApprovalRule } from "../../../../domain/approvals.ts";
import type { Db } from "../../../db/pool.ts";
import { assertValid, audit } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import type { App } from "../../../shared/typed.ts";
import { findRule, insertRule } from "../repo.ts";
import { assertRuleFits, audited, MENU, RuleBody, RuleSchema } from "./shared.ts";

/** POST /approval-rules: a new rule. */
export function createRoute(app: App, deps: { db: Db }): void {
  app.post(
    "/approval-rules",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Creates an approval rule (menu settings). Unknown users/roles: 400 naming the field; a name or request type taken: 409",
        body: RuleBody,
        response: { 201: dataOf(RuleSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const message = "Failed to Create Approval Rule";
      const { values, problems } = validateApprovalRule(request.body);
      assertValid(message, problems);
      const rule = await deps.db.tenant(principal.clientId, async (tx) => {
        // One writer of rules at a time per client: request types stay covered once.
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('approval_rules'), $1)", [
          principal.clientId,
        ]);
        await assertRuleFits(tx, message, values, null);
        const id = await insertRule(tx, principal.clientId, values);
        const created = (await findRule(tx, id))!;
        await audit(tx, principal, {
          action: "approval_rule.create",
          entityType: "approval_rule",
          entityId: id,
          before: null,
          after: audited(created),
        });
        return created;
      });
      reply.status(201);
      return { data: rule };
    },
  );
}
