import { validateProject } from "../../../../domain/workforce/org.ts";
import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import { assertCodeAndNameFree, assertValid, audit, uniqueOrConflict } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findProject, insertProject } from "../repo.ts";
import { ProjectBody, ProjectSchema } from "./shared.ts";

/** POST /projects: a new project. */
export function createRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.post(
    "/projects",
    {
      config: { menu: "project-list" },
      schema: {
        summary:
          "Creates a project (menu project-list). Duplicate code or name: 409 with the field",
        body: ProjectBody,
        response: { 201: dataOf(ProjectSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const message = "Failed to Create Project";
      const { values, problems } = validateProject(request.body);
      assertValid(message, problems);
      const project = await db.tenant(principal.clientId, async (tx) => {
        await assertCodeAndNameFree(tx, "projects", values, null, "project", message);
        const id = await uniqueOrConflict(message, "project", () =>
          insertProject(tx, principal.clientId, values),
        );
        const created = (await findProject(tx, id))!;
        await audit(tx, principal, {
          action: "project.create",
          entityType: "project",
          entityId: id,
          before: null,
          after: created,
        });
        return created;
      });
      reply.status(201);
      return { data: project };
    },
  );
}
