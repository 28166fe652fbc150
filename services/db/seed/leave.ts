import type pg from "pg";
import { Temporal } from "temporal-polyfill";
import { decideLeaveRequest } from "../../hcm/leave/decide.ts";
import { createLeaveRequest, type LeaveActor } from "../../hcm/leave/flow.ts";
import { syncAccruals } from "../../hcm/leave/ledgerRepo.ts";
import { HttpError } from "../../shared/errors.ts";
import type { Principal } from "../../shared/principal.ts";
import type { Db, Tx } from "../pool.ts";
import { APP_ROLE } from "../target.ts";

/**
 * Issue 15 demo data, after the leave policies (services/db/seed/leavePolicies.ts): the
 * accrual schedule posted for every worker of the demo clients, and a few leave requests in
 * each — approved as paid and as unpaid, pending (one from the worker app, one sick leave on a
 * recent day, so Daily Approval shows the SPEC §8 refusal), rejected — made and decided through
 * the same functions as the API (services/hcm/leave/flow.ts), so the ledger, the approval
 * actions, the audit rows and the attendance records agree. Policies are looked up by kind; a
 * client without an active annual policy is skipped. Idempotent: a client that already has
 * leave requests is left as it is.
 */
type Plan = {
  /** The kinds tried in order (sick leave may need a doctor's note the seed has no file for). */
  kinds: ("annual" | "sick")[];
  /** Days from the Monday after next (negative: recent past weekdays). */
  offsets: [number, number];
  source: "console" | "worker";
  outcome: "approve_paid" | "approve_unpaid" | "reject" | "pending";
  reason: string;
  note?: string;
};

const PLANS: Plan[] = [
  {
    kinds: ["annual"],
    offsets: [0, 2],
    source: "console",
    outcome: "approve_paid",
    reason: "Pulang kampung menghadiri acara keluarga",
  },
  {
    kinds: ["annual"],
    offsets: [8, 8],
    source: "worker",
    outcome: "approve_unpaid",
    reason: "Mengurus dokumen kependudukan",
    note: "Disetujui tanpa upah: saldo dipakai untuk akhir tahun",
  },
  {
    kinds: ["annual"],
    offsets: [14, 15],
    source: "worker",
    outcome: "pending",
    reason: "Liburan bersama keluarga",
  },
  {
    kinds: ["sick", "annual"],
    offsets: [-1, -1],
    source: "worker",
    outcome: "pending",
    reason: "Demam, surat dokter menyusul",
  },
  {
    kinds: ["annual"],
    offsets: [21, 22],
    source: "console",
    outcome: "reject",
    reason: "Acara pribadi",
    note: "Bertepatan dengan audit stok akhir bulan",
  },
];

/** The services' Db over the seed's transaction (as services/db/seed/attendanceRequests.ts). */
async function seedDb(client: pg.Client): Promise<Db> {
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
      await client.query("SAVEPOINT demo_leave");
      try {
        if (asApp) await client.query(`SET LOCAL ROLE ${APP_ROLE}`);
        await client.query("SELECT set_config('app.client_id', $1, true)", [String(clientId)]);
        const result = await work(tx);
        if (asApp) await client.query("RESET ROLE");
        await client.query("RELEASE SAVEPOINT demo_leave");
        return result;
      } catch (error) {
        await client.query("ROLLBACK TO SAVEPOINT demo_leave");
        throw error;
      }
    },
    global: () => Promise.reject(new Error("not in the seed")),
    close: async () => {},
  };
}

async function principalOf(client: pg.Client, clientId: number, email: string) {
  const found = await client.query<{ id: number; fullname: string; role: string }>(
    `SELECT u.id, u.fullname, r.name AS role FROM users u LEFT JOIN roles r ON r.id = u.role_id
     WHERE u.client_id = $1 AND u.email = $2`,
    [clientId, email],
  );
  const row = found.rows[0];
  if (!row) return null;
  const principal: Principal = {
    sessionId: "seed",
    userId: row.id,
    clientId,
    email,
    fullname: row.fullname,
    avatarUrl: "",
    sso: false,
    userStatus: "active",
    clientStatus: "active",
    roleName: row.role ?? "",
    isSuperAdmin: false,
    menus: [],
    language: "en",
    handle: "seed",
  };
  return principal;
}

