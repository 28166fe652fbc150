import { graphql } from "../../../gql";
import type { EntityPickerSource } from "../../org-common/index.ts";

const MerchantOptionsQuery = graphql(/* GraphQL */ `
  query MerchantOptions($q: String, $limit: Int, $status: String) {
    merchants(limit: $limit, sort: "name", filter: { q: $q, status: $status }) {
      items {
        id
        code
        name
      }
    }
  }
`);

const MerchantOptionQuery = graphql(/* GraphQL */ `
  query MerchantOption($id: Int!) {
    merchant(id: $id) {
      id
      code
      name
    }
  }
`);

const optionOf = (merchant: { id: number; code: string; name: string }) => ({
  value: String(merchant.id),
  label: `${merchant.name} (${merchant.code})`,
});

function merchantSource(status: string | undefined): EntityPickerSource {
  return {
    async search(client, q, limit) {
      const result = await client
        .query(MerchantOptionsQuery, { q: q || undefined, limit, status })
        .toPromise();
      return result.data?.merchants.items.map(optionOf) ?? [];
    },
    async lookup(client, id) {
      const result = await client.query(MerchantOptionQuery, { id }).toPromise();
      return result.data?.merchant ? optionOf(result.data.merchant) : null;
    },
  };
}

/** Active merchants, for forms. */
export const activeMerchants = merchantSource("active");
/** Every merchant, for filters. */
export const anyMerchant = merchantSource(undefined);
