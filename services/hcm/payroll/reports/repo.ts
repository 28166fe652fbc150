import type { Static } from "typebox";
import type { Tx } from "../../../db/pool.ts";
import {
  escapeLike,
  isoDate,
  isoInstant,
  orderBy,
  type Paged,
  pagedRows,
} from "../../../main/org/common.ts";
import type { AdjustmentSchema, DetailSchema, ReportSchema } from "./schemas.ts";

/** Issue 17: payroll reports as the API answers them (/work/reports-api.md). */
export type Report = Static<typeof ReportSchema>;
export type Detail = Static<typeof DetailSchema>;
export type Adjustment = Static<typeof AdjustmentSchema>;

const REPORT_COLUMNS = `r.id, r.name, r.type, r.status,
  json_build_object('gross', r.total_gross, 'net', r.total_net, 'pph21', r.total_pph21,
                    'employerContributions', r.total_employer,
                    'deductions', r.total_deductions) AS totals,
  json_build_object('done', r.progress_done, 'total', r.progress_total) AS progress,
  r.period, ${isoDate("r.period_start")} AS "periodStart", ${isoDate("r.period_end")} AS "periodEnd",
  ${isoDate("r.pay_date")} AS "payDate", r.payroll_group_id AS "payrollGroupId",
  g.name AS "payrollGroupName", ${isoDate("r.thr_holiday_date")} AS "thrHolidayDate",
  r.use_attendance AS "useAttendance", r.line_count AS "lineCount", r.error_count AS "errorCount",
  r.failure_reason AS "failureReason", ${isoInstant("r.computed_at")} AS "computedAt",
  ${isoInstant("r.finalized_at")} AS "finalizedAt", fu.fullname AS "finalizedByName",
  ${isoInstant("r.paid_at")} AS "paidAt", ${isoInstant("r.created_at")} AS "createdAt",
  cu.fullname AS "createdByName", r.version`;

const REPORT_FROM = `FROM payroll_reports r
  LEFT JOIN payroll_groups g ON g.client_id = r.client_id AND g.id = r.payroll_group_id
  LEFT JOIN users fu ON fu.id = r.finalized_by
  LEFT JOIN users cu ON cu.id = r.created_by`;

/** json_build_object of bigint sums answer numbers already; the safe-integer guard is ours. */
const numbers = (report: Report): Report => ({
  ...report,
  totals: {
    gross: Number(report.totals.gross),
    net: Number(report.totals.net),
    pph21: Number(report.totals.pph21),
    employerContributions: Number(report.totals.employerContributions),
    deductions: Number(report.totals.deductions),
  },
});

export async function findReport(tx: Tx, id: number, lock = false): Promise<Report | null> {
  if (lock) {
    const locked = await tx.query("SELECT 1 FROM payroll_reports WHERE id = $1 FOR UPDATE", [id]);
    if (locked.rowCount === 0) return null;
  }
  const { rows } = await tx.query<Report>(
    `SELECT ${REPORT_COLUMNS} ${REPORT_FROM} WHERE r.id = $1`,
    [id],
  );
  return rows[0] ? numbers(rows[0]) : null;
}

const REPORT_SORTABLE: Record<string, string> = {
  name: "lower(r.name)",
  period: "r.period",
  createdAt: "r.created_at",
  status: "r.status",
};

export type ReportFilter = {
  q: string | null;
  type: string | null;
  status: string | null;
  payrollGroupId: number | null;
  period: string | null;
  sort: string | undefined;
};

export async function listReports(
  tx: Tx,
  filter: ReportFilter,
  page: { limit: number; page: number },
): Promise<Paged<Report>> {
  const order = orderBy(filter.sort, REPORT_SORTABLE, "-createdAt", "r.id");
  const paged = await pagedRows(
    async (limit, offset) =>
      (
        await tx.query<Report & { total: number }>(
          `SELECT ${REPORT_COLUMNS}, count(*) OVER ()::int AS total ${REPORT_FROM}
           WHERE ($1::text IS NULL OR r.name ILIKE '%' || $1 || '%' OR g.name ILIKE '%' || $1 || '%')
             AND ($2::text IS NULL OR r.type = $2)
             AND ($3::text IS NULL OR r.status = $3)
             AND ($4::int IS NULL OR r.payroll_group_id = $4)
             AND ($5::text IS NULL OR r.period = $5)
           ${order} LIMIT $6 OFFSET $7`,
          [
            escapeLike(filter.q),
            filter.type,
            filter.status,
            filter.payrollGroupId,
            filter.period,
            limit,
            offset,
          ],
        )
      ).rows,
    page.limit,
    page.page,
  );
  return { ...paged, items: paged.items.map(numbers) };
}

