import { Type } from "typebox";
import { audit, IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import type { App } from "../../../../shared/typed.ts";
import { componentUsage, findComponent } from "../repo.ts";
import { WRITE_MENU } from "../schemas.ts";
import { type ComponentDeps, componentInUse, componentNotFound } from "../shared.ts";

/**
 * DELETE /payroll-components/:id: refused (409) while a payroll group or a member's own
 * amount uses it (migration 0028: ON DELETE RESTRICT), naming how many.
 */
export function componentDeleteRoute(app: App, { db }: ComponentDeps): void {
  app.delete(
    "/payroll-components/:id",
    {
      config: { menu: WRITE_MENU },
      schema: {
        summary:
          "Deletes a payroll component (menu payroll-component); 409 while a payroll group or member uses it",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findComponent(tx, params.id, true);
        if (!before) throw componentNotFound(request);
        const usage = await componentUsage(tx, params.id);
        if (usage.groups > 0 || usage.members > 0) throw componentInUse(before.name, usage);
        // The row lock taken above (FOR UPDATE) holds off a group or member taking it up
        // before the delete: their foreign keys need a key-share lock on it.
        await tx.query("DELETE FROM payroll_components WHERE id = $1", [params.id]);
        await audit(tx, principal, {
          action: "payroll_component.delete",
          entityType: "payroll_component",
          entityId: params.id,
          before,
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
