import type { Db } from "../../../db/pool.ts";
import { notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { dataOf } from "../../schemas.ts";
import { AgentFieldSchema, auditField, type FieldRow, findField, IdParams } from "./shared.ts";

/** DELETE /agent-fields/:id: archive a field (values stay). */
export function archiveRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.delete(
    "/agent-fields/:id",
    {
      config: { menu: "employee-additional-data" },
      schema: {
        summary:
          "Archives an additional-data field (menu employee-additional-data): it leaves the form, filters and export; agents' values stay. Archiving twice answers the archived field",
        params: IdParams,
        response: { 200: dataOf(AgentFieldSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const field = await db.tenant(principal.clientId, async (tx) => {
        const before = await findField(tx, id, true);
        if (!before) throw notFound("Agent field");
        if (before.status === "archived") return before;
        await tx.query(
          "UPDATE agent_fields SET status = 'archived', updated_at = now() WHERE id = $1",
          [id],
        );
        await auditField(tx, principal, {
          action: "agent_field.archive",
          id,
          before: { status: "active" },
          after: { status: "archived" },
        });
        return (await findField(tx, id)) as FieldRow;
      });
      return { data: field };
    },
  );
}
