import type pg from "pg";
import { Temporal } from "temporal-polyfill";
import type { WorkerRequestType } from "../../../domain/attendance/requests.ts";
import { decideApproval } from "../../hcm/approvals/routes/act.ts";
import { type CreateBody, createWorkerRequest } from "../../hcm/attendance/requests/flow.ts";
import { writeScheduleDays } from "../../hcm/rosters/generate-sql.ts";
import { HttpError } from "../../shared/errors.ts";
import type { Principal } from "../../shared/principal.ts";
import type { Db, Tx } from "../pool.ts";
import { APP_ROLE } from "../target.ts";

/**
 * Issue 14 demo data, Pending Approval: PT Maju Jaya's rule "Attendance Requests" covers every
 * worker request type (layer 1 the Operations role, layer 2 the admin, the admin also a default
 * approver), and ten workers of its located branches (not the first, whose policy approves
 * automatically) have a request waiting on a recent day: shift and branch changes for the coming
 * days, new attendances for days they forgot to check in, a dispute of an absent day; two of them
 * were already approved at layer 1 by the Operations user and wait for the admin.
 *
 * The requests are made by the worker requests' own code (services/hcm/attendance/requests/
 * flow.ts createWorkerRequest, and decideApproval of the approval routes for layer 1) inside the
 * seed's transaction, as the services' role under the client's RLS scope: the records, holds,
 * timeline and audit rows are the API's. Runs after the attendance history (if any) so requests
 * fit its records; a workers' day the request does not fit (already approved, checked in) is
 * skipped for the next candidate. Skipped when the rule exists already (a forced re-seed).
 */
export const DEMO_REQUEST_RULE = "Attendance Requests";

const WORKER_TYPES: readonly WorkerRequestType[] = [
  "shift",
  "branch",
  "shift_branch",
  "new_attendance",
  "new_attendance_branch",
  "dispute",
];

type Plan = {
  type: WorkerRequestType;
  /** Days from today (branch time): negative for the past. */
  days: readonly number[];
  reason: string;
  /** Approved at layer 1 by the Operations user: waits for the admin at layer 2. */
  layer2?: boolean;
  disputeStatus?: "present" | "leave" | "absent";
  /** New attendance: the check times on the day, branch wall clock. */
  checkIn?: string;
  checkOut?: string;
};

const PLANS: readonly Plan[] = [
  {
    type: "shift",
    days: [1, 2, 3, 4, 5],
    reason: "Tukar shift dengan rekan, ada acara keluarga pagi hari",
  },
  {
    type: "shift",
    days: [2, 3, 4, 5, 6],
    reason: "Kuliah malam dimulai minggu ini, mohon pindah ke shift pagi",
  },
  { type: "branch", days: [1, 2, 3, 4, 5], reason: "Diminta membantu stock opname di cabang lain" },
  {
    type: "shift_branch",
    days: [3, 4, 5, 6, 7],
    reason: "Rotasi sementara ke cabang lain untuk event promosi",
  },
  {
    type: "new_attendance",
    days: [-1, -2, -3, -4, -5],
    reason: "HP mati saat di lokasi, lupa check-in dan check-out",
    checkIn: "07:56",
    checkOut: "17:04",
  },
  {
    type: "new_attendance_branch",
    days: [-2, -3, -1, -4, -5],
    reason: "Bertugas di cabang lain seharian, aplikasi tidak bisa check-in di sana",
    checkIn: "08:10",
    checkOut: "16:55",
  },
  {
    type: "dispute",
    days: [-2, -3, -4, -1, -5],
    reason: "Sudah hadir tetapi GPS tidak terbaca, ada foto bersama supervisor",
    disputeStatus: "present",
  },
  { type: "branch", days: [2, 1, 3, 4, 5], reason: "Cabang asal sedang renovasi minggu ini" },
  {
    type: "shift",
    days: [1, 2, 3, 4, 5],
    reason: "Jadwal kontrol dokter pagi hari, mohon shift siang",
    layer2: true,
  },
  {
    type: "new_attendance",
    days: [-3, -2, -4, -1, -5],
    reason: "Lupa check-in karena langsung rapat dengan klien",
    checkIn: "08:02",
    checkOut: "17:10",
    layer2: true,
  },
];

/**
 * The services' Db over the seed's transaction: each call is a savepoint in the client's RLS
 * scope, as the app role when the owner may take it (an owner that may not stays itself).
 */
