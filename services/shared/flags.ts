import { type GlobalFlagValue, resolveFlags, resolveMaintenance } from "../../domain/flags.ts";
import type { Db } from "../db/pool.ts";

/**
 * The client's maintenance toggles and feature flags as they resolve now (SPEC §6): the
 * global values (a boolean, or a list of client ids), the client's own overrides, and the
 * environment's defaults. Read by GET /general/system-config and by the access hook, which
 * holds a flag-gated menu's routes to the same flags as the console's sidebar.
 */
export async function readSystemConfig(db: Db, clientId: number, environment: string) {
  // One round trip (issue 19): the access hook reads this for every call of a flag-gated
  // menu's routes (attendance, payroll…), where a transaction of two queries took four.
  const [config, overrides] = await db.tenantBatch(clientId, [
    "SELECT key, value FROM system_config WHERE key IN ('maintenance', 'feature_flags')",
    "SELECT name, value FROM client_feature_flags",
  ]);
  const configRows = (config?.rows ?? []) as { key: string; value: Record<string, unknown> }[];
  const overrideRows = (overrides?.rows ?? []) as { name: string; value: boolean }[];
  const stored = Object.fromEntries(configRows.map((row) => [row.key, row.value]));
  return {
    maintenance: resolveMaintenance(stored["maintenance"] ?? {}),
    feature_flags: resolveFlags(
      clientId,
      environment,
      (stored["feature_flags"] ?? {}) as Record<string, GlobalFlagValue>,
      Object.fromEntries(overrideRows.map((row) => [row.name, row.value])),
    ),
  };
}
