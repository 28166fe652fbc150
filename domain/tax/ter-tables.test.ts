import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { terCategory, terRate, terTable, terTax } from "./rules.ts";
import { simulatePph21 } from "./simulate.ts";
import { TER_MONTHLY_ROWS } from "./ter-tables.ts";
import type { PtkpStatus, TerCategory } from "./types.ts";

interface CsvRow {
  category: TerCategory;
  row: string;
  lower_exclusive: string;
  upper_inclusive: string;
  rate_percent: string;
  ptkp_statuses: string;
}

// A verbatim copy of ../shared/payroll/ter_tables.csv (PP 58/2023 Lampiran A–C).
const csv: CsvRow[] = parse(readFileSync(new URL("./ter_tables.csv", import.meta.url), "utf8"), {
  columns: true,
  skip_empty_lines: true,
});

/** Tax from the CSV's decimal rate string, computed independently with bigint, half up. */
function expectedTax(gross: number, ratePercent: string): number {
  const [whole, fraction = ""] = ratePercent.split(".");
  const scale = 10n ** BigInt(fraction.length + 2);
  const numerator = BigInt(gross) * BigInt(whole! + fraction);
  const quotient = numerator / scale;
  return Number(2n * (numerator - quotient * scale) >= scale ? quotient + 1n : quotient);
}

const categories: TerCategory[] = ["A", "B", "C"];

describe("monthly TER tables (PP 58/2023 Lampiran A–C)", () => {
  it("has the 44 + 40 + 41 rows of the regulation", () => {
    expect(csv).toHaveLength(125);
    expect(TER_MONTHLY_ROWS.A).toHaveLength(44);
    expect(TER_MONTHLY_ROWS.B).toHaveLength(40);
    expect(TER_MONTHLY_ROWS.C).toHaveLength(41);
  });

  it("matches ter_tables.csv row by row", () => {
    for (const category of categories) {
      const fromCsv = csv
        .filter((r) => r.category === category)
        .map((r) => [
          Number(r.lower_exclusive),
          r.upper_inclusive === "" ? null : Number(r.upper_inclusive),
          r.rate_percent,
        ]);
      expect(TER_MONTHLY_ROWS[category]).toEqual(fromCsv);
    }
  });

  it("maps every PTKP status of the CSV to its category (PP 58/2023 Ps. 2(4))", () => {
    for (const r of csv) {
      for (const status of r.ptkp_statuses.split(";")) {
        expect(terCategory(status as PtkpStatus, 2024)).toBe(r.category);
      }
    }
  });

  it("matches the copy in ../shared when it is present", () => {
    const shared = new URL("../../../shared/payroll/ter_tables.csv", import.meta.url);
    let text: string | null = null;
    try {
      text = readFileSync(shared, "utf8");
    } catch {
      // Outside the workspace only the committed copy exists.
    }
    if (text !== null) {
      expect(readFileSync(new URL("./ter_tables.csv", import.meta.url), "utf8")).toBe(text);
    }
  });
});

// Rows are (lower, upper]: at lower → previous row, lower + 1 → this row, at upper → this row,
// upper + 1 → next row (REF §1.3). Every row of every table, generated from the CSV.
const boundaryCases = categories.flatMap((category) => {
  const rows = csv.filter((r) => r.category === category);
  return rows.flatMap((r, i) => {
    const lower = Number(r.lower_exclusive);
    const prev = rows[i - 1];
    const next = rows[i + 1];
    const cases: { category: TerCategory; row: number; gross: number; rate: string }[] = [
      { category, row: i + 1, gross: lower + 1, rate: r.rate_percent },
    ];
    if (prev) cases.push({ category, row: i + 1, gross: lower, rate: prev.rate_percent });
    else cases.push({ category, row: i + 1, gross: lower, rate: r.rate_percent });
    if (r.upper_inclusive !== "") {
      const upper = Number(r.upper_inclusive);
      cases.push({ category, row: i + 1, gross: upper, rate: r.rate_percent });
      cases.push({ category, row: i + 1, gross: upper + 1, rate: next!.rate_percent });
    }
    return cases;
  });
});

describe("TER boundaries", () => {
  it("covers four points per bounded row", () => {
    // 125 rows × (lower, lower + 1) + 122 bounded rows × (upper, upper + 1).
    expect(boundaryCases).toHaveLength(125 * 2 + 122 * 2);
  });

  it.each(boundaryCases)(
    "$category row $row: gross $gross → $rate %",
    ({ category, gross, rate }) => {
      const table = terTable(category, 2024);
      expect(terRate(table, gross) / 1000).toBe(Number(rate));
      expect(terTax(table, gross)).toBe(expectedTax(gross, rate));
    },
  );

  it("applies the same boundaries through the simulator", () => {
    const statusOf: Record<TerCategory, PtkpStatus> = { A: "TK/0", B: "K/1", C: "K/3" };
    for (const category of categories) {
      const cases = boundaryCases.filter((c) => c.category === category);
      // Simulate in batches of 12 months (a non-permanent monthly worker: TER only).
      for (let i = 0; i < cases.length; i += 12) {
        const batch = cases.slice(i, i + 12);
        const { data } = simulatePph21({
          year: 2025,
          recipient: "non_permanent_monthly",
          ptkp: statusOf[category],
          periods: batch.map((c, m) => ({ month: m + 1, gross: c.gross })),
        });
        data.periods.forEach((p, m) => {
          expect(p.category).toBe(category);
          expect(p.ratePercent).toBe(Number(batch[m]!.rate));
          expect(p.tax).toBe(expectedTax(batch[m]!.gross, batch[m]!.rate));
        });
      }
    }
  });
});
