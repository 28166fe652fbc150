import { describe, expect, it } from "vitest";
import {
  maskTail,
  type PayslipSource,
  payslipContent,
  payslipFileName,
  periodMonth,
  safeFileName,
} from "./payslip.ts";

const SOURCE: PayslipSource = {
  companyName: "PT Maju Jaya",
  report: {
    name: "Gaji Januari",
    period: "2026-01",
    periodStart: "2025-12-26",
    periodEnd: "2026-01-25",
    payDate: "2026-01-28",
    status: "draft",
  },
  detail: {
    agentName: "Budi Santoso",
    employeeNumber: "EMP-001",
    branchName: "Jakarta",
    basicSalary: 8_000_000,
    gross: 8_500_000,
    taxableGross: 8_863_200,
    pph21: 212_500,
    employeeDeductions: 452_500,
    employerContributions: 339_200,
    net: 8_047_500,
    bpjs: { kesehatanWorker: 80_000, jhtWorker: 160_000, kesehatanEmployer: 320_000, jkk: 19_200 },
    lines: [
      { code: "basic_salary", label: "Basic salary", amount: 8_000_000, type: "earning" },
      { code: "c_meal", label: "Uang Makan", amount: 500_000, type: "earning" },
      { code: "adjustment", label: "Bonus target", amount: 0, type: "earning" },
      { code: "worked_days", label: "Worked days", amount: 22, type: "info" },
      { code: "pph21", label: "PPh 21", amount: 212_500, type: "tax" },
    ],
    paymentMethod: "bank_transfer",
    bankName: "BCA",
    accountNumber: "1234567890",
    accountName: "Budi Santoso",
    eWallet: null,
    walletPhoneNumber: null,
  },
  tax: { ptkpStatus: "K/1", npwp: "1234567890123456" },
};

describe("payslipContent", () => {
  it("builds the sections from the line in English: engine codes labelled, components as stored", () => {
    const content = payslipContent(SOURCE, "en");
    expect(content.title).toBe("PAYSLIP");
    expect(content.watermark).toBe("DRAFT");
    expect(content.header).toEqual([
      { label: "Payroll report", value: "Gaji Januari" },
      { label: "Period", value: "January 2026" },
      { label: "Pay period", value: "26-12-2025 to 25-01-2026" },
      { label: "Pay date", value: "28-01-2026" },
    ]);
    const [earnings, deductions, tax, employer] = content.sections;
    expect(earnings!.rows.map((r) => [r.label, r.amount])).toEqual([
      ["Basic salary", "Rp 8.000.000"],
      ["Uang Makan", "Rp 500.000"],
      ["Bonus target", "Rp 0"],
    ]);
    // Info lines are facts, not pay.
    expect(content.sections.flatMap((s) => s.rows).map((r) => r.label)).not.toContain(
      "Worked days",
    );
    expect(earnings!.total.amount).toBe("Rp 8.500.000");
    // No deduction lines: the BPJS worker parts stand in (the line's own figures).
    expect(deductions!.rows.map((r) => r.label)).toEqual([
      "BPJS Kesehatan (worker)",
      "BPJS JHT (worker)",
    ]);
    expect(deductions!.total.value).toBe(240_000);
    expect(tax!.total.amount).toBe("Rp 212.500");
    expect(employer!.rows.map((r) => r.amount)).toEqual(["Rp 320.000", "Rp 19.200"]);
    expect(employer!.total.value).toBe(339_200);
    expect(content.takeHome).toEqual({
      label: "Take-home pay",
      amount: "Rp 8.047.500",
      value: 8_047_500,
    });
    expect(content.worker).toContainEqual({ label: "NPWP", value: "****3456" });
    expect(content.worker).toContainEqual({
      label: "Paid to",
      value: "BCA ****7890 Budi Santoso",
    });
  });

  it("speaks Indonesian and drops the watermark once finalised", () => {
    const content = payslipContent(
      { ...SOURCE, report: { ...SOURCE.report, status: "finalized" } },
      "id",
    );
    expect(content.title).toBe("SLIP GAJI");
    expect(content.watermark).toBeNull();
    expect(content.sections.map((s) => s.title)).toEqual([
      "Pendapatan",
      "Potongan",
      "Pajak penghasilan (PPh 21)",
      "Kontribusi perusahaan",
    ]);
    expect(content.sections[0]!.rows.map((r) => r.label)).toEqual([
      "Gaji pokok",
      "Uang Makan",
      // An adjustment keeps the label its author typed.
      "Bonus target",
    ]);
    expect(content.sections[1]!.rows[0]!.label).toBe("BPJS Kesehatan (pekerja)");
    expect(content.header[1]!.value).toBe("Januari 2026");
    expect(content.header[2]!.value).toBe("26-12-2025 s.d. 25-01-2026");
    expect(content.takeHome.label).toBe("Gaji bersih diterima");
  });

  it("shows an e-wallet or cash payment", () => {
    const wallet = payslipContent(
      {
        ...SOURCE,
        detail: {
          ...SOURCE.detail,
          paymentMethod: "e_wallet",
          eWallet: "gopay",
          walletPhoneNumber: "81234567890",
        },
      },
      "en",
    );
    expect(wallet.worker.at(-1)!.value).toBe("GOPAY ****7890");
    const cash = payslipContent(
      { ...SOURCE, detail: { ...SOURCE.detail, paymentMethod: "cash" } },
      "id",
    );
    expect(cash.worker.at(-1)!.value).toBe("Tunai");
  });
});

describe("helpers", () => {
  it("masks all but the last four, names files safely, words periods", () => {
    expect(maskTail("1234567890")).toBe("****7890");
    expect(maskTail("123")).toBe("***");
    expect(maskTail(null)).toBe("-");
    expect(safeFileName('../../etc/"passwd"\r\n')).toBe("etc-passwd");
    expect(safeFileName("Śląsk Ünïcode")).toBe("Slask-Unicode");
    expect(safeFileName("///")).toBe("payslip");
    expect(
      payslipFileName({ period: "2026-01" }, { agentName: "Budi S.", employeeNumber: null }),
    ).toBe("payslip-2026-01-Budi-S.pdf");
    expect(periodMonth("2026-12", "id")).toBe("Desember 2026");
    expect(periodMonth("nope", "en")).toBe("nope");
  });
});
