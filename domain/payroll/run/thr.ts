/**
 * Issue 17: THR in a run (Permenaker 6/2016), the same engine as the THR simulator
 * (domain/overtime/thr.ts simulateThr); an irregular taxable earning of the run's month. Pure.
 */

import { DAILY_WAGE_DAYS } from "../../overtime/calculator.ts";
import { CalculatorInputError } from "../../overtime/fields.ts";
import {
  DAILY_CONTRACTS,
  simulateThr,
  THR_CONTRACTS,
  type ThrContract,
} from "../../overtime/thr.ts";
import type { MemberInput, ReportLine, RunSettings } from "./types.ts";
import { epochDay, fmt, MemberDataError } from "./util.ts";

export function thrLine(
  settings: RunSettings,
  member: MemberInput,
  /** per_cycle: the monthly basic; day-rate groups: the day's pay. */
  basicRate: number,
  fixedAllowances: number,
): ReportLine | null {
  const holiday = settings.thrHolidayDate;
  if (!holiday) return null;
  const contract = member.contractType as ThrContract;
  if (!THR_CONTRACTS.includes(contract)) {
    throw new MemberDataError(
      "contractType",
      `"${member.contractType}" is not a SPEC §3 contract type`,
    );
  }
  const daily = DAILY_CONTRACTS.includes(contract);
  const joined = epochDay(member.joinDate);
  const holidayDay = epochDay(holiday);
  if (holidayDay === null) throw new Error("thrHolidayDate must be a date (YYYY-MM-DD)");
  if (joined !== null && holidayDay < joined) {
    return {
      code: "thr",
      label: "THR (religious holiday allowance)",
      amount: 0,
      type: "earning",
      taxable: true,
      rule: `THR (Permenaker 6/2016 Art 2(1)): joined ${member.joinDate}, after the holiday ${holiday}, no THR`,
      inputs: {
        holidayDate: holiday,
        joinDate: member.joinDate,
        contractType: contract,
        entitled: false,
      },
    };
  }
  // Decision: a PKWT/PKWTT worker of a day-rate group has a monthly wage of the day's pay × 21
  // (PP 36/2021 Ps. 17, 5-day week).
  const basic =
    settings.group.salaryType === "per_cycle" ? basicRate : basicRate * DAILY_WAGE_DAYS["5-day"];
  let result: ReturnType<typeof simulateThr>;
  try {
    result = simulateThr(
      daily
        ? {
            joinDate: member.joinDate,
            holidayDate: holiday,
            contract,
            monthlyWages: member.monthlyWages ?? [],
          }
        : contract === "kemitraan"
          ? { joinDate: member.joinDate, holidayDate: holiday, contract }
          : {
              joinDate: member.joinDate,
              holidayDate: holiday,
              contract,
              basic: Math.max(basic, 1),
              fixedAllowances,
            },
    );
  } catch (error) {
    if (error instanceof CalculatorInputError) {
      const first = error.errors[0];
      throw new MemberDataError(
        first?.field === "monthlyWages" ? "monthlyWages" : `thr.${first?.field ?? "input"}`,
        first?.en ?? "THR input refused",
      );
    }
    throw error;
  }
  const months = Math.min(result.monthsOfService, 12);
  const rule = !result.entitled
    ? contract === "kemitraan"
      ? "THR (Permenaker 6/2016 Art 2): a partnership is not employment, no THR"
      : `THR (Permenaker 6/2016 Art 2(1)): ${result.monthsOfService} completed months of service before ${holiday}, under 1 month, no THR`
    : `THR (Permenaker 6/2016 Art 3): wage base ${fmt(result.wageBase)}${daily ? " (average monthly wage)" : " (basic + fixed allowances)"} × ${months}/12 completed months; irregular, taxable in this month`;
  return {
    code: "thr",
    label: "THR (religious holiday allowance)",
    amount: result.amount,
    type: "earning",
    taxable: true,
    rule,
    inputs: {
      holidayDate: holiday,
      joinDate: member.joinDate,
      contractType: contract,
      monthsOfService: result.monthsOfService,
      wageBase: result.wageBase,
      entitled: result.entitled,
      payBy: result.payBy,
    },
  };
}
