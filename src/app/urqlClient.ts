import { cacheExchange } from "@urql/exchange-graphcache";
import { Client, fetchExchange } from "urql";
import { readToken } from "./authCookie.ts";
import { type ErrorHandlers, errorExchange } from "./session/errorExchange.ts";

const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || "Asia/Jakarta";

/**
 * One urql client with a normalised cache and explicit keys for types without an id. Queries
 * do not refetch on focus or reconnect (SPEC §8): urql does neither unless asked.
 */
export function createUrqlClient(handlers: ErrorHandlers): Client {
  return new Client({
    url: "/graphql",
    fetchSubscriptions: true,
    requestPolicy: "cache-first",
    exchanges: [
      errorExchange(handlers),
      cacheExchange({
        keys: {
          Me: () => null,
          Modules: () => null,
          LoginResult: () => null,
          SystemConfig: () => null,
          Maintenance: () => null,
          FeatureFlag: (flag) => String(flag["name"]),
          EnumEntry: () => null,
          EnumLabels: () => null,
          SystemEnum: (entry) => String(entry["name"]),
          SessionEvent: () => null,
        },
      }),
      fetchExchange,
    ],
    fetchOptions: () => {
      const token = readToken();
      const headers: Record<string, string> = { "x-client-timezone": timezone };
      if (token) headers["authorization"] = `Bearer ${token}`;
      return { headers };
    },
  });
}
