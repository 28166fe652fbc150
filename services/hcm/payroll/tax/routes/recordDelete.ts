import { Type } from "typebox";
import { audit, IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import type { App } from "../../../../shared/typed.ts";
import { findEmployeeTaxRecord } from "../recordRepo.ts";
import { WRITE_MENU } from "../schemas.ts";
import { recordNotFound, type TaxDeps } from "../shared.ts";

/** DELETE /employee-tax-records/:id */
export function recordDeleteRoute(app: App, deps: TaxDeps): void {
  app.delete(
    "/employee-tax-records/:id",
    {
      config: { menu: WRITE_MENU },
      schema: {
        summary: "Deletes an employee tax record (menu tax-management)",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      await deps.db.tenant(principal.clientId, async (tx) => {
        const before = await findEmployeeTaxRecord(tx, params.id, true);
        if (!before) throw recordNotFound();
        await tx.query("DELETE FROM employee_tax_records WHERE id = $1", [params.id]);
        await audit(tx, principal, {
          action: "employee_tax_record.delete",
          entityType: "employee_tax_record",
          entityId: params.id,
          before,
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
