/**
 * Issue 17: approved overtime at the statutory pay (issue 15's calculator: PP 35/2021 Art 31–33,
 * domain/overtime/calculator.ts). Each request is priced exactly and rounded half up to the
 * rupiah once. Pure.
 */
import { HOURLY_DIVISOR, wageBase } from "../../overtime/calculator.ts";
import {
  add,
  compare,
  type Exact,
  exact,
  floor,
  min,
  mul,
  roundHalfUp,
  sub,
  ZERO,
} from "../../overtime/exact.ts";
import { ladderFor, type StatutoryDayType } from "../../overtime/ladder.ts";
import type { OvertimeInput, ReportLine, RunSettings } from "./types.ts";
import { fmt, MemberDataError, parseDecimal } from "./util.ts";

/** Decision: the group has no work-week setting; the 5-day week (PP 35/2021 Art 31(2)(a)). */
export const OVERTIME_WORK_WEEK = "5-day" as const;

export type OvertimeWage = {
  /** The monthly wage overtime is paid on (Art 32–33), exact. */
  base: Exact;
  /** base / 173, or truncated to the rupiah (hourly_truncated). */
  hourly: Exact;
};

export function overtimeWage(
  settings: RunSettings,
  wage:
    | { monthlyBasic: number; fixedAllowances: number; nonFixedAllowances: number }
    | { dailyWage: number },
): OvertimeWage {
  const base = wageBase(
    OVERTIME_WORK_WEEK,
    "dailyWage" in wage
      ? { dailyWage: wage.dailyWage }
      : {
          basic: wage.monthlyBasic,
          fixedAllowances: wage.fixedAllowances,
          nonFixedAllowances: wage.nonFixedAllowances,
        },
    settings.minimumWage ?? undefined,
  );
  const exactHourly = exact(base.n, base.d * BigInt(HOURLY_DIVISOR));
  const hourly =
    settings.overtimeRounding === "hourly_truncated" ? exact(floor(exactHourly)) : exactHourly;
  return { base, hourly };
}

const statutoryDay = (type: OvertimeInput["type"]): StatutoryDayType =>
  type === "swap_schedule" ? "regular_working_day" : type;

/** Σ hours × multiplier over the statutory ladder for `minutes` (hours past its end unpaid). */
function ladderUnits(type: OvertimeInput["type"], minutes: number): Exact {
  const hours = exact(BigInt(minutes), 60n);
  let units = ZERO;
  for (const band of ladderFor(OVERTIME_WORK_WEEK, statutoryDay(type))) {
    const from = exact(BigInt(band.from));
    if (compare(hours, from) <= 0) break;
    const to = Number.isFinite(band.to) ? min(hours, exact(BigInt(band.to))) : hours;
    units = add(units, mul(sub(to, from), exact(BigInt(Math.round(band.multiplier * 2)), 2n)));
  }
  return units;
}

const displayExact = (x: Exact): string => {
  const cents = roundHalfUp(mul(x, exact(100n)));
  const whole = cents / 100n;
  const rest = cents % 100n;
  return rest === 0n
    ? fmt(Number(whole))
    : `${fmt(Number(whole))}.${String(rest).padStart(2, "0")}`;
};

export function overtimeLines(
  settings: RunSettings,
  requests: readonly OvertimeInput[],
  wage: OvertimeWage,
): ReportLine[] {
  const lines: ReportLine[] = [];
  for (let i = 0; i < requests.length; i++) {
    const r = requests[i]!;
    const at = `overtime.${i}`;
    if (!Number.isInteger(r.minutes) || r.minutes < 0 || r.minutes > 24 * 60) {
      throw new MemberDataError(`${at}.minutes`, "must be whole minutes from 0 to 1440");
    }
    const inputs: Record<string, string | number | boolean | null> = {
      requestId: r.requestId,
      date: r.date,
      overtimeType: r.type,
      minutes: r.minutes,
    };
    if (r.fixedAmount != null) {
      if (!Number.isInteger(r.fixedAmount) || r.fixedAmount < 0) {
        throw new MemberDataError(`${at}.fixedAmount`, "must be a whole number of rupiah ≥ 0");
      }
      inputs["fixedAmount"] = r.fixedAmount;
      lines.push({
        code: "overtime",
        label: `Overtime ${r.date}`,
        amount: r.fixedAmount,
        type: "earning",
        taxable: true,
        rule: `Overtime at the policy's fixed amount ${fmt(r.fixedAmount)} (issue 15 policy); taxable (regular)`,
        inputs,
      });
      continue;
    }
    let units: Exact;
    if (r.multiplierUnits != null) {
      const d = parseDecimal(r.multiplierUnits);
      if (d === null) throw new MemberDataError(`${at}.multiplierUnits`, "must be a decimal ≥ 0");
      units = exact(BigInt(d.value), BigInt(d.scale));
    } else {
      units = ladderUnits(r.type, r.minutes);
    }
    const amount = Number(roundHalfUp(mul(wage.hourly, units)));
    const unitsText = displayExact(units);
    const hourlyText = displayExact(wage.hourly);
    inputs["multiplierUnits"] = unitsText;
    inputs["hourlyWage"] = hourlyText;
    inputs["wageBase"] = displayExact(wage.base);
    inputs["rounding"] = settings.overtimeRounding;
    lines.push({
      code: "overtime",
      label: `Overtime ${r.date}`,
      amount,
      type: "earning",
      taxable: true,
      rule:
        `Overtime (PP 35/2021 Art 31–33): ${unitsText} multiplier-hours × hourly wage ${hourlyText} ` +
        `(= wage base ${displayExact(wage.base)} / 173${settings.overtimeRounding === "hourly_truncated" ? ", truncated" : ""}), rounded half up; taxable (regular)`,
      inputs,
    });
  }
  return lines;
}
