import type pg from "pg";
import { decideApproval } from "../../hcm/approvals/routes/act.ts";
import { createOvertimeRequest } from "../../hcm/overtime/requests/flow.ts";
import { HttpError } from "../../shared/errors.ts";
import type { Principal } from "../../shared/principal.ts";
import { seedDb } from "./attendanceRequests.ts";

/**
 * Issue 15 demo data, Daily Approval → Overtime Requests: a few of PT Maju Jaya's workers ask
 * for the overtime their recent attendance shows (the demo's check-outs run up to 35 minutes
 * past the shift; requests take 30 minutes), through the worker requests' own code
 * (services/hcm/overtime/requests/flow.ts) inside the seed's transaction, so the approval
 * requests, checks and audit rows are the API's. They go to the demo rule "Leave & Overtime"
 * (Operations, then the admin); on validated days the Operations user approves layer 1, so
 * the admin has some to decide. A day the request does not fit is skipped. Idempotent: skipped
 * when demo requests exist.
 */
const REASONS = [
  "Stok opname akhir bulan",
  "Menyelesaikan pengiriman pesanan pelanggan",
  "Menggantikan rekan yang sakit",
  "Persiapan audit gudang",
  "Bongkar muat barang datang terlambat",
  "Rapat evaluasi dengan klien",
];

export async function seedOvertimeRequests(
  client: pg.Client,
  clientIds: Map<string, number>,
  userIds: Map<string, number>,
): Promise<number> {
  const clientId = clientIds.get("PT Maju Jaya");
  const opsId = userIds.get("ops@maju.test");
  if (clientId === undefined || opsId === undefined) return 0;
  const seeded = await client.query(
    "SELECT 1 FROM overtime_requests WHERE client_id = $1 AND client_request_id LIKE 'demo-overtime-%'",
    [clientId],
  );
  if ((seeded.rowCount ?? 0) > 0) return 0;
  // Recent working days with half an hour or more past the shift's end, newest first.
  const days = await client.query<{ agentId: number; date: string; validated: boolean }>(
    `SELECT r.agent_id AS "agentId", to_char(r.date, 'YYYY-MM-DD') AS date,
       r.status IN ('approved', 'overtime') AS validated
     FROM attendance_records r
     WHERE r.client_id = $1 AND r.day_type = 'working' AND r.check_in_at IS NOT NULL
       AND r.check_out_at >= r.scheduled_end + interval '30 minutes'
       AND r.date BETWEEN current_date - 21 AND current_date - 1
     ORDER BY r.date DESC, r.agent_id DESC LIMIT 200`,
    [clientId],
  );
  const db = await seedDb(client);
  const opsUser = await client.query<{ fullname: string }>(
    "SELECT fullname FROM users WHERE id = $1",
    [opsId],
  );
  const ops: Principal = {
    sessionId: "seed",
    userId: opsId,
    clientId,
    email: "ops@maju.test",
    fullname: opsUser.rows[0]?.fullname ?? "Operations",
    avatarUrl: "",
    sso: false,
    userStatus: "active",
    clientStatus: "active",
    roleName: "Operations",
    isSuperAdmin: false,
    menus: [],
    language: "en",
    handle: "seed",
  };
  const used = new Set<number>();
  let made = 0;
  for (const day of days.rows) {
    if (made >= REASONS.length) break;
    if (used.has(day.agentId)) continue;
    try {
      const { request } = await createOvertimeRequest(
        { db },
        clientId,
        {
          agentId: day.agentId,
          date: day.date,
          minutes: 30,
          reason: REASONS[made]!,
          clientRequestId: `demo-overtime-${made + 1}`,
        },
        { kind: "agent", agentId: day.agentId },
      );
      used.add(day.agentId);
      made++;
      if (request.status !== "pending" || !day.validated || made % 2 === 0) continue;
      await db.tenant(clientId, (tx) =>
        decideApproval(
          tx,
          ops,
          request.approvalRequestId!,
          "approve",
          "Sudah dicek dengan supervisor lapangan",
          undefined,
          "Failed to Approve Request",
        ),
      );
    } catch (error) {
      // The day does not take the request (SPEC §8, a cap, a rule's approver): the next one.
      if (error instanceof HttpError) continue;
      throw error;
    }
  }
  return made;
}
