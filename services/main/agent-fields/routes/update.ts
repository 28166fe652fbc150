import { Type } from "typebox";
import { parseAgentFieldInput } from "../../../../domain/workforce/agent.ts";
import type { Db } from "../../../db/pool.ts";
import { HttpError, invalidFields, notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { dataOf } from "../../schemas.ts";
import {
  AgentFieldSchema,
  auditable,
  auditField,
  type FieldRow,
  findField,
  IdParams,
  removedOptionsInUse,
  UpdateBody,
} from "./shared.ts";

/** PUT /agent-fields/:id: change a field. */
export function updateRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.put(
    "/agent-fields/:id",
    {
      config: { menu: "employee-additional-data" },
      schema: {
        summary:
          "Edits an additional-data field's label, required flag, options and position (menu employee-additional-data); key and type are fixed. An option agents still hold cannot be removed",
        params: IdParams,
        body: Type.Object(UpdateBody, { additionalProperties: false }),
        response: { 200: dataOf(AgentFieldSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const message = "Failed to Update Agent Field";
      const field = await db.tenant(principal.clientId, async (tx) => {
        const before = await findField(tx, id, true);
        if (!before) throw notFound("Agent field");
        if (before.status !== "active")
          throw new HttpError(409, "An archived field cannot be edited");
        const { value, errors } = parseAgentFieldInput(request.body, before);
        if (errors.length === 0)
          errors.push(
            ...(await removedOptionsInUse(tx, before, new Set(value.options.map((o) => o.value)))),
          );
        if (errors.length > 0) throw invalidFields(message, errors);
        await tx.query(
          `UPDATE agent_fields SET label = $2, required = $3, options = $4::jsonb, position = $5,
             updated_at = now()
           WHERE id = $1`,
          [id, value.label, value.required, JSON.stringify(value.options), value.position],
        );
        const after = (await findField(tx, id)) as FieldRow;
        await auditField(tx, principal, {
          action: "agent_field.update",
          id,
          before: auditable(before),
          after: auditable(after),
        });
        return after;
      });
      return { data: field };
    },
  );
}
