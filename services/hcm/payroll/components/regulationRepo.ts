import {
  JKK_RISK_RATES,
  REGULATION_PROGRAMMES,
  type RegulationProgramme,
} from "../../../../domain/payroll/constants.ts";
import {
  jkkRiskRatePercent,
  PROGRAMME_CODES,
  participantOf,
  type RegulationComponentValues,
  type RegulationRate,
  rateInForce,
} from "../../../../domain/payroll/regulation.ts";
import type { Tx } from "../../../db/pool.ts";
import { CLIENT_TODAY, escapeLike, isoInstant, pagedRows } from "../../../main/org/common.ts";

/** A regulation-based component as the API answers it (gateway RegulationComponent). */
export type RegulationComponent = {
  id: number;
  programme: RegulationProgramme;
  participant: "pu" | "bpu";
  name: string;
  jkkRiskClass: number | null;
  jkkRiskRatePercent: number | null;
  agentCode: string | null;
  clientCode: string | null;
  status: string;
  currentRate: RegulationRate | null;
  /** Newest first. */
  rates: RegulationRate[];
  groupCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
};

type Row = Pick<
  RegulationComponent,
  | "id"
  | "programme"
  | "name"
  | "jkkRiskClass"
  | "status"
  | "rates"
  | "groupCount"
  | "version"
  | "createdAt"
  | "updatedAt"
> & { today: string };

/**
 * Payroll groups whose social insurance includes the component's programme (migration 0028
 * payroll_groups): BPJS Kesehatan when the group has it, JKK when the group's risk rate is
 * the component's class, JKM always (every group has JKK & JKM), JHT with "JKK, JKM & JHT",
 * JP when the group has the pension; the BPU programmes are for partners, no group's.
 */
export const GROUPS_USING = `(SELECT count(*)::int FROM payroll_groups g WHERE CASE r.programme
    WHEN 'bpjs_kesehatan' THEN g.bpjs_kesehatan
    WHEN 'jkk' THEN g.jkk_risk_rate = (ARRAY[${JKK_RISK_RATES.join(", ")}]::numeric[])[r.jkk_risk_class]
    WHEN 'jkm' THEN true
    WHEN 'jht' THEN g.social_programs = 'jkk_jkm_jht'
    WHEN 'jp' THEN g.pension_jp
    ELSE false END)`;

const COLUMNS = `r.id, r.programme, r.name, r.jkk_risk_class::int AS "jkkRiskClass", r.status,
  coalesce((SELECT json_agg(json_build_object(
      'effectiveFrom', to_char(x.effective_from, 'YYYY-MM-DD'),
      'employerRate', x.employer_rate::float8, 'employeeRate', x.employee_rate::float8,
      'employerAmount', x.employer_amount, 'employeeAmount', x.employee_amount,
      'wageCap', x.wage_cap, 'minimumWageFloor', x.minimum_wage_floor, 'basis', x.basis)
      ORDER BY x.effective_from DESC)
    FROM regulation_component_rates x WHERE x.component_id = r.id), '[]') AS rates,
  ${GROUPS_USING} AS "groupCount", r.version,
  ${isoInstant("r.created_at")} AS "createdAt", ${isoInstant("r.updated_at")} AS "updatedAt",
  to_char(${CLIENT_TODAY}, 'YYYY-MM-DD') AS today`;

const PROGRAMME_ORDER = `array_position(ARRAY[${REGULATION_PROGRAMMES.map((p) => `'${p}'`).join(", ")}]::text[], r.programme)`;

