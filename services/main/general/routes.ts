import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { systemEnums } from "../../../domain/enums.ts";
import type { Db } from "../../db/pool.ts";
import { readSystemConfig } from "../../shared/flags.ts";
import { typed } from "../../shared/typed.ts";
import { dataOf, PageQuery, RegionSchema } from "../schemas.ts";

const RegionList = Type.Object({
  data: Type.Array(RegionSchema),
  meta: Type.Object({ limit: Type.Integer(), page: Type.Integer(), totalItems: Type.Integer() }),
});

/** provinces → cities → districts, each filterable by its parent, `q` and explicit `ids`. */
const REGION_TABLES = {
  provinces: { table: "provinces", parent: null },
  cities: { table: "cities", parent: "province_id" },
  districts: { table: "districts", parent: "city_id" },
} as const;

export function generalRoutes(
  server: FastifyInstance,
  deps: { db: Db; environment: string },
): void {
  const app = typed(server);
  const { db } = deps;

  for (const [path, { table, parent }] of Object.entries(REGION_TABLES)) {
    const parentQuery = parent
      ? { [parent]: Type.Optional(Type.String({ maxLength: 20, pattern: "^[0-9.]*$" })) }
      : {};
    app.get(
      `/general/${path}`,
      {
        config: { session: true },
        schema: {
          summary: `Indonesian ${path} (limit 0 = all)`,
          querystring: Type.Object({
            ...PageQuery,
            ids: Type.Optional(
              Type.String({
                maxLength: 4000,
                pattern: "^[0-9.,\\s]*$",
                description: "comma-separated ids",
              }),
            ),
            ...parentQuery,
          }),
          response: { 200: RegionList },
        },
      },
      async (request) => {
        const query = request.query;
        const limit = query.limit ?? 10;
        const page = query.page ?? 1;
        const ids = query.ids
          ? query.ids
              .split(",")
              .map((id) => id.trim())
              .filter(Boolean)
          : null;
        // The parent filter's name depends on the table: the schema above declares it.
        const parentId = parent
          ? ((query as Record<string, string | undefined>)[parent] ?? null)
          : null;
        const result = await db.global((tx) =>
          tx.query<{ id: string; name: string; total: number }>(
            `SELECT id, name, count(*) OVER ()::int AS total FROM ${table}
             WHERE ($1::text IS NULL OR name ILIKE '%' || $1 || '%')
               AND ($2::text[] IS NULL OR id = ANY($2))
               ${parent ? `AND ($3::text IS NULL OR ${parent} = $3)` : "AND $3::text IS NULL"}
             ORDER BY name, id
             LIMIT $4 OFFSET $5`,
            [
              query.q?.trim() || null,
              ids,
              parentId,
              limit === 0 ? null : limit,
              limit === 0 ? 0 : (page - 1) * limit,
            ],
          ),
        );
        return {
          data: result.rows.map(({ id, name }) => ({ id, name })),
          meta: { limit, page, totalItems: result.rows[0]?.total ?? 0 },
        };
      },
    );
  }

  app.get(
    "/general/system-enums",
    {
      config: { session: true },
      schema: { summary: "Every enumeration of SPEC §3, §4 and §9 with en/id labels" },
    },
    async () => {
      return { data: systemEnums };
    },
  );

  app.get(
    "/general/system-config",
    {
      config: { session: true },
      schema: {
        summary: "Maintenance toggles and the caller's feature flags (SPEC §6)",
        response: {
          200: dataOf(
            Type.Object({
              maintenance: Type.Record(Type.String(), Type.Boolean()),
              feature_flags: Type.Record(Type.String(), Type.Boolean()),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { principal } = request;
      return { data: await readSystemConfig(db, principal.clientId, deps.environment) };
    },
  );
}
