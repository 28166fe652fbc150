import { Type } from "typebox";
import type { Db } from "../../../../db/pool.ts";
import { audit, IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import { notFound } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { audited, conflict } from "../checks.ts";
import { findGroup, membersInForce } from "../repo.ts";
import { MENU } from "../schemas.ts";

/** DELETE /payroll-groups/:id: 409 while members are in force (today or later). */
export function deleteRoute(app: App, { db }: { db: Db }): void {
  app.delete(
    "/payroll-groups/:id",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Deletes a payroll group and its past memberships; refused 409 while members are in force (end them first)",
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
        await tx.query("DELETE FROM payroll_groups WHERE id = $1", [params.id]);
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
