/**
 * Feature flags and maintenance toggles of SPEC §6. Client-list flags are on for the clients
 * named in their list; toggles are plain booleans with the SPEC defaults.
 */
export const CLIENT_LIST_FLAGS = [
  "payroll_beta",
  "attendance_beta",
  "manual_disbursement_approval",
  "regulation_based_component",
  "complex_formula",
  "attendance_data_for_payroll",
  "final_tax_configuration",
  "custom_payslip_template",
  "early_wage_access_settlement",
  "core_working_location",
  "blacklisted_payroll_type",
  /** Tax eligibility (SPEC §6): gates Tax Management (BETA) and the tax payroll guard (SPEC §4). */
  "tax_eligible",
] as const;

export const TOGGLE_FLAGS = [
  "leave",
  "contract",
  "audit",
  "pph21_ter",
  "payroll",
  "tracer",
  "overtime",
  "irregular_tax_component",
  "edit_account",
  "qr_scanner_in_schema",
  "playground",
] as const;

export const MAINTENANCE_TOGGLES = [
  "full_maintenance",
  "disbursement_maintenance",
  "client_calculation_throttle",
] as const;

export type FlagName = (typeof CLIENT_LIST_FLAGS)[number] | (typeof TOGGLE_FLAGS)[number];
export type MaintenanceToggle = (typeof MAINTENANCE_TOGGLES)[number];
export type FeatureFlags = Record<FlagName, boolean>;
export type Maintenance = Record<MaintenanceToggle, boolean>;

/** A stored global value: a boolean, or the list of client ids the flag is on for. */
export type GlobalFlagValue = boolean | readonly number[];

export function isFlagName(name: string): name is FlagName {
  return (
    (CLIENT_LIST_FLAGS as readonly string[]).includes(name) ||
    (TOGGLE_FLAGS as readonly string[]).includes(name)
  );
}

export function isMaintenanceToggle(name: string): name is MaintenanceToggle {
  return (MAINTENANCE_TOGGLES as readonly string[]).includes(name);
}

/** SPEC §6 defaults; "by environment" flags are on outside production. */
export function defaultFlags(environment: string): FeatureFlags {
  const flags = Object.fromEntries(CLIENT_LIST_FLAGS.map((name) => [name, false])) as FeatureFlags;
  for (const name of TOGGLE_FLAGS) flags[name] = true;
  flags.irregular_tax_component = false;
  flags.edit_account = false;
  flags.qr_scanner_in_schema = false;
  flags.playground = environment !== "production";
  return flags;
}

/** The caller's flags: a per-client override wins, then the global value, then the default. */
export function resolveFlags(
  clientId: number,
  environment: string,
  globals: Readonly<Record<string, GlobalFlagValue>>,
  overrides: Readonly<Record<string, boolean>>,
): FeatureFlags {
  const flags = defaultFlags(environment);
  for (const name of Object.keys(flags) as FlagName[]) {
    const override = overrides[name];
    const global = globals[name];
    if (override !== undefined) flags[name] = override;
    else if (typeof global === "boolean") flags[name] = global;
    else if (Array.isArray(global)) flags[name] = global.includes(clientId);
  }
  return flags;
}

export function resolveMaintenance(stored: Readonly<Record<string, unknown>>): Maintenance {
  return {
    full_maintenance: stored["full_maintenance"] === true,
    disbursement_maintenance: stored["disbursement_maintenance"] === true,
    client_calculation_throttle: stored["client_calculation_throttle"] === true,
  };
}

/** Parses an operator's flag value: true/false/on/off, or a JSON list of client ids. */
export function parseFlagValue(text: string): GlobalFlagValue | null {
  const lowered = text.trim().toLowerCase();
  if (["true", "on", "1", "yes"].includes(lowered)) return true;
  if (["false", "off", "0", "no"].includes(lowered)) return false;
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed) && parsed.every((id) => Number.isInteger(id) && id > 0))
      return parsed;
  } catch {
    return null;
  }
  return null;
}
