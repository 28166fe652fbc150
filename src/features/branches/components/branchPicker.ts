import { graphql } from "../../../gql";
import type { EntityPickerSource } from "../../org-common/EntityPicker.tsx";

const BranchOptionsQuery = graphql(/* GraphQL */ `
  query BranchOptions($q: String, $limit: Int, $status: String) {
    branches(limit: $limit, sort: "name", filter: { q: $q, status: $status }) {
      items {
        id
        code
        name
      }
    }
  }
`);

const BranchOptionQuery = graphql(/* GraphQL */ `
  query BranchOption($id: Int!) {
    branch(id: $id) {
      id
      code
      name
    }
  }
`);

const optionOf = (branch: { id: number; code: string; name: string }) => ({
  value: String(branch.id),
  label: `${branch.name} (${branch.code})`,
});

function branchSource(status: string | undefined): EntityPickerSource {
  return {
    async search(client, q, limit) {
      const result = await client
        .query(BranchOptionsQuery, { q: q || undefined, limit, status })
        .toPromise();
      return result.data?.branches.items.map(optionOf) ?? [];
    },
    async lookup(client, id) {
      const result = await client.query(BranchOptionQuery, { id }).toPromise();
      return result.data?.branch ? optionOf(result.data.branch) : null;
    },
  };
}

/** Active branches, for forms: a new record goes to a branch that is open. */
export const activeBranches = branchSource("active");
/** Every branch, for filters. */
export const anyBranch = branchSource(undefined);
