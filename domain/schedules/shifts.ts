/**
 * Shifts, master schedules and schedule patterns (issue 13): the rules the hcm service and
 * the console share. Times of day are "HH:MM" strings, local to the branch's zone; bounds
 * are the ones of migration 0014 so the API refuses with a field before the database would.
 */

export type FieldProblem = { field: string; message: string };

export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Migration 0014's bounds of each minutes field. */
export const MINUTE_BOUNDS = {
  breakMinutes: { min: 0, max: 480 },
  lateGraceMinutes: { min: 0, max: 240 },
  earlyOutGraceMinutes: { min: 0, max: 240 },
  checkInOpensMinutesBefore: { min: 0, max: 720 },
  checkOutClosesMinutesAfter: { min: 0, max: 720 },
} as const;
export type MinuteField = keyof typeof MINUTE_BOUNDS;
const MINUTE_DEFAULTS: Record<MinuteField, number> = {
  breakMinutes: 0,
  lateGraceMinutes: 0,
  earlyOutGraceMinutes: 0,
  checkInOpensMinutesBefore: 60,
  checkOutClosesMinutesAfter: 60,
};

export const SHIFT_CODE_PATTERN = /^[A-Z0-9-]{1,20}$/;
export const SHIFT_NAME_MAX_LENGTH = 100;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an "HH:MM" time, or null when it is not one (00:00–23:59). */
export function minutesOfTime(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = TIME_PATTERN.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** End before start: the shift ends on the next calendar day. */
export const crossesMidnight = (startTime: string, endTime: string) =>
  (minutesOfTime(endTime) ?? 0) < (minutesOfTime(startTime) ?? 0);

/** From start to end in minutes, across midnight when the end is earlier (1–1439). */
export function shiftSpanMinutes(startTime: string, endTime: string): number {
  const start = minutesOfTime(startTime) ?? 0;
  const end = minutesOfTime(endTime) ?? 0;
  return (end - start + 1440) % 1440;
}

/** The shift's working length: its span minus the break. */
export const workingMinutes = (shift: {
  startTime: string;
  endTime: string;
  breakMinutes: number;
}) => shiftSpanMinutes(shift.startTime, shift.endTime) - shift.breakMinutes;

export type ShiftInput = {
  name?: unknown;
  code?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  breakMinutes?: unknown;
  lateGraceMinutes?: unknown;
  earlyOutGraceMinutes?: unknown;
  checkInOpensMinutesBefore?: unknown;
  checkOutClosesMinutesAfter?: unknown;
  halfDayHours?: unknown;
  absentHours?: unknown;
  flexible?: unknown;
  status?: unknown;
};

export type ShiftValues = {
  name: string;
  code: string;
  startTime: string;
  endTime: string;
  breakMinutes: number;
  lateGraceMinutes: number;
  earlyOutGraceMinutes: number;
  checkInOpensMinutesBefore: number;
  checkOutClosesMinutesAfter: number;
  halfDayHours: number | null;
  absentHours: number | null;
  flexible: boolean;
  status: "active" | "inactive" | null;
};

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const asNumber = (value: unknown): number | null => {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

/** A time field: "HH:MM" between 00:00 and 23:59, normalised to two-digit parts. */
function readTime(problems: FieldProblem[], field: string, value: unknown): string {
  if (blank(value)) {
    problems.push({ field, message: "is required" });
    return "";
  }
  const minutes = minutesOfTime(value);
  if (minutes === null) {
    problems.push({ field, message: "must be a time written HH:MM from 00:00 to 23:59" });
    return "";
  }
  return String(value).trim();
}

function readText(problems: FieldProblem[], field: string, value: unknown, max: number): string {
  if (blank(value) || typeof value !== "string") {
    problems.push({ field, message: "is required" });
    return "";
  }
  const text = value.trim();
  if ([...text].length > max)
    problems.push({ field, message: `must be at most ${max} characters` });
  return text;
}

/**
 * A shift's fields, normalised (code upper case, times trimmed), with every problem named by
 * its field. Omitted minutes take the migration's defaults (check-in opens 60 minutes before
 * the start, check-out closes 60 minutes after the end).
 */
export function validateShift(input: ShiftInput): {
  values: ShiftValues;
  problems: FieldProblem[];
} {
  const problems: FieldProblem[] = [];
  const name = readText(problems, "name", input.name, SHIFT_NAME_MAX_LENGTH);
  let code = "";
  if (blank(input.code) || typeof input.code !== "string")
    problems.push({ field: "code", message: "is required" });
  else {
    code = input.code.trim().toUpperCase();
    if (!SHIFT_CODE_PATTERN.test(code))
      problems.push({ field: "code", message: "must be 1 to 20 characters of A-Z, 0-9 and -" });
  }
  const startTime = readTime(problems, "startTime", input.startTime);
  const endTime = readTime(problems, "endTime", input.endTime);
  if (startTime && endTime && minutesOfTime(startTime) === minutesOfTime(endTime))
    problems.push({ field: "endTime", message: "must differ from the start time" });

  const minutes = {} as Record<MinuteField, number>;
  for (const field of Object.keys(MINUTE_BOUNDS) as MinuteField[]) {
    const raw = input[field];
    const { min, max } = MINUTE_BOUNDS[field];
    if (blank(raw)) {
      minutes[field] = MINUTE_DEFAULTS[field];
      continue;
    }
    const n = asNumber(raw);
    if (n === null || !Number.isInteger(n) || n < min || n > max) {
      problems.push({ field, message: `must be a whole number from ${min} to ${max}` });
      minutes[field] = MINUTE_DEFAULTS[field];
    } else minutes[field] = n;
  }
  if (
    startTime &&
    endTime &&
    !problems.some((p) => p.field === "endTime" || p.field === "breakMinutes") &&
    minutes.breakMinutes >= shiftSpanMinutes(startTime, endTime)
  )
    problems.push({ field: "breakMinutes", message: "must be shorter than the shift" });

  const hours = (field: "halfDayHours" | "absentHours"): number | null => {
    const raw = input[field];
    if (blank(raw)) return null;
    const n = asNumber(raw);
    if (n === null || n < 0 || n > 24 || Math.round(n * 100) !== n * 100) {
      problems.push({ field, message: "must be a number from 0 to 24" });
      return null;
    }
    return n;
  };
  const halfDayHours = hours("halfDayHours");
  const absentHours = hours("absentHours");
  if (halfDayHours !== null && absentHours !== null && absentHours > halfDayHours)
    problems.push({ field: "absentHours", message: "must not be more than the half-day hours" });

  let flexible = false;
  if (!blank(input.flexible)) {
    if (typeof input.flexible !== "boolean")
      problems.push({ field: "flexible", message: "must be true or false" });
    else flexible = input.flexible;
  }
  let status: ShiftValues["status"] = null;
  if (!blank(input.status)) {
    if (input.status === "active" || input.status === "inactive") status = input.status;
    else problems.push({ field: "status", message: "must be one of active, inactive" });
  }
  return {
    values: {
      name,
      code,
      startTime,
      endTime,
      ...minutes,
      halfDayHours,
      absentHours,
      flexible,
      status,
    },
    problems,
  };
}

// --- Master schedules ---------------------------------------------------------------

export type WorkWeek = "5-day" | "6-day";
export const WORKING_DAYS_OF: Record<WorkWeek, number> = { "5-day": 5, "6-day": 6 };
export type WeekDays = Record<Weekday, number | null>;
export type ShiftLength = { startTime: string; endTime: string; breakMinutes: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export type MasterScheduleValues = {
  name: string;
  workWeek: WorkWeek;
  effectiveFrom: string;
  days: WeekDays;
  holidaysOverride: boolean;
};

/**
 * A master schedule's fields: the name, a 5-day or 6-day week with exactly that many
 * working days, a real effective date. Whether each shift id exists is the service's check
 * (`days.<weekday>`).
 */
export function validateMasterSchedule(input: {
  name?: unknown;
  workWeek?: unknown;
  effectiveFrom?: unknown;
  days?: unknown;
  holidaysOverride?: unknown;
}): { values: MasterScheduleValues; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const name = readText(problems, "name", input.name, SHIFT_NAME_MAX_LENGTH);
  let workWeek: WorkWeek = "5-day";
  if (input.workWeek === "5-day" || input.workWeek === "6-day") workWeek = input.workWeek;
  else if (blank(input.workWeek)) problems.push({ field: "workWeek", message: "is required" });
  else problems.push({ field: "workWeek", message: "must be one of 5-day, 6-day" });
  let effectiveFrom = "";
  if (blank(input.effectiveFrom)) problems.push({ field: "effectiveFrom", message: "is required" });
  else if (!isIsoDate(input.effectiveFrom))
    problems.push({ field: "effectiveFrom", message: "must be a date written yyyy-MM-dd" });
  else effectiveFrom = input.effectiveFrom;

  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, null])) as WeekDays;
  if (typeof input.days !== "object" || input.days === null || Array.isArray(input.days))
    problems.push({ field: "days", message: "is required" });
  else {
    const given = input.days as Record<string, unknown>;
    for (const day of WEEKDAYS) {
      const value = given[day];
      if (value === undefined || value === null) continue;
      if (
        typeof value !== "number" ||
        !Number.isInteger(value) ||
        value < 1 ||
        value > 2_147_483_647
      )
        problems.push({ field: `days.${day}`, message: "must be a valid id" });
      else days[day] = value;
    }
    for (const key of Object.keys(given))
      if (!(WEEKDAYS as readonly string[]).includes(key))
        problems.push({ field: `days.${key}`, message: "is not an allowed field" });
    const working = WEEKDAYS.filter((day) => given[day] !== undefined && given[day] !== null);
    const wanted = WORKING_DAYS_OF[workWeek];
    if (!problems.some((p) => p.field === "workWeek") && working.length !== wanted)
      problems.push({
        field: "days",
        message: `must have exactly ${wanted} working days for a ${workWeek} week`,
      });
  }
  let holidaysOverride = true;
  if (!blank(input.holidaysOverride)) {
    if (typeof input.holidaysOverride !== "boolean")
      problems.push({ field: "holidaysOverride", message: "must be true or false" });
    else holidaysOverride = input.holidaysOverride;
  }
  return { values: { name, workWeek, effectiveFrom, days, holidaysOverride }, problems };
}

