import { graphql } from "../../../gql";
import type { ProjectFieldsFragment } from "../../../gql/graphql.ts";

/** A project as the list and the form show it. */
export type ProjectRow = ProjectFieldsFragment;

export const ProjectFields = graphql(/* GraphQL */ `
  fragment ProjectFields on Project {
    id
    code
    name
    description
    startDate
    endDate
    status
    updatedAt
  }
`);

export const ProjectListQuery = graphql(/* GraphQL */ `
  query ProjectList($limit: Int, $page: Int, $sort: String, $filter: ProjectFilter) {
    projects(limit: $limit, page: $page, sort: $sort, filter: $filter) {
      items {
        ...ProjectFields
      }
      totalItems
      limit
      page
    }
  }
`);

export const CreateProjectMutation = graphql(/* GraphQL */ `
  mutation CreateProject($input: ProjectInput!) {
    createProject(input: $input) {
      ...ProjectFields
    }
  }
`);

export const UpdateProjectMutation = graphql(/* GraphQL */ `
  mutation UpdateProject($id: Int!, $input: ProjectInput!) {
    updateProject(id: $id, input: $input) {
      ...ProjectFields
    }
  }
`);

export const DeleteProjectMutation = graphql(/* GraphQL */ `
  mutation DeleteProject($id: Int!) {
    deleteProject(id: $id)
  }
`);

const ProjectOptionsQuery = graphql(/* GraphQL */ `
  query ProjectOptions($q: String, $limit: Int, $status: String) {
    projects(limit: $limit, sort: "name", filter: { q: $q, status: $status }) {
      items {
        id
        code
        name
      }
    }
  }
`);

const ProjectOptionQuery = graphql(/* GraphQL */ `
  query ProjectOption($id: Int!) {
    project(id: $id) {
      id
      code
      name
    }
  }
`);

export { ProjectOptionQuery, ProjectOptionsQuery };
