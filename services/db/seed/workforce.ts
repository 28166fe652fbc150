import { createHash } from "node:crypto";
import type pg from "pg";
import { insertRows } from "./bulk.ts";
import type { EthnicGroup, Gender } from "./names.ts";
import { personName } from "./names.ts";
import {
  addYears,
  bankAccount,
  email,
  isoDay,
  mobileNumber,
  nik,
  npwp,
  person,
  type Registry,
  toDay,
  uniquePhone,
} from "./people.ts";
import type { BranchSpec, ProjectSpec, Timezone } from "./places.ts";
import { apportion, type Rng } from "./random.ts";

/**
 * Builds a client's workforce (branches, projects, merchants, additional-data fields,
 * agents, assignments, partners) as plain rows and writes them with one unnest INSERT per
 * table and batch. Used by the demo seed and by the benchmark scale generator.
 */

// ---- regions ----------------------------------------------------------------------------

type District = { id: string; name: string };
export type CityRegion = {
  cityId: string;
  provinceId: string;
  name: string;
  districts: readonly District[];
};
/** A branch city with the other cities of its province (where some agents live). */
export type BranchRegion = CityRegion & { neighbours: readonly CityRegion[] };

/** Looks the cities up by name in the regions tables (loaded by ensureReferenceData). */
export async function loadRegions(
  client: pg.ClientBase,
  cityNames: readonly string[],
): Promise<Map<string, BranchRegion>> {
  const found = await client.query<{ id: string; province_id: string; name: string }>(
    "SELECT id, province_id, name FROM cities WHERE name = ANY($1::text[])",
    [[...new Set(cityNames)]],
  );
  const missing = cityNames.filter((name) => !found.rows.some((row) => row.name === name));
  if (missing.length > 0)
    throw new Error(`cities not in the regions tables: ${missing.join(", ")} (reference data?)`);
  const provinces = [...new Set(found.rows.map((row) => row.province_id))];
  const cities = await client.query<{
    id: string;
    province_id: string;
    name: string;
    district_ids: string[];
    district_names: string[];
  }>(
    `SELECT c.id, c.province_id, c.name,
            array_agg(d.id ORDER BY d.id) AS district_ids,
            array_agg(d.name ORDER BY d.id) AS district_names
     FROM cities c JOIN districts d ON d.city_id = c.id
     WHERE c.province_id = ANY($1::text[])
     GROUP BY c.id ORDER BY c.id`,
    [provinces],
  );
  const all: CityRegion[] = cities.rows.map((row) => ({
    cityId: row.id,
    provinceId: row.province_id,
    name: row.name,
    districts: row.district_ids.map((id, i) => ({ id, name: row.district_names[i]! })),
  }));
  const regions = new Map<string, BranchRegion>();
  for (const name of cityNames) {
    const city = all.find((c) => c.name === name);
    if (!city) throw new Error(`city ${name} has no districts`);
    regions.set(name, {
      ...city,
      neighbours: all.filter((c) => c.provinceId === city.provinceId && c.cityId !== city.cityId),
    });
  }
  return regions;
}

// ---- time -------------------------------------------------------------------------------

const OFFSET: Record<Timezone, string> = {
  "Asia/Jakarta": "+07:00",
  "Asia/Makassar": "+08:00",
  "Asia/Jayapura": "+09:00",
};

/** An office-hours instant on `day`, in the branch's zone. */
function officeInstant(rng: Rng, day: number, timezone: Timezone): string {
  const hour = String(rng.int(8, 16)).padStart(2, "0");
  const minute = String(rng.int(0, 59)).padStart(2, "0");
  return `${isoDay(day)}T${hour}:${minute}:${String(rng.int(0, 59)).padStart(2, "0")}${OFFSET[timezone]}`;
}

/** A random v4-shaped UUID from the seeded generator (so the demo's ids repeat). */
export function seededUuid(rng: Rng): string {
  const hex = () => rng.int(0, 15).toString(16);
  const part = (n: number) => Array.from({ length: n }, hex).join("");
  return `${part(8)}-${part(4)}-4${part(3)}-${"89ab"[rng.int(0, 3)]}${part(3)}-${part(12)}`;
}

// ---- branches, projects, merchants --------------------------------------------------------

export type BranchRef = { id: number; spec: BranchSpec; region: BranchRegion };
export type ProjectRef = { id: number; spec: ProjectSpec };
export type MerchantRef = { id: number; branchId: number };

