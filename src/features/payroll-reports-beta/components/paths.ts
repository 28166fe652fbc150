import { PAYROLL_REPORTS_BETA_PATH } from "../../../../domain/navigation.ts";

/** The beta report screens' links (SPEC §2). */
export const reportPath = (id: number) => `${PAYROLL_REPORTS_BETA_PATH}/${id}`;
export const employeeReportPath = (reportId: number, detailId: number) =>
  `${PAYROLL_REPORTS_BETA_PATH}/${reportId}/employee-payroll-report/${detailId}`;
export const payslipPreviewPath = (detailId: number) =>
  `${PAYROLL_REPORTS_BETA_PATH}/payslip-preview/${detailId}`;

/** The hcm service's files for a report (services/hcm/payroll/reports/payslips/). */
const HCM = "/api/hcm/v1";
export const payslipPdfUrl = (reportId: number, agentId: number) =>
  `${HCM}/payroll-reports/${reportId}/payslips/${agentId}.pdf`;
export const payslipZipUrl = (reportId: number) =>
  `${HCM}/payroll-reports/${reportId}/payslips.zip`;
export const reportExportUrl = (reportId: number) =>
  `${HCM}/payroll-reports/${reportId}/export?format=xlsx`;
export const payslipSourceUrl = (detailId: number) => `${HCM}/payslips/${detailId}`;

/** A route parameter as a positive id, else null. */
export function idParam(value: string | undefined, max = 2_147_483_647): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= max ? id : null;
}

/** The months a period filter offers: the next one back to 24 months ago, newest first. */
export function recentPeriods(today = new Date()): string[] {
  const out: string[] = [];
  for (let back = -1; back < 24; back++) {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`);
  }
  return out;
}

/** The badge colour of a report status. */
export const statusColor = (status: string) =>
  (
    ({
      computing: "blue",
      draft: "yellow",
      failed: "red",
      finalized: "green",
      paid: "violet",
    }) as Record<string, "blue" | "yellow" | "red" | "green" | "violet">
  )[status] ?? "grey";
