import {
  type MasterScheduleValues,
  type SchedulePatternValues,
  type ShiftValues,
  shortestWorkingDay,
  WEEKDAYS,
  type Weekday,
  type WorkWeek,
  workingMinutes,
} from "../../../domain/schedules/shifts.ts";
import type { Tx } from "../../db/pool.ts";
import { escapeLike, isoDate, isoInstant, pagedRows } from "../../main/org/common.ts";

/** A shift as the API answers it. */
export type Shift = {
  id: number;
  code: string;
  name: string;
  startTime: string;
  endTime: string;
  crossesMidnight: boolean;
  workingMinutes: number;
  breakMinutes: number;
  lateGraceMinutes: number;
  earlyOutGraceMinutes: number;
  checkInOpensMinutesBefore: number;
  checkOutClosesMinutesAfter: number;
  halfDayHours: number | null;
  absentHours: number | null;
  flexible: boolean;
  status: string;
  createdAt: string;
  updatedAt: string;
};

const SHIFT_COLUMNS = `s.id, s.code, s.name,
  to_char(s.start_time, 'HH24:MI') AS "startTime", to_char(s.end_time, 'HH24:MI') AS "endTime",
  s.crosses_midnight AS "crossesMidnight", s.break_minutes AS "breakMinutes",
  s.late_grace_minutes AS "lateGraceMinutes", s.early_out_grace_minutes AS "earlyOutGraceMinutes",
  s.check_in_opens_minutes_before AS "checkInOpensMinutesBefore",
  s.check_out_closes_minutes_after AS "checkOutClosesMinutesAfter",
  s.half_day_hours::float8 AS "halfDayHours", s.absent_hours::float8 AS "absentHours",
  s.flexible, s.status,
  ${isoInstant("s.created_at")} AS "createdAt", ${isoInstant("s.updated_at")} AS "updatedAt"`;

const withLength = (row: Omit<Shift, "workingMinutes">): Shift => {
  const { createdAt, updatedAt, ...rest } = row;
  return { ...rest, workingMinutes: workingMinutes(row), createdAt, updatedAt };
};

export type Page = { limit: number; page: number };

export async function listShifts(
  tx: Tx,
  filter: { q: string | null; status: string | null },
  page: Page,
) {
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<Omit<Shift, "workingMinutes"> & { total: number }>(
      `SELECT ${SHIFT_COLUMNS}, count(*) OVER ()::int AS total FROM shifts s
       WHERE ($1::text IS NULL OR s.code ILIKE '%' || $1 || '%' OR s.name ILIKE '%' || $1 || '%')
         AND ($2::text IS NULL OR s.status = $2)
       ORDER BY s.code, s.id LIMIT $3 OFFSET $4`,
      [escapeLike(filter.q), filter.status, limit, offset],
    );
    return result.rows.map(({ total, ...row }) => ({ ...withLength(row), total }));
  };
  return pagedRows(run, page.limit, page.page);
}

export async function findShift(tx: Tx, id: number, lock = false): Promise<Shift | null> {
  const result = await tx.query<Omit<Shift, "workingMinutes">>(
    `SELECT ${SHIFT_COLUMNS} FROM shifts s WHERE s.id = $1 ${lock ? "FOR UPDATE" : ""}`,
    [id],
  );
  return result.rows[0] ? withLength(result.rows[0]) : null;
}

const shiftParams = (values: ShiftValues) => [
  values.code,
  values.name,
  values.startTime,
  values.endTime,
  values.breakMinutes,
  values.lateGraceMinutes,
  values.earlyOutGraceMinutes,
  values.checkInOpensMinutesBefore,
  values.checkOutClosesMinutesAfter,
  values.halfDayHours,
  values.absentHours,
  values.flexible,
  values.status,
];

