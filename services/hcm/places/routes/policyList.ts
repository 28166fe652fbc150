import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import { listPolicies } from "../policyRepo.ts";
import { AttendancePolicySchema, HcmListQuery, listAnswer } from "../schemas.ts";

/** GET /attendance-policies: searched by name, filtered by a covered branch. */
export function policyListRoute(app: App, { db }: { db: Db }): void {
  app.get(
    "/attendance-policies",
    {
      config: { menu: "settings" },
      schema: {
        summary: "Attendance policies (menu settings)",
        querystring: Type.Object({
          ...HcmListQuery,
          branchId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
        }),
        response: { 200: listAnswer(AttendancePolicySchema) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const paged = await db.tenant(principal.clientId, (tx) =>
        listPolicies(
          tx,
          { q: query.q ?? null, branchId: query.branchId ?? null },
          { limit: query.limit ?? 10, page: query.page ?? 1 },
        ),
      );
      return { data: paged };
    },
  );
}
