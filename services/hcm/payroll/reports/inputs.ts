import type pg from "pg";
import { Temporal } from "temporal-polyfill";
import {
  completedMonths,
  DAILY_CONTRACTS,
  type ThrContract,
} from "../../../../domain/overtime/thr.ts";
import type {
  AdjustmentInput,
  AttendanceSummary,
  ComponentInput,
  MemberInput,
  OvertimeInput,
  ReimbursementInput,
  RunSettings,
  TaxYearSoFar,
} from "../../../../domain/payroll/run/types.ts";
import type { PtkpStatus } from "../../../../domain/tax/types.ts";

/**
 * Issue 17: what a payroll run reads, set-based — a handful of statements for the whole group
 * whatever its size (members, components, one aggregate over the attendance records, approved
 * overtime, adjustments, the year's finalised months, tax records). `q` is any pg client
 * already scoped to the client (db.tenant's transaction, or the seed's owner connection): each
 * statement also names the client, so it reads the same under RLS or without it.
 */
export type Q = Pick<pg.ClientBase, "query">;

export type ReportHead = {
  id: number;
  clientId: number;
  type: string;
  status: string;
  generation: number;
  payrollGroupId: number | null;
  period: string;
  periodStart: string;
  periodEnd: string;
  thrHolidayDate: string | null;
  useAttendance: boolean;
};

export async function readReportHead(q: Q, clientId: number, id: number, lock = false) {
  const { rows } = await q.query<ReportHead>(
    `SELECT id, client_id AS "clientId", type, status, generation,
            payroll_group_id AS "payrollGroupId", period,
            to_char(period_start, 'YYYY-MM-DD') AS "periodStart",
            to_char(period_end, 'YYYY-MM-DD') AS "periodEnd",
            to_char(thr_holiday_date, 'YYYY-MM-DD') AS "thrHolidayDate",
            use_attendance AS "useAttendance"
       FROM payroll_reports WHERE client_id = $1 AND id = $2 ${lock ? "FOR UPDATE" : ""}`,
    [clientId, id],
  );
  return rows[0] ?? null;
}

/** A member of the run with what the line keeps of the worker (name, branch, account). */
export type RunMember = {
  memberId: number;
  agentId: number;
  name: string;
  employeeNumber: string;
  branchName: string | null;
  joinDate: string;
  terminationDate: string | null;
  contractType: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  basicSalary: number;
  ptkpStatus: string;
  recipient: string;
  npwp: boolean;
  paymentMethod: string | null;
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
  eWallet: string | null;
  walletPhoneNumber: string | null;
  incompleteAccount: boolean;
  /** The days that count: the period ∩ membership ∩ employment. */
  from: string;
  to: string;
};

/**
 * The group's members whose membership overlaps the period and who are employed in it: one
 * row per worker (their latest membership in the period; effectiveFrom the earliest of their
 * consecutive memberships of this group in it). `q`/`limit`/`offset` page the run preview.
 */
