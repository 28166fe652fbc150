import { randomBytes } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import { hashPassword } from "../../services/main/auth/password.ts";
import { login, type TestStack } from "../support/stack.ts";
import { shift } from "./attendance-helpers.ts";
import { type Hcm, hcmAs } from "./hcm-helpers.ts";
import { ownerAgent, uniqueCode } from "./org-helpers.ts";

/**
 * Issue 15 leave tests: the ground made as the owner — leave policies (their CRUD is another
 * part's), workers with a Monday–Friday schedule, approvers — so the subject is the ledger and
 * the requests.
 */
export type PolicyFields = {
  kind?: string;
  limited?: boolean;
  daysPerPeriod?: number | null;
  accrual?: "monthly" | "annually";
  startFrom?: "join_date" | "after_probation";
  probationMonths?: number;
  carryOverDays?: number;
  maxDaysPerRequest?: number | null;
  halfDayAllowed?: boolean;
  paidByDefault?: boolean;
  countDaysOff?: boolean;
  countHolidays?: boolean;
  attachmentRequired?: boolean;
  allowNegative?: boolean;
  status?: "active" | "inactive";
  agentIds?: number[];
};

/** A leave policy made as the owner; covering everyone unless agentIds are given. */
export async function leavePolicy(
  stack: TestStack,
  clientId: number,
  fields: PolicyFields = {},
): Promise<number> {
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO leave_policies (client_id, name, kind, limited, days_per_period, accrual,
       start_from, probation_months, carry_over_days, max_days_per_request, half_day_allowed,
       paid_by_default, count_days_off, count_holidays, attachment_required, allow_negative,
       covers_all, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     RETURNING id`,
    [
      clientId,
      uniqueCode("Leave"),
      fields.kind ?? "annual",
      fields.limited ?? true,
      fields.limited === false ? null : (fields.daysPerPeriod ?? 12),
      fields.accrual ?? "annually",
      fields.startFrom ?? "join_date",
      fields.probationMonths ?? 0,
      fields.carryOverDays ?? 0,
      fields.maxDaysPerRequest ?? null,
      fields.halfDayAllowed ?? false,
      fields.paidByDefault ?? true,
      fields.countDaysOff ?? false,
      fields.countHolidays ?? false,
      fields.attachmentRequired ?? false,
      fields.allowNegative ?? false,
      fields.agentIds === undefined,
      fields.status ?? "active",
    ],
  );
  const id = rows[0]!.id;
  for (const agentId of fields.agentIds ?? [])
    await stack.owner.query(
      "INSERT INTO leave_policy_agents (client_id, leave_policy_id, agent_id) VALUES ($1, $2, $3)",
      [clientId, id, agentId],
    );
  return id;
}

/**
 * Leaves the tests' clients with no leave policy and no rule for leave of their own: the demo
 * seed's are switched off, so each test's policies and rules are the only ones.
 */
export async function isolateLeave(stack: TestStack) {
  await stack.owner.query("UPDATE leave_policies SET status = 'inactive'");
  await stack.owner.query("DELETE FROM approval_rule_request_types WHERE request_type = 'leave'");
}

export const today = () => Temporal.Now.plainDateISO("Asia/Jakarta");

/** The Monday at least `weeks` weeks ahead. */
export function monday(weeks = 1): Temporal.PlainDate {
  const day = today().add({ days: 7 * weeks });
  return day.subtract({ days: day.dayOfWeek - 1 });
}

/**
 * A worker (joined 2024-01-01) of a branch in Jakarta with a Monday–Friday 08:00–17:00 schedule
 * from `from` for `days` days (weekends day_off).
 */
export async function scheduledWorker(
  stack: TestStack,
  clientId: number,
  branchId: number,
  from = today().subtract({ days: 40 }),
  days = 120,
) {
  const agentId = await ownerAgent(stack, clientId, branchId);
  const shiftId = await shift(stack, clientId, { start: "08:00", end: "17:00" });
  await stack.owner.query(
    `INSERT INTO employee_schedule_days (client_id, agent_id, date, shift_id, day_type, source)
     SELECT $1, $2, d::date,
       CASE WHEN extract(isodow FROM d) < 6 THEN $3::int END,
       CASE WHEN extract(isodow FROM d) < 6 THEN 'working' ELSE 'day_off' END, 'override'
     FROM generate_series($4::date, $4::date + $5::int, interval '1 day') AS d
     ON CONFLICT (client_id, agent_id, date) DO NOTHING`,
    [clientId, agentId, shiftId, from.toString(), days],
  );
  return { agentId, shiftId };
}

/** A user of the client with the leave menus, signed in. */
export async function leaveUser(stack: TestStack, clientId: number, menus = ["leave-management"]) {
  const tag = randomBytes(4).toString("hex");
  const role = await stack.owner.query<{ id: number }>(
    "INSERT INTO roles (client_id, name) VALUES ($1, $2) RETURNING id",
    [clientId, `Leave approver ${tag}`],
  );
  const roleId = role.rows[0]!.id;
  await stack.owner.query(
    "INSERT INTO role_menus (client_id, role_id, menu_id) SELECT $1, $2, unnest($3::text[])",
    [clientId, roleId, menus],
  );
  const email = `leave-${tag}@test.example`;
  const password = "Leave-pass-1";
  const user = await stack.owner.query<{ id: number }>(
    `INSERT INTO users (client_id, role_id, email, fullname, password_hash)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [clientId, roleId, email, `Leave Approver ${tag}`, await hashPassword(password)],
  );
  const token = (await login(stack.app, { email, password })).token;
  return { userId: user.rows[0]!.id, token, rest: hcmAs(stack, token) as Hcm, email };
}

/** A rule for leave requests with one user approver per layer (answers its id). */
export async function leaveRule(admin: Hcm, userIds: number[]): Promise<number> {
  const answer = await admin.post("/approval-rules", {
    name: `Leave ${randomBytes(3).toString("hex")}`,
    requestTypes: ["leave"],
    layers: userIds.map((id) => ({ approverUserIds: [id] })),
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body["data"].id as number;
}

export async function dropRule(stack: TestStack, ruleId: number) {
  await stack.owner.query(
    "UPDATE approval_requests SET status = 'cancelled' WHERE rule_id = $1 AND status = 'pending'",
    [ruleId],
  );
  await stack.owner.query("DELETE FROM approval_rules WHERE id = $1", [ruleId]);
}
