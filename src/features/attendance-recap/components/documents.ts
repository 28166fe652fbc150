import { graphql } from "../../../gql";

export const AttendanceRecapQuery = graphql(/* GraphQL */ `
  query AttendanceRecap(
    $from: String!
    $to: String!
    $branchId: Int
    $q: String
    $sort: String
    $limit: Int
    $page: Int
  ) {
    attendanceRecap(
      from: $from
      to: $to
      branchId: $branchId
      q: $q
      sort: $sort
      limit: $limit
      page: $page
    ) {
      totalItems
      items {
        agentId
        employeeName
        nik
        branch {
          id
          name
        }
        scheduledDays
        present
        late
        absent
        paidLeave
        unpaidLeave
        leave
        sickLeave
        paidSickLeave
        unpaidSickLeave
        halfDayPaidLeave
        halfDayUnpaidLeave
        halfDayPaidSickLeave
        halfDayUnpaidSickLeave
        dayOff
        overtimeDays
        undecided
        overtimeMinutes
        workedMinutes
        approvedOvertimeMinutes
        overtimeUnits
        paidLeaveDays
        unpaidLeaveDays
        sickDays
      }
    }
  }
`);
