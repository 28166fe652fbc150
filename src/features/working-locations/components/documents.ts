import { graphql } from "../../../gql";

export const WorkingLocationListQuery = graphql(/* GraphQL */ `
  query WorkingLocationList($q: String, $branchId: Int, $limit: Int, $page: Int) {
    workingLocations(q: $q, branchId: $branchId, limit: $limit, page: $page) {
      totalItems
      items {
        id
        name
        address
        latitude
        longitude
        radiusMeters
        status
        branches {
          id
          code
          name
        }
      }
    }
  }
`);

export const WorkingLocationQuery = graphql(/* GraphQL */ `
  query WorkingLocationDetail($id: Int!) {
    workingLocation(id: $id) {
      id
      name
      address
      latitude
      longitude
      radiusMeters
      status
      branchIds
      branches {
        id
        code
        name
      }
      assignmentIds
      version
      updatedAt
    }
    mapSettings {
      tileUrl
      attribution
    }
  }
`);

export const MapSettingsQuery = graphql(/* GraphQL */ `
  query MapSettings {
    mapSettings {
      tileUrl
      attribution
    }
  }
`);

export const BranchChoicesQuery = graphql(/* GraphQL */ `
  query WorkingLocationBranchChoices {
    branches(limit: 100, sort: "name", filter: { status: "active" }) {
      items {
        id
        code
        name
        latitude
        longitude
      }
    }
  }
`);

export const CreateWorkingLocationMutation = graphql(/* GraphQL */ `
  mutation CreateWorkingLocation($input: WorkingLocationInput!) {
    createWorkingLocation(input: $input) {
      id
      name
    }
  }
`);

export const UpdateWorkingLocationMutation = graphql(/* GraphQL */ `
  mutation UpdateWorkingLocation($id: Int!, $input: WorkingLocationInput!) {
    updateWorkingLocation(id: $id, input: $input) {
      id
      name
      address
      latitude
      longitude
      radiusMeters
      status
      branchIds
      branches {
        id
        code
        name
      }
      assignmentIds
      version
      updatedAt
    }
  }
`);

export const DeleteWorkingLocationMutation = graphql(/* GraphQL */ `
  mutation DeleteWorkingLocation($id: Int!) {
    deleteWorkingLocation(id: $id)
  }
`);

export const CheckWorkingLocationMutation = graphql(/* GraphQL */ `
  mutation CheckWorkingLocation($id: Int!, $latitude: Float!, $longitude: Float!, $accuracyMeters: Float) {
    checkWorkingLocation(id: $id, latitude: $latitude, longitude: $longitude, accuracyMeters: $accuracyMeters) {
      distanceMeters
      result
      radiusMeters
    }
  }
`);
