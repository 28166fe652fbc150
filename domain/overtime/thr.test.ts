import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { systemEnums } from "../enums.ts";
import { CalculatorInputError } from "./fields.ts";
import {
  checkThrInput,
  completedMonths,
  simulateThr,
  THR_CONTRACTS,
  type ThrInput,
} from "./thr.ts";

/** Idul Fitri 1447 H: 21 March 2026 (RULES.md §2 holidays); H-7 = 14 March 2026 (§3). */
const IDUL_FITRI_2026 = "2026-03-21";

const monthly = (joinDate: string, extra: Partial<ThrInput> = {}): ThrInput => ({
  joinDate,
  holidayDate: IDUL_FITRI_2026,
  contract: "pkwtt",
  basic: 5_000_000,
  fixedAllowances: 1_000_000,
  ...extra,
});

const date = (text: string) => Temporal.PlainDate.from(text);

function refusal(input: unknown) {
  try {
    checkThrInput(input);
  } catch (error) {
    if (error instanceof CalculatorInputError) return [...error.errors];
    throw error;
  }
  throw new Error("the input was accepted");
}

describe("completed months of service (Decision Q7: whole months only)", () => {
  it("completes a month on the join date's day of the month", () => {
    expect(completedMonths(date("2025-07-21"), date("2026-03-21"))).toBe(8);
    expect(completedMonths(date("2025-07-22"), date("2026-03-21"))).toBe(7);
    expect(completedMonths(date("2026-03-21"), date("2026-03-21"))).toBe(0);
    expect(completedMonths(date("2026-02-22"), date("2026-03-21"))).toBe(0);
  });

  it("completes it on the month's last day when the month is shorter", () => {
    expect(completedMonths(date("2026-01-31"), date("2026-02-27"))).toBe(0);
    expect(completedMonths(date("2026-01-31"), date("2026-02-28"))).toBe(1);
    expect(completedMonths(date("2024-01-31"), date("2024-02-29"))).toBe(1);
    expect(completedMonths(date("2026-01-31"), date("2026-03-30"))).toBe(1);
    expect(completedMonths(date("2026-01-31"), date("2026-03-31"))).toBe(2);
  });

  it("counts years of service as months", () => {
    expect(completedMonths(date("2016-03-21"), date("2026-03-21"))).toBe(120);
  });
});

describe("THR of monthly-paid workers (Permenaker 6/2016 Art 3)", () => {
  it("pays one month of basic + fixed allowances from 12 months", () => {
    expect(simulateThr(monthly("2025-01-10"))).toEqual({
      entitled: true,
      monthsOfService: 14,
      wageBase: 6_000_000,
      amount: 6_000_000,
      payBy: "2026-03-14",
      fine: 0,
    });
    expect(simulateThr(monthly("2025-03-21")).amount).toBe(6_000_000);
  });

  it("prorates months / 12 under 12 months", () => {
    expect(simulateThr(monthly("2025-07-21")).amount).toBe(4_000_000);
    expect(simulateThr(monthly("2025-07-22")).amount).toBe(3_500_000);
    expect(simulateThr(monthly("2025-03-22")).monthsOfService).toBe(11);
    expect(simulateThr(monthly("2025-03-22")).amount).toBe(5_500_000);
  });

  it("rounds the prorated amount once, half up, to the rupiah", () => {
    // 5,000,000 × 7 / 12 = 2,916,666.67; 1,000,001 / 12 = 83,333.42.
    expect(simulateThr(monthly("2025-08-21", { fixedAllowances: 0 })).amount).toBe(2_916_667);
    expect(
      simulateThr(monthly("2026-02-21", { basic: 1_000_001, fixedAllowances: 0 })).amount,
    ).toBe(83_333);
  });

  it("is due from one completed month, and not before", () => {
    const oneMonth = simulateThr(monthly("2026-02-21"));
    expect(oneMonth).toMatchObject({ entitled: true, monthsOfService: 1, amount: 500_000 });
    const notYet = simulateThr(monthly("2026-02-22"));
    expect(notYet).toMatchObject({ entitled: false, monthsOfService: 0, amount: 0, fine: 0 });
    expect(notYet.wageBase).toBe(6_000_000);
  });

  it("covers PKWT workers the same way", () => {
    expect(simulateThr(monthly("2025-07-21", { contract: "pkwt" })).amount).toBe(4_000_000);
  });
});