export async function loadMembers(
  q: Q,
  clientId: number,
  groupId: number,
  periodStart: string,
  periodEnd: string,
  page?: { q: string | null; limit: number; offset: number },
): Promise<{ members: RunMember[]; total: number }> {
  const { rows } = await q.query<RunMember & { basicSalary: string; total: number }>(
    `WITH latest AS (
       SELECT DISTINCT ON (m.agent_id) m.*,
              min(m.effective_from) OVER (PARTITION BY m.agent_id) AS first_from
         FROM payroll_group_members m
        WHERE m.client_id = $1 AND m.payroll_group_id = $2
          AND m.effective_from <= $4::date AND (m.effective_to IS NULL OR m.effective_to >= $3::date)
        ORDER BY m.agent_id, m.effective_from DESC)
     SELECT m.id AS "memberId", a.id AS "agentId", a.full_name AS name, a.nik AS "employeeNumber",
            b.name AS "branchName", to_char(a.join_date, 'YYYY-MM-DD') AS "joinDate",
            to_char(a.termination_date, 'YYYY-MM-DD') AS "terminationDate",
            a.contract_type AS "contractType",
            to_char(m.first_from, 'YYYY-MM-DD') AS "effectiveFrom",
            to_char(m.effective_to, 'YYYY-MM-DD') AS "effectiveTo",
            m.basic_salary::text AS "basicSalary", m.ptkp_status AS "ptkpStatus", m.recipient,
            (a.npwp IS NOT NULL) AS npwp,
            acc.method AS "paymentMethod", acc.bank AS "bankName", acc.number AS "accountNumber",
            acc.holder AS "accountName", acc.wallet AS "eWallet", acc.phone AS "walletPhoneNumber",
            (acc.method IS NULL
              OR (acc.method = 'bank_transfer' AND (acc.bank IS NULL OR acc.number IS NULL OR acc.holder IS NULL))
              OR (acc.method = 'e_wallet' AND (acc.wallet IS NULL OR acc.phone IS NULL))) AS "incompleteAccount",
            to_char(greatest($3::date, m.first_from, a.join_date), 'YYYY-MM-DD') AS "from",
            to_char(least($4::date, coalesce(m.effective_to, $4::date),
                          coalesce(a.termination_date, $4::date)), 'YYYY-MM-DD') AS "to",
            count(*) OVER ()::int AS total
       FROM latest m
       JOIN agents a ON a.client_id = m.client_id AND a.id = m.agent_id
       LEFT JOIN branches b ON b.client_id = a.client_id AND b.id = a.branch_id
       CROSS JOIN LATERAL (SELECT
         CASE WHEN m.payment_method IS NOT NULL THEN m.payment_method ELSE a.payment_method END AS method,
         CASE WHEN m.payment_method IS NOT NULL THEN m.bank_name ELSE a.bank_name END AS bank,
         CASE WHEN m.payment_method IS NOT NULL THEN m.account_number ELSE a.account_number END AS number,
         CASE WHEN m.payment_method IS NOT NULL THEN m.account_name ELSE a.account_name END AS holder,
         CASE WHEN m.payment_method IS NOT NULL THEN m.e_wallet ELSE a.e_wallet END AS wallet,
         CASE WHEN m.payment_method IS NOT NULL THEN m.wallet_phone_number ELSE a.wallet_phone_number END AS phone
       ) acc
      WHERE a.join_date <= $4::date
        AND (a.termination_date IS NULL OR a.termination_date >= $3::date)
        AND ($5::text IS NULL OR a.full_name ILIKE '%' || $5 || '%' OR a.nik LIKE $5 || '%')
      ORDER BY lower(a.full_name), a.id
      ${page ? "LIMIT $6 OFFSET $7" : ""}`,
    [
      clientId,
      groupId,
      periodStart,
      periodEnd,
      page?.q ?? null,
      ...(page ? [page.limit, page.offset] : []),
    ],
  );
  let total = rows[0]?.total ?? 0;
  if (page && rows.length === 0 && page.offset > 0) {
    total = (
      await loadMembers(q, clientId, groupId, periodStart, periodEnd, {
        ...page,
        limit: 1,
        offset: 0,
      })
    ).total;
  }
  return {
    members: rows.map(({ total: _t, ...row }) => ({
      ...row,
      basicSalary: Number(row.basicSalary),
    })),
    total,
  };
}

const windows = (members: readonly RunMember[]) => [
  members.map((m) => m.agentId),
  members.map((m) => m.from),
  members.map((m) => m.to),
];

/**
 * Attendance of every member in ONE statement over attendance_records in their window
 * (approved leave days without a record count too), and the scheduled working days of the
 * whole period and of the window (employee_schedule_days; none scheduled: null).
 */
