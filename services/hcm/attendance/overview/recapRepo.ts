import {
  OVERTIME_BEYOND_SHIFT,
  OVERTIME_WHOLE_DAY,
  RECAP_COUNTS,
  type RecapCountKey,
} from "../../../../domain/attendance/recap.ts";
import type { Tx } from "../../../db/pool.ts";
import { escapeLike, orderBy, pagedRows } from "../../../main/org/common.ts";

/**
 * Issue 14, Attendance Recap: per worker over a period, one aggregate pass over the period's
 * records (index attendance_records_recap: client_id, date, with what is counted included)
 * with a FILTER per column (domain/attendance/recap.ts says what each counts), joined to the
 * workers the filters select. A worker appears when active or when the period holds a record
 * of theirs (a worker who left mid-period keeps their days).
 */
export type RecapFilter = {
  from: string;
  to: string;
  branchId: number | null;
  q: string | null;
};

export type RecapRow = {
  agentId: number;
  employeeName: string;
  nik: string;
  branch: { id: number; name: string };
  scheduledDays: number;
  overtimeMinutes: number;
  workedMinutes: number;
} & Record<RecapCountKey, number>;

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

const countSql = RECAP_COUNTS.map(({ key, rule }) => {
  const where =
    "flag" in rule
      ? `${quote(rule.flag)} = ANY (r.flags)`
      : `r.status IN (${rule.statuses.map(quote).join(", ")})`;
  return `count(*) FILTER (WHERE ${where})::int AS "${key}"`;
}).join(",\n    ");

/**
 * Overtime minutes (the rule in domain/attendance/recap.ts): every worked minute of a day off
 * with overtime; on an overtime day those beyond scheduled end − start − the shift's break.
 */
const OVERTIME_SQL = `coalesce(sum(CASE
      WHEN r.status = ${quote(OVERTIME_WHOLE_DAY)} THEN r.worked_minutes
      WHEN r.status = ${quote(OVERTIME_BEYOND_SHIFT)} THEN greatest(0, r.worked_minutes - greatest(0,
        coalesce(extract(epoch FROM r.scheduled_end - r.scheduled_start)::int / 60, 0)
        - coalesce((SELECT s.break_minutes FROM shifts s WHERE s.id = r.shift_id), 0)))
    END), 0)::int`;

const AGGREGATE = `SELECT r.agent_id, count(*)::int AS "scheduledDays",
    ${countSql},
    ${OVERTIME_SQL} AS "overtimeMinutes",
    coalesce(sum(r.worked_minutes), 0)::int AS "workedMinutes"
  FROM attendance_records r
  WHERE r.client_id = $1 AND r.date BETWEEN $2::date AND $3::date
  GROUP BY r.agent_id`;

const KEYS = [
  "scheduledDays",
  ...RECAP_COUNTS.map((c) => c.key),
  "overtimeMinutes",
  "workedMinutes",
];

const SELECTED = `a.id AS "agentId", a.full_name AS "employeeName", a.nik,
  json_build_object('id', b.id, 'name', b.name) AS branch,
  ${KEYS.map((key) => `coalesce(x."${key}", 0) AS "${key}"`).join(", ")}`;

const FROM = `FROM agents a
  JOIN branches b ON b.id = a.branch_id
  LEFT JOIN period x ON x.agent_id = a.id
  WHERE a.client_id = $1
    AND (a.worker_status = 'active' OR x.agent_id IS NOT NULL)
    AND ($4::int IS NULL OR a.branch_id = $4)
    AND ($5::text IS NULL OR a.full_name ILIKE '%' || $5 || '%' OR a.nik LIKE $5 || '%')`;

/** The recap's sortable fields (the `sort` query parameter, a leading - for descending). */
export const RECAP_SORTABLE: Record<string, string> = {
  employeeName: "lower(a.full_name)",
  employeeId: "a.id",
  branch: "lower(b.name)",
  ...Object.fromEntries(KEYS.map((key) => [key, `coalesce(x."${key}", 0)`])),
};

const paramsOf = (clientId: number, filter: RecapFilter) => [
  clientId,
  filter.from,
  filter.to,
  filter.branchId,
  escapeLike(filter.q),
];

export async function listRecap(
  tx: Tx,
  clientId: number,
  filter: RecapFilter,
  page: { limit: number; page: number; sort: string | undefined },
) {
  const order = orderBy(page.sort, RECAP_SORTABLE, "employeeName", "a.id");
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<RecapRow & { total: number }>(
      `WITH period AS (${AGGREGATE})
       SELECT ${SELECTED}, count(*) OVER ()::int AS total ${FROM}
       ${order} LIMIT $6 OFFSET $7`,
      [...paramsOf(clientId, filter), limit, offset],
    );
    return result.rows;
  };
  return pagedRows(run, page.limit, page.page);
}

/** Every row the filters select, in the list's order (the export). */
export async function recapRows(
  tx: Tx,
  clientId: number,
  filter: RecapFilter,
  sort: string | undefined,
): Promise<RecapRow[]> {
  const order = orderBy(sort, RECAP_SORTABLE, "employeeName", "a.id");
  const result = await tx.query<RecapRow>(
    `WITH period AS (${AGGREGATE}) SELECT ${SELECTED} ${FROM} ${order}`,
    paramsOf(clientId, filter),
  );
  return result.rows;
}
