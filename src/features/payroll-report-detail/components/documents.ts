import { graphql } from "../../../gql";

export const PayrollReportFields = graphql(/* GraphQL */ `
  fragment ReportDetailFields on PayrollReport {
    id
    name
    type
    payrollGroupId
    payrollGroupName
    period
    periodStart
    periodEnd
    payDate
    thrHolidayDate
    useAttendance
    status
    progress {
      done
      total
    }
    failureReason
    totals {
      gross
      net
      pph21
      employerContributions
      deductions
    }
    lineCount
    errorCount
    computedAt
    finalizedAt
    finalizedByName
    paidAt
    createdAt
    createdByName
    version
  }
`);

export const PayrollReportQuery = graphql(/* GraphQL */ `
  query ReportDetailReport($id: Int!) {
    payrollReport(id: $id) {
      ...ReportDetailFields
    }
  }
`);

export const PayrollReportWorkersQuery = graphql(/* GraphQL */ `
  query ReportDetailWorkers(
    $reportId: Int!
    $q: String
    $errorsOnly: Boolean
    $sort: String
    $limit: Int
    $page: Int
  ) {
    payrollReportDetails(
      reportId: $reportId
      q: $q
      errorsOnly: $errorsOnly
      sort: $sort
      limit: $limit
      page: $page
    ) {
      totalItems
      limit
      page
      items {
        id
        reportId
        agentId
        agentName
        employeeNumber
        branchName
        taxMonth
        basicSalary
        gross
        taxableGross
        employeePension
        pph21
        employeeDeductions
        employerContributions
        net
        bpjs {
          kesehatanWorker
          kesehatanEmployer
          jhtWorker
          jhtEmployer
          jpWorker
          jpEmployer
          jkk
          jkm
        }
        lines {
          code
          label
          amount
          type
          taxable
          rule
          inputs
        }
        inputs
        errorCode
        errorReason
        paymentMethod
        bankName
        accountNumber
        accountName
        eWallet
        walletPhoneNumber
      }
    }
  }
`);

export const PayrollReportAdjustmentsQuery = graphql(/* GraphQL */ `
  query ReportDetailAdjustments($reportId: Int!) {
    payrollReportAdjustments(reportId: $reportId) {
      id
      agentId
      agentName
      type
      label
      amount
      componentCode
      taxable
    }
  }
`);

/** The report's workers for the adjustments' picker (a report's members are its lines). */
export const PayrollReportMembersQuery = graphql(/* GraphQL */ `
  query ReportDetailMembers(
    $reportId: Int!
    $q: String
    $agentId: Int
    $limit: Int
    $page: Int
  ) {
    payrollReportDetails(
      reportId: $reportId
      q: $q
      agentId: $agentId
      sort: "name"
      limit: $limit
      page: $page
    ) {
      totalItems
      items {
        id
        agentId
        agentName
        employeeNumber
      }
    }
  }
`);

export const RecomputePayrollReportMutation = graphql(/* GraphQL */ `
  mutation ReportDetailRecompute($id: Int!) {
    recomputePayrollReport(id: $id) {
      ...ReportDetailFields
    }
  }
`);

export const FinalizePayrollReportMutation = graphql(/* GraphQL */ `
  mutation ReportDetailFinalize($id: Int!) {
    finalizePayrollReport(id: $id) {
      ...ReportDetailFields
    }
  }
`);

export const DeletePayrollReportMutation = graphql(/* GraphQL */ `
  mutation ReportDetailDelete($id: Int!) {
    deletePayrollReport(id: $id)
  }
`);

export const SetPayrollReportAdjustmentsMutation = graphql(/* GraphQL */ `
  mutation ReportDetailSetAdjustments($id: Int!, $adjustments: [PayrollAdjustmentInput!]!) {
    setPayrollReportAdjustments(id: $id, adjustments: $adjustments) {
      ...ReportDetailFields
    }
  }
`);

/** The group's components, for the component code of a "default" adjustment. */
export const ReportGroupComponentsQuery = graphql(/* GraphQL */ `
  query ReportDetailGroupComponents($id: Int!) {
    payrollGroup(id: $id) {
      id
      components {
        componentId
        code
        name
      }
    }
  }
`);
