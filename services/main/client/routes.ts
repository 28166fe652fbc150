import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { Db } from "../../db/pool.ts";
import { notFound } from "../../shared/errors.ts";
import { typed } from "../../shared/typed.ts";
import { dataOf, ModulesSchema } from "../schemas.ts";

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

const RoleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  is_super_admin: Type.Boolean(),
  menus: Type.Array(Type.String()),
});

const ROLE_COLUMNS = `r.id, r.name, r.is_super_admin,
  ARRAY(SELECT menu_id FROM role_menus rm WHERE rm.role_id = r.id ORDER BY menu_id) AS menus`;

/** The caller's modules (SPEC §7) and the client's roles (users: ../users, audit trail: ../audit). */
export function clientRoutes(server: FastifyInstance, deps: { db: Db }): void {
  const app = typed(server);
  const { db } = deps;

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

  app.get(
    "/client/roles",
    {
      config: { menu: "role-management" },
      schema: {
        summary: "Roles of the caller's client",
        response: { 200: dataOf(Type.Array(RoleSchema)) },
      },
    },
    async (request) => {
      const { principal } = request;
      const rows = await db.tenant(principal.clientId, (tx) =>
        tx.query(`SELECT ${ROLE_COLUMNS} FROM roles r ORDER BY r.name`),
      );
      return { data: rows.rows };
    },
  );

  app.get(
    "/client/roles/:id",
    {
      config: { menu: "role-management" },
      schema: {
        summary: "One role with its menus",
        params: IdParams,
        response: { 200: dataOf(RoleSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const found = await db.tenant(principal.clientId, (tx) =>
        tx.query(`SELECT ${ROLE_COLUMNS} FROM roles r WHERE r.id = $1`, [id]),
      );
      if (!found.rows[0]) throw notFound("Role");
      return { data: found.rows[0] };
    },
  );
}
