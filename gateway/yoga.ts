import { GraphQLError } from "graphql";
import { createYoga } from "graphql-yoga";
import { closeLocalScope, contextFactory, responseCookies } from "./context.ts";
import { corsOriginsFrom, corsPlugin } from "./cors.ts";
import { introspectionAccessPlugin, requestSizePlugin, responseSizePlugin } from "./guards.ts";
import { operationLimitsPlugin } from "./limits.ts";
import { documentNestingPlugin } from "./nesting.ts";
import { schema } from "./schema.ts";
import type { LocalServices, ServiceUrls } from "./services.ts";
import { sessionProofPlugin } from "./session.ts";

/** `services` is read per request, so a server listening on port 0 can fill it in later. */
export type GatewayOptions = {
  services: () => ServiceUrls;
  /** Issue 19: the services in this process, called without a socket (server/app.ts). */
  local?: LocalServices;
  graphiql?: boolean;
  /** Who may introspect: anyone (development), or signed-in callers (production default). */
  introspection?: "open" | "signed-in";
  /** Origins besides the console's own that may call with credentials (CORS_ORIGINS). */
  corsOrigins?: readonly string[];
};

/**
 * The GraphQL gateway. Expected errors keep their `extensions.code`; anything else is masked
 * as "Unexpected error." (and logged). Every operation is held to gateway/limits.ts (depth,
 * aliases, size, per-item calls) before it runs, and to gateway/guards.ts (request and answer
 * size, introspection for signed-in callers in production); CORS is gateway/cors.ts.
 */
export function createGateway(options: GatewayOptions) {
  const production = process.env["NODE_ENV"] === "production";
  const introspection = options.introspection ?? (production ? "signed-in" : "open");
  return createYoga({
    schema,
    graphqlEndpoint: "/graphql",
    context: contextFactory(options.services, options.local),
    graphiql: options.graphiql ?? process.env["NODE_ENV"] !== "production",
    landingPage: false,
    // yoga's own CORS reflects any Origin with credentials; corsPlugin decides instead.
    cors: false,
    plugins: [
      corsPlugin(options.corsOrigins ?? corsOriginsFrom(process.env)),
      requestSizePlugin(),
      documentNestingPlugin(),
      operationLimitsPlugin(),
      ...(introspection === "signed-in" ? [introspectionAccessPlugin()] : []),
      sessionProofPlugin(),
      responseSizePlugin(),
      {
        // The services' session cookie (login sets it, logout and a dead cookie clear it).
        onResponse({ request, response }) {
          closeLocalScope(request);
          for (const value of responseCookies(request))
            response.headers.append("set-cookie", value);
        },
      },
    ],
    // Unexpected errors are logged by maskError below; expected ones are answers, not faults.
    logging: false,
    maskedErrors: {
      maskError(error, message) {
        const original = (error as { originalError?: unknown }).originalError;
        // The error graphql-js located (path, locations, and for a variable its name) carries
        // its cause's extensions, so it is answered as is.
        if (isGraphQLError(original)) return isGraphQLError(error) ? error : original;
        if (isGraphQLError(error) && !original) return error;
        console.error("[gateway] unexpected error", original ?? error);
        return new GraphQLError(message, { extensions: { code: "INTERNAL_SERVER_ERROR" } });
      },
    },
  });
}

/**
 * By name, not instanceof: a test runner or bundler can load two copies of graphql, and an
 * expected error must not be masked because it came from the other copy.
 */
function isGraphQLError(value: unknown): value is GraphQLError {
  return value instanceof Error && value.name === "GraphQLError";
}

export type Gateway = ReturnType<typeof createGateway>;
