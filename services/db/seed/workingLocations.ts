import type pg from "pg";

/**
 * Issue 13 demo data: a working location (100 m) at each of a client's first branches, on the
 * branch's own coordinates, and for the first client one attendance policy covering its first
 * branch with that branch's location. Deterministic and idempotent (skipped once the client
 * has a location).
 */
export async function seedWorkingLocations(
  client: pg.ClientBase,
  clientId: number,
  options: { branches: number; policy: boolean },
): Promise<void> {
  const present = await client.query(
    "SELECT 1 FROM working_locations WHERE client_id = $1 LIMIT 1",
    [clientId],
  );
  if (present.rowCount !== 0) return;
  const branches = await client.query<{
    id: number;
    name: string;
    address: string;
    latitude: string;
    longitude: string;
  }>(
    `SELECT id, name, address, latitude, longitude FROM branches
     WHERE client_id = $1 AND latitude IS NOT NULL AND status = 'active' ORDER BY id LIMIT $2`,
    [clientId, options.branches],
  );
  const locations: number[] = [];
  for (const branch of branches.rows) {
    const made = await client.query<{ id: number }>(
      `INSERT INTO working_locations (client_id, name, address, latitude, longitude, radius_meters)
       VALUES ($1, $2, $3, $4, $5, 100) RETURNING id`,
      [clientId, `Kantor ${branch.name}`, branch.address, branch.latitude, branch.longitude],
    );
    const id = made.rows[0]!.id;
    locations.push(id);
    await client.query(
      "INSERT INTO working_location_branches (client_id, working_location_id, branch_id) VALUES ($1, $2, $3)",
      [clientId, id, branch.id],
    );
  }
  const first = branches.rows[0];
  if (!options.policy || !first || locations.length === 0) return;
  const policy = await client.query<{ id: number }>(
    `INSERT INTO attendance_policies (client_id, name, verification, approval_mode, approval_check_in,
       approval_check_out, approval_overtime, geofence, max_accuracy_meters, allow_offline,
       allow_outside_request)
     VALUES ($1, $2, 'selfie_verified', 'auto', 'auto', 'auto', 'manual', 'flag', 100, false, true)
     RETURNING id`,
    [clientId, `Kehadiran ${first.name}`],
  );
  const policyId = policy.rows[0]!.id;
  await client.query(
    "INSERT INTO attendance_policy_locations (client_id, attendance_policy_id, working_location_id) VALUES ($1, $2, $3)",
    [clientId, policyId, locations[0]],
  );
  await client.query(
    "INSERT INTO attendance_policy_branches (client_id, attendance_policy_id, branch_id) VALUES ($1, $2, $3)",
    [clientId, policyId, first.id],
  );
}
