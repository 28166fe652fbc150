import { Type } from "typebox";
import type { FieldProblem } from "../../../../domain/schedules/shifts.ts";
import type { Tx } from "../../../db/pool.ts";
import { audit } from "../../../main/org/common.ts";
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