/**
 * The 6-day week's shortest working day (PP 35/2021 Art 31(2)(b), RULES.md §1.3: a public
 * holiday falling on it has the shorter 5/6/7–9 hour overtime ladder): the weekday whose
 * shift has the fewest working minutes. A tie goes to the later weekday (the customary short
 * day is Saturday). Null when every working day is equally long (no day is shorter), and
 * null for a 5-day week, whose overtime ladder (Art 31(3)) has no shortest-day case.
 */
export function shortestWorkingDay(
  workWeek: WorkWeek,
  days: Partial<Record<Weekday, ShiftLength | null>>,
): Weekday | null {
  if (workWeek !== "6-day") return null;
  let shortest: { day: Weekday; minutes: number } | null = null;
  let longest = -1;
  for (const day of WEEKDAYS) {
    const shift = days[day];
    if (!shift) continue;
    const minutes = workingMinutes(shift);
    longest = Math.max(longest, minutes);
    if (!shortest || minutes <= shortest.minutes) shortest = { day, minutes };
  }
  if (!shortest || shortest.minutes === longest) return null;
  return shortest.day;
}

// --- Schedule patterns ---------------------------------------------------------------

export const PATTERN_MAX_DAYS = 62;

export type SchedulePatternValues = {
  name: string;
  startDate: string;
  days: (number | null)[];
  holidaysOverride: boolean;
};

