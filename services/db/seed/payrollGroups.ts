import type pg from "pg";
import { validatePayrollGroup } from "../../../domain/payroll/groups.ts";
import {
  DEMO_GROUP_COMPONENTS,
  DEMO_PAYROLL_GROUP,
  DEMO_TAX_CONFIGURATION,
} from "./payrollDemo.ts";

/** UMP DKI Jakarta 2026 (whole rupiah): the demo salaries spread around it. */
export const UMP_DKI_2026 = 5_729_876;

/**
 * Issue 16 demo data: PT Maju Jaya's monthly group DEMO_PAYROLL_GROUP (pay day 25, BPJS JKK,
 * JKM and JHT paid by the client, JP and BPJS Kesehatan on, calendar-day proration, gross
 * tax with DEMO_TAX_CONFIGURATION when that seed made it), related to the client's first
 * branch, with the three DEMO_GROUP_COMPONENTS (made here ON CONFLICT DO NOTHING when the
 * components seed did not, then read back by code) and the branch's active workers as members
 * from 1 January 2026 (or their join date): salaries a deterministic spread of UMP DKI 2026 +
 * 0..10 × Rp 250.000, PTKP the worker's own or TK/0. Set-based and idempotent: a client that
 * already has the group is left as it is. Answers the group's id and its member count.
 */
export async function seedPayrollGroups(
  client: pg.ClientBase,
  clientId: number,
): Promise<{ groupId: number; members: number } | null> {
  const existing = await client.query<{ id: number }>(
    "SELECT id FROM payroll_groups WHERE client_id = $1 AND name = $2",
    [clientId, DEMO_PAYROLL_GROUP],
  );
  if (existing.rows[0]) return null;

  await client.query(
    `INSERT INTO payroll_components (client_id, name, code, scheme, add_or_sub, mode, taxable,
                                     tax_treatment, default_amount)
     SELECT $1, c.name, c.code, c.scheme, c.add_or_sub, c.mode, true, 'regular', c.amount
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::numeric[])
         AS c(name, code, scheme, add_or_sub, mode, amount)
     ON CONFLICT DO NOTHING`,
    [
      clientId,
      DEMO_GROUP_COMPONENTS.map((c) => c.name),
      DEMO_GROUP_COMPONENTS.map((c) => c.code),
      DEMO_GROUP_COMPONENTS.map((c) => c.scheme),
      DEMO_GROUP_COMPONENTS.map((c) => c.addOrSub),
      DEMO_GROUP_COMPONENTS.map((c) => c.mode),
      DEMO_GROUP_COMPONENTS.map((c) => c.amount),
    ],
  );
  const components = await client.query<{ id: number; code: string }>(
    "SELECT id, code FROM payroll_components WHERE client_id = $1 AND code = ANY($2::text[])",
    [clientId, DEMO_GROUP_COMPONENTS.map((c) => c.code)],
  );
  const componentId = new Map(components.rows.map((row) => [row.code, row.id]));
  const tax = await client.query<{ id: number }>(
    "SELECT id FROM tax_configurations WHERE client_id = $1 AND name = $2 AND kind = 'pph21_non_final'",
    [clientId, DEMO_TAX_CONFIGURATION],
  );
  const branch = await client.query<{ id: number }>(
    "SELECT id FROM branches WHERE client_id = $1 ORDER BY id LIMIT 1",
    [clientId],
  );
  const branchId = branch.rows[0]?.id;
  if (branchId === undefined) return null;

  // The service's own rules (domain/payroll/groups.ts): the demo is what the API would accept.
  const { values, problems } = validatePayrollGroup({
    name: DEMO_PAYROLL_GROUP,
    shiftConfig: "without_shift",
    salaryType: "per_cycle",
    cycle: "monthly",
    payDay: 25,
    socialInsurance: { programs: "jkk_jkm_jht", paidBy: "client" },
    bpjsKesehatan: true,
    pensionJp: true,
    proration: "calendar_days",
    taxMethod: "gross",
    taxConfigurationId: tax.rows[0]?.id ?? null,
    description: "Gaji bulanan karyawan cabang pertama (data demo)",
    branchIds: [branchId],
    components: DEMO_GROUP_COMPONENTS.filter((c) => componentId.has(c.code)).map((c) => ({
      componentId: componentId.get(c.code)!,
      amount: c.amount,
    })),
  });
  if (problems.length) throw new Error(`demo payroll group: ${JSON.stringify(problems)}`);

  const group = await client.query<{ id: number }>(
    `INSERT INTO payroll_groups (client_id, name, shift_config, salary_type, cycle, cutoff_day,
       pay_day, social_programs, social_paid_by, jkk_risk_rate, bpjs_kesehatan, pension_jp,
       proration, tax_configuration_id, tax_method, description)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     RETURNING id`,
    [
      clientId,
      values.name,
      values.shiftConfig,
      values.salaryType,
      values.cycle,
      values.cutoffDay,
      values.payDay,
      values.socialPrograms,
      values.socialPaidBy,
      values.jkkRiskRatePercent,
      values.bpjsKesehatan,
      values.pensionJp,
      values.proration,
      values.taxConfigurationId,
      values.taxMethod,
      values.description,
    ],
  );
  const groupId = group.rows[0]!.id;
  await client.query(
    "INSERT INTO payroll_group_branches (client_id, payroll_group_id, branch_id) VALUES ($1, $2, $3)",
    [clientId, groupId, branchId],
  );
  await client.query(
    `INSERT INTO payroll_group_components (client_id, payroll_group_id, component_id, amount, position)
     SELECT $1, $2, c.id, c.amount, c.position - 1
       FROM unnest($3::int[], $4::numeric[]) WITH ORDINALITY AS c(id, amount, position)`,
    [
      clientId,
      groupId,
      values.components.map((c) => c.componentId),
      values.components.map((c) => c.amount),
    ],
  );
  const members = await client.query(
    `INSERT INTO payroll_group_members (client_id, payroll_group_id, agent_id, effective_from,
                                        basic_salary, ptkp_status, recipient)
     SELECT $1, $2, a.id, greatest(a.join_date, date '2026-01-01'),
            $4 + ((row_number() OVER (ORDER BY a.id) * 7) % 11) * 250000,
            coalesce(a.ptkp_status, 'TK/0'), 'permanent_employee'
       FROM agents a
      WHERE a.client_id = $1 AND a.branch_id = $3 AND a.worker_status = 'active'`,
    [clientId, groupId, branchId, UMP_DKI_2026],
  );
  return { groupId, members: members.rowCount ?? 0 };
}
