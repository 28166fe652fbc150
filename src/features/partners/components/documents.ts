import { graphql } from "../../../gql";
import type { PartnerFieldsFragment } from "../../../gql/graphql.ts";

/** A partner as the database, the approval queue and the form show it. */
export type PartnerRow = PartnerFieldsFragment;

export const PartnerFields = graphql(/* GraphQL */ `
  fragment PartnerFields on Partner {
    id
    fullName
    nik
    phoneNumber
    email
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
    assignedAgentId
    assignedAgentName
    teamLeadId
    teamLeadName
    approvalStatus
    rejectionReason
    salaryRegistration
    registeredAt
    decidedAt
    decidedByName
    version
  }
`);

export const PartnerListQuery = graphql(/* GraphQL */ `
  query PartnerList($limit: Int, $page: Int, $sort: String, $filter: PartnerFilter) {
    partners(limit: $limit, page: $page, sort: $sort, filter: $filter) {
      items {
        ...PartnerFields
      }
      totalItems
      limit
      page
    }
  }
`);

export const CreatePartnerMutation = graphql(/* GraphQL */ `
  mutation CreatePartner($input: PartnerInput!) {
    createPartner(input: $input) {
      ...PartnerFields
    }
  }
`);

export const UpdatePartnerMutation = graphql(/* GraphQL */ `
  mutation UpdatePartner($id: Int!, $version: Int!, $input: PartnerInput!) {
    updatePartner(id: $id, version: $version, input: $input) {
      ...PartnerFields
    }
  }
`);

export const ApprovePartnerMutation = graphql(/* GraphQL */ `
  mutation ApprovePartner($id: Int!) {
    approvePartner(id: $id) {
      ...PartnerFields
    }
  }
`);

export const RejectPartnerMutation = graphql(/* GraphQL */ `
  mutation RejectPartner($id: Int!, $reason: String!) {
    rejectPartner(id: $id, reason: $reason) {
      ...PartnerFields
    }
  }
`);

export const ApprovePartnersMutation = graphql(/* GraphQL */ `
  mutation ApprovePartners($ids: [Int!]!) {
    approvePartners(ids: $ids) {
      ...PartnerFields
    }
  }
`);

export const RejectPartnersMutation = graphql(/* GraphQL */ `
  mutation RejectPartners($ids: [Int!]!, $reason: String!) {
    rejectPartners(ids: $ids, reason: $reason) {
      ...PartnerFields
    }
  }
`);

export const PartnerSettingsQuery = graphql(/* GraphQL */ `
  query PartnerSettings {
    partnerSettings {
      visibility
      updatedAt
    }
  }
`);

export const UpdatePartnerSettingsMutation = graphql(/* GraphQL */ `
  mutation UpdatePartnerSettings($visibility: String!) {
    updatePartnerSettings(visibility: $visibility) {
      visibility
      updatedAt
    }
  }
`);

export const PartnerOptionsQuery = graphql(/* GraphQL */ `
  query PartnerOptions($q: String, $limit: Int) {
    partners(limit: $limit, sort: "fullName", filter: { q: $q, approvalStatus: "approved" }) {
      items {
        id
        fullName
        nik
      }
    }
  }
`);

export const PartnerOptionQuery = graphql(/* GraphQL */ `
  query PartnerOption($id: Int!) {
    partner(id: $id) {
      id
      fullName
      nik
    }
  }
`);

/** One partner as saved now: the form reloads it after someone else's change. */
export const PartnerLatestQuery = graphql(/* GraphQL */ `
  query PartnerLatest($id: Int!) {
    partner(id: $id) {
      ...PartnerFields
    }
  }
`);
