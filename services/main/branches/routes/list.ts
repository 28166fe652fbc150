import { Type } from "typebox";
import { parseIndonesianTimezone } from "../../../../domain/workforce/org.ts";
import type { Db } from "../../../db/pool.ts";
import { HttpError } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { CsvRegionIds, idsOf, ListQuery, listOf, pageAnswer, pageOf } from "../../org/common.ts";
import { BRANCH_SORTS, listBranches } from "../repo.ts";
import { BRANCH_READERS, BranchSchema } from "./shared.ts";

/** GET /branches: the list, filtered, searched and sorted. */
export function listRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/branches",
    {
      config: { menus: BRANCH_READERS },
      schema: {
        summary: `Branches (menus ${BRANCH_READERS.join(" / ")}); sort: ${BRANCH_SORTS.join(", ")}`,
        querystring: Type.Object({
          ...ListQuery,
          status: Type.Optional(Type.Enum(["active", "inactive"])),
          provinceIds: CsvRegionIds("comma-separated province ids"),
          cityIds: CsvRegionIds("comma-separated city ids"),
          timezone: Type.Optional(
            Type.String({ maxLength: 40, description: "WIB / WITA / WIT or the IANA id" }),
          ),
        }),
        response: { 200: pageOf(BranchSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const query = request.query;
      const timezone = query.timezone ? parseIndonesianTimezone(query.timezone) : null;
      if (query.timezone && !timezone)
        throw new HttpError(400, "Invalid timezone", undefined, [
          { field: "timezone", message: "must be WIB, WITA or WIT" },
        ]);
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const paged = await db.tenant(principal.clientId, (tx) =>
        listBranches(
          tx,
          {
            q: query.q ?? null,
            status: query.status ?? null,
            provinceIds: listOf(query.provinceIds),
            cityIds: listOf(query.cityIds),
            timezone,
            ids: idsOf("ids", query.ids),
          },
          { limit, page, sort: query.sort },
        ),
      );
      return pageAnswer(paged, limit, page);
    },
  );
}
