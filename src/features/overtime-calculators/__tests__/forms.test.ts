import { describe, expect, it } from "vitest";
import {
  EMPTY_OVERTIME_FORM,
  EMPTY_THR_FORM,
  formatDecimal,
  formatMoney,
  overtimeRequest,
  thrRequest,
} from "../model/forms.ts";

const REQUIRED = "This field is required";

describe("overtimeRequest", () => {
  const filled = { ...EMPTY_OVERTIME_FORM, hours: "2.5", basic: "5000000" };

  it("sends the weekly hours only for a working day, the shortest-day flag only for a 6-day holiday", () => {
    const workingDay = overtimeRequest(
      { ...filled, weeklyOvertimeHoursSoFar: "3", holidayOnShortestDay: true },
      "en",
      REQUIRED,
    );
    expect(workingDay).toEqual({
      ok: true,
      input: {
        workWeek: "5-day",
        dayType: "regular_working_day",
        hours: 2.5,
        wage: { basic: 5_000_000 },
        weeklyOvertimeHoursSoFar: 3,
        rounding: "exact",
      },
    });
    const holiday = overtimeRequest(
      {
        ...filled,
        workWeek: "6-day",
        dayType: "working_on_national_holiday",
        weeklyOvertimeHoursSoFar: "3",
        holidayOnShortestDay: true,
      },
      "en",
      REQUIRED,
    );
    expect(holiday.ok && holiday.input).toMatchObject({ holidayOnShortestDay: true });
    expect(holiday.ok && "weeklyOvertimeHoursSoFar" in holiday.input).toBe(false);
  });

  it("sends only the wage kind chosen", () => {
    const daily = overtimeRequest(
      { ...filled, wageKind: "daily", dailyWage: "200000" },
      "en",
      REQUIRED,
    );
    expect(daily.ok && daily.input.wage).toEqual({ dailyWage: 200_000 });
  });

  it("names missing fields with the form's wording, other problems in the language", () => {
    expect(overtimeRequest(EMPTY_OVERTIME_FORM, "en", REQUIRED)).toEqual({
      ok: false,
      errors: { hours: REQUIRED, "wage.basic": REQUIRED },
    });
    expect(
      overtimeRequest({ ...EMPTY_OVERTIME_FORM, wageKind: "daily", hours: "1" }, "id", "Wajib"),
    ).toEqual({ ok: false, errors: { "wage.dailyWage": "Wajib" } });
    expect(overtimeRequest({ ...filled, weeklyOvertimeHoursSoFar: "200" }, "id", REQUIRED)).toEqual(
      {
        ok: false,
        errors: { weeklyOvertimeHoursSoFar: "harus berupa angka dari 0 sampai 168" },
      },
    );
  });
});

describe("thrRequest", () => {
  const dates = { joinDate: "2025-12-21", holidayDate: "2026-03-21" };

  it("sends basic for a monthly contract and monthly wages for a daily one", () => {
    expect(thrRequest({ ...EMPTY_THR_FORM, ...dates, basic: "6000000" }, "en", REQUIRED)).toEqual({
      ok: true,
      input: { ...dates, contract: "pkwtt", basic: 6_000_000 },
    });
    const daily = thrRequest(
      {
        ...EMPTY_THR_FORM,
        ...dates,
        contract: "event_worker",
        basic: "6000000",
        monthlyWages: ["1", "2", "3"],
      },
      "en",
      REQUIRED,
    );
    expect(daily).toEqual({
      ok: true,
      input: { ...dates, contract: "event_worker", monthlyWages: [1, 2, 3] },
    });
  });

  it("names blank wage rows by their own position", () => {
    const result = thrRequest(
      { ...EMPTY_THR_FORM, ...dates, contract: "daily_worker", monthlyWages: ["1", "", "3", ""] },
      "en",
      REQUIRED,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        "monthlyWages.1": REQUIRED,
        "monthlyWages.3": REQUIRED,
        monthlyWages: expect.any(String),
      },
    });
  });

  it("refuses a holiday before the join date, in Indonesian", () => {
    const result = thrRequest(
      { ...EMPTY_THR_FORM, joinDate: "2026-04-01", holidayDate: "2026-03-21", basic: "1" },
      "id",
      REQUIRED,
    );
    expect(result).toEqual({
      ok: false,
      errors: { holidayDate: "harus sama dengan atau setelah tanggal bergabung" },
    });
  });
});

describe("formatting", () => {
  it("shows an exact result with its two decimals, a truncated one as it is", () => {
    expect(formatMoney(606_936.42, true)).toBe("Rp 606.936,42");
    expect(formatMoney(606_921, true)).toBe("Rp 606.921,00");
    expect(formatMoney(606_921, false)).toBe("Rp 606.921");
    expect(formatMoney(43_351.5, false)).toBe("Rp 43.351,50");
    expect(formatMoney(1_234_567.89, true)).toBe("Rp 1.234.567,89");
  });

  it("writes hours with a comma decimal", () => {
    expect(formatDecimal(1.5)).toBe("1,5");
    expect(formatDecimal(0.25)).toBe("0,25");
  });
});
