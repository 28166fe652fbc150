import { Type } from "typebox";
import { DAY_TYPES, rangeDays } from "../../../../domain/schedules/generate.ts";
import type { Db } from "../../../db/pool.ts";
import { audit } from "../../../main/org/common.ts";
import { dataOf } from "../../../main/schemas.ts";
import { invalidFields, notFound } from "../../../shared/errors.ts";
import type { App } from "../../../shared/typed.ts";
import { DateText, dateProblem, ISO_DATE_MESSAGE, SCHEDULE_MENU } from "./shared.ts";

const MAX_LIST_DAYS = 366;

const DayTypeSchema = Type.Enum([...DAY_TYPES]);

const ScheduleDaySchema = Type.Object({
  agentId: Type.Integer(),
  date: Type.String(),
  shiftId: Type.Union([Type.Integer(), Type.Null()]),
  dayType: DayTypeSchema,
});

const CellSchema = Type.Object({
  date: Type.String(),
  dayType: DayTypeSchema,
  source: Type.String(),
  shiftId: Type.Union([Type.Integer(), Type.Null()]),
  shiftCode: Type.Union([Type.String(), Type.Null()]),
  shiftName: Type.Union([Type.String(), Type.Null()]),
  startTime: Type.Union([Type.String(), Type.Null()]),
  endTime: Type.Union([Type.String(), Type.Null()]),
  crossesMidnight: Type.Boolean(),
  /** The shift's instants in UTC, from the date and times in the branch's zone. */
  startsAt: Type.Union([Type.String(), Type.Null()]),
  endsAt: Type.Union([Type.String(), Type.Null()]),
});

const GridSchema = Type.Object({
  month: Type.String(),
  days: Type.Array(
    Type.Object({
      date: Type.String(),
      holidays: Type.Array(
        Type.Object({
          name: Type.String(),
          kind: Type.String(),
          provinceIds: Type.Array(Type.String()),
        }),
      ),
    }),
  ),
  items: Type.Array(
    Type.Object({
      agentId: Type.Integer(),
      fullName: Type.String(),
      nik: Type.String(),
      branchName: Type.String(),
      projectName: Type.Union([Type.String(), Type.Null()]),
      timezone: Type.String(),
      cells: Type.Array(CellSchema),
    }),
  ),
  totalItems: Type.Integer(),
  limit: Type.Integer(),
  page: Type.Integer(),
});

const CsvIds = Type.Optional(
  Type.String({ maxLength: 1200, pattern: "^[0-9]{1,10}(,[0-9]{1,10}){0,99}$" }),
);
const idsOf = (value: string | undefined) => (value ? value.split(",").map(Number) : null);

/**
 * Employee schedules (issue 13): the generated day rows by employee and date, the month grid
 * of the console, and the single-day override (menu employee-schedule).
 */
