import { cacheExchange } from "@urql/exchange-graphcache";
import { Client, fetchExchange } from "urql";
import { readToken } from "./authCookie.ts";

const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || "Asia/Jakarta";

/** One urql client with a normalised cache; explicit keys for types without an id. */
export function createUrqlClient(): Client {
  return new Client({
    url: "/graphql",
    fetchSubscriptions: true,
    requestPolicy: "cache-first",
    exchanges: [
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
