import { audit } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import type { App } from "../../../../shared/typed.ts";
import { findRegulationComponent, insertRegulationComponent } from "../regulationRepo.ts";
import { RegulationComponentBody, RegulationComponentSchema, WRITE_MENU } from "../schemas.ts";
import {
  type ComponentDeps,
  checkedRegulation,
  HEADLINES,
  regulationRace,
  requireRegulationFlag,
} from "../shared.ts";

/**
 * POST /regulation-components: one BPJS programme (JKK: per risk class) per client; rates
 * omitted are the statutory rows of REFERENCE.md §4 (domain/payroll/regulation.ts).
 */
export function regulationCreateRoute(app: App, deps: ComponentDeps): void {
  app.post(
    "/regulation-components",
    {
      config: { menu: WRITE_MENU },
      preHandler: requireRegulationFlag(deps),
      schema: {
        summary:
          "Creates a regulation-based component (menu payroll-component; flag regulation_based_component): 201; bad input 400 naming the field; a programme (JKK class) the client has: 409",
        body: RegulationComponentBody,
        response: { 201: dataOf(RegulationComponentSchema) },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      const headline = HEADLINES.createRegulation;
      const data = await deps.db.tenant(principal.clientId, async (tx) => {
        const values = await checkedRegulation(tx, body, null, headline);
        const id = await regulationRace(headline, () =>
          insertRegulationComponent(tx, principal.clientId, values),
        );
        const created = (await findRegulationComponent(tx, id))!;
        await audit(tx, principal, {
          action: "regulation_component.create",
          entityType: "regulation_component",
          entityId: id,
          before: null,
          after: created,
        });
        return created;
      });
      reply.status(201);
      return { data };
    },
  );
}
