import { graphql } from "../../../gql";

/** Issue 18: the disbursement console's operations (gateway/schema/disbursements). */

export const DisbursementFields = graphql(/* GraphQL */ `
  fragment DisbursementFields on Disbursement {
    id
    name
    source
    payrollReportId
    payrollReportName
    channel
    status
    description
    lineCount
    totalAmount
    paidAmount
    errorCount
    mismatchCount
    inquiryStatus
    counts {
      draft
      pendingApproval
      approved
      submitted
      succeeded
      failed
      reversed
      cancelled
    }
    createdById
    createdByName
    approvedByName
    approvedAt
    submittedAt
    completedAt
    createdAt
    canApprove
    version
  }
`);

export const DisbursementListQuery = graphql(/* GraphQL */ `
  query DisbursementList(
    $q: String
    $status: String
    $source: String
    $awaitingApproval: Boolean
    $sort: String
    $limit: Int
    $page: Int
  ) {
    disbursements(
      q: $q
      status: $status
      source: $source
      awaitingApproval: $awaitingApproval
      sort: $sort
      limit: $limit
      page: $page
    ) {
      totalItems
      limit
      page
      items {
        ...DisbursementFields
      }
    }
  }
`);

export const DisbursementQuery = graphql(/* GraphQL */ `
  query Disbursement($id: Int!) {
    disbursement(id: $id) {
      ...DisbursementFields
    }
  }
`);

export const DisbursementLineFields = graphql(/* GraphQL */ `
  fragment DisbursementLineFields on DisbursementLine {
    id
    agentId
    agentName
    employeeNumber
    amount
    method
    bankCode
    bankName
    accountNumber
    accountName
    eWallet
    phoneNumber
    status
    errorCode
    errorReason
    inquiryStatus
    inquiredName
    attempts
    providerReference
    submittedAt
    succeededAt
    failedAt
    version
  }
`);

export const DisbursementLinesQuery = graphql(/* GraphQL */ `
  query DisbursementLines(
    $id: Int!
    $q: String
    $status: String
    $problems: Boolean
    $sort: String
    $limit: Int
    $page: Int
  ) {
    disbursementLines(
      id: $id
      q: $q
      status: $status
      problems: $problems
      sort: $sort
      limit: $limit
      page: $page
    ) {
      totalItems
      limit
      page
      items {
        ...DisbursementLineFields
      }
    }
  }
`);

export const DisbursementEventsQuery = graphql(/* GraphQL */ `
  query DisbursementEvents($id: Int!, $page: Int, $limit: Int) {
    disbursementEvents(id: $id, page: $page, limit: $limit) {
      totalItems
      limit
      page
      items {
        id
        lineId
        fromStatus
        toStatus
        actorType
        actorName
        detail
        createdAt
      }
    }
  }
`);

/** Banks, wallets, the manual-approval flag and the maintenance switch (SPEC §6). */
export const DisbursementSettingsQuery = graphql(/* GraphQL */ `
  query DisbursementSettings {
    disbursementSettings {
      banks {
        code
        name
        minDigits
        maxDigits
      }
      eWallets
      bankTransferMinimum
      manualApproval
      maintenance
    }
    systemConfig {
      maintenance {
        disbursementMaintenance
      }
    }
  }
`);

/** Who is looking: the approve button explains itself (maker-checker needs the caller's id). */
export const DisbursementViewerQuery = graphql(/* GraphQL */ `
  query DisbursementViewer {
    me {
      user {
        id
      }
      modules {
        menus
      }
    }
  }
`);

/** The create dialog's payroll report picker: finalised reports only. */
export const FinalizedReportsQuery = graphql(/* GraphQL */ `
  query DisbursementFinalizedReports($q: String) {
    payrollReports(status: "finalized", q: $q, sort: "-period", limit: 50) {
      items {
        id
        name
        period
        lineCount
        totals {
          net
        }
      }
    }
  }
`);

/** The create dialog's claims: approved, paid by disbursement, not carried yet. */
export const DisbursableClaimsQuery = graphql(/* GraphQL */ `
  query DisbursableClaims($q: String, $page: Int, $limit: Int) {
    reimbursementClaims(
      q: $q
      status: "approved"
      payoutMethod: "disbursement"
      unpaid: true
      page: $page
      limit: $limit
    ) {
      totalItems
      limit
      page
      items {
        id
        agentId
        agentName
        employeeNumber
        typeName
        claimDate
        amount
        version
      }
    }
  }
`);

export const PaidReportQuery = graphql(/* GraphQL */ `
  query PaidReport($from: String!, $to: String!, $q: String, $page: Int, $limit: Int) {
    paidReport(from: $from, to: $to, q: $q, page: $page, limit: $limit) {
      totalItems
      limit
      page
      totalAmount
      items {
        agentId
        agentName
        employeeNumber
        period
        amount
        lineCount
        payrollAmount
        reimbursementAmount
        otherAmount
      }
    }
  }
`);

export const CreateDisbursementMutation = graphql(/* GraphQL */ `
  mutation CreateDisbursement($input: CreateDisbursementInput!, $idempotencyKey: String) {
    createDisbursement(input: $input, idempotencyKey: $idempotencyKey) {
      ...DisbursementFields
    }
  }
`);

export const ApproveDisbursementMutation = graphql(/* GraphQL */ `
  mutation ApproveDisbursement($id: Int!, $idempotencyKey: String) {
    approveDisbursement(id: $id, idempotencyKey: $idempotencyKey) {
      ...DisbursementFields
    }
  }
`);

export const CancelDisbursementMutation = graphql(/* GraphQL */ `
  mutation CancelDisbursement($id: Int!) {
    cancelDisbursement(id: $id) {
      ...DisbursementFields
    }
  }
`);

export const UpdateDisbursementLineMutation = graphql(/* GraphQL */ `
  mutation UpdateDisbursementLine(
    $id: Int!
    $lineId: Float!
    $version: Int!
    $input: UpdateDisbursementLineInput!
  ) {
    updateDisbursementLine(id: $id, lineId: $lineId, version: $version, input: $input) {
      ...DisbursementLineFields
    }
  }
`);

export const RetryDisbursementLineMutation = graphql(/* GraphQL */ `
  mutation RetryDisbursementLine($id: Int!, $lineId: Float!, $idempotencyKey: String) {
    retryDisbursementLine(id: $id, lineId: $lineId, idempotencyKey: $idempotencyKey) {
      ...DisbursementLineFields
    }
  }
`);

export const CancelDisbursementLineMutation = graphql(/* GraphQL */ `
  mutation CancelDisbursementLine($id: Int!, $lineId: Float!) {
    cancelDisbursementLine(id: $id, lineId: $lineId) {
      ...DisbursementLineFields
    }
  }
`);

export const ConfirmDisbursementPaidMutation = graphql(/* GraphQL */ `
  mutation ConfirmDisbursementPaid($id: Int!, $idempotencyKey: String) {
    confirmDisbursementPaid(id: $id, idempotencyKey: $idempotencyKey) {
      ...DisbursementFields
    }
  }
`);

export const ReinquireDisbursementMutation = graphql(/* GraphQL */ `
  mutation ReinquireDisbursement($id: Int!) {
    reinquireDisbursement(id: $id) {
      ...DisbursementFields
    }
  }
`);