export async function insertBranches(
  client: pg.ClientBase,
  clientId: number,
  specs: readonly BranchSpec[],
  regions: Map<string, BranchRegion>,
): Promise<BranchRef[]> {
  const rows = specs.map((spec) => {
    const region = regions.get(spec.city)!;
    return {
      client_id: clientId,
      code: spec.code,
      name: spec.name,
      address: spec.address,
      province_id: region.provinceId,
      city_id: region.cityId,
      latitude: spec.latitude.toFixed(6),
      longitude: spec.longitude.toFixed(6),
      timezone: spec.timezone,
    };
  });
  const ids = await insertRows<(typeof rows)[number], { id: number; code: string }>(
    client,
    "branches",
    {
      client_id: "int",
      code: "text",
      name: "text",
      address: "text",
      province_id: "text",
      city_id: "text",
      latitude: "numeric",
      longitude: "numeric",
      timezone: "text",
    },
    rows,
    { returning: "id, code" },
  );
  return specs.map((spec) => ({
    id: ids.find((row) => row.code === spec.code)!.id,
    spec,
    region: regions.get(spec.city)!,
  }));
}

export async function insertProjects(
  client: pg.ClientBase,
  clientId: number,
  specs: readonly ProjectSpec[],
): Promise<ProjectRef[]> {
  const rows = specs.map((spec) => ({
    client_id: clientId,
    code: spec.code,
    name: spec.name,
    description: spec.description,
    start_date: spec.startDate,
    end_date: spec.endDate,
    status: spec.status,
  }));
  const ids = await insertRows<(typeof rows)[number], { id: number; code: string }>(
    client,
    "projects",
    {
      client_id: "int",
      code: "text",
      name: "text",
      description: "text",
      start_date: "date",
      end_date: "date",
      status: "text",
    },
    rows,
    { returning: "id, code" },
  );
  return specs.map((spec) => ({ id: ids.find((row) => row.code === spec.code)!.id, spec }));
}

/** Outlets: [name, street] per branch code, placed near the branch. */
export async function insertMerchants(
  client: pg.ClientBase,
  rng: Rng,
  clientId: number,
  branches: readonly BranchRef[],
  byBranch: Readonly<Record<string, readonly (readonly [string, string])[]>>,
): Promise<MerchantRef[]> {
  const rows = branches.flatMap((branch) =>
    (byBranch[branch.spec.code] ?? []).map(([name, street], i) => {
      const district = rng.pick(branch.region.districts);
      return {
        client_id: clientId,
        code: `M-${branch.spec.code.slice(0, 3)}-${String(i + 1).padStart(3, "0")}`,
        name,
        branch_id: branch.id,
        address: `Jl. ${street} No. ${rng.int(1, 250)}, Kec. ${district.name}, ${branch.spec.name}`,
        province_id: branch.region.provinceId,
        city_id: branch.region.cityId,
        latitude: (branch.spec.latitude + (rng.next() - 0.5) * 0.06).toFixed(6),
        longitude: (branch.spec.longitude + (rng.next() - 0.5) * 0.06).toFixed(6),
        timezone: branch.spec.timezone,
      };
    }),
  );
  return insertRows<(typeof rows)[number], MerchantRef>(
    client,
    "merchants",
    {
      client_id: "int",
      code: "text",
      name: "text",
      branch_id: "int",
      address: "text",
      province_id: "text",
      city_id: "text",
      latitude: "numeric",
      longitude: "numeric",
      timezone: "text",
    },
    rows,
    { returning: 'id, branch_id AS "branchId"' },
  );
}

// ---- additional data ----------------------------------------------------------------------

type FieldContext = { rng: Rng; gender: Gender; group: EthnicGroup; today: number };
export type FieldSpec = {
  key: string;
  label: string;
  type: "text" | "number" | "date" | "single_select" | "multi_select";
  options?: readonly { label: string; value: string }[];
  /** A value for one agent, or undefined to leave it empty. */
  value(ctx: FieldContext): unknown;
};