describe("THR of daily and event workers (Art 3(3))", () => {
  it("averages the monthly wages over the months of service under 12 months", () => {
    const result = simulateThr({
      joinDate: "2025-12-21",
      holidayDate: IDUL_FITRI_2026,
      contract: "daily_worker",
      monthlyWages: [1_500_000, 1_800_000, 2_100_000],
    });
    expect(result).toMatchObject({ monthsOfService: 3, wageBase: 1_800_000, amount: 450_000 });
  });

  it("uses only the last months of service when more wages are given", () => {
    const result = simulateThr({
      joinDate: "2025-12-21",
      holidayDate: IDUL_FITRI_2026,
      contract: "event_worker",
      monthlyWages: [9_000_000, 1_500_000, 1_800_000, 2_100_000],
    });
    expect(result.wageBase).toBe(1_800_000);
  });

  it("averages the last 12 months from 12 months of service, paying a full month", () => {
    const wages = [5_000_000, 5_000_000, ...Array.from({ length: 12 }, (_, i) => 2_000_000 + i)];
    const result = simulateThr({
      joinDate: "2025-01-21",
      holidayDate: IDUL_FITRI_2026,
      contract: "daily_worker",
      monthlyWages: wages,
    });
    // (12 × 2,000,000 + 0 + 1 + … + 11) / 12 = 2,000,005.5 → 2,000,006.
    expect(result).toMatchObject({ monthsOfService: 14, wageBase: 2_000_006, amount: 2_000_006 });
  });

  it("prorates from the exact average, not the rounded base", () => {
    // Average 1,000,004.5 (base shown 1,000,005); × 2 / 12 = 166,667.42 → 166,667, where the
    // shown base would give 166,667.5 → 166,668.
    const result = simulateThr({
      joinDate: "2026-01-21",
      holidayDate: IDUL_FITRI_2026,
      contract: "daily_worker",
      monthlyWages: [1_000_004, 1_000_005],
    });
    expect(result).toMatchObject({ monthsOfService: 2, wageBase: 1_000_005, amount: 166_667 });
  });
});

describe("deadline and fine (Art 5(4), Art 10(1))", () => {
  it("is due 7 days before the holiday", () => {
    expect(simulateThr(monthly("2020-01-01", { holidayDate: "2026-03-03" })).payBy).toBe(
      "2026-02-24",
    );
  });

  it("fines 5 % of the THR when paid after the deadline", () => {
    expect(simulateThr(monthly("2025-01-10", { paidDate: "2026-03-14" })).fine).toBe(0);
    expect(simulateThr(monthly("2025-01-10", { paidDate: "2026-03-15" })).fine).toBe(300_000);
    // 5 % of 2,916,667 = 145,833.35 → 145,833.
    expect(
      simulateThr(monthly("2025-08-21", { fixedAllowances: 0, paidDate: "2026-03-20" })).fine,
    ).toBe(145_833);
  });
});

describe("contracts", () => {
  it("lists the SPEC §3 contract types of domain/enums.ts", () => {
    expect([...THR_CONTRACTS]).toEqual(systemEnums.contract_type.map((entry) => entry.value));
  });

  it("gives a partnership (kemitraan) no THR", () => {
    expect(
      simulateThr({ joinDate: "2020-01-01", holidayDate: IDUL_FITRI_2026, contract: "kemitraan" }),
    ).toEqual({
      entitled: false,
      monthsOfService: 74,
      wageBase: 0,
      amount: 0,
      payBy: "2026-03-14",
      fine: 0,
    });
  });
});

describe("bad input names the field", () => {
  it("refuses a holiday before the join date", () => {
    expect(refusal(monthly("2026-04-01"))).toEqual([
      {
        field: "holidayDate",
        en: "must be on or after the join date",
        id: "harus sama dengan atau setelah tanggal bergabung",
      },
    ]);
  });

  it("refuses dates that are not real days", () => {
    expect(refusal(monthly("2026-02-30"))[0]?.field).toBe("joinDate");
    expect(refusal(monthly("21-03-2025"))[0]?.field).toBe("joinDate");
    expect(refusal(monthly("2025-01-01", { paidDate: "tomorrow" }))[0]?.field).toBe("paidDate");
  });

  it("refuses an unknown contract and missing fields", () => {
    expect(refusal(monthly("2025-01-01", { contract: "intern" as never }))[0]?.field).toBe(
      "contract",
    );
    expect(refusal({}).map((error) => error.field)).toEqual([
      "joinDate",
      "holidayDate",
      "contract",
    ]);
  });

  it("asks a monthly worker for basic and not for monthly wages", () => {
    const { basic: _basic, ...noBasic } = monthly("2025-01-01");
    expect(refusal(noBasic)).toEqual([{ field: "basic", en: "is required", id: "wajib diisi" }]);
    expect(refusal(monthly("2025-01-01", { monthlyWages: [1] }))[0]?.field).toBe("monthlyWages");
    expect(refusal(monthly("2025-01-01", { basic: -5 }))[0]?.field).toBe("basic");
  });

  it("asks a daily worker for a wage per month of service", () => {
    const daily = {
      joinDate: "2025-12-21",
      holidayDate: IDUL_FITRI_2026,
      contract: "daily_worker",
    };
    expect(refusal(daily)[0]).toMatchObject({ field: "monthlyWages", en: "is required" });
    expect(refusal({ ...daily, monthlyWages: [1, 2] })[0]).toMatchObject({
      field: "monthlyWages",
      en: "must hold the wages of the last 3 months of service (one per month, oldest first)",
    });
    expect(refusal({ ...daily, monthlyWages: [1, 2, 3.5] })[0]?.field).toBe("monthlyWages.2");
    expect(refusal({ ...daily, monthlyWages: [1, 2, 3], basic: 1 })[0]?.field).toBe("basic");
  });

  it("lets a daily worker with no month of service leave the wages out", () => {
    const result = simulateThr({
      joinDate: "2026-03-01",
      holidayDate: IDUL_FITRI_2026,
      contract: "daily_worker",
    });
    expect(result).toMatchObject({ entitled: false, wageBase: 0, amount: 0 });
  });
});
