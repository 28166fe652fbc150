import { Type } from "typebox";
import type { MenuId } from "../../../../domain/menus.ts";
import { dayNumber } from "../../../../domain/schedules/generate.ts";
import type { Tx } from "../../../db/pool.ts";
import type { FieldError } from "../../../shared/errors.ts";

/** The holiday calendar is read by the employee-schedule screens and by settings. */
export const HOLIDAY_READERS: readonly MenuId[] = ["employee-schedule", "settings"];
/** Everything else of this part: menu employee-schedule (SPEC §2). */
export const SCHEDULE_MENU = "employee-schedule" as const;

export const ISO_DATE_MESSAGE = "must be a date written yyyy-MM-dd";

/** A "YYYY-MM-DD" string field; its calendar validity is checked by {@link dateProblem}. */
export const DateText = (description: string) =>
  Type.String({ maxLength: 10, description: `${description} (YYYY-MM-DD)` });

export function dateProblem(field: string, value: string | undefined): FieldError[] {
  return value !== undefined && dayNumber(value) === null
    ? [{ field, message: ISO_DATE_MESSAGE }]
    : [];
}

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const Paging = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
};

/** Ids of this client's agents among `ids` (RLS). */
export async function ownAgentIds(tx: Tx, ids: readonly number[]): Promise<Set<number>> {
  const found = await tx.query<{ id: number }>("SELECT id FROM agents WHERE id = ANY ($1::int[])", [
    ids,
  ]);
  return new Set(found.rows.map((r) => r.id));
}
