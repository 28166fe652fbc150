import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { IdParams } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findProject } from "../repo.ts";
import { PROJECT_READERS, ProjectSchema } from "./shared.ts";

/** GET /projects/:id: one project. */
export function readRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/projects/:id",
    {
      config: { menus: PROJECT_READERS },
      schema: {
        summary: "One project",
        params: IdParams,
        response: { 200: dataOf(ProjectSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const project = await db.tenant(principal.clientId, (tx) => findProject(tx, id));
      if (!project) throw notFound("Project");
      return { data: project };
    },
  );
}
