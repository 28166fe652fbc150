import type { FastifyError } from "fastify";
import { describe, expect, it } from "vitest";
import { MAX_INPUT_RUPIAH, MONTHLY_RECIPIENTS } from "../../../domain/tax/index.ts";
import { toErrorResponse } from "../../shared/server.ts";
import { MonthlyRequest } from "./schemas.ts";
import { type Checked, checkBpjs, checkPph21, type YearRange } from "./validation.ts";

const YEARS: YearRange = { first: 2024, last: 2026 };

const months = (...list: number[]) => list.map((month) => ({ month, gross: 10_000_000 }));
const monthly = (extra: Record<string, unknown> = {}) => ({
  year: 2024,
  ptkp: "K/0",
  recipient: "permanent_employee",
  periods: months(1, 2, 3),
  ...extra,
});

/** The problems as the 400 names them (`field message`), through the server's own handler. */
function problems(result: Checked<unknown>): string[] {
  if (result.ok) return [];
  const error = Object.assign(new Error("invalid"), {
    validation: result.issues,
    validationContext: "body",
  }) as unknown as FastifyError;
  return (toErrorResponse(error).body.errors ?? []).map((e) => `${e.field} ${e.message}`);
}

describe("checkPph21", () => {
  it("accepts each shape and fills the defaults", () => {
    const result = checkPph21(monthly(), YEARS);
    expect(result).toMatchObject({
      ok: true,
      value: { shape: "monthly", body: { npwp: true, method: "gross", noNpwpSurcharge: false } },
    });
    expect(
      checkPph21({ year: 2025, recipient: "non_permanent_daily", days: [{ gross: 1 }] }, YEARS),
    ).toMatchObject({ ok: true, value: { shape: "daily" } });
    expect(
      checkPph21({ year: 2025, recipient: "pph26", payments: [{ gross: 1 }] }, YEARS),
    ).toMatchObject({ ok: true, value: { shape: "payment" } });
  });

  it("checks recipient first: one clear issue, not every branch of the union", () => {
    expect(problems(checkPph21({ year: 2024 }, YEARS))).toEqual(["recipient is required"]);
    expect(problems(checkPph21({ ...monthly(), recipient: "boss" }, YEARS))).toEqual([
      expect.stringMatching(/^recipient must be one of permanent_employee, .*lump_sum_pension$/),
    ]);
    expect(problems(checkPph21([], YEARS))).toEqual(["body must be a JSON object"]);
  });

  it("names the field and the reason within the variant", () => {
    const bad = monthly({ periods: [...months(1, 2), { month: 13, gross: 1 }] });
    expect(problems(checkPph21(bad, YEARS))).toEqual(["periods.2.month must be <= 12"]);
    expect(problems(checkPph21(monthly({ ptkp: "K/9" }), YEARS))).toEqual([
      "ptkp must be one of TK/0, TK/1, TK/2, TK/3, K/0, K/1, K/2, K/3",
    ]);
    expect(problems(checkPph21(monthly({ periods: [{ month: 1, gross: -5 }] }), YEARS))).toEqual([
      "periods.0.gross must be >= 0",
    ]);
    expect(problems(checkPph21(monthly({ periods: [{ month: 1, gross: "10" }] }), YEARS))).toEqual([
      "periods.0.gross must be integer",
    ]);
    expect(problems(checkPph21(monthly({ periods: [{ month: 1 }] }), YEARS))).toEqual([
      "periods.0.gross is required",
    ]);
    expect(problems(checkPph21(monthly({ bonus: 1 }), YEARS))).toEqual([
      "bonus is not an allowed field",
    ]);
  });

  it("wants months unique and ascending", () => {
    expect(problems(checkPph21(monthly({ periods: months(1, 2, 2) }), YEARS))).toEqual([
      "periods.2.month repeats periods.1.month (2)",
    ]);
    expect(problems(checkPph21(monthly({ periods: months(1, 3, 2) }), YEARS))).toEqual([
      "periods.2.month must come after periods.1.month (3): months ascending",
    ]);
  });

  it("keeps lastPeriod consistent with the periods, for every monthly recipient", () => {
    for (const recipient of MONTHLY_RECIPIENTS) {
      expect(
        problems(
          checkPph21(monthly({ recipient, periods: months(1, 2, 9), lastPeriod: 8 }), YEARS),
        ),
      ).toEqual([
        expect.stringMatching(/^lastPeriod must not be before the last month given \(9\)/),
      ]);
      expect(problems(checkPph21(monthly({ recipient, lastPeriod: 3 }), YEARS))).toEqual([]);
      expect(problems(checkPph21(monthly({ recipient, lastPeriod: 12 }), YEARS))).toEqual([]);
    }
  });

  it("takes the one monthly shape of issue 6 from all four monthly recipients", () => {
    for (const recipient of MONTHLY_RECIPIENTS) {
      for (const subjectiveChange of [null, "starts", "ends"]) {
        const body = monthly({ recipient, lastPeriod: 12, subjectiveChange, npwp: true });
        expect(checkPph21({ ...body, method: "gross" }, YEARS)).toMatchObject({ ok: true });
      }
    }
  });

  it("bounds every amount by the engine's own MAX_INPUT_RUPIAH", () => {
    const gross = MonthlyRequest.properties.periods.items.properties.gross as { maximum?: number };
    expect(gross.maximum).toBe(MAX_INPUT_RUPIAH);
    expect(
      problems(checkPph21(monthly({ periods: [{ month: 1, gross: MAX_INPUT_RUPIAH }] }), YEARS)),
    ).toEqual([]);
    expect(
      problems(
        checkPph21(monthly({ periods: [{ month: 1, gross: MAX_INPUT_RUPIAH + 1 }] }), YEARS),
      ),
    ).toEqual([`periods.0.gross must be <= ${MAX_INPUT_RUPIAH}`]);
    // Between the former REST-only bound (1 trillion) and the engine's: one bound now.
    expect(
      problems(checkPph21(monthly({ periods: [{ month: 1, gross: 5_000_000_000_000 }] }), YEARS)),
    ).toEqual([]);
  });

  it("refuses years the rate data does not cover", () => {
    expect(problems(checkPph21(monthly({ year: 2023 }), YEARS))).toEqual([
      "year must be between 2024 and 2026 (the years the rate data covers)",
    ]);
  });

  it("wants exactly one of days and pieceRate for daily workers", () => {
    const daily = { year: 2024, recipient: "non_permanent_daily" };
    expect(problems(checkPph21(daily, YEARS))).toEqual(["days is required (or pieceRate)"]);
    expect(
      problems(
        checkPph21({ ...daily, days: [{ gross: 1 }], pieceRate: { total: 1, days: 1 } }, YEARS),
      ),
    ).toEqual(["pieceRate cannot be given with days: send one of them"]);
    expect(problems(checkPph21({ ...daily, pieceRate: { total: 1, days: 0 } }, YEARS))).toEqual([
      "pieceRate.days must be >= 1",
    ]);
  });

  it("allows the worker and material deductions for non-employees only", () => {
    const payments = (recipient: string, payment: Record<string, number>) => ({
      year: 2024,
      recipient,
      payments: [payment],
    });
    expect(
      problems(checkPph21(payments("former_employee", { gross: 10, materials: 1 }), YEARS)),
    ).toEqual(["payments.0.materials applies to non_employee only"]);
    expect(
      problems(
        checkPph21(payments("non_employee", { gross: 10, paidToWorkers: 5, materials: 5 }), YEARS),
      ),
    ).toEqual([]);
  });
});

