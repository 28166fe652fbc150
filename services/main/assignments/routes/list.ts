import { Type } from "typebox";
import { ASSIGNMENT_STATUSES, isIsoDate } from "../../../../domain/workforce/org.ts";
import type { Db } from "../../../db/pool.ts";
import { invalidFields } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { idsOf, ListQuery, pageAnswer, pageOf } from "../../org/common.ts";
import { ASSIGNMENT_SORTS, listAssignments } from "../repo.ts";
import { AssignmentSchema } from "./shared.ts";

/** GET /assignments: who works where and when, filtered, searched and sorted. */
export function listRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/assignments",
    {
      config: { menu: "assignment" },
      schema: {
        summary: `Assignments (menu assignment); sort: ${ASSIGNMENT_SORTS.join(", ")} (default -startDate)`,
        querystring: Type.Object({
          ...ListQuery,
          agentId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
          projectId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
          merchantId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
          branchId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
          status: Type.Optional(Type.Enum([...ASSIGNMENT_STATUSES])),
          activeOn: Type.Optional(
            Type.String({
              maxLength: 10,
              description: "yyyy-MM-dd: assignments covering that day",
            }),
          ),
        }),
        response: { 200: pageOf(AssignmentSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const query = request.query;
      if (query.activeOn !== undefined && !isIsoDate(query.activeOn))
        throw invalidFields("Invalid activeOn", [
          { field: "activeOn", message: "must be a date written yyyy-MM-dd" },
        ]);
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const paged = await db.tenant(principal.clientId, (tx) =>
        listAssignments(
          tx,
          {
            q: query.q ?? null,
            agentId: query.agentId ?? null,
            projectId: query.projectId ?? null,
            merchantId: query.merchantId ?? null,
            branchId: query.branchId ?? null,
            status: query.status ?? null,
            activeOn: query.activeOn ?? null,
            ids: idsOf("ids", query.ids),
          },
          { limit, page, sort: query.sort },
        ),
      );
      return pageAnswer(paged, limit, page);
    },
  );
}
