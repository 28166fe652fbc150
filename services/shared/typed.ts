import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";

/**
 * The same instance, seen through the TypeBox type provider: a handler's `request.query`,
 * `params` and `body` are typed from the route's own TypeBox schemas (and its return value
 * checked against the response schema), so no handler casts what validation already proved.
 * Types only: validation stays with the server's Ajv compilers (services/shared/server.ts).
 */
export const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>();

export type App = ReturnType<typeof typed>;
