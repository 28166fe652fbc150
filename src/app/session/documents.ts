import { graphql } from "../../gql";

export const ActiveUserFields = graphql(/* GraphQL */ `
  fragment ActiveUserFields on ActiveUser {
    id
    clientId
    email
    fullname
    avatarUrl
    hasMenus
    roles
    sso
    language
  }
`);

export const RestoreSessionQuery = graphql(/* GraphQL */ `
  query RestoreSession {
    me {
      session
      user {
        ...ActiveUserFields
      }
      modules {
        roles
        menus
      }
    }
  }
`);

export const ModulesQuery = graphql(/* GraphQL */ `
  query Modules {
    modules {
      roles
      menus
    }
  }
`);

export const SystemConfigQuery = graphql(/* GraphQL */ `
  query SessionSystemConfig {
    systemConfig {
      maintenance {
        fullMaintenance
      }
      featureFlags {
        name
        enabled
      }
    }
  }
`);

export const LoginMutation = graphql(/* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      session
      user {
        ...ActiveUserFields
      }
    }
  }
`);

export const LogoutMutation = graphql(/* GraphQL */ `
  mutation Logout {
    logout
  }
`);
