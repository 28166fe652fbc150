import type { Db } from "../../../../db/pool.ts";
import { audit } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import type { App } from "../../../../shared/typed.ts";
import { audited, checkedGroup, nameRace } from "../checks.ts";
import { findGroup, insertGroup } from "../repo.ts";
import { GroupSchema, MENU, PayrollGroupBody } from "../schemas.ts";

/** POST /payroll-groups → 201 { data: { id, … } } (the issue-16 contract). */
export function createRoute(app: App, { db }: { db: Db }): void {
  app.post(
    "/payroll-groups",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Creates a payroll group: 201 { data: { id, … } }; bad input 400 naming each field (another client's branch, component or tax configuration too); a taken name 409",
        body: PayrollGroupBody,
        response: { 201: dataOf(GroupSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const message = "Failed to Create Payroll Group";
      const group = await db.tenant(principal.clientId, async (tx) => {
        const values = await checkedGroup(tx, request.body, null, message);
        const id = await nameRace(message, () => insertGroup(tx, principal.clientId, values));
        const created = (await findGroup(tx, id, principal.language))!;
        await audit(tx, principal, {
          action: "payroll_group.create",
          entityType: "payroll_group",
          entityId: id,
          before: null,
          after: audited(created),
        });
        return created;
      });
      reply.status(201);
      return { data: group };
    },
  );
}