export async function loadAttendance(
  q: Q,
  clientId: number,
  members: readonly RunMember[],
  periodStart: string,
  periodEnd: string,
): Promise<Map<number, AttendanceSummary>> {
  const { rows } = await q.query<{
    agent_id: number;
    attended: number;
    absent: number;
    unpaid: number;
    paid: number;
    in_period: number | null;
    employed: number | null;
  }>(
    `WITH w AS (SELECT * FROM unnest($2::int[], $3::date[], $4::date[]) AS w(agent_id, lo, hi)),
     days AS (
       SELECT r.agent_id, r.status, r.day_type
         FROM attendance_records r JOIN w ON r.agent_id = w.agent_id AND r.date BETWEEN w.lo AND w.hi
        WHERE r.client_id = $1 AND r.date BETWEEN $5::date AND $6::date
       UNION ALL
       SELECT l.agent_id,
              CASE WHEN coalesce(l.paid, l.paid_choice, true)
                   THEN CASE WHEN d.fraction = 0.5 THEN 'half_day_paid_leave' ELSE 'paid_leave' END
                   ELSE CASE WHEN d.fraction = 0.5 THEN 'half_day_unpaid_leave' ELSE 'unpaid_leave' END
              END, d.day_type
         FROM leave_requests l
         JOIN leave_request_days d ON d.client_id = l.client_id AND d.leave_request_id = l.id
         JOIN w ON w.agent_id = l.agent_id AND d.date BETWEEN w.lo AND w.hi
        WHERE l.client_id = $1 AND l.status = 'approved' AND d.fraction > 0
          AND l.to_date >= $5::date AND l.from_date <= $6::date
          AND NOT EXISTS (SELECT 1 FROM attendance_records r
                           WHERE r.client_id = l.client_id AND r.agent_id = l.agent_id AND r.date = d.date)),
     facts AS (
       SELECT agent_id,
         sum(CASE WHEN status IN ('approved', 'overtime', 'day_off_with_overtime') THEN 1
                  WHEN status LIKE 'half\\_day\\_%' THEN 0.5 ELSE 0 END)::float8 AS attended,
         sum(CASE WHEN status = 'rejected' AND day_type = 'working' THEN 1 ELSE 0 END)::float8 AS absent,
         sum(CASE WHEN status IN ('unpaid_leave', 'unpaid_sick_leave') THEN 1
                  WHEN status IN ('half_day_unpaid_leave', 'half_day_unpaid_sick_leave') THEN 0.5
                  ELSE 0 END)::float8 AS unpaid,
         sum(CASE WHEN status IN ('paid_leave', 'paid_sick_leave') THEN 1
                  WHEN status IN ('half_day_paid_leave', 'half_day_paid_sick_leave') THEN 0.5
                  ELSE 0 END)::float8 AS paid
         FROM days GROUP BY agent_id),
     scheduled AS (
       SELECT s.agent_id, count(*)::int AS in_period,
              count(*) FILTER (WHERE s.date BETWEEN w.lo AND w.hi)::int AS employed
         FROM employee_schedule_days s JOIN w ON w.agent_id = s.agent_id
        WHERE s.client_id = $1 AND s.date BETWEEN $5::date AND $6::date AND s.day_type = 'working'
        GROUP BY s.agent_id)
     SELECT w.agent_id, coalesce(f.attended, 0) AS attended, coalesce(f.absent, 0) AS absent,
            coalesce(f.unpaid, 0) AS unpaid, coalesce(f.paid, 0) AS paid,
            s.in_period, s.employed
       FROM w LEFT JOIN facts f ON f.agent_id = w.agent_id
       LEFT JOIN scheduled s ON s.agent_id = w.agent_id`,
    [clientId, ...windows(members), periodStart, periodEnd],
  );
  return new Map(
    rows.map((row) => [
      row.agent_id,
      {
        workingDaysInPeriod: row.in_period,
        workingDaysEmployed: row.employed,
        attendedDays: row.attended,
        absentDays: row.absent,
        unpaidLeaveDays: row.unpaid,
        paidLeaveDays: row.paid,
      },
    ]),
  );
}

