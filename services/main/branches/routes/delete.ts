import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { audit, describeUsage, IdParams, isForeignKeyViolation } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { branchUsage, findBranch } from "../repo.ts";
import { inUse } from "./shared.ts";

/** DELETE /branches/:id: remove a branch that nothing uses. */
export function deleteRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.delete(
    "/branches/:id",
    {
      config: { menu: "branch" },
      schema: {
        summary:
          "Deletes a branch nothing refers to (menu branch). A branch with employees, merchants or assignments answers 409: set it inactive instead",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findBranch(tx, id, true);
        if (!before) throw notFound("Branch");
        const usage = await branchUsage(tx, id);
        const used = describeUsage([
          [usage.agents, "employee", "employees"],
          [usage.merchants, "merchant", "merchants"],
          [usage.assignments, "assignment", "assignments"],
        ]);
        if (used) throw inUse(before.code, used);
        try {
          await tx.query("DELETE FROM branches WHERE id = $1", [id]);
        } catch (error) {
          // Someone attached a row between the count and the delete.
          if (isForeignKeyViolation(error)) throw inUse(before.code, "other records");
          throw error;
        }
        await audit(tx, principal, {
          action: "branch.delete",
          entityType: "branch",
          entityId: id,
          before,
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
