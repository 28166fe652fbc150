import { graphql } from "../../../gql";

/** Issue 17, direct payroll: the report, its workers' lines, finalise and delete (gateway SDL). */

export const DirectReportQuery = graphql(/* GraphQL */ `
  query DirectPayrollReport($id: Int!) {
    payrollReport(id: $id) {
      id
      name
      type
      status
      period
      periodStart
      periodEnd
      totals {
        gross
        net
        pph21
        employerContributions
        deductions
      }
      lineCount
      errorCount
      createdAt
      createdByName
      finalizedAt
      finalizedByName
      version
    }
  }
`);

export const DirectReportLinesQuery = graphql(/* GraphQL */ `
  query DirectPayrollLines(
    $reportId: Int!
    $q: String
    $sort: String
    $limit: Int
    $page: Int
  ) {
    payrollReportDetails(reportId: $reportId, q: $q, sort: $sort, limit: $limit, page: $page) {
      totalItems
      limit
      page
      items {
        id
        agentId
        agentName
        employeeNumber
        branchName
        basicSalary
        gross
        pph21
        employeeDeductions
        net
      }
    }
  }
`);

export const DirectAgentLineQuery = graphql(/* GraphQL */ `
  query DirectPayrollAgentLine($reportId: Int!, $agentId: Int!) {
    payrollReport(id: $reportId) {
      id
      name
      type
      status
      period
    }
    payrollReportDetails(reportId: $reportId, agentId: $agentId, limit: 1) {
      totalItems
      items {
        id
        agentId
        agentName
        employeeNumber
        branchName
        taxMonth
        basicSalary
        gross
        taxableGross
        pph21
        employeeDeductions
        net
        lines {
          code
          label
          amount
          type
        }
        inputs
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

export const FinalizeDirectReportMutation = graphql(/* GraphQL */ `
  mutation FinalizeDirectPayroll($id: Int!) {
    finalizePayrollReport(id: $id) {
      id
      status
      finalizedAt
      finalizedByName
      version
    }
  }
`);

export const DeleteDirectReportMutation = graphql(/* GraphQL */ `
  mutation DeleteDirectPayroll($id: Int!) {
    deletePayrollReport(id: $id)
  }
`);
