import { graphql } from "../../../../gql";

export const OvertimeRequestsQuery = graphql(/* GraphQL */ `
  query OvertimeRequests(
    $status: String
    $source: String
    $branchId: Int
    $from: String
    $to: String
    $q: String
    $sort: String
    $limit: Int
    $page: Int
  ) {
    overtimeRequests(
      status: $status
      source: $source
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
        agentNik
        branchName
        date
        overtimeType
        minutes
        hours
        multiplierUnits
        payKind
        mealRequired
        source
        reason
        status
        recordStatus
        ruleName
        currentLayer
        layerCount
        approvalVersion
        decisionNote
        actionable
      }
    }
  }
`);

export const CreateOvertimeRequestMutation = graphql(/* GraphQL */ `
  mutation CreateOvertimeRequest(
    $agentId: Int!
    $date: String!
    $minutes: Int
    $hours: Float
    $reason: String!
  ) {
    createOvertimeRequest(
      agentId: $agentId
      date: $date
      minutes: $minutes
      hours: $hours
      reason: $reason
    ) {
      id
      status
    }
  }
`);

export const DecideOvertimeRequestMutation = graphql(/* GraphQL */ `
  mutation DecideOvertimeRequest($id: Int!, $decision: String!, $note: String, $version: Int) {
    decideOvertimeRequest(id: $id, decision: $decision, note: $note, version: $version) {
      id
      status
      recordOvertimeMinutes
    }
  }
`);

export const CancelOvertimeRequestMutation = graphql(/* GraphQL */ `
  mutation CancelOvertimeRequest($id: Int!, $note: String) {
    cancelOvertimeRequest(id: $id, note: $note) {
      id
      status
    }
  }
`);
