import { revokeAgentAppAccess, setAgentAppPin } from "./Mutation/agentAccess.ts";
import { archiveAgentField, createAgentField, updateAgentField } from "./Mutation/agentFields.ts";
import { createAgent, setAgentsStatus, terminateAgent, updateAgent } from "./Mutation/agents.ts";
import {
  approveApprovalRequest,
  createApprovalRule,
  deleteApprovalRule,
  rejectApprovalRequest,
  updateApprovalRule,
} from "./Mutation/approvals.ts";
import {
  createAssignment,
  deleteAssignment,
  endAssignment,
  updateAssignment,
} from "./Mutation/assignments.ts";
import { decideAttendance, decideAttendances } from "./Mutation/attendanceDaily.ts";
import {
  approveAttendanceRequest,
  decideAttendanceRequests,
  rejectAttendanceRequest,
} from "./Mutation/attendanceRequests.ts";
import { createBranch, deleteBranch, updateBranch } from "./Mutation/branches.ts";
import { changePassword } from "./Mutation/changePassword.ts";
import {
  approveDisbursement,
  cancelDisbursement,
  cancelDisbursementLine,
  confirmDisbursementPaid,
  createDisbursement,
  reinquireDisbursement,
  retryDisbursementLine,
  updateDisbursementLine,
} from "./Mutation/disbursements.ts";
import {
  adjustLeaveBalance,
  cancelLeaveRequest,
  createLeaveRequest,
  decideLeaveRequest,
} from "./Mutation/leave.ts";
import {
  createLeavePolicy,
  deleteLeavePolicy,
  updateLeavePolicy,
} from "./Mutation/leavePolicies.ts";
import { login } from "./Mutation/login.ts";
import { logout } from "./Mutation/logout.ts";
import { createMerchant, deleteMerchant, updateMerchant } from "./Mutation/merchants.ts";
import {
  createMinimumWage,
  createOvertimePolicy,
  deleteMinimumWage,
  deleteOvertimePolicy,
  updateMinimumWage,
  updateOvertimePolicy,
} from "./Mutation/overtimePolicies.ts";
import {
  cancelOvertimeRequest,
  createOvertimeRequest,
  decideOvertimeRequest,
} from "./Mutation/overtimeRequests.ts";
import {
  approvePartner,
  approvePartners,
  createPartner,
  rejectPartner,
  rejectPartners,
  updatePartner,
  updatePartnerSettings,
} from "./Mutation/partners.ts";
import {
  createPayrollComponent,
  createRegulationComponent,
  deletePayrollComponent,
  deleteRegulationComponent,
  updatePayrollComponent,
  updateRegulationComponent,
} from "./Mutation/payrollComponents.ts";
import {
  createPayrollGroup,
  deletePayrollGroup,
  removePayrollGroupMember,
  setPayrollGroupMembers,
  updatePayrollGroup,
} from "./Mutation/payrollGroups.ts";
import {
  createPayrollReport,
  deletePayrollReport,
  finalizePayrollReport,
  recomputePayrollReport,
  setPayrollReportAdjustments,
} from "./Mutation/payrollReports.ts";
import {
  checkWorkingLocation,
  createAttendancePolicy,
  createWorkingLocation,
  deleteAttendancePolicy,
  deleteWorkingLocation,
  updateAttendancePolicy,
  updateWorkingLocation,
} from "./Mutation/places.ts";
import { createProject, deleteProject, updateProject } from "./Mutation/projects.ts";
import {
  cancelReimbursementClaim,
  createReimbursementClaim,
  createReimbursementType,
  decideReimbursementClaim,
  deleteReimbursementType,
  updateReimbursementType,
} from "./Mutation/reimbursements.ts";
import { createRole, deleteRole, updateRole } from "./Mutation/roles.ts";
import {
  assignSchedule,
  createHoliday,
  deleteHoliday,
  overrideEmployeeSchedule,
  updateHoliday,
} from "./Mutation/rosters.ts";
import {
  createMasterSchedule,
  createSchedulePattern,
  createShift,
  deleteMasterSchedule,
  deleteSchedulePattern,
  deleteShift,
  updateMasterSchedule,
  updateSchedulePattern,
  updateShift,
} from "./Mutation/schedules.ts";
import {
  createEmployeeTaxRecord,
  createTaxConfiguration,
  deleteEmployeeTaxRecord,
  deleteTaxConfiguration,
  generateEmployeeTaxRecords,
  updateEmployeeTaxRecord,
  updateTaxConfiguration,
} from "./Mutation/taxConfigurations.ts";
import { updatePreferences } from "./Mutation/updatePreferences.ts";
import { createUser, resetUserPassword, setUserStatus, updateUser } from "./Mutation/users.ts";
import { agentAppAccess } from "./Query/agentAccess.ts";
import { agentFields } from "./Query/agentFields.ts";
import { agent, agents } from "./Query/agents.ts";
import {
  approvalRequests,
  approvalRule,
  approvalRules,
  approverOptions,
} from "./Query/approvals.ts";
import { assignment, assignments } from "./Query/assignments.ts";
import { attendanceRecords } from "./Query/attendanceDaily.ts";
import {
  attendanceActivityLogs,
  attendanceDailyOverview,
  attendanceRecap,
  attendanceRecordDetail,
} from "./Query/attendanceOverview.ts";
import { pendingApprovalDetail, pendingApprovals } from "./Query/attendanceRequests.ts";
import { auditLog } from "./Query/auditLog.ts";
import { branch, branches } from "./Query/branches.ts";
import {
  disbursement,
  disbursementEvents,
  disbursementLines,
  disbursementSettings,
  disbursements,
  paidReport,
} from "./Query/disbursements.ts";
import {
  leaveBalanceList,
  leaveBalanceSummary,
  leaveBalances,
  leavePolicyOptions,
  leaveRequest,
  leaveRequests,
} from "./Query/leave.ts";
import { leavePolicies, leavePolicy, leavePolicyPresets } from "./Query/leavePolicies.ts";
import { me } from "./Query/me.ts";
import { merchant, merchants } from "./Query/merchants.ts";
import { modules } from "./Query/modules.ts";
import { simulateOvertime, simulateThr } from "./Query/overtimeCalculators.ts";
import { minimumWages, overtimePolicies, overtimePolicy } from "./Query/overtimePolicies.ts";
import { overtimeRequest, overtimeRequests } from "./Query/overtimeRequests.ts";
import { partner, partnerSettings, partners } from "./Query/partners.ts";
import {
  payrollComponent,
  payrollComponents,
  regulationComponent,
  regulationComponents,
} from "./Query/payrollComponents.ts";
import { payrollGroup, payrollGroupMembers, payrollGroups } from "./Query/payrollGroups.ts";
import {
  payrollReport,
  payrollReportAdjustments,
  payrollReportDetail,
  payrollReportDetails,
  payrollReports,
  payrollRunPreview,
} from "./Query/payrollReports.ts";
import {
  attendancePolicies,
  attendancePolicy,
  attendancePolicyForAgent,
  mapSettings,
  workingLocation,
  workingLocations,
} from "./Query/places.ts";
import { project, projects } from "./Query/projects.ts";
import { cities, districts, provinces } from "./Query/regions.ts";
import {
  reimbursementBudget,
  reimbursementClaim,
  reimbursementClaims,
  reimbursementType,
  reimbursementTypes,
} from "./Query/reimbursements.ts";
import { menuCatalogue, role, roles } from "./Query/roles.ts";
import {
  employeeScheduleGrid,
  holidays,
  scheduleAssignment,
  scheduleEmployees,
  scheduleFilterOptions,
  scheduleShifts,
  scheduleSources,
} from "./Query/rosters.ts";
import {
  masterSchedule,
  masterSchedules,
  schedulePattern,
  schedulePatterns,
  shift,
  shifts,
} from "./Query/schedules.ts";
import { simulateBpjs } from "./Query/simulateBpjs.ts";
import { simulatePph21 } from "./Query/simulatePph21.ts";
import { systemConfig } from "./Query/systemConfig.ts";
import { systemEnums } from "./Query/systemEnums.ts";
import {
  employeeTaxRecord,
  employeeTaxRecords,
  taxConfiguration,
  taxConfigurations,
} from "./Query/taxConfigurations.ts";
import { roleOptions, user, users } from "./Query/users.ts";
import { sessionEvents } from "./Subscription/sessionEvents.ts";
import { Agent } from "./types/Agent.ts";
import { JSONObject, JSONScalar } from "./types/AgentScalars.ts";
import { Assignment } from "./types/Assignment.ts";
import { Branch } from "./types/Branch.ts";
import { City } from "./types/City.ts";
import { District } from "./types/District.ts";
import { EnumEntry } from "./types/EnumEntry.ts";
import { Merchant } from "./types/Merchant.ts";
import { Partner } from "./types/Partner.ts";
import { Rupiah } from "./types/Rupiah.ts";

