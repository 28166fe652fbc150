import { audit, IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import type { App } from "../../../../shared/typed.ts";
import { findComponent, updateComponent } from "../repo.ts";
import { PayrollComponentSchema, PayrollComponentUpdateBody, WRITE_MENU } from "../schemas.ts";
import {
  type ComponentDeps,
  checkedComponent,
  componentNotFound,
  componentRace,
  HEADLINES,
  staleComponent,
} from "../shared.ts";

/**
 * PUT /payroll-components/:id: replaces the component (`version` as read; stale: 409). A
 * finalised payroll report keeps the figures it used (reports snapshot them), so an edit
 * changes only what is calculated from now on.
 */
export function componentUpdateRoute(app: App, { db }: ComponentDeps): void {
  app.put(
    "/payroll-components/:id",
    {
      config: { menu: WRITE_MENU },
      schema: {
        summary:
          "Replaces a payroll component (menu payroll-component); `version` as read (stale: 409); an omitted status stays",
        params: IdParams,
        body: PayrollComponentUpdateBody,
        response: { 200: dataOf(PayrollComponentSchema) },
      },
    },
    async (request) => {
      const { principal, params, body } = request;
      const headline = HEADLINES.updateComponent;
      const data = await db.tenant(principal.clientId, async (tx) => {
        const before = await findComponent(tx, params.id, true);
        if (!before) throw componentNotFound(request);
        if (before.version !== body.version) throw staleComponent();
        const { version: _version, ...input } = body;
        const values = await checkedComponent(tx, input, params.id, headline, before.status);
        await componentRace(headline, () => updateComponent(tx, params.id, values));
        const after = (await findComponent(tx, params.id))!;
        await audit(tx, principal, {
          action: "payroll_component.update",
          entityType: "payroll_component",
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
