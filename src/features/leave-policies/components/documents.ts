import { graphql } from "../../../gql";

export const LeavePolicyListQuery = graphql(/* GraphQL */ `
  query LeavePolicyList(
    $q: String
    $kind: String
    $status: String
    $sort: String
    $limit: Int
    $page: Int
  ) {
    leavePolicies(q: $q, kind: $kind, status: $status, sort: $sort, limit: $limit, page: $page) {
      totalItems
      items {
        id
        name
        kind
        limited
        daysPerPeriod
        accrual
        paidByDefault
        coversAll
        status
        inUse
        version
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
          code
          field
          en
          id
        }
      }
    }
  }
`);

export const LeavePolicyQuery = graphql(/* GraphQL */ `
  query LeavePolicyDetail($id: Int!) {
    leavePolicy(id: $id) {
      id
      name
      kind
      limited
      daysPerPeriod
      accrual
      startFrom
      probationMonths
      carryOverDays
      carryOverExpiryMonths
      maxDaysPerRequest
      halfDayAllowed
      paidByDefault
      countDaysOff
      countHolidays
      attachmentRequired
      allowNegative
      coversAll
      branchIds
      agents {
        id
        fullName
      }
      status
      settings {
        payLadder {
          fromMonth
          toMonth
          percent
        }
        extensionMonths
        extraDaysByAgreement
      }
      inUse
      version
    }
  }
`);

export const LeavePolicyPresetsQuery = graphql(/* GraphQL */ `
  query LeavePolicyPresets {
    leavePolicyPresets {
      kind
      statutory
      label {
        en
        id
      }
      name {
        en
        id
      }
      values {
        kind
        limited
        daysPerPeriod
        accrual
        startFrom
        probationMonths
        carryOverDays
        carryOverExpiryMonths
        maxDaysPerRequest
        halfDayAllowed
        paidByDefault
        countDaysOff
        countHolidays
        attachmentRequired
        allowNegative
        coversAll
        settings {
          payLadder {
            fromMonth
            toMonth
            percent
          }
          extensionMonths
          extraDaysByAgreement
        }
      }
      sources {
        title
        url
      }
      note {
        en
        id
      }
    }
  }
`);

export const LeavePolicyChoicesQuery = graphql(/* GraphQL */ `
  query LeavePolicyChoices {
    branches(limit: 100, sort: "name") {
      items {
        id
        code
        name
      }
    }
  }
`);

export const LeavePolicyAgentSearchQuery = graphql(/* GraphQL */ `
  query LeavePolicyAgentSearch($q: String) {
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

export const CreateLeavePolicyMutation = graphql(/* GraphQL */ `
  mutation CreateLeavePolicy($input: LeavePolicyInput!) {
    createLeavePolicy(input: $input) {
      id
      name
    }
  }
`);

export const UpdateLeavePolicyMutation = graphql(/* GraphQL */ `
  mutation UpdateLeavePolicy($id: Int!, $input: LeavePolicyInput!) {
    updateLeavePolicy(id: $id, input: $input) {
      id
      name
      status
      version
    }
  }
`);

export const DeleteLeavePolicyMutation = graphql(/* GraphQL */ `
  mutation DeleteLeavePolicy($id: Int!) {
    deleteLeavePolicy(id: $id)
  }
`);
