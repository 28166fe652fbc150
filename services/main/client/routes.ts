import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { Db } from "../../db/pool.ts";
import { notFound } from "../../shared/errors.ts";
import { typed } from "../../shared/typed.ts";
import { dataOf, ModulesSchema, PageQuery } from "../schemas.ts";
import { auditLogPage } from "./audit.ts";

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

const UserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  fullname: Type.String(),
  status: Type.String(),
  role_id: Type.Integer(),
  role_name: Type.String(),
  created_at: Type.String(),
});
const USER_COLUMNS = `u.id, u.email, u.fullname, u.status, u.role_id, r.name AS role_name,
  to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`;

/** The caller's modules (SPEC §7) and the client's users and audit trail (roles: ../roles). */
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
    "/client/users",
    {
      config: { menu: "role-management" },
      schema: {
        summary: "Console users of the caller's client",
        querystring: Type.Object(PageQuery),
        response: {
          200: Type.Object({
            data: Type.Array(UserSchema),
            meta: Type.Object({
              limit: Type.Integer(),
              page: Type.Integer(),
              totalItems: Type.Integer(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const { principal } = request;
      const { limit = 10, page = 1, q } = request.query;
      const rows = await db.tenant(principal.clientId, (tx) =>
        tx.query(
          `SELECT ${USER_COLUMNS}, count(*) OVER ()::int AS total
           FROM users u JOIN roles r ON r.id = u.role_id
           WHERE ($1::text IS NULL OR u.fullname ILIKE '%' || $1 || '%' OR u.email ILIKE '%' || $1 || '%')
           ORDER BY u.fullname, u.id LIMIT $2 OFFSET $3`,
          [q?.trim() || null, limit === 0 ? null : limit, limit === 0 ? 0 : (page - 1) * limit],
        ),
      );
      return {
        data: rows.rows.map(({ total: _total, ...user }) => user),
        meta: { limit, page, totalItems: rows.rows[0]?.total ?? 0 },
      };
    },
  );

  app.get(
    "/client/users/:id",
    {
      config: { menu: "role-management" },
      schema: {
        summary: "One console user",
        params: IdParams,
        response: { 200: dataOf(UserSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { id } = request.params;
      const found = await db.tenant(principal.clientId, (tx) =>
        tx.query(
          `SELECT ${USER_COLUMNS} FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id = $1`,
          [id],
        ),
      );
      if (!found.rows[0]) throw notFound("User");
      return { data: found.rows[0] };
    },
  );

  app.get(
    "/client/audit-log",
    {
      config: { menu: "role-management" },
      schema: {
        summary:
          "The client's audit trail, newest first; `q` finds text in the action, entity, actor name or actor e-mail",
        querystring: Type.Object(PageQuery),
      },
    },
    async (request) => {
      const { principal } = request;
      const { limit = 10, page = 1, q } = request.query;
      return db.tenant(principal.clientId, (tx) => auditLogPage(tx, { limit, page, q }));
    },
  );
}
