import { graphql } from "../../../gql";
import type { AssignmentFieldsFragment } from "../../../gql/graphql.ts";

/** An assignment as the list and the form show it. */
export type AssignmentRow = AssignmentFieldsFragment;

export const AssignmentFields = graphql(/* GraphQL */ `
  fragment AssignmentFields on Assignment {
    id
    agentId
    agentName
    agentNik
    projectId
    projectCode
    projectName
    merchantId
    merchantName
    branchId
    branchName
    startDate
    endDate
    status
    updatedAt
  }
`);

export const AssignmentListQuery = graphql(/* GraphQL */ `
  query AssignmentList($limit: Int, $page: Int, $sort: String, $filter: AssignmentFilter) {
    assignments(limit: $limit, page: $page, sort: $sort, filter: $filter) {
      items {
        ...AssignmentFields
      }
      totalItems
      limit
      page
    }
  }
`);

export const CreateAssignmentMutation = graphql(/* GraphQL */ `
  mutation CreateAssignment($input: AssignmentInput!) {
    createAssignment(input: $input) {
      id
      agentName
      ...AssignmentFields
    }
  }
`);

export const UpdateAssignmentMutation = graphql(/* GraphQL */ `
  mutation UpdateAssignment($id: Int!, $input: AssignmentInput!) {
    updateAssignment(id: $id, input: $input) {
      id
      agentName
      ...AssignmentFields
    }
  }
`);

export const EndAssignmentMutation = graphql(/* GraphQL */ `
  mutation EndAssignment($id: Int!, $endDate: String) {
    endAssignment(id: $id, endDate: $endDate) {
      ...AssignmentFields
    }
  }
`);

export const DeleteAssignmentMutation = graphql(/* GraphQL */ `
  mutation DeleteAssignment($id: Int!) {
    deleteAssignment(id: $id)
  }
`);
