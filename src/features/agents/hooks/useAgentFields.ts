import { useMemo } from "react";
import { useQuery } from "urql";
import { graphql } from "../../../gql";

const AgentFieldListQuery = graphql(/* GraphQL */ `
  query AgentFieldList($includeArchived: Boolean!) {
    agentFields(includeArchived: $includeArchived) {
      id
      key
      label
      type
      required
      position
      status
      options {
        label
        value
      }
    }
  }
`);

export type AgentFieldRow = {
  id: number;
  key: string;
  label: string;
  type: string;
  required: boolean;
  position: number;
  status: string;
  options: { label: string; value: string }[];
};

const NONE: AgentFieldRow[] = [];

/** The client's additional-data fields by position; archived ones only when asked. */
export function useAgentFields(includeArchived: boolean) {
  const [{ data, fetching, error }, refetch] = useQuery({
    query: AgentFieldListQuery,
    variables: { includeArchived },
  });
  const fields = useMemo(() => data?.agentFields ?? NONE, [data]);
  return { fields, fetching: fetching && !data, error, refetch };
}
