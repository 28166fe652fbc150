/**
 * Issue 17: the group's (or the member's) payroll components of one run, by scheme and mode
 * (SPEC §9 modes; RUNS.md §1.4), with the SPEC §3 "default" adjustments replacing a
 * component's amount for the run. Pure.
 */
import { mulDiv } from "../../tax/money.ts";
import { DAY_SOURCE_TEXT, type Proration, prorate } from "./proration.ts";
import type { AdjustmentInput, ComponentInput, ReportLine } from "./types.ts";
import { days, fmt, MemberDataError, parseDecimal } from "./util.ts";

export type ComponentContext = {
  proration: Proration;
  /** Days paid for a day rate, doubled, and where they come from. */
  paid: { doubled: number; source: keyof typeof DAY_SOURCE_TEXT };
  /** The prorated basic salary of the run (the % "salary" base). */
  basic: number;
  /** default adjustments by component code (the last one given wins). */
  defaults: ReadonlyMap<string, AdjustmentInput>;
};

export type ComponentsResult = {
  lines: ReportLine[];
  /** Σ full monthly amounts of Rp add components in mode prorate / fixed_rate (tunjangan tetap). */
  fixedAllowances: number;
  /** Σ this run's amounts of Rp add daily_fee components (tunjangan tidak tetap). */
  nonFixedAllowances: number;
};

const TAXABLE = { regular: true, irregular: true, natura: true, non_object: false } as const;

export function componentLines(
  ctx: ComponentContext,
  components: readonly ComponentInput[],
): ComponentsResult {
  const lines: ReportLine[] = [];
  let fixedAllowances = 0;
  let nonFixedAllowances = 0;
  let subTotal = ctx.basic;
  for (let i = 0; i < components.length; i++) {
    const c = components[i]!;
    const field = `components.${i}.amount`;
    const decimal = parseDecimal(c.amount);
    if (decimal === null) throw new MemberDataError(field, "must be a non-negative decimal");
    if (!(c.taxTreatment in TAXABLE)) {
      throw new MemberDataError(`components.${i}.taxTreatment`, "is not a tax treatment");
    }
    let amount: number;
    let rule: string;
    const inputs: Record<string, string | number | boolean | null> = {
      scheme: c.scheme,
      mode: c.mode,
      amount: c.amount,
    };
    if (c.scheme === "%") {
      const base = c.base === "sub_total" ? subTotal : ctx.basic;
      amount = mulDiv(base, decimal.value, 100 * decimal.scale);
      inputs["base"] = c.base ?? "salary";
      inputs["baseAmount"] = base;
      rule =
        c.base === "sub_total"
          ? `${c.amount} % of the sub-total (basic salary + Rp earnings above it) ${fmt(base)}, rounded half up (SPEC §9)`
          : `${c.amount} % of the basic salary ${fmt(base)}, rounded half up (SPEC §9)`;
    } else {
      if (decimal.scale !== 1) throw new MemberDataError(field, "must be a whole number of rupiah");
      const full = decimal.value;
      if (c.mode === "daily_fee") {
        amount = mulDiv(full, ctx.paid.doubled, 2);
        inputs["days"] = days(ctx.paid.doubled);
        inputs["daySource"] = ctx.paid.source;
        rule = `Daily fee (SPEC §9): ${fmt(full)} × ${days(ctx.paid.doubled)} ${DAY_SOURCE_TEXT[ctx.paid.source]}`;
        if (c.addOrSub === "add") nonFixedAllowances += amount;
      } else if (c.mode === "prorate") {
        amount = prorate(full, ctx.proration);
        inputs["prorationNumerator"] = ctx.proration.numerator;
        inputs["prorationDenominator"] = ctx.proration.denominator;
        rule =
          ctx.proration.method === "full"
            ? `Prorated (RUNS.md §1.4): full period, ${fmt(full)}`
            : `Prorated by ${ctx.proration.text} (RUNS.md §1.4): ${fmt(full)} × ${ctx.proration.numerator}/${ctx.proration.denominator}`;
        if (c.addOrSub === "add") fixedAllowances += full;
      } else {
        amount = full;
        rule = `Fixed rate (SPEC §9): ${fmt(full)} whatever the days worked`;
        if (c.addOrSub === "add") fixedAllowances += full;
      }
    }
    const replaced = ctx.defaults.get(c.code);
    if (replaced) {
      inputs["computedAmount"] = amount;
      inputs["adjustmentLabel"] = replaced.label;
      rule = `Set for this run by the default adjustment "${replaced.label}" (SPEC §3): ${fmt(replaced.amount)} instead of ${fmt(amount)}`;
      amount = replaced.amount;
    }
    if (c.addOrSub === "add") {
      if (c.scheme === "Rp") subTotal += amount;
      lines.push({
        code: c.code,
        label: c.name,
        amount,
        type: "earning",
        taxable: TAXABLE[c.taxTreatment],
        rule: `${rule}; ${c.taxTreatment === "non_object" ? "not taxable (non-object)" : `taxable (${c.taxTreatment})`}`,
        inputs,
      });
    } else {
      lines.push({ code: c.code, label: c.name, amount, type: "deduction", rule, inputs });
    }
  }
  return { lines, fixedAllowances, nonFixedAllowances };
}
