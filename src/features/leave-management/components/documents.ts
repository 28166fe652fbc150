import { graphql } from "../../../gql";

export const LeaveRequestsQuery = graphql(/* GraphQL */ `
  query LeaveRequests(
    $status: String
    $agentId: Int
    $policyId: Int
    $branchId: Int
    $from: String
    $to: String
    $q: String
    $sort: String
    $limit: Int
    $page: Int
  ) {
    leaveRequests(
      status: $status
      agentId: $agentId
      policyId: $policyId
      branchId: $branchId
      from: $from
      to: $to
      q: $q
      sort: $sort
      limit: $limit
      page: $page
    ) {
      totalItems
      items {
        id
        agentId
        agentName
        branchId
        branchName
        policyId
        policyName
        kind
        from
        to
        halfDay
        days
        reason
        fileId
        fileUrl
        status
        paid
        source
        approvalRequestId
        currentLayer
        layerCount
        createdAt
        decidedAt
        decisionNote
      }
    }
  }
`);

export const LeaveRequestDetailQuery = graphql(/* GraphQL */ `
  query LeaveRequestDetail($id: Int!) {
    leaveRequest(id: $id) {
      id
      agentId
      agentName
      branchId
      branchName
      policyId
      policyName
      kind
      from
      to
      halfDay
      days
      reason
      fileId
      fileUrl
      status
      paid
      source
      approvalRequestId
      currentLayer
      layerCount
      createdAt
      decidedAt
      decisionNote
      canDecide
      dayList {
        date
        fraction
        dayType
      }
      actions {
        layer
        action
        actorName
        note
        at
      }
      ledger {
        id
        date
        kind
        days
        reason
        leaveRequestId
        createdByName
      }
    }
  }
`);

export const LeavePolicyOptionsQuery = graphql(/* GraphQL */ `
  query LeavePolicyOptions {
    leavePolicyOptions {
      id
      name
      kind
      limited
      halfDayAllowed
      attachmentRequired
      maxDaysPerRequest
      paidByDefault
      status
    }
  }
`);

export const LeaveBalanceSummaryQuery = graphql(/* GraphQL */ `
  query LeaveBalanceSummary($agentId: Int!, $asOf: String) {
    leaveBalanceSummary(agentId: $agentId, asOf: $asOf) {
      policyId
      policyName
      kind
      limited
      balance
      accrued
      taken
      pending
    }
  }
`);

export const LeaveBalanceListQuery = graphql(/* GraphQL */ `
  query LeaveBalanceList(
    $q: String
    $branchId: Int
    $policyId: Int
    $asOf: String
    $sort: String
    $limit: Int
    $page: Int
  ) {
    leaveBalanceList(
      q: $q
      branchId: $branchId
      policyId: $policyId
      asOf: $asOf
      sort: $sort
      limit: $limit
      page: $page
    ) {
      totalItems
      items {
        agentId
        agentName
        branchName
        policyId
        policyName
        kind
        limited
        accrued
        taken
        adjusted
        balance
      }
    }
  }
`);

export const LeaveLedgerQuery = graphql(/* GraphQL */ `
  query LeaveLedger($agentId: Int!, $policyId: Int!, $asOf: String) {
    leaveBalances(agentId: $agentId, policyId: $policyId, asOf: $asOf) {
      balance
      entries {
        id
        date
        kind
        days
        reason
        leaveRequestId
        createdByName
      }
    }
  }
`);

export const CreateLeaveRequestMutation = graphql(/* GraphQL */ `
  mutation CreateLeaveRequest($input: LeaveRequestInput!) {
    createLeaveRequest(input: $input) {
      id
      agentId
      agentName
      branchId
      branchName
      policyId
      policyName
      kind
      from
      to
      halfDay
      days
      reason
      fileId
      fileUrl
      status
      paid
      source
      approvalRequestId
      currentLayer
      layerCount
      createdAt
      decidedAt
      decisionNote
    }
  }
`);

export const DecideLeaveRequestMutation = graphql(/* GraphQL */ `
  mutation DecideLeaveRequest($id: Int!, $decision: String!, $note: String) {
    decideLeaveRequest(id: $id, decision: $decision, note: $note) {
      id
      agentId
      agentName
      branchId
      branchName
      policyId
      policyName
      kind
      from
      to
      halfDay
      days
      reason
      fileId
      fileUrl
      status
      paid
      source
      approvalRequestId
      currentLayer
      layerCount
      createdAt
      decidedAt
      decisionNote
    }
  }
`);

export const CancelLeaveRequestMutation = graphql(/* GraphQL */ `
  mutation CancelLeaveRequest($id: Int!, $note: String) {
    cancelLeaveRequest(id: $id, note: $note) {
      id
      agentId
      agentName
      branchId
      branchName
      policyId
      policyName
      kind
      from
      to
      halfDay
      days
      reason
      fileId
      fileUrl
      status
      paid
      source
      approvalRequestId
      currentLayer
      layerCount
      createdAt
      decidedAt
      decisionNote
    }
  }
`);

export const AdjustLeaveBalanceMutation = graphql(/* GraphQL */ `
  mutation AdjustLeaveBalance(
    $agentId: Int!
    $policyId: Int!
    $date: String!
    $days: Float!
    $reason: String!
  ) {
    adjustLeaveBalance(
      agentId: $agentId
      policyId: $policyId
      date: $date
      days: $days
      reason: $reason
    ) {
      id
      date
      kind
      days
      reason
    }
  }
`);