export async function insertAgentFields(
  client: pg.ClientBase,
  clientId: number,
  fields: readonly FieldSpec[],
): Promise<void> {
  await insertRows(
    client,
    "agent_fields",
    {
      client_id: "int",
      key: "text",
      label: "text",
      type: "text",
      required: "boolean",
      options: "jsonb",
      position: "int",
    },
    fields.map((field, position) => ({
      client_id: clientId,
      key: field.key,
      label: field.label,
      type: field.type,
      required: false,
      options: field.options ?? [],
      position,
    })),
  );
}

const RELATIONS = ["Ibu", "Ayah", "Suami", "Istri", "Kakak", "Adik", "Paman"] as const;

export const MAJU_FIELDS: readonly FieldSpec[] = [
  {
    key: "shirt_size",
    label: "Uniform Shirt Size",
    type: "single_select",
    options: ["S", "M", "L", "XL", "XXL"].map((size) => ({ label: size, value: size })),
    value: ({ rng, gender }) =>
      rng.chance(0.9)
        ? gender === "male"
          ? rng.weighted([
              ["M", 25],
              ["L", 40],
              ["XL", 25],
              ["XXL", 10],
            ] as const)
          : rng.weighted([
              ["S", 35],
              ["M", 40],
              ["L", 20],
              ["XL", 5],
            ] as const)
        : undefined,
  },
  {
    key: "certifications",
    label: "Certifications",
    type: "multi_select",
    options: [
      { label: "K3 Umum (General OSH)", value: "k3_umum" },
      { label: "Food Handler", value: "food_handler" },
      { label: "First Aid (P3K)", value: "first_aid" },
      { label: "SIO Forklift", value: "sio_forklift" },
      { label: "BNSP Sales Competency", value: "bnsp_sales" },
    ],
    value: ({ rng }) =>
      rng.chance(0.4)
        ? rng
            .sample(
              ["k3_umum", "food_handler", "first_aid", "sio_forklift", "bnsp_sales"],
              rng.int(1, 3),
            )
            .sort()
        : undefined,
  },
  {
    key: "emergency_contact",
    label: "Emergency Contact",
    type: "text",
    value: ({ rng, group }) => {
      if (!rng.chance(0.7)) return undefined;
      const relation = rng.pick(RELATIONS);
      const gender: Gender = ["Ibu", "Istri", "Kakak"].includes(relation) ? "female" : "male";
      return `${personName(rng, group, gender).fullName} (${relation}) 0${mobileNumber(rng)}`;
    },
  },
  {
    key: "height_cm",
    label: "Height (cm)",
    type: "number",
    value: ({ rng, gender }) =>
      rng.chance(0.6) ? (gender === "male" ? rng.int(158, 182) : rng.int(148, 170)) : undefined,
  },
  {
    key: "sim_c_expiry",
    label: "Motorcycle Licence (SIM C) Expiry",
    type: "date",
    // A SIM is valid five years; some have lapsed.
    value: ({ rng, today }) =>
      rng.chance(0.5) ? isoDay(today + rng.int(-120, 5 * 365)) : undefined,
  },
];

export const SENTOSA_FIELDS: readonly FieldSpec[] = [
  {
    key: "shoe_size",
    label: "Safety Shoe Size",
    type: "number",
    value: ({ rng, gender }) => (gender === "male" ? rng.int(39, 44) : rng.int(36, 41)),
  },
];

// ---- agents -----------------------------------------------------------------------------

export type AgentRow = {
  client_id: number;
  full_name: string;
  nik: string;
  phone_number: string;
  email: string | null;
  birth_date: string;
  gender: Gender;
  join_date: string;
  contract_type: string;
  contract_status: string;
  branch_id: number;
  project_id: number | null;
  payment_method: string | null;
  account_name: string | null;
  account_number: string | null;
  bank_name: string | null;
  e_wallet: string | null;
  wallet_phone_number: string | null;
  domicile_address: string;
  domicile_province_id: string;
  domicile_city_id: string;
  vaccine_status: string | null;
  ptkp_status: string | null;
  npwp: string | null;
  worker_status: "active" | "inactive";
  termination_reason: string | null;
  termination_note: string | null;
  termination_date: string | null;
  custom_data: Record<string, unknown>;
  import_id: string | null;
  created_at: string;
  updated_at: string;
};

