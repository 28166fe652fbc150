import type { FastifyInstance } from "fastify";
import { type TSchema, Type } from "typebox";
import type { MenuId } from "../../../domain/menus.ts";
import {
  AGENT_FIELDS_MAX,
  type AgentFieldType,
  type FieldError,
  parseAgentFieldInput,
} from "../../../domain/workforce/agent.ts";
import type { Db, Tx } from "../../db/pool.ts";
import { HttpError, invalidFields, notFound } from "../../shared/errors.ts";
import type { Principal } from "../../shared/principal.ts";
import { typed } from "../../shared/typed.ts";
import { escapeLike, pageAnswer, pagedRows, pageOf } from "../org/common.ts";
import { dataOf, NO_NUL } from "../schemas.ts";

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

const OptionSchema = Type.Object({ label: Type.String(), value: Type.String() });
export const AgentFieldSchema = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  label: Type.String(),
  type: Type.String(),
  required: Type.Boolean(),
  options: Type.Array(OptionSchema),
  position: Type.Integer(),
  status: Type.String({ description: "active or archived" }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const OptionsBody = Type.Optional(
  Nullable(
    Type.Array(
      Type.Object(
        {
          label: Type.String({ maxLength: 1000, pattern: NO_NUL }),
          value: Type.String({ maxLength: 1000, pattern: NO_NUL }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 1000 },
    ),
  ),
);
const UpdateBody = {
  label: Type.Optional(Nullable(Type.String({ maxLength: 1000, pattern: NO_NUL }))),
  required: Type.Optional(Nullable(Type.Boolean())),
  options: OptionsBody,
  position: Type.Optional(
    Nullable(Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 })),
  ),
};
const CreateBody = {
  key: Type.Optional(Nullable(Type.String({ maxLength: 1000, pattern: NO_NUL }))),
  type: Type.Optional(Nullable(Type.String({ maxLength: 100, pattern: NO_NUL }))),
  ...UpdateBody,
};

type FieldRow = {
  id: number;
  key: string;
  label: string;
  type: AgentFieldType;
  required: boolean;
  options: { label: string; value: string }[];
  position: number;
  status: string;
  createdAt: string;
  updatedAt: string;
};

const instant = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const FIELD_SELECT = `id, key, label, type, required, options, position, status,
  ${instant("created_at")} AS "createdAt", ${instant("updated_at")} AS "updatedAt"`;

/** Reading the definitions: the additional-data screen, and the employee form that shows them. */
const FIELD_READERS: readonly MenuId[] = ["employee-additional-data", "employee-list"];

async function findField(tx: Tx, id: number, lock = false): Promise<FieldRow | null> {
  const { rows } = await tx.query<FieldRow>(
    `SELECT ${FIELD_SELECT} FROM agent_fields WHERE id = $1 ${lock ? "FOR UPDATE" : ""}`,
    [id],
  );
  return rows[0] ?? null;
}

async function auditField(
  tx: Tx,
  principal: Principal,
  change: { action: string; id: number; before: unknown; after: unknown },
): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (client_id, actor_type, actor_user_id, actor_label, action,
                            entity_type, entity_id, before, after)
     VALUES ($1, 'user', $2, $3, $4, 'agent_field', $5, $6, $7)`,
    [
      principal.clientId,
      principal.userId,
      principal.fullname,
      change.action,
      String(change.id),
      change.before === null ? null : JSON.stringify(change.before),
      change.after === null ? null : JSON.stringify(change.after),
    ],
  );
}

/** Sortable fields of the list; active fields always come before archived ones. */
const FIELD_SORTS = {
  position: "position",
  label: "lower(label)",
  key: "key",
  type: "type",
  createdAt: "created_at",
  updatedAt: "updated_at",
} as const;

const auditable = ({ createdAt: _c, updatedAt: _u, ...field }: FieldRow) => field;

/**
 * Options of a dropdown that agents still hold cannot be removed: their stored values
 * would stop being valid. Each is named with how many agents use it.
 */
async function removedOptionsInUse(
  tx: Tx,
  field: FieldRow,
  kept: ReadonlySet<string>,
): Promise<FieldError[]> {
  const removed = field.options.filter((option) => !kept.has(option.value));
  const problems: FieldError[] = [];
  for (const option of removed) {
    const stored = field.type === "multi_select" ? [option.value] : option.value;
    const { rows } = await tx.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM agents WHERE custom_data @> $1::jsonb",
      [JSON.stringify({ [field.key]: stored })],
    );
    const n = rows[0]?.n ?? 0;
    if (n > 0)
      problems.push({
        field: "options",
        message: `Option "${option.label}" is used by ${n} employee${n === 1 ? "" : "s"}; it cannot be removed`,
      });
  }
  return problems;
}

/**
 * Additional data (issue 5): client-defined employee fields. Writes need the
 * employee-additional-data menu; reads either it or employee-list (SPEC §6). Deleting a
 * field archives it: it leaves the form, the filters and the export; agents' values stay.
 */
export function agentFieldRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = typed(server);
  const { db } = deps;

  app.get(
    "/agent-fields",
    {
      config: { menus: FIELD_READERS },
      schema: {
        summary: `The client's additional-data fields, active first, then by \`sort\` (default position; ${Object.keys(FIELD_SORTS).join(", ")}); \`q\` searches key and label. At most ${AGENT_FIELDS_MAX} are active, so the default page (limit ${AGENT_FIELDS_MAX}) holds them all (menus employee-additional-data / employee-list)`,
        querystring: Type.Object({
          includeArchived: Type.Optional(Type.Boolean({ default: false })),
          q: Type.Optional(Type.String({ maxLength: 100, pattern: NO_NUL })),
          sort: Type.Optional(
            Type.String({
              maxLength: 40,
              pattern: `^-?(${Object.keys(FIELD_SORTS).join("|")})$`,
              description: "a leading - for descending",
            }),
          ),
          limit: Type.Optional(
            Type.Integer({ minimum: 1, maximum: AGENT_FIELDS_MAX, default: AGENT_FIELDS_MAX }),
          ),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
        }),
        response: { 200: pageOf(AgentFieldSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const query = request.query;
      const limit = query.limit ?? AGENT_FIELDS_MAX;
      const page = query.page ?? 1;
      const sort = query.sort ?? "position";
      const descending = sort.startsWith("-");
      const column = FIELD_SORTS[(descending ? sort.slice(1) : sort) as keyof typeof FIELD_SORTS];
      const direction = descending ? "DESC" : "ASC";
      const paged = await db.tenant(principal.clientId, (tx) =>
        pagedRows(
          async (rows, offset) =>
            (
              await tx.query<FieldRow & { total: number }>(
                `SELECT ${FIELD_SELECT}, count(*) OVER ()::int AS total FROM agent_fields
                 WHERE ($1 OR status = 'active')
                   AND ($2::text IS NULL OR key ILIKE '%' || $2 || '%'
                        OR label ILIKE '%' || $2 || '%')
                 ORDER BY status, ${column} ${direction}, id ${direction}
                 LIMIT $3 OFFSET $4`,
                [query.includeArchived ?? false, escapeLike(query.q), rows, offset],
              )
            ).rows,
          limit,
          page,
        ),
      );
      return pageAnswer(paged, limit, page);
    },
  );

  app.get(
    "/agent-fields/:id",
    {
      config: { menus: FIELD_READERS },
      schema: {
        summary: "One additional-data field",
        params: IdParams,
        response: { 200: dataOf(AgentFieldSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const field = await db.tenant(principal.clientId, (tx) => findField(tx, id));
      if (!field) throw notFound("Agent field");
      return { data: field };
    },
  );

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
