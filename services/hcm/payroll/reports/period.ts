import { Temporal } from "temporal-polyfill";
import { dayOfMonth, payDateOf, periodContaining } from "../../../../domain/payroll/groups.ts";

/**
 * Issue 17: the pay period a monthly payroll report covers. The payroll month `YYYY-MM` is
 * the tax period (PMK 168/2023); its pay period is the group's cut-off period that ENDS in
 * that month (cut-off 1: the calendar month; cut-off 21: 21 October – 20 November for
 * 2026-11), so attendance up to the cut-off is paid on the month's pay day (pay_day, 31 =
 * end of month, domain/payroll/groups.ts).
 */
export type ReportPeriod = {
  year: number;
  month: number;
  periodStart: string;
  periodEnd: string;
  payDate: string | null;
};

export const PERIOD_PATTERN = "^[0-9]{4}-(0[1-9]|1[0-2])$";

export function parsePeriod(period: string): Temporal.PlainYearMonth | null {
  if (!new RegExp(PERIOD_PATTERN).test(period)) return null;
  const year = Number(period.slice(0, 4));
  if (year < 2000 || year > 2100) return null;
  return Temporal.PlainYearMonth.from(period);
}

export function reportPeriod(
  yearMonth: Temporal.PlainYearMonth,
  cutoffDay: number,
  payDay: number | null,
): ReportPeriod {
  const lastDay = dayOfMonth(yearMonth, 31);
  let pay = periodContaining(lastDay, cutoffDay);
  if (Temporal.PlainDate.compare(pay.end, lastDay) > 0)
    pay = periodContaining(pay.start.subtract({ days: 1 }), cutoffDay);
  return {
    year: yearMonth.year,
    month: yearMonth.month,
    periodStart: pay.start.toString(),
    periodEnd: pay.end.toString(),
    payDate: payDay === null ? null : payDateOf(yearMonth, payDay).toString(),
  };
}
