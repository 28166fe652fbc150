import type { FastifyInstance } from "fastify";
import type { Principal } from "../../shared/principal.ts";
import { typed } from "../../shared/typed.ts";
import { dataOf, ModulesSchema } from "../schemas.ts";

/**
 * The caller's modules (SPEC §7). The client's roles, users and audit trail have their own
 * route groups: ../roles, ../users, ../audit.
 */
export function clientRoutes(server: FastifyInstance): void {
  const app = typed(server);

  app.get(
    "/client/modules",
    {
      config: { session: true },
      schema: {
        summary: "The caller's role and menu ids (SPEC §7), polled every 10 s",
        response: { 200: dataOf(ModulesSchema) },
      },
    },
    async (request) => ({ data: modulesOf(request.principal) }),
  );
}

/** The caller's modules; also what the gateway reads in-process (issue 19, server/app.ts). */
export function modulesOf(principal: Principal) {
  return { roles: principal.roleName, menus: principal.menus };
}
