/** "2026-12-05" → "05-12-2026" (SPEC §9 dd-MM-yyyy). */
export const displayDate = (iso: string) =>
  `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** "2026-12" moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The month after today's in Jakarta, "YYYY-MM". */
export function nextMonth(today: Date = new Date()): string {
  const jakarta = new Date(today.getTime() + 7 * 3_600_000);
  const current = `${jakarta.getUTCFullYear()}-${String(jakarta.getUTCMonth() + 1).padStart(2, "0")}`;
  return shiftMonth(current, 1);
}

export function currentMonth(today: Date = new Date()): string {
  return shiftMonth(nextMonth(today), -1);
}

/** The last day of a month "YYYY-MM" as "YYYY-MM-DD". */
export function lastDayOf(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, "0")}`;
}

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
