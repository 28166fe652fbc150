import { GraphQLError } from "graphql";
import { CombinedError } from "urql";
import { describe, expect, it } from "vitest";
import { localizeProblem } from "../../../../domain/problems.ts";
import {
  inputsOf as adjustmentInputs,
  draftsOf,
  emptyAdjustment,
  fingerprint,
  parseAmount,
  validateAdjustments,
} from "../model/adjustments.ts";
import { humanizeName, inputName } from "../model/inputNames.ts";
import {
  businessCodeOf,
  groupLines,
  inputsOf,
  isMoneyInput,
  lineErrorIn,
  lineLabelIn,
  monthLabel,
  progressPercent,
  refusalText,
} from "../model/lines.ts";

const line = (code: string, type: string) => ({ code, label: code, amount: 1, type, rule: "r" });

describe("report lines", () => {
  it("groups a worker's figures by kind, unknown kinds as information", () => {
    const groups = groupLines([
      line("basic_salary", "earning"),
      line("bpjs_jht_worker", "deduction"),
      line("bpjs_jkk", "employer"),
      line("pph21", "tax"),
      line("overtime", "earning"),
      line("odd", "mystery"),
    ]);
    expect(groups.earning.map((l) => l.code)).toEqual(["basic_salary", "overtime"]);
    expect(groups.deduction.map((l) => l.code)).toEqual(["bpjs_jht_worker"]);
    expect(groups.employer.map((l) => l.code)).toEqual(["bpjs_jkk"]);
    expect(groups.tax.map((l) => l.code)).toEqual(["pph21"]);
    expect(groups.info.map((l) => l.code)).toEqual(["odd"]);
  });

  it("reads a rule's inputs; nested values as JSON, unreadable text as nothing", () => {
    expect(inputsOf('{"annualTax":4000000,"months":[1,2],"npwp":true,"note":null}')).toEqual([
      ["annualTax", 4_000_000],
      ["months", "[1,2]"],
      ["npwp", true],
      ["note", null],
    ]);
    expect(inputsOf('{"pph21":{"annualTax":5,"deep":{"x":{"y":1}}},"a":1}')).toEqual([
      ["pph21.annualTax", 5],
      ["pph21.deep.x", '{"y":1}'],
      ["a", 1],
    ]);
    expect(inputsOf("not json")).toEqual([]);
    expect(inputsOf("[1]")).toEqual([]);
    expect(inputsOf(null)).toEqual([]);
  });

  it("tells money inputs from days, rates and months", () => {
    expect(isMoneyInput("annualTax", 4_000_000)).toBe(true);
    expect(isMoneyInput("withheldJanNov", 3_000_000)).toBe(true);
    expect(isMoneyInput("basicSalary", 5_000_000)).toBe(true);
    expect(isMoneyInput("taxMonth", 12)).toBe(false);
    expect(isMoneyInput("workingDays", 22)).toBe(false);
    expect(isMoneyInput("terRate", 2)).toBe(false);
    expect(isMoneyInput("basicSalary", "5000000")).toBe(false);
    expect(humanizeName("taxableGross")).toBe("Taxable gross");
    expect(humanizeName("pph21_withheld")).toBe("Pph21 withheld");
    expect(isMoneyInput("pph21.annualTax", 1_000)).toBe(true);
    expect(isMoneyInput("attendance.absentDays", 1)).toBe(false);
    expect(inputName("pph21.annualTax", "en")).toBe("Pph21 · Annual tax");
    expect(inputName("pph21.annualTax", "id")).toBe("PPh 21 · Pajak setahun");
    expect(inputName("somethingNew", "id")).toBe("Something new");
  });

  it("finds the business code of a refusal and words it in the user's language", () => {
    const conflict = (extensions: Record<string, unknown>, message = "Refused") =>
      new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions })] });
    const codes = { NO_PAYROLL_REPORT_DETAIL: "No lines" };
    expect(
      businessCodeOf(conflict({ code: "CONFLICT", detail: { code: "NO_PAYROLL_REPORT_DETAIL" } })),
    ).toBe("NO_PAYROLL_REPORT_DETAIL");
    expect(
      businessCodeOf(conflict({ code: "CONFLICT", reason: "PAYROLL_REPORT_HAS_ERRORS" })),
    ).toBe("PAYROLL_REPORT_HAS_ERRORS");
    expect(businessCodeOf(conflict({ code: "CONFLICT" }, "NO_PAYROLL_REPORT_DETAIL"))).toBe(
      "NO_PAYROLL_REPORT_DETAIL",
    );
    expect(businessCodeOf(conflict({ code: "CONFLICT" }))).toBeUndefined();
    expect(
      refusalText(
        conflict({ code: "CONFLICT", detail: { code: "NO_PAYROLL_REPORT_DETAIL" } }),
        codes,
        "x",
      ),
    ).toBe("No lines");
    expect(refusalText(conflict({ code: "CONFLICT" }, "Pesan server"), codes, "x")).toBe(
      "Pesan server",
    );
    expect(refusalText(null, codes, "fallback")).toBe("fallback");
  });

  it("words the engine's own labels and error codes in the user's language", () => {
    expect(lineLabelIn({ code: "basic_salary", label: "Basic salary" }, "id")).toBe("Gaji pokok");
    expect(lineLabelIn({ code: "basic_salary", label: "Basic salary" }, "en")).toBe("Basic salary");
    // An adjustment's or a component's own label stays as the user wrote it.
    expect(lineLabelIn({ code: "adjustment", label: "Bonus akhir tahun" }, "id")).toBe(
      "Bonus akhir tahun",
    );
    expect(lineLabelIn({ code: "allowance_x", label: "Tunjangan X" }, "en")).toBe("Tunjangan X");
    expect(lineErrorIn("NEGATIVE_NET_PAY", "id")).toBe("Gaji bersih negatif");
    expect(lineErrorIn("SOMETHING_NEW", "en")).toBe("SOMETHING_NEW");
  });

  it("names the payroll month and the progress", () => {
    expect(monthLabel("2026-12", "en")).toBe("December 2026");
    expect(monthLabel("2026-05", "id")).toBe("Mei 2026");
    expect(monthLabel("bad", "en")).toBe("bad");
    expect(progressPercent({ done: 3, total: 10 })).toBe(30);
    expect(progressPercent({ done: 0, total: 0 })).toBe(0);
    expect(progressPercent({ done: 12, total: 10 })).toBe(100);
  });
});

