import { audit } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import type { App } from "../../../../shared/typed.ts";
import { findEmployeeTaxRecord, insertEmployeeTaxRecord } from "../recordRepo.ts";
import { EmployeeTaxRecordBody, EmployeeTaxRecordSchema, WRITE_MENU } from "../schemas.ts";
import { checkedRecord, HEADLINES, recordRace, type TaxDeps } from "../shared.ts";

/** POST /employee-tax-records → 201 { data: { id, … } }. */
export function recordCreateRoute(app: App, deps: TaxDeps): void {
  app.post(
    "/employee-tax-records",
    {
      config: { menu: WRITE_MENU },
      schema: {
        summary:
          "Creates an employee tax record (menu tax-management). Another client's worker or configuration: 400 naming the field; a second record of the worker for the year: 409",
        body: EmployeeTaxRecordBody,
        response: { 201: dataOf(EmployeeTaxRecordSchema) },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      const message = HEADLINES.createRecord;
      const data = await deps.db.tenant(principal.clientId, async (tx) => {
        const values = await checkedRecord(tx, body, null, message);
        const id = await recordRace(message, values.year, () =>
          insertEmployeeTaxRecord(tx, principal.clientId, values),
        );
        const created = (await findEmployeeTaxRecord(tx, id))!;
        await audit(tx, principal, {
          action: "employee_tax_record.create",
          entityType: "employee_tax_record",
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
