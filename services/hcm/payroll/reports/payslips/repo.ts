import type { MenuId } from "../../../../../domain/menus.ts";
import type { PayslipDetail, PayslipReport } from "../../../../../domain/payroll/run/payslip.ts";
import type { BpjsParts, ReportLine } from "../../../../../domain/payroll/run/types.ts";
import type { Tx } from "../../../../db/pool.ts";
import { computing } from "../problems.ts";

/**
 * Issue 17, payslips and exports: what they read of payroll_reports and payroll_report_details
 * (migration 0030), always inside db.tenant (RLS: another client's report is simply not found).
 * Only the lines of the report's current generation count: a run in progress may still hold a
 * previous generation's rows until it ends.
 */

/** Every payslip and export route: either payroll report menu (/work/reports-api.md). */
export const MENUS: readonly MenuId[] = ["payroll-report", "payroll-report-beta"];

export type ReportHead = PayslipReport & { id: number; companyName: string };

type ReportRow = {
  id: number;
  name: string;
  status: string;
  period: string;
  period_start: string;
  period_end: string;
  pay_date: string | null;
  company_name: string | null;
};

/** The report (of the transaction's client) with its client's name, or null. */
export async function findReport(tx: Tx, id: number): Promise<ReportHead | null> {
  const { rows } = await tx.query<ReportRow>(
    `SELECT r.id, r.name, r.status, r.period, r.period_start::text AS period_start,
            r.period_end::text AS period_end, r.pay_date::text AS pay_date,
            (SELECT c.name FROM clients c WHERE c.id = app_client_id()) AS company_name
       FROM payroll_reports r WHERE r.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    period: row.period,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    payDate: row.pay_date,
    companyName: row.company_name ?? "",
  };
}

/** 409 PAYROLL_REPORT_COMPUTING while the report is computed: its lines are not complete yet. */
export function refuseWhileComputing(report: ReportHead): void {
  if (report.status === "computing") throw computing();
}

export type PayslipLine = PayslipDetail & {
  id: number;
  agentId: number;
  employeePension: number;
  ptkpStatus: string | null;
  npwp: string | null;
  errorReason: string | null;
};

type LineRow = {
  id: string;
  agent_id: number;
  agent_name: string;
  employee_number: string | null;
  branch_name: string | null;
  basic_salary: string;
  gross: string;
  taxable_gross: string;
  employee_pension: string;
  pph21: string;
  employee_deductions: string;
  employer_contributions: string;
  net: string;
  bpjs: Partial<Record<keyof BpjsParts, number | string>>;
  lines: ReportLine[];
  error_code: string | null;
  error_reason: string | null;
  payment_method: string | null;
  bank_name: string | null;
  account_number: string | null;
  account_name: string | null;
  e_wallet: string | null;
  wallet_phone_number: string | null;
  ptkp_status: string | null;
  npwp: string | null;
};

const LINE_COLUMNS = `d.id, d.agent_id, d.agent_name, d.employee_number, d.branch_name,
  d.basic_salary, d.gross, d.taxable_gross, d.employee_pension, d.pph21, d.employee_deductions,
  d.employer_contributions, d.net, d.bpjs, d.lines, d.error_code, d.error_reason,
  d.payment_method, d.bank_name, d.account_number, d.account_name, d.e_wallet,
  d.wallet_phone_number,
  COALESCE(m.ptkp_status, a.ptkp_status) AS ptkp_status, a.npwp`;

const LINE_FROM = `payroll_report_details d
  JOIN payroll_reports r ON r.id = d.report_id AND r.generation = d.generation
  LEFT JOIN payroll_group_members m ON m.id = d.member_id
  LEFT JOIN agents a ON a.id = d.agent_id`;

/** bigint columns arrive as text: whole rupiah, far inside the safe integers. */
const money = (value: string | number | null | undefined) => Number(value ?? 0);

function lineOf(row: LineRow): PayslipLine {
  const bpjs: Partial<BpjsParts> = {};
  for (const [key, value] of Object.entries(row.bpjs ?? {}))
    bpjs[key as keyof BpjsParts] = money(value);
  return {
    id: Number(row.id),
    agentId: row.agent_id,
    agentName: row.agent_name,
    employeeNumber: row.employee_number,
    branchName: row.branch_name,
    basicSalary: money(row.basic_salary),
    gross: money(row.gross),
    taxableGross: money(row.taxable_gross),
    employeePension: money(row.employee_pension),
    pph21: money(row.pph21),
    employeeDeductions: money(row.employee_deductions),
    employerContributions: money(row.employer_contributions),
    net: money(row.net),
    bpjs,
    lines: Array.isArray(row.lines)
      ? row.lines.map((line) => ({ ...line, amount: money(line.amount) }))
      : [],
    errorCode: row.error_code,
    errorReason: row.error_reason,
    paymentMethod: row.payment_method,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    accountName: row.account_name,
    eWallet: row.e_wallet,
    walletPhoneNumber: row.wallet_phone_number,
    ptkpStatus: row.ptkp_status,
    npwp: row.npwp,
  };
}

/** The worker's line of the report, or null (no line, or another client's worker). */
export async function lineOfAgent(
  tx: Tx,
  reportId: number,
  agentId: number,
): Promise<PayslipLine | null> {
  const { rows } = await tx.query<LineRow>(
    `SELECT ${LINE_COLUMNS} FROM ${LINE_FROM} WHERE d.report_id = $1 AND d.agent_id = $2`,
    [reportId, agentId],
  );
  return rows[0] ? lineOf(rows[0]) : null;
}

/**
 * Up to `limit` lines after `afterId` in id order (keyset paging, so a 10,000-line report is
 * read in bounded chunks); `withErrors` false leaves out lines the run could not compute.
 */
export async function linesAfter(
  tx: Tx,
  reportId: number,
  afterId: number,
  limit: number,
  withErrors: boolean,
): Promise<PayslipLine[]> {
  const { rows } = await tx.query<LineRow>(
    `SELECT ${LINE_COLUMNS} FROM ${LINE_FROM}
      WHERE d.report_id = $1 AND d.id > $2 ${withErrors ? "" : "AND d.error_code IS NULL"}
      ORDER BY d.id LIMIT $3`,
    [reportId, afterId, limit],
  );
  return rows.map(lineOf);
}

/** A line by its own id (the employee report id of SPEC §2) with its report id, or null. */
export async function lineById(
  tx: Tx,
  detailId: number,
): Promise<{ reportId: number; line: PayslipLine } | null> {
  const { rows } = await tx.query<LineRow & { report_id: number }>(
    `SELECT ${LINE_COLUMNS}, d.report_id FROM ${LINE_FROM} WHERE d.id = $1`,
    [detailId],
  );
  const row = rows[0];
  return row ? { reportId: row.report_id, line: lineOf(row) } : null;
}
