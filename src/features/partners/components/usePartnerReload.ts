import { useCallback } from "react";
import { useClient } from "urql";
import { useFragment } from "../../../gql";
import { PartnerFields, PartnerLatestQuery, type PartnerRow } from "./documents.ts";

/**
 * Fetches a partner as saved now, past the cache (someone else changed it meanwhile); null
 * when it is gone or out of reach.
 */
export function usePartnerReload(): (id: number) => Promise<PartnerRow | null> {
  const client = useClient();
  return useCallback(
    async (id: number) => {
      const result = await client
        .query(PartnerLatestQuery, { id }, { requestPolicy: "network-only" })
        .toPromise();
      const partner = result.data?.partner;
      // The generated `useFragment` only unmasks the type; it is no React hook.
      // biome-ignore lint/correctness/useHookAtTopLevel: see above.
      return partner ? useFragment(PartnerFields, partner) : null;
    },
    [client],
  );
}
