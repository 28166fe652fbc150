import { graphql } from "../../../gql";

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
        recordStatus
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
      decisionNote
      decidedAt
      decidedBy {
        id
        fullname
      }
      events {
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
