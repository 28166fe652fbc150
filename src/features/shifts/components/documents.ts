import { graphql } from "../../../gql";
import type { ShiftFieldsFragment } from "../../../gql/graphql.ts";

/** A shift as the list, the form and the schedule pickers show it. */
export type ShiftRow = ShiftFieldsFragment;

export const ShiftFields = graphql(/* GraphQL */ `
  fragment ShiftFields on Shift {
    id
    code
    name
    startTime
    endTime
    crossesMidnight
    workingMinutes
    breakMinutes
    lateGraceMinutes
    earlyOutGraceMinutes
    checkInOpensMinutesBefore
    checkOutClosesMinutesAfter
    halfDayHours
    absentHours
    flexible
    status
    updatedAt
  }
`);

export const ShiftListQuery = graphql(/* GraphQL */ `
  query ShiftList($limit: Int, $page: Int, $filter: ShiftFilter) {
    shifts(limit: $limit, page: $page, filter: $filter) {
      items {
        ...ShiftFields
      }
      totalItems
      limit
      page
    }
  }
`);

export const CreateShiftMutation = graphql(/* GraphQL */ `
  mutation CreateShift($input: ShiftInput!) {
    createShift(input: $input) {
      ...ShiftFields
    }
  }
`);

export const UpdateShiftMutation = graphql(/* GraphQL */ `
  mutation UpdateShift($id: Int!, $input: ShiftInput!) {
    updateShift(id: $id, input: $input) {
      ...ShiftFields
    }
  }
`);

export const DeleteShiftMutation = graphql(/* GraphQL */ `
  mutation DeleteShift($id: Int!) {
    deleteShift(id: $id)
  }
`);
