import { Temporal } from "temporal-polyfill";
import { type DateRange, isWithin, toDisplayDate, weekRange } from "../../../domain/calendar.ts";

/** What one pick stands for: a day, a Monday-to-Sunday week, a month or a year (SPEC §4). */
export type DatePickerType = "date" | "week" | "month" | "year";
/** How many picks make a value (SPEC §4); a week is always one pick. */
export type DatePickerMode = "single" | "range" | "multiple";
/** The calendar's grids, from the finest to the coarsest. */
export type CalendarView = "day" | "month" | "year";

type CalendarSetup = {
  /**
   * How the calendar collects picks. A week is one pick: the calendar takes it as a single
   * date and {@link selectedWeek} marks the rest of the week.
   */
  selectionMode: DatePickerMode;
  /** The grid whose pick becomes the value; coarser grids lead down to it. */
  minView: CalendarView;
};

const FINEST_VIEW: Readonly<Record<DatePickerType, CalendarView>> = {
  date: "day",
  week: "day",
  month: "month",
  year: "year",
};

/**
 * How to set up the calendar for `type` and `mode`. Its finest grid is where a pick
 * lands, so picking a year or a month in a date picker moves to the finer grid
 * (year → month → day) rather than choosing (SPEC §4).
 */
export function calendarSetup(type: DatePickerType, mode: DatePickerMode): CalendarSetup {
  return { selectionMode: type === "week" ? "single" : mode, minView: FINEST_VIEW[type] };
}

/** The picked week of a week picker, whose days the calendar shows as selected. */
export function selectedWeek(
  type: DatePickerType,
  selection: readonly Temporal.PlainDate[],
): DateRange | undefined {
  const [start, end] = selection;
  return type === "week" && start && end ? { start, end } : undefined;
}

const byDate = (a: Temporal.PlainDate, b: Temporal.PlainDate) => Temporal.PlainDate.compare(a, b);

function unique(dates: readonly Temporal.PlainDate[]): Temporal.PlainDate[] {
  return dates.filter((date, index) => dates.findIndex((other) => other.equals(date)) === index);
}

/** A month is held as its first day, a year as its 1 January. */
function startOfPeriod(type: DatePickerType, date: Temporal.PlainDate): Temporal.PlainDate {
  if (type === "month") return date.with({ day: 1 });
  if (type === "year") return date.with({ month: 1, day: 1 });
  return date;
}

type Bounds = { min?: Temporal.PlainDate | undefined; max?: Temporal.PlainDate | undefined };

function weekOf(date: Temporal.PlainDate, { min, max }: Bounds): Temporal.PlainDate[] {
  // A stored week outside today's bounds is still shown whole rather than dropped.
  const week = weekRange(date, min, max) ?? weekRange(date);
  return week ? [week.start, week.end] : [];
}

/**
 * The value as the picker holds it: one date for single, a sorted start and end for
 * range, sorted distinct dates for multiple, a Monday-to-Sunday pair (cut to min/max)
 * for a week, and months or years as their first day.
 */
export function normaliseSelection(
  type: DatePickerType,
  mode: DatePickerMode,
  dates: readonly Temporal.PlainDate[],
  bounds: Bounds = {},
): Temporal.PlainDate[] {
  if (type === "week") {
    const first = dates[0];
    return first ? weekOf(first, bounds) : [];
  }
  const periods = dates.map((date) => startOfPeriod(type, date));
  if (mode === "single") return periods.slice(0, 1);
  if (mode === "range") return periods.slice(0, 2).sort(byDate);
  return unique(periods).sort(byDate);
}

export type PickRequest = Bounds & {
  type: DatePickerType;
  mode: DatePickerMode;
  /** The value before the pick. */
  previous: readonly Temporal.PlainDate[];
  /** The calendar's selection right after the pick. */
  proposed: readonly Temporal.PlainDate[];
};

export type PickResult = {
  value: Temporal.PlainDate[];
  /** Whether the calendar stays open for more picks. */
  open: boolean;
};

/**
 * The value and open state after a pick (SPEC §4, §5): a single pick closes; a range
 * stays open after its first date and closes after the second; multiple stays open;
 * a week becomes its Monday-to-Sunday, cut to min/max, and closes. Days outside
 * min/max never make it into the value.
 */
export function resolvePick(request: PickRequest): PickResult {
  const { type, mode, previous, min, max } = request;
  const proposed = request.proposed.filter((date) => isWithin(date, min, max));

  if (type === "week") {
    const picked = proposed.find((date) => !previous.some((p) => p.equals(date))) ?? proposed[0];
    if (!picked) return { value: [...previous], open: true };
    return { value: weekOf(picked, { min, max }), open: false };
  }

  const value = normaliseSelection(type, mode, proposed, { min, max });
  if (mode === "range") return { value, open: value.length < 2 };
  return { value, open: mode === "multiple" };
}

/** One date of a value in the display format of its type; "-" when it is not a date. */
function displayOne(type: DatePickerType, date: Temporal.PlainDate | undefined): string {
  const text = toDisplayDate(date);
  if (!date) return text;
  // dd-MM-yyyy, less what the type does not pick: "03-2024" for a month, "2024" for a year.
  if (type === "month") return text.slice(3);
  if (type === "year") return text.slice(6);
  return text;
}

/**
 * The text the picker shows for its value (SPEC §8, §9): dates as dd-MM-yyyy, a range or
 * week as "start – end", multiple dates comma-separated, and "-" for a value that is not
 * a date. Undefined when nothing is picked, so the caller shows its placeholder.
 */
export function displayText(
  type: DatePickerType,
  mode: DatePickerMode,
  values: readonly (Temporal.PlainDate | undefined)[],
): string | undefined {
  if (values.length === 0) return undefined;
  const texts = values.map((date) => displayOne(type, date));
  if (type === "week" || mode === "range") {
    const [start = "-", end] = texts;
    return end === undefined ? `${start} –` : `${start} – ${end}`;
  }
  if (mode === "multiple") return texts.join(", ");
  return texts[0];
}
