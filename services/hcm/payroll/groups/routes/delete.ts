import { Type } from "typebox";
import type { Db } from "../../../../db/pool.ts";
import { audit, IdParams, isForeignKeyViolation } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import { notFound } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { reportConflict } from "../../reports/problems.ts";
import { audited, conflict } from "../checks.ts";
import { findGroup, membersInForce } from "../repo.ts";
import { MENU } from "../schemas.ts";

/** Issue 17: a group that payroll reports refer to (409 PAYROLL_GROUP_HAS_REPORTS). */
const groupHasReports = (name: string, count: number) =>
  reportConflict(
    "PAYROLL_GROUP_HAS_REPORTS",
    "payrollGroupHasReports",
    { name, count: String(count) },
    { reports: count },
  );

/** DELETE /payroll-groups/:id: 409 while members are in force (today or later). */
export function deleteRoute(app: App, { db }: { db: Db }): void {
  app.delete(
    "/payroll-groups/:id",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Deletes a payroll group and its past memberships; refused 409 while members are in force (end them first) or payroll reports refer to it (PAYROLL_GROUP_HAS_REPORTS)",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findGroup(tx, params.id, principal.language, true);
        if (!before) throw notFound("Payroll group");
        const members = await membersInForce(tx, params.id);
        if (members > 0)
          throw conflict(
            `Payroll group "${before.name}" has ${members} member(s) in force; it cannot be deleted. Remove its members first or deactivate it.`,
            `Grup penggajian "${before.name}" memiliki ${members} anggota yang berlaku; grup ini tidak dapat dihapus. Keluarkan anggotanya terlebih dahulu atau nonaktifkan.`,
            { members },
          );
        // Issue 17: payroll reports keep their group (FK): refuse with a clear 409.
        const reports = await tx.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM payroll_reports WHERE payroll_group_id = $1",
          [params.id],
        );
        const reported = reports.rows[0]!.n;
        if (reported > 0) throw groupHasReports(before.name, reported);
        try {
          await tx.query("SAVEPOINT group_delete");
          await tx.query("DELETE FROM payroll_groups WHERE id = $1", [params.id]);
        } catch (error) {
          if (!isForeignKeyViolation(error)) throw error;
          await tx.query("ROLLBACK TO SAVEPOINT group_delete");
          throw groupHasReports(before.name, 1);
        }
        await audit(tx, principal, {
          action: "payroll_group.delete",
          entityType: "payroll_group",
          entityId: params.id,
          before: audited(before),
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
