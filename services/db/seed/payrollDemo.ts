/**
 * Issue 16: the names the payroll set-up demo seeds share (seed/payrollComponents.ts,
 * seed/taxConfigurations.ts, seed/payrollGroups.ts), so each can run alone on its branch and
 * the merged seed still makes every row once (each inserts ON CONFLICT DO NOTHING).
 */

/** The three components of the demo monthly group (whole rupiah). */
export const DEMO_GROUP_COMPONENTS = [
  {
    name: "Tunjangan Transport",
    code: "allowance_transport_sum",
    scheme: "Rp",
    addOrSub: "add",
    mode: "prorate",
    amount: 500_000,
  },
  {
    name: "Tunjangan Makan",
    code: "allowance_meals_sum",
    scheme: "Rp",
    addOrSub: "add",
    mode: "daily_fee",
    amount: 25_000,
  },
  {
    name: "Tunjangan Jabatan",
    code: "allowance_position_sum",
    scheme: "Rp",
    addOrSub: "add",
    mode: "fixed_rate",
    amount: 1_000_000,
  },
] as const;

/** The demo PPh 21 (not final) configuration the demo group uses. */
export const DEMO_TAX_CONFIGURATION = "PPh 21 Karyawan Tetap";

/** The demo monthly payroll group (PT Maju Jaya; members: the workers of its first branch). */
export const DEMO_PAYROLL_GROUP = "Gaji Bulanan Jakarta";
