/**
 * Statutory payroll engine (issue 6): PPh 21 / PPh 26 and BPJS, exact to the rupiah.
 * Rules and sources: ../shared/payroll/REFERENCE.md; dated data in `rates.ts`.
 */
export { bpjsBpu, bpjsWage } from "./bpjs.ts";
export { MAX_INPUT_RUPIAH } from "./money.ts";
export { dailyPph21, monthlyPph21, paymentPph21 } from "./pph21.ts";
export { JP_WAGE_CAP, TER_MONTHLY } from "./rates.ts";
export { pasal17, ptkpAmount, terCategory, terRate, terTable, terTax } from "./rules.ts";
export * from "./simulate.ts";
