import { IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import type { App } from "../../../../shared/typed.ts";
import { findEmployeeTaxRecord } from "../recordRepo.ts";
import { EmployeeTaxRecordSchema, READ_MENUS } from "../schemas.ts";
import { recordNotFound, type TaxDeps } from "../shared.ts";

/** GET /employee-tax-records/:id */
export function recordReadRoute(app: App, deps: TaxDeps): void {
  app.get(
    "/employee-tax-records/:id",
    {
      config: { menus: READ_MENUS },
      schema: {
        summary: "One employee tax record with the worker's name, NIK, branch and TER category",
        params: IdParams,
        response: { 200: dataOf(EmployeeTaxRecordSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const found = await deps.db.tenant(principal.clientId, (tx) =>
        findEmployeeTaxRecord(tx, params.id),
      );
      if (!found) throw recordNotFound();
      return { data: found };
    },
  );
}
