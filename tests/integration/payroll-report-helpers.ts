import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { TestStack } from "../support/stack.ts";
import type { Hcm } from "./hcm-helpers.ts";

/** Issue 17: what the payroll report tests share (rows made set-based as the owner). */

export const uniqueName = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;

export type Workforce = {
  groupId: number;
  branchId: number;
  agentIds: number[];
  groupName: string;
};

/**
 * A branch, `count` active workers (joined 2025-01-01), a monthly payroll group (cut-off 1,
 * pay day 25) and their memberships from `from` at `salary` + 1,000 × i — set-based, so a few
 * thousand members take a moment. The group's first component (if `component`) pays an Rp
 * allowance.
 */
export async function workforce(
  stack: TestStack,
  clientId: number,
  count: number,
  options: { salary?: number; from?: string; cutoffDay?: number; cycle?: string } = {},
): Promise<Workforce> {
  const owner = stack.owner;
  const tag = randomBytes(3).toString("hex").toUpperCase();
  const branch = await owner.query<{ id: number }>(
    `INSERT INTO branches (client_id, code, name, province_id, city_id)
     VALUES ($1, $2, $3, '31', '31.71') RETURNING id`,
    [clientId, `PR-${tag}`, `Payroll branch ${tag}`],
  );
  const branchId = branch.rows[0]!.id;
  const base = Math.floor(Math.random() * 9_000_000) + 1_000_000;
  const agents = await owner.query<{ id: number }>(
    `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type, branch_id,
                         payment_method, bank_name, account_number, account_name)
     SELECT $1, 'Pekerja ' || $4 || ' ' || lpad(g::text, 5, '0'),
            '9' || lpad(($3::bigint * 100000 + g)::text, 15, '0'),
            '89' || lpad(($3::bigint * 10000 + g)::text, 11, '0'),
            '2025-01-01', 'pkwt', $2, 'bank_transfer', 'BCA', lpad(g::text, 10, '0'), 'Pekerja'
       FROM generate_series(1, $5::int) g
     RETURNING id`,
    [clientId, branchId, base, tag, count],
  );
  const agentIds = agents.rows.map((r) => r.id).sort((a, b) => a - b);
  const groupName = uniqueName("Gaji Uji");
  const group = await owner.query<{ id: number }>(
    `INSERT INTO payroll_groups (client_id, name, shift_config, salary_type, cycle, cutoff_day,
       pay_day, pay_weekday, custom_cycle_days)
     VALUES ($1, $2, 'without_shift', 'per_cycle', $3, $4, $5, $6, $7) RETURNING id`,
    [
      clientId,
      groupName,
      options.cycle ?? "monthly",
      options.cutoffDay ?? 1,
      (options.cycle ?? "monthly") === "monthly" ? 25 : null,
      options.cycle === "weekly" ? 5 : null,
      options.cycle === "custom" ? 14 : null,
    ],
  );
  const groupId = group.rows[0]!.id;
  await owner.query(
    `INSERT INTO payroll_group_members (client_id, payroll_group_id, agent_id, effective_from,
       basic_salary, ptkp_status)
     SELECT $1, $2, a.id, $3::date, $4::bigint + 1000 * row_number() OVER (ORDER BY a.id), 'TK/0'
       FROM unnest($5::int[]) AS a(id)`,
    [clientId, groupId, options.from ?? "2026-01-01", options.salary ?? 6_000_000, agentIds],
  );
  return { groupId, branchId, agentIds, groupName };
}

/** Polls GET /payroll-reports/:id until it leaves `computing` (or `timeoutMs` passes). */
export async function settled(
  api: Hcm,
  id: number,
  timeoutMs = 30_000,
): Promise<Record<string, any>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await api.get(`/payroll-reports/${id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const report = answer.body["data"];
    if (report.status !== "computing" || Date.now() > until) return report;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Creates a report through REST and waits for its run: the report as it settled. */
export async function createdReport(
  api: Hcm,
  body: Record<string, unknown>,
): Promise<Record<string, any>> {
  const created = await api.post("/payroll-reports", { type: "general", ...body });
  expect(created.status, JSON.stringify(created.body)).toBe(202);
  return settled(api, created.body["data"].id);
}

/** Every line of a report (pages of 100). */
export async function allLines(api: Hcm, id: number): Promise<Record<string, any>[]> {
  const lines: Record<string, any>[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get(`/payroll-reports/${id}/details?limit=100&page=${page}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    lines.push(...answer.body["data"].items);
    if (lines.length >= answer.body["data"].totalItems) return lines;
  }
}
