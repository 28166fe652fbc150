import { graphql } from "../../../gql";

export const ApprovalRuleListQuery = graphql(/* GraphQL */ `
  query ApprovalRuleList($q: String, $limit: Int, $page: Int) {
    approvalRules(q: $q, limit: $limit, page: $page) {
      items {
        id
        name
        requestTypes
        layers {
          approverUserIds
          approverRoleIds
        }
        pendingCount
        version
      }
      totalItems
    }
  }
`);

export const ApprovalRuleQuery = graphql(/* GraphQL */ `
  query ApprovalRule($id: Int!) {
    approvalRule(id: $id) {
      id
      name
      requestTypes
      layers {
        approverUserIds
        approverRoleIds
      }
      defaultApproverUserIds
      defaultApproverRoleIds
      pendingCount
      version
    }
  }
`);

export const ApproverOptionsQuery = graphql(/* GraphQL */ `
  query ApproverOptions {
    approverOptions {
      users {
        id
        fullname
        email
      }
      roles {
        id
        name
      }
    }
  }
`);

export const CreateApprovalRuleMutation = graphql(/* GraphQL */ `
  mutation CreateApprovalRule($input: ApprovalRuleInput!) {
    createApprovalRule(input: $input) {
      id
      name
    }
  }
`);

export const UpdateApprovalRuleMutation = graphql(/* GraphQL */ `
  mutation UpdateApprovalRule($id: Int!, $input: ApprovalRuleInput!) {
    updateApprovalRule(id: $id, input: $input) {
      resetRequests
      rule {
        id
        name
        pendingCount
        version
      }
    }
  }
`);

export const DeleteApprovalRuleMutation = graphql(/* GraphQL */ `
  mutation DeleteApprovalRule($id: Int!) {
    deleteApprovalRule(id: $id)
  }
`);
