import type pg from "pg";
import { findBank } from "../../../domain/disbursement/banks.ts";
import { createBatch } from "../../hcm/disbursements/create.ts";
import { lineEvents } from "../../hcm/disbursements/repo.ts";
import { recountBatch, settlePayrollReport } from "../../hcm/disbursements/settle.ts";
import { hashPassword } from "../../main/auth/password.ts";
import type { Principal } from "../../shared/principal.ts";
import type { Tx } from "../pool.ts";
import { DEMO_PAYROLL_GROUP } from "./payrollDemo.ts";

/**
 * Issue 18 demo data for PT Maju Jaya (/work/money-api.md, A1): a finance approver
 * (maker-checker needs a second person), manual disbursement approval on, the simulated
 * banks' accounts of the workers (name inquiry; one holder's name deliberately misspelt, so
 * the console shows a mismatch), the October 2026 payroll report of DEMO_PAYROLL_GROUP in a
 * batch waiting for approval (made by the admin: the finance approver approves it), and the
 * September one paid through a bank file (a settled batch; the report is paid).
 */
export const FINANCE_ACCOUNT = {
  client: "PT Maju Jaya",
  email: "finance@maju.test",
  password: "Tenaga-demo-1",
  fullname: "Finance Maju",
  role: "Finance Approver",
  menus: ["disbursement-process", "disbursement-approval"],
} as const;

export const DEMO_PENDING_BATCH = "Pencairan Gaji Oktober 2026";
export const DEMO_SETTLED_BATCH = "Pencairan Gaji September 2026";

/** A holder's name as a bank might have it wrong: its last letter dropped. */
export const misspelt = (name: string) => name.slice(0, -1);

