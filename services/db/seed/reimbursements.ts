import type pg from "pg";
import { taxSplit } from "../../../domain/reimbursement/tax.ts";
import { claimReport, computeReport } from "../../hcm/payroll/reports/run.ts";
import { DEMO_PAYROLL_GROUP } from "./payrollDemo.ts";

/** The demo's claim types (RUNS.md §6: one per tax treatment). */
export const DEMO_REIMBURSEMENT_TYPES = [
  {
    name: "Transport",
    description: "Bensin dan parkir kunjungan outlet (tunjangan tunai, objek PPh 21)",
    taxTreatment: "taxable_allowance",
    cap: null,
    budgetAmount: 1_000_000,
    budgetPeriod: "monthly",
    receiptThreshold: 100_000,
    defaultPayout: "payroll",
    maxClaimAmount: 5_000_000,
  },
  {
    name: "Makan Lapangan",
    description:
      "Makan dan minum karyawan lapangan (PMK 66/2023 Ps. 5: bebas pajak s.d. Rp 2.000.000/bulan)",
    taxTreatment: "natura_meal_field",
    cap: 2_000_000,
    budgetAmount: null,
    budgetPeriod: null,
    receiptThreshold: 2_000_000,
    defaultPayout: "payroll",
    maxClaimAmount: 3_000_000,
  },
  {
    name: "Perjalanan Dinas",
    description: "Biaya perjalanan dinas sesuai bukti (bukan penghasilan)",
    taxTreatment: "non_taxable_actual_cost",
    cap: null,
    budgetAmount: 25_000_000,
    budgetPeriod: "annual",
    receiptThreshold: 1_000_000,
    defaultPayout: "disbursement",
    maxClaimAmount: 20_000_000,
  },
] as const;

type Status = "pending" | "approved" | "rejected" | "cancelled";
/** [worker index, type index, date, amount, description, status, note] in claim order. */
const CLAIMS: [number, number, string, number, string, Status, string | null][] = [
  [0, 0, "2026-11-04", 85_000, "Bensin kunjungan outlet Cikarang", "approved", null],
  [0, 1, "2026-11-05", 1_800_000, "Makan lapangan minggu 1-2 November", "approved", null],
  [0, 1, "2026-11-19", 600_000, "Makan lapangan minggu 3 November", "approved", null],
  [1, 2, "2026-11-10", 850_000, "Tiket kereta Jakarta-Bandung audit toko", "approved", null],
  [2, 2, "2026-11-12", 450_000, "Hotel satu malam audit toko Bogor", "approved", null],
  [1, 0, "2026-11-20", 60_000, "Parkir dan tol kunjungan distributor", "pending", null],
  [3, 1, "2026-11-21", 350_000, "Makan lapangan event pameran", "pending", null],
  [2, 0, "2026-11-06", 95_000, "Bensin pribadi akhir pekan", "rejected", "Bukan perjalanan dinas"],
  [
    3,
    2,
    "2026-11-03",
    700_000,
    "Tiket pesawat (batal berangkat)",
    "cancelled",
    "Perjalanan dibatalkan",
  ],
];

/**
 * Issue 18 demo data for PT Maju Jaya: the three claim types, an approval rule "Reimbursement"
 * (one layer: the admin) and claims of four members of DEMO_PAYROLL_GROUP in November 2026 in
 * every state a claim waits in or ends (approved with the tax split fixed as the flow fixes it
 * — domain/reimbursement/tax.ts; pending at the admin's layer; rejected; cancelled). The
 * approved payroll claims are then carried by the draft November report, recomputed by the
 * run's own code (its REIMBURSEMENT lines); the approved disbursement claims wait for a batch.
 * Idempotent: a client that already has the types is left as it is.
 */
