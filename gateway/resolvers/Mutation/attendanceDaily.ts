import type { GatewayContext } from "../../context.ts";
import { attendanceRecordOf } from "../Query/attendanceDaily.ts";

type Row = Record<string, unknown>;

/** GraphQL's nulls for "not given" become absent fields for the REST body. */
const withoutNulls = (input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  );

export async function decideAttendance(
  _parent: unknown,
  args: { id: number; decision: string; note?: string | null; version?: number | null },
  context: GatewayContext,
) {
  const record = await context.services.post<Row>(
    "hcm",
    `/attendances/${args.id}/decision`,
    withoutNulls({ decision: args.decision, note: args.note, version: args.version }),
  );
  return attendanceRecordOf(record);
}

export function decideAttendances(
  _parent: unknown,
  args: { ids: number[]; decision: string; note?: string | null },
  context: GatewayContext,
) {
  return context.services.post<Row>(
    "hcm",
    "/attendances/decisions",
    withoutNulls({ ids: args.ids, decision: args.decision, note: args.note }),
  );
}
