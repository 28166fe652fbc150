import {
  OVERTIME_BEYOND_SHIFT,
  OVERTIME_WHOLE_DAY,
  RECAP_COUNTS,
  type RecapCountKey,
  recapLeaveDays,
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
  /** Issue 15: approved overtime requests of the period (minutes, multiplier units). */
  approvedOvertimeMinutes: number;
  overtimeUnits: number;
  paidLeaveDays: number;
  unpaidLeaveDays: number;
  sickDays: number;
} & Record<RecapCountKey, number>;

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Overtime minutes (the rule in domain/attendance/recap.ts): every worked minute of a day off
 * with overtime; on an overtime day those beyond scheduled end − start − the shift's break.
 */
const OVERTIME_SQL = `CASE
      WHEN r.status = ${quote(OVERTIME_WHOLE_DAY)} THEN r.worked_minutes
      WHEN r.status = ${quote(OVERTIME_BEYOND_SHIFT)} THEN greatest(0, r.worked_minutes - greatest(0,
        coalesce(extract(epoch FROM r.scheduled_end - r.scheduled_start)::int / 60, 0)
        - coalesce((SELECT s.break_minutes FROM shifts s WHERE s.id = r.shift_id), 0)))
    END`;

const countSql = RECAP_COUNTS.map(({ key, rule }) => {
  const sum =
    "flag" in rule
      ? "coalesce(sum(s.flagged), 0)"
      : `coalesce(sum(s.n) FILTER (WHERE s.status IN (${rule.statuses.map(quote).join(", ")})), 0)`;
  return `${sum}::int AS "${key}"`;
}).join(",\n    ");

/**
 * The period's records summed per worker in two steps: per (worker, status) — a handful of
 * sums per row over the index's included columns — then per worker with a FILTER per column
 * over those few groups. `where` narrows the records further (one worker, for a page).
 */
const aggregate = (agent = "") => `SELECT s.agent_id, coalesce(sum(s.n), 0)::int AS "scheduledDays",
    ${countSql},
    coalesce(sum(s.overtime), 0)::int AS "overtimeMinutes",
    coalesce(sum(s.worked), 0)::int AS "workedMinutes",
    coalesce(max(ot.minutes), 0)::int AS "approvedOvertimeMinutes",
    coalesce(max(ot.units), 0)::float8 AS "overtimeUnits"
  FROM (SELECT r.agent_id, r.status, count(*) AS n,
          count(*) FILTER (WHERE 'late' = ANY (r.flags)) AS flagged,
          sum(r.worked_minutes) AS worked, sum(${OVERTIME_SQL}) AS overtime
        FROM attendance_records r
        WHERE r.client_id = $1 AND r.date BETWEEN $2::date AND $3::date
          ${agent && `AND r.agent_id = ${agent}`}
        GROUP BY r.agent_id, r.status) s
  -- Issue 15: the period's approved overtime requests (what the records' overtime_minutes sum).
  LEFT JOIN (SELECT o.agent_id, sum(o.minutes) AS minutes, sum(o.multiplier_units) AS units
             FROM overtime_requests o
             WHERE o.client_id = $1 AND o.status = 'approved'
               AND o.date BETWEEN $2::date AND $3::date ${agent && `AND o.agent_id = ${agent}`}
             GROUP BY o.agent_id) ot ON ot.agent_id = s.agent_id
  GROUP BY s.agent_id`;

const KEYS = [
  "scheduledDays",
  ...RECAP_COUNTS.map((c) => c.key),
  "overtimeMinutes",
  "workedMinutes",
  "approvedOvertimeMinutes",
  "overtimeUnits",
];

const counted = (alias: string) =>
  KEYS.map((key) => `coalesce(${alias}."${key}", 0) AS "${key}"`).join(", ");

