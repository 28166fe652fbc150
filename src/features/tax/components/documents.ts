import { graphql } from "../../../gql";

/** Tax group configurations and employee tax records (issue 16, gateway/schema/tax-configurations). */
export const TaxConfigurationListQuery = graphql(/* GraphQL */ `
  query TaxConfigurationList(
    $kind: String
    $q: String
    $status: String
    $sort: String
    $limit: Int
    $page: Int
  ) {
    taxConfigurations(
      kind: $kind
      q: $q
      status: $status
      sort: $sort
      limit: $limit
      page: $page
    ) {
      totalItems
      items {
        id
        kind
        name
        terRounding
        noNpwpSurcharge
        biayaJabatanMode
        finalKind
        finalBands {
          upTo
          ratePercent
        }
        status
        groups {
          id
          name
        }
        employeeCount
        updatedAt
      }
    }
  }
`);

export const TaxConfigurationQuery = graphql(/* GraphQL */ `
  query TaxConfigurationDetail($id: Int!) {
    taxConfiguration(id: $id) {
      id
      kind
      name
      terRounding
      noNpwpSurcharge
      biayaJabatanMode
      finalKind
      finalBands {
        upTo
        ratePercent
      }
      description
      status
      groups {
        id
        name
      }
      employeeCount
      version
      createdAt
      updatedAt
    }
  }
`);

export const CreateTaxConfigurationMutation = graphql(/* GraphQL */ `
  mutation CreateTaxConfiguration($input: TaxConfigurationInput!) {
    createTaxConfiguration(input: $input) {
      id
      kind
      name
      version
    }
  }
`);

export const UpdateTaxConfigurationMutation = graphql(/* GraphQL */ `
  mutation UpdateTaxConfiguration($id: Int!, $version: Int!, $input: TaxConfigurationInput!) {
    updateTaxConfiguration(id: $id, version: $version, input: $input) {
      id
      kind
      name
      terRounding
      noNpwpSurcharge
      biayaJabatanMode
      finalKind
      finalBands {
        upTo
        ratePercent
      }
      description
      status
      version
      updatedAt
    }
  }
`);

export const DeleteTaxConfigurationMutation = graphql(/* GraphQL */ `
  mutation DeleteTaxConfiguration($id: Int!) {
    deleteTaxConfiguration(id: $id)
  }
`);

export const EmployeeTaxRecordListQuery = graphql(/* GraphQL */ `
  query EmployeeTaxRecordList(
    $taxConfigurationId: Int!
    $year: Int!
    $q: String
    $sort: String
    $limit: Int
    $page: Int
  ) {
    employeeTaxRecords(
      taxConfigurationId: $taxConfigurationId
      year: $year
      q: $q
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
        branchName
        year
        taxIdKind
        taxId
        ptkp
        terCategory
        recipient
        startMonth
        endMonth
        openingBruto
        openingWithheld
        updatedAt
      }
    }
  }
`);

export const EmployeeTaxRecordQuery = graphql(/* GraphQL */ `
  query EmployeeTaxRecordDetail($id: Int!) {
    employeeTaxRecord(id: $id) {
      id
      taxConfigurationId
      agentId
      agentName
      nik
      branchName
      year
      taxIdKind
      taxId
      ptkp
      terCategory
      recipient
      startMonth
      endMonth
      subjectiveChange
      openingBruto
      openingWithheld
      openingDeductions
      previousEmployerBruto
      previousEmployerWithheld
      previousEmployerDeductions
      note
      version
      createdAt
      updatedAt
    }
  }
`);

export const CreateEmployeeTaxRecordMutation = graphql(/* GraphQL */ `
  mutation CreateEmployeeTaxRecord($input: EmployeeTaxRecordInput!) {
    createEmployeeTaxRecord(input: $input) {
      id
      taxConfigurationId
      agentName
      version
    }
  }
`);

export const UpdateEmployeeTaxRecordMutation = graphql(/* GraphQL */ `
  mutation UpdateEmployeeTaxRecord($id: Int!, $version: Int!, $input: EmployeeTaxRecordInput!) {
    updateEmployeeTaxRecord(id: $id, version: $version, input: $input) {
      id
      taxConfigurationId
      agentId
      agentName
      nik
      branchName
      year
      taxIdKind
      taxId
      ptkp
      terCategory
      recipient
      startMonth
      endMonth
      subjectiveChange
      openingBruto
      openingWithheld
      openingDeductions
      previousEmployerBruto
      previousEmployerWithheld
      previousEmployerDeductions
      note
      version
      updatedAt
    }
  }
`);

export const DeleteEmployeeTaxRecordMutation = graphql(/* GraphQL */ `
  mutation DeleteEmployeeTaxRecord($id: Int!) {
    deleteEmployeeTaxRecord(id: $id)
  }
`);

export const GenerateEmployeeTaxRecordsMutation = graphql(/* GraphQL */ `
  mutation GenerateEmployeeTaxRecords($taxConfigurationId: Int!, $year: Int!) {
    generateEmployeeTaxRecords(taxConfigurationId: $taxConfigurationId, year: $year)
  }
`);

/** Workers to add a record for (menu employee-list): their tax id and PTKP prefill the form. */
export const TaxRecordAgentSearchQuery = graphql(/* GraphQL */ `
  query TaxRecordAgentSearch($q: String, $limit: Int) {
    agents(limit: $limit, sort: "fullName", filter: { q: $q }) {
      totalItems
      items {
        id
        fullName
        nik
        npwp
        ptkpStatus
        joinDate
        branch {
          id
          name
        }
      }
    }
  }
`);
