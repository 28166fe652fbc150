import { graphql } from "../../../gql";

/** One check-in or check-out as the activity list and the record's detail show it. */
export const AttendanceCheckFields = graphql(/* GraphQL */ `
  fragment AttendanceCheckFields on AttendanceActivity {
    id
    type
    occurredAt
    timezone
    latitude
    longitude
    accuracyMeters
    workingLocation {
      id
      name
    }
    distanceMeters
    flags
    isMock
    offline
    verificationMethod
    selfieUrl
  }
`);

export const ActivityLogsQuery = graphql(/* GraphQL */ `
  query AttendanceActivityLogs(
    $employeeId: Int
    $employeeName: String
    $date: String
    $limit: Int
    $page: Int
  ) {
    attendanceActivityLogs(
      employeeId: $employeeId
      employeeName: $employeeName
      date: $date
      limit: $limit
      page: $page
    ) {
      totalItems
      items {
        id
        recordId
        date
        agentId
        employeeName
        branch {
          id
          name
        }
        recordStatus
        ...AttendanceCheckFields
      }
    }
  }
`);

export const DailyOverviewQuery = graphql(/* GraphQL */ `
  query AttendanceDailyOverview(
    $employeeId: Int
    $employeeName: String
    $date: String
    $branchId: Int
    $status: String
    $limit: Int
    $page: Int
  ) {
    attendanceDailyOverview(
      employeeId: $employeeId
      employeeName: $employeeName
      date: $date
      branchId: $branchId
      status: $status
      limit: $limit
      page: $page
    ) {
      totalItems
      from
      to
      counts {
        status
        count
      }
      items {
        id
        date
        agentId
        employeeName
        nik
        branch {
          id
          name
        }
        timezone
        shift {
          id
          code
          name
        }
        scheduledStart
        scheduledEnd
        status
        flags
        checkInAt
        checkOutAt
        lateMinutes
        earlyOutMinutes
        workedMinutes
      }
    }
  }
`);

export const RecordDetailQuery = graphql(/* GraphQL */ `
  query AttendanceRecordDetail($id: Int!) {
    attendanceRecordDetail(id: $id) {
      id
      date
      agentId
      employeeName
      nik
      branch {
        id
        name
      }
      timezone
      shift {
        id
        code
        name
      }
      dayType
      scheduledStart
      scheduledEnd
      status
      flags
      checkInAt
      checkOutAt
      lateMinutes
      earlyOutMinutes
      workedMinutes
      overtimeMinutes
      decisionNote
      decidedAt
      decidedBy {
        id
        fullname
      }
      events {
        ...AttendanceCheckFields
      }
      actions {
        id
        actor
        actorName
        action
        fromStatus
        toStatus
        note
        at
      }
      requests {
        id
        requestType
        date
        status
        reason
        disputeStatus
        createdAt
      }
    }
    mapSettings {
      tileUrl
      attribution
    }
  }
`);
