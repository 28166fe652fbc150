import type { Tx } from "../../db/pool.ts";

/**
 * Writes the planned days of some employees for a date range from one master schedule or
 * pattern, set-based in one statement (domain/schedules/generate.ts is the same rule, pure):
 * the source's shift of each date (a master schedule: the ISO weekday's, from its effective
 * date on; a pattern: position ((date − start) mod cycle) + 1), replaced by the applicable
 * holiday of the client's calendar (observed; national / collective leave only when the
 * source's holidays_override is on; company days always; a province-limited day only for
 * branches in its provinces; national before collective leave before company). Dates are
 * the branch's local calendar dates (WIB/WITA/WIT), so no zone conversion is needed for a
 * day row; a shift's instants are derived from them in the branch's zone when read.
 * Single-day overrides are kept. Answers the rows written.
 */
export async function writeScheduleDays(
  tx: Tx,
  params: {
    clientId: number;
    agentIds: readonly number[];
    from: string;
    to: string;
    masterScheduleId: number | null;
    schedulePatternId: number | null;
    holidaysOverride: boolean;
  },
): Promise<number> {
  const result = await tx.query(
    `WITH ag AS (
       SELECT a.id AS agent_id, b.province_id
       FROM agents a JOIN branches b ON b.id = a.branch_id
       WHERE a.id = ANY($2::int[])
     ),
     plan AS (
       SELECT g::date AS date, msd.shift_id
       FROM master_schedules ms
       CROSS JOIN generate_series(greatest($3::date, ms.effective_from), $4::date, interval '1 day') g
       LEFT JOIN master_schedule_days msd
         ON msd.master_schedule_id = ms.id AND msd.weekday = extract(isodow FROM g)::int
       WHERE ms.id = $5
       UNION ALL
       SELECT g::date, spd.shift_id
       FROM schedule_patterns sp
       CROSS JOIN generate_series($3::date, $4::date, interval '1 day') g
       LEFT JOIN schedule_pattern_days spd
         ON spd.schedule_pattern_id = sp.id
        AND spd.position = (((g::date - sp.start_date) % sp.cycle_days + sp.cycle_days) % sp.cycle_days) + 1
       WHERE sp.id = $6
     ),
     prov AS (SELECT DISTINCT province_id FROM ag),
     day_holiday AS (
       SELECT p.date, prov.province_id, best.kind
       FROM plan p CROSS JOIN prov
       CROSS JOIN LATERAL (
         SELECT h.kind FROM holidays h
         WHERE h.date = p.date AND h.observed
           AND (h.kind = 'company' OR $7::boolean)
           AND (h.province_ids IS NULL OR prov.province_id = ANY (h.province_ids))
         ORDER BY CASE h.kind WHEN 'national' THEN 1 WHEN 'collective_leave' THEN 2 ELSE 3 END
         LIMIT 1
       ) best
     )
     INSERT INTO employee_schedule_days AS e
       (client_id, agent_id, date, shift_id, day_type, source, master_schedule_id,
        schedule_pattern_id, updated_at)
     SELECT $1, ag.agent_id, p.date,
            CASE WHEN dh.kind IS NULL THEN p.shift_id END,
            CASE dh.kind
              WHEN 'national' THEN 'national_holiday'
              WHEN 'collective_leave' THEN 'collective_leave'
              WHEN 'company' THEN 'company_holiday'
              ELSE CASE WHEN p.shift_id IS NULL THEN 'day_off' ELSE 'working' END
            END,
            CASE WHEN $5::int IS NULL THEN 'pattern' ELSE 'master_schedule' END,
            $5, $6, now()
     FROM ag CROSS JOIN plan p
     LEFT JOIN day_holiday dh
       ON dh.date = p.date AND dh.province_id IS NOT DISTINCT FROM ag.province_id
     ON CONFLICT (client_id, agent_id, date) DO UPDATE SET
       shift_id = EXCLUDED.shift_id, day_type = EXCLUDED.day_type, source = EXCLUDED.source,
       master_schedule_id = EXCLUDED.master_schedule_id,
       schedule_pattern_id = EXCLUDED.schedule_pattern_id, updated_at = now()
     WHERE e.source <> 'override'`,
    [
      params.clientId,
      params.agentIds,
      params.from,
      params.to,
      params.masterScheduleId,
      params.schedulePatternId,
      params.holidaysOverride,
    ],
  );
  return result.rowCount ?? 0;
}
