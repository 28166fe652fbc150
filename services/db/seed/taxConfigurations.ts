import type pg from "pg";
import {
  type TaxConfigurationInput,
  validateTaxConfiguration,
} from "../../../domain/payroll/taxConfig.ts";
import { DEMO_TAX_CONFIGURATION } from "./payrollDemo.ts";

/**
 * Issue 16 demo data: PT Maju Jaya's tax group configurations — the PPh 21 (not final) one its
 * demo payroll group uses (DEMO_TAX_CONFIGURATION, the table's defaults: TER floored, no
 * no-NPWP surcharge, the aggregate biaya jabatan cap; REFERENCE.md §6) and a final one for
 * severance with the PP 68/2009 bands (REFERENCE.md §3.1; the client has the flag
 * final_tax_configuration). Every row passes the service's own rules. ON CONFLICT DO NOTHING
 * on the unique name: the groups' seed may insert the same configuration on its own branch.
 */
export const DEMO_FINAL_TAX_CONFIGURATION = "Pesangon";

const CONFIGURATIONS: readonly TaxConfigurationInput[] = [
  {
    kind: "pph21_non_final",
    name: DEMO_TAX_CONFIGURATION,
    description: "TER bulanan, perhitungan tahunan di masa pajak terakhir (PMK 168/2023)",
  },
  {
    kind: "pph21_final",
    name: DEMO_FINAL_TAX_CONFIGURATION,
    finalKind: "severance",
    description: "PPh 21 final atas uang pesangon (PP 68/2009)",
  },
];

/** Answers the configurations' ids by name (whoever inserted them). */
export async function seedTaxConfigurations(
  client: pg.ClientBase,
  clientId: number,
): Promise<Map<string, number>> {
  for (const input of CONFIGURATIONS) {
    const { values, problems } = validateTaxConfiguration(input);
    if (problems.length)
      throw new Error(`tax configuration ${input.name}: ${JSON.stringify(problems)}`);
    await client.query(
      `INSERT INTO tax_configurations (client_id, kind, name, ter_rounding, no_npwp_surcharge,
         biaya_jabatan_mode, final_kind, final_bands, description, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)
       ON CONFLICT (client_id, lower(name)) DO NOTHING`,
      [
        clientId,
        values.kind,
        values.name,
        values.terRounding,
        values.noNpwpSurcharge,
        values.biayaJabatanMode,
        values.finalKind,
        values.finalBands === null ? null : JSON.stringify(values.finalBands),
        values.description,
        values.status,
      ],
    );
  }
  const rows = await client.query<{ id: number; name: string }>(
    "SELECT id, name FROM tax_configurations WHERE client_id = $1 AND name = ANY($2)",
    [clientId, CONFIGURATIONS.map((c) => c.name)],
  );
  return new Map(rows.rows.map((row) => [row.name, row.id]));
}
