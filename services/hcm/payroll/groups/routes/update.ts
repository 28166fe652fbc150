import type { Db } from "../../../../db/pool.ts";
import { audit, IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import { invalidFields, notFound } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { audited, checkedGroup, nameRace, stale } from "../checks.ts";
import { findGroup, updateGroup } from "../repo.ts";
import { GroupSchema, MENU, PayrollGroupBody } from "../schemas.ts";

/** PUT /payroll-groups/:id { version, … }: replaces the group, its branches and components. */
export function updateRoute(app: App, { db }: { db: Db }): void {
  app.put(
    "/payroll-groups/:id",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Replaces a payroll group (its branches and components too); `version` as read (stale: 409); members keep their terms",
        params: IdParams,
        body: PayrollGroupBody,
        response: { 200: dataOf(GroupSchema) },
      },
    },
    async (request) => {
      const { principal, params, body } = request;
      const message = "Failed to Update Payroll Group";
      const group = await db.tenant(principal.clientId, async (tx) => {
        const before = await findGroup(tx, params.id, principal.language, true);
        if (!before) throw notFound("Payroll group");
        if (body.version === undefined)
          throw invalidFields(message, [{ field: "version", message: "is required" }]);
        if (body.version !== before.version) throw stale();
        const values = await checkedGroup(tx, body, params.id, message);
        await nameRace(message, () => updateGroup(tx, principal.clientId, params.id, values));
        const after = (await findGroup(tx, params.id, principal.language))!;
        await audit(tx, principal, {
          action: "payroll_group.update",
          entityType: "payroll_group",
          entityId: params.id,
          before: audited(before),
          after: audited(after),
        });
        return after;
      });
      return { data: group };
    },
  );
}
