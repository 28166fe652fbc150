import { graphql } from "../../../gql";
import type { MerchantFieldsFragment } from "../../../gql/graphql.ts";

/** A merchant as the list and the form show it. */
export type MerchantRow = MerchantFieldsFragment;

export const MerchantFields = graphql(/* GraphQL */ `
  fragment MerchantFields on Merchant {
    id
    code
    name
    branchId
    branchName
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

export const MerchantListQuery = graphql(/* GraphQL */ `
  query MerchantList($limit: Int, $page: Int, $sort: String, $filter: MerchantFilter) {
    merchants(limit: $limit, page: $page, sort: $sort, filter: $filter) {
      items {
        ...MerchantFields
      }
      totalItems
      limit
      page
    }
  }
`);

export const UpdateMerchantMutation = graphql(/* GraphQL */ `
  mutation UpdateMerchant($id: Int!, $input: MerchantInput!) {
    updateMerchant(id: $id, input: $input) {
      ...MerchantFields
    }
  }
`);

export const DeleteMerchantMutation = graphql(/* GraphQL */ `
  mutation DeleteMerchant($id: Int!) {
    deleteMerchant(id: $id)
  }
`);

export const CreateMerchantMutation = graphql(/* GraphQL */ `
  mutation CreateMerchant($input: MerchantInput!) {
    createMerchant(input: $input) {
      ...MerchantFields
    }
  }
`);
