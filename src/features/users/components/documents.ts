import { graphql } from "../../../gql";
import type { UserFieldsFragment } from "../../../gql/graphql.ts";

/** A console user as the list and the forms show it. */
export type UserRow = UserFieldsFragment;

export const UserFields = graphql(/* GraphQL */ `
  fragment UserFields on User {
    id
    email
    fullname
    status
    roleId
    roleName
    isSuperAdmin
    updatedAt
  }
`);

export const UserListQuery = graphql(/* GraphQL */ `
  query UserList($limit: Int, $page: Int, $filter: UserFilter) {
    users(limit: $limit, page: $page, filter: $filter) {
      items {
        ...UserFields
      }
      totalItems
      limit
      page
    }
  }
`);

/** The client's active Super Admins (at most 2 are needed to know "the last one"). */
export const ActiveSuperAdminsQuery = graphql(/* GraphQL */ `
  query ActiveSuperAdmins($roleId: Int!) {
    users(limit: 2, filter: { status: "active", roleId: $roleId }) {
      totalItems
    }
  }
`);

export const RoleOptionsQuery = graphql(/* GraphQL */ `
  query RoleOptions {
    roleOptions {
      id
      name
    }
  }
`);

export const CreateUserMutation = graphql(/* GraphQL */ `
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      user {
        ...UserFields
      }
      initialPassword
    }
  }
`);

export const UpdateUserMutation = graphql(/* GraphQL */ `
  mutation UpdateUser($id: Int!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      ...UserFields
    }
  }
`);

export const SetUserStatusMutation = graphql(/* GraphQL */ `
  mutation SetUserStatus($id: Int!, $status: String!) {
    setUserStatus(id: $id, status: $status) {
      ...UserFields
    }
  }
`);

export const ResetUserPasswordMutation = graphql(/* GraphQL */ `
  mutation ResetUserPassword($id: Int!) {
    resetUserPassword(id: $id) {
      userId
      password
      sessionsEnded
    }
  }
`);
