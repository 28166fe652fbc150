import { getDistricts, getProvinces, getRegencies } from "idn-area-data";
import pg from "pg";
import type { FlagName } from "../../domain/flags.ts";
import { ALL_MENU_IDS, MENUS, OPERATIONS_MENU_IDS } from "../../domain/menus.ts";
import { hashPassword } from "../main/auth/password.ts";
import { seedAgentAccess } from "./seed/agentAccess.ts";
import { seedApprovals } from "./seed/approvals.ts";
import { seedAttendance } from "./seed/attendance.ts";
import { seedAttendanceRequests } from "./seed/attendanceRequests.ts";
import { seedDisbursements } from "./seed/disbursements.ts";
import { seedLeave } from "./seed/leave.ts";
import { seedLeavePolicies } from "./seed/leavePolicies.ts";
import { seedOvertimePolicies } from "./seed/overtimePolicies.ts";
import { seedOvertimeRequests } from "./seed/overtimeRequests.ts";
import { seedPayrollComponents } from "./seed/payrollComponents.ts";
import { seedPayrollGroups } from "./seed/payrollGroups.ts";
import { seedPayrollReports } from "./seed/payrollReports.ts";
import { newRegistry } from "./seed/people.ts";
import {
  MAJU_BRANCHES,
  MAJU_MERCHANTS,
  MAJU_PROJECTS,
  SENTOSA_BRANCHES,
  SENTOSA_MERCHANTS,
  SENTOSA_PROJECTS,
} from "./seed/places.ts";
import { createRng } from "./seed/random.ts";
import { seedReimbursements } from "./seed/reimbursements.ts";
import { seedRosters } from "./seed/rosters.ts";
import { seedSchedules } from "./seed/schedules.ts";
import { seedTaxConfigurations } from "./seed/taxConfigurations.ts";
import {
  type BranchRegion,
  type FieldSpec,
  generateAgents,
  generateAssignments,
  insertAgentFields,
  insertAgents,
  insertAssignments,
  insertBranches,
  insertImports,
  insertMerchants,
  insertPartners,
  insertProjects,
  loadRegions,
  MAJU_FIELDS,
  SENTOSA_FIELDS,
  seededUuid,
} from "./seed/workforce.ts";
import { seedWorkingLocations } from "./seed/workingLocations.ts";

/** The demo accounts listed in the README. */
export const DEMO_ACCOUNTS = [
  {
    client: "PT Maju Jaya",
    email: "admin@maju.test",
    password: "Tenaga-demo-1",
    fullname: "Admin Maju",
    role: "Super Admin",
  },
  {
    client: "PT Maju Jaya",
    email: "ops@maju.test",
    password: "Tenaga-demo-1",
    fullname: "Ops Maju",
    role: "Operations",
  },
  {
    client: "PT Sentosa Abadi",
    email: "admin@sentosa.test",
    password: "Tenaga-demo-2",
    fullname: "Admin Sentosa",
    role: "Super Admin",
  },
] as const;

