import { graphql } from "../../../gql";
import type { BranchFieldsFragment } from "../../../gql/graphql.ts";

/** A branch as the list and the form show it. */
export type BranchRow = BranchFieldsFragment;

export const BranchFields = graphql(/* GraphQL */ `
  fragment BranchFields on Branch {
    id
    code
    name
    address
    provinceId
    province {
      id
      name
    }
    cityId
    city {
      id
      name
    }
    latitude
    longitude
    timezone
    timezoneLabel
    status
    updatedAt
  }
`);

export const BranchListQuery = graphql(/* GraphQL */ `
  query BranchList($limit: Int, $page: Int, $sort: String, $filter: BranchFilter) {
    branches(limit: $limit, page: $page, sort: $sort, filter: $filter) {
      items {
        ...BranchFields
      }
      totalItems
      limit
      page
    }
  }
`);

export const UpdateBranchMutation = graphql(/* GraphQL */ `
  mutation UpdateBranch($id: Int!, $input: BranchInput!) {
    updateBranch(id: $id, input: $input) {
      ...BranchFields
    }
  }
`);

export const DeleteBranchMutation = graphql(/* GraphQL */ `
  mutation DeleteBranch($id: Int!) {
    deleteBranch(id: $id)
  }
`);

export const CreateBranchMutation = graphql(/* GraphQL */ `
  mutation CreateBranch($input: BranchInput!) {
    createBranch(input: $input) {
      ...BranchFields
    }
  }
`);