describe("checkBpjs", () => {
  const wage = { year: 2025, month: 3, wage: 10_000_000, jkkRatePercent: 0.24 };

  it("takes wage earners unless scheme is bpu", () => {
    expect(checkBpjs(wage, YEARS)).toMatchObject({
      ok: true,
      value: { scheme: "pu", body: { jkkRelief: false } },
    });
    expect(checkBpjs({ scheme: "bpu", declaredIncome: 2_000_000 }, YEARS)).toMatchObject({
      ok: true,
      value: { scheme: "bpu", body: { jht: true } },
    });
  });

  it("names the field and the reason", () => {
    expect(problems(checkBpjs({ ...wage, jkkRatePercent: 0.5 }, YEARS))).toEqual([
      "jkkRatePercent must be one of 0.24, 0.54, 0.89, 1.27, 1.74",
    ]);
    expect(problems(checkBpjs({ ...wage, scheme: "x" }, YEARS))).toEqual([
      "scheme must be one of pu, bpu",
    ]);
    expect(problems(checkBpjs({ ...wage, month: 0 }, YEARS))).toEqual(["month must be >= 1"]);
    expect(problems(checkBpjs({ ...wage, year: 2030 }, YEARS))).toEqual([
      "year must be between 2024 and 2026 (the years the rate data covers)",
    ]);
    expect(problems(checkBpjs({ scheme: "bpu", declaredIncome: 1, month: 3 }, YEARS))).toEqual([
      "year is required with month",
    ]);
    expect(problems(checkBpjs({ scheme: "bpu", wage: 1 }, YEARS))).toEqual([
      "declaredIncome is required",
      "wage is not an allowed field",
    ]);
  });
});