async function withOwner<T>(ownerUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Menus from domain/menus.ts and Indonesian regions from idn-area-data; idempotent. */
export async function ensureReferenceData(ownerUrl: string): Promise<void> {
  await withOwner(ownerUrl, async (client) => {
    await client.query(
      `INSERT INTO menus (id, label, menu_group)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
       ON CONFLICT (id) DO UPDATE SET label = EXCLUDED.label, menu_group = EXCLUDED.menu_group`,
      [MENUS.map((m) => m.id), MENUS.map((m) => m.label), MENUS.map((m) => m.group)],
    );
    const loaded = await client.query("SELECT 1 FROM districts LIMIT 1");
    if (loaded.rowCount !== 0) return;
    const [provinces, regencies, districts] = await Promise.all([
      getProvinces(),
      getRegencies(),
      getDistricts(),
    ]);
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO provinces (id, name) SELECT * FROM unnest($1::text[], $2::text[])
       ON CONFLICT DO NOTHING`,
      [provinces.map((p) => p.code), provinces.map((p) => p.name)],
    );
    await client.query(
      `INSERT INTO cities (id, province_id, name)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING`,
      [
        regencies.map((r) => r.code),
        regencies.map((r) => r.province_code),
        regencies.map((r) => r.name),
      ],
    );
    await client.query(
      `INSERT INTO districts (id, city_id, name)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING`,
      [
        districts.map((d) => d.code),
        districts.map((d) => d.regency_code),
        districts.map((d) => d.name),
      ],
    );
    await client.query("COMMIT");
  });
}

/**
 * "Today" for the demo's workforce: ages, join, termination and assignment dates are counted
 * from this fixed day, so the demo is the same on every run (a fixed PRNG seed does the rest).
 */
export const DEMO_TODAY = "2026-11-01";

/**
 * Seeds the demo clients, accounts and workforce when the database has no client yet (or
 * with `force`, tops up what is missing: accounts are reset, a client's workforce is only
 * written when it has no branch yet). One transaction, as the owner.
 */
export async function seedDemo(
  ownerUrl: string,
  options: { force?: boolean } = {},
): Promise<boolean> {
  return withOwner(ownerUrl, async (client) => {
    const existing = await client.query("SELECT 1 FROM clients LIMIT 1");
    if (existing.rowCount !== 0 && !options.force) return false;
    // argon2 runs on libuv's pool: the three hashes are computed while the database works.
    const hashing = Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
    hashing.catch(() => {}); // awaited below; never an unhandled rejection meanwhile
    await client.query("BEGIN");
    try {
      const clientIds = new Map<string, number>();
      for (const name of new Set(DEMO_ACCOUNTS.map((a) => a.client))) {
        const found = await client.query<{ id: number }>("SELECT id FROM clients WHERE name = $1", [
          name,
        ]);
        const row =
          found.rows[0] ??
          (
            await client.query<{ id: number }>(
              "INSERT INTO clients (name) VALUES ($1) RETURNING id",
              [name],
            )
          ).rows[0]!;
        clientIds.set(name, row.id);
      }
      const regions = await loadRegions(
        client,
        [...MAJU_BRANCHES, ...SENTOSA_BRANCHES].map((branch) => branch.city),
      );
      const hashes = await hashing;
      const userIds = new Map<string, number>();
      for (const [index, account] of DEMO_ACCOUNTS.entries()) {
        const clientId = clientIds.get(account.client)!;
        const menus = account.role === "Super Admin" ? ALL_MENU_IDS : OPERATIONS_MENU_IDS;
        const role = await client.query<{ id: number }>(
          `INSERT INTO roles (client_id, name, is_super_admin) VALUES ($1, $2, $3)
           ON CONFLICT (client_id, lower(name)) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
          [clientId, account.role, account.role === "Super Admin"],
        );
        const roleId = role.rows[0]!.id;
        await client.query(
          `INSERT INTO role_menus (client_id, role_id, menu_id)
           SELECT $1, $2, unnest($3::text[]) ON CONFLICT DO NOTHING`,
          [clientId, roleId, menus],
        );
        const user = await client.query<{ id: number }>(
          `INSERT INTO users (client_id, role_id, email, fullname, password_hash)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, status = 'active'
           RETURNING id`,
          [clientId, roleId, account.email, account.fullname, hashes[index]],
        );
        userIds.set(account.email, user.rows[0]!.id);
      }

      await seedWorkforce(client, regions, {
        clientId: clientIds.get("PT Maju Jaya")!,
        seed: 17_081_945,
        branches: MAJU_BRANCHES,
        projects: MAJU_PROJECTS,
        merchants: MAJU_MERCHANTS,
        fields: MAJU_FIELDS,
        agents: 1000,
        inactiveShare: 0.05,
        partners: {
          count: 30,
          approved: 18,
          rejected: 4,
          teamLeads: 4,
          ledMembers: 10,
          withAgent: 12,
        },
        adminId: userIds.get("admin@maju.test")!,
        importFile: "data-karyawan-aktivasi-qris-juli-2025.xlsx",
        importDay: "2025-07-07",
        importRows: 80,
        importProject: "PRJ-QRIS",
      });
      await seedWorkforce(client, regions, {
        clientId: clientIds.get("PT Sentosa Abadi")!,
        seed: 28_101_928,
        branches: SENTOSA_BRANCHES,
        projects: SENTOSA_PROJECTS,
        merchants: SENTOSA_MERCHANTS,
        fields: SENTOSA_FIELDS,
        agents: 10,
        inactiveShare: 0.1,
        partners: { count: 3, approved: 1, rejected: 1, teamLeads: 0, ledMembers: 0, withAgent: 1 },
        adminId: userIds.get("admin@sentosa.test")!,
        importFile: "karyawan-kanvas-jan-2026.csv",
        importDay: "2026-01-12",
        importRows: 4,
        importProject: "PRJ-KANVAS",
      });
      // The payroll beta pages and Tax Management (BETA) are on for the first demo client,
      // so its admin can reach the tax simulator (domain/navigation.ts gates). The attendance
      // beta pages (employee schedules, working locations: issue 13) are on for both, so each
      // demo client has its own schedules and locations to compare (the services enforce the
      // flags: services/shared/access.ts).
      await enableForClients(client, clientIds.get("PT Maju Jaya")!, [
        "payroll_beta",
        "tax_eligible",
        "attendance_beta",
        // Issue 16: regulation-based (BPJS) components and final tax configurations.
        "regulation_based_component",
        "final_tax_configuration",
      ]);
      await enableForClients(client, clientIds.get("PT Sentosa Abadi")!, ["attendance_beta"]);
      // Issue 13 demo data (each part its own module under services/db/seed/):
      await seedApprovals(client, clientIds, userIds);
      for (const id of clientIds.values()) await seedSchedules(client, id);
      await seedWorkingLocations(client, clientIds.get("PT Maju Jaya")!, {
        branches: 3,
        policy: true,
      });
      await seedWorkingLocations(client, clientIds.get("PT Sentosa Abadi")!, {
        branches: 1,
        policy: false,
      });
      await seedRosters(client, clientIds);
      // Issue 14 demo data (app access, a month of attendance history):
      await seedAgentAccess(client, clientIds);
      const attendance = await seedAttendance(client, clientIds.values());
      if (process.env["VITEST"] === undefined)
        console.log(
          `attendance demo: ${attendance.workers} workers, ${attendance.records} records, ${attendance.events} events in ${attendance.milliseconds} ms`,
        );
      // Issue 14, demo requests: after the history, so the requests fit its records.
      await seedAttendanceRequests(client, clientIds, userIds);
      // Issue 15, overtime policies and minimum wages:
      await seedOvertimePolicies(client, clientIds.values());
      // Issue 15, leave policies (the statutory presets):
      await seedLeavePolicies(client, clientIds.values());
      // Issue 15, leave balances and requests (after the policies):
      await seedLeave(client, clientIds);
      // Issue 15, overtime requests:
      await seedOvertimeRequests(client, clientIds, userIds);
      // Issue 16, payroll components and regulation-based components:
      await seedPayrollComponents(client, clientIds.get("PT Maju Jaya")!);
      // Issue 16, tax configurations (before the groups that use them):
      await seedTaxConfigurations(client, clientIds.get("PT Maju Jaya")!);
      // Issue 16, payroll groups and members (after components and tax configurations):
      await seedPayrollGroups(client, clientIds.get("PT Maju Jaya")!);
      // Issue 17, payroll reports (after the groups):
      await seedPayrollReports(client, clientIds.get("PT Maju Jaya")!);
      // Issue 18, reimbursement types and claims:
      await seedReimbursements(client, clientIds.get("PT Maju Jaya")!);
      // Issue 18, disbursements (after the payroll reports), the finance approver, the flag:
      await seedDisbursements(
        client,
        clientIds.get("PT Maju Jaya")!,
        userIds.get("admin@maju.test")!,
      );

      await client.query("COMMIT");
      return true;
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
  });
}

