import { graphql } from "../../../gql";

export const MasterScheduleFields = graphql(/* GraphQL */ `
  fragment MasterScheduleFields on MasterSchedule {
    id
    name
    workWeek
    effectiveFrom
    holidaysOverride
    days {
      monday
      tuesday
      wednesday
      thursday
      friday
      saturday
      sunday
    }
    shortestWorkingDay
    updatedAt
  }
`);

export const MasterScheduleListQuery = graphql(/* GraphQL */ `
  query MasterScheduleList($limit: Int, $page: Int, $q: String) {
    masterSchedules(limit: $limit, page: $page, q: $q) {
      items {
        ...MasterScheduleFields
      }
      totalItems
    }
  }
`);

export const MasterScheduleQuery = graphql(/* GraphQL */ `
  query MasterSchedule($id: Int!) {
    masterSchedule(id: $id) {
      ...MasterScheduleFields
    }
  }
`);

export const CreateMasterScheduleMutation = graphql(/* GraphQL */ `
  mutation CreateMasterSchedule($input: MasterScheduleInput!) {
    createMasterSchedule(input: $input) {
      ...MasterScheduleFields
    }
  }
`);

export const UpdateMasterScheduleMutation = graphql(/* GraphQL */ `
  mutation UpdateMasterSchedule($id: Int!, $input: MasterScheduleInput!) {
    updateMasterSchedule(id: $id, input: $input) {
      ...MasterScheduleFields
    }
  }
`);

export const DeleteMasterScheduleMutation = graphql(/* GraphQL */ `
  mutation DeleteMasterSchedule($id: Int!) {
    deleteMasterSchedule(id: $id)
  }
`);

export const SchedulePatternFields = graphql(/* GraphQL */ `
  fragment SchedulePatternFields on SchedulePattern {
    id
    name
    startDate
    cycleDays
    days
    holidaysOverride
    updatedAt
  }
`);

export const SchedulePatternListQuery = graphql(/* GraphQL */ `
  query SchedulePatternList($limit: Int, $page: Int, $q: String) {
    schedulePatterns(limit: $limit, page: $page, q: $q) {
      items {
        ...SchedulePatternFields
      }
      totalItems
    }
  }
`);

export const SchedulePatternQuery = graphql(/* GraphQL */ `
  query SchedulePattern($id: Int!) {
    schedulePattern(id: $id) {
      ...SchedulePatternFields
    }
  }
`);

export const CreateSchedulePatternMutation = graphql(/* GraphQL */ `
  mutation CreateSchedulePattern($input: SchedulePatternInput!) {
    createSchedulePattern(input: $input) {
      ...SchedulePatternFields
    }
  }
`);

export const UpdateSchedulePatternMutation = graphql(/* GraphQL */ `
  mutation UpdateSchedulePattern($id: Int!, $input: SchedulePatternInput!) {
    updateSchedulePattern(id: $id, input: $input) {
      ...SchedulePatternFields
    }
  }
`);

export const DeleteSchedulePatternMutation = graphql(/* GraphQL */ `
  mutation DeleteSchedulePattern($id: Int!) {
    deleteSchedulePattern(id: $id)
  }
`);

/** Every shift for the pickers (a client has a handful; the list's maximum page). */
export const ShiftChoicesQuery = graphql(/* GraphQL */ `
  query ShiftChoices {
    shifts(limit: 100, page: 1) {
      items {
        id
        code
        name
        startTime
        endTime
        crossesMidnight
        breakMinutes
        status
      }
    }
  }
`);
