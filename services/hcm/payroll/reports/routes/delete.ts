import type { Db } from "../../../../db/pool.ts";
import { audit, IdParams } from "../../../../main/org/common.ts";
import { notFound } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { finalized } from "../problems.ts";
import { findReport } from "../repo.ts";
import { MENUS } from "../schemas.ts";
import { audited } from "../shared.ts";

/** DELETE /payroll-reports/:id → 204 (computing, draft or failed; finalized/paid: 409). */
export function deleteRoute(app: App, { db }: { db: Db }): void {
  app.delete(
    "/payroll-reports/:id",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "Deletes a report that is not finalized, with its lines and adjustments (a run under way stops); finalized or paid 409 PAYROLL_REPORT_FINALIZED",
        params: IdParams,
      },
    },
    async (request, reply) => {
      const { principal, params } = request;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findReport(tx, params.id, true);
        if (!before) throw notFound("Payroll report");
        if (before.status === "finalized" || before.status === "paid") throw finalized();
        await tx.query("DELETE FROM payroll_reports WHERE id = $1", [params.id]);
        await audit(tx, principal, {
          action: "payroll_report.delete",
          entityType: "payroll_report",
          entityId: params.id,
          before: audited(before),
          after: null,
        });
      });
      reply.status(204);
      return reply.send();
    },
  );
}
