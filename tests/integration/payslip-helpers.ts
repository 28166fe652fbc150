import { randomBytes } from "node:crypto";
import { inflateSync } from "node:zlib";
import type { TestStack } from "../support/stack.ts";

/**
 * Issue 17, payslips and exports: reports and their lines made as the owner (the run and its
 * job are another module's), and the text of a PDF read back from its content streams.
 */

export type LineFigures = {
  agentName?: string;
  employeeNumber?: string | null;
  errorCode?: string | null;
  basic?: number;
  allowance?: number;
};

/** A report of the client (type direct: no group needed), status draft unless told. */
export async function ownerReport(
  stack: TestStack,
  clientId: number,
  fields: { status?: string; name?: string; period?: string } = {},
): Promise<{ id: number; name: string }> {
  const name = fields.name ?? `Gaji Januari ${randomBytes(3).toString("hex")}`;
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO payroll_reports (client_id, name, type, period, period_start, period_end, pay_date, status)
     VALUES ($1, $2, 'direct', $3, '2025-12-26', '2026-01-25', '2026-01-28', $4) RETURNING id`,
    [clientId, name, fields.period ?? "2026-01", fields.status ?? "draft"],
  );
  return { id: rows[0]!.id, name };
}

/**
 * One worker's line: basic 8,000,000 + an allowance 500,000; BPJS worker parts 80,000 +
 * 160,000 + 80,000; PPh 21 212,500; net = gross − all of them (7,967,500 by default).
 */
export async function ownerLine(
  stack: TestStack,
  clientId: number,
  reportId: number,
  agentId: number,
  figures: LineFigures = {},
): Promise<{ id: number; net: number; gross: number; pph21: number }> {
  const basic = figures.basic ?? 8_000_000;
  const allowance = figures.allowance ?? 500_000;
  const gross = basic + allowance;
  const bpjs = {
    kesehatanWorker: 80_000,
    kesehatanEmployer: 320_000,
    jhtWorker: 160_000,
    jhtEmployer: 296_000,
    jpWorker: 80_000,
    jpEmployer: 160_000,
    jkk: 19_200,
    jkm: 24_000,
  };
  const pph21 = 212_500;
  const workerParts = bpjs.kesehatanWorker + bpjs.jhtWorker + bpjs.jpWorker;
  const employer =
    bpjs.kesehatanEmployer + bpjs.jhtEmployer + bpjs.jpEmployer + bpjs.jkk + bpjs.jkm;
  const deductions = workerParts + pph21;
  const net = gross - deductions;
  const lines = [
    {
      code: "basic_salary",
      label: "Basic salary",
      amount: basic,
      type: "earning",
      rule: "per_cycle",
    },
    {
      code: "c_transport",
      label: "Tunjangan Transport",
      amount: allowance,
      type: "earning",
      rule: "fixed_rate",
    },
    {
      code: "bpjs_kes_worker",
      label: "BPJS Kesehatan (worker)",
      amount: bpjs.kesehatanWorker,
      type: "deduction",
      rule: "1%",
    },
    {
      code: "bpjs_jht_worker",
      label: "BPJS JHT (worker)",
      amount: bpjs.jhtWorker,
      type: "deduction",
      rule: "2%",
    },
    {
      code: "bpjs_jp_worker",
      label: "BPJS JP (worker)",
      amount: bpjs.jpWorker,
      type: "deduction",
      rule: "1%",
    },
    { code: "pph21", label: "PPh 21", amount: pph21, type: "tax", rule: "TER A" },
    {
      code: "bpjs_kes_employer",
      label: "BPJS Kesehatan (employer)",
      amount: bpjs.kesehatanEmployer,
      type: "employer",
      rule: "4%",
    },
    {
      code: "bpjs_jkk",
      label: "BPJS JKK (employer)",
      amount: bpjs.jkk,
      type: "employer",
      rule: "0.24%",
    },
  ];
  const { rows } = await stack.owner.query<{ id: string }>(
    `INSERT INTO payroll_report_details (client_id, report_id, agent_id, agent_name, employee_number,
        branch_name, tax_year, tax_month, basic_salary, gross, taxable_gross, employee_pension, pph21,
        employee_deductions, employer_contributions, net, bpjs, lines, error_code, error_reason,
        payment_method, bank_name, account_number, account_name)
     SELECT $1, $2, $3, $4, $5, 'Jakarta Pusat', 2026, 1, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
            $16, $17, 'bank_transfer', 'BCA', '1234567890', $4
       FROM payroll_reports r WHERE r.id = $2
     RETURNING id`,
    [
      clientId,
      reportId,
      agentId,
      figures.agentName ?? "Budi Santoso",
      figures.employeeNumber === undefined ? "EMP-001" : figures.employeeNumber,
      basic,
      gross,
      gross + bpjs.kesehatanEmployer + bpjs.jkk + bpjs.jkm,
      bpjs.jhtWorker + bpjs.jpWorker,
      figures.errorCode ? 0 : pph21,
      deductions,
      employer,
      figures.errorCode ? 0 : net,
      JSON.stringify(bpjs),
      JSON.stringify(figures.errorCode ? [] : lines),
      figures.errorCode ?? null,
      figures.errorCode ? "Missing basic salary" : null,
    ],
  );
  return { id: Number(rows[0]!.id), net, gross, pph21 };
}

/**
 * The text a PDF shows, one string per text operation, read from its content streams
 * (inflated when compressed): pdfkit writes WinAnsi hex strings inside TJ arrays.
 */
export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf("stream\n", at);
    if (start < 0) break;
    const end = pdf.indexOf("\nendstream", start);
    if (end < 0) break;
    const raw = pdf.subarray(start + "stream\n".length, end);
    let text: string;
    try {
      text = inflateSync(raw).toString("latin1");
    } catch {
      text = raw.toString("latin1");
    }
    for (const match of text.matchAll(/\[(.*?)\] TJ/g)) {
      const pieces = [...(match[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)];
      out.push(
        pieces.map((piece) => Buffer.from(piece[1] ?? "", "hex").toString("latin1")).join(""),
      );
    }
    at = end + "\nendstream".length;
  }
  return out.join("\n");
}
