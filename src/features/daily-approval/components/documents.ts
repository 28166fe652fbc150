import { graphql } from "../../../gql";

export const DailyApprovalListQuery = graphql(/* GraphQL */ `
  query DailyApprovalList(
    $date: String!
    $branchId: Int
    $statuses: [String!]
    $flag: String
    $q: String
    $sort: String
    $limit: Int
    $page: Int
  ) {
    attendanceRecords(
      date: $date
      branchId: $branchId
      statuses: $statuses
      flag: $flag
      q: $q
      sort: $sort
      limit: $limit
      page: $page
    ) {
      totalItems
      statusCounts {
        status
        count
      }
      items {
        id
        agentId
        agentName
        agentNik
        date
        status
        flags
        checkInAt
        checkOutAt
        lateMinutes
        earlyOutMinutes
        workedMinutes
        overtimeMinutes
        branchId
        branchName
        timezone
        shiftCode
        shiftName
        shiftStartTime
        shiftEndTime
        checkIn {
          at
          latitude
          longitude
          accuracyMeters
          distanceMeters
          isMock
          offline
          verificationMethod
          selfieUrl
          workingLocationName
          workingLocationLatitude
          workingLocationLongitude
          workingLocationRadiusMeters
          flags
        }
        checkOut {
          at
          latitude
          longitude
          accuracyMeters
          distanceMeters
          isMock
          offline
          verificationMethod
          selfieUrl
          workingLocationName
          workingLocationLatitude
          workingLocationLongitude
          workingLocationRadiusMeters
          flags
        }
        decision
        decisionNote
        decidedByName
        decidedAt
        pendingDispute
        version
      }
    }
  }
`);

export const DecideAttendanceMutation = graphql(/* GraphQL */ `
  mutation DecideAttendance($id: Int!, $decision: String!, $note: String, $version: Int) {
    decideAttendance(id: $id, decision: $decision, note: $note, version: $version) {
      id
      status
      decision
      decisionNote
      decidedByName
      decidedAt
      version
    }
  }
`);

export const DecideAttendancesMutation = graphql(/* GraphQL */ `
  mutation DecideAttendances($ids: [Int!]!, $decision: String!, $note: String) {
    decideAttendances(ids: $ids, decision: $decision, note: $note) {
      decision
      updatedIds
      unchangedIds
      failures {
        id
        reason
        message
      }
    }
  }
`);

export const DailyApprovalMapSettingsQuery = graphql(/* GraphQL */ `
  query DailyApprovalMapSettings {
    mapSettings {
      tileUrl
      attribution
    }
  }
`);
