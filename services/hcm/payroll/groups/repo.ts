import {
  SALARY_TYPE_LABELS,
  type SalaryType,
  type ShiftConfig,
  salaryTypeNumber,
} from "../../../../domain/payroll/constants.ts";
import type { PayrollGroupValues } from "../../../../domain/payroll/groups.ts";
import type { Tx } from "../../../db/pool.ts";
import {
  CLIENT_TODAY,
  escapeLike,
  isoDate,
  isoInstant,
  orderBy,
  type Paged,
  pagedRows,
} from "../../../main/org/common.ts";

/** Issue 16: a payroll group as the API answers it (GraphQL PayrollGroup). */
export type PayrollGroup = {
  id: number;
  name: string;
  shiftConfig: string;
  salaryType: string;
  salaryTypeNumber: 1 | 2 | 3 | 4;
  salaryTypeLabel: string;
  cycle: string;
  cutoffDay: number;
  customCycleDays: number | null;
  payDay: number | null;
  payWeekday: number | null;
  socialInsurance: { programs: string; paidBy: string; jkkRiskRatePercent: number };
  bpjsKesehatan: boolean;
  pensionJp: boolean;
  proration: string;
  prorationDivisor: number | null;
  taxConfigurationId: number | null;
  taxConfigurationName: string | null;
  taxMethod: string;
  description: string | null;
  status: string;
  branchIds: number[];
  branches: { id: number; code: string; name: string }[];
  components: {
    componentId: number;
    code: string;
    name: string;
    scheme: string;
    addOrSub: string;
    mode: string;
    amount: number;
  }[];
  memberCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** In force on a day (inclusive range; NULL end = open). */
export const IN_FORCE = (member: string, day: string) =>
  `${member}.effective_from <= ${day} AND (${member}.effective_to IS NULL OR ${member}.effective_to >= ${day})`;

const COLUMNS = `g.id, g.name, g.shift_config AS "shiftConfig", g.salary_type AS "salaryType",
  g.cycle, g.cutoff_day AS "cutoffDay", g.custom_cycle_days AS "customCycleDays",
  g.pay_day AS "payDay", g.pay_weekday AS "payWeekday",
  json_build_object('programs', g.social_programs, 'paidBy', g.social_paid_by,
                    'jkkRiskRatePercent', g.jkk_risk_rate::float8) AS "socialInsurance",
  g.bpjs_kesehatan AS "bpjsKesehatan", g.pension_jp AS "pensionJp", g.proration,
  g.proration_divisor AS "prorationDivisor", g.tax_configuration_id AS "taxConfigurationId",
  t.name AS "taxConfigurationName", g.tax_method AS "taxMethod", g.description, g.status, g.version,
  coalesce((SELECT array_agg(pb.branch_id ORDER BY pb.branch_id)
            FROM payroll_group_branches pb WHERE pb.payroll_group_id = g.id), '{}') AS "branchIds",
  coalesce((SELECT json_agg(json_build_object('id', b.id, 'code', b.code, 'name', b.name) ORDER BY b.name, b.id)
            FROM payroll_group_branches pb JOIN branches b ON b.id = pb.branch_id
            WHERE pb.payroll_group_id = g.id), '[]') AS branches,
  coalesce((SELECT json_agg(json_build_object('componentId', c.id, 'code', c.code, 'name', c.name,
                   'scheme', c.scheme, 'addOrSub', c.add_or_sub, 'mode', c.mode,
                   'amount', gc.amount::float8) ORDER BY gc.position, c.id)
            FROM payroll_group_components gc JOIN payroll_components c ON c.id = gc.component_id
            WHERE gc.payroll_group_id = g.id), '[]') AS components,
  (SELECT count(*)::int FROM payroll_group_members m
    WHERE m.client_id = g.client_id AND m.payroll_group_id = g.id
      AND ${IN_FORCE("m", "today.d")}) AS "memberCount",
  ${isoInstant("g.created_at")} AS "createdAt", ${isoInstant("g.updated_at")} AS "updatedAt"`;

const FROM = `FROM payroll_groups g
  LEFT JOIN tax_configurations t ON t.id = g.tax_configuration_id
  CROSS JOIN (SELECT ${CLIENT_TODAY} AS d) today`;

type Row = Omit<PayrollGroup, "salaryTypeNumber" | "salaryTypeLabel">;

/** The SPEC §4 number and its label in the caller's language. */
const labelled = (row: Row, language: "en" | "id"): PayrollGroup => {
  const number = salaryTypeNumber(row.shiftConfig as ShiftConfig, row.salaryType as SalaryType);
  return {
    ...row,
    salaryTypeNumber: number,
    salaryTypeLabel: SALARY_TYPE_LABELS[number][language],
  };
};

export async function findGroup(
  tx: Tx,
  id: number,
  language: "en" | "id",
  lock = false,
): Promise<PayrollGroup | null> {
  if (lock) {
    const locked = await tx.query("SELECT 1 FROM payroll_groups WHERE id = $1 FOR UPDATE", [id]);
    if (locked.rowCount === 0) return null;
  }
  const { rows } = await tx.query<Row>(`SELECT ${COLUMNS} ${FROM} WHERE g.id = $1`, [id]);
  return rows[0] ? labelled(rows[0], language) : null;
}

const SORTABLE: Record<string, string> = {
  name: "lower(g.name)",
  updatedAt: "g.updated_at",
  createdAt: "g.created_at",
  memberCount: `(SELECT count(*) FROM payroll_group_members m
    WHERE m.client_id = g.client_id AND m.payroll_group_id = g.id AND ${IN_FORCE("m", "today.d")})`,
};

export type GroupFilter = {
  q: string | null;
  salaryType: string | null;
  cycle: string | null;
  status: string | null;
  branchId: number | null;
  sort: string | undefined;
};

export async function listGroups(
  tx: Tx,
  filter: GroupFilter,
  page: { limit: number; page: number },
  language: "en" | "id",
): Promise<Paged<PayrollGroup>> {
  const order = orderBy(filter.sort, SORTABLE, "name", "g.id");
  const paged = await pagedRows(
    async (limit, offset) =>
      (
        await tx.query<Row & { total: number }>(
          `SELECT ${COLUMNS}, count(*) OVER ()::int AS total ${FROM}
           WHERE ($1::text IS NULL OR g.name ILIKE '%' || $1 || '%')
             AND ($2::text IS NULL OR g.salary_type = $2)
             AND ($3::text IS NULL OR g.cycle = $3)
             AND ($4::text IS NULL OR g.status = $4)
             AND ($5::int IS NULL OR EXISTS (SELECT 1 FROM payroll_group_branches pb
                                              WHERE pb.payroll_group_id = g.id AND pb.branch_id = $5)
                  OR NOT EXISTS (SELECT 1 FROM payroll_group_branches pb WHERE pb.payroll_group_id = g.id))
           ${order} LIMIT $6 OFFSET $7`,
          [
            escapeLike(filter.q),
            filter.salaryType,
            filter.cycle,
            filter.status,
            filter.branchId,
            limit,
            offset,
          ],
        )
      ).rows,
    page.limit,
    page.page,
  );
  return { ...paged, items: paged.items.map((row) => labelled(row, language)) };
}

/** Whether another group of the client has the name (case-insensitive). */
export async function groupNameTaken(tx: Tx, name: string, exceptId: number | null) {
  const { rowCount } = await tx.query(
    "SELECT 1 FROM payroll_groups WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2",
    [name, exceptId],
  );
  return (rowCount ?? 0) > 0;
}

const groupParams = (v: PayrollGroupValues) => [
  v.name,
  v.shiftConfig,
  v.salaryType,
  v.cycle,
  v.cutoffDay,
  v.customCycleDays,
  v.payDay,
  v.payWeekday,
  v.socialPrograms,
  v.socialPaidBy,
  v.jkkRiskRatePercent,
  v.bpjsKesehatan,
  v.pensionJp,
  v.proration,
  v.prorationDivisor,
  v.taxConfigurationId,
  v.taxMethod,
  v.description,
  v.status,
];

export async function insertGroup(tx: Tx, clientId: number, v: PayrollGroupValues) {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO payroll_groups (client_id, name, shift_config, salary_type, cycle, cutoff_day,
       custom_cycle_days, pay_day, pay_weekday, social_programs, social_paid_by, jkk_risk_rate,
       bpjs_kesehatan, pension_jp, proration, proration_divisor, tax_configuration_id, tax_method,
       description, status)
     VALUES ($20, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
     RETURNING id`,
    [...groupParams(v), clientId],
  );
  const id = rows[0]!.id;
  await writeLists(tx, clientId, id, v);
  return id;
}

export async function updateGroup(tx: Tx, clientId: number, id: number, v: PayrollGroupValues) {
  await tx.query(
    `UPDATE payroll_groups SET name = $1, shift_config = $2, salary_type = $3, cycle = $4,
       cutoff_day = $5, custom_cycle_days = $6, pay_day = $7, pay_weekday = $8,
       social_programs = $9, social_paid_by = $10, jkk_risk_rate = $11, bpjs_kesehatan = $12,
       pension_jp = $13, proration = $14, proration_divisor = $15, tax_configuration_id = $16,
       tax_method = $17, description = $18, status = $19, version = version + 1, updated_at = now()
     WHERE id = $20`,
    [...groupParams(v), id],
  );
  await tx.query("DELETE FROM payroll_group_branches WHERE payroll_group_id = $1", [id]);
  await tx.query("DELETE FROM payroll_group_components WHERE payroll_group_id = $1", [id]);
  await writeLists(tx, clientId, id, v);
}

/** Branches and components (amounts already filled from the components' defaults). */
async function writeLists(tx: Tx, clientId: number, id: number, v: PayrollGroupValues) {
  if (v.branchIds.length > 0)
    await tx.query(
      `INSERT INTO payroll_group_branches (client_id, payroll_group_id, branch_id)
       SELECT $1, $2, unnest($3::int[])`,
      [clientId, id, v.branchIds],
    );
  if (v.components.length > 0)
    await tx.query(
      `INSERT INTO payroll_group_components (client_id, payroll_group_id, component_id, amount, position)
       SELECT $1, $2, c.id, c.amount, c.position - 1
       FROM unnest($3::int[], $4::numeric[]) WITH ORDINALITY AS c(id, amount, position)`,
      [
        clientId,
        id,
        v.components.map((c) => c.componentId),
        v.components.map((c) => c.amount ?? 0),
      ],
    );
}

/** Members in force today or later (a group with any cannot be deleted). */
export async function membersInForce(tx: Tx, id: number): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payroll_group_members m
     WHERE m.payroll_group_id = $1 AND (m.effective_to IS NULL OR m.effective_to >= ${CLIENT_TODAY})`,
    [id],
  );
  return rows[0]!.n;
}

// ---------------------------------------------------------------------------------------
// Members

export type Member = {
  id: number;
  agentId: number;
  agentName: string;
  nik: string;
  branchId: number;
  branchName: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  basicSalary: number;
  ptkp: string;
  recipient: string;
  paymentMethod: string | null;
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
  eWallet: string | null;
  walletPhoneNumber: string | null;
  accountFromMember: boolean;
  incompleteAccount: boolean;
  components: { componentId: number; code: string; name: string; scheme: string; amount: number }[];
  version: number;
};

/** SPEC §8 INCOMPLETE_BANK_ACCOUNT_DATA: no method, or the method's fields missing. */
const INCOMPLETE = `(acc.method IS NULL
  OR (acc.method = 'bank_transfer' AND (acc.bank IS NULL OR acc.number IS NULL OR acc.name IS NULL))
  OR (acc.method = 'e_wallet' AND (acc.wallet IS NULL OR acc.phone IS NULL)))`;

const MEMBER_FROM = `FROM payroll_group_members m
  JOIN agents a ON a.id = m.agent_id
  JOIN branches b ON b.id = a.branch_id
  CROSS JOIN LATERAL (SELECT
    CASE WHEN m.payment_method IS NOT NULL THEN m.payment_method ELSE a.payment_method END AS method,
    CASE WHEN m.payment_method IS NOT NULL THEN m.bank_name ELSE a.bank_name END AS bank,
    CASE WHEN m.payment_method IS NOT NULL THEN m.account_number ELSE a.account_number END AS number,
    CASE WHEN m.payment_method IS NOT NULL THEN m.account_name ELSE a.account_name END AS name,
    CASE WHEN m.payment_method IS NOT NULL THEN m.e_wallet ELSE a.e_wallet END AS wallet,
    CASE WHEN m.payment_method IS NOT NULL THEN m.wallet_phone_number ELSE a.wallet_phone_number END AS phone
  ) acc`;

const MEMBER_COLUMNS = `m.id, m.agent_id AS "agentId", a.full_name AS "agentName", a.nik,
  a.branch_id AS "branchId", b.name AS "branchName",
  ${isoDate("m.effective_from")} AS "effectiveFrom", ${isoDate("m.effective_to")} AS "effectiveTo",
  m.basic_salary::float8 AS "basicSalary", m.ptkp_status AS ptkp, m.recipient,
  acc.method AS "paymentMethod", acc.bank AS "bankName", acc.number AS "accountNumber",
  acc.name AS "accountName", acc.wallet AS "eWallet", acc.phone AS "walletPhoneNumber",
  (m.payment_method IS NOT NULL) AS "accountFromMember", ${INCOMPLETE} AS "incompleteAccount",
  coalesce((SELECT json_agg(json_build_object('componentId', c.id, 'code', c.code, 'name', c.name,
                   'scheme', c.scheme, 'amount', mc.amount::float8) ORDER BY c.code)
            FROM payroll_member_components mc JOIN payroll_components c ON c.id = mc.component_id
            WHERE mc.member_id = m.id), '[]') AS components,
  m.version`;

const MEMBER_SORTABLE: Record<string, string> = {
  name: "lower(a.full_name)",
  basicSalary: "m.basic_salary",
  effectiveFrom: "m.effective_from",
  nik: "a.nik",
};

export type MemberFilter = {
  q: string | null;
  branchId: number | null;
  ptkp: string | null;
  incompleteAccount: boolean | null;
  asOf: string | null;
  sort: string | undefined;
};

const MEMBER_WHERE = `WHERE m.payroll_group_id = $1
  AND ${IN_FORCE("m", `coalesce($2::date, ${CLIENT_TODAY})`)}
  AND ($3::text IS NULL OR a.full_name ILIKE '%' || $3 || '%' OR a.nik LIKE $3 || '%')
  AND ($4::int IS NULL OR a.branch_id = $4)
  AND ($5::text IS NULL OR m.ptkp_status = $5)
  AND ($6::boolean IS NULL OR ${INCOMPLETE} = $6)`;

const memberParams = (groupId: number, f: MemberFilter) => [
  groupId,
  f.asOf,
  escapeLike(f.q),
  f.branchId,
  f.ptkp,
  f.incompleteAccount,
];

export async function listMembers(
  tx: Tx,
  groupId: number,
  filter: MemberFilter,
  page: { limit: number; page: number },
): Promise<Paged<Member>> {
  const order = orderBy(filter.sort, MEMBER_SORTABLE, "name", "m.id");
  return pagedRows(
    async (limit, offset) =>
      (
        await tx.query<Member & { total: number }>(
          `SELECT ${MEMBER_COLUMNS}, count(*) OVER ()::int AS total ${MEMBER_FROM}
           ${MEMBER_WHERE} ${order} LIMIT $7 OFFSET $8`,
          [...memberParams(groupId, filter), limit, offset],
        )
      ).rows,
    page.limit,
    page.page,
  );
}

/** Every member in force today (the export), by name. */
export async function membersForExport(tx: Tx, groupId: number): Promise<Member[]> {
  const filter: MemberFilter = {
    q: null,
    branchId: null,
    ptkp: null,
    incompleteAccount: null,
    asOf: null,
    sort: "name",
  };
  const { rows } = await tx.query<Member>(
    `SELECT ${MEMBER_COLUMNS} ${MEMBER_FROM} ${MEMBER_WHERE} ${orderBy("name", MEMBER_SORTABLE, "name", "m.id")}`,
    memberParams(groupId, filter),
  );
  return rows;
}
