import { graphql } from "../../../gql";

export const RoleListQuery = graphql(/* GraphQL */ `
  query RoleList($q: String, $limit: Int, $page: Int) {
    roles(q: $q, limit: $limit, page: $page) {
      items {
        id
        name
        isSuperAdmin
        menus
        userCount
      }
      totalItems
      limit
      page
    }
  }
`);

export const RoleQuery = graphql(/* GraphQL */ `
  query Role($id: Int!) {
    role(id: $id) {
      id
      name
      isSuperAdmin
      menus
      userCount
    }
  }
`);

export const CreateRoleMutation = graphql(/* GraphQL */ `
  mutation CreateRole($input: RoleInput!) {
    createRole(input: $input) {
      id
      name
      isSuperAdmin
      menus
      userCount
    }
  }
`);

export const UpdateRoleMutation = graphql(/* GraphQL */ `
  mutation UpdateRole($id: Int!, $input: RoleInput!) {
    updateRole(id: $id, input: $input) {
      id
      name
      isSuperAdmin
      menus
      userCount
    }
  }
`);

export const DeleteRoleMutation = graphql(/* GraphQL */ `
  mutation DeleteRole($id: Int!) {
    deleteRole(id: $id)
  }
`);