/** Approved overtime requests in each member's window, with a fixed policy amount if any. */
export async function loadOvertime(
  q: Q,
  clientId: number,
  members: readonly RunMember[],
  periodStart: string,
  periodEnd: string,
): Promise<{ byAgent: Map<number, OvertimeInput[]>; rounding: Map<string, number> }> {
  const { rows } = await q.query<{
    id: number;
    agent_id: number;
    date: string;
    type: OvertimeInput["type"];
    minutes: number;
    units: string | null;
    fixed: string | null;
    rounding: string | null;
  }>(
    `WITH w AS (SELECT * FROM unnest($2::int[], $3::date[], $4::date[]) AS w(agent_id, lo, hi))
     SELECT o.id, o.agent_id, to_char(o.date, 'YYYY-MM-DD') AS date, o.overtime_type AS type,
            o.minutes, o.multiplier_units::text AS units, p.rounding,
            (SELECT r.fixed_amount::text FROM overtime_policy_rules r
              WHERE r.client_id = o.client_id AND r.overtime_policy_id = o.overtime_policy_id
                AND r.overtime_type = o.overtime_type AND r.pay_kind = 'fixed') AS fixed
       FROM overtime_requests o
       JOIN w ON w.agent_id = o.agent_id AND o.date BETWEEN w.lo AND w.hi
       LEFT JOIN overtime_policies p ON p.client_id = o.client_id AND p.id = o.overtime_policy_id
      WHERE o.client_id = $1 AND o.status = 'approved' AND o.date BETWEEN $5::date AND $6::date
      ORDER BY o.agent_id, o.date, o.id`,
    [clientId, ...windows(members), periodStart, periodEnd],
  );
  const byAgent = new Map<number, OvertimeInput[]>();
  const rounding = new Map<string, number>();
  for (const row of rows) {
    const list = byAgent.get(row.agent_id) ?? [];
    list.push({
      requestId: row.id,
      date: row.date,
      type: row.type,
      minutes: row.minutes,
      multiplierUnits: row.units === null ? null : decimal(row.units),
      fixedAmount: row.fixed === null ? null : Number(row.fixed),
    });
    byAgent.set(row.agent_id, list);
    if (row.rounding) rounding.set(row.rounding, (rounding.get(row.rounding) ?? 0) + 1);
  }
  return { byAgent, rounding };
}

/**
 * Issue 18: each member's approved reimbursement claims paid through payroll and not yet paid
 * nor carried by a batch, dated up to the period's end (an older one not yet paid comes along).
 * Finalising the report pays them (routes/finalize.ts → reimbursements/payroll.ts).
 */
export async function loadReimbursements(
  q: Q,
  clientId: number,
  agentIds: readonly number[],
  periodEnd: string,
): Promise<Map<number, ReimbursementInput[]>> {
  const { rows } = await q.query<ReimbursementInput & { agentId: number }>(
    `SELECT c.agent_id AS "agentId", c.id AS "claimId", t.name AS "typeName",
            c.taxable_amount::float8 AS "taxableAmount", c.non_taxable_amount::float8 AS "nonTaxableAmount"
       FROM reimbursement_claims c
       JOIN reimbursement_types t ON t.client_id = c.client_id AND t.id = c.type_id
      WHERE c.client_id = $1 AND c.agent_id = ANY($2::int[]) AND c.status = 'approved'
        AND c.payout_method = 'payroll' AND c.payroll_report_id IS NULL
        AND c.disbursement_line_id IS NULL AND c.claim_date <= $3::date
      ORDER BY c.agent_id, c.claim_date, c.id`,
    [clientId, agentIds, periodEnd],
  );
  const byAgent = new Map<number, ReimbursementInput[]>();
  for (const { agentId, ...claim } of rows) {
    const list = byAgent.get(agentId) ?? [];
    list.push(claim);
    byAgent.set(agentId, list);
  }
  return byAgent;
}

/** A numeric's text without trailing zeros ("500000.0000" → "500000", "2.50" → "2.5"). */
export const decimal = (text: string) =>
  text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text;

type GroupComponentRow = Omit<ComponentInput, "amount"> & { amount: string };

export async function loadComponents(
  q: Q,
  clientId: number,
  groupId: number,
  members: readonly RunMember[],
): Promise<{ group: GroupComponentRow[]; own: Map<number, Map<number, string>> }> {
  const group = await q.query<GroupComponentRow>(
    `SELECT c.id AS "componentId", c.code, c.name, c.scheme, c.add_or_sub AS "addOrSub", c.mode,
            c.tax_treatment AS "taxTreatment", c.base, gc.amount::text AS amount
       FROM payroll_group_components gc
       JOIN payroll_components c ON c.client_id = gc.client_id AND c.id = gc.component_id
      WHERE gc.client_id = $1 AND gc.payroll_group_id = $2
      ORDER BY gc.position, c.id`,
    [clientId, groupId],
  );
  const own = new Map<number, Map<number, string>>();
  if (group.rows.length > 0 && members.length > 0) {
    const { rows } = await q.query<{ member_id: number; component_id: number; amount: string }>(
      `SELECT mc.member_id, mc.component_id, mc.amount::text AS amount
         FROM payroll_member_components mc
        WHERE mc.client_id = $1 AND mc.member_id = ANY($2::int[])`,
      [clientId, members.map((m) => m.memberId)],
    );
    for (const row of rows) {
      const map = own.get(row.member_id) ?? new Map<number, string>();
      map.set(row.component_id, row.amount);
      own.set(row.member_id, map);
    }
  }
  return { group: group.rows.map((row) => ({ ...row, amount: decimal(row.amount) })), own };
}

