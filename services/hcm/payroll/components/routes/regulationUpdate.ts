import { audit, IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import type { App } from "../../../../shared/typed.ts";
import { findRegulationComponent, updateRegulationComponent } from "../regulationRepo.ts";
import {
  RegulationComponentSchema,
  RegulationComponentUpdateBody,
  WRITE_MENU,
} from "../schemas.ts";
import {
  type ComponentDeps,
  checkedRegulation,
  HEADLINES,
  regulationNotFound,
  requireRegulationFlag,
  staleRegulation,
} from "../shared.ts";

/**
 * PUT /regulation-components/:id: name, status and (when sent) the dated rates; the
 * programme and JKK class stay (400 when changed). `version` as read; stale: 409.
 */
export function regulationUpdateRoute(app: App, deps: ComponentDeps): void {
  app.put(
    "/regulation-components/:id",
    {
      config: { menu: WRITE_MENU },
      preHandler: requireRegulationFlag(deps),
      schema: {
        summary:
          "Replaces a regulation-based component's name, status and dated rates (menu payroll-component; flag regulation_based_component); stale version 409",
        params: IdParams,
        body: RegulationComponentUpdateBody,
        response: { 200: dataOf(RegulationComponentSchema) },
      },
    },
    async (request) => {
      const { principal, params, body } = request;
      const headline = HEADLINES.updateRegulation;
      const data = await deps.db.tenant(principal.clientId, async (tx) => {
        const before = await findRegulationComponent(tx, params.id, true);
        if (!before) throw regulationNotFound(request);
        if (before.version !== body.version) throw staleRegulation();
        const { version: _version, ...input } = body;
        const values = await checkedRegulation(tx, input, before, headline);
        await updateRegulationComponent(tx, principal.clientId, params.id, values);
        const after = (await findRegulationComponent(tx, params.id))!;
        await audit(tx, principal, {
          action: "regulation_component.update",
          entityType: "regulation_component",
          entityId: params.id,
          before,
          after,
        });
        return after;
      });
      return { data };
    },
  );
}
