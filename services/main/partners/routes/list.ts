import { Type } from "typebox";
import { normalizePhone } from "../../../../domain/validation.ts";
import {
  PARTNER_APPROVAL_STATUSES,
  SALARY_REGISTRATIONS,
} from "../../../../domain/workforce/org.ts";
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
import { listPartners, PARTNER_SORTS, readSettings } from "../repo.ts";
import { PARTNER_READERS, PartnerSchema, PHONE_LIKE, VISIBILITY_RULES } from "./shared.ts";

/** GET /partners: the partner database, filtered, searched and sorted. */
export function listRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/partners",
    {
      config: { menus: PARTNER_READERS },
      schema: {
        summary: `Partners the visibility setting shows (${VISIBILITY_RULES}). Menus ${PARTNER_READERS.join(" / ")}; sort: ${PARTNER_SORTS.join(", ")} (default -registeredAt)`,
        querystring: Type.Object({
          ...ListQuery,
          approvalStatus: Type.Optional(Type.Enum([...PARTNER_APPROVAL_STATUSES])),
          salaryRegistration: Type.Optional(Type.Enum([...SALARY_REGISTRATIONS])),
          provinceIds: CsvRegionIds("comma-separated province ids"),
          cityIds: CsvRegionIds("comma-separated city ids"),
          assignedAgentIds: CsvIds("comma-separated agent ids"),
          teamLeadIds: CsvIds("comma-separated partner ids"),
        }),
        response: { 200: pageOf(PartnerSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const query = request.query;
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const q = query.q?.trim() || null;
      const paged = await db.tenant(principal.clientId, async (tx) =>
        listPartners(
          tx,
          (await readSettings(tx)).visibility,
          {
            q,
            phone: q && PHONE_LIKE.test(q) ? normalizePhone(q) : null,
            approvalStatus: query.approvalStatus ?? null,
            salaryRegistration: query.salaryRegistration ?? null,
            provinceIds: listOf(query.provinceIds),
            cityIds: listOf(query.cityIds),
            assignedAgentIds: idsOf("assignedAgentIds", query.assignedAgentIds),
            teamLeadIds: idsOf("teamLeadIds", query.teamLeadIds),
            ids: idsOf("ids", query.ids),
          },
          { limit, page, sort: query.sort },
        ),
      );
      return pageAnswer(paged, limit, page);
    },
  );
}
