import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { audit, describeUsage, IdParams, isForeignKeyViolation } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findProject, projectUsage } from "../repo.ts";
import { inUse } from "./shared.ts";

/** DELETE /projects/:id: remove a project that nothing uses. */
export function deleteRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.delete(
    "/projects/:id",
    {
      config: { menu: "project-list" },
      schema: {
        summary:
          "Deletes a project without employees or assignments (menu project-list); otherwise 409: set it inactive instead",
        params: IdParams,
        response: { 200: dataOf(Type.Object({ deleted: Type.Boolean() })) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      await db.tenant(principal.clientId, async (tx) => {
        const before = await findProject(tx, id, true);
        if (!before) throw notFound("Project");
        const usage = await projectUsage(tx, id);
        const used = describeUsage([
          [usage.agents, "employee", "employees"],
          [usage.assignments, "assignment", "assignments"],
        ]);
        if (used) throw inUse(before.code, used);
        try {
          await tx.query("DELETE FROM projects WHERE id = $1", [id]);
        } catch (error) {
          if (isForeignKeyViolation(error)) throw inUse(before.code, "other records");
          throw error;
        }
        await audit(tx, principal, {
          action: "project.delete",
          entityType: "project",
          entityId: id,
          before,
          after: null,
        });
      });
      return { data: { deleted: true } };
    },
  );
}
