import { agentsCases } from "./agents.cases.ts";
import { approvalsCases } from "./approvals.cases.ts";
import { attendanceCheckinCases } from "./attendance-checkin.cases.ts";
import { attendanceOverviewCases } from "./attendance-overview.cases.ts";
import { attendanceDailyCases } from "./attendanceDaily.cases.ts";
import { attendanceRequestsCases } from "./attendanceRequests.cases.ts";
import { disbursementFilesCases } from "./disbursement-files.cases.ts";
import { disbursementsCases } from "./disbursements.cases.ts";
import { importsCases } from "./imports.cases.ts";
import { leaveCases } from "./leave.cases.ts";
import { leavePoliciesCases } from "./leavePolicies.cases.ts";
import { orgCases } from "./org.cases.ts";
import { overtimeCases } from "./overtime.cases.ts";
import { overtimePoliciesCases } from "./overtime-policies.cases.ts";
import { payoutsCases } from "./payouts.cases.ts";
import { payrollComponentsCases } from "./payroll-components.cases.ts";
import { payrollDirectCases } from "./payroll-direct.cases.ts";
import { payrollGroupsCases } from "./payroll-groups.cases.ts";
import { payrollReportsCases } from "./payroll-reports.cases.ts";
import { payslipsCases } from "./payslips.cases.ts";
import { placesCases } from "./places.cases.ts";
import { reimbursementsCases } from "./reimbursements.cases.ts";
import { rolesCases } from "./roles.cases.ts";
import { rostersCases } from "./rosters.cases.ts";
import { schedulesCases } from "./schedules.cases.ts";
import { taxCases } from "./tax.cases.ts";
import { taxConfigurationsCases } from "./tax-configurations.cases.ts";
import type { CaseModule } from "./types.ts";
import { usersCases } from "./users.cases.ts";

/**
 * Tenancy cases of the feature modules, one file each (`<module>.cases.ts`), merged into
 * tenancy.test.ts's per-route table. Add one import and one entry per module.
 */
export const CASE_MODULES: readonly CaseModule[] = [
  taxCases,
  orgCases,
  agentsCases,
  importsCases,
  usersCases,
  rolesCases,
  approvalsCases,
  schedulesCases,
  placesCases,
  rostersCases,
  attendanceDailyCases,
  attendanceCheckinCases,
  // Issue 14, worker requests and Pending Approval:
  attendanceRequestsCases,
  attendanceOverviewCases,
  // Issue 15, overtime policies and minimum wages:
  overtimePoliciesCases,
  // Issue 15, leave policies:
  leavePoliciesCases,
  // Issue 15, leave balances and requests:
  leaveCases,
  // Issue 15, the calculators and overtime requests:
  overtimeCases,
  // Issue 16, payroll components and regulation-based components:
  payrollComponentsCases,
  // Issue 16, payroll groups and members:
  payrollGroupsCases,
  // Issue 16, tax configurations and employee tax records:
  taxConfigurationsCases,
  // Issue 17, payroll reports:
  payrollReportsCases,
  // Issue 17, direct payroll:
  payrollDirectCases,
  // Issue 17, payslips and exports:
  payslipsCases,
  // Issue 18, reimbursements:
  reimbursementsCases,
  // Issue 18, disbursements:
  disbursementsCases,
  // Issue 18, payout webhooks and the provider simulator:
  payoutsCases,
  // Issue 18, bank files and the paid report:
  disbursementFilesCases,
];