/** Answers how many leave requests were made. */
export async function seedLeave(
  client: pg.Client,
  clientIds: Map<string, number>,
): Promise<number> {
  const db = await seedDb(client);
  let made = 0;
  for (const [name, deciders] of [
    ["PT Maju Jaya", ["ops@maju.test", "admin@maju.test"]],
    ["PT Sentosa Abadi", ["admin@sentosa.test"]],
  ] as const) {
    const clientId = clientIds.get(name);
    if (clientId === undefined) continue;
    const policies = await client.query<{ id: number; kind: string }>(
      `SELECT DISTINCT ON (kind) id, kind FROM leave_policies
       WHERE client_id = $1 AND status = 'active' AND kind IN ('annual', 'sick')
       ORDER BY kind, id`,
      [clientId],
    );
    const policyOf = new Map(policies.rows.map((p) => [p.kind, p.id]));
    if (!policyOf.has("annual")) continue;
    const existing = await client.query(
      "SELECT 1 FROM leave_requests WHERE client_id = $1 LIMIT 1",
      [clientId],
    );
    if ((existing.rowCount ?? 0) > 0) continue;

    const people = (
      await Promise.all(deciders.map((email) => principalOf(client, clientId, email)))
    ).filter((p): p is Principal => p !== null);
    const admin = people.at(-1);
    if (!admin) continue;
    // The demo admin may decide a leave at any layer (a default approver, as on the demo's
    // attendance rule), so the console's decision works for them from the first layer.
    await client.query(
      `INSERT INTO approval_rule_approvers (client_id, rule_id, layer, user_id)
       SELECT t.client_id, t.rule_id, 0, $2 FROM approval_rule_request_types t
       WHERE t.client_id = $1 AND t.request_type = 'leave'
         AND NOT EXISTS (SELECT 1 FROM approval_rule_approvers a
                         WHERE a.rule_id = t.rule_id AND a.layer = 0 AND a.user_id = $2)`,
      [clientId, admin.userId],
    );
    await db.tenant(clientId, (tx) => syncAccruals(tx, clientId));
    // The longest-serving workers first (they have annual leave); a worker already given a
    // request takes another only when nobody else fits (their dates never overlap).
    const workers = await client.query<{ id: number; today: string }>(
      `SELECT a.id, to_char((now() AT TIME ZONE b.timezone)::date, 'YYYY-MM-DD') AS today
       FROM agents a JOIN branches b ON b.id = a.branch_id
       WHERE a.client_id = $1 AND a.worker_status = 'active'
       ORDER BY a.join_date, a.id DESC LIMIT 60`,
      [clientId],
    );
    const used = new Set<number>();
    for (const plan of PLANS) {
      let done = false;
      for (const kind of plan.kinds) {
        const policyId = policyOf.get(kind);
        if (policyId === undefined || done) continue;
        const candidates = [
          ...workers.rows.filter((w) => !used.has(w.id)),
          ...workers.rows.filter((w) => used.has(w.id)),
        ];
        for (const worker of candidates) {
          const [from, to] = plan.offsets.map((offset) => dayOf(worker.today, offset));
          const actor: LeaveActor =
            plan.source === "worker"
              ? { kind: "agent", agentId: worker.id }
              : { kind: "user", principal: admin };
          let id: number;
          let pending: boolean;
          try {
            const created = await createLeaveRequest(
              { db },
              clientId,
              {
                agentId: worker.id,
                policyId,
                from: from!,
                to: to!,
                halfDay: null,
                reason: plan.reason,
                fileId: null,
                ...(plan.source === "worker"
                  ? { clientRequestId: `seed-leave-${kind}-${plan.offsets[0]}` }
                  : {}),
              },
              actor,
              "en",
            );
            id = created.request.id;
            pending = created.request.status === "pending";
          } catch (error) {
            // This worker's days do not fit (approved attendance, balance): the next one.
            if (error instanceof HttpError && error.statusCode < 500) continue;
            throw error;
          }
          used.add(worker.id);
          made++;
          // Without a rule for leave the request was approved at once: nothing to decide.
          if (plan.outcome !== "pending" && pending) {
            const layers = plan.outcome === "reject" ? people.slice(0, 1) : people;
            for (const decider of layers) {
              const status = await db.tenant(clientId, async (tx) => {
                await decideLeaveRequest(tx, decider, id, plan.outcome as never, plan.note ?? null);
                return (
                  await tx.query<{ status: string }>(
                    "SELECT status FROM leave_requests WHERE id = $1",
                    [id],
                  )
                ).rows[0]!.status;
              });
              if (status !== "pending") break;
            }
          }
          done = true;
          break;
        }
      }
    }
  }
  return made;
}

/**
 * The day `offset` weekdays-ish from the Monday after next; a negative offset is that many days
 * back, moved to the Friday before when it falls on a weekend.
 */
function dayOf(today: string, offset: number): string {
  const now = Temporal.PlainDate.from(today);
  if (offset < 0) {
    let day = now.add({ days: offset });
    while (day.dayOfWeek > 5) day = day.subtract({ days: 1 });
    return day.toString();
  }
  const monday = now.add({ days: 14 - (now.dayOfWeek - 1) });
  return monday.add({ days: offset }).toString();
}
