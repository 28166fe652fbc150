import type pg from "pg";
import type { Tx } from "../../services/db/pool.ts";
import { DEMO_REQUEST_RULE } from "../../services/db/seed/attendanceRequests.ts";
import { recomputeRecord } from "../../services/hcm/attendance/records.ts";

/**
 * The demo seed gives PT Maju Jaya the rule "Attendance Requests" over every worker request
 * type, with pending requests on it (services/db/seed/attendanceRequests.ts). A type is covered
 * by at most one rule of a client, so a test that makes its own rules for these types, or that
 * needs a type no rule covers (auto-approval), removes it first: its requests (with their
 * approval requests and actions) go, their records are released and recomputed, then the rule.
 */
export async function removeDemoRequestRule(owner: pg.Client): Promise<void> {
  const rules = await owner.query<{ id: number; client_id: number }>(
    "SELECT id, client_id FROM approval_rules WHERE name = $1",
    [DEMO_REQUEST_RULE],
  );
  for (const rule of rules.rows) {
    const requests = await owner.query<{ record_id: string | null; approval_request_id: number }>(
      `DELETE FROM attendance_requests WHERE approval_request_id IN
         (SELECT id FROM approval_requests WHERE rule_id = $1)
       RETURNING record_id, approval_request_id`,
      [rule.id],
    );
    await owner.query("DELETE FROM approval_requests WHERE rule_id = $1", [rule.id]);
    await owner.query("DELETE FROM approval_rules WHERE id = $1", [rule.id]);
    const records = [...new Set(requests.rows.map((r) => r.record_id))].filter((id) => id !== null);
    for (const id of records) {
      await owner.query(
        `UPDATE attendance_records SET request_status = (
           SELECT CASE WHEN bool_or(q.request_type IN ('new_attendance', 'new_attendance_branch'))
                       THEN 'pending_attendance' ELSE 'pending_request' END
           FROM attendance_requests q WHERE q.record_id = $1 AND q.status = 'pending'
           HAVING count(*) > 0)
         WHERE id = $1`,
        [id],
      );
      await recomputeRecord(
        owner as unknown as Tx,
        rule.client_id,
        Number(id),
        { kind: "system" },
        "request_cancelled",
        "Test set-up: the demo rule removed",
      );
    }
  }
}
