import { Temporal } from "temporal-polyfill";
import { DEFAULT_TIMEZONE } from "../../../domain/format.ts";

/** Today (yyyy-MM-dd) in the console's home zone (SPEC §3 default Asia/Jakarta). */
export function todayIso(): string {
  return Temporal.Now.plainDateISO(DEFAULT_TIMEZONE).toString();
}

/** A yyyy-MM-dd text as a date for the pickers' bounds; undefined when empty or not a date. */
export function plainDateOf(iso: string | null | undefined): Temporal.PlainDate | undefined {
  if (!iso) return undefined;
  try {
    return Temporal.PlainDate.from(iso);
  } catch {
    return undefined;
  }
}
