import type { FastifyInstance } from "fastify";
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
    async (request) => {
      const { principal } = request;
      return { data: { roles: principal.roleName, menus: principal.menus } };
    },
  );
}
