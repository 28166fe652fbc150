import { Type } from "typebox";
import { AGENT_FIELDS_MAX } from "../../../../domain/workforce/agent.ts";
import type { Db } from "../../../db/pool.ts";
import type { App } from "../../../shared/typed.ts";
import { escapeLike, pageAnswer, pagedRows, pageOf } from "../../org/common.ts";
import { NO_NUL } from "../../schemas.ts";
import {
  AgentFieldSchema,
  FIELD_READERS,
  FIELD_SELECT,
  FIELD_SORTS,
  type FieldRow,
} from "./shared.ts";

/** GET /agent-fields: the client's additional-data fields. */
export function listRoute(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/agent-fields",
    {
      config: { menus: FIELD_READERS },
      schema: {
        summary: `The client's additional-data fields, active first, then by \`sort\` (default position; ${Object.keys(FIELD_SORTS).join(", ")}); \`q\` searches key and label. At most ${AGENT_FIELDS_MAX} are active, so the default page (limit ${AGENT_FIELDS_MAX}) holds them all (menus employee-additional-data / employee-list)`,
        querystring: Type.Object({
          includeArchived: Type.Optional(Type.Boolean({ default: false })),
          q: Type.Optional(Type.String({ maxLength: 100, pattern: NO_NUL })),
          sort: Type.Optional(
            Type.String({
              maxLength: 40,
              pattern: `^-?(${Object.keys(FIELD_SORTS).join("|")})$`,
              description: "a leading - for descending",
            }),
          ),
          limit: Type.Optional(
            Type.Integer({ minimum: 1, maximum: AGENT_FIELDS_MAX, default: AGENT_FIELDS_MAX }),
          ),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
        }),
        response: { 200: pageOf(AgentFieldSchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const query = request.query;
      const limit = query.limit ?? AGENT_FIELDS_MAX;
      const page = query.page ?? 1;
      const sort = query.sort ?? "position";
      const descending = sort.startsWith("-");
      const column = FIELD_SORTS[(descending ? sort.slice(1) : sort) as keyof typeof FIELD_SORTS];
      const direction = descending ? "DESC" : "ASC";
      const paged = await db.tenant(principal.clientId, (tx) =>
        pagedRows(
          async (rows, offset) =>
            (
              await tx.query<FieldRow & { total: number }>(
                `SELECT ${FIELD_SELECT}, count(*) OVER ()::int AS total FROM agent_fields
                 WHERE ($1 OR status = 'active')
                   AND ($2::text IS NULL OR key ILIKE '%' || $2 || '%'
                        OR label ILIKE '%' || $2 || '%')
                 ORDER BY status, ${column} ${direction}, id ${direction}
                 LIMIT $3 OFFSET $4`,
                [query.includeArchived ?? false, escapeLike(query.q), rows, offset],
              )
            ).rows,
          limit,
          page,
        ),
      );
      return pageAnswer(paged, limit, page);
    },
  );
}