type WorkforceSeed = {
  clientId: number;
  seed: number;
  branches: typeof MAJU_BRANCHES;
  projects: typeof MAJU_PROJECTS;
  merchants: typeof MAJU_MERCHANTS;
  fields: readonly FieldSpec[];
  agents: number;
  inactiveShare: number;
  partners: {
    count: number;
    approved: number;
    rejected: number;
    teamLeads: number;
    ledMembers: number;
    withAgent: number;
  };
  adminId: number;
  /** One finished employee import, whose agents all joined on `importDay`. */
  importFile: string;
  importDay: string;
  importRows: number;
  importProject: string;
};

async function seedWorkforce(
  client: pg.ClientBase,
  regions: Map<string, BranchRegion>,
  plan: WorkforceSeed,
): Promise<void> {
  const present = await client.query("SELECT 1 FROM branches WHERE client_id = $1 LIMIT 1", [
    plan.clientId,
  ]);
  if (present.rowCount !== 0) return;
  const rng = createRng(plan.seed);
  const registry = newRegistry();
  const branches = await insertBranches(client, plan.clientId, plan.branches, regions);
  const projects = await insertProjects(client, plan.clientId, plan.projects);
  const merchants = await insertMerchants(client, rng, plan.clientId, branches, plan.merchants);
  await insertAgentFields(client, plan.clientId, plan.fields);
  const importId = seededUuid(rng);
  const importAt = `${plan.importDay}T09:14:00+07:00`;
  await insertImports(client, [
    {
      id: importId,
      clientId: plan.clientId,
      kind: "agents_default",
      fileName: plan.importFile,
      rows: plan.importRows,
      createdBy: plan.adminId,
      at: importAt,
    },
  ]);
  const agents = await insertAgents(
    client,
    generateAgents(rng, registry, {
      clientId: plan.clientId,
      count: plan.agents,
      branches,
      projects,
      fields: plan.fields,
      today: DEMO_TODAY,
      inactiveShare: plan.inactiveShare,
      cohorts: [
        {
          importId,
          at: importAt,
          joinDate: plan.importDay,
          count: plan.importRows,
          projectCode: plan.importProject,
        },
      ],
    }),
  );
  await insertAssignments(
    client,
    generateAssignments(rng, plan.clientId, agents, projects, merchants, DEMO_TODAY),
  );
  await insertPartners(client, rng, registry, {
    clientId: plan.clientId,
    ...plan.partners,
    branches,
    agents,
    decidedBy: plan.adminId,
    today: DEMO_TODAY,
  });
  await client.query(
    `INSERT INTO partner_settings (client_id, visibility) VALUES ($1, 'all_registered_partners')
     ON CONFLICT (client_id) DO NOTHING`,
    [plan.clientId],
  );
}