describe("adjustment lines", () => {
  it("reads amounts with or without thousands dots", () => {
    expect(parseAmount("1500000")).toBe(1_500_000);
    expect(parseAmount("1.500.000")).toBe(1_500_000);
    expect(parseAmount("Rp 1.500.000")).toBe(1_500_000);
    expect(parseAmount("1,5")).toBeNull();
    expect(parseAmount("15.00")).toBeNull();
    expect(parseAmount("-5")).toBeNull();
    expect(parseAmount("")).toBeNull();
  });

  it("names each row's problems like the service (adjustments.<i>.<field>), in both languages", () => {
    const good = {
      ...emptyAdjustment(),
      agentId: 9,
      label: "Bonus",
      amount: "100000",
    };
    const bad = { ...emptyAdjustment(), type: "default" as const, amount: "0" };
    const problems = validateAdjustments([good, bad]);
    expect(problems).toEqual([
      { field: "adjustments.1.agentId", message: "is required" },
      { field: "adjustments.1.label", message: "is required" },
      { field: "adjustments.1.amount", message: "must be whole rupiah from 1 to 1000000000000" },
      { field: "adjustments.1.componentCode", message: "is required" },
    ]);
    // Every wording is in the shared catalogue, so it reads in Indonesian too.
    for (const problem of problems)
      expect(localizeProblem("id", problem.message)).not.toBe(problem.message);
  });

  it("builds the mutation's rows: code for default, taxable for increment only", () => {
    const rows = [
      { ...emptyAdjustment(), agentId: 1, label: " Bonus ", amount: "1.000", taxable: false },
      {
        ...emptyAdjustment(),
        agentId: 2,
        type: "default" as const,
        label: "Transport",
        amount: "250000",
        componentCode: "allowance_transport_sum",
      },
      {
        ...emptyAdjustment(),
        agentId: 3,
        type: "decrement" as const,
        label: "Kasbon",
        amount: "5",
      },
    ];
    expect(adjustmentInputs(rows)).toEqual([
      {
        agentId: 1,
        type: "increment",
        label: "Bonus",
        amount: 1_000,
        componentCode: null,
        taxable: false,
      },
      {
        agentId: 2,
        type: "default",
        label: "Transport",
        amount: 250_000,
        componentCode: "allowance_transport_sum",
      },
      { agentId: 3, type: "decrement", label: "Kasbon", amount: 5, componentCode: null },
    ]);
  });

  it("round-trips saved lines and notices changes", () => {
    const saved = [
      {
        agentId: 1,
        agentName: "Budi",
        type: "increment",
        label: "Bonus",
        amount: 1000,
        componentCode: null,
        taxable: true,
      },
    ];
    const a = draftsOf(saved);
    const b = draftsOf(saved);
    expect(fingerprint(a)).toBe(fingerprint(b));
    expect(fingerprint([{ ...a[0]!, amount: "2000" }])).not.toBe(fingerprint(b));
  });
});
