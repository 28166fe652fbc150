import { useCallback } from "react";
import { createRequest, useClient } from "urql";
import type { HeadersSource } from "../model/transport.ts";

/**
 * The headers this tab's GraphQL calls carry (its session's handle, the client time
 * zone), taken from the urql client so the REST calls of an upload can never drift from them.
 */
export function useSessionHeaders(): HeadersSource {
  const client = useClient();
  return useCallback(() => {
    const operation = client.createRequestOperation("query", createRequest("{ __typename }", {}));
    const options = operation.context.fetchOptions;
    const init = typeof options === "function" ? options() : options;
    return new Headers(init?.headers);
  }, [client]);
}
