import { Type } from "typebox";
import { isIsoDate } from "../../../../domain/workforce/org.ts";
import type { Db } from "../../../db/pool.ts";
import { invalidFields } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { idsOf, ListQuery, pageAnswer, pageOf } from "../../org/common.ts";
import { listProjects, PROJECT_SORTS } from "../repo.ts";
import { PROJECT_READERS, ProjectSchema } from "./shared.ts";

/** GET /projects: the list, filtered, searched and sorted. */
export function listRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/projects",
    {
      config: { menus: PROJECT_READERS },
      schema: {
        summary: `Projects (menus ${PROJECT_READERS.join(" / ")}); sort: ${PROJECT_SORTS.join(", ")}`,
        querystring: Type.Object({
          ...ListQuery,
          status: Type.Optional(Type.Enum(["active", "inactive"])),
          activeOn: Type.Optional(
            Type.String({ maxLength: 10, description: "yyyy-MM-dd: projects running that day" }),
          ),
        }),
        response: { 200: pageOf(ProjectSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const query = request.query;
      if (query.activeOn !== undefined && !isIsoDate(query.activeOn))
        throw invalidFields("Invalid activeOn", [
          { field: "activeOn", message: "must be a date written yyyy-MM-dd" },
        ]);
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const paged = await db.tenant(principal.clientId, (tx) =>
        listProjects(
          tx,
          {
            q: query.q ?? null,
            status: query.status ?? null,
            activeOn: query.activeOn ?? null,
            ids: idsOf("ids", query.ids),
          },
          { limit, page, sort: query.sort },
        ),
      );
      return pageAnswer(paged, limit, page);
    },
  );
}
