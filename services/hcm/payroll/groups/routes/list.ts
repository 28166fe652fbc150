import type { Db } from "../../../../db/pool.ts";
import { pageAnswer, pageOf } from "../../../../main/org/common.ts";
import type { App } from "../../../../shared/typed.ts";
import { listGroups } from "../repo.ts";
import { GroupListQuery, GroupSchema, MENU } from "../schemas.ts";

/** GET /payroll-groups: search by name, filters, sort (name, updatedAt, memberCount), pages. */
export function listRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/payroll-groups",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Payroll groups (menu payroll-group): q, salaryType, cycle, status, branchId (groups related to it, or to every branch), sort name|updatedAt|memberCount",
        querystring: GroupListQuery,
        response: { 200: pageOf(GroupSchema) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const paged = await db.tenant(principal.clientId, (tx) =>
        listGroups(
          tx,
          {
            q: query.q?.trim() || null,
            salaryType: query.salaryType ?? null,
            cycle: query.cycle ?? null,
            status: query.status ?? null,
            branchId: query.branchId ?? null,
            sort: query.sort,
          },
          { limit, page },
          principal.language,
        ),
      );
      return pageAnswer(paged, limit, page);
    },
  );
}
