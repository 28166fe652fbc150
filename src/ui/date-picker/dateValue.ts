import { type DateValue, parseDate } from "@ark-ui/react";
import { Temporal } from "temporal-polyfill";

// Ark's calendar speaks @internationalized/date; the rest of the console speaks Temporal.
// These two are the only crossing points.

/** A Temporal date as the calendar's date value. */
export function toDateValue(date: Temporal.PlainDate): DateValue {
  return parseDate(date.toString());
}

/** The calendar's date value (any time part dropped) as a Temporal date. */
export function fromDateValue(value: DateValue): Temporal.PlainDate {
  return Temporal.PlainDate.from({ year: value.year, month: value.month, day: value.day });
}
