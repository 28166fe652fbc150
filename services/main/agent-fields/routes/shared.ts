import { type TSchema, Type } from "typebox";
import type { MenuId } from "../../../../domain/menus.ts";
import type { AgentFieldType, FieldError } from "../../../../domain/workforce/agent.ts";
import type { Tx } from "../../../db/pool.ts";
import type { Principal } from "../../../shared/principal.ts";
import { NO_NUL } from "../../schemas.ts";
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const OptionSchema = Type.Object({ label: Type.String(), value: Type.String() });
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

export const OptionsBody = Type.Optional(
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
export const UpdateBody = {
  label: Type.Optional(Nullable(Type.String({ maxLength: 1000, pattern: NO_NUL }))),
  required: Type.Optional(Nullable(Type.Boolean())),
  options: OptionsBody,
  position: Type.Optional(
    Nullable(Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 })),
  ),
};
export const CreateBody = {
  key: Type.Optional(Nullable(Type.String({ maxLength: 1000, pattern: NO_NUL }))),
  type: Type.Optional(Nullable(Type.String({ maxLength: 100, pattern: NO_NUL }))),
  ...UpdateBody,
};

export type FieldRow = {
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

export const instant = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export const FIELD_SELECT = `id, key, label, type, required, options, position, status,
  ${instant("created_at")} AS "createdAt", ${instant("updated_at")} AS "updatedAt"`;

/** Reading the definitions: the additional-data screen, and the employee form that shows them. */
export const FIELD_READERS: readonly MenuId[] = ["employee-additional-data", "employee-list"];

export async function findField(tx: Tx, id: number, lock = false): Promise<FieldRow | null> {
  const { rows } = await tx.query<FieldRow>(
    `SELECT ${FIELD_SELECT} FROM agent_fields WHERE id = $1 ${lock ? "FOR UPDATE" : ""}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function auditField(
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
export const FIELD_SORTS = {
  position: "position",
  label: "lower(label)",
  key: "key",
  type: "type",
  createdAt: "created_at",
  updatedAt: "updated_at",
} as const;

export const auditable = ({ createdAt: _c, updatedAt: _u, ...field }: FieldRow) => field;

/**
 * Options of a dropdown that agents still hold cannot be removed: their stored values
 * would stop being valid. Each is named with how many agents use it.
 */
export async function removedOptionsInUse(
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
