import { graphql } from "../../../gql";

export const OvertimePolicyListQuery = graphql(/* GraphQL */ `
  query OvertimePolicyList($q: String, $branchId: Int, $sort: String, $limit: Int, $page: Int) {
    overtimePolicies(q: $q, branchId: $branchId, sort: $sort, limit: $limit, page: $page) {
      totalItems
      items {
        id
        name
        workWeek
        mode
        rules {
          overtimeType
          enabled
          payKind
          multiplier
        }
        branches {
          id
          code
          name
        }
        agents {
          id
          fullName
        }
        warnings {
          field
          code
          message
        }
        updatedAt
      }
    }
  }
`);

export const OvertimePolicyQuery = graphql(/* GraphQL */ `
  query OvertimePolicyDetail($id: Int!) {
    overtimePolicy(id: $id) {
      id
      name
      workWeek
      mode
      rounding
      minuteRounding
      minimumMinutes
      maxHoursPerRequest
      enforceCaps
      status
      rules {
        overtimeType
        enabled
        payKind
        multiplier
        customMultiplier
        fixedAmount
      }
      branchIds
      agents {
        id
        fullName
      }
      version
      referenceMinimumWage
      warnings {
        field
        code
        message
      }
    }
  }
`);

export const OvertimePolicyChoicesQuery = graphql(/* GraphQL */ `
  query OvertimePolicyChoices {
    branches(limit: 100, sort: "name") {
      items {
        id
        code
        name
      }
    }
    minimumWages(limit: 100) {
      items {
        id
        provinceId
        year
        amount
      }
    }
  }
`);

export const OvertimeAgentSearchQuery = graphql(/* GraphQL */ `
  query OvertimePolicyAgentSearch($q: String) {
    agents(limit: 10, filter: { q: $q }) {
      items {
        id
        fullName
        branch {
          id
          name
        }
      }
    }
  }
`);

export const CreateOvertimePolicyMutation = graphql(/* GraphQL */ `
  mutation CreateOvertimePolicy($input: OvertimePolicyInput!) {
    createOvertimePolicy(input: $input) {
      id
      name
      workWeek
      mode
      rounding
      minuteRounding
      minimumMinutes
      maxHoursPerRequest
      enforceCaps
      status
      rules {
        overtimeType
        enabled
        payKind
        multiplier
        customMultiplier
        fixedAmount
      }
      branchIds
      branches {
        id
        code
        name
      }
      agents {
        id
        fullName
      }
      version
      updatedAt
      referenceMinimumWage
      warnings {
        field
        code
        message
      }
    }
  }
`);

export const UpdateOvertimePolicyMutation = graphql(/* GraphQL */ `
  mutation UpdateOvertimePolicy($id: Int!, $version: Int!, $input: OvertimePolicyInput!) {
    updateOvertimePolicy(id: $id, version: $version, input: $input) {
      id
      name
      workWeek
      mode
      rounding
      minuteRounding
      minimumMinutes
      maxHoursPerRequest
      enforceCaps
      status
      rules {
        overtimeType
        enabled
        payKind
        multiplier
        customMultiplier
        fixedAmount
      }
      branchIds
      branches {
        id
        code
        name
      }
      agents {
        id
        fullName
      }
      version
      updatedAt
      referenceMinimumWage
      warnings {
        field
        code
        message
      }
    }
  }
`);

export const DeleteOvertimePolicyMutation = graphql(/* GraphQL */ `
  mutation DeleteOvertimePolicy($id: Int!) {
    deleteOvertimePolicy(id: $id)
  }
`);

export const MinimumWageListQuery = graphql(/* GraphQL */ `
  query MinimumWageList($limit: Int, $page: Int) {
    minimumWages(limit: $limit, page: $page) {
      totalItems
      items {
        id
        provinceId
        provinceName
        year
        amount
        source
        updatedAt
      }
    }
  }
`);

export const CreateMinimumWageMutation = graphql(/* GraphQL */ `
  mutation CreateMinimumWage($input: MinimumWageInput!) {
    createMinimumWage(input: $input) {
      id
    }
  }
`);

export const UpdateMinimumWageMutation = graphql(/* GraphQL */ `
  mutation UpdateMinimumWage($id: Int!, $input: MinimumWageInput!) {
    updateMinimumWage(id: $id, input: $input) {
      id
      amount
    }
  }
`);

export const DeleteMinimumWageMutation = graphql(/* GraphQL */ `
  mutation DeleteMinimumWage($id: Int!) {
    deleteMinimumWage(id: $id)
  }
`);
