import { graphql } from "../../../gql";

export const PendingApprovalsQuery = graphql(/* GraphQL */ `
  query PendingApprovals(
    $limit: Int
    $page: Int
    $attendanceId: Int
    $type: String
    $q: String
    $sort: String
  ) {
    pendingApprovals(
      limit: $limit
      page: $page
      attendanceId: $attendanceId
      type: $type
      q: $q
      sort: $sort
    ) {
      items {
        ...AttendanceRequestFields
      }
      totalItems
    }
  }
`);

export const AttendanceRequestFields = graphql(/* GraphQL */ `
  fragment AttendanceRequestFields on AttendanceRequest {
    id
    type
    agentId
    agentName
    date
    status
    reason
    shiftName
    branchName
    checkInAt
    checkOutAt
    disputeStatus
    recordId
    recordStatus
    timezone
    recordShiftName
    recordBranchName
    recordCheckInAt
    recordCheckOutAt
    currentLayer
    layerCount
    approvalVersion
    createdAt
  }
`);

export const PendingApprovalDetailQuery = graphql(/* GraphQL */ `
  query PendingApprovalDetail($attendanceId: Int!) {
    pendingApprovalDetail(attendanceId: $attendanceId) {
      record {
        id
        agentId
        agentName
        date
        status
        flags
        timezone
        shiftName
        branchName
        scheduledStart
        scheduledEnd
        checkInAt
        checkOutAt
        lateMinutes
        workedMinutes
      }
      requests {
        ...AttendanceRequestFields
        actionable
      }
      timeline {
        at
        source
        requestId
        requestType
        actor
        actorName
        action
        layer
        fromStatus
        toStatus
        note
      }
    }
  }
`);

export const DecideAttendanceRequestsMutation = graphql(/* GraphQL */ `
  mutation DecideAttendanceRequests($ids: [Int!]!, $action: String!, $note: String) {
    decideAttendanceRequests(ids: $ids, action: $action, note: $note) {
      id
      ok
      status
      message
    }
  }
`);