const AGENT_COLUMNS = {
  client_id: "int",
  full_name: "text",
  nik: "text",
  phone_number: "text",
  email: "text",
  birth_date: "date",
  gender: "text",
  join_date: "date",
  contract_type: "text",
  contract_status: "text",
  branch_id: "int",
  project_id: "int",
  payment_method: "text",
  account_name: "text",
  account_number: "text",
  bank_name: "text",
  e_wallet: "text",
  wallet_phone_number: "text",
  domicile_address: "text",
  domicile_province_id: "text",
  domicile_city_id: "text",
  vaccine_status: "text",
  ptkp_status: "text",
  npwp: "text",
  worker_status: "text",
  termination_reason: "text",
  termination_note: "text",
  termination_date: "date",
  custom_data: "jsonb",
  import_id: "uuid",
  created_at: "timestamptz",
  updated_at: "timestamptz",
} as const;

const CONTRACT_TYPES = [
  ["pkwt", 45],
  ["kemitraan", 20],
  ["daily_worker", 13],
  ["event_worker", 8],
  ["pkwtt", 14],
] as const;
const CONTRACT_STATUSES = [
  ["active", 50],
  ["signed", 15],
  ["waiting_for_approval", 7],
  ["waiting_to_submit", 6],
  ["expired", 6],
  ["no_contract_logged", 10],
  ["need_revision", 6],
] as const;
const TERMINATION_REASONS = [
  ["resign_get_new_job", 30],
  ["resign_personal_reason", 18],
  ["resign_family_reason", 10],
  ["finished_end_of_contract", 20],
  ["terminated_performance_issue", 7],
  ["terminated_missing_worker", 5],
  ["terminated_manner", 3],
  ["terminated_fraud", 2],
  ["transferred_promotion", 3],
  ["OTHERS", 2],
] as const;
const TERMINATION_NOTES: Record<string, readonly string[]> = {
  resign_get_new_job: ["Diterima bekerja di perusahaan lain", "Pindah ke perusahaan distributor"],
  resign_family_reason: ["Mengurus orang tua di kampung", "Ikut suami pindah tugas"],
  terminated_missing_worker: ["Tidak hadir 5 hari berturut-turut tanpa keterangan"],
  terminated_performance_issue: ["Target penjualan tidak tercapai 3 bulan berturut-turut"],
  OTHERS: ["Melanjutkan studi S1", "Pindah domisili ke luar kota", "Alasan kesehatan"],
};
const E_WALLETS = [
  ["gopay", 35],
  ["ovo", 25],
  ["dana", 25],
  ["shopeepay", 12],
  ["linkaja", 3],
] as const;

/**
 * A batch of agents that came in through one bulk import: created when the file was
 * imported (`at`), all joining on one day, on one project when given.
 */
export type Cohort = {
  importId: string;
  at: string;
  joinDate: string;
  count: number;
  projectCode?: string;
};

export type AgentPlan = {
  clientId: number;
  count: number;
  branches: readonly BranchRef[];
  projects: readonly ProjectRef[];
  fields: readonly FieldSpec[];
  /** "Today" for the data: ages, join and termination dates are relative to it. */
  today: string;
  /** Share of inactive (terminated) agents. */
  inactiveShare: number;
  cohorts?: readonly Cohort[];
};

/**
 * Agent rows in creation order (so ids grow with created_at, as in a real register), each
 * with its branch.
 */
