import { graphql } from "../../../gql";
import type { EntityPickerSource } from "../../org-common/index.ts";

const AgentOptionsQuery = graphql(/* GraphQL */ `
  query AgentOptions($q: String, $limit: Int) {
    agents(limit: $limit, sort: "fullName", filter: { q: $q, workerStatus: "active" }) {
      items {
        id
        fullName
        nik
      }
    }
  }
`);

const AgentOptionQuery = graphql(/* GraphQL */ `
  query AgentOption($id: Int!) {
    agent(id: $id) {
      id
      fullName
      nik
    }
  }
`);

const optionOf = (agent: { id: number; fullName: string; nik: string }) => ({
  value: String(agent.id),
  label: `${agent.fullName} (${agent.nik})`,
});

/** Active employees searched by name, NIK or phone (the agents list's own search). */
export const activeAgents: EntityPickerSource = {
  async search(client, q, limit) {
    const result = await client.query(AgentOptionsQuery, { q: q || undefined, limit }).toPromise();
    return result.data?.agents.items.map(optionOf) ?? [];
  },
  async lookup(client, id) {
    const result = await client.query(AgentOptionQuery, { id }).toPromise();
    return result.data?.agent ? optionOf(result.data.agent) : null;
  },
};
