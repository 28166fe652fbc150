import type { App } from "../../../../shared/typed.ts";
import { listAnswer } from "../../../places/schemas.ts";
import { listRegulationComponents } from "../regulationRepo.ts";
import { READ_MENUS, RegulationComponentListQuery, RegulationComponentSchema } from "../schemas.ts";
import { type ComponentDeps, requireRegulationFlag } from "../shared.ts";

/** GET /regulation-components (flag regulation_based_component): programme order, paged. */
export function regulationListRoute(app: App, deps: ComponentDeps): void {
  app.get(
    "/regulation-components",
    {
      config: { menus: READ_MENUS },
      preHandler: requireRegulationFlag(deps),
      schema: {
        summary:
          "Regulation-based components (menus payroll-component, payroll-group; flag regulation_based_component): q searches name and programme; programme and status filters",
        querystring: RegulationComponentListQuery,
        response: { 200: listAnswer(RegulationComponentSchema) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const data = await deps.db.tenant(principal.clientId, (tx) =>
        listRegulationComponents(
          tx,
          {
            q: query.q ?? null,
            programme: query.programme ?? null,
            status: query.status ?? null,
          },
          { limit: query.limit ?? 10, page: query.page ?? 1 },
        ),
      );
      return { data };
    },
  );
}
