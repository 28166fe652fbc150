import { randomBytes } from "node:crypto";
import type { TestStack } from "../support/stack.ts";

/** Issue 16: what the payroll group and member tests share (rows made as the owner). */

export const uniqueName = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;

/** The contract's body (issue 16): exactly its fields. */
export const groupContract = (overrides: Record<string, unknown> = {}) => ({
  name: uniqueName("Gaji Bulanan"),
  salaryType: "per_cycle",
  shiftConfig: "without_shift",
  cycle: "monthly",
  payDay: 25,
  socialInsurance: { programs: "jkk_jkm_jht", paidBy: "client", jkkRiskRatePercent: 0.24 },
  bpjsKesehatan: true,
  pensionJp: true,
  taxMethod: "gross",
  ...overrides,
});

/** A payroll component of the client (the components API is another module's). */
export async function ownerComponent(
  stack: TestStack,
  clientId: number,
  fields: { scheme?: "Rp" | "%"; amount?: number | null } = {},
): Promise<{ id: number; code: string }> {
  const code = `c_${randomBytes(4).toString("hex")}`;
  const scheme = fields.scheme ?? "Rp";
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO payroll_components (client_id, name, code, scheme, add_or_sub, mode, base, default_amount)
     VALUES ($1, $2, $3, $4, 'add', 'prorate', $5, $6) RETURNING id`,
    [
      clientId,
      `Komponen ${code}`,
      code,
      scheme,
      scheme === "%" ? "salary" : null,
      fields.amount ?? null,
    ],
  );
  return { id: rows[0]!.id, code };
}

/** A tax configuration of the client (the tax API is another module's). */
export async function ownerTaxConfiguration(
  stack: TestStack,
  clientId: number,
  kind: "pph21_non_final" | "pph21_final" = "pph21_non_final",
): Promise<number> {
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO tax_configurations (client_id, kind, name, final_kind, final_bands)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      clientId,
      kind,
      uniqueName("PPh 21"),
      kind === "pph21_final" ? "severance" : null,
      kind === "pph21_final" ? JSON.stringify([{ upTo: null, ratePercent: 5 }]) : null,
    ],
  );
  return rows[0]!.id;
}

/** Active workers of the client (not in any group yet unless `anyGroup`), by id. */
export async function activeWorkers(
  stack: TestStack,
  clientId: number,
  count: number,
  options: { branchId?: number; anyGroup?: boolean } = {},
): Promise<{ id: number; nik: string; branchId: number; fullName: string }[]> {
  const { rows } = await stack.owner.query<{
    id: number;
    nik: string;
    branchId: number;
    fullName: string;
  }>(
    `SELECT a.id, a.nik, a.branch_id AS "branchId", a.full_name AS "fullName" FROM agents a
      WHERE a.client_id = $1 AND a.worker_status = 'active'
        AND ($3::int IS NULL OR a.branch_id = $3)
        AND ($4 OR NOT EXISTS (SELECT 1 FROM payroll_group_members m WHERE m.agent_id = a.id))
      ORDER BY a.id LIMIT $2`,
    [clientId, count, options.branchId ?? null, options.anyGroup ?? false],
  );
  return rows;
}