function answer({ today, ...row }: Row): RegulationComponent {
  const codes = PROGRAMME_CODES[row.programme];
  return {
    id: row.id,
    programme: row.programme,
    participant: participantOf(row.programme),
    name: row.name,
    jkkRiskClass: row.jkkRiskClass,
    jkkRiskRatePercent: row.jkkRiskClass === null ? null : jkkRiskRatePercent(row.jkkRiskClass),
    agentCode: codes.agent,
    clientCode: codes.client,
    status: row.status,
    currentRate: rateInForce(row.rates, today),
    rates: row.rates,
    groupCount: row.groupCount,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function listRegulationComponents(
  tx: Tx,
  filter: { q: string | null; programme: string | null; status: string | null },
  page: { limit: number; page: number },
) {
  const run = async (limit: number, offset: number) => {
    const result = await tx.query<Row & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM regulation_components r
       WHERE ($1::text IS NULL OR r.name ILIKE '%' || $1 || '%' OR r.programme ILIKE '%' || $1 || '%')
         AND ($2::text IS NULL OR r.programme = $2)
         AND ($3::text IS NULL OR r.status = $3)
       ORDER BY ${PROGRAMME_ORDER}, r.jkk_risk_class NULLS FIRST, r.id LIMIT $4 OFFSET $5`,
      [escapeLike(filter.q), filter.programme, filter.status, limit, offset],
    );
    return result.rows;
  };
  const paged = await pagedRows(run, page.limit, page.page);
  return { items: paged.items.map((row) => answer(row as Row)), totalItems: paged.totalItems };
}

export async function findRegulationComponent(
  tx: Tx,
  id: number,
  lock = false,
): Promise<RegulationComponent | null> {
  const result = await tx.query<Row>(
    `SELECT ${COLUMNS} FROM regulation_components r WHERE r.id = $1 ${lock ? "FOR UPDATE OF r" : ""}`,
    [id],
  );
  const row = result.rows[0];
  return row ? answer(row) : null;
}

/** Whether the client already has a component of this programme (and JKK class). */
export async function programmeTaken(
  tx: Tx,
  programme: string,
  jkkRiskClass: number | null,
  exceptId: number | null,
) {
  const result = await tx.query(
    `SELECT 1 FROM regulation_components
      WHERE programme = $1 AND coalesce(jkk_risk_class, 0) = coalesce($2::int, 0)
        AND id IS DISTINCT FROM $3`,
    [programme, jkkRiskClass, exceptId],
  );
  return (result.rowCount ?? 0) > 0;
}

/** Replaces a component's dated rates with `rates` (one multi-row insert). */
export async function writeRates(
  tx: Tx,
  clientId: number,
  componentId: number,
  rates: readonly RegulationRate[],
) {
  await tx.query("DELETE FROM regulation_component_rates WHERE component_id = $1", [componentId]);
  await tx.query(
    `INSERT INTO regulation_component_rates (client_id, component_id, effective_from,
       employer_rate, employee_rate, employer_amount, employee_amount, wage_cap,
       minimum_wage_floor, basis)
     SELECT $1, $2, * FROM unnest($3::date[], $4::numeric[], $5::numeric[], $6::bigint[],
       $7::bigint[], $8::bigint[], $9::boolean[], $10::text[])`,
    [
      clientId,
      componentId,
      rates.map((r) => r.effectiveFrom),
      rates.map((r) => r.employerRate),
      rates.map((r) => r.employeeRate),
      rates.map((r) => r.employerAmount),
      rates.map((r) => r.employeeAmount),
      rates.map((r) => r.wageCap),
      rates.map((r) => r.minimumWageFloor),
      rates.map((r) => r.basis),
    ],
  );
}

export async function insertRegulationComponent(
  tx: Tx,
  clientId: number,
  values: RegulationComponentValues,
) {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO regulation_components (client_id, programme, name, jkk_risk_class, status)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [clientId, values.programme, values.name, values.jkkRiskClass, values.status],
  );
  const id = result.rows[0]!.id;
  await writeRates(tx, clientId, id, values.rates ?? []);
  return id;
}

/** Name and status; the rates too when sent (null keeps the stored ones). */
export async function updateRegulationComponent(
  tx: Tx,
  clientId: number,
  id: number,
  values: RegulationComponentValues,
) {
  await tx.query(
    `UPDATE regulation_components SET name = $2, status = $3, version = version + 1,
       updated_at = now() WHERE id = $1`,
    [id, values.name, values.status],
  );
  if (values.rates !== null) await writeRates(tx, clientId, id, values.rates);
}
