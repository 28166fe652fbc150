import { validateProject } from "../../../../domain/workforce/org.ts";
import type { Db } from "../../../db/pool.ts";
import { HttpError, notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import {
  assertCodeAndNameFree,
  assertValid,
  audit,
  IdParams,
  uniqueOrConflict,
} from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { assignmentsOutside, findProject, updateProject } from "../repo.ts";
import { ProjectBody, ProjectSchema } from "./shared.ts";

/** PUT /projects/:id: change a project (optimistic version). */
export function updateRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.put(
    "/projects/:id",
    {
      config: { menu: "project-list" },
      schema: {
        summary:
          "Replaces a project (menu project-list). New dates that would leave assignments outside the project answer 409",
        params: IdParams,
        body: ProjectBody,
        response: { 200: dataOf(ProjectSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const message = "Failed to Update Project";
      const { values, problems } = validateProject(request.body);
      const project = await db.tenant(principal.clientId, async (tx) => {
        const before = await findProject(tx, id, true);
        if (!before) throw notFound("Project");
        assertValid(message, problems);
        await assertCodeAndNameFree(tx, "projects", values, id, "project", message);
        const outside = await assignmentsOutside(tx, id, values.startDate, values.endDate);
        if (outside > 0)
          throw new HttpError(
            409,
            `${outside} assignment${outside === 1 ? "" : "s"} of project ${before.code} would fall outside ${values.startDate} – ${values.endDate ?? "open end"}. Change or end them first.`,
          );
        await uniqueOrConflict(message, "project", () => updateProject(tx, id, values));
        const after = (await findProject(tx, id))!;
        await audit(tx, principal, {
          action: "project.update",
          entityType: "project",
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return { data: project };
    },
  );
}