export function generateAgents(
  rng: Rng,
  registry: Registry,
  plan: AgentPlan,
): { rows: AgentRow[]; branchOf: BranchRef[] } {
  const today = toDay(plan.today);
  const perBranch = apportion(
    plan.count,
    plan.branches.map((b) => b.spec.weight),
  );
  const branchOf = plan.branches.flatMap((branch, i) =>
    Array.from({ length: perBranch[i]! }, () => branch),
  );
  // Mix the branches so ids do not run branch by branch.
  const order = rng.sample(
    branchOf.map((_, i) => i),
    branchOf.length,
  );
  const shuffled = order.map((i) => branchOf[i]!);
  const inactive = new Set(
    rng.sample(
      shuffled.map((_, i) => i),
      Math.round(plan.count * plan.inactiveShare),
    ),
  );
  const activeProjects = plan.projects.filter((p) => p.spec.status === "active");
  const cohortOf: (Cohort | null)[] = [];
  for (const cohort of plan.cohorts ?? []) {
    let left = cohort.count;
    for (let i = 0; i < shuffled.length && left > 0; i++) {
      if (cohortOf[i] || inactive.has(i)) continue;
      cohortOf[i] = cohort;
      left--;
    }
  }

  const rows = shuffled.map((branch, i): AgentRow => {
    const who = person(rng, branch.spec.people);
    const age = 19 + Math.floor(36 * rng.next() ** 1.6);
    const birthDay = addYears(today, -age) - rng.int(0, 364);
    const cohort = cohortOf[i] ?? null;
    let joinDay = cohort ? toDay(cohort.joinDate) : today - rng.int(0, 5 * 365);
    const adult = addYears(birthDay, 18);
    if (joinDay < adult) joinDay = Math.min(today, adult + rng.int(0, 60));

    // Most live in the branch city; some commute from elsewhere in the province.
    const home =
      branch.region.neighbours.length > 0 && rng.chance(0.15)
        ? rng.pick(branch.region.neighbours)
        : branch.region;
    const district = rng.pick(home.districts);
    const nikValue = nik(rng, registry, district.id, birthDay, who.gender);
    const phone = uniquePhone(rng, registry);

    const contractType = rng.weighted(CONTRACT_TYPES);
    let contractStatus: string =
      contractType === "pkwtt"
        ? rng.weighted([
            ["active", 80],
            ["signed", 20],
          ] as const)
        : rng.weighted(CONTRACT_STATUSES);

    let paymentMethod: string | null = rng.weighted([
      ["bank_transfer", 78],
      ["e_wallet", 17],
      ["cash", 5],
    ] as const);
    if (rng.chance(0.03)) paymentMethod = null;
    const bank = paymentMethod === "bank_transfer" ? bankAccount(rng) : null;
    const wallet = paymentMethod === "e_wallet" ? rng.weighted(E_WALLETS) : null;

    const married = rng.chance(age < 23 ? 0.1 : age < 28 ? 0.4 : age < 35 ? 0.7 : 0.85);
    const dependants = married ? Math.min(3, rng.int(0, Math.floor((age - 20) / 6))) : 0;
    const ptkp = rng.chance(0.08)
      ? null
      : married && (who.gender === "male" || rng.chance(0.4))
        ? `K/${dependants}`
        : rng.chance(0.9)
          ? "TK/0"
          : "TK/1";

    let terminationReason: string | null = null;
    let terminationDay: number | null = null;
    let terminationNote: string | null = null;
    if (inactive.has(i)) {
      joinDay = Math.min(joinDay, today - 45);
      if (joinDay < adult) joinDay = adult;
      terminationReason = rng.weighted(TERMINATION_REASONS);
      terminationDay = rng.int(Math.min(joinDay + 30, today), today);
      const notes = TERMINATION_NOTES[terminationReason];
      if (notes && (terminationReason === "OTHERS" || rng.chance(0.5)))
        terminationNote = rng.pick(notes);
      if (terminationReason === "finished_end_of_contract") contractStatus = "expired";
    }

    const custom: Record<string, unknown> = {};
    for (const field of plan.fields) {
      const value = field.value({ rng, gender: who.gender, group: who.group, today });
      if (value !== undefined) custom[field.key] = value;
    }
    const createdAt = cohort
      ? new Date(Date.parse(cohort.at) + 4_000 + i * 12).toISOString()
      : officeInstant(rng, joinDay - rng.int(1, 14), branch.spec.timezone);
    const cohortProject = cohort?.projectCode
      ? plan.projects.find((p) => p.spec.code === cohort.projectCode)
      : undefined;
    return {
      client_id: plan.clientId,
      full_name: who.name.fullName,
      nik: nikValue,
      phone_number: phone,
      email: rng.chance(0.92) ? email(rng, registry, who.name) : null,
      birth_date: isoDay(birthDay),
      gender: who.gender,
      join_date: isoDay(joinDay),
      contract_type: contractType,
      contract_status: contractStatus,
      branch_id: branch.id,
      project_id:
        cohortProject?.id ??
        (rng.chance(0.9) && activeProjects.length > 0 ? rng.pick(activeProjects).id : null),
      payment_method: paymentMethod,
      account_name: bank ? who.name.fullName.toUpperCase() : null,
      account_number: bank?.accountNumber ?? null,
      bank_name: bank?.bankName ?? null,
      e_wallet: wallet,
      wallet_phone_number: wallet ? (rng.chance(0.9) ? phone : mobileNumber(rng)) : null,
      domicile_address:
        `Jl. ${rng.pick(branch.spec.streets)} No. ${rng.int(1, 200)}, ` +
        `RT ${String(rng.int(1, 12)).padStart(3, "0")}/RW ${String(rng.int(1, 9)).padStart(3, "0")}, ` +
        `Kec. ${district.name}`,
      domicile_province_id: home.provinceId,
      domicile_city_id: home.cityId,
      vaccine_status: rng.weighted([
        ["booster", 45],
        ["second_dose", 33],
        ["first_dose", 8],
        ["not_vaccinated", 9],
        [null, 5],
      ] as const),
      ptkp_status: ptkp,
      npwp: rng.chance(0.45) ? npwp(rng, nikValue) : null,
      worker_status: terminationReason ? "inactive" : "active",
      termination_reason: terminationReason,
      termination_note: terminationNote,
      termination_date: terminationDay === null ? null : isoDay(terminationDay),
      custom_data: custom,
      import_id: cohort?.importId ?? null,
      created_at: createdAt,
      updated_at:
        terminationDay === null
          ? createdAt
          : officeInstant(rng, terminationDay, branch.spec.timezone),
    };
  });
  const byCreation = rows
    .map((row, i) => ({ row, branch: shuffled[i]!, at: Date.parse(row.created_at) }))
    .sort((a, b) => a.at - b.at);
  return { rows: byCreation.map((x) => x.row), branchOf: byCreation.map((x) => x.branch) };
}

