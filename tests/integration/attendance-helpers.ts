import type { TestStack } from "../support/stack.ts";
import { ownerAgent, uniqueCode } from "./org-helpers.ts";

/**
 * Issue 14 check-in tests: the ground of a worker's day made as the owner (branches in a
 * zone, shifts, schedule days, a policy with a location), so the tests' subject is the
 * check-in API, the records and the jobs.
 */
export async function zoneBranch(
  stack: TestStack,
  clientId: number,
  timezone: "Asia/Jakarta" | "Asia/Makassar" | "Asia/Jayapura" = "Asia/Jakarta",
): Promise<number> {
  const code = uniqueCode("AB");
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO branches (client_id, code, name, province_id, city_id, timezone)
     VALUES ($1, $2, $3, '31', '31.71', $4) RETURNING id`,
    [clientId, code, `Attendance branch ${code}`, timezone],
  );
  return rows[0]!.id;
}

export async function worker(stack: TestStack, clientId: number, branchId: number) {
  const id = await ownerAgent(stack, clientId, branchId);
  const { rows } = await stack.owner.query<{ phone_number: string }>(
    "SELECT phone_number FROM agents WHERE id = $1",
    [id],
  );
  return { id, phone: rows[0]!.phone_number };
}

export async function shift(
  stack: TestStack,
  clientId: number,
  fields: {
    start: string;
    end: string;
    breakMinutes?: number;
    lateGrace?: number;
    earlyGrace?: number;
    opensBefore?: number;
    closesAfter?: number;
  },
): Promise<number> {
  const code = uniqueCode("S").slice(0, 20);
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO shifts (client_id, code, name, start_time, end_time, break_minutes,
       late_grace_minutes, early_out_grace_minutes, check_in_opens_minutes_before,
       check_out_closes_minutes_after)
     VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      clientId,
      code,
      fields.start,
      fields.end,
      fields.breakMinutes ?? 0,
      fields.lateGrace ?? 0,
      fields.earlyGrace ?? 0,
      fields.opensBefore ?? 60,
      fields.closesAfter ?? 60,
    ],
  );
  return rows[0]!.id;
}

export async function scheduleDay(
  stack: TestStack,
  clientId: number,
  agentId: number,
  date: string,
  shiftId: number | null,
  dayType = shiftId === null ? "day_off" : "working",
) {
  await stack.owner.query(
    `INSERT INTO employee_schedule_days (client_id, agent_id, date, shift_id, day_type, source)
     VALUES ($1, $2, $3, $4, $5, 'override')
     ON CONFLICT (client_id, agent_id, date) DO UPDATE SET shift_id = $4, day_type = $5`,
    [clientId, agentId, date, shiftId, dayType],
  );
}

export const OFFICE = { latitude: -6.175392, longitude: 106.827153 };

/** A policy naming these agents directly, with one 100 m location at OFFICE. */
export async function policy(
  stack: TestStack,
  clientId: number,
  agentIds: number[],
  fields: {
    verification?: string;
    approval?: "auto" | "manual";
    geofence?: "reject" | "flag";
    maxAccuracy?: number;
    allowOffline?: boolean;
    location?: { latitude: number; longitude: number; radiusMeters?: number } | null;
  } = {},
): Promise<{ policyId: number; locationId: number | null }> {
  const name = uniqueCode("Policy");
  const approval = fields.approval ?? "auto";
  const { rows } = await stack.owner.query<{ id: number }>(
    `INSERT INTO attendance_policies (client_id, name, verification, approval_mode,
       approval_check_in, approval_check_out, approval_overtime, geofence, max_accuracy_meters,
       allow_offline)
     VALUES ($1, $2, $3, $4, $4, $4, $4, $5, $6, $7) RETURNING id`,
    [
      clientId,
      name,
      fields.verification ?? "none",
      approval,
      fields.geofence ?? "reject",
      fields.maxAccuracy ?? 100,
      fields.allowOffline ?? true,
    ],
  );
  const policyId = rows[0]!.id;
  let locationId: number | null = null;
  if (fields.location !== null) {
    const where: { latitude: number; longitude: number; radiusMeters?: number } =
      fields.location ?? OFFICE;
    const created = await stack.owner.query<{ id: number }>(
      `INSERT INTO working_locations (client_id, name, latitude, longitude, radius_meters)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [clientId, `Loc ${name}`, where.latitude, where.longitude, where.radiusMeters ?? 100],
    );
    locationId = created.rows[0]!.id;
    await stack.owner.query(
      `INSERT INTO attendance_policy_locations (client_id, attendance_policy_id, working_location_id)
       VALUES ($1, $2, $3)`,
      [clientId, policyId, locationId],
    );
  }
  for (const agentId of agentIds)
    await stack.owner.query(
      `INSERT INTO attendance_policy_agents (client_id, attendance_policy_id, agent_id)
       VALUES ($1, $2, $3)`,
      [clientId, policyId, agentId],
    );
  return { policyId, locationId };
}
