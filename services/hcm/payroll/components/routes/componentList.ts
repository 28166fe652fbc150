import type { App } from "../../../../shared/typed.ts";
import { listAnswer } from "../../../places/schemas.ts";
import { listComponents } from "../repo.ts";
import { PayrollComponentListQuery, PayrollComponentSchema, READ_MENUS } from "../schemas.ts";
import type { ComponentDeps } from "../shared.ts";

/** GET /payroll-components: search, filters, sort and paging. */
export function componentListRoute(app: App, { db }: ComponentDeps): void {
  app.get(
    "/payroll-components",
    {
      config: { menus: READ_MENUS },
      schema: {
        summary:
          "Payroll components (menus payroll-component, payroll-group): q searches name and code; scheme, addOrSub, mode, status filters; sort name|code|effectiveDate|updatedAt (- for descending)",
        querystring: PayrollComponentListQuery,
        response: { 200: listAnswer(PayrollComponentSchema) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const data = await db.tenant(principal.clientId, (tx) =>
        listComponents(
          tx,
          {
            q: query.q ?? null,
            scheme: query.scheme ?? null,
            addOrSub: query.addOrSub ?? null,
            mode: query.mode ?? null,
            status: query.status ?? null,
            sort: query.sort ?? null,
          },
          { limit: query.limit ?? 10, page: query.page ?? 1 },
        ),
      );
      return { data };
    },
  );
}
