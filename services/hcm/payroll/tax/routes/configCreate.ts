import { audit } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import type { App } from "../../../../shared/typed.ts";
import { findTaxConfiguration, insertTaxConfiguration } from "../repo.ts";
import { TaxConfigurationBody, TaxConfigurationSchema, WRITE_MENU } from "../schemas.ts";
import {
  checkedConfiguration,
  configurationRace,
  HEADLINES,
  requireFinalTax,
  type TaxDeps,
} from "../shared.ts";

/** POST /tax-configurations → 201 { data: { id, … } }. */
export function configCreateRoute(app: App, deps: TaxDeps): void {
  app.post(
    "/tax-configurations",
    {
      config: { menu: WRITE_MENU },
      schema: {
        summary:
          "Creates a tax group configuration (menu tax-management; kind pph21_final also needs flag final_tax_configuration, else 403). Bad input: 400 naming the field; a taken name: 409",
        body: TaxConfigurationBody,
        response: { 201: dataOf(TaxConfigurationSchema) },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      const message = HEADLINES.createConfiguration;
      if (body.kind === "pph21_final") await requireFinalTax(deps, principal.clientId);
      const data = await deps.db.tenant(principal.clientId, async (tx) => {
        const values = await checkedConfiguration(tx, body, null, message);
        const id = await configurationRace(message, () =>
          insertTaxConfiguration(tx, principal.clientId, values),
        );
        const created = (await findTaxConfiguration(tx, id))!;
        await audit(tx, principal, {
          action: "tax_configuration.create",
          entityType: "tax_configuration",
          entityId: id,
          before: null,
          after: created,
        });
        return created;
      });
      reply.status(201);
      return { data };
    },
  );
}