/** Who the recap lists: active workers, and anyone with a record in the period. */
const WORKERS = `a.client_id = $1
    AND (a.worker_status = 'active'
         OR EXISTS (SELECT 1 FROM attendance_records w WHERE w.client_id = $1 AND w.agent_id = a.id
                    AND w.date BETWEEN $2::date AND $3::date))
    AND ($4::int IS NULL OR a.branch_id = $4)
    AND ($5::text IS NULL OR a.full_name ILIKE '%' || $5 || '%' OR a.nik LIKE $5 || '%')`;

const WHO = `a.id AS "agentId", a.full_name AS "employeeName", a.nik,
  json_build_object('id', b.id, 'name', b.name) AS branch`;

/** Sorts that need no count: the page is chosen first and only its workers are summed. */
const BY_WORKER: Record<string, string> = {
  employeeName: "lower(a.full_name)",
  employeeId: "a.id",
  branch: "lower(b.name)",
};

/** The recap's sortable fields (the `sort` query parameter, a leading - for descending). */
export const RECAP_SORTABLE: Record<string, string> = {
  ...BY_WORKER,
  ...Object.fromEntries(KEYS.map((key) => [key, `coalesce(x."${key}", 0)`])),
};

/** Issue 15: leave in days from the counts (domain/attendance/recap.ts recapLeaveDays). */
const withLeaveDays = <T extends RecapRow>(row: T): T => ({ ...row, ...recapLeaveDays(row) });

const paramsOf = (clientId: number, filter: RecapFilter) => [
  clientId,
  filter.from,
  filter.to,
  filter.branchId,
  escapeLike(filter.q),
];

/** The field a `sort` names, without its direction. */
const sortField = (sort: string | undefined) => (sort?.trim() || "employeeName").replace(/^-/, "");

export async function listRecap(
  tx: Tx,
  clientId: number,
  filter: RecapFilter,
  page: { limit: number; page: number; sort: string | undefined },
) {
  const order = orderBy(page.sort, RECAP_SORTABLE, "employeeName", "a.id");
  const byWorker = Object.hasOwn(BY_WORKER, sortField(page.sort));
  const run = async (limit: number, offset: number) => {
    const sql = byWorker
      ? // The page of workers first (by name, id or branch), then each one's records summed
        // through the (client_id, agent_id, date) index: a page costs the same at any size.
        `SELECT p."agentId", p."employeeName", p.nik, p.branch, ${counted("x")}, p.total
         FROM (SELECT ${WHO}, row_number() OVER (${order}) AS position, count(*) OVER ()::int AS total
               FROM agents a JOIN branches b ON b.id = a.branch_id
               WHERE ${WORKERS}
               ${order} LIMIT $6 OFFSET $7) p
         LEFT JOIN LATERAL (${aggregate('p."agentId"')}) x ON true
         ORDER BY p.position`
      : `WITH x AS (${aggregate()})
         SELECT ${WHO}, ${counted("x")}, count(*) OVER ()::int AS total
         FROM agents a JOIN branches b ON b.id = a.branch_id LEFT JOIN x ON x.agent_id = a.id
         WHERE ${WORKERS}
         ${order} LIMIT $6 OFFSET $7`;
    const result = await tx.query<RecapRow & { total: number }>(sql, [
      ...paramsOf(clientId, filter),
      limit,
      offset,
    ]);
    return result.rows.map(withLeaveDays);
  };
  return pagedRows(run, page.limit, page.page);
}

/** Every row the filters select, in the list's order (the export): one pass over the period. */
export async function recapRows(
  tx: Tx,
  clientId: number,
  filter: RecapFilter,
  sort: string | undefined,
): Promise<RecapRow[]> {
  const order = orderBy(sort, RECAP_SORTABLE, "employeeName", "a.id");
  const result = await tx.query<RecapRow>(
    `WITH x AS (${aggregate()})
     SELECT ${WHO}, ${counted("x")}
     FROM agents a JOIN branches b ON b.id = a.branch_id LEFT JOIN x ON x.agent_id = a.id
     WHERE ${WORKERS}
     ${order}`,
    paramsOf(clientId, filter),
  );
  return result.rows.map(withLeaveDays);
}
