import { validateType } from "../../../../domain/reimbursement/rules.ts";
import type { Db } from "../../../db/pool.ts";
import { audit } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import type { App } from "../../../shared/typed.ts";
import { HEADLINES, invalid } from "../problems.ts";
import { findType } from "../repo.ts";
import { MENUS, TypeBody, TypeSchema } from "../schemas.ts";
import { insertType } from "../types.ts";

/**
 * POST /reimbursement-types → 201. Bad input: 400 naming each field; a taken name: 409
 * REIMBURSEMENT_TYPE_NAME_TAKEN naming `name`.
 */
export function typesCreateRoute(app: App, { db }: { db: Db }): void {
  app.post(
    "/reimbursement-types",
    {
      config: { menus: MENUS },
      schema: {
        summary:
          "Creates a claim type (tax treatment, monthly tax-free cap for field meals — default Rp 2.000.000 —, budget, receipt threshold, default payout, maximum per claim)",
        body: TypeBody,
        response: { 201: dataOf(TypeSchema) },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      const { values, problems } = validateType(body);
      if (problems.length > 0) throw invalid(HEADLINES.createType, problems);
      const type = await db.tenant(principal.clientId, async (tx) => {
        const id = await insertType(
          tx,
          principal.clientId,
          principal.userId,
          values,
          HEADLINES.createType,
        );
        await audit(tx, principal, {
          action: "reimbursement_type.create",
          entityType: "reimbursement_type",
          entityId: id,
          before: null,
          after: values,
        });
        return (await findType(tx, id))!;
      });
      return reply.status(201).send({ data: type });
    },
  );
}
