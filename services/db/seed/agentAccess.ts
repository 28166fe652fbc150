import type pg from "pg";
import { hashPassword } from "../../main/auth/password.ts";

/**
 * Issue 14 demo data, the worker app's access: every active worker of both demo clients can
 * log in to the app (POST /api/main/v1/agent-auth/login) with their phone number and this PIN,
 * so the simulator and a demo can drive the real check-in API. One hash for all (the same
 * PIN); an admin changes a worker's on the employee detail page.
 */
export const DEMO_AGENT_PIN = "123456";

export async function seedAgentAccess(client: pg.Client, clientIds: Map<string, number>) {
  const pinHash = await hashPassword(DEMO_AGENT_PIN);
  for (const name of ["PT Maju Jaya", "PT Sentosa Abadi"]) {
    const id = clientIds.get(name);
    if (id === undefined) continue;
    await client.query(
      `INSERT INTO agent_app_access (client_id, agent_id, pin_hash)
       SELECT client_id, id, $2 FROM agents WHERE client_id = $1 AND worker_status = 'active'
       ON CONFLICT (client_id, agent_id) DO NOTHING`,
      [id, pinHash],
    );
  }
}
