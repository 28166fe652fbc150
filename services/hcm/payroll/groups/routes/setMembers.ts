import type { Db } from "../../../../db/pool.ts";
import { IdParams } from "../../../../main/org/common.ts";
import { invalidFields, notFound } from "../../../../shared/errors.ts";
import type { App } from "../../../../shared/typed.ts";
import { setMembers } from "../memberSet.ts";
import { findGroup } from "../repo.ts";
import { CountSchema, MEMBERS_BODY_LIMIT, MENU, MembersBody } from "../schemas.ts";

export const SET_MEMBERS_MESSAGE = "Failed to Update Payroll Group Members";

/** PUT /payroll-groups/:id/members { members, effectiveFrom? } → { data: { count } } (contract). */
export function setMembersRoute(app: App, { db }: { db: Db }): void {
  app.put(
    "/payroll-groups/:id/members",
    {
      bodyLimit: MEMBERS_BODY_LIMIT,
      config: { menu: MENU },
      schema: {
        summary:
          "Sets these workers' terms in the group from effectiveFrom (default today), all or nothing: 400 lists every bad row's every problem (members.<i>.<field>); a worker in another group leaves it the day before; the same terms again add nothing",
        params: IdParams,
        body: MembersBody,
        response: { 200: CountSchema },
      },
    },
    async (request) => {
      const { principal, params, body } = request;
      const outcome = await db.tenant(principal.clientId, async (tx) => {
        const group = await findGroup(tx, params.id, principal.language, true);
        if (!group) throw notFound("Payroll group");
        return setMembers(
          tx,
          principal,
          group,
          body.members,
          body.effectiveFrom ?? null,
          "request",
        );
      });
      if ("problems" in outcome) throw invalidFields(SET_MEMBERS_MESSAGE, outcome.problems);
      return { data: { count: outcome.result.count } };
    },
  );
}