export async function insertShift(tx: Tx, clientId: number, values: ShiftValues) {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO shifts (code, name, start_time, end_time, break_minutes, late_grace_minutes,
       early_out_grace_minutes, check_in_opens_minutes_before, check_out_closes_minutes_after,
       half_day_hours, absent_hours, flexible, status, client_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, coalesce($13, 'active'), $14)
     RETURNING id`,
    [...shiftParams(values), clientId],
  );
  return result.rows[0]!.id;
}

export async function updateShift(tx: Tx, id: number, values: ShiftValues) {
  await tx.query(
    `UPDATE shifts SET code = $1, name = $2, start_time = $3, end_time = $4, break_minutes = $5,
       late_grace_minutes = $6, early_out_grace_minutes = $7, check_in_opens_minutes_before = $8,
       check_out_closes_minutes_after = $9, half_day_hours = $10, absent_hours = $11,
       flexible = $12, status = coalesce($13, status), version = version + 1, updated_at = now()
     WHERE id = $14`,
    [...shiftParams(values), id],
  );
}

/** What still points at a shift: master schedules, patterns and generated schedule days. */
export async function shiftUsage(tx: Tx, id: number) {
  const result = await tx.query<{ masters: number; patterns: number; days: number }>(
    `SELECT (SELECT count(DISTINCT master_schedule_id) FROM master_schedule_days WHERE shift_id = $1)::int AS masters,
            (SELECT count(DISTINCT schedule_pattern_id) FROM schedule_pattern_days WHERE shift_id = $1)::int AS patterns,
            (SELECT count(*) FROM employee_schedule_days WHERE shift_id = $1)::int AS days`,
    [id],
  );
  return result.rows[0]!;
}

export async function codeTaken(tx: Tx, code: string, exceptId: number | null) {
  const result = await tx.query("SELECT 1 FROM shifts WHERE code = $1 AND id IS DISTINCT FROM $2", [
    code,
    exceptId,
  ]);
  return (result.rowCount ?? 0) > 0;
}

/** Shift ids of the caller's client among `ids` (another client's read as missing: RLS), with status. */
export async function shiftsByIds(tx: Tx, ids: number[]) {
  const result = await tx.query<{
    id: number;
    status: string;
    startTime: string;
    endTime: string;
    breakMinutes: number;
  }>(
    `SELECT id, status, to_char(start_time, 'HH24:MI') AS "startTime",
            to_char(end_time, 'HH24:MI') AS "endTime", break_minutes AS "breakMinutes"
     FROM shifts WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(result.rows.map((row) => [row.id, row]));
}

// --- Master schedules -----------------------------------------------------------------

export type MasterSchedule = {
  id: number;
  name: string;
  workWeek: WorkWeek;
  effectiveFrom: string;
  holidaysOverride: boolean;
  days: Record<Weekday, number | null>;
  shortestWorkingDay: Weekday | null;
  createdAt: string;
  updatedAt: string;
};

type MasterRow = Omit<MasterSchedule, "days" | "shortestWorkingDay"> & {
  dayRows: {
    weekday: number;
    shiftId: number | null;
    startTime: string | null;
    endTime: string | null;
    breakMinutes: number | null;
  }[];
};

const MASTER_SELECT = `SELECT m.id, m.name, m.work_week AS "workWeek",
    ${isoDate("m.effective_from")} AS "effectiveFrom", m.holidays_override AS "holidaysOverride",
    ${isoInstant("m.created_at")} AS "createdAt", ${isoInstant("m.updated_at")} AS "updatedAt",
    coalesce((SELECT json_agg(json_build_object('weekday', d.weekday, 'shiftId', d.shift_id,
        'startTime', to_char(s.start_time, 'HH24:MI'), 'endTime', to_char(s.end_time, 'HH24:MI'),
        'breakMinutes', s.break_minutes) ORDER BY d.weekday)
      FROM master_schedule_days d LEFT JOIN shifts s ON s.id = d.shift_id
      WHERE d.master_schedule_id = m.id), '[]') AS "dayRows"
  FROM master_schedules m`;

function toMaster(row: MasterRow): MasterSchedule {
  const { dayRows, createdAt, updatedAt, ...rest } = row;
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, null])) as Record<
    Weekday,
    number | null
  >;
  const lengths: Partial<
    Record<Weekday, { startTime: string; endTime: string; breakMinutes: number } | null>
  > = {};
  for (const d of dayRows) {
    const day = WEEKDAYS[d.weekday - 1]!;
    days[day] = d.shiftId;
    if (d.shiftId !== null && d.startTime && d.endTime)
      lengths[day] = {
        startTime: d.startTime,
        endTime: d.endTime,
        breakMinutes: d.breakMinutes ?? 0,
      };
  }
  return {
    ...rest,
    days,
    shortestWorkingDay: shortestWorkingDay(rest.workWeek, lengths),
    createdAt,
    updatedAt,
  };
}

export async function listMasterSchedules(tx: Tx, filter: { q: string | null }, page: Page) {
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<MasterRow & { total: number }>(
      `${MASTER_SELECT.replace("SELECT", "SELECT count(*) OVER ()::int AS total,")}
       WHERE ($1::text IS NULL OR m.name ILIKE '%' || $1 || '%')
       ORDER BY lower(m.name), m.id LIMIT $2 OFFSET $3`,
      [escapeLike(filter.q), limit, offset],
    );
    return result.rows.map(({ total, ...row }) => ({ ...toMaster(row), total }));
  };
  return pagedRows(run, page.limit, page.page);
}

export async function findMasterSchedule(tx: Tx, id: number, lock = false) {
  if (lock) await tx.query("SELECT 1 FROM master_schedules WHERE id = $1 FOR UPDATE", [id]);
  const result = await tx.query<MasterRow>(`${MASTER_SELECT} WHERE m.id = $1`, [id]);
  return result.rows[0] ? toMaster(result.rows[0]) : null;
}

