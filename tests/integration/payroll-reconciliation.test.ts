import { afterAll, beforeAll, expect, it } from "vitest";
import { monthlyPph21 } from "../../domain/tax/pph21.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { type Hcm, hcmAs } from "./hcm-helpers.ts";
import { clientIdOf } from "./org-helpers.ts";
import { createdReport, uniqueName, workforce } from "./payroll-report-helpers.ts";

/**
 * Issue 17 "done when": January to December 2026 for one group, each month finalised, then
 * for each worker December's PPh 21 = the annual tax (domain/tax monthlyPph21 over the 12
 * stored taxable grosses and employee pensions, Jan–Nov withheld as stored) − Σ Jan–Nov PPh 21
 * stored (PMK 168/2023 Ps. 15(1)b). Salaries span below and well above PTKP. While
 * domain/payroll/run/compute.ts is the placeholder (no PPh 21 at all) only the stored year is
 * checked; with the engine the equality is asserted for every worker.
 */

let stack: TestStack;
let admin: Hcm;
beforeAll(async () => {
  stack = await startStack();
  admin = hcmAs(stack, (await login(stack.app, DEMO.majuAdmin)).token);
});
afterAll(() => stack.close());

it("December's PPh 21 per worker = annual tax − Σ January–November withheld", async () => {
  const maju = await clientIdOf(stack, "PT Maju Jaya");
  const team = await workforce(stack, maju, 4, { salary: 4_000_000 });
  // Spread the salaries: 4 M (below PTKP TK/0 a year), 9 M, 25 M, 60 M a month.
  const salaries = [4_000_000, 9_000_000, 25_000_000, 60_000_000];
  await stack.owner.query(
    `UPDATE payroll_group_members m SET basic_salary = s.salary
       FROM unnest($1::int[], $2::bigint[]) AS s(agent_id, salary) WHERE m.agent_id = s.agent_id`,
    [team.agentIds, salaries],
  );
  const tax = await stack.owner.query<{ id: number }>(
    `INSERT INTO tax_configurations (client_id, kind, name, ter_rounding, biaya_jabatan_mode)
     VALUES ($1, 'pph21_non_final', $2, 'half_up', 'aggregate') RETURNING id`,
    [maju, uniqueName("PPh 21 Rekonsiliasi")],
  );
  await stack.owner.query("UPDATE payroll_groups SET tax_configuration_id = $2 WHERE id = $1", [
    team.groupId,
    tax.rows[0]!.id,
  ]);

  for (let month = 1; month <= 12; month++) {
    const period = `2026-${String(month).padStart(2, "0")}`;
    const report = await createdReport(admin, {
      name: uniqueName(`Gaji ${period}`),
      payrollGroupId: team.groupId,
      period,
    });
    expect(report, period).toMatchObject({ status: "draft", lineCount: 4, errorCount: 0 });
    const done = await admin.post(`/payroll-reports/${report["id"]}/finalize`);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }

  const { rows } = await stack.owner.query<{
    agent_id: number;
    tax_month: number;
    taxable_gross: string;
    employee_pension: string;
    pph21: string;
    rule: string | null;
  }>(
    `SELECT d.agent_id, d.tax_month, d.taxable_gross::text, d.employee_pension::text, d.pph21::text,
            (SELECT l->>'rule' FROM jsonb_array_elements(d.lines) l WHERE l->>'code' = 'basic_salary' LIMIT 1) AS rule
       FROM payroll_report_details d JOIN payroll_reports r ON r.id = d.report_id
      WHERE r.payroll_group_id = $1 AND r.status = 'finalized' AND d.tax_year = 2026
      ORDER BY d.agent_id, d.tax_month`,
    [team.groupId],
  );
  expect(rows).toHaveLength(48);
  const placeholder = rows.every((row) => row.rule === "placeholder");
  for (const agentId of team.agentIds) {
    const year = rows.filter((row) => row.agent_id === agentId);
    expect(year.map((row) => row.tax_month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const withheldBefore = year.slice(0, 11).reduce((sum, row) => sum + Number(row.pph21), 0);
    const december = Number(year[11]!.pph21);
    const result = monthlyPph21({
      year: 2026,
      recipient: "permanent_employee",
      ptkp: "TK/0",
      npwp: false,
      method: "gross",
      jobExpenseCap: "aggregate",
      monthlyRounding: "half_up",
      periods: year.map((row, i) => ({
        month: row.tax_month,
        gross: Number(row.taxable_gross),
        employeePension: Number(row.employee_pension),
        ...(i < 11 ? { withheld: Number(row.pph21) } : {}),
      })),
    });
    const annualTax = result.annual!.annualTax;
    if (placeholder) {
      // The placeholder engine withholds nothing: the year is stored, nothing to reconcile.
      expect(december + withheldBefore).toBe(0);
      continue;
    }
    expect(december, `worker ${agentId}`).toBe(annualTax - withheldBefore);
  }
}, 180_000);
