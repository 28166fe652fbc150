import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSimulation } from "../bench/attendance-sim/core.ts";
import { DEMO, startStack, type TestStack } from "../support/stack.ts";
import { clientIdOf } from "./org-helpers.ts";

/**
 * Issue 14: the simulator (tests/bench/attendance-sim/core.ts) against the test stack, for a
 * handful of workers and the last days: it gives app access where missing, logs the workers in
 * through agent-auth and its check-ins become records; a second run changes nothing
 * (idempotent event ids, or days that have a check-in are skipped).
 */

let stack: TestStack;
let maju: number;
let agentIds: number[];
const SEED = 7;

beforeAll(async () => {
  stack = await startStack();
  maju = await clientIdOf(stack, "PT Maju Jaya");
  // Four workers of the demo policy that takes offline check-ins (no selfie), whose last
  // three days are cleared of the seeded history and made working days on the office shift,
  // so the simulator has days inside the API's 72 hours to play whatever today's weekday is.
  const found = await stack.owner.query<{ id: number }>(
    `SELECT a.id FROM agents a
     JOIN attendance_policy_branches pb ON pb.client_id = a.client_id AND pb.branch_id = a.branch_id
     JOIN attendance_policies p ON p.id = pb.attendance_policy_id
     WHERE a.client_id = $1 AND a.worker_status = 'active' AND p.allow_offline
       AND p.verification = 'none'
     ORDER BY a.id LIMIT 4`,
    [maju],
  );
  agentIds = found.rows.map((r) => r.id);
  expect(agentIds).toHaveLength(4);
  await stack.owner.query(
    `DELETE FROM attendance_records
     WHERE client_id = $1 AND agent_id = ANY($2::int[]) AND date >= (now() AT TIME ZONE 'Asia/Jakarta')::date - 3`,
    [maju, agentIds],
  );
  await stack.owner.query(
    `UPDATE employee_schedule_days e SET day_type = 'working', source = 'override',
       shift_id = (SELECT id FROM shifts WHERE client_id = $1 AND code = 'PAGI')
     WHERE e.client_id = $1 AND e.agent_id = ANY($2::int[])
       AND e.date BETWEEN (now() AT TIME ZONE 'Asia/Jakarta')::date - 3 AND (now() AT TIME ZONE 'Asia/Jakarta')::date + 1`,
    [maju, agentIds],
  );
  // One worker without app access: the simulator's admin sets the PIN first.
  await stack.owner.query("DELETE FROM agent_app_access WHERE client_id = $1 AND agent_id = $2", [
    maju,
    agentIds[0],
  ]);
});
afterAll(() => stack.close());

describe("the attendance simulator", () => {
  it("drives the check-in API as the workers and their check-ins become records", async () => {
    const summary = await runSimulation({
      baseUrl: stack.baseUrl,
      admin: DEMO.majuAdmin,
      expectClientId: maju,
      days: 3,
      agents: 4,
      agentIds,
      seed: SEED,
    });
    expect(summary.workers).toBe(4);
    expect(summary.skipped).not.toHaveProperty(["worker login failed"]);
    const access = await stack.owner.query(
      "SELECT 1 FROM agent_app_access WHERE client_id = $1 AND agent_id = $2",
      [maju, agentIds[0]],
    );
    expect(access.rowCount).toBe(1);
    expect(summary.sent).toBeGreaterThan(0);
    expect(summary.accepted).toBeGreaterThan(0);
    const refused = Object.values(summary.rejected).reduce((a, b) => a + b, 0);
    expect(summary.accepted + summary.repeats + summary.alreadyCheckedIn + refused).toBe(
      summary.sent,
    );

    const events = await stack.owner.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM attendance_events
       WHERE client_id = $1 AND agent_id = ANY($2::int[]) AND client_event_id LIKE $3`,
      [maju, agentIds, `sim-${SEED}-%`],
    );
    expect(events.rows[0]!.n).toBe(summary.accepted);
    const records = await stack.owner.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM attendance_records
       WHERE client_id = $1 AND agent_id = ANY($2::int[]) AND date >= (now() AT TIME ZONE 'Asia/Jakarta')::date - 3
         AND check_in_at IS NOT NULL`,
      [maju, agentIds],
    );
    expect(records.rows[0]!.n).toBeGreaterThan(0);
    expect(records.rows[0]!.n).toBe(summary.recordIds.length);
  });

  it("a second run of the same seed creates nothing new", async () => {
    const before = await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM attendance_events WHERE client_id = $1",
      [maju],
    );
    const again = await runSimulation({
      baseUrl: stack.baseUrl,
      admin: DEMO.majuAdmin,
      days: 3,
      agents: 4,
      agentIds,
      seed: SEED,
    });
    expect(again.accepted).toBe(0);
    const after = await stack.owner.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM attendance_events WHERE client_id = $1",
      [maju],
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it("refuses to run as another client's admin", async () => {
    await expect(
      runSimulation({
        baseUrl: stack.baseUrl,
        admin: DEMO.sentosaAdmin,
        expectClientId: maju,
        days: 1,
        agents: 1,
        seed: SEED,
      }),
    ).rejects.toThrow(/belongs to client/);
  });
});
