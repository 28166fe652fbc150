import { Type } from "typebox";
import { audit, IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import type { App } from "../../../../shared/typed.ts";
import { findRegulationComponent } from "../regulationRepo.ts";
import { WRITE_MENU } from "../schemas.ts";
import {
  type ComponentDeps,
  regulationInUse,
  regulationNotFound,
  requireRegulationFlag,
} from "../shared.ts";

/**
 * DELETE /regulation-components/:id with its rates: refused (409) while a payroll group's
 * social insurance includes the programme (regulationRepo.ts GROUPS_USING).
 */
export function regulationDeleteRoute(app: App, deps: ComponentDeps): void {
  app.delete(
    "/regulation-components/:id",
    {
      config: { menu: WRITE_MENU },
      preHandler: requireRegulationFlag(deps),
      schema: {
        summary:
          "Deletes a regulation-based component (menu payroll-component; flag regulation_based_component); 409 while a payroll group's social insurance includes it",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      await deps.db.tenant(principal.clientId, async (tx) => {
        const before = await findRegulationComponent(tx, params.id, true);
        if (!before) throw regulationNotFound(request);
        if (before.groupCount > 0) throw regulationInUse(before.name, before.groupCount);
        await tx.query("DELETE FROM regulation_components WHERE id = $1", [params.id]);
        await audit(tx, principal, {
          action: "regulation_component.delete",
          entityType: "regulation_component",
          entityId: params.id,
          before,
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