/** A rotation of 1–62 days, each a shift id or null (day off), counted from a real date. */
export function validateSchedulePattern(input: {
  name?: unknown;
  startDate?: unknown;
  days?: unknown;
  holidaysOverride?: unknown;
}): { values: SchedulePatternValues; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const name = readText(problems, "name", input.name, SHIFT_NAME_MAX_LENGTH);
  let startDate = "";
  if (blank(input.startDate)) problems.push({ field: "startDate", message: "is required" });
  else if (!isIsoDate(input.startDate))
    problems.push({ field: "startDate", message: "must be a date written yyyy-MM-dd" });
  else startDate = input.startDate;
  const days: (number | null)[] = [];
  if (!Array.isArray(input.days)) problems.push({ field: "days", message: "is required" });
  else if (input.days.length < 1 || input.days.length > PATTERN_MAX_DAYS)
    problems.push({ field: "days", message: `must have 1 to ${PATTERN_MAX_DAYS} days` });
  else {
    input.days.forEach((value: unknown, index) => {
      if (value === null) days.push(null);
      else if (
        typeof value !== "number" ||
        !Number.isInteger(value) ||
        value < 1 ||
        value > 2_147_483_647
      ) {
        problems.push({ field: `days.${index}`, message: "must be a valid id" });
        days.push(null);
      } else days.push(value);
    });
    if (problems.every((p) => !p.field.startsWith("days")) && days.every((d) => d === null))
      problems.push({ field: "days", message: "must have at least one working day" });
  }
  let holidaysOverride = true;
  if (!blank(input.holidaysOverride)) {
    if (typeof input.holidaysOverride !== "boolean")
      problems.push({ field: "holidaysOverride", message: "must be true or false" });
    else holidaysOverride = input.holidaysOverride;
  }
  return { values: { name, startDate, days, holidaysOverride }, problems };
}
