import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { IdParams } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findAssignment } from "../repo.ts";
import { AssignmentSchema } from "./shared.ts";

/** GET /assignments/:id: one assignment. */
export function readRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/assignments/:id",
    {
      config: { menu: "assignment" },
      schema: {
        summary: "One assignment",
        params: IdParams,
        response: { 200: dataOf(AssignmentSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const assignment = await db.tenant(principal.clientId, (tx) => findAssignment(tx, id));
      if (!assignment) throw notFound("Assignment");
      return { data: assignment };
    },
  );
}