type TaxRecordRow = {
  agent_id: number;
  ptkp_status: string;
  start_month: number;
  end_month: number;
  subjective_change: boolean;
  opening_bruto: string;
  opening_withheld: string;
  opening_deductions: string;
  previous_employer_bruto: string;
  previous_employer_withheld: string;
  previous_employer_deductions: string;
};

/** Tax records of the year and the finalised earlier months (any group of the client). */
export async function loadTaxYear(
  q: Q,
  clientId: number,
  reportId: number,
  year: number,
  month: number,
  agentIds: readonly number[],
) {
  const records = await q.query<TaxRecordRow>(
    `SELECT agent_id, ptkp_status, start_month, end_month, subjective_change,
            opening_bruto::text, opening_withheld::text, opening_deductions::text,
            previous_employer_bruto::text, previous_employer_withheld::text,
            previous_employer_deductions::text
       FROM employee_tax_records
      WHERE client_id = $1 AND year = $2 AND agent_id = ANY($3::int[])`,
    [clientId, year, agentIds],
  );
  const previous = await q.query<{
    agent_id: number;
    month: number;
    taxable_gross: string;
    employee_pension: string;
    pph21: string;
  }>(
    `SELECT d.agent_id, d.tax_month AS month, sum(d.taxable_gross)::text AS taxable_gross,
            sum(d.employee_pension)::text AS employee_pension, sum(d.pph21)::text AS pph21
       FROM payroll_report_details d
       JOIN payroll_reports r ON r.client_id = d.client_id AND r.id = d.report_id
      WHERE d.client_id = $1 AND d.agent_id = ANY($2::int[]) AND d.tax_year = $3
        AND d.tax_month < $4 AND d.error_code IS NULL AND r.id <> $5
        AND r.status IN ('finalized', 'paid')
      GROUP BY d.agent_id, d.tax_month
      ORDER BY d.agent_id, d.tax_month`,
    [clientId, agentIds, year, month, reportId],
  );
  const periods = new Map<number, TaxYearSoFar["previousPeriods"]>();
  for (const row of previous.rows) {
    const list = periods.get(row.agent_id) ?? [];
    list.push({
      month: row.month,
      taxableGross: Number(row.taxable_gross),
      employeePension: Number(row.employee_pension),
      pph21: Number(row.pph21),
    });
    periods.set(row.agent_id, list);
  }
  return { records: new Map(records.rows.map((row) => [row.agent_id, row])), periods };
}

export type GroupSettingsRow = {
  id: number;
  name: string;
  cycle: string;
  cutoffDay: number;
  payDay: number | null;
  status: string;
  salaryType: RunSettings["group"]["salaryType"];
  shiftConfig: RunSettings["group"]["shiftConfig"];
  proration: RunSettings["group"]["proration"];
  prorationDivisor: number | null;
  socialPrograms: RunSettings["group"]["socialPrograms"];
  socialPaidBy: RunSettings["group"]["socialPaidBy"];
  jkkRiskRate: string;
  bpjsKesehatan: boolean;
  pensionJp: boolean;
  taxMethod: RunSettings["group"]["taxMethod"];
  taxConfigurationId: number | null;
  taxConfigurationName: string | null;
  terRounding: "floor" | "half_up" | null;
  noNpwpSurcharge: boolean | null;
  biayaJabatanMode: "aggregate" | "monthly" | null;
};

