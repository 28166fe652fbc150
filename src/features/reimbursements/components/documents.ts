import { graphql } from "../../../gql";

export const ReimbursementClaimFields = graphql(/* GraphQL */ `
  fragment ReimbursementClaimFields on ReimbursementClaim {
    id
    agentId
    agentName
    employeeNumber
    typeId
    typeName
    taxTreatment
    claimDate
    amount
    description
    status
    payoutMethod
    taxableAmount
    nonTaxableAmount
    receipts {
      fileId
      url
      contentType
    }
    approvalRequestId
    currentLayer
    canDecide
    decidedAt
    decisionNote
    payrollReportId
    payrollReportName
    disbursementId
    disbursementName
    paidAt
    createdByName
    createdByAgent
    createdAt
    version
  }
`);

export const ReimbursementTypeFields = graphql(/* GraphQL */ `
  fragment ReimbursementTypeFields on ReimbursementType {
    id
    name
    description
    taxTreatment
    monthlyTaxFreeCap
    budgetAmount
    budgetPeriod
    receiptThreshold
    defaultPayout
    maxClaimAmount
    active
    claimCount
    createdAt
    version
  }
`);

export const ReimbursementClaimsQuery = graphql(/* GraphQL */ `
  query ReimbursementClaims(
    $q: String
    $status: String
    $typeId: Int
    $payoutMethod: String
    $from: String
    $to: String
    $sort: String
    $limit: Int
    $page: Int
  ) {
    reimbursementClaims(
      q: $q
      status: $status
      typeId: $typeId
      payoutMethod: $payoutMethod
      from: $from
      to: $to
      sort: $sort
      limit: $limit
      page: $page
    ) {
      totalItems
      limit
      page
      items {
        ...ReimbursementClaimFields
      }
    }
  }
`);

export const ReimbursementClaimQuery = graphql(/* GraphQL */ `
  query ReimbursementClaim($id: Int!) {
    reimbursementClaim(id: $id) {
      ...ReimbursementClaimFields
    }
  }
`);

export const ReimbursementTypesQuery = graphql(/* GraphQL */ `
  query ReimbursementTypes(
    $q: String
    $active: Boolean
    $sort: String
    $limit: Int
    $page: Int
  ) {
    reimbursementTypes(q: $q, active: $active, sort: $sort, limit: $limit, page: $page) {
      totalItems
      limit
      page
      items {
        ...ReimbursementTypeFields
      }
    }
  }
`);

export const ReimbursementBudgetQuery = graphql(/* GraphQL */ `
  query ReimbursementBudget($agentId: Int!, $typeId: Int!, $date: String!) {
    reimbursementBudget(agentId: $agentId, typeId: $typeId, date: $date) {
      typeId
      periodStart
      periodEnd
      budgetAmount
      used
      remaining
    }
  }
`);

export const CreateReimbursementTypeMutation = graphql(/* GraphQL */ `
  mutation CreateReimbursementType($input: ReimbursementTypeInput!) {
    createReimbursementType(input: $input) {
      ...ReimbursementTypeFields
    }
  }
`);

export const UpdateReimbursementTypeMutation = graphql(/* GraphQL */ `
  mutation UpdateReimbursementType($id: Int!, $version: Int!, $input: ReimbursementTypeInput!) {
    updateReimbursementType(id: $id, version: $version, input: $input) {
      ...ReimbursementTypeFields
    }
  }
`);

export const DeleteReimbursementTypeMutation = graphql(/* GraphQL */ `
  mutation DeleteReimbursementType($id: Int!) {
    deleteReimbursementType(id: $id)
  }
`);

export const CreateReimbursementClaimMutation = graphql(/* GraphQL */ `
  mutation CreateReimbursementClaim($input: ReimbursementClaimInput!) {
    createReimbursementClaim(input: $input) {
      ...ReimbursementClaimFields
    }
  }
`);

export const DecideReimbursementClaimMutation = graphql(/* GraphQL */ `
  mutation DecideReimbursementClaim($id: Int!, $decision: String!, $note: String) {
    decideReimbursementClaim(id: $id, decision: $decision, note: $note) {
      ...ReimbursementClaimFields
    }
  }
`);

export const CancelReimbursementClaimMutation = graphql(/* GraphQL */ `
  mutation CancelReimbursementClaim($id: Int!) {
    cancelReimbursementClaim(id: $id) {
      ...ReimbursementClaimFields
    }
  }
`);
