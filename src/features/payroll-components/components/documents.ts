import { graphql } from "../../../gql";

export const PayrollComponentListQuery = graphql(/* GraphQL */ `
  query PayrollComponentList(
    $q: String
    $scheme: String
    $addOrSub: String
    $mode: String
    $status: String
    $sort: String
    $limit: Int
    $page: Int
  ) {
    payrollComponents(
      q: $q
      scheme: $scheme
      addOrSub: $addOrSub
      mode: $mode
      status: $status
      sort: $sort
      limit: $limit
      page: $page
    ) {
      totalItems
      items {
        id
        name
        code
        predefined
        scheme
        addOrSub
        mode
        taxable
        taxTreatment
        base
        defaultAmount
        effectiveDate
        status
        groupCount
        version
      }
    }
  }
`);

export const PayrollComponentQuery = graphql(/* GraphQL */ `
  query PayrollComponentDetail($id: Int!) {
    payrollComponent(id: $id) {
      id
      name
      code
      predefined
      scheme
      addOrSub
      mode
      taxable
      taxTreatment
      base
      defaultAmount
      effectiveDate
      description
      status
      groupCount
      version
    }
  }
`);

export const CreatePayrollComponentMutation = graphql(/* GraphQL */ `
  mutation CreatePayrollComponent($input: PayrollComponentInput!) {
    createPayrollComponent(input: $input) {
      id
      name
      code
      version
    }
  }
`);

export const UpdatePayrollComponentMutation = graphql(/* GraphQL */ `
  mutation UpdatePayrollComponent($id: Int!, $version: Int!, $input: PayrollComponentInput!) {
    updatePayrollComponent(id: $id, version: $version, input: $input) {
      id
      name
      code
      predefined
      scheme
      addOrSub
      mode
      taxable
      taxTreatment
      base
      defaultAmount
      effectiveDate
      description
      status
      groupCount
      version
    }
  }
`);

export const DeletePayrollComponentMutation = graphql(/* GraphQL */ `
  mutation DeletePayrollComponent($id: Int!) {
    deletePayrollComponent(id: $id)
  }
`);

export const RegulationComponentListQuery = graphql(/* GraphQL */ `
  query RegulationComponentList(
    $q: String
    $programme: String
    $status: String
    $limit: Int
    $page: Int
  ) {
    regulationComponents(
      q: $q
      programme: $programme
      status: $status
      limit: $limit
      page: $page
    ) {
      totalItems
      items {
        id
        programme
        participant
        name
        jkkRiskClass
        jkkRiskRatePercent
        agentCode
        clientCode
        status
        groupCount
        currentRate {
          effectiveFrom
          employerRate
          employeeRate
          employerAmount
          employeeAmount
          wageCap
          minimumWageFloor
        }
      }
    }
  }
`);

export const RegulationComponentQuery = graphql(/* GraphQL */ `
  query RegulationComponentDetail($id: Int!) {
    regulationComponent(id: $id) {
      id
      programme
      participant
      name
      jkkRiskClass
      jkkRiskRatePercent
      agentCode
      clientCode
      status
      groupCount
      version
      currentRate {
        effectiveFrom
        employerRate
        employeeRate
        employerAmount
        employeeAmount
        wageCap
        minimumWageFloor
        basis
      }
      rates {
        effectiveFrom
        employerRate
        employeeRate
        employerAmount
        employeeAmount
        wageCap
        minimumWageFloor
        basis
      }
    }
  }
`);

export const CreateRegulationComponentMutation = graphql(/* GraphQL */ `
  mutation CreateRegulationComponent($input: RegulationComponentInput!) {
    createRegulationComponent(input: $input) {
      id
      name
      programme
      version
    }
  }
`);

export const UpdateRegulationComponentMutation = graphql(/* GraphQL */ `
  mutation UpdateRegulationComponent(
    $id: Int!
    $version: Int!
    $input: RegulationComponentInput!
  ) {
    updateRegulationComponent(id: $id, version: $version, input: $input) {
      id
      programme
      participant
      name
      jkkRiskClass
      jkkRiskRatePercent
      agentCode
      clientCode
      status
      groupCount
      version
      currentRate {
        effectiveFrom
        employerRate
        employeeRate
        employerAmount
        employeeAmount
        wageCap
        minimumWageFloor
        basis
      }
      rates {
        effectiveFrom
        employerRate
        employeeRate
        employerAmount
        employeeAmount
        wageCap
        minimumWageFloor
        basis
      }
    }
  }
`);

export const DeleteRegulationComponentMutation = graphql(/* GraphQL */ `
  mutation DeleteRegulationComponent($id: Int!) {
    deleteRegulationComponent(id: $id)
  }
`);
