import { graphql } from "../../../gql";

export const ScheduleGridQuery = graphql(/* GraphQL */ `
  query ScheduleGrid(
    $month: String!
    $branchIds: [Int!]
    $projectIds: [Int!]
    $q: String
    $limit: Int
    $page: Int
  ) {
    employeeScheduleGrid(
      month: $month
      branchIds: $branchIds
      projectIds: $projectIds
      q: $q
      limit: $limit
      page: $page
    ) {
      month
      days {
        date
        holidays {
          name
          kind
          provinceIds
        }
      }
      items {
        agentId
        fullName
        nik
        branchName
        projectName
        cells {
          date
          dayType
          source
          shiftId
          shiftCode
          shiftName
          startTime
          endTime
          crossesMidnight
        }
      }
      totalItems
      limit
      page
    }
  }
`);

export const ScheduleFilterOptionsQuery = graphql(/* GraphQL */ `
  query ScheduleFilterOptions {
    scheduleFilterOptions {
      branches {
        id
        name
      }
      projects {
        id
        name
      }
    }
  }
`);

export const ScheduleShiftsQuery = graphql(/* GraphQL */ `
  query ScheduleShifts {
    scheduleShifts {
      id
      code
      name
      startTime
      endTime
    }
  }
`);

export const OverrideScheduleMutation = graphql(/* GraphQL */ `
  mutation OverrideSchedule($agentId: Int!, $date: String!, $shiftId: Int) {
    overrideEmployeeSchedule(agentId: $agentId, date: $date, shiftId: $shiftId) {
      agentId
      date
      shiftId
      dayType
    }
  }
`);

export const ScheduleSourcesQuery = graphql(/* GraphQL */ `
  query ScheduleSources {
    scheduleSources {
      id
      name
      kind
    }
  }
`);

export const ScheduleEmployeesQuery = graphql(/* GraphQL */ `
  query ScheduleEmployees($branchIds: [Int!], $projectIds: [Int!], $niks: [String!]) {
    scheduleEmployees(branchIds: $branchIds, projectIds: $projectIds, niks: $niks) {
      agentIds
      unknownNiks
    }
  }
`);

export const AssignScheduleMutation = graphql(/* GraphQL */ `
  mutation AssignSchedule($input: AssignScheduleInput!) {
    assignSchedule(input: $input)
  }
`);

export const ScheduleAssignmentQuery = graphql(/* GraphQL */ `
  query ScheduleAssignment($jobId: ID!) {
    scheduleAssignment(jobId: $jobId) {
      jobId
      state
      done
      total
      daysWritten
      overridesKept
      error
    }
  }
`);

export const HolidaysQuery = graphql(/* GraphQL */ `
  query Holidays($year: Int!, $month: Int) {
    holidays(year: $year, month: $month) {
      items {
        id
        date
        name
        kind
        provinceIds
        observed
      }
      totalItems
    }
  }
`);

export const CreateHolidayMutation = graphql(/* GraphQL */ `
  mutation CreateHoliday($input: HolidayInput!) {
    createHoliday(input: $input) {
      id
      name
    }
  }
`);

export const UpdateHolidayMutation = graphql(/* GraphQL */ `
  mutation UpdateHoliday($id: Int!, $input: HolidayInput!) {
    updateHoliday(id: $id, input: $input) {
      id
      name
      observed
    }
  }
`);

export const DeleteHolidayMutation = graphql(/* GraphQL */ `
  mutation DeleteHoliday($id: Int!) {
    deleteHoliday(id: $id)
  }
`);
