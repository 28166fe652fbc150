import { graphql } from "../../../gql";

export const PayrollReportListQuery = graphql(/* GraphQL */ `
  query PayrollReportList(
    $q: String
    $type: String
    $status: String
    $payrollGroupId: Int
    $period: String
    $sort: String
    $limit: Int
    $page: Int
  ) {
    payrollReports(
      q: $q
      type: $type
      status: $status
      payrollGroupId: $payrollGroupId
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
        status
        period
        payrollGroupId
        payrollGroupName
        progress {
          done
          total
        }
        totals {
          gross
          net
        }
        lineCount
        errorCount
        createdAt
        createdByName
        version
      }
    }
  }
`);

/** The creation summary: the report being computed (polled), then its totals. */
export const PayrollReportSummaryQuery = graphql(/* GraphQL */ `
  query PayrollReportSummary($id: Int!) {
    payrollReport(id: $id) {
      id
      name
      type
      status
      period
      periodStart
      periodEnd
      payDate
      thrHolidayDate
      useAttendance
      payrollGroupId
      payrollGroupName
      progress {
        done
        total
      }
      totals {
        gross
        net
        pph21
        employerContributions
        deductions
      }
      lineCount
      errorCount
      failureReason
      computedAt
      createdAt
      createdByName
      version
    }
  }
`);

/** The groups a report can be made for (and the list's group filter). */
export const PayrollReportGroupsQuery = graphql(/* GraphQL */ `
  query PayrollReportGroups {
    payrollGroups(status: "active", sort: "name", limit: 100) {
      items {
        id
        name
        memberCount
      }
    }
  }
`);

/** The wizard's review: the group's members in the period with their attendance data. */
export const PayrollRunPreviewQuery = graphql(/* GraphQL */ `
  query PayrollRunPreview(
    $payrollGroupId: Int!
    $period: String!
    $q: String
    $limit: Int
    $page: Int
  ) {
    payrollRunPreview(
      payrollGroupId: $payrollGroupId
      period: $period
      q: $q
      limit: $limit
      page: $page
    ) {
      period
      periodStart
      periodEnd
      payDate
      useAttendance
      memberCount
      totalItems
      limit
      page
      items {
        agentId
        agentName
        employeeNumber
        branchName
        basicSalary
        ptkpStatus
        effectiveFrom
        effectiveTo
        workingDays
        attendedDays
        absentDays
        unpaidLeaveDays
        paidLeaveDays
        overtimeMinutes
        incompleteAccount
      }
    }
  }
`);

/** The components of a group (a default adjustment names one of them). */
export const PayrollReportGroupComponentsQuery = graphql(/* GraphQL */ `
  query PayrollReportGroupComponents($id: Int!) {
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

export const CreatePayrollReportMutation = graphql(/* GraphQL */ `
  mutation CreatePayrollReport($input: CreatePayrollReportInput!) {
    createPayrollReport(input: $input) {
      id
      name
      status
      version
    }
  }
`);

export const DeletePayrollReportMutation = graphql(/* GraphQL */ `
  mutation DeletePayrollReport($id: Int!) {
    deletePayrollReport(id: $id)
  }
`);