export type AgentRef = { id: number; row: AgentRow; branch: BranchRef };

export async function insertAgents(
  client: pg.ClientBase,
  generated: { rows: AgentRow[]; branchOf: BranchRef[] },
  batchSize = 10_000,
): Promise<AgentRef[]> {
  const ids = await insertRows<AgentRow, { id: number; nik: string }>(
    client,
    "agents",
    AGENT_COLUMNS,
    generated.rows,
    { returning: "id, nik", batchSize },
  );
  const byNik = new Map(ids.map((row) => [row.nik, row.id]));
  return generated.rows.map((row, i) => ({
    id: byNik.get(row.nik)!,
    row,
    branch: generated.branchOf[i]!,
  }));
}

// ---- assignments --------------------------------------------------------------------------

type AssignmentRow = {
  client_id: number;
  agent_id: number;
  project_id: number;
  merchant_id: number | null;
  branch_id: number | null;
  start_date: string;
  end_date: string | null;
};

/**
 * Who works where: the current placement on the agent's project (at an outlet of the
 * branch, or the branch itself), for some an earlier one, and for leavers one that ended
 * on their last day. An agent's periods never overlap.
 */
export function generateAssignments(
  rng: Rng,
  clientId: number,
  agents: readonly AgentRef[],
  projects: readonly ProjectRef[],
  merchants: readonly MerchantRef[],
  todayIso: string,
): AssignmentRow[] {
  const today = toDay(todayIso);
  const outlets = new Map<number, number[]>();
  for (const merchant of merchants) {
    const list = outlets.get(merchant.branchId) ?? [];
    list.push(merchant.id);
    outlets.set(merchant.branchId, list);
  }
  const place = (agent: AgentRef) => {
    const list = outlets.get(agent.branch.id);
    return list && rng.chance(0.75)
      ? { merchant_id: rng.pick(list), branch_id: null }
      : { merchant_id: null, branch_id: agent.branch.id };
  };
  const projectById = new Map(projects.map((p) => [p.id, p]));
  const rows: AssignmentRow[] = [];
  for (const agent of agents) {
    const join = toDay(agent.row.join_date);
    const end = agent.row.termination_date ? toDay(agent.row.termination_date) : null;
    const projectId = agent.row.project_id;
    if (projectId === null || rng.chance(0.12)) continue; // not placed yet
    const project = projectById.get(projectId)!;
    const projectStart = toDay(project.spec.startDate);
    let start = Math.max(join, projectStart) + rng.int(0, 10);
    const last = end ?? today;
    if (start > last) start = Math.max(join, projectStart, last - 1);
    if (start > last) continue;
    // An earlier placement on another project, when there was room before this one.
    const earlier = projects.filter(
      (p) =>
        p.id !== projectId &&
        toDay(p.spec.startDate) < start - 60 &&
        (p.spec.endDate === null || toDay(p.spec.endDate) > join),
    );
    if (earlier.length > 0 && start - join > 90 && rng.chance(0.35)) {
      const before = rng.pick(earlier);
      const from = Math.max(join, toDay(before.spec.startDate));
      const until = Math.min(
        start - rng.int(1, 20),
        before.spec.endDate ? toDay(before.spec.endDate) : start - 1,
      );
      if (until >= from)
        rows.push({
          client_id: clientId,
          agent_id: agent.id,
          project_id: before.id,
          ...place(agent),
          start_date: isoDay(from),
          end_date: isoDay(until),
        });
    }
    const projectEnd = project.spec.endDate ? toDay(project.spec.endDate) : null;
    let until: number | null = end;
    if (until === null && rng.chance(0.35)) until = today + rng.int(30, 240);
    if (until !== null && projectEnd !== null) until = Math.min(until, projectEnd);
    if (until === null && projectEnd !== null) until = projectEnd;
    if (until !== null && until < start) until = start;
    rows.push({
      client_id: clientId,
      agent_id: agent.id,
      project_id: projectId,
      ...place(agent),
      start_date: isoDay(start),
      end_date: until === null ? null : isoDay(until),
    });
  }
  return rows;
}

