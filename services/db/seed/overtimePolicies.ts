/**
 * Issue 15 demo data: for each demo client, the minimum-wage table (RULES.md §1.4: UMP DKI
 * Jakarta 2026 = Rp5,729,876, source okezone 24 Dec 2025 under PP 49/2025) as the DKI Jakarta
 * row and as the client's default row, and one statutory overtime policy, "Lembur Statutori"
 * (5-day week, manual requests, exact rounding, the four SPEC §9 types at the statutory rate of
 * PP 35/2021 Art 31 but swap_schedule, which has no statutory basis and stays off: RULES.md
 * Q4), covering the branches whose workers have attendance (seed/attendance.ts), so overtime
 * requests on the demo find a policy. Idempotent: a re-seed adds only what is missing.
 */
import type pg from "pg";
import { OVERTIME_TYPES } from "../../../domain/overtime/ladder.ts";

const UMP_DKI_JAKARTA_2026 = 5_729_876;
const SOURCE =
  "UMP DKI Jakarta 2026 (PP 49/2025): https://news.okezone.com/read/2025/12/24/338/3191658/breaking-news-ump-dki-jakarta-2026-ditetapkan-menjadi-rp5-7-juta";
const DEMO_OVERTIME_POLICY = "Lembur Statutori";

export async function seedOvertimePolicies(
  client: pg.ClientBase,
  clientIds: Iterable<number>,
): Promise<void> {
  const province = await client.query<{ id: string }>(
    `SELECT id FROM provinces WHERE upper(name) IN ('DKI JAKARTA', 'D.K.I. JAKARTA', 'JAKARTA')
     ORDER BY id LIMIT 1`,
  );
  const dki = province.rows[0]?.id ?? null;
  for (const clientId of clientIds) {
    await client.query(
      `INSERT INTO minimum_wages (client_id, province_id, year, amount, source)
       SELECT $1::int, p, 2026, $2::bigint, $3 FROM unnest($4::text[]) AS p
       ON CONFLICT DO NOTHING`,
      [clientId, UMP_DKI_JAKARTA_2026, SOURCE, dki === null ? [null] : [null, dki]],
    );
    const made = await client.query<{ id: number }>(
      `INSERT INTO overtime_policies (client_id, name, work_week, mode, rounding, minute_rounding,
         minimum_minutes, enforce_caps)
       VALUES ($1, $2, '5-day', 'manual', 'exact', 1, 0, true)
       ON CONFLICT DO NOTHING RETURNING id`,
      [clientId, DEMO_OVERTIME_POLICY],
    );
    const policyId = made.rows[0]?.id;
    if (policyId === undefined) continue;
    await client.query(
      `INSERT INTO overtime_policy_rules (client_id, overtime_policy_id, overtime_type, enabled,
         pay_kind, multiplier)
       SELECT $1, $2, t, t <> 'swap_schedule', 'rate', 'statutory' FROM unnest($3::text[]) AS t`,
      [clientId, policyId, [...OVERTIME_TYPES]],
    );
    // The branches whose workers have attendance history and no overtime policy yet.
    await client.query(
      `INSERT INTO overtime_policy_branches (client_id, overtime_policy_id, branch_id)
       SELECT DISTINCT $1::int, $2::int, r.branch_id FROM attendance_records r
       WHERE r.client_id = $1
         AND NOT EXISTS (SELECT 1 FROM overtime_policy_branches pb
                         WHERE pb.client_id = $1 AND pb.branch_id = r.branch_id)`,
      [clientId, policyId],
    );
  }
}