const DETAIL_COLUMNS = `d.id, d.report_id AS "reportId", d.agent_id AS "agentId",
  d.agent_name AS "agentName", d.employee_number AS "employeeNumber",
  d.branch_name AS "branchName", d.tax_year AS "taxYear", d.tax_month AS "taxMonth",
  d.basic_salary::float8 AS "basicSalary", d.gross::float8 AS gross,
  d.taxable_gross::float8 AS "taxableGross", d.employee_pension::float8 AS "employeePension",
  d.pph21::float8 AS pph21, d.employee_deductions::float8 AS "employeeDeductions",
  d.employer_contributions::float8 AS "employerContributions", d.net::float8 AS net,
  d.bpjs, d.lines, d.inputs, d.error_code AS "errorCode", d.error_reason AS "errorReason",
  d.payment_method AS "paymentMethod", d.bank_name AS "bankName",
  d.account_number AS "accountNumber", d.account_name AS "accountName", d.e_wallet AS "eWallet",
  d.wallet_phone_number AS "walletPhoneNumber"`;

const ZERO_BPJS = {
  kesehatanWorker: 0,
  kesehatanEmployer: 0,
  jhtWorker: 0,
  jhtEmployer: 0,
  jpWorker: 0,
  jpEmployer: 0,
  jkk: 0,
  jkm: 0,
};

/** A stored line, its bpjs parts complete (a direct report's line may hold none). */
const detailOf = (row: Detail): Detail => ({ ...row, bpjs: { ...ZERO_BPJS, ...row.bpjs } });

const DETAIL_SORTABLE: Record<string, string> = {
  name: "lower(d.agent_name)",
  employeeNumber: "d.employee_number",
  branchName: "lower(d.branch_name)",
  basicSalary: "d.basic_salary",
  gross: "d.gross",
  net: "d.net",
  pph21: "d.pph21",
};

export type DetailFilter = {
  agentId: number | null;
  q: string | null;
  errorsOnly: boolean;
  sort: string | undefined;
};

export async function listDetails(
  tx: Tx,
  reportId: number,
  filter: DetailFilter,
  page: { limit: number; page: number },
): Promise<Paged<Detail>> {
  const order = orderBy(filter.sort, DETAIL_SORTABLE, "name", "d.id");
  const paged = await pagedRows(
    async (limit, offset) =>
      (
        await tx.query<Detail & { total: number }>(
          `SELECT ${DETAIL_COLUMNS}, count(*) OVER ()::int AS total
             FROM payroll_report_details d
            WHERE d.report_id = $1
              AND ($2::int IS NULL OR d.agent_id = $2)
              AND ($3::text IS NULL OR d.agent_name ILIKE '%' || $3 || '%'
                   OR d.employee_number LIKE $3 || '%')
              AND (NOT $4::boolean OR d.error_code IS NOT NULL)
            ${order} LIMIT $5 OFFSET $6`,
          [reportId, filter.agentId, escapeLike(filter.q), filter.errorsOnly, limit, offset],
        )
      ).rows,
    page.limit,
    page.page,
  );
  return { ...paged, items: paged.items.map(detailOf) };
}

export async function findDetail(tx: Tx, reportId: number, detailId: number) {
  const { rows } = await tx.query<Detail>(
    `SELECT ${DETAIL_COLUMNS} FROM payroll_report_details d WHERE d.report_id = $1 AND d.id = $2`,
    [reportId, detailId],
  );
  return rows[0] ? detailOf(rows[0]) : null;
}

export async function listAdjustments(tx: Tx, reportId: number): Promise<Adjustment[]> {
  const { rows } = await tx.query<Adjustment>(
    `SELECT j.id, j.agent_id AS "agentId", a.full_name AS "agentName", j.type, j.label,
            j.amount::float8 AS amount, j.component_code AS "componentCode", j.taxable
       FROM payroll_report_adjustments j JOIN agents a ON a.id = j.agent_id
      WHERE j.report_id = $1 ORDER BY j.id`,
    [reportId],
  );
  return rows;
}

export type AdjustmentValues = {
  agentId: number;
  type: string;
  label: string;
  amount: number;
  componentCode: string | null;
  taxable: boolean;
};

export async function replaceAdjustments(
  tx: Tx,
  clientId: number,
  reportId: number,
  userId: number | null,
  adjustments: readonly AdjustmentValues[],
): Promise<void> {
  await tx.query("DELETE FROM payroll_report_adjustments WHERE report_id = $1", [reportId]);
  if (adjustments.length === 0) return;
  await tx.query(
    `INSERT INTO payroll_report_adjustments (client_id, report_id, agent_id, type, label, amount,
       component_code, taxable, created_by)
     SELECT $1, $2, x.agent_id, x.type, x.label, x.amount, x.component_code, x.taxable, $3
       FROM unnest($4::int[], $5::text[], $6::text[], $7::bigint[], $8::text[], $9::boolean[])
         AS x(agent_id, type, label, amount, component_code, taxable)`,
    [
      clientId,
      reportId,
      userId,
      adjustments.map((a) => a.agentId),
      adjustments.map((a) => a.type),
      adjustments.map((a) => a.label),
      adjustments.map((a) => a.amount),
      adjustments.map((a) => a.componentCode),
      adjustments.map((a) => a.taxable),
    ],
  );
}
