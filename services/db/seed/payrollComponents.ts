/**
 * Issue 16 demo data for the client with payroll_beta (PT Maju Jaya): the demo group's three
 * components (payrollDemo.ts DEMO_GROUP_COMPONENTS, which the groups' seed pays), a few more a
 * client would have (an incentive, a fixed deduction, a phone allowance, a % bonus), and the
 * regulation-based components of the PU programmes (BPJS Kesehatan, JKK class 1, JKM, JHT, JP)
 * with their statutory dated rates (domain/payroll/regulation.ts, from domain/tax/rates.ts).
 * Every component passes the service's own rules. Set-based and idempotent: INSERT ... ON
 * CONFLICT DO NOTHING, since another seed may insert the same three codes first.
 */
import type pg from "pg";
import {
  type PayrollComponentInput,
  validatePayrollComponent,
} from "../../../domain/payroll/components.ts";
import type { RegulationProgramme } from "../../../domain/payroll/constants.ts";
import { programmeName, statutoryRates } from "../../../domain/payroll/regulation.ts";
import { DEMO_GROUP_COMPONENTS } from "./payrollDemo.ts";

/** The demo components take effect at the start of the demo year (seed.ts DEMO_TODAY is in 2026). */
const EFFECTIVE = "2026-01-01";

const DEMO_COMPONENTS: readonly PayrollComponentInput[] = [
  ...DEMO_GROUP_COMPONENTS.map(({ amount, ...component }) => ({
    ...component,
    taxable: true,
    defaultAmount: amount,
  })),
  {
    name: "Insentif",
    code: "incentive_sum",
    scheme: "Rp",
    addOrSub: "add",
    mode: "fixed_rate",
    taxTreatment: "irregular",
    defaultAmount: 750_000,
    description: "Insentif pencapaian target bulanan",
  },
  {
    name: "Potongan Tetap",
    code: "fixed_deduction_sum",
    scheme: "Rp",
    addOrSub: "subtract",
    mode: "fixed_rate",
    taxable: false,
    defaultAmount: 100_000,
    description: "Potongan koperasi karyawan",
  },
  {
    name: "Tunjangan Komunikasi",
    code: "allowance_phone_sum",
    scheme: "Rp",
    addOrSub: "add",
    mode: "prorate",
    taxable: true,
    defaultAmount: 150_000,
  },
  {
    name: "Bonus Kinerja",
    code: "bonus_kinerja",
    scheme: "%",
    addOrSub: "add",
    mode: "fixed_rate",
    taxTreatment: "irregular",
    base: "salary",
    defaultAmount: 10,
    description: "Persentase dari gaji pokok, dibayar saat penilaian kinerja",
  },
];

/** The PU programmes a monthly group with BPJS pays (JKK at the lowest risk class). */
const DEMO_PROGRAMMES: readonly { programme: RegulationProgramme; jkkRiskClass: number | null }[] =
  [
    { programme: "bpjs_kesehatan", jkkRiskClass: null },
    { programme: "jkk", jkkRiskClass: 1 },
    { programme: "jkm", jkkRiskClass: null },
    { programme: "jht", jkkRiskClass: null },
    { programme: "jp", jkkRiskClass: null },
  ];

export async function seedPayrollComponents(
  client: pg.ClientBase,
  clientId: number,
): Promise<void> {
  const components = DEMO_COMPONENTS.map((input) => {
    const { values, problems } = validatePayrollComponent(input, EFFECTIVE);
    if (problems.length)
      throw new Error(`payroll component ${String(input.code)}: ${JSON.stringify(problems)}`);
    return values;
  });
  const column = <K extends keyof (typeof components)[number]>(key: K) =>
    components.map((c) => c[key]);
  await client.query(
    `INSERT INTO payroll_components (client_id, name, code, scheme, add_or_sub, mode, taxable,
       tax_treatment, base, default_amount, effective_date, description)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::boolean[], $8::text[], $9::text[], $10::numeric[], $11::date[], $12::text[])
     ON CONFLICT DO NOTHING`,
    [
      clientId,
      column("name"),
      column("code"),
      column("scheme"),
      column("addOrSub"),
      column("mode"),
      column("taxable"),
      column("taxTreatment"),
      column("base"),
      column("defaultAmount"),
      column("effectiveDate"),
      column("description"),
    ],
  );

  const rates = DEMO_PROGRAMMES.flatMap(({ programme, jkkRiskClass }) =>
    statutoryRates(programme, jkkRiskClass).map((rate) => ({ programme, ...rate })),
  );
  const rate = <K extends keyof (typeof rates)[number]>(key: K) => rates.map((r) => r[key]);
  // Only the components this statement made get rates: a re-seed leaves edited ones alone.
  await client.query(
    `WITH made AS (
       INSERT INTO regulation_components (client_id, programme, name, jkk_risk_class)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::smallint[])
       ON CONFLICT DO NOTHING RETURNING id, programme)
     INSERT INTO regulation_component_rates (client_id, component_id, effective_from,
       employer_rate, employee_rate, employer_amount, employee_amount, wage_cap,
       minimum_wage_floor, basis)
     SELECT $1, made.id, r.effective_from, r.employer_rate, r.employee_rate, r.employer_amount,
            r.employee_amount, r.wage_cap, r.minimum_wage_floor, r.basis
       FROM made JOIN unnest($5::text[], $6::date[], $7::numeric[], $8::numeric[], $9::bigint[],
              $10::bigint[], $11::bigint[], $12::boolean[], $13::text[])
            AS r(programme, effective_from, employer_rate, employee_rate, employer_amount,
                 employee_amount, wage_cap, minimum_wage_floor, basis)
         ON r.programme = made.programme`,
    [
      clientId,
      DEMO_PROGRAMMES.map((p) => p.programme),
      DEMO_PROGRAMMES.map((p) => programmeName(p.programme, p.jkkRiskClass)),
      DEMO_PROGRAMMES.map((p) => p.jkkRiskClass),
      rate("programme"),
      rate("effectiveFrom"),
      rate("employerRate"),
      rate("employeeRate"),
      rate("employerAmount"),
      rate("employeeAmount"),
      rate("wageCap"),
      rate("minimumWageFloor"),
      rate("basis"),
    ],
  );
}
