import { graphql } from "../../../gql";

export const AuditLogQuery = graphql(/* GraphQL */ `
  query AuditLog($limit: Int, $page: Int, $filter: AuditFilter) {
    auditLog(limit: $limit, page: $page, filter: $filter) {
      items {
        id
        createdAt
        timezone
        timezoneLabel
        actorType
        actorUserId
        actorLabel
        action
        entityType
        entityId
        entityName
        changes {
          field
          before
          after
        }
      }
      totalItems
      limit
      page
    }
  }
`);

/** The actor filter's options: the client's users. */
export const AuditActorsQuery = graphql(/* GraphQL */ `
  query AuditActors {
    users(limit: 100) {
      items {
        id
        fullname
        email
      }
    }
  }
`);
