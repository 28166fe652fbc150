import { IdParams } from "../../../../main/org/common.ts";
import { dataOf } from "../../../../main/schemas.ts";
import type { App } from "../../../../shared/typed.ts";
import { findComponent } from "../repo.ts";
import { PayrollComponentSchema, READ_MENUS } from "../schemas.ts";
import { type ComponentDeps, componentNotFound } from "../shared.ts";

/** GET /payroll-components/:id (another client's id: 404). */
export function componentReadRoute(app: App, { db }: ComponentDeps): void {
  app.get(
    "/payroll-components/:id",
    {
      config: { menus: READ_MENUS },
      schema: {
        summary: "One payroll component (menus payroll-component, payroll-group)",
        params: IdParams,
        response: { 200: dataOf(PayrollComponentSchema) },
      },
    },
    async (request) => {
      const { principal, params } = request;
      const data = await db.tenant(principal.clientId, (tx) => findComponent(tx, params.id));
      if (!data) throw componentNotFound(request);
      return { data };
    },
  );
}
