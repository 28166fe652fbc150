import { graphql } from "../../../gql";

export const PayrollGroupListQuery = graphql(/* GraphQL */ `
  query PayrollGroupList(
    $q: String
    $salaryType: String
    $cycle: String
    $status: String
    $branchId: Int
    $sort: String
    $limit: Int
    $page: Int
  ) {
    payrollGroups(
      q: $q
      salaryType: $salaryType
      cycle: $cycle
      status: $status
      branchId: $branchId
      sort: $sort
      limit: $limit
      page: $page
    ) {
      totalItems
      items {
        id
        name
        shiftConfig
        salaryType
        salaryTypeNumber
        salaryTypeLabel
        cycle
        payDay
        payWeekday
        status
        branches {
          id
          code
          name
        }
        memberCount
        updatedAt
      }
    }
  }
`);

export const PayrollGroupDetailQuery = graphql(/* GraphQL */ `
  query PayrollGroupDetail($id: Int!) {
    payrollGroup(id: $id) {
      id
      name
      shiftConfig
      salaryType
      salaryTypeNumber
      salaryTypeLabel
      cycle
      cutoffDay
      customCycleDays
      payDay
      payWeekday
      socialInsurance {
        programs
        paidBy
        jkkRiskRatePercent
      }
      bpjsKesehatan
      pensionJp
      proration
      prorationDivisor
      taxConfigurationId
      taxConfigurationName
      taxMethod
      description
      status
      branchIds
      branches {
        id
        code
        name
      }
      components {
        componentId
        code
        name
        scheme
        addOrSub
        mode
        amount
      }
      memberCount
      version
      updatedAt
    }
  }
`);

/** The components a group can pay (each query alone: one refused list leaves the others). */
export const PayrollGroupComponentChoicesQuery = graphql(/* GraphQL */ `
  query PayrollGroupComponentChoices {
    payrollComponents(status: "active", sort: "name", limit: 100) {
      items {
        id
        name
        code
        scheme
        addOrSub
        mode
        defaultAmount
      }
    }
  }
`);

/** PPh 21 (not final) configurations a group can use. */
export const PayrollGroupTaxChoicesQuery = graphql(/* GraphQL */ `
  query PayrollGroupTaxChoices {
    taxConfigurations(kind: "pph21_non_final", status: "active", sort: "name", limit: 100) {
      items {
        id
        name
      }
    }
  }
`);

export const PayrollGroupBranchesQuery = graphql(/* GraphQL */ `
  query PayrollGroupBranches {
    branches(limit: 100, sort: "name") {
      items {
        id
        code
        name
      }
    }
  }
`);

export const CreatePayrollGroupMutation = graphql(/* GraphQL */ `
  mutation CreatePayrollGroup($input: PayrollGroupInput!) {
    createPayrollGroup(input: $input) {
      id
      name
      version
      memberCount
      updatedAt
    }
  }
`);

export const UpdatePayrollGroupMutation = graphql(/* GraphQL */ `
  mutation UpdatePayrollGroup($id: Int!, $version: Int!, $input: PayrollGroupInput!) {
    updatePayrollGroup(id: $id, version: $version, input: $input) {
      id
      name
      version
      memberCount
      updatedAt
    }
  }
`);

export const DeletePayrollGroupMutation = graphql(/* GraphQL */ `
  mutation DeletePayrollGroup($id: Int!) {
    deletePayrollGroup(id: $id)
  }
`);

export const PayrollGroupMembersQuery = graphql(/* GraphQL */ `
  query PayrollGroupMembers(
    $groupId: Int!
    $q: String
    $branchId: Int
    $ptkp: String
    $incompleteAccount: Boolean
    $sort: String
    $limit: Int
    $page: Int
  ) {
    payrollGroupMembers(
      groupId: $groupId
      q: $q
      branchId: $branchId
      ptkp: $ptkp
      incompleteAccount: $incompleteAccount
      sort: $sort
      limit: $limit
      page: $page
    ) {
      totalItems
      items {
        id
        agentId
        agentName
        nik
        branchId
        branchName
        effectiveFrom
        effectiveTo
        basicSalary
        ptkp
        recipient
        paymentMethod
        bankName
        accountNumber
        accountName
        eWallet
        walletPhoneNumber
        accountFromMember
        incompleteAccount
        components {
          componentId
          code
          name
          scheme
          amount
        }
        version
      }
    }
  }
`);

export const SetPayrollGroupMembersMutation = graphql(/* GraphQL */ `
  mutation SetPayrollGroupMembers(
    $groupId: Int!
    $members: [PayrollMemberInput!]!
    $effectiveFrom: String
  ) {
    setPayrollGroupMembers(groupId: $groupId, members: $members, effectiveFrom: $effectiveFrom)
  }
`);

export const RemovePayrollGroupMemberMutation = graphql(/* GraphQL */ `
  mutation RemovePayrollGroupMember($groupId: Int!, $agentId: Int!, $effectiveTo: String) {
    removePayrollGroupMember(groupId: $groupId, agentId: $agentId, effectiveTo: $effectiveTo)
  }
`);
