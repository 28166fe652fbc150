import { audit } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import type { App } from "../../../../shared/typed.ts";
import { findComponent, insertComponent } from "../repo.ts";
import { PayrollComponentBody, PayrollComponentSchema, WRITE_MENU } from "../schemas.ts";
import { type ComponentDeps, checkedComponent, componentRace, HEADLINES } from "../shared.ts";

/** POST /payroll-components: 201 `{ data: { id, … } }` (the issue 16 contract). */
export function componentCreateRoute(app: App, { db }: ComponentDeps): void {
  app.post(
    "/payroll-components",
    {
      config: { menu: WRITE_MENU },
      schema: {
        summary:
          "Creates a payroll component (menu payroll-component): 201 { data: { id, … } }; bad input 400 naming the field; a taken code or name 409",
        body: PayrollComponentBody,
        response: { 201: dataOf(PayrollComponentSchema) },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      const headline = HEADLINES.createComponent;
      const data = await db.tenant(principal.clientId, async (tx) => {
        const values = await checkedComponent(tx, body, null, headline);
        const id = await componentRace(headline, () =>
          insertComponent(tx, principal.clientId, values),
        );
        const created = (await findComponent(tx, id))!;
        await audit(tx, principal, {
          action: "payroll_component.create",
          entityType: "payroll_component",
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
