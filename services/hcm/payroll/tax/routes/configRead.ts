import { IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import type { App } from "../../../../shared/typed.ts";
import { findTaxConfiguration } from "../repo.ts";
import { READ_MENUS, TaxConfigurationSchema } from "../schemas.ts";
import { configurationNotFound, requireFinalTax, type TaxDeps } from "../shared.ts";

/** GET /tax-configurations/:id (a final one needs the flag final_tax_configuration). */
export function configReadRoute(app: App, deps: TaxDeps): void {
  app.get(
    "/tax-configurations/:id",
    {
      config: { menus: READ_MENUS },
      schema: {
        summary: "One tax group configuration with the groups that use it",
        params: IdParams,
        response: { 200: dataOf(TaxConfigurationSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const found = await deps.db.tenant(principal.clientId, (tx) =>
        findTaxConfiguration(tx, params.id),
      );
      if (!found) throw configurationNotFound();
      if (found.kind === "pph21_final") await requireFinalTax(deps, principal.clientId);
      return { data: found };
    },
  );
}