export async function seedDisbursements(
  client: pg.ClientBase,
  clientId: number,
  adminId: number,
): Promise<void> {
  const hash = await hashPassword(FINANCE_ACCOUNT.password);
  const role = await client.query<{ id: number }>(
    `INSERT INTO roles (client_id, name, is_super_admin) VALUES ($1, $2, false)
     ON CONFLICT (client_id, lower(name)) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [clientId, FINANCE_ACCOUNT.role],
  );
  const roleId = role.rows[0]!.id;
  await client.query(
    `INSERT INTO role_menus (client_id, role_id, menu_id)
     SELECT $1, $2, unnest($3::text[]) ON CONFLICT DO NOTHING`,
    [clientId, roleId, FINANCE_ACCOUNT.menus],
  );
  const finance = await client.query<{ id: number }>(
    `INSERT INTO users (client_id, role_id, email, fullname, password_hash)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, status = 'active'
     RETURNING id`,
    [clientId, roleId, FINANCE_ACCOUNT.email, FINANCE_ACCOUNT.fullname, hash],
  );
  const financeId = finance.rows[0]!.id;
  // SPEC §6 manual disbursement approval, as a per-client override (flag:set --client).
  await client.query(
    `INSERT INTO client_feature_flags (client_id, name, value)
     VALUES ($1, 'manual_disbursement_approval', true)
     ON CONFLICT (client_id, name) DO UPDATE SET value = true, updated_at = now()`,
    [clientId],
  );
  await seedSimulatedAccounts(client, clientId);

  const reports = await client.query<{ id: number; period: string }>(
    `SELECT r.id, r.period FROM payroll_reports r JOIN payroll_groups g ON g.id = r.payroll_group_id
      WHERE r.client_id = $1 AND g.name = $2 AND r.period IN ('2026-09', '2026-10')
        AND r.status = 'finalized'
        AND NOT EXISTS (SELECT 1 FROM disbursements b WHERE b.payroll_report_id = r.id)`,
    [clientId, DEMO_PAYROLL_GROUP],
  );
  const byPeriod = new Map(reports.rows.map((row) => [row.period, row.id]));
  const tx = client as Tx;
  const admin = demoPrincipal(clientId, adminId, "Admin Maju");
  const october = byPeriod.get("2026-10");
  if (october !== undefined)
    await createBatch(tx, admin, {
      name: DEMO_PENDING_BATCH,
      source: "payroll_report",
      payrollReportId: october,
      channel: "provider",
      description: "Gaji Oktober 2026, Gaji Bulanan Jakarta",
    });
  const september = byPeriod.get("2026-09");
  if (september !== undefined) {
    const id = await createBatch(tx, admin, {
      name: DEMO_SETTLED_BATCH,
      source: "payroll_report",
      payrollReportId: september,
      channel: "bank_file",
      description: "Gaji September 2026, paid through Mandiri MCM",
    });
    await settleThroughBankFile(tx, clientId, id, financeId, adminId);
  }
}

/** The seed acts as the admin (audit rows name them), not through a session. */
function demoPrincipal(clientId: number, userId: number, fullname: string): Principal {
  return {
    sessionId: "seed",
    userId,
    clientId,
    email: "",
    fullname,
    avatarUrl: "",
    sso: false,
    userStatus: "active",
    clientStatus: "active",
    roleName: "Super Admin",
    isSuperAdmin: true,
    menus: [],
    language: "en",
    handle: "seed",
  };
}

/**
 * provider_sim.accounts: every bank-transfer worker of the client with a bank Tenaga knows,
 * under the worker's account name; the first member of the demo payroll group paid by bank
 * (by id) has the name misspelt.
 */
async function seedSimulatedAccounts(client: pg.ClientBase, clientId: number): Promise<void> {
  const { rows } = await client.query<{
    bank_name: string;
    account_number: string;
    account_name: string | null;
    full_name: string;
    in_group: boolean;
  }>(
    `SELECT a.bank_name, a.account_number, a.account_name, a.full_name,
            EXISTS (SELECT 1 FROM payroll_group_members m JOIN payroll_groups g ON g.id = m.payroll_group_id
                     WHERE m.agent_id = a.id AND g.name = $2) AS in_group
       FROM agents a
      WHERE a.client_id = $1 AND a.payment_method = 'bank_transfer'
        AND a.account_number IS NOT NULL ORDER BY a.id`,
    [clientId, DEMO_PAYROLL_GROUP],
  );
  const accounts = new Map<string, { channel: string; number: string; name: string }>();
  let misspeltOne = false;
  for (const row of rows) {
    const bank = findBank(row.bank_name);
    if (!bank) continue;
    let name = row.account_name ?? row.full_name;
    if (!misspeltOne && row.in_group && name.length > 3) {
      name = misspelt(name);
      misspeltOne = true;
    }
    accounts.set(`${bank.channelCode}|${row.account_number}`, {
      channel: bank.channelCode,
      number: row.account_number,
      name,
    });
  }
  const list = [...accounts.values()];
  await client.query(
    `INSERT INTO provider_sim.accounts (channel_code, account_number, account_holder_name)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
     ON CONFLICT (channel_code, account_number) DO NOTHING`,
    [list.map((a) => a.channel), list.map((a) => a.number), list.map((a) => a.name)],
  );
}

/**
 * The settled demo batch: approved by the finance approver, paid through the bank portal and
 * confirmed by the admin — each line's moves written as the routes write them.
 */
async function settleThroughBankFile(
  tx: Tx,
  clientId: number,
  id: number,
  financeId: number,
  adminId: number,
): Promise<void> {
  const approved = await tx.query<{ id: number }>(
    `UPDATE disbursement_lines SET status = 'approved', version = version + 1
      WHERE disbursement_id = $1 AND status = 'pending_approval' RETURNING id`,
    [id],
  );
  await lineEvents(
    tx,
    clientId,
    approved.rows.map((row) => ({ lineId: row.id, from: "pending_approval" as const })),
    { type: "user", userId: financeId },
  );
  const failed = await tx.query<{ id: number }>(
    `UPDATE disbursement_lines SET status = 'failed', failed_at = now(), version = version + 1
      WHERE disbursement_id = $1 AND status = 'draft' RETURNING id`,
    [id],
  );
  await lineEvents(
    tx,
    clientId,
    failed.rows.map((row) => ({ lineId: row.id, from: "draft" as const })),
    { type: "user", userId: financeId },
  );
  await tx.query(
    "UPDATE disbursements SET approved_by = $2, approved_at = now() - interval '1 day' WHERE id = $1",
    [id, financeId],
  );
  await tx.query(
    `UPDATE disbursement_lines SET status = 'succeeded', succeeded_at = now(), provider = 'bank_file',
        version = version + 1
      WHERE disbursement_id = $1 AND status = 'approved'`,
    [id],
  );
  await lineEvents(
    tx,
    clientId,
    approved.rows.map((row) => ({ lineId: row.id, from: "approved" as const })),
    { type: "user", userId: adminId },
    { confirmedPaid: true },
  );
  const { after } = await recountBatch(tx, id);
  await settlePayrollReport(tx, id, after);
}
