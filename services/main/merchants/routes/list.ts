import { Type } from "typebox";
import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import {
  CsvIds,
  CsvRegionIds,
  idsOf,
  ListQuery,
  listOf,
  pageAnswer,
  pageOf,
} from "../../org/common.ts";
import { listMerchants, MERCHANT_SORTS } from "../repo.ts";
import { MERCHANT_READERS, MerchantSchema } from "./shared.ts";

/** GET /merchants: the list, filtered, searched and sorted. */
export function listRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/merchants",
    {
      config: { menus: MERCHANT_READERS },
      schema: {
        summary: `Merchants (menus ${MERCHANT_READERS.join(" / ")}); sort: ${MERCHANT_SORTS.join(", ")}`,
        querystring: Type.Object({
          ...ListQuery,
          status: Type.Optional(Type.Enum(["active", "inactive"])),
          branchIds: CsvIds("comma-separated branch ids"),
          provinceIds: CsvRegionIds("comma-separated province ids"),
          cityIds: CsvRegionIds("comma-separated city ids"),
        }),
        response: { 200: pageOf(MerchantSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const query = request.query;
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const paged = await db.tenant(principal.clientId, (tx) =>
        listMerchants(
          tx,
          {
            q: query.q ?? null,
            status: query.status ?? null,
            branchIds: idsOf("branchIds", query.branchIds),
            provinceIds: listOf(query.provinceIds),
            cityIds: listOf(query.cityIds),
            ids: idsOf("ids", query.ids),
          },
          { limit, page, sort: query.sort },
        ),
      );
      return pageAnswer(paged, limit, page);
    },
  );
}