export async function seedDb(client: pg.Client): Promise<Db> {
  const tx = client as unknown as Tx;
  const role = await client.query<{ may: boolean }>(
    "SELECT pg_has_role(current_user, $1, 'MEMBER') AS may",
    [APP_ROLE],
  );
  const asApp = role.rows[0]?.may === true;
  return {
    pool: undefined as never,
    // The seed runs no route that batches (the employee list's first view).
    tenantBatch: () => Promise.reject(new Error("the seed's Db runs no batch")),
    async tenant(clientId, work) {
      await client.query("SAVEPOINT demo_request");
      try {
        if (asApp) await client.query(`SET LOCAL ROLE ${APP_ROLE}`);
        await client.query("SELECT set_config('app.client_id', $1, true)", [String(clientId)]);
        const result = await work(tx);
        if (asApp) await client.query("RESET ROLE");
        await client.query("RELEASE SAVEPOINT demo_request");
        return result;
      } catch (error) {
        await client.query("ROLLBACK TO SAVEPOINT demo_request");
        throw error;
      }
    },
    global: () => Promise.reject(new Error("not in the seed")),
    close: async () => {},
  };
}

export async function seedAttendanceRequests(
  client: pg.Client,
  clientIds: Map<string, number>,
  userIds: Map<string, number>,
): Promise<number> {
  const clientId = clientIds.get("PT Maju Jaya");
  const adminId = userIds.get("admin@maju.test");
  const opsId = userIds.get("ops@maju.test");
  if (clientId === undefined || adminId === undefined || opsId === undefined) return 0;
  const covered = await client.query(
    "SELECT 1 FROM approval_rule_request_types WHERE client_id = $1 AND request_type = ANY($2)",
    [clientId, WORKER_TYPES],
  );
  if (covered.rowCount !== 0) return 0; // a forced re-seed: the client's rules stay as they are
  const made = await client.query<{ id: number }>(
    `INSERT INTO approval_rules (client_id, name, layer_count) VALUES ($1, $2, 2)
     ON CONFLICT (client_id, lower(name)) DO NOTHING RETURNING id`,
    [clientId, DEMO_REQUEST_RULE],
  );
  const ruleId = made.rows[0]?.id;
  if (ruleId === undefined) return 0;
  await client.query(
    `INSERT INTO approval_rule_request_types (client_id, rule_id, request_type)
     SELECT $1, $2, unnest($3::text[])`,
    [clientId, ruleId, WORKER_TYPES],
  );
  const operations = await client.query<{ id: number }>(
    "SELECT id FROM roles WHERE client_id = $1 AND lower(name) = 'operations'",
    [clientId],
  );
  await client.query(
    `INSERT INTO approval_rule_approvers (client_id, rule_id, layer, user_id, role_id) VALUES
       ($1, $2, 1, NULL, $3), ($1, $2, 2, $4, NULL), ($1, $2, 0, $4, NULL)`,
    [clientId, ruleId, operations.rows[0]!.id, adminId],
  );

  // Workers of the located branches whose policy does not approve automatically; the last
  // ones by id, so tests that take "the first workers" of the demo find them free.
  const workers = await client.query<{
    agentId: number;
    branchId: number;
    today: string;
    zone: string;
  }>(
    `SELECT a.id AS "agentId", a.branch_id AS "branchId", b.timezone AS zone,
       to_char((now() AT TIME ZONE b.timezone)::date, 'YYYY-MM-DD') AS today
     FROM agents a JOIN branches b ON b.id = a.branch_id
     WHERE a.client_id = $1 AND a.worker_status = 'active'
       AND EXISTS (SELECT 1 FROM working_location_branches w WHERE w.branch_id = a.branch_id)
       AND NOT EXISTS (SELECT 1 FROM attendance_policy_branches pb
                       JOIN attendance_policies p ON p.id = pb.attendance_policy_id
                       WHERE pb.branch_id = a.branch_id AND p.approval_mode = 'auto')
       AND NOT EXISTS (SELECT 1 FROM attendance_policy_agents pa WHERE pa.agent_id = a.id)
     ORDER BY a.id DESC LIMIT 200`,
    [clientId],
  );
  if (workers.rows.length === 0) return 0;
  // Without the attendance history the workers have no schedule: the first forty get the
  // 5-day office week around today.
  const unscheduled = await client.query<{ id: number }>(
    `SELECT id FROM unnest($1::int[]) AS u(id) WHERE NOT EXISTS
       (SELECT 1 FROM employee_schedule_days d WHERE d.agent_id = u.id)`,
    [workers.rows.slice(0, 40).map((w) => w.agentId)],
  );
  if (unscheduled.rows.length > 0) {
    const master = await client.query<{ id: number; holidays_override: boolean }>(
      "SELECT id, holidays_override FROM master_schedules WHERE client_id = $1 AND name = 'Kantor 5 Hari'",
      [clientId],
    );
    const today = workers.rows[0]!.today;
    if (master.rows[0])
      await writeScheduleDays(client as unknown as Tx, {
        clientId,
        agentIds: unscheduled.rows.map((r) => r.id),
        from: addDays(today, -14),
        to: addDays(today, 14),
        masterScheduleId: master.rows[0].id,
        schedulePatternId: null,
        holidaysOverride: master.rows[0].holidays_override,
      });
  }

  const shifts = await client.query<{ id: number; code: string }>(
    "SELECT id, code FROM shifts WHERE client_id = $1 AND status = 'active' AND code IN ('PAGI', 'SIANG')",
    [clientId],
  );
  const shiftOf = new Map(shifts.rows.map((s) => [s.code, s.id]));
  const otherBranch = async (branchId: number) =>
    (
      await client.query<{ id: number }>(
        `SELECT b.id FROM branches b WHERE b.client_id = $1 AND b.status = 'active' AND b.id <> $2
           AND EXISTS (SELECT 1 FROM working_location_branches w WHERE w.branch_id = b.id)
         ORDER BY b.id LIMIT 1`,
        [clientId, branchId],
      )
    ).rows[0]?.id ?? null;

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
    fullname: opsUser.rows[0]!.fullname,
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
  let created = 0;
  for (const [index, plan] of PLANS.entries()) {
    let done = false;
    for (const worker of workers.rows) {
      if (done) break;
      if (used.has(worker.agentId)) continue;
      for (const offset of plan.days) {
        const date = addDays(worker.today, offset);
        // A working day whose record (if any) may still take the request: a new attendance
        // only without a check-in, a dispute (of an absence) too; only a dispute when decided.
        const dispute = plan.type === "dispute";
        const day = await client.query<{ shiftCode: string | null }>(
          `SELECT s.code AS "shiftCode" FROM employee_schedule_days d
           LEFT JOIN shifts s ON s.id = d.shift_id
           WHERE d.agent_id = $1 AND d.date = $2 AND d.day_type = 'working'
             AND NOT EXISTS (SELECT 1 FROM attendance_records r WHERE r.agent_id = d.agent_id
               AND r.date = d.date AND ($3 AND r.check_in_at IS NOT NULL
                 OR NOT $4 AND (r.decision = 'approve' OR r.status IN ('approved', 'overtime'))))`,
          [worker.agentId, date, plan.type.startsWith("new_attendance") || dispute, dispute],
        );
        if (!day.rows[0]) continue;
        const body: CreateBody = {
          type: plan.type,
          date,
          reason: plan.reason,
          clientRequestId: `demo-request-${index + 1}`,
        };
        if (plan.type === "shift" || plan.type === "shift_branch")
          body.shiftId = shiftOf.get(day.rows[0].shiftCode === "SIANG" ? "PAGI" : "SIANG") ?? null;
        if (plan.type === "branch" || plan.type.endsWith("_branch"))
          body.branchId = await otherBranch(worker.branchId);
        if (plan.checkIn) body.checkInAt = wall(date, plan.checkIn, worker.zone);
        if (plan.checkOut) body.checkOutAt = wall(date, plan.checkOut, worker.zone);
        if (plan.disputeStatus) body.disputeStatus = plan.disputeStatus;
        let requestId: number;
        try {
          const { request } = await createWorkerRequest({ db }, clientId, worker.agentId, body);
          if (request.status !== "pending") continue;
          requestId = request.id;
        } catch (error) {
          // The day does not take this request (SPEC §8 409s): the next candidate.
          if (error instanceof HttpError) continue;
          throw error;
        }
        if (plan.layer2) {
          const approval = await client.query<{ id: number }>(
            "SELECT approval_request_id AS id FROM attendance_requests WHERE id = $1",
            [requestId],
          );
          await db.tenant(clientId, (tx) =>
            decideApproval(
              tx,
              ops,
              approval.rows[0]!.id,
              "approve",
              "Sudah dicek dengan supervisor lapangan",
              undefined,
              "Failed to Approve Request",
            ),
          );
        }
        used.add(worker.agentId);
        created++;
        done = true;
        break;
      }
    }
  }
  return created;
}

const addDays = (day: string, days: number) =>
  Temporal.PlainDate.from(day).add({ days }).toString();

/** The instant of a wall-clock time on `day` in `zone` (ISO-8601 with offset). */
function wall(day: string, time: string, zone: string): string {
  return Temporal.PlainDateTime.from(`${day}T${time}`).toZonedDateTime(zone).toInstant().toString();
}
