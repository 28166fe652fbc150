import { validateType } from "../../../../domain/reimbursement/rules.ts";
import type { Db } from "../../../db/pool.ts";
import { audit, IdParams } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import type { App } from "../../../shared/typed.ts";
import { changedMeanwhile, HEADLINES, invalid, notFoundType } from "../problems.ts";
import { findType } from "../repo.ts";
import { MENUS, TypeSchema, TypeUpdateBody } from "../schemas.ts";
import { updateType } from "../types.ts";

/**
 * PUT /reimbursement-types/:id { version, … } → 200. A stale version: 409; another client's
 * id: 404. Claims already approved keep the split fixed when they were approved.
 */
export function typesUpdateRoute(app: App, { db }: { db: Db }): void {
  app.put(
    "/reimbursement-types/:id",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "Updates a claim type (all fields, with the version as read); deactivate with active false",
        params: IdParams,
        body: TypeUpdateBody,
        response: { 200: dataOf(TypeSchema) },
      },
    },
    async (request) => {
      const { principal, params, body } = request;
      const { version, ...fields } = body;
      const type = await db.tenant(principal.clientId, async (tx) => {
        const before = await findType(tx, params.id, true);
        if (!before) throw notFoundType();
        const { values, problems } = validateType(fields);
        if (problems.length > 0) throw invalid(HEADLINES.updateType, problems);
        if (!(await updateType(tx, params.id, version, values, HEADLINES.updateType)))
          throw changedMeanwhile();
        const { claimCount: _c, createdAt: _t, ...stored } = before;
        await audit(tx, principal, {
          action: "reimbursement_type.update",
          entityType: "reimbursement_type",
          entityId: params.id,
          before: stored,
          after: values,
        });
        return (await findType(tx, params.id))!;
      });
      return { data: type };
    },
  );
}