async function writeMasterDays(tx: Tx, clientId: number, id: number, values: MasterScheduleValues) {
  await tx.query("DELETE FROM master_schedule_days WHERE master_schedule_id = $1", [id]);
  await tx.query(
    `INSERT INTO master_schedule_days (client_id, master_schedule_id, weekday, shift_id)
     SELECT $1, $2, w, (($3::int[])[w]) FROM generate_series(1, 7) AS w`,
    [clientId, id, WEEKDAYS.map((day) => values.days[day])],
  );
}

export async function insertMasterSchedule(tx: Tx, clientId: number, values: MasterScheduleValues) {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO master_schedules (client_id, name, work_week, effective_from, holidays_override)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [clientId, values.name, values.workWeek, values.effectiveFrom, values.holidaysOverride],
  );
  const id = result.rows[0]!.id;
  await writeMasterDays(tx, clientId, id, values);
  return id;
}

export async function updateMasterSchedule(
  tx: Tx,
  clientId: number,
  id: number,
  values: MasterScheduleValues,
) {
  await tx.query(
    `UPDATE master_schedules SET name = $2, work_week = $3, effective_from = $4,
       holidays_override = $5, version = version + 1, updated_at = now() WHERE id = $1`,
    [id, values.name, values.workWeek, values.effectiveFrom, values.holidaysOverride],
  );
  await writeMasterDays(tx, clientId, id, values);
}

// --- Schedule patterns ----------------------------------------------------------------

export type SchedulePattern = {
  id: number;
  name: string;
  startDate: string;
  cycleDays: number;
  days: (number | null)[];
  holidaysOverride: boolean;
  createdAt: string;
  updatedAt: string;
};

const PATTERN_SELECT = `SELECT p.id, p.name, ${isoDate("p.start_date")} AS "startDate",
    p.cycle_days AS "cycleDays", p.holidays_override AS "holidaysOverride",
    coalesce((SELECT json_agg(d.shift_id ORDER BY d.position) FROM schedule_pattern_days d
      WHERE d.schedule_pattern_id = p.id), '[]') AS days,
    ${isoInstant("p.created_at")} AS "createdAt", ${isoInstant("p.updated_at")} AS "updatedAt"
  FROM schedule_patterns p`;

export async function listSchedulePatterns(tx: Tx, filter: { q: string | null }, page: Page) {
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<SchedulePattern & { total: number }>(
      `${PATTERN_SELECT.replace("SELECT", "SELECT count(*) OVER ()::int AS total,")}
       WHERE ($1::text IS NULL OR p.name ILIKE '%' || $1 || '%')
       ORDER BY lower(p.name), p.id LIMIT $2 OFFSET $3`,
      [escapeLike(filter.q), limit, offset],
    );
    return result.rows;
  };
  return pagedRows(run, page.limit, page.page);
}

export async function findSchedulePattern(tx: Tx, id: number, lock = false) {
  if (lock) await tx.query("SELECT 1 FROM schedule_patterns WHERE id = $1 FOR UPDATE", [id]);
  const result = await tx.query<SchedulePattern>(`${PATTERN_SELECT} WHERE p.id = $1`, [id]);
  return result.rows[0] ?? null;
}

async function writePatternDays(tx: Tx, clientId: number, id: number, days: (number | null)[]) {
  await tx.query("DELETE FROM schedule_pattern_days WHERE schedule_pattern_id = $1", [id]);
  await tx.query(
    `INSERT INTO schedule_pattern_days (client_id, schedule_pattern_id, position, shift_id)
     SELECT $1, $2, ord, shift FROM unnest($3::int[]) WITH ORDINALITY AS u(shift, ord)`,
    [clientId, id, days],
  );
}

export async function insertSchedulePattern(
  tx: Tx,
  clientId: number,
  values: SchedulePatternValues,
) {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO schedule_patterns (client_id, name, cycle_days, start_date, holidays_override)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [clientId, values.name, values.days.length, values.startDate, values.holidaysOverride],
  );
  const id = result.rows[0]!.id;
  await writePatternDays(tx, clientId, id, values.days);
  return id;
}

export async function updateSchedulePattern(
  tx: Tx,
  clientId: number,
  id: number,
  values: SchedulePatternValues,
) {
  await tx.query(
    `UPDATE schedule_patterns SET name = $2, cycle_days = $3, start_date = $4,
       holidays_override = $5, version = version + 1, updated_at = now() WHERE id = $1`,
    [id, values.name, values.days.length, values.startDate, values.holidaysOverride],
  );
  await writePatternDays(tx, clientId, id, values.days);
}

/** Generated employee schedule days made from a master schedule or a pattern. */
export async function scheduleDayCount(
  tx: Tx,
  column: "master_schedule_id" | "schedule_pattern_id",
  id: number,
) {
  const result = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM employee_schedule_days WHERE ${column} = $1`,
    [id],
  );
  return result.rows[0]!.n;
}
