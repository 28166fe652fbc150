import { validatePartner } from "../../../../domain/workforce/org.ts";
import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import { assertValid, audit } from "../../org/common.ts";
import { dataOf } from "../../schemas.ts";
import { findPartner, insertPartner } from "../repo.ts";
import {
  assertIdentityFree,
  CreateBody,
  identityOrConflict,
  PartnerSchema,
  referenceChecks,
} from "./shared.ts";

/** POST /partners: register a partner (waiting for approval). */
export function createRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.post(
    "/partners",
    {
      config: { menu: "partner-database" },
      schema: {
        summary:
          "Registers a partner on the client's behalf (menu partner-database); it waits for approval. Duplicate NIK or phone: 409 with the field",
        body: CreateBody,
        response: { 201: dataOf(PartnerSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const message = "Failed to Create Partner";
      const { values, problems } = validatePartner(request.body);
      const partner = await db.tenant(principal.clientId, async (tx) => {
        assertValid(message, [...problems, ...(await referenceChecks(tx, values, null))]);
        await assertIdentityFree(tx, values, null, message);
        const id = await identityOrConflict(message, () =>
          insertPartner(tx, principal.clientId, values),
        );
        // Read without the visibility filter: the creator sees what was made.
        const created = (await findPartner(tx, "all_registered_partners", id))!;
        await audit(tx, principal, {
          action: "partner.create",
          entityType: "partner",
          entityId: id,
          before: null,
          after: created,
        });
        return created;
      });
      reply.status(201);
      return { data: partner };
    },
  );
}
