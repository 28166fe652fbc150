import { lazy, type ReactNode } from "react";
import type { RouteDefinition } from "../../domain/navigation.ts";
import type { ActiveUser } from "../machines/sessionMachine.ts";

// Every screen is its own chunk, so the login/shell bundle carries no feature code.
const HomePage = lazy(() =>
  import("../features/home/index.ts").then((m) => ({ default: m.HomePage })),
);
const SettingsPage = lazy(() =>
  import("../features/settings/index.ts").then((m) => ({ default: m.SettingsPage })),
);
const NotFoundPage = lazy(() =>
  import("../features/system/index.ts").then((m) => ({ default: m.NotFoundPage })),
);
const NoAccessPage = lazy(() =>
  import("../features/system/index.ts").then((m) => ({ default: m.NoAccessPage })),
);
const AgentListPage = lazy(() =>
  import("../features/agents/index.ts").then((m) => ({ default: m.AgentListPage })),
);
const AgentCreatePage = lazy(() =>
  import("../features/agents/index.ts").then((m) => ({ default: m.AgentCreatePage })),
);
const AgentDetailPage = lazy(() =>
  import("../features/agents/index.ts").then((m) => ({ default: m.AgentDetailPage })),
);
const AgentFieldsPage = lazy(() =>
  import("../features/agents/index.ts").then((m) => ({ default: m.AgentFieldsPage })),
);
const AgentFieldCreatePage = lazy(() =>
  import("../features/agents/index.ts").then((m) => ({ default: m.AgentFieldCreatePage })),
);
const PartnerDatabasePage = lazy(() =>
  import("../features/partners/index.ts").then((m) => ({ default: m.PartnerDatabasePage })),
);
const PartnerApprovalPage = lazy(() =>
  import("../features/partners/index.ts").then((m) => ({ default: m.PartnerApprovalPage })),
);
const ProjectsPage = lazy(() =>
  import("../features/projects/index.ts").then((m) => ({ default: m.ProjectsPage })),
);
const AssignmentsPage = lazy(() =>
  import("../features/assignments/index.ts").then((m) => ({ default: m.AssignmentsPage })),
);
const MerchantsPage = lazy(() =>
  import("../features/merchants/index.ts").then((m) => ({ default: m.MerchantsPage })),
);
const UsersPage = lazy(() =>
  import("../features/users/index.ts").then((m) => ({ default: m.UsersPage })),
);
const AuditLogPage = lazy(() =>
  import("../features/audit-log/index.ts").then((m) => ({ default: m.AuditLogPage })),
);
const EmployeeSchedulesPage = lazy(() =>
  import("../features/employee-schedules/index.ts").then((m) => ({
    default: m.EmployeeSchedulesPage,
  })),
);
const AssignSchedulePage = lazy(() =>
  import("../features/employee-schedules/index.ts").then((m) => ({
    default: m.AssignSchedulePage,
  })),
);
const HolidaysPage = lazy(() =>
  import("../features/employee-schedules/index.ts").then((m) => ({ default: m.HolidaysPage })),
);
const BranchesPage = lazy(() =>
  import("../features/branches/index.ts").then((m) => ({ default: m.BranchesPage })),
);
const BulkImportPage = lazy(() =>
  import("../features/bulk-import/index.ts").then((m) => ({ default: m.BulkImportPage })),
);
const RolesPage = lazy(() =>
  import("../features/role-management/index.ts").then((m) => ({ default: m.RolesPage })),
);
const RoleFormPage = lazy(() =>
  import("../features/role-management/index.ts").then((m) => ({ default: m.RoleFormPage })),
);
const ApprovalRulesPage = lazy(() =>
  import("../features/approval-rules/index.ts").then((m) => ({ default: m.ApprovalRulesPage })),
);
const ApprovalRuleFormPage = lazy(() =>
  import("../features/approval-rules/index.ts").then((m) => ({
    default: m.ApprovalRuleFormPage,
  })),
);
const ShiftsPage = lazy(() =>
  import("../features/shifts/index.ts").then((m) => ({ default: m.ShiftsPage })),
);
const MasterSchedulesPage = lazy(() =>
  import("../features/schedules/index.ts").then((m) => ({ default: m.MasterSchedulesPage })),
);
const MasterScheduleFormPage = lazy(() =>
  import("../features/schedules/index.ts").then((m) => ({ default: m.MasterScheduleFormPage })),
);
const SchedulePatternsPage = lazy(() =>
  import("../features/schedules/index.ts").then((m) => ({ default: m.SchedulePatternsPage })),
);
const SchedulePatternFormPage = lazy(() =>
  import("../features/schedules/index.ts").then((m) => ({ default: m.SchedulePatternFormPage })),
);
const WorkingLocationsPage = lazy(() =>
  import("../features/working-locations/index.ts").then((m) => ({
    default: m.WorkingLocationsPage,
  })),
);
const WorkingLocationCreatePage = lazy(() =>
  import("../features/working-locations/index.ts").then((m) => ({
    default: m.WorkingLocationCreatePage,
  })),
);
const WorkingLocationDetailPage = lazy(() =>
  import("../features/working-locations/index.ts").then((m) => ({
    default: m.WorkingLocationDetailPage,
  })),
);
const AttendancePoliciesPage = lazy(() =>
  import("../features/attendance-policies/index.ts").then((m) => ({
    default: m.AttendancePoliciesPage,
  })),
);
const AttendancePolicyFormPage = lazy(() =>
  import("../features/attendance-policies/index.ts").then((m) => ({
    default: m.AttendancePolicyFormPage,
  })),
);
const DailyApprovalPage = lazy(() =>
  import("../features/daily-approval/index.ts").then((m) => ({ default: m.DailyApprovalPage })),
);
// Issue 15, overtime policies and minimum wages:
const OvertimePoliciesPage = lazy(() =>
  import("../features/overtime-policies/index.ts").then((m) => ({
    default: m.OvertimePoliciesPage,
  })),
);
const OvertimePolicyFormPage = lazy(() =>
  import("../features/overtime-policies/index.ts").then((m) => ({
    default: m.OvertimePolicyFormPage,
  })),
);
// Issue 15, leave policies:
const LeavePoliciesPage = lazy(() =>
  import("../features/leave-policies/index.ts").then((m) => ({ default: m.LeavePoliciesPage })),
);
const LeavePolicyFormPage = lazy(() =>
  import("../features/leave-policies/index.ts").then((m) => ({ default: m.LeavePolicyFormPage })),
);
// Issue 15, Leave Management and the leave record detail:
const LeaveManagementPage = lazy(() =>
  import("../features/leave-management/index.ts").then((m) => ({
    default: m.LeaveManagementPage,
  })),
);
const LeaveRecordDetailPage = lazy(() =>
  import("../features/leave-management/index.ts").then((m) => ({
    default: m.LeaveRecordDetailPage,
  })),
);
// Issue 15, overtime requests:
// Issue 16, payroll components and regulation-based components:
const PayrollComponentsPage = lazy(() =>
  import("../features/payroll-components/index.ts").then((m) => ({
    default: m.PayrollComponentsPage,
  })),
);
const PayrollComponentFormPage = lazy(() =>
  import("../features/payroll-components/index.ts").then((m) => ({
    default: m.PayrollComponentFormPage,
  })),
);
const RegulationComponentCreatePage = lazy(() =>
  import("../features/payroll-components/index.ts").then((m) => ({
    default: m.RegulationComponentCreatePage,
  })),
);
const RegulationComponentDetailPage = lazy(() =>
  import("../features/payroll-components/index.ts").then((m) => ({
    default: m.RegulationComponentDetailPage,
  })),
);
// Issue 16, payroll groups and members:
const PayrollGroupsPage = lazy(() =>
  import("../features/payroll-groups/index.ts").then((m) => ({ default: m.PayrollGroupsPage })),
);
const PayrollGroupFormPage = lazy(() =>
  import("../features/payroll-groups/index.ts").then((m) => ({
    default: m.PayrollGroupFormPage,
  })),
);
const PayrollGroupDetailPage = lazy(() =>
  import("../features/payroll-groups/index.ts").then((m) => ({
    default: m.PayrollGroupDetailPage,
  })),
);
// Issue 16, tax configurations and employee tax records:
const TaxScreen = lazy(() =>
  import("../features/tax/index.ts").then((m) => ({ default: m.TaxScreen })),
);
// Issue 17, payroll report list and creation wizard:
const PayrollReportsPage = lazy(() =>
  import("../features/payroll-reports/index.ts").then((m) => ({ default: m.PayrollReportsPage })),
);
const PayrollCreationSummaryPage = lazy(() =>
  import("../features/payroll-reports/index.ts").then((m) => ({
    default: m.CreationSummaryPage,
  })),
);
// Issue 17, payroll report detail and edit:
const PayrollReportDetailPage = lazy(() =>
  import("../features/payroll-report-detail/index.ts").then((m) => ({
    default: m.PayrollReportDetailPage,
  })),
);
const PayrollAdjustmentsPage = lazy(() =>
  import("../features/payroll-report-detail/index.ts").then((m) => ({
    default: m.PayrollAdjustmentsPage,
  })),
);
// Issue 17, direct payroll:
const DirectPayrollCreatePage = lazy(() =>
  import("../features/payroll-direct/index.ts").then((m) => ({
    default: m.DirectPayrollCreatePage,
  })),
);
const DirectPayrollDetailPage = lazy(() =>
  import("../features/payroll-direct/index.ts").then((m) => ({
    default: m.DirectPayrollDetailPage,
  })),
);
const DirectPayrollAgentPage = lazy(() =>
  import("../features/payroll-direct/index.ts").then((m) => ({
    default: m.DirectPayrollAgentPage,
  })),
);
// Issue 18, reimbursements:
const ReimbursementsPage = lazy(() =>
  import("../features/reimbursements/index.ts").then((m) => ({ default: m.ReimbursementsPage })),
);
// Issue 18, disbursements:
const DisbursementsPage = lazy(() =>
  import("../features/disbursements/index.ts").then((m) => ({ default: m.DisbursementsPage })),
);
const DisbursementDetailPage = lazy(() =>
  import("../features/disbursements/index.ts").then((m) => ({
    default: m.DisbursementDetailPage,
  })),
);
const DisbursementApprovalPage = lazy(() =>
  import("../features/disbursements/index.ts").then((m) => ({
    default: m.DisbursementApprovalPage,
  })),
);
// Issue 17, payroll reports beta and payslip preview:
const PayrollReportsBetaPage = lazy(() =>
  import("../features/payroll-reports-beta/index.ts").then((m) => ({
    default: m.PayrollReportsBetaPage,
  })),
);
const PayrollReportBetaDetailPage = lazy(() =>
  import("../features/payroll-reports-beta/index.ts").then((m) => ({
    default: m.PayrollReportBetaDetailPage,
  })),
);
const EmployeePayrollReportPage = lazy(() =>
  import("../features/payroll-reports-beta/index.ts").then((m) => ({
    default: m.EmployeePayrollReportPage,
  })),
);
const PayslipPreviewPage = lazy(() =>
  import("../features/payroll-reports-beta/index.ts").then((m) => ({
    default: m.PayslipPreviewPage,
  })),
);
// Issue 14, worker requests and Pending Approval:
const PendingApprovalsPage = lazy(() =>
  import("../features/pending-approval/index.ts").then((m) => ({
    default: m.PendingApprovalsPage,
  })),
);
const PendingApprovalDetailPage = lazy(() =>
  import("../features/pending-approval/index.ts").then((m) => ({
    default: m.PendingApprovalDetailPage,
  })),
);
const AttendanceOverviewPage = lazy(() =>
  import("../features/attendance-overview/index.ts").then((m) => ({
    default: m.AttendanceOverviewPage,
  })),
);
const AttendanceDetailPage = lazy(() =>
  import("../features/attendance-overview/index.ts").then((m) => ({
    default: m.AttendanceDetailPage,
  })),
);
const AttendanceRecapPage = lazy(() =>
  import("../features/attendance-recap/index.ts").then((m) => ({
    default: m.AttendanceRecapPage,
  })),
);
const ModuleUnavailablePage = lazy(() =>
  import("../features/system/index.ts").then((m) => ({ default: m.ModuleUnavailablePage })),
);