export async function loadGroup(q: Q, clientId: number, groupId: number) {
  const { rows } = await q.query<GroupSettingsRow>(
    `SELECT g.id, g.name, g.cycle, g.cutoff_day AS "cutoffDay", g.pay_day AS "payDay", g.status,
            g.salary_type AS "salaryType", g.shift_config AS "shiftConfig", g.proration,
            g.proration_divisor AS "prorationDivisor", g.social_programs AS "socialPrograms",
            g.social_paid_by AS "socialPaidBy", g.jkk_risk_rate::text AS "jkkRiskRate",
            g.bpjs_kesehatan AS "bpjsKesehatan", g.pension_jp AS "pensionJp",
            g.tax_method AS "taxMethod", g.tax_configuration_id AS "taxConfigurationId",
            t.name AS "taxConfigurationName", t.ter_rounding AS "terRounding",
            t.no_npwp_surcharge AS "noNpwpSurcharge", t.biaya_jabatan_mode AS "biayaJabatanMode"
       FROM payroll_groups g
       LEFT JOIN tax_configurations t ON t.client_id = g.client_id AND t.id = g.tax_configuration_id
      WHERE g.client_id = $1 AND g.id = $2`,
    [clientId, groupId],
  );
  return rows[0] ?? null;
}

/**
 * The client's minimum wage of the year (issue 15): the province of the group's first
 * related branch, else the client's default floor; the latest year up to the report's.
 */
export async function loadMinimumWage(q: Q, clientId: number, groupId: number, year: number) {
  const { rows } = await q.query<{ amount: string }>(
    `SELECT mw.amount::text AS amount FROM minimum_wages mw
      WHERE mw.client_id = $1 AND mw.year <= $3
        AND (mw.province_id IS NULL OR mw.province_id = (
              SELECT b.province_id FROM payroll_group_branches pb
                JOIN branches b ON b.client_id = pb.client_id AND b.id = pb.branch_id
               WHERE pb.client_id = $1 AND pb.payroll_group_id = $2
               ORDER BY b.id LIMIT 1))
      ORDER BY mw.year DESC, (mw.province_id IS NULL), mw.id LIMIT 1`,
    [clientId, groupId, year],
  );
  return rows[0] ? Number(rows[0].amount) : null;
}

/**
 * THR of daily and event workers (Permenaker 6/2016 Art 3(3)–(4)): their wage of each month,
 * oldest first, over the 12 payroll months before the report's — the basic pay of the
 * client's finalised (or paid) reports, any group, lines without an error.
 */
export async function loadMonthlyWages(
  q: Q,
  clientId: number,
  reportId: number,
  period: string,
  agentIds: number[],
): Promise<Map<number, number[]>> {
  const [year, month] = period.split("-").map(Number) as [number, number];
  const first = Temporal.PlainYearMonth.from({ year, month }).subtract({ months: 12 }).toString();
  const { rows } = await q.query<{ agent_id: number; wage: string }>(
    `SELECT d.agent_id, sum(d.basic_salary)::text AS wage
       FROM payroll_report_details d
       JOIN payroll_reports r ON r.client_id = d.client_id AND r.id = d.report_id
      WHERE d.client_id = $1 AND d.agent_id = ANY($2::int[]) AND r.id <> $3
        AND r.status IN ('finalized', 'paid') AND d.error_code IS NULL
        AND r.period >= $4 AND r.period < $5
      GROUP BY d.agent_id, r.period
      ORDER BY d.agent_id, r.period`,
    [clientId, agentIds, reportId, first, period],
  );
  const wages = new Map<number, number[]>();
  for (const row of rows) {
    const list = wages.get(row.agent_id) ?? [];
    list.push(Number(row.wage));
    wages.set(row.agent_id, list);
  }
  return wages;
}

/**
 * The wages THR averages for a daily or event worker: one per month of service up to 12. Months
 * before Tenaga paid the worker (no finalised report) are taken at the average of the months
 * it knows, which leaves the average — the THR wage base — unchanged; none known → none (the
 * engine then names monthlyWages on the worker's line).
 */
