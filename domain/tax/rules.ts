/**
 * The statutory rules as small pure functions over the dated data of `rates.ts`.
 * Rounding (REF §6): every tax is computed exactly from integers and rounded ONCE, half up
 * to the rupiah, unless the caller picks `floor` for the unregulated monthly TER rounding.
 */
import { applyRate, floorTo, mulDiv, RATE_SCALE, type Rounding } from "./money.ts";
import {
  inForce,
  type Layer,
  NO_NPWP_SURCHARGE,
  PASAL_17,
  PKP_ROUNDING_STEP,
  PTKP,
  TER_CATEGORY,
  TER_MONTHLY,
  type TerTable,
} from "./rates.ts";
import type { PtkpStatus, TerCategory } from "./types.ts";

/** An exact multiplier, e.g. the no-NPWP 120/100 or the annualisation months/12. */
export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

export const ONE: Fraction = { numerator: 1, denominator: 1 };

export const times = (a: Fraction, b: Fraction): Fraction => ({
  numerator: a.numerator * b.numerator,
  denominator: a.denominator * b.denominator,
});

/** The no-NPWP factor when it applies (setting on and no NPWP), else 1 (UU PPh Ps. 21(5a)). */
export function surchargeFactor(year: number, enabled: boolean, hasNpwp: boolean): Fraction {
  return enabled && !hasNpwp ? inForce(NO_NPWP_SURCHARGE, year).value : ONE;
}

const isPtkpStatus = (value: unknown, year: number): value is PtkpStatus =>
  typeof value === "string" && Object.hasOwn(inForce(PTKP, year).value, value);

export function assertPtkpStatus(value: unknown, year: number): asserts value is PtkpStatus {
  if (!isPtkpStatus(value, year)) throw new Error(`Unknown PTKP status "${String(value)}"`);
}

/** PTKP of a year for a status (PMK 101/2016) — REF §2.2. */
export function ptkpAmount(status: PtkpStatus, year: number): number {
  return inForce(PTKP, year).value[status];
}

/** TER category, fixed by the status at the start of the tax year (PP 58/2023 Ps. 2(3)–(4)). */
export function terCategory(status: PtkpStatus, year: number): TerCategory {
  return inForce(TER_CATEGORY, year).value[status];
}

export function terTable(category: TerCategory, year: number, month = 1): TerTable {
  return inForce(TER_MONTHLY, year, month).value[category];
}

/** Index of the TER row for a monthly gross: rows are (lower, upper] (REF §1.3). */
export function terRowIndex(table: TerTable, gross: number): number {
  const uppers = table.uppers;
  let low = 0;
  let high = uppers.length - 1;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (gross <= uppers[mid]!) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** TER rate units for a monthly gross. */
export function terRate(table: TerTable, gross: number): number {
  return table.rates[terRowIndex(table, gross)]!;
}

/** TER × gross (PMK 168/2023 Ps. 15(1)a), with the surcharge factor, rounded once. */
export function terTax(
  table: TerTable,
  gross: number,
  surcharge: Fraction = ONE,
  rounding: Rounding = "half_up",
): number {
  return taxAtRate(gross, terRate(table, gross), surcharge, rounding);
}

/** amount × rate × surcharge, rounded once. */
export function taxAtRate(
  amount: number,
  rate: number,
  surcharge: Fraction = ONE,
  rounding: Rounding = "half_up",
): number {
  if (rate === 0) return 0;
  if (surcharge === ONE) return applyRate(amount, rate, rounding);
  return mulDiv(amount, rate * surcharge.numerator, RATE_SCALE * surcharge.denominator, rounding);
}

const MAX_LAYER_RATE = 100 * 1000;

function progressiveNumeratorBig(baseScaled: number, scale: number, layers: readonly Layer[]) {
  const base = BigInt(baseScaled);
  let numerator = 0n;
  let previous = 0n;
  for (const layer of layers) {
    const top = layer.upTo === null ? base : BigInt(layer.upTo) * BigInt(scale);
    const portion = (base < top ? base : top) - previous;
    if (portion <= 0n) break;
    numerator += portion * BigInt(layer.rate);
    previous = top;
  }
  return numerator;
}

/**
 * Progressive tax on a base given in 1/`scale` rupiah (scale 2 holds a 50 % base exactly),
 * times `factor`, rounded once: Σ portion × rate × factor.
 */
export function progressiveTax(
  baseScaled: number,
  scale: number,
  layers: readonly Layer[],
  factor: Fraction = ONE,
  rounding: Rounding = "half_up",
): number {
  if (baseScaled <= 0) return 0;
  const divisor = RATE_SCALE * scale * factor.denominator;
  if (baseScaled * MAX_LAYER_RATE <= Number.MAX_SAFE_INTEGER) {
    let numerator = 0;
    let previous = 0;
    for (const layer of layers) {
      const top = layer.upTo === null ? baseScaled : layer.upTo * scale;
      const portion = Math.min(baseScaled, top) - previous;
      if (portion <= 0) break;
      numerator += portion * layer.rate;
      previous = top;
    }
    return mulDiv(numerator, factor.numerator, divisor, rounding);
  }
  const numerator = progressiveNumeratorBig(baseScaled, scale, layers) * BigInt(factor.numerator);
  const big = BigInt(divisor);
  const quotient = numerator / big;
  const up = rounding === "half_up" && 2n * (numerator - quotient * big) >= big;
  return Number(up ? quotient + 1n : quotient);
}

/** Rate units of the layer the top of the base falls in (for display); 0 for a zero base. */
export function topLayerRate(baseScaled: number, scale: number, layers: readonly Layer[]): number {
  if (baseScaled <= 0) return 0;
  for (const layer of layers) {
    if (layer.upTo === null || baseScaled <= layer.upTo * scale) return layer.rate;
  }
  return layers[layers.length - 1]!.rate;
}

/** Pasal 17(1)a layers of a tax year — REF §2.3. */
export function pasal17Layers(year: number): readonly Layer[] {
  return inForce(PASAL_17, year).value;
}

/** Pasal 17(1)a on a whole-rupiah base (UU HPP Ps. 3 angka 7). */
export function pasal17(base: number, year: number, factor: Fraction = ONE): number {
  return progressiveTax(base, 1, pasal17Layers(year), factor);
}

/** PKP: (net − PTKP) rounded down to full thousands, never negative (PMK 168/2023 Ps. 8(4)). */
export function taxableIncome(netAnnualized: number, ptkp: number): number {
  return Math.max(0, floorTo(netAnnualized - ptkp, PKP_ROUNDING_STEP));
}

/**
 * Least fixed point A = f(A) of a non-decreasing integer function, iterating from 0. The
 * sequence 0, f(0), f(f(0)), … is monotone (up when f(0) ≥ 0, down when f(0) < 0) and bounded
 * (f grows slower than its argument), so on the integers it stops exactly at a fixed point:
 * the tax allowance that equals the tax it causes, to the rupiah (gross-up method).
 */
export function fixedPoint(
  f: (allowance: number) => number,
  what: string | (() => string),
): number {
  let allowance = 0;
  for (let i = 0; i < 10_000; i++) {
    const next = f(allowance);
    if (next === allowance) return allowance;
    allowance = next;
  }
  throw new Error(`${typeof what === "string" ? what : what()}: the gross-up did not converge`);
}
