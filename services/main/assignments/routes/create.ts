import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import { audit } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findAssignment, insertAssignment } from "../repo.ts";
import { AssignmentBody, AssignmentSchema, OVERLAP_RULE, write } from "./shared.ts";

/** POST /assignments: a new assignment. */
export function createRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.post(
    "/assignments",
    {
      config: { menu: "assignment" },
      schema: {
        summary: `Assigns an active employee to a project at a merchant or branch (menu assignment). ${OVERLAP_RULE} (409)`,
        body: AssignmentBody,
        response: { 201: dataOf(AssignmentSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const assignment = await db.tenant(principal.clientId, async (tx) => {
        const id = await write(tx, "Failed to Create Assignment", request.body, null, (values) =>
          insertAssignment(tx, principal.clientId, values),
        );
        const created = (await findAssignment(tx, id))!;
        await audit(tx, principal, {
          action: "assignment.create",
          entityType: "assignment",
          entityId: id,
          before: null,
          after: created,
        });
        return created;
      });
      reply.status(201);
      return { data: assignment };
    },
  );
}
