import { graphql } from "../../../gql";

export const AttendancePolicyListQuery = graphql(/* GraphQL */ `
  query AttendancePolicyList($q: String, $limit: Int, $page: Int) {
    attendancePolicies(q: $q, limit: $limit, page: $page) {
      totalItems
      items {
        id
        name
        verification
        approvalMode
        geofence
        maxAccuracyMeters
        workingLocations {
          id
          name
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
      }
    }
  }
`);

export const AttendancePolicyQuery = graphql(/* GraphQL */ `
  query AttendancePolicyDetail($id: Int!) {
    attendancePolicy(id: $id) {
      id
      name
      verification
      approvalMode
      approvalModes {
        checkIn
        checkOut
        overtime
      }
      geofence
      maxAccuracyMeters
      allowOffline
      allowOutsideRequest
      workingLocationIds
      branchIds
      agents {
        id
        fullName
      }
    }
  }
`);

export const PolicyChoicesQuery = graphql(/* GraphQL */ `
  query AttendancePolicyChoices {
    workingLocations(limit: 100) {
      items {
        id
        name
        radiusMeters
      }
    }
    branches(limit: 100, sort: "name") {
      items {
        id
        code
        name
      }
    }
  }
`);

export const AgentSearchQuery = graphql(/* GraphQL */ `
  query AttendancePolicyAgentSearch($q: String) {
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

export const CreateAttendancePolicyMutation = graphql(/* GraphQL */ `
  mutation CreateAttendancePolicy($input: AttendancePolicyInput!) {
    createAttendancePolicy(input: $input) {
      id
      name
    }
  }
`);

export const UpdateAttendancePolicyMutation = graphql(/* GraphQL */ `
  mutation UpdateAttendancePolicy($id: Int!, $input: AttendancePolicyInput!) {
    updateAttendancePolicy(id: $id, input: $input) {
      id
      name
    }
  }
`);

export const DeleteAttendancePolicyMutation = graphql(/* GraphQL */ `
  mutation DeleteAttendancePolicy($id: Int!) {
    deleteAttendancePolicy(id: $id)
  }
`);
