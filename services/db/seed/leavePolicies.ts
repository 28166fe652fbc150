import type pg from "pg";
import { LEAVE_PRESETS, validateLeavePolicy } from "../../../domain/leave/policy.ts";

/**
 * Issue 15 demo data: each demo client gets the statutory presets (RULES.md §2) as leave
 * policies covering every employee, named in Indonesian: annual leave, sick, menstrual,
 * maternity, paternity, miscarriage and the paid special leaves. Every row passes the
 * service's own rules (domain/leave/policy.ts) and grants what the law grants (no warning).
 * Deterministic and idempotent: a client that already has policies is skipped.
 */

/** The annual-leave policy's name in every demo client (leave-core's seed posts its balances). */
export const ANNUAL_LEAVE_POLICY_NAME = "Cuti Tahunan";

/** The kinds seeded, in this order (unpaid and custom leave are each client's own choice). */
export const SEEDED_LEAVE_KINDS = LEAVE_PRESETS.filter((preset) => preset.statutory).map(
  (preset) => preset.kind,
);

export async function seedLeavePolicies(
  client: pg.ClientBase,
  clientIds: Iterable<number>,
): Promise<Map<number, Map<string, number>>> {
  const made = new Map<number, Map<string, number>>();
  for (const clientId of clientIds) {
    const byKind = new Map<string, number>();
    made.set(clientId, byKind);
    const present = await client.query<{ id: number; kind: string }>(
      "SELECT id, kind FROM leave_policies WHERE client_id = $1 ORDER BY id",
      [clientId],
    );
    if (present.rowCount !== 0) {
      for (const row of present.rows) if (!byKind.has(row.kind)) byKind.set(row.kind, row.id);
      continue;
    }
    for (const preset of LEAVE_PRESETS.filter((p) => p.statutory)) {
      const { values, problems } = validateLeavePolicy({ ...preset.values, name: preset.name.id });
      if (problems.length)
        throw new Error(`leave preset ${preset.kind}: ${JSON.stringify(problems)}`);
      const row = await client.query<{ id: number }>(
        `INSERT INTO leave_policies (client_id, name, kind, limited, days_per_period, accrual,
           start_from, probation_months, carry_over_days, carry_over_expiry_months,
           max_days_per_request, half_day_allowed, paid_by_default, count_days_off,
           count_holidays, attachment_required, allow_negative, covers_all, settings, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, true,
                 $18::jsonb, 'active')
         RETURNING id`,
        [
          clientId,
          values.name,
          values.kind,
          values.limited,
          values.daysPerPeriod,
          values.accrual,
          values.startFrom,
          values.probationMonths,
          values.carryOverDays,
          values.carryOverExpiryMonths,
          values.maxDaysPerRequest,
          values.halfDayAllowed,
          values.paidByDefault,
          values.countDaysOff,
          values.countHolidays,
          values.attachmentRequired,
          values.allowNegative,
          JSON.stringify(values.settings),
        ],
      );
      byKind.set(values.kind, row.rows[0]!.id);
    }
  }
  return made;
}