export const resolvers = {
  Query: {
    me,
    modules,
    provinces,
    cities,
    districts,
    systemEnums,
    systemConfig,
    simulatePph21,
    simulateBpjs,
    branches,
    branch,
    merchants,
    merchant,
    projects,
    project,
    partners,
    partner,
    partnerSettings,
    assignments,
    assignment,
    agents,
    agent,
    agentFields,
    users,
    user,
    roleOptions,
    auditLog,
    roles,
    role,
    menuCatalogue,
    approvalRules,
    approvalRule,
    approverOptions,
    approvalRequests,
    shifts,
    shift,
    masterSchedules,
    masterSchedule,
    schedulePatterns,
    schedulePattern,
    workingLocations,
    workingLocation,
    attendancePolicies,
    attendancePolicy,
    attendancePolicyForAgent,
    mapSettings,
    holidays,
    employeeScheduleGrid,
    scheduleSources,
    scheduleShifts,
    scheduleAssignment,
    scheduleEmployees,
    scheduleFilterOptions,
    // Issue 14, worker app access:
    agentAppAccess,
    // Issue 14, Daily Approval:
    attendanceRecords,
    // Issue 14, worker requests and Pending Approval:
    pendingApprovals,
    pendingApprovalDetail,
    // Issue 14, Attendance Overview and Recap:
    attendanceActivityLogs,
    attendanceDailyOverview,
    attendanceRecordDetail,
    attendanceRecap,
    // Issue 15, overtime and THR calculators:
    simulateOvertime,
    simulateThr,
    // Issue 15, overtime policies and minimum wages:
    overtimePolicies,
    overtimePolicy,
    minimumWages,
    // Issue 15, leave policies:
    leavePolicies,
    leavePolicy,
    leavePolicyPresets,
    // Issue 15, Leave Management and the leave record detail:
    leaveRequests,
    leaveRequest,
    leaveBalances,
    leaveBalanceSummary,
    leaveBalanceList,
    leavePolicyOptions,
    // Issue 15, overtime requests:
    overtimeRequests,
    overtimeRequest,
    // Issue 16, payroll components and regulation-based components:
    payrollComponents,
    payrollComponent,
    regulationComponents,
    regulationComponent,
    // Issue 16, payroll groups and members:
    payrollGroups,
    payrollGroup,
    payrollGroupMembers,
    // Issue 16, tax configurations and employee tax records:
    taxConfigurations,
    taxConfiguration,
    employeeTaxRecords,
    employeeTaxRecord,
    // Issue 17, payroll reports:
    payrollReports,
    payrollReport,
    payrollReportDetails,
    payrollReportDetail,
    payrollReportAdjustments,
    payrollRunPreview,
    // Issue 18, reimbursements:
    reimbursementTypes,
    reimbursementType,
    reimbursementClaims,
    reimbursementClaim,
    reimbursementBudget,
    // Issue 18, disbursements:
    disbursements,
    disbursement,
    disbursementLines,
    disbursementEvents,
    disbursementSettings,
    paidReport,
  },
  Mutation: {
    login,
    logout,
    changePassword,
    updatePreferences,
    createBranch,
    updateBranch,
    deleteBranch,
    createMerchant,
    updateMerchant,
    deleteMerchant,
    createProject,
    updateProject,
    deleteProject,
    createPartner,
    updatePartner,
    approvePartner,
    rejectPartner,
    approvePartners,
    rejectPartners,
    updatePartnerSettings,
    createAssignment,
    updateAssignment,
    endAssignment,
    deleteAssignment,
    createAgent,
    updateAgent,
    terminateAgent,
    setAgentsStatus,
    createAgentField,
    updateAgentField,
    archiveAgentField,
    createUser,
    updateUser,
    setUserStatus,
    resetUserPassword,
    createRole,
    updateRole,
    deleteRole,
    createApprovalRule,
    updateApprovalRule,
    deleteApprovalRule,
    approveApprovalRequest,
    rejectApprovalRequest,
    createShift,
    updateShift,
    deleteShift,
    createMasterSchedule,
    updateMasterSchedule,
    deleteMasterSchedule,
    createSchedulePattern,
    updateSchedulePattern,
    deleteSchedulePattern,
    createWorkingLocation,
    updateWorkingLocation,
    deleteWorkingLocation,
    checkWorkingLocation,
    createAttendancePolicy,
    updateAttendancePolicy,
    deleteAttendancePolicy,
    createHoliday,
    updateHoliday,
    deleteHoliday,
    overrideEmployeeSchedule,
    assignSchedule,
    // Issue 14, worker app access:
    setAgentAppPin,
    revokeAgentAppAccess,
    // Issue 14, Daily Approval:
    decideAttendance,
    decideAttendances,
    // Issue 14, worker requests and Pending Approval:
    approveAttendanceRequest,
    rejectAttendanceRequest,
    decideAttendanceRequests,
    // Issue 14, Attendance Overview and Recap:
    // Issue 15, overtime policies and minimum wages:
    createOvertimePolicy,
    updateOvertimePolicy,
    deleteOvertimePolicy,
    createMinimumWage,
    updateMinimumWage,
    deleteMinimumWage,
    // Issue 15, leave policies:
    createLeavePolicy,
    updateLeavePolicy,
    deleteLeavePolicy,
    // Issue 15, Leave Management and the leave record detail:
    createLeaveRequest,
    decideLeaveRequest,
    cancelLeaveRequest,
    adjustLeaveBalance,
    // Issue 15, overtime requests:
    createOvertimeRequest,
    decideOvertimeRequest,
    cancelOvertimeRequest,
    // Issue 16, payroll components and regulation-based components:
    createPayrollComponent,
    updatePayrollComponent,
    deletePayrollComponent,
    createRegulationComponent,
    updateRegulationComponent,
    deleteRegulationComponent,
    // Issue 16, payroll groups and members:
    createPayrollGroup,
    updatePayrollGroup,
    deletePayrollGroup,
    setPayrollGroupMembers,
    removePayrollGroupMember,
    // Issue 16, tax configurations and employee tax records:
    createTaxConfiguration,
    updateTaxConfiguration,
    deleteTaxConfiguration,
    createEmployeeTaxRecord,
    updateEmployeeTaxRecord,
    deleteEmployeeTaxRecord,
    generateEmployeeTaxRecords,
    // Issue 17, payroll reports:
    createPayrollReport,
    recomputePayrollReport,
    setPayrollReportAdjustments,
    finalizePayrollReport,
    deletePayrollReport,
    // Issue 18, reimbursements:
    createReimbursementType,
    updateReimbursementType,
    deleteReimbursementType,
    createReimbursementClaim,
    decideReimbursementClaim,
    cancelReimbursementClaim,
    // Issue 18, disbursements:
    createDisbursement,
    approveDisbursement,
    cancelDisbursement,
    updateDisbursementLine,
    retryDisbursementLine,
    cancelDisbursementLine,
    confirmDisbursementPaid,
    reinquireDisbursement,
  },
  Subscription: { sessionEvents },
  City,
  District,
  EnumEntry,
  Rupiah,
  Branch,
  Merchant,
  Partner,
  Assignment,
  Agent,
  JSON: JSONScalar,
  JSONObject,
};