export async function insertAssignments(
  client: pg.ClientBase,
  rows: readonly AssignmentRow[],
): Promise<void> {
  await insertRows(
    client,
    "assignments",
    {
      client_id: "int",
      agent_id: "int",
      project_id: "int",
      merchant_id: "int",
      branch_id: "int",
      start_date: "date",
      end_date: "date",
    },
    rows,
  );
}

// ---- partners -----------------------------------------------------------------------------

type PartnerRow = {
  client_id: number;
  full_name: string;
  nik: string;
  phone_number: string;
  email: string | null;
  province_id: string;
  city_id: string;
  assigned_agent_id: number | null;
  team_lead_partner_id: number | null;
  approval_status: "waiting_for_approval" | "approved" | "rejected";
  rejection_reason: string | null;
  salary_registration: "bpu" | "pu" | "waiting_for_registration";
  registered_at: string;
  decided_at: string | null;
  decided_by: number | null;
  created_at: string;
};

const REJECTION_REASONS = [
  "Foto KTP tidak terbaca, mohon unggah ulang",
  "NIK tidak sesuai dengan data KTP",
  "Nomor rekening atas nama orang lain",
  "Domisili di luar area kerja yang dibuka",
  "Dokumen SKCK sudah kedaluwarsa",
];

export type PartnerPlan = {
  clientId: number;
  count: number;
  /** How many are approved and rejected; the rest wait for approval. */
  approved: number;
  rejected: number;
  teamLeads: number;
  /** How many partners belong to a team lead, and how many have an assigned agent. */
  ledMembers: number;
  withAgent: number;
  branches: readonly BranchRef[];
  agents: readonly AgentRef[];
  /** The user who decided on approved and rejected partners. */
  decidedBy: number | null;
  today: string;
};

