import { Type } from "typebox";
import { audit, IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import type { App } from "../../../../shared/typed.ts";
import { findTaxConfiguration, taxConfigurationUsage } from "../repo.ts";
import { WRITE_MENU } from "../schemas.ts";
import {
  configurationNotFound,
  deleteRace,
  inUse,
  requireFinalTax,
  type TaxDeps,
} from "../shared.ts";

/** DELETE /tax-configurations/:id: refused (409) while a group or a record refers to it. */
export function configDeleteRoute(app: App, deps: TaxDeps): void {
  app.delete(
    "/tax-configurations/:id",
    {
      config: { menu: WRITE_MENU },
      schema: {
        summary:
          "Deletes a tax group configuration (menu tax-management); 409 while a payroll group uses it or employee tax records refer to it",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const { db } = deps;
      const current = await db.tenant(principal.clientId, (tx) =>
        findTaxConfiguration(tx, params.id),
      );
      if (!current) throw configurationNotFound();
      if (current.kind === "pph21_final") await requireFinalTax(deps, principal.clientId);
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findTaxConfiguration(tx, params.id, true);
        if (!before) throw configurationNotFound();
        const usage = await taxConfigurationUsage(tx, params.id);
        if (usage.groups > 0 || usage.records > 0) throw inUse(before.name, usage);
        await deleteRace(before.name, () =>
          tx.query("DELETE FROM tax_configurations WHERE id = $1", [params.id]),
        );
        await audit(tx, principal, {
          action: "tax_configuration.delete",
          entityType: "tax_configuration",
          entityId: params.id,
          before,
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
