import type { Db } from "../../../../db/pool.ts";
import { IdParams, pageAnswer, pageOf } from "../../../../main/org/common.ts";
import { notFound } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { listMembers } from "../repo.ts";
import { MENU, MemberListQuery, MemberSchema } from "../schemas.ts";

/** GET /payroll-groups/:id/members: the members in force on asOf (default today). */
export function membersRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/payroll-groups/:id/members",
    {
      config: { menu: MENU },
      schema: {
        summary:
          "Members in force on asOf (default the client's today): q (name or NIK prefix), branchId, ptkp, incompleteAccount, sort name|basicSalary|effectiveFrom|nik",
        params: IdParams,
        querystring: MemberListQuery,
        response: { 200: pageOf(MemberSchema) },
      },
    },
    async (request) => {
      const { principal, params, query } = request;
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const paged = await db.tenant(principal.clientId, async (tx) => {
        const exists = await tx.query("SELECT 1 FROM payroll_groups WHERE id = $1", [params.id]);
        if (exists.rowCount === 0) throw notFound("Payroll group");
        return listMembers(
          tx,
          params.id,
          {
            q: query.q?.trim() || null,
            branchId: query.branchId ?? null,
            ptkp: query.ptkp ?? null,
            incompleteAccount: query.incompleteAccount ?? null,
            asOf: query.asOf ?? null,
            sort: query.sort,
          },
          { limit, page },
        );
      });
      return pageAnswer(paged, limit, page);
    },
  );
}