/** Partners: team leads first (others point at them), then the rest. */
export async function insertPartners(
  client: pg.ClientBase,
  rng: Rng,
  registry: Registry,
  plan: PartnerPlan,
): Promise<number> {
  const today = toDay(plan.today);
  const drafts = Array.from({ length: plan.count }, (_, i) => {
    const branch = rng.pick(plan.branches);
    const who = person(rng, branch.spec.people);
    const age = 21 + Math.floor(30 * rng.next() ** 1.4);
    const birthDay = addYears(today, -age) - rng.int(0, 364);
    const status: PartnerRow["approval_status"] =
      i < plan.approved
        ? "approved"
        : i < plan.approved + plan.rejected
          ? "rejected"
          : "waiting_for_approval";
    const registeredDay = today - rng.int(status === "waiting_for_approval" ? 0 : 15, 420);
    const decidedDay =
      status === "waiting_for_approval" ? null : Math.min(today, registeredDay + rng.int(1, 10));
    const tz = branch.spec.timezone;
    const registeredAt = officeInstant(rng, registeredDay, tz);
    return {
      branch,
      row: {
        client_id: plan.clientId,
        full_name: who.name.fullName,
        nik: nik(rng, registry, rng.pick(branch.region.districts).id, birthDay, who.gender),
        phone_number: uniquePhone(rng, registry),
        email: rng.chance(0.85) ? email(rng, registry, who.name) : null,
        province_id: branch.region.provinceId,
        city_id: branch.region.cityId,
        assigned_agent_id: null,
        team_lead_partner_id: null,
        approval_status: status,
        rejection_reason: status === "rejected" ? rng.pick(REJECTION_REASONS) : null,
        salary_registration:
          status === "approved"
            ? rng.weighted([
                ["bpu", 50],
                ["pu", 33],
                ["waiting_for_registration", 17],
              ] as const)
            : "waiting_for_registration",
        registered_at: registeredAt,
        decided_at: decidedDay === null ? null : officeInstant(rng, decidedDay, tz),
        decided_by: decidedDay === null ? null : plan.decidedBy,
        created_at: registeredAt,
      } satisfies PartnerRow as PartnerRow,
    };
  });

  // Partners with an assigned agent: an active agent of the same branch where there is one.
  for (const draft of rng.sample(drafts, plan.withAgent)) {
    const local = plan.agents.filter(
      (a) => a.branch.id === draft.branch.id && a.row.worker_status === "active",
    );
    const pool =
      local.length > 0 ? local : plan.agents.filter((a) => a.row.worker_status === "active");
    if (pool.length > 0) draft.row.assigned_agent_id = rng.pick(pool).id;
  }

  const columns = {
    client_id: "int",
    full_name: "text",
    nik: "text",
    phone_number: "text",
    email: "text",
    province_id: "text",
    city_id: "text",
    assigned_agent_id: "int",
    team_lead_partner_id: "int",
    approval_status: "text",
    rejection_reason: "text",
    salary_registration: "text",
    registered_at: "timestamptz",
    decided_at: "timestamptz",
    decided_by: "int",
    created_at: "timestamptz",
  } as const;
  const leads = drafts.slice(0, Math.min(plan.teamLeads, plan.approved));
  const rest = drafts.slice(leads.length);
  const leadIds = await insertRows<PartnerRow, { id: number; nik: string }>(
    client,
    "partners",
    columns,
    leads.map((d) => d.row),
    { returning: "id, nik" },
  );
  const leadOf = leads.map((d) => ({
    id: leadIds.find((row) => row.nik === d.row.nik)!.id,
    branch: d.branch,
  }));
  if (leadOf.length > 0) {
    for (const draft of rng.sample(rest, plan.ledMembers)) {
      const sameCity = leadOf.filter((lead) => lead.branch.id === draft.branch.id);
      draft.row.team_lead_partner_id = rng.pick(sameCity.length > 0 ? sameCity : leadOf).id;
    }
  }
  await insertRows(
    client,
    "partners",
    columns,
    rest.map((d) => d.row),
  );
  return drafts.length;
}

// ---- bulk imports -------------------------------------------------------------------------

export type ImportRecord = {
  id: string;
  clientId: number;
  kind: "agents_default" | "agents_additional" | "assignments";
  fileName: string;
  rows: number;
  createdBy: number | null;
  /** When the file was uploaded, e.g. "2025-07-07T09:12:00+07:00". */
  at: string;
};

/** A finished import as the importer leaves it; the file hash stands for the file's bytes. */
export async function insertImports(
  client: pg.ClientBase,
  imports: readonly ImportRecord[],
): Promise<void> {
  await insertRows(
    client,
    "bulk_imports",
    {
      id: "uuid",
      client_id: "int",
      kind: "text",
      file_name: "text",
      file_sha256: "text",
      status: "text",
      total_rows: "int",
      processed_rows: "int",
      errors: "jsonb",
      result: "jsonb",
      created_by: "int",
      created_at: "timestamptz",
      started_at: "timestamptz",
      finished_at: "timestamptz",
    },
    imports.map((record) => {
      const at = Date.parse(record.at);
      return {
        id: record.id,
        client_id: record.clientId,
        kind: record.kind,
        file_name: record.fileName,
        file_sha256: createHash("sha256")
          .update(`${record.clientId}:${record.fileName}:${record.rows}`)
          .digest("hex"),
        status: "completed",
        total_rows: record.rows,
        processed_rows: record.rows,
        errors: [],
        result: { created: record.rows, updated: 0 },
        created_by: record.createdBy,
        created_at: record.at,
        started_at: new Date(at + 4_000).toISOString(),
        finished_at: new Date(at + 4_000 + record.rows * 12).toISOString(),
      };
    }),
  );
}