/**
 * Adds the client to client-list flags, as `npm run admin -- flag:set <name> [ids]` would:
 * the global feature_flags entry becomes (or gains) a list with the client, with a system
 * audit row per flag. A flag the operator set to true or false for everyone is left alone.
 */
async function enableForClients(
  client: pg.ClientBase,
  clientId: number,
  flags: readonly FlagName[],
): Promise<void> {
  const found = await client.query<{ value: Record<string, unknown> }>(
    "SELECT value FROM system_config WHERE key = 'feature_flags' FOR UPDATE",
  );
  const before = found.rows[0]?.value ?? {};
  const after: Record<string, unknown> = { ...before };
  const changed: FlagName[] = [];
  for (const name of flags) {
    const current = before[name];
    if (typeof current === "boolean") continue;
    const list = Array.isArray(current) ? (current as number[]) : [];
    if (list.includes(clientId)) continue;
    after[name] = [...list, clientId];
    changed.push(name);
  }
  if (changed.length === 0) return;
  await client.query(
    `INSERT INTO system_config (key, value) VALUES ('feature_flags', $1)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [after],
  );
  for (const name of changed)
    await client.query(
      `INSERT INTO system_audit_log (actor_label, action, before, after)
       VALUES ('seed:demo', 'flag.set', $1, $2)`,
      [{ [name]: before[name] ?? null }, { [name]: after[name] }],
    );
}
