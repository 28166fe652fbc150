import { IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import type { App } from "../../../../shared/typed.ts";
import { findRegulationComponent } from "../regulationRepo.ts";
import { READ_MENUS, RegulationComponentSchema } from "../schemas.ts";
import { type ComponentDeps, regulationNotFound, requireRegulationFlag } from "../shared.ts";

/** GET /regulation-components/:id with every dated rate (another client's id: 404). */
export function regulationReadRoute(app: App, deps: ComponentDeps): void {
  app.get(
    "/regulation-components/:id",
    {
      config: { menus: READ_MENUS },
      preHandler: requireRegulationFlag(deps),
      schema: {
        summary:
          "One regulation-based component with its dated rates, newest first, and the one in force today",
        params: IdParams,
        response: { 200: dataOf(RegulationComponentSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const data = await deps.db.tenant(principal.clientId, (tx) =>
        findRegulationComponent(tx, params.id),
      );
      if (!data) throw regulationNotFound(request);
      return { data };
    },
  );
}