export function thrMonthlyWages(known: number[], joinDate: string, holidayDate: string): number[] {
  if (known.length === 0) return [];
  const months = Math.min(
    12,
    completedMonths(Temporal.PlainDate.from(joinDate), Temporal.PlainDate.from(holidayDate)),
  );
  const recent = known.slice(-Math.max(months, 1));
  if (recent.length >= months) return recent;
  const total = recent.reduce((sum, wage) => sum + wage, 0);
  // Whole rupiah each, the remainder spread from the oldest so the sum stays exact.
  const filler = Array.from({ length: months - recent.length }, () => 0);
  const allTotal = (total * months) / recent.length;
  let rest = Math.round(allTotal) - total;
  for (let i = 0; i < filler.length; i++) {
    const share = Math.round(rest / (filler.length - i));
    filler[i] = share;
    rest -= share;
  }
  return [...filler, ...recent];
}

/** The report's RunSettings from its group (and what finalisation snapshots). */
export function runSettings(
  head: Pick<
    ReportHead,
    "period" | "periodStart" | "periodEnd" | "thrHolidayDate" | "useAttendance"
  >,
  group: GroupSettingsRow,
  minimumWage: number | null,
  overtimeRounding: RunSettings["overtimeRounding"],
): RunSettings {
  return {
    year: Number(head.period.slice(0, 4)),
    month: Number(head.period.slice(5, 7)),
    periodStart: head.periodStart,
    periodEnd: head.periodEnd,
    group: {
      salaryType: group.salaryType,
      shiftConfig: group.shiftConfig,
      proration: group.proration,
      prorationDivisor: group.prorationDivisor,
      socialPrograms: group.socialPrograms,
      socialPaidBy: group.socialPaidBy,
      jkkRiskRate: decimal(group.jkkRiskRate),
      bpjsKesehatan: group.bpjsKesehatan,
      pensionJp: group.pensionJp,
      taxMethod: group.taxMethod,
    },
    tax:
      group.taxConfigurationId === null
        ? null
        : {
            terRounding: group.terRounding ?? "floor",
            noNpwpSurcharge: group.noNpwpSurcharge ?? false,
            biayaJabatanMode: group.biayaJabatanMode ?? "aggregate",
          },
    useAttendance: head.useAttendance,
    thrHolidayDate: head.thrHolidayDate,
    minimumWage,
    overtimeRounding,
  };
}

/** Everything a run needs, loaded set-based. */
export type RunInputs = {
  settings: RunSettings;
  group: GroupSettingsRow;
  components: GroupComponentRow[];
  members: RunMember[];
  inputs: MemberInput[];
};