export async function seedReimbursements(client: pg.ClientBase, clientId: number): Promise<void> {
  const existing = await client.query(
    "SELECT 1 FROM reimbursement_types WHERE client_id = $1 AND lower(name) = lower($2)",
    [clientId, DEMO_REIMBURSEMENT_TYPES[0].name],
  );
  if (existing.rowCount) return;
  const admin = await client.query<{ id: number }>(
    "SELECT id FROM users WHERE client_id = $1 AND email = 'admin@maju.test'",
    [clientId],
  );
  const adminId = admin.rows[0]?.id;
  const workers = await client.query<{ id: number }>(
    `SELECT m.agent_id AS id FROM payroll_group_members m
       JOIN payroll_groups g ON g.id = m.payroll_group_id
       JOIN agents a ON a.id = m.agent_id
      WHERE g.client_id = $1 AND g.name = $2 AND m.effective_to IS NULL
        AND a.worker_status = 'active' AND a.termination_date IS NULL
      ORDER BY m.agent_id LIMIT 4`,
    [clientId, DEMO_PAYROLL_GROUP],
  );
  if (adminId === undefined || workers.rows.length < 4) return;
  const typeIds: number[] = [];
  for (const t of DEMO_REIMBURSEMENT_TYPES) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO reimbursement_types (client_id, name, description, tax_treatment,
         monthly_tax_free_cap, budget_amount, budget_period, receipt_threshold, default_payout,
         max_claim_amount, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        clientId,
        t.name,
        t.description,
        t.taxTreatment,
        t.cap,
        t.budgetAmount,
        t.budgetPeriod,
        t.receiptThreshold,
        t.defaultPayout,
        t.maxClaimAmount,
        adminId,
      ],
    );
    typeIds.push(rows[0]!.id);
  }
  const rule = await client.query<{ id: number }>(
    `INSERT INTO approval_rules (client_id, name, layer_count) VALUES ($1, 'Reimbursement', 1)
     ON CONFLICT (client_id, lower(name)) DO NOTHING RETURNING id`,
    [clientId],
  );
  const ruleId = rule.rows[0]?.id;
  if (ruleId === undefined) return;
  await client.query(
    `INSERT INTO approval_rule_request_types (client_id, rule_id, request_type)
     VALUES ($1, $2, 'reimbursement')`,
    [clientId, ruleId],
  );
  await client.query(
    `INSERT INTO approval_rule_approvers (client_id, rule_id, layer, user_id) VALUES ($1, $2, 1, $3)`,
    [clientId, ruleId, adminId],
  );
  // The month's tax-free field meals used so far, per worker (the flow's own running sum).
  const mealsUsed = new Map<number, number>();
  for (const [worker, typeIndex, date, amount, description, status, note] of CLAIMS) {
    const agentId = workers.rows[worker]!.id;
    const type = DEMO_REIMBURSEMENT_TYPES[typeIndex]!;
    const approval = await client.query<{ id: number }>(
      `INSERT INTO approval_requests (client_id, request_type, agent_id, rule_id, status, created_at)
       VALUES ($1, 'reimbursement', $2, $3, $4, $5::date + time '09:00') RETURNING id`,
      [clientId, agentId, ruleId, status, date],
    );
    const approvalId = approval.rows[0]!.id;
    if (status !== "pending")
      await client.query(
        `INSERT INTO approval_actions (client_id, request_id, layer, actor, actor_user_id, action, note, at)
         VALUES ($1, $2, 1, 'user', $3, $4, $5, $6::date + time '15:00')`,
        [
          clientId,
          approvalId,
          adminId,
          status === "approved" ? "approve" : status === "rejected" ? "reject" : "cancel",
          note,
          date,
        ],
      );
    let split: { taxable: number; nonTaxable: number } | null = null;
    if (status === "approved") {
      split = taxSplit({
        treatment: type.taxTreatment,
        amount,
        cap: type.cap,
        usedThisMonth: mealsUsed.get(agentId) ?? 0,
      });
      if (type.taxTreatment === "natura_meal_field")
        mealsUsed.set(agentId, (mealsUsed.get(agentId) ?? 0) + split.nonTaxable);
    }
    await client.query(
      `INSERT INTO reimbursement_claims (client_id, agent_id, type_id, claim_date, amount,
         description, status, payout_method, taxable_amount, non_taxable_amount,
         approval_request_id, decided_at, decision_note, created_by_user, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
               CASE WHEN $7 <> 'pending' THEN $4::date + time '15:00' END, $12, $13,
               $4::date + time '09:00')`,
      [
        clientId,
        agentId,
        typeIds[typeIndex],
        date,
        amount,
        description,
        status,
        type.defaultPayout,
        split?.taxable ?? null,
        split?.nonTaxable ?? null,
        approvalId,
        note,
        adminId,
      ],
    );
  }
  // The draft November report carries the approved payroll claims (run.ts, as the job does).
  const draft = await client.query<{ id: number }>(
    `SELECT r.id FROM payroll_reports r JOIN payroll_groups g ON g.id = r.payroll_group_id
      WHERE r.client_id = $1 AND g.name = $2 AND r.period = '2026-11' AND r.status = 'draft'`,
    [clientId, DEMO_PAYROLL_GROUP],
  );
  const reportId = draft.rows[0]?.id;
  if (reportId === undefined) return;
  await client.query("UPDATE payroll_reports SET status = 'computing' WHERE id = $1", [reportId]);
  const generation = await claimReport(client, clientId, reportId);
  if (generation !== null)
    await computeReport((work) => work(client), clientId, reportId, generation);
}
