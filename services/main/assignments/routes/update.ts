import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { audit, IdParams } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findAssignment, updateAssignment } from "../repo.ts";
import { AssignmentBody, AssignmentSchema, OVERLAP_RULE, write } from "./shared.ts";

/** PUT /assignments/:id: change an assignment. */
export function updateRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.put(
    "/assignments/:id",
    {
      config: { menu: "assignment" },
      schema: {
        summary: `Replaces an assignment (menu assignment). ${OVERLAP_RULE} (409)`,
        params: IdParams,
        body: AssignmentBody,
        response: { 200: dataOf(AssignmentSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const assignment = await db.tenant(principal.clientId, async (tx) => {
        const before = await findAssignment(tx, id, true);
        if (!before) throw notFound("Assignment");
        await write(tx, "Failed to Update Assignment", request.body, before, async (values) => {
          await updateAssignment(tx, id, values);
          return id;
        });
        const after = (await findAssignment(tx, id))!;
        await audit(tx, principal, {
          action: "assignment.update",
          entityType: "assignment",
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return { data: assignment };
    },
  );
}