/** The screen for a route of the SPEC §2 table; modules not built yet say so honestly. */
export function screenFor(route: RouteDefinition, user: ActiveUser): ReactNode {
  switch (route.pattern) {
    case "/":
      return <HomePage user={user} />;
    case "/settings":
      return <SettingsPage user={user} />;
    case "/not-found":
      return <NotFoundPage />;
    case "/no-access":
      return <NoAccessPage />;
    case "/agents":
      return <AgentListPage route={route} />;
    case "/agents/create":
      return <AgentCreatePage route={route} />;
    case "/agents/:id":
      return <AgentDetailPage route={route} />;
    case "/agents/additional-data":
      return <AgentFieldsPage route={route} />;
    case "/agents/additional-data/create":
      return <AgentFieldCreatePage route={route} />;
    case "/agents/bulk/default-data":
      return <BulkImportPage route={route} kind="default" />;
    case "/agents/bulk/additional-data":
      return <BulkImportPage route={route} kind="additional" />;
    case "/partners/database":
      return <PartnerDatabasePage route={route} />;
    case "/partners/approval":
      return <PartnerApprovalPage route={route} />;
    case "/projects":
      return <ProjectsPage route={route} />;
    case "/assignments":
      return <AssignmentsPage route={route} />;
    case "/merchants":
      return <MerchantsPage route={route} />;
    case "/branches":
      return <BranchesPage route={route} />;
    case "/role-management":
      return <RolesPage route={route} />;
    case "/role-management/create":
    case "/role-management/:id/edit":
      return <RoleFormPage route={route} />;
    case "/settings/users":
      return <UsersPage route={route} />;
    case "/settings/audit-log":
      return <AuditLogPage route={route} />;
    // Issue 13, shifts, master schedules and schedule patterns:
    case "/shifts":
      return <ShiftsPage route={route} />;
    case "/settings/attendances/master-schedules":
      return <MasterSchedulesPage route={route} />;
    case "/settings/attendances/master-schedules/create":
    case "/settings/attendances/master-schedules/:id/edit":
      return <MasterScheduleFormPage route={route} />;
    case "/settings/attendances/schedule-patterns":
      return <SchedulePatternsPage route={route} />;
    case "/settings/attendances/schedule-patterns/create":
    case "/settings/attendances/schedule-patterns/:id/edit":
      return <SchedulePatternFormPage route={route} />;
    // Issue 13, employee schedules, assign schedule and the holiday calendar:
    case "/attendances/employee-schedules":
      return <EmployeeSchedulesPage route={route} />;
    case "/attendances/employee-schedules/assign-schedule":
      return <AssignSchedulePage route={route} />;
    case "/attendances/employee-schedules/holidays":
      return <HolidaysPage route={route} />;
    // Issue 13, working locations and attendance policies:
    case "/working-locations":
      return <WorkingLocationsPage route={route} />;
    case "/working-locations/create":
      return <WorkingLocationCreatePage route={route} />;
    case "/working-locations/:id":
      return <WorkingLocationDetailPage route={route} />;
    case "/settings/attendances/attendance-policies":
      return <AttendancePoliciesPage route={route} />;
    case "/settings/attendances/attendance-policies/create":
    case "/settings/attendances/attendance-policies/:id/edit":
      return <AttendancePolicyFormPage route={route} />;
    // Issue 13, approval rules:
    case "/settings/attendances/approval-rules":
      return <ApprovalRulesPage route={route} />;
    case "/settings/attendances/approval-rules/create":
    case "/settings/attendances/approval-rules/:id/edit":
      return <ApprovalRuleFormPage route={route} />;
    // Issue 14, Daily Approval:
    case "/daily-approvals":
      return <DailyApprovalPage route={route} />;
    // Issue 14, worker requests and Pending Approval:
    case "/attendances/pending-approvals":
      return <PendingApprovalsPage route={route} />;
    case "/attendances/pending-approvals/attendances/:id":
      return <PendingApprovalDetailPage route={route} />;
    // Issue 14, Attendance Overview and Recap:
    case "/attendances/overview":
    case "/attendances/overview/activity-logs":
    case "/attendances/overview/daily-overview":
      return <AttendanceOverviewPage route={route} />;
    case "/attendances/overview/daily-overview/attendances/:id":
      return <AttendanceDetailPage route={route} />;
    case "/attendance-recap":
      return <AttendanceRecapPage route={route} />;
    // Issue 15, overtime policies and minimum wages:
    case "/settings/attendances/overtime-policies":
      return <OvertimePoliciesPage route={route} />;
    case "/settings/attendances/overtime-policies/create":
    case "/settings/attendances/overtime-policies/:id/edit":
      return <OvertimePolicyFormPage route={route} />;
    // Issue 15, leave policies:
    case "/settings/attendances/leave-policies":
      return <LeavePoliciesPage route={route} />;
    case "/settings/attendances/leave-policies/create":
    case "/settings/attendances/leave-policies/:id/edit":
      return <LeavePolicyFormPage route={route} />;
    // Issue 15, Leave Management and the leave record detail:
    case "/leave-management":
      return <LeaveManagementPage route={route} />;
    case "/agents/:id/leave-records/:recordId":
      return <LeaveRecordDetailPage route={route} />;
    // Issue 15, overtime requests:
    // Issue 16, payroll components and regulation-based components:
    case "/payroll/payroll-components":
      return <PayrollComponentsPage route={route} />;
    case "/payroll/payroll-components/create":
    case "/payroll/payroll-components/:id/edit":
      return <PayrollComponentFormPage route={route} />;
    case "/payroll/payroll-components/regulation-based/create":
      return <RegulationComponentCreatePage route={route} />;
    case "/payroll/payroll-components/regulation-based/:id":
      return <RegulationComponentDetailPage route={route} />;
    // Issue 16, payroll groups and members:
    case "/payroll-groups":
      return <PayrollGroupsPage route={route} />;
    case "/payroll-groups/create":
    case "/payroll-groups/:id/edit":
      return <PayrollGroupFormPage route={route} />;
    case "/payroll-groups/:id":
      return <PayrollGroupDetailPage route={route} />;
    // Issue 16, tax configurations and employee tax records:
    case "/payroll/tax-group-configurations":
    case "/payroll/tax-group-configurations/simulator":
    case "/payroll/tax-group-configurations/pph-21-tidak-final/create":
    case "/payroll/tax-group-configurations/pph-21-tidak-final/:id":
    case "/payroll/tax-group-configurations/pph-21-tidak-final/:id/employee-tax-record/:recordId":
    case "/payroll/tax-group-configurations/pph-21-final/create":
    case "/payroll/tax-group-configurations/pph-21-final/:id":
      return <TaxScreen route={route} />;
    // Issue 17, payroll report list and creation wizard:
    case "/payroll-reports":
      return <PayrollReportsPage route={route} />;
    case "/payroll-reports/creation-summary":
      return <PayrollCreationSummaryPage route={route} />;
    // Issue 17, payroll report detail and edit:
    case "/payroll-reports/:id":
      return <PayrollReportDetailPage route={route} />;
    case "/payroll-reports/:id/edit":
      return <PayrollAdjustmentsPage route={route} />;
    // Issue 17, direct payroll:
    case "/payroll-reports/create-direct-payroll":
      return <DirectPayrollCreatePage route={route} />;
    case "/payroll-reports/direct/:id":
      return <DirectPayrollDetailPage route={route} />;
    case "/payroll-reports/direct/:id/agent/:agentId":
      return <DirectPayrollAgentPage route={route} />;
    // Issue 17, payroll reports beta and payslip preview:
    case "/payroll/payroll-reports-beta":
      return <PayrollReportsBetaPage route={route} />;
    case "/payroll/payroll-reports-beta/:id":
      return <PayrollReportBetaDetailPage route={route} />;
    case "/payroll/payroll-reports-beta/:id/employee-payroll-report/:employeeReportId":
      return <EmployeePayrollReportPage route={route} />;
    case "/payroll/payroll-reports-beta/payslip-preview/:id":
      return <PayslipPreviewPage route={route} />;
    // Issue 18, reimbursements:
    case "/reimbursements":
      return <ReimbursementsPage route={route} />;
    // Issue 18, disbursements:
    case "/disbursements":
      return <DisbursementsPage route={route} />;
    case "/disbursements/:id":
      return <DisbursementDetailPage route={route} />;
    case "/disbursements/approval":
      return <DisbursementApprovalPage route={route} />;
    default:
      return <ModuleUnavailablePage route={route} />;
  }
}
