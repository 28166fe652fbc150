import { audit, IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import type { App } from "../../../../shared/typed.ts";
import { findEmployeeTaxRecord, updateEmployeeTaxRecord } from "../recordRepo.ts";
import { EmployeeTaxRecordSchema, EmployeeTaxRecordUpdateBody, WRITE_MENU } from "../schemas.ts";
import {
  checkedRecord,
  HEADLINES,
  recordNotFound,
  recordRace,
  staleRecord,
  type TaxDeps,
} from "../shared.ts";

/** PUT /employee-tax-records/:id { version, … } */
export function recordUpdateRoute(app: App, deps: TaxDeps): void {
  app.put(
    "/employee-tax-records/:id",
    {
      config: { menu: WRITE_MENU },
      schema: {
        summary:
          "Replaces an employee tax record (menu tax-management). `version` must be the one read: stale is 409",
        params: IdParams,
        body: EmployeeTaxRecordUpdateBody,
        response: { 200: dataOf(EmployeeTaxRecordSchema) },
      },
    },
    async (request) => {
      const { principal, params, body } = request;
      const message = HEADLINES.updateRecord;
      const data = await deps.db.tenant(principal.clientId, async (tx) => {
        const before = await findEmployeeTaxRecord(tx, params.id, true);
        if (!before) throw recordNotFound();
        if (before.version !== body.version) throw staleRecord();
        const values = await checkedRecord(tx, body, params.id, message);
        await recordRace(message, values.year, () =>
          updateEmployeeTaxRecord(tx, params.id, values),
        );
        const after = (await findEmployeeTaxRecord(tx, params.id))!;
        await audit(tx, principal, {
          action: "employee_tax_record.update",
          entityType: "employee_tax_record",
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
