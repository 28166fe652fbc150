import { graphql } from "../../../gql";

/** Issue 17, payroll reports (BETA): the list, a report's summary and lines, one worker's line. */

export const BetaPayrollReportListQuery = graphql(/* GraphQL */ `
  query BetaPayrollReportList(
    $q: String
    $type: String
    $status: String
    $period: String
    $sort: String
    $limit: Int
    $page: Int
  ) {
    payrollReports(
      q: $q
      type: $type
      status: $status
      period: $period
      sort: $sort
      limit: $limit
      page: $page
    ) {
      totalItems
      limit
      page
      items {
        id
        name
        type
        period
        periodStart
        periodEnd
        status
        payrollGroupName
        lineCount
        errorCount
        totals {
          gross
          net
        }
        createdAt
      }
    }
  }
`);

export const BetaPayrollReportQuery = graphql(/* GraphQL */ `
  query BetaPayrollReport($id: Int!) {
    payrollReport(id: $id) {
      id
      name
      type
      status
      period
      periodStart
      periodEnd
      payDate
      payrollGroupId
      payrollGroupName
      thrHolidayDate
      useAttendance
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
      createdAt
      createdByName
    }
  }
`);

export const BetaPayrollReportDetailsQuery = graphql(/* GraphQL */ `
  query BetaPayrollReportDetails(
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
        basicSalary
        gross
        employeeDeductions
        pph21
        employerContributions
        net
        errorCode
        errorReason
      }
    }
  }
`);

export const BetaPayrollReportDetailQuery = graphql(/* GraphQL */ `
  query BetaPayrollReportDetail($reportId: Int!, $detailId: Float!) {
    payrollReport(id: $reportId) {
      id
      name
      status
      period
      periodStart
      periodEnd
      payDate
    }
    payrollReportDetail(reportId: $reportId, detailId: $detailId) {
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
`);
