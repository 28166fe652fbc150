import { type GlobalFlagValue, resolveFlags, resolveMaintenance } from "../../domain/flags.ts";
import type { Db } from "../db/pool.ts";

/**
 * The client's maintenance toggles and feature flags as they resolve now (SPEC §6): the
 * global values (a boolean, or a list of client ids), the client's own overrides, and the
 * environment's defaults. Read by GET /general/system-config and by the access hook, which
 * holds a flag-gated menu's routes to the same flags as the console's sidebar.
 */
export async function readSystemConfig(db: Db, clientId: number, environment: string) {
  return db.tenant(clientId, async (tx) => {
    const config = await tx.query<{ key: string; value: Record<string, unknown> }>(
      "SELECT key, value FROM system_config WHERE key IN ('maintenance', 'feature_flags')",
    );
    const overrides = await tx.query<{ name: string; value: boolean }>(
      "SELECT name, value FROM client_feature_flags",
    );
    const stored = Object.fromEntries(config.rows.map((row) => [row.key, row.value]));
    return {
      maintenance: resolveMaintenance(stored["maintenance"] ?? {}),
      feature_flags: resolveFlags(
        clientId,
        environment,
        (stored["feature_flags"] ?? {}) as Record<string, GlobalFlagValue>,
        Object.fromEntries(overrides.rows.map((row) => [row.name, row.value])),
      ),
    };
  });
}
