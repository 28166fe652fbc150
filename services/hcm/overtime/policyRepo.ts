import type { OvertimeType, WorkWeek } from "../../../domain/overtime/ladder.ts";
import type { Tx } from "../../db/pool.ts";

/** An overtime policy with its pay rules, as the requests and the calculator use it. */
export type OvertimePolicyRules = {
  id: number;
  name: string;
  workWeek: WorkWeek;
  mode: "manual" | "automatic";
  rounding: "exact" | "hourly_truncated";
  minuteRounding: number;
  minimumMinutes: number;
  maxHoursPerRequest: number | null;
  enforceCaps: boolean;
  rules: {
    overtimeType: OvertimeType;
    enabled: boolean;
    payKind: "rate" | "fixed";
    multiplier: "statutory" | "custom";
    customMultiplier: number | null;
    fixedAmount: number | null;
  }[];
};

/**
 * Issue 15: the worker's overtime policy — their own, else their branch's (migration 0027);
 * null when none covers them. Active policies only.
 */
export async function overtimePolicyForAgent(
  tx: Tx,
  agentId: number,
): Promise<OvertimePolicyRules | null> {
  const result = await tx.query<OvertimePolicyRules>(
    `SELECT p.id, p.name, p.work_week AS "workWeek", p.mode, p.rounding,
       p.minute_rounding AS "minuteRounding", p.minimum_minutes AS "minimumMinutes",
       p.max_hours_per_request::float8 AS "maxHoursPerRequest", p.enforce_caps AS "enforceCaps",
       coalesce((SELECT json_agg(json_build_object('overtimeType', r.overtime_type,
           'enabled', r.enabled, 'payKind', r.pay_kind, 'multiplier', r.multiplier,
           'customMultiplier', r.custom_multiplier::float8, 'fixedAmount', r.fixed_amount)
           ORDER BY r.overtime_type)
         FROM overtime_policy_rules r WHERE r.overtime_policy_id = p.id), '[]') AS rules
     FROM overtime_policies p
     WHERE p.status = 'active' AND p.id = coalesce(
       (SELECT overtime_policy_id FROM overtime_policy_agents WHERE agent_id = $1),
       (SELECT pb.overtime_policy_id FROM overtime_policy_branches pb
          JOIN agents a ON a.branch_id = pb.branch_id WHERE a.id = $1))`,
    [agentId],
  );
  return result.rows[0] ?? null;
}
