import { Type } from "typebox";
import {
  MAX_TAX_RECORD_YEAR,
  MIN_TAX_RECORD_YEAR,
} from "../../../../../domain/payroll/taxRecords.ts";
import { IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import { invalidFields } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { generateEmployeeTaxRecords } from "../recordRepo.ts";
import { findTaxConfiguration } from "../repo.ts";
import { GenerateBody, WRITE_MENU } from "../schemas.ts";
import { configurationNotFound, HEADLINES, type TaxDeps } from "../shared.ts";

/**
 * POST /tax-configurations/:id/employee-tax-records/generate { year } → { data: { count } }:
 * a record for each member of the configuration's payroll groups in force during the year
 * who has none (recordRepo.ts generateEmployeeTaxRecords). Idempotent.
 */
export function recordGenerateRoute(app: App, deps: TaxDeps): void {
  app.post(
    "/tax-configurations/:id/employee-tax-records/generate",
    {
      config: { menu: WRITE_MENU },
      schema: {
        summary:
          "Creates the year's employee tax records for the members of the configuration's payroll groups that have none (menu tax-management); answers how many",
        params: IdParams,
        body: GenerateBody,
        response: { 200: dataOf(Type.Object({ count: Type.Integer() })) },
      },
    },
    async (request) => {
      const { principal, params, body } = request;
      const message = HEADLINES.createRecord;
      if (body.year < MIN_TAX_RECORD_YEAR || body.year > MAX_TAX_RECORD_YEAR)
        throw invalidFields(message, [
          {
            field: "year",
            message: `must be a year from ${MIN_TAX_RECORD_YEAR} to ${MAX_TAX_RECORD_YEAR}`,
          },
        ]);
      const count = await deps.db.tenant(principal.clientId, async (tx) => {
        const configuration = await findTaxConfiguration(tx, params.id);
        if (!configuration) throw configurationNotFound();
        if (configuration.kind !== "pph21_non_final")
          throw invalidFields(message, [
            {
              field: "taxConfigurationId",
              message: "must be a PPh 21 (not final) configuration",
            },
          ]);
        return generateEmployeeTaxRecords(tx, principal, params.id, body.year);
      });
      return { data: { count } };
    },
  );
}
