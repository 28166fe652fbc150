import { Type } from "typebox";
import type { FieldProblem } from "../../../../domain/schedules/shifts.ts";
import type { Tx } from "../../../db/pool.ts";
import { audit, duplicateFields, violatedConstraint } from "../../../main/org/common.ts";
import { NO_NUL } from "../../../main/schemas.ts";
import { HttpError } from "../../../shared/errors.ts";
import type { Principal } from "../../../shared/principal.ts";
import { scheduleDayCount, shiftsByIds } from "../repo.ts";

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** hcm lists: `{ data: { items, totalItems } }`, paged by `limit` (1–100, default 10) and `page`. */
export const HcmListQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  q: Type.Optional(Type.String({ maxLength: 100, pattern: NO_NUL })),
};

export const hcmPageOf = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({
    data: Type.Object({
      items: Type.Array(item),
      totalItems: Type.Integer(),
      limit: Type.Integer(),
      page: Type.Integer(),
    }),
  });

export const Text = (maxLength: number, description?: string) =>
  Type.Optional(
    Nullable(Type.String({ maxLength, pattern: NO_NUL, ...(description ? { description } : {}) })),
  );

/**
 * The shifts a schedule picks: each must be one of the caller's client's (another client's
 * reads as missing, RLS) and active, unless the schedule already had it.
 */
export async function shiftChoiceProblems(
  tx: Tx,
  chosen: [field: string, id: number | null][],
  current: ReadonlySet<number> = new Set(),
): Promise<FieldProblem[]> {
  const ids = [...new Set(chosen.map(([, id]) => id).filter((id): id is number => id !== null))];
  const found = await shiftsByIds(tx, ids);
  const problems: FieldProblem[] = [];
  for (const [field, id] of chosen) {
    if (id === null) continue;
    const shift = found.get(id);
    if (!shift) problems.push({ field, message: "does not exist" });
    else if (shift.status !== "active" && !current.has(id))
      problems.push({ field, message: "is inactive" });
  }
  return problems;
}

/** The two kinds of schedule an assign generates days from. */
const SCHEDULE_KINDS = {
  master_schedule: {
    table: "master_schedules",
    column: "master_schedule_id",
    label: "Master schedule",
  },
  schedule_pattern: {
    table: "schedule_patterns",
    column: "schedule_pattern_id",
    label: "Schedule pattern",
  },
} as const;

/**
 * Deletes a master schedule or pattern (already read and locked as `before`) with its audit
 * row; one that generated employee schedule days is a 409 saying how many.
 */
export async function deleteUnusedSchedule(
  tx: Tx,
  principal: Principal,
  kind: keyof typeof SCHEDULE_KINDS,
  id: number,
  before: { name: string },
): Promise<void> {
  const { table, column, label } = SCHEDULE_KINDS[kind];
  const days = await scheduleDayCount(tx, column, id);
  if (days > 0)
    throw new HttpError(
      409,
      `${label} ${before.name} is still used by ${days} employee schedule days.`,
    );
  await tx.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
  await audit(tx, principal, {
    action: `${kind}.delete`,
    entityType: kind,
    entityId: id,
    before,
    after: null,
  });
}

/**
 * A schedule source's unique name (per client, any case): refused before the write, and the
 * unique index's violation turned into the same field error when a concurrent save wins.
 */
export function uniqueScheduleName(table: "master_schedules" | "schedule_patterns", noun: string) {
  const problem = [{ field: "name", message: `is already used by another ${noun}` }];
  return {
    async assertFree(tx: Tx, message: string, name: string, exceptId: number | null) {
      const found = await tx.query(
        `SELECT 1 FROM ${table} WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2`,
        [name, exceptId],
      );
      if ((found.rowCount ?? 0) > 0) throw duplicateFields(message, problem);
    },
    async writeOrConflict<T>(message: string, write: () => Promise<T>): Promise<T> {
      try {
        return await write();
      } catch (error) {
        if (violatedConstraint(error, ["23505"]) === `${table}_name_key`)
          throw duplicateFields(message, problem);
        throw error;
      }
    },
  };
}