export async function loadRunInputs(q: Q, head: ReportHead): Promise<RunInputs> {
  const clientId = head.clientId;
  const groupId = head.payrollGroupId;
  if (groupId === null) throw new Error("a general report needs its payroll group");
  const group = await loadGroup(q, clientId, groupId);
  if (!group) throw new Error("the report's payroll group no longer exists");
  const year = Number(head.period.slice(0, 4));
  const month = Number(head.period.slice(5, 7));
  const { members } = await loadMembers(q, clientId, groupId, head.periodStart, head.periodEnd);
  const agentIds = members.map((m) => m.agentId);
  const components = await loadComponents(q, clientId, groupId, members);
  const attendance = members.length
    ? await loadAttendance(q, clientId, members, head.periodStart, head.periodEnd)
    : new Map<number, AttendanceSummary>();
  const overtime = members.length
    ? await loadOvertime(q, clientId, members, head.periodStart, head.periodEnd)
    : { byAgent: new Map<number, OvertimeInput[]>(), rounding: new Map<string, number>() };
  const adjustments = await q.query<{
    agent_id: number;
    type: AdjustmentInput["type"];
    label: string;
    amount: string;
    component_code: string | null;
    taxable: boolean;
  }>(
    `SELECT agent_id, type, label, amount::text AS amount, component_code, taxable
       FROM payroll_report_adjustments WHERE client_id = $1 AND report_id = $2 ORDER BY id`,
    [clientId, head.id],
  );
  const adjustmentsOf = new Map<number, AdjustmentInput[]>();
  for (const row of adjustments.rows) {
    const list = adjustmentsOf.get(row.agent_id) ?? [];
    list.push({
      type: row.type,
      label: row.label,
      amount: Number(row.amount),
      componentCode: row.component_code,
      taxable: row.taxable,
    });
    adjustmentsOf.set(row.agent_id, list);
  }
  const taxYear = members.length
    ? await loadTaxYear(q, clientId, head.id, year, month, agentIds)
    : { records: new Map<number, TaxRecordRow>(), periods: new Map() };
  const dailyAgents = head.thrHolidayDate
    ? members
        .filter((m) => DAILY_CONTRACTS.includes(m.contractType as ThrContract))
        .map((m) => m.agentId)
    : [];
  const monthlyWages = dailyAgents.length
    ? await loadMonthlyWages(q, clientId, head.id, head.period, dailyAgents)
    : new Map<number, number[]>();
  const reimbursements = members.length
    ? await loadReimbursements(q, clientId, agentIds, head.periodEnd)
    : new Map<number, ReimbursementInput[]>();
  const minimumWage = await loadMinimumWage(q, clientId, groupId, year);
  const rounding = await overtimeRoundingOf(q, clientId, overtime.rounding);
  const settings = runSettings(head, group, minimumWage, rounding);

  const noAttendance: AttendanceSummary = {
    workingDaysInPeriod: null,
    workingDaysEmployed: null,
    attendedDays: 0,
    absentDays: 0,
    unpaidLeaveDays: 0,
    paidLeaveDays: 0,
  };
  const inputs = members.map((m): MemberInput => {
    const record = taxYear.records.get(m.agentId);
    const terminationMonth =
      m.terminationDate && Number(m.terminationDate.slice(0, 4)) === year
        ? Number(m.terminationDate.slice(5, 7))
        : 12;
    const own = components.own.get(m.memberId);
    return {
      agentId: m.agentId,
      memberId: m.memberId,
      name: m.name,
      joinDate: m.joinDate,
      terminationDate: m.terminationDate,
      contractType: m.contractType,
      effectiveFrom: m.effectiveFrom,
      effectiveTo: m.effectiveTo,
      basicSalary: m.basicSalary,
      ptkpStatus: (record?.ptkp_status ?? m.ptkpStatus) as PtkpStatus,
      recipient: m.recipient,
      npwp: m.npwp || record !== undefined,
      components: components.group.map((c) => {
        const amount = own?.get(c.componentId);
        return { ...c, amount: amount === undefined ? c.amount : decimal(amount) };
      }),
      attendance: attendance.get(m.agentId) ?? noAttendance,
      overtime: overtime.byAgent.get(m.agentId) ?? [],
      adjustments: adjustmentsOf.get(m.agentId) ?? [],
      reimbursements: reimbursements.get(m.agentId) ?? [],
      ...(head.thrHolidayDate && monthlyWages.has(m.agentId)
        ? {
            monthlyWages: thrMonthlyWages(
              monthlyWages.get(m.agentId)!,
              m.joinDate,
              head.thrHolidayDate,
            ),
          }
        : {}),
      taxYear: {
        previousPeriods: taxYear.periods.get(m.agentId) ?? [],
        openingBruto: Number(record?.opening_bruto ?? 0),
        openingWithheld: Number(record?.opening_withheld ?? 0),
        openingDeductions: Number(record?.opening_deductions ?? 0),
        previousEmployerBruto: Number(record?.previous_employer_bruto ?? 0),
        previousEmployerWithheld: Number(record?.previous_employer_withheld ?? 0),
        previousEmployerDeductions: Number(record?.previous_employer_deductions ?? 0),
        lastPeriod: Math.min(record?.end_month ?? 12, terminationMonth),
        subjectiveChange: record?.subjective_change
          ? record.end_month < 12
            ? "ends"
            : "starts"
          : null,
      },
    };
  });
  return { settings, group, components: components.group, members, inputs };
}

/**
 * The client's overtime rounding (issue 15 keeps it per overtime policy): the rounding of
 * most of the period's approved requests, else of the client's first active policy, else exact.
 */
async function overtimeRoundingOf(
  q: Q,
  clientId: number,
  used: Map<string, number>,
): Promise<RunSettings["overtimeRounding"]> {
  const best = [...used.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (best === "exact" || best === "hourly_truncated") return best;
  const { rows } = await q.query<{ rounding: string }>(
    `SELECT rounding FROM overtime_policies WHERE client_id = $1 AND status = 'active'
      ORDER BY id LIMIT 1`,
    [clientId],
  );
  return rows[0]?.rounding === "hourly_truncated" ? "hourly_truncated" : "exact";
}