export function scheduleRoutes(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    "/employee-schedules",
    {
      config: { menu: SCHEDULE_MENU },
      schema: {
        summary:
          "The planned days from `from` to `to` (at most 366 days), of one employee or all, by employee and date",
        querystring: Type.Object({
          agentId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
          from: DateText("first day"),
          to: DateText("last day"),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000, default: 400 })),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
        }),
        response: {
          200: dataOf(
            Type.Object({ items: Type.Array(ScheduleDaySchema), totalItems: Type.Integer() }),
          ),
        },
      },
    },
    async (request) => {
      const { agentId, from, to } = request.query;
      const limit = request.query.limit ?? 400;
      const page = request.query.page ?? 1;
      const message = "Invalid schedule range";
      const problems = [...dateProblem("from", from), ...dateProblem("to", to)];
      if (problems.length > 0) throw invalidFields(message, problems);
      const days = rangeDays(from, to)!;
      if (days < 1)
        throw invalidFields(message, [
          { field: "to", message: "must be on or after the start date" },
        ]);
      if (days > MAX_LIST_DAYS)
        throw invalidFields(message, [
          { field: "to", message: `must be at most ${MAX_LIST_DAYS} days from the start date` },
        ]);
      const answer = await db.tenant(request.principal.clientId, async (tx) => {
        if (agentId !== undefined) {
          const agent = await tx.query("SELECT 1 FROM agents WHERE id = $1", [agentId]);
          if (agent.rowCount === 0) throw notFound("Employee");
        }
        const found = await tx.query<{
          agentId: number;
          date: string;
          shiftId: number | null;
          dayType: string;
          total: number;
        }>(
          `SELECT agent_id AS "agentId", to_char(date, 'YYYY-MM-DD') AS date, shift_id AS "shiftId",
                  day_type AS "dayType", count(*) OVER ()::int AS total
           FROM employee_schedule_days
           WHERE ($1::int IS NULL OR agent_id = $1) AND date BETWEEN $2 AND $3
           ORDER BY agent_id, date LIMIT $4 OFFSET $5`,
          [agentId ?? null, from, to, limit, (page - 1) * limit],
        );
        const totalItems = found.rows[0]?.total ?? 0;
        return {
          items: found.rows.map(({ total: _t, ...row }) => row),
          totalItems,
        };
      });
      return { data: answer } as never;
    },
  );

  app.get(
    "/employee-schedules/grid",
    {
      config: { menu: SCHEDULE_MENU },
      schema: {
        summary:
          "The console grid: employees × the days of a month, each cell the shift (code, name, " +
          "times) and day type; filters by branch and project, search by name or NIK, paging of employees",
        querystring: Type.Object({
          month: Type.String({ pattern: "^[0-9]{4}-(0[1-9]|1[0-2])$", description: "YYYY-MM" }),
          branchIds: CsvIds,
          projectIds: CsvIds,
          q: Type.Optional(Type.String({ maxLength: 100, pattern: "^[^\\u0000]*$" })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
        }),
        response: { 200: dataOf(GridSchema) },
      },
    },
    async (request) => {
      const { month, q } = request.query;
      const limit = request.query.limit ?? 20;
      const page = request.query.page ?? 1;
      const first = `${month}-01`;
      const grid = await db.tenant(request.principal.clientId, async (tx) => {
        const days = await tx.query<{
          date: string;
          holidays: { name: string; kind: string; provinceIds: string[] }[];
        }>(
          `SELECT to_char(g, 'YYYY-MM-DD') AS date,
                  coalesce((SELECT json_agg(json_build_object('name', h.name, 'kind', h.kind,
                              'provinceIds', coalesce(h.province_ids, '{}')) ORDER BY h.kind, h.name)
                            FROM holidays h WHERE h.date = g::date AND h.observed), '[]') AS holidays
           FROM generate_series($1::date, ($1::date + interval '1 month' - interval '1 day'), interval '1 day') g
           ORDER BY g`,
          [first],
        );
        const agents = await tx.query<{
          agentId: number;
          fullName: string;
          nik: string;
          branchName: string;
          projectName: string | null;
          timezone: string;
          total: number;
        }>(
          `SELECT a.id AS "agentId", a.full_name AS "fullName", a.nik, b.name AS "branchName",
                  p.name AS "projectName", b.timezone, count(*) OVER ()::int AS total
           FROM agents a JOIN branches b ON b.id = a.branch_id
           LEFT JOIN projects p ON p.id = a.project_id
           WHERE a.worker_status = 'active'
             AND ($1::int[] IS NULL OR a.branch_id = ANY ($1))
             AND ($2::int[] IS NULL OR a.project_id = ANY ($2))
             AND ($3::text IS NULL OR a.full_name ILIKE '%' || $3 || '%' OR a.nik LIKE $3 || '%')
           ORDER BY lower(a.full_name), a.id LIMIT $4 OFFSET $5`,
          [
            idsOf(request.query.branchIds),
            idsOf(request.query.projectIds),
            q?.trim() ? q.trim().replace(/[\\%_]/g, "\\$&") : null,
            limit,
            (page - 1) * limit,
          ],
        );
        const ids = agents.rows.map((a) => a.agentId);
        const cells = await tx.query<{ agentId: number } & Record<string, unknown>>(
          `SELECT e.agent_id AS "agentId", to_char(e.date, 'YYYY-MM-DD') AS date,
                  e.day_type AS "dayType", e.source, e.shift_id AS "shiftId",
                  s.code AS "shiftCode", s.name AS "shiftName",
                  to_char(s.start_time, 'HH24:MI') AS "startTime",
                  to_char(s.end_time, 'HH24:MI') AS "endTime",
                  coalesce(s.crosses_midnight, false) AS "crossesMidnight",
                  to_char((e.date + s.start_time) AT TIME ZONE b.timezone AT TIME ZONE 'UTC',
                          'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "startsAt",
                  to_char((e.date + s.end_time + CASE WHEN s.crosses_midnight THEN interval '1 day'
                           ELSE interval '0' END) AT TIME ZONE b.timezone AT TIME ZONE 'UTC',
                          'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "endsAt"
           FROM employee_schedule_days e
           JOIN agents a ON a.id = e.agent_id JOIN branches b ON b.id = a.branch_id
           LEFT JOIN shifts s ON s.id = e.shift_id
           WHERE e.agent_id = ANY ($1::int[])
             AND e.date BETWEEN $2::date AND ($2::date + interval '1 month' - interval '1 day')::date
           ORDER BY e.agent_id, e.date`,
          [ids, first],
        );
        const byAgent = new Map<number, Record<string, unknown>[]>();
        for (const { agentId, ...cell } of cells.rows) {
          const list = byAgent.get(agentId) ?? [];
          list.push(cell);
          byAgent.set(agentId, list);
        }
        let totalItems = agents.rows[0]?.total ?? 0;
        if (agents.rows.length === 0 && page > 1) totalItems = -1;
        return {
          month,
          days: days.rows,
          items: agents.rows.map(({ total: _t, ...agent }) => ({
            ...agent,
            cells: byAgent.get(agent.agentId) ?? [],
          })),
          totalItems,
          limit,
          page,
        };
      });
      if (grid.totalItems === -1) {
        // A page past the end still says how many there are.
        const again = await db.tenant(request.principal.clientId, (tx) =>
          tx.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM agents a WHERE a.worker_status = 'active'
               AND ($1::int[] IS NULL OR a.branch_id = ANY ($1))
               AND ($2::int[] IS NULL OR a.project_id = ANY ($2))
               AND ($3::text IS NULL OR a.full_name ILIKE '%' || $3 || '%' OR a.nik LIKE $3 || '%')`,
            [
              idsOf(request.query.branchIds),
              idsOf(request.query.projectIds),
              q?.trim() ? q.trim().replace(/[\\%_]/g, "\\$&") : null,
            ],
          ),
        );
        grid.totalItems = again.rows[0]!.n;
      }
      return { data: grid } as never;
    },
  );

  app.put(
    "/employee-schedules/:agentId/:date",
    {
      config: { menu: SCHEDULE_MENU },
      schema: {
        summary:
          "Overrides one employee's day: another shift, or a day off (shiftId null). The row's " +
          "source becomes override, which a later bulk assign keeps",
        params: Type.Object({
          agentId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
          date: Type.String({ maxLength: 10 }),
        }),
        body: Type.Object(
          {
            shiftId: Type.Union([
              Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
              Type.Null(),
            ]),
          },
          { additionalProperties: false },
        ),
        response: { 200: dataOf(ScheduleDaySchema) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { agentId, date } = request.params;
      const { shiftId } = request.body;
      const message = "Failed to Update Schedule";
      const day = await db.tenant(principal.clientId, async (tx) => {
        const agent = await tx.query("SELECT 1 FROM agents WHERE id = $1", [agentId]);
        if (agent.rowCount === 0) throw notFound("Employee");
        if (dateProblem("date", date).length > 0)
          throw invalidFields(message, [{ field: "date", message: ISO_DATE_MESSAGE }]);
        if (shiftId !== null) {
          const shift = await tx.query("SELECT 1 FROM shifts WHERE id = $1", [shiftId]);
          if (shift.rowCount === 0)
            throw invalidFields(message, [
              { field: "shiftId", message: "is not a shift of this client" },
            ]);
        }
        const read = (lock: boolean) =>
          tx.query<{
            agentId: number;
            date: string;
            shiftId: number | null;
            dayType: string;
            source: string;
          }>(
            `SELECT agent_id AS "agentId", to_char(date, 'YYYY-MM-DD') AS date, shift_id AS "shiftId",
                    day_type AS "dayType", source
             FROM employee_schedule_days WHERE agent_id = $1 AND date = $2 ${lock ? "FOR UPDATE" : ""}`,
            [agentId, date],
          );
        const before = (await read(true)).rows[0] ?? null;
        await tx.query(
          `INSERT INTO employee_schedule_days (client_id, agent_id, date, shift_id, day_type, source)
           VALUES ($1, $2, $3, $4, $5, 'override')
           ON CONFLICT (client_id, agent_id, date) DO UPDATE SET shift_id = EXCLUDED.shift_id,
             day_type = EXCLUDED.day_type, source = 'override', master_schedule_id = NULL,
             schedule_pattern_id = NULL, updated_at = now()`,
          [principal.clientId, agentId, date, shiftId, shiftId === null ? "day_off" : "working"],
        );
        const after = (await read(false)).rows[0]!;
        await audit(tx, principal, {
          action: "employee_schedule.override",
          entityType: "employee_schedule_day",
          entityId: agentId,
          before,
          after,
        });
        const { source: _s, ...answer } = after;
        return answer;
      });
      return { data: day } as never;
    },
  );
}
