import type { Static } from "typebox";
import {
  type TaxConfigurationValues,
  validateTaxConfiguration,
} from "../../../../domain/payroll/taxConfig.ts";
import {
  type EmployeeTaxRecordValues,
  validateEmployeeTaxRecord,
} from "../../../../domain/payroll/taxRecords.ts";
import type { Db, Tx } from "../../../db/pool.ts";
import {
  assertValid,
  duplicateFields,
  isForeignKeyViolation,
  violatedConstraint,
} from "../../../main/org/common.ts";
import { featureDisabled } from "../../../shared/access.ts";
import { type FieldError, HttpError, notFound } from "../../../shared/errors.ts";
import { readSystemConfig } from "../../../shared/flags.ts";
import { recordTaken } from "./recordRepo.ts";
import { type TaxConfiguration, taxConfigurationNameTaken } from "./repo.ts";
import type { EmployeeTaxRecordBody, TaxConfigurationBody } from "./schemas.ts";

/** What every route of this module gets. `environment` decides the flags' defaults. */
export type TaxDeps = { db: Db; environment?: string | undefined };

/** Headlines of refused forms (domain/problems.ts HEADLINE_RECORDS translates them). */
export const HEADLINES = {
  createConfiguration: "Failed to Create Tax Configuration",
  updateConfiguration: "Failed to Update Tax Configuration",
  createRecord: "Failed to Create Employee Tax Record",
  updateRecord: "Failed to Update Employee Tax Record",
} as const;

export const configurationNotFound = () => notFound("Tax configuration");
export const recordNotFound = () => notFound("Employee tax record");

/** 409 in both languages (services/shared/language.ts reads `detail.messages`). */
export const conflict = (en: string, id: string, errors?: readonly FieldError[]) =>
  new HttpError(409, en, { messages: { en, id } }, errors);

export const staleConfiguration = () =>
  conflict(
    "This tax configuration was changed by someone else. Reload it and try again.",
    "Konfigurasi pajak ini telah diubah orang lain. Muat ulang lalu coba lagi.",
  );
export const staleRecord = () =>
  conflict(
    "This employee tax record was changed by someone else. Reload it and try again.",
    "Data pajak karyawan ini telah diubah orang lain. Muat ulang lalu coba lagi.",
  );

/**
 * Whether the client's flag final_tax_configuration is on (SPEC §6, a client-list flag):
 * final configurations stand behind it on top of Tax Management's own flags, which the access
 * hook checks (services/shared/access.ts).
 */
export async function finalTaxEnabled(deps: TaxDeps, clientId: number): Promise<boolean> {
  const { feature_flags: flags } = await readSystemConfig(
    deps.db,
    clientId,
    deps.environment ?? "development",
  );
  return flags.final_tax_configuration;
}

/** 403 FEATURE_DISABLED, as the access hook answers, when the final-tax flag is off. */
export async function requireFinalTax(deps: TaxDeps, clientId: number): Promise<void> {
  if (!(await finalTaxEnabled(deps, clientId))) throw featureDisabled();
}

type ConfigurationBody = Static<typeof TaxConfigurationBody>;

const nameTaken = (message: string) =>
  duplicateFields(message, [
    { field: "name", message: "is already the name of another tax configuration" },
  ]);

/**
 * The body's values once every rule holds: the domain's (400 naming each field), a kind that
 * stays what it was (400 at `kind`: a group or a record may rely on it), and a free name
 * (409 at `name`).
 */
export async function checkedConfiguration(
  tx: Tx,
  body: ConfigurationBody,
  before: TaxConfiguration | null,
  message: string,
): Promise<TaxConfigurationValues> {
  const { version: _version, ...input } = body as ConfigurationBody & { version?: number };
  const { values, problems } = validateTaxConfiguration(input);
  if (before && input.kind !== before.kind && !problems.some((p) => p.field === "kind"))
    problems.push({ field: "kind", message: "cannot change once the configuration is saved" });
  assertValid(message, problems);
  if (await taxConfigurationNameTaken(tx, values.name, before?.id ?? null))
    throw nameTaken(message);
  return values;
}

/** The unique name index behind the check above, should a concurrent write slip past it. */
export async function configurationRace<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedConstraint(error) === "tax_configurations_name_key") throw nameTaken(message);
    throw error;
  }
}

/** 409 while a payroll group or an employee tax record refers to the configuration. */
export function inUse(name: string, usage: { groups: number; records: number }) {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const en = [
    usage.groups ? plural(usage.groups, "payroll group", "payroll groups") : null,
    usage.records ? plural(usage.records, "employee tax record", "employee tax records") : null,
  ]
    .filter(Boolean)
    .join(" and ");
  const id = [
    usage.groups ? `${usage.groups} grup penggajian` : null,
    usage.records ? `${usage.records} data pajak karyawan` : null,
  ]
    .filter(Boolean)
    .join(" dan ");
  return conflict(
    `Tax configuration "${name}" is used by ${en}: move them to another configuration first`,
    `Konfigurasi pajak "${name}" masih dipakai oleh ${id}: pindahkan ke konfigurasi lain terlebih dahulu`,
  );
}

/**
 * The foreign keys behind the usage check. The row lock taken before it makes a new reference
 * wait for the delete, so this answers only what slips past anyway.
 */
export async function deleteRace<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw conflict(
        `Tax configuration "${name}" is in use: move its payroll groups and employee tax records to another configuration first`,
        `Konfigurasi pajak "${name}" masih dipakai: pindahkan grup penggajian dan data pajak karyawannya ke konfigurasi lain terlebih dahulu`,
      );
    throw error;
  }
}

type RecordBody = Static<typeof EmployeeTaxRecordBody>;

const recordTakenProblem = (message: string, year: number) =>
  duplicateFields(message, [
    { field: "agentId", message: `already has an employee tax record for ${year}` },
  ]);

/**
 * The body's values once every rule holds: the domain's (400 naming each field), a PPh 21
 * (not final) configuration and a worker of the caller's client (400 naming the field: another
 * client's ids do not exist under RLS), and no other record of the worker for the year (409
 * at `agentId`).
 */
export async function checkedRecord(
  tx: Tx,
  body: RecordBody,
  exceptId: number | null,
  message: string,
): Promise<EmployeeTaxRecordValues> {
  const { version: _version, ...input } = body as RecordBody & { version?: number };
  const { values, problems } = validateEmployeeTaxRecord(input);
  if (!problems.some((p) => p.field === "taxConfigurationId")) {
    const found = await tx.query<{ kind: string }>(
      "SELECT kind FROM tax_configurations WHERE id = $1",
      [values.taxConfigurationId],
    );
    const kind = found.rows[0]?.kind;
    if (!kind) problems.push({ field: "taxConfigurationId", message: "does not exist" });
    else if (kind !== "pph21_non_final")
      problems.push({
        field: "taxConfigurationId",
        message: "must be a PPh 21 (not final) configuration",
      });
  }
  if (!problems.some((p) => p.field === "agentId")) {
    const agent = await tx.query("SELECT 1 FROM agents WHERE id = $1", [values.agentId]);
    if (agent.rowCount === 0) problems.push({ field: "agentId", message: "does not exist" });
  }
  assertValid(message, problems);
  if (await recordTaken(tx, values.agentId, values.year, exceptId))
    throw recordTakenProblem(message, values.year);
  return values;
}

/** The unique (worker, year) key behind the check above, should a concurrent write slip past. */
export async function recordRace<T>(
  message: string,
  year: number,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedConstraint(error) === "employee_tax_records_client_id_agent_id_year_key")
      throw recordTakenProblem(message, year);
    throw error;
  }
}
