import { Type } from "typebox";
import { AGENT_FIELDS_MAX, parseAgentFieldInput } from "../../../../domain/workforce/agent.ts";
import type { Db } from "../../../db/pool.ts";
import { HttpError, invalidFields } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { dataOf } from "../../schemas.ts";
import {
  AgentFieldSchema,
  auditable,
  auditField,
  CreateBody,
  type FieldRow,
  findField,
} from "./shared.ts";

/** POST /agent-fields: a new field. */
export function createRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.post(
    "/agent-fields",
    {
      config: { menu: "employee-additional-data" },
      schema: {
        summary: `Creates an additional-data field (menu employee-additional-data), at most ${AGENT_FIELDS_MAX} active. Invalid: 400 "Failed to Create Agent Field"; key taken: 409`,
        body: Type.Object(CreateBody, { additionalProperties: false }),
        response: { 201: dataOf(AgentFieldSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const message = "Failed to Create Agent Field";
      const { value, errors } = parseAgentFieldInput(request.body);
      if (errors.length > 0) throw invalidFields(message, errors);
      const field = await db.tenant(principal.clientId, async (tx) => {
        // One writer at a time per client, so the cap and the key check hold.
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('agent_fields'), app_client_id())");
        const { rows } = await tx.query<{ active: number; taken: boolean }>(
          `SELECT count(*) FILTER (WHERE status = 'active')::int AS active,
                  coalesce(bool_or(key = $1), false) AS taken
           FROM agent_fields`,
          [value.key],
        );
        if (rows[0]?.taken)
          throw new HttpError(409, message, undefined, [
            { field: "key", message: "Key is already used by another field (archived ones too)" },
          ]);
        if ((rows[0]?.active ?? 0) >= AGENT_FIELDS_MAX)
          throw invalidFields(message, [
            { field: "key", message: `A client has at most ${AGENT_FIELDS_MAX} active fields` },
          ]);
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO agent_fields (client_id, key, label, type, required, options, position)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING id`,
          [
            principal.clientId,
            value.key,
            value.label,
            value.type,
            value.required,
            JSON.stringify(value.options),
            value.position,
          ],
        );
        const created = (await findField(tx, (inserted.rows[0] as { id: number }).id)) as FieldRow;
        await auditField(tx, principal, {
          action: "agent_field.create",
          id: created.id,
          before: null,
          after: auditable(created),
        });
        return created;
      });
      reply.status(201);
      return { data: field };
    },
  );
}
