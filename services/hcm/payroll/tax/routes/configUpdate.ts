import { audit, IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import type { App } from "../../../../shared/typed.ts";
import { findTaxConfiguration, updateTaxConfiguration } from "../repo.ts";
import { TaxConfigurationSchema, TaxConfigurationUpdateBody, WRITE_MENU } from "../schemas.ts";
import {
  checkedConfiguration,
  configurationNotFound,
  configurationRace,
  HEADLINES,
  requireFinalTax,
  staleConfiguration,
  type TaxDeps,
} from "../shared.ts";

/** PUT /tax-configurations/:id { version, … }: the kind stays; a stale version is 409. */
export function configUpdateRoute(app: App, deps: TaxDeps): void {
  app.put(
    "/tax-configurations/:id",
    {
      config: { menu: WRITE_MENU },
      schema: {
        summary:
          "Replaces a tax group configuration's settings (menu tax-management; a final one also needs flag final_tax_configuration). `version` must be the one read: stale is 409",
        params: IdParams,
        body: TaxConfigurationUpdateBody,
        response: { 200: dataOf(TaxConfigurationSchema) },
      },
    },
    async (request) => {
      const { principal, params, body } = request;
      const message = HEADLINES.updateConfiguration;
      const { db } = deps;
      const current = await db.tenant(principal.clientId, (tx) =>
        findTaxConfiguration(tx, params.id),
      );
      if (!current) throw configurationNotFound();
      if (current.kind === "pph21_final" || body.kind === "pph21_final")
        await requireFinalTax(deps, principal.clientId);
      const data = await db.tenant(principal.clientId, async (tx) => {
        const before = await findTaxConfiguration(tx, params.id, true);
        if (!before) throw configurationNotFound();
        if (before.version !== body.version) throw staleConfiguration();
        const values = await checkedConfiguration(tx, body, before, message);
        await configurationRace(message, () => updateTaxConfiguration(tx, params.id, values));
        const after = (await findTaxConfiguration(tx, params.id))!;
        await audit(tx, principal, {
          action: "tax_configuration.update",
          entityType: "tax_configuration",
          entityId: params.id,
          before,
          after,
        });
        return after;
      });
      return { data };
    },
  );
}
