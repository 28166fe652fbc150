import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { resolveFlags } from "../../domain/flags.ts";
import { ALL_MENU_IDS } from "../../domain/menus.ts";
import { isItemVisible } from "../../domain/navigation.ts";
import { isEmail, isPhoneNumber } from "../../domain/validation.ts";
import {
  type AgentFieldDefinition,
  parseAgentInput,
  parseTermination,
} from "../../domain/workforce/agent.ts";
import {
  timezoneForProvince,
  validateMerchant,
  validatePartner,
  validatePlace,
  validateProject,
} from "../../domain/workforce/org.ts";
import { migrate } from "../../services/db/migrate.ts";
import { DEMO_REQUEST_RULE } from "../../services/db/seed/attendanceRequests.ts";
import { DEMO_GROUP_COMPONENTS, DEMO_PAYROLL_GROUP } from "../../services/db/seed/payrollDemo.ts";
import { UMP_DKI_2026 } from "../../services/db/seed/payrollGroups.ts";
import { seedScale } from "../../services/db/seed/scale.ts";
import { DEMO_TODAY, ensureReferenceData, seedDemo } from "../../services/db/seed.ts";
import { ensureDatabase } from "../../services/db/target.ts";
import { verifyPassword } from "../../services/main/auth/password.ts";
import { dropDatabase } from "../support/globalSetup.ts";
import { DEMO, login, startStack, type TestStack } from "../support/stack.ts";
import { hcmAs } from "./hcm-helpers.ts";

/**
 * The demo seed (issue 5 "Demo data"): PT Maju Jaya's workforce in numbers, every row as the
 * services' own rules would accept it, both demo clients on their own side, and the same data
 * on every run.
 */

/** A private clone of the seeded template (without the app: this file needs only SQL). */
let database: { ownerUrl: string; drop(): Promise<void> };
let db: pg.Client;
let maju: number;
let sentosa: number;

type AgentRecord = {
  id: number;
  client_id: number;
  full_name: string;
  nik: string;
  phone_number: string;
  email: string | null;
  birth_date: string;
  gender: "male" | "female";
  join_date: string;
  contract_type: string;
  contract_status: string;
  branch_id: number;
  project_id: number | null;
  payroll_group_id: number | null;
  payment_method: string | null;
  account_name: string | null;
  account_number: string | null;
  bank_name: string | null;
  e_wallet: string | null;
  wallet_phone_number: string | null;
  domicile_address: string | null;
  domicile_province_id: string | null;
  domicile_city_id: string | null;
  vaccine_status: string | null;
  selfie_url: string | null;
  ptkp_status: string | null;
  npwp: string | null;
  worker_status: string;
  termination_reason: string | null;
  termination_note: string | null;
  termination_date: string | null;
  custom_data: Record<string, unknown>;
};

const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(sql, params)).rows[0]!.n;

async function cloneTemplate() {
  const serverUrl = inject("serverUrl");
  const name = `tenaga_t_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("templateDatabase")}`);
        break;
      } catch (error) {
        // Another file cloning the template at the same instant; try again.
        if (attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { ownerUrl: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}

beforeAll(async () => {
  database = await cloneTemplate();
  db = new pg.Client({ connectionString: database.ownerUrl });
  await db.connect();
  // Dates come back as the yyyy-MM-dd text the API speaks.
  db.setTypeParser(1082, (text: string) => text);
  const ids = await db.query<{ id: number; name: string }>("SELECT id, name FROM clients");
  maju = ids.rows.find((row) => row.name === "PT Maju Jaya")!.id;
  sentosa = ids.rows.find((row) => row.name === "PT Sentosa Abadi")!.id;
});

afterAll(async () => {
  await db?.end();
  await database?.drop();
});

describe("PT Maju Jaya", () => {
  it("has 12 branches across WIB, WITA and WIT, 5 projects, 40 merchants, 1,000 agents, 30 partners", async () => {
    const tables = [
      ["branches", 12],
      ["projects", 5],
      ["merchants", 40],
      ["agents", 1000],
      ["partners", 30],
      ["partner_settings", 1],
      ["bulk_imports", 1],
    ] as const;
    for (const [table, expected] of tables)
      expect(
        await count(`SELECT count(*)::int AS n FROM ${table} WHERE client_id = $1`, [maju]),
        table,
      ).toBe(expected);
    expect(
      await count("SELECT count(*)::int AS n FROM agent_fields WHERE client_id = $1", [maju]),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await count("SELECT count(*)::int AS n FROM assignments WHERE client_id = $1", [maju]),
    ).toBeGreaterThan(600);

    const zones = await db.query<{ timezone: string; n: number }>(
      "SELECT timezone, count(*)::int AS n FROM branches WHERE client_id = $1 GROUP BY timezone",
      [maju],
    );
    expect(Object.fromEntries(zones.rows.map((row) => [row.timezone, row.n]))).toEqual({
      "Asia/Jakarta": 6,
      "Asia/Makassar": 4,
      "Asia/Jayapura": 2,
    });
    // Every branch has agents, and about one in twenty has left (SPEC §9 reasons).
    expect(
      await count("SELECT count(DISTINCT branch_id)::int AS n FROM agents WHERE client_id = $1", [
        maju,
      ]),
    ).toBe(12);
    const inactive = await count(
      "SELECT count(*)::int AS n FROM agents WHERE client_id = $1 AND worker_status = 'inactive'",
      [maju],
    );
    expect(inactive).toBeGreaterThanOrEqual(30);
    expect(inactive).toBeLessThanOrEqual(70);
  });

  it("puts branches and merchants in real regions, in the province's zone, as the API would accept them", async () => {
    const places = await db.query<{
      kind: string;
      code: string;
      name: string;
      address: string;
      province_id: string;
      city_id: string;
      city_province: string;
      latitude: string;
      longitude: string;
      timezone: string;
      branch_id: number | null;
      branch_client: number | null;
    }>(
      `SELECT 'branch' AS kind, b.code, b.name, b.address, b.province_id, b.city_id,
              c.province_id AS city_province, b.latitude, b.longitude, b.timezone,
              NULL::int AS branch_id, NULL::int AS branch_client
       FROM branches b JOIN cities c ON c.id = b.city_id WHERE b.client_id = $1
       UNION ALL
       SELECT 'merchant', m.code, m.name, m.address, m.province_id, m.city_id, c.province_id,
              m.latitude, m.longitude, m.timezone, m.branch_id, b.client_id
       FROM merchants m JOIN cities c ON c.id = m.city_id
       LEFT JOIN branches b ON b.id = m.branch_id WHERE m.client_id = $1`,
      [maju],
    );
    expect(places.rows).toHaveLength(52);
    for (const place of places.rows) {
      const input = {
        code: place.code,
        name: place.name,
        address: place.address,
        provinceId: place.province_id,
        cityId: place.city_id,
        latitude: place.latitude,
        longitude: place.longitude,
      };
      const checked = place.kind === "branch" ? validatePlace(input) : validateMerchant(input);
      expect(checked.problems, place.code).toEqual([]);
      expect(place.city_province, place.code).toBe(place.province_id);
      expect(place.timezone, place.code).toBe(timezoneForProvince(place.province_id));
      // Inside Indonesia's bounding box.
      expect(Number(place.latitude)).toBeGreaterThan(-11);
      expect(Number(place.latitude)).toBeLessThan(6);
      expect(Number(place.longitude)).toBeGreaterThan(95);
      expect(Number(place.longitude)).toBeLessThan(141);
      if (place.kind === "merchant") expect(place.branch_client, place.code).toBe(maju);
    }
    const branchCodes = places.rows.filter((p) => p.kind === "branch").map((p) => p.code);
    expect(branchCodes).toEqual(expect.arrayContaining(["JKT-01", "DPS-01", "JYP-01", "AMB-01"]));

    const projects = await db.query(
      `SELECT code, name, description, start_date::text AS "startDate", end_date::text AS "endDate", status
       FROM projects WHERE client_id = $1`,
      [maju],
    );
    for (const project of projects.rows)
      expect(validateProject(project).problems, project.code).toEqual([]);
  });

  it("gives every agent a valid, unique NIK and phone (SPEC §5), and passes the employee form's rules", async () => {
    const agents = await db.query<AgentRecord>(
      "SELECT * FROM agents WHERE client_id = $1 ORDER BY id",
      [maju],
    );
    const fields = await db.query<AgentFieldDefinition>(
      "SELECT key, label, type, required, options, status FROM agent_fields WHERE client_id = $1",
      [maju],
    );
    expect(new Set(fields.rows.map((f) => f.type))).toEqual(
      new Set(["text", "number", "date", "single_select", "multi_select"]),
    );
    const districts = new Map(
      (
        await db.query<{ id: string; city_id: string }>("SELECT id, city_id FROM districts")
      ).rows.map((row) => [row.id.replace(/\./g, ""), row.city_id]),
    );
    const branchCity = new Map(
      (
        await db.query<{ id: number; city_id: string }>(
          "SELECT id, city_id FROM branches WHERE client_id = $1",
          [maju],
        )
      ).rows.map((row) => [row.id, row.city_id]),
    );
    expect(new Set(agents.rows.map((a) => a.nik)).size).toBe(1000);
    expect(new Set(agents.rows.map((a) => a.phone_number)).size).toBe(1000);

    let nikInBranchCity = 0;
    const withCustomData = new Set<string>();
    for (const agent of agents.rows) {
      const label = `${agent.id} ${agent.full_name}`;
      expect(agent.nik, label).toMatch(/^\d{16}$/);
      expect(isPhoneNumber(agent.phone_number), label).toBe(true);
      if (agent.email !== null) expect(isEmail(agent.email), label).toBe(true);

      // NIK: district of the home city, DDMMYY of birth (women +40), then a serial.
      const nikCity = districts.get(agent.nik.slice(0, 6));
      expect(nikCity, label).toBe(agent.domicile_city_id);
      if (nikCity === branchCity.get(agent.branch_id)) nikInBranchCity++;
      const [year, month, day] = agent.birth_date.split("-");
      const nikDay = Number(day) + (agent.gender === "female" ? 40 : 0);
      expect(agent.nik.slice(6, 12), label).toBe(
        `${String(nikDay).padStart(2, "0")}${month}${year!.slice(2)}`,
      );

      const age = ageOn(agent.birth_date, DEMO_TODAY);
      expect(age, label).toBeGreaterThanOrEqual(19);
      expect(age, label).toBeLessThanOrEqual(55);
      expect(ageOn(agent.birth_date, agent.join_date), label).toBeGreaterThanOrEqual(18);
      expect(agent.join_date <= DEMO_TODAY, label).toBe(true);
      expect(agent.join_date >= "2021-11-01", label).toBe(true);

      const { value, errors } = parseAgentInput(
        {
          fullName: agent.full_name,
          nik: agent.nik,
          phoneNumber: agent.phone_number,
          email: agent.email,
          birthDate: agent.birth_date,
          gender: agent.gender,
          joinDate: agent.join_date,
          contractType: agent.contract_type,
          contractStatus: agent.contract_status,
          branchId: agent.branch_id,
          projectId: agent.project_id,
          // Kept by the payroll group members (issue 16, trigger of migration 0028), never by
          // the employee form, which refuses any (SPEC §8): the demo group's test checks it.
          payrollGroupId: null,
          paymentMethod: agent.payment_method,
          accountName: agent.account_name,
          accountNumber: agent.account_number,
          bankName: agent.bank_name,
          eWallet: agent.e_wallet,
          walletPhoneNumber: agent.wallet_phone_number,
          domicileAddress: agent.domicile_address,
          domicileProvinceId: agent.domicile_province_id,
          domicileCityId: agent.domicile_city_id,
          vaccineStatus: agent.vaccine_status,
          selfieUrl: agent.selfie_url,
          ptkpStatus: agent.ptkp_status,
          npwp: agent.npwp,
          customData: agent.custom_data,
        },
        fields.rows,
        { today: DEMO_TODAY },
      );
      expect(errors, label).toEqual([]);
      // Stored as the service stores what it accepts (normalised phone, lower-case e-mail...).
      expect(value.phoneNumber, label).toBe(agent.phone_number);
      expect(value.email, label).toBe(agent.email);
      expect(value.customData, label).toEqual(agent.custom_data);
      for (const key of Object.keys(agent.custom_data)) withCustomData.add(key);

      if (agent.worker_status === "inactive") {
        const termination = parseTermination(
          {
            reason: agent.termination_reason,
            date: agent.termination_date,
            note: agent.termination_note,
          },
          { joinDate: agent.join_date, today: DEMO_TODAY },
        );
        expect(termination.errors, label).toEqual([]);
      } else {
        expect(agent.termination_reason, label).toBeNull();
        expect(agent.termination_date, label).toBeNull();
      }
    }
    // "where possible": most register where they work; some live elsewhere in the province.
    expect(nikInBranchCity).toBeGreaterThan(750);
    expect(withCustomData).toEqual(new Set(fields.rows.map((f) => f.key)));

    // Spread: every contract type, payment method and PTKP family occurs.
    const spread = await db.query<{ contract: string[]; payment: string[]; ptkp: string[] }>(
      `SELECT array_agg(DISTINCT contract_type) AS contract,
              array_agg(DISTINCT payment_method) FILTER (WHERE payment_method IS NOT NULL) AS payment,
              array_agg(DISTINCT ptkp_status) FILTER (WHERE ptkp_status IS NOT NULL) AS ptkp
       FROM agents WHERE client_id = $1`,
      [maju],
    );
    expect(spread.rows[0]!.contract).toHaveLength(5);
    expect(spread.rows[0]!.payment).toHaveLength(3);
    expect(spread.rows[0]!.ptkp.length).toBeGreaterThanOrEqual(5);
  });

  it("keeps every reference inside the client: agents, assignments, partners", async () => {
    const foreign = await db.query(
      `SELECT 'agent' AS what, a.id FROM agents a
         JOIN branches b ON b.id = a.branch_id LEFT JOIN projects p ON p.id = a.project_id
       WHERE a.client_id = $1 AND (b.client_id <> $1 OR (a.project_id IS NOT NULL AND p.client_id <> $1))
       UNION ALL
       SELECT 'assignment', s.id FROM assignments s
         JOIN agents a ON a.id = s.agent_id JOIN projects p ON p.id = s.project_id
         LEFT JOIN merchants m ON m.id = s.merchant_id LEFT JOIN branches b ON b.id = s.branch_id
       WHERE s.client_id = $1 AND (a.client_id <> $1 OR p.client_id <> $1
             OR coalesce(m.client_id, $1) <> $1 OR coalesce(b.client_id, $1) <> $1)
       UNION ALL
       SELECT 'partner', pa.id FROM partners pa
         LEFT JOIN agents a ON a.id = pa.assigned_agent_id
         LEFT JOIN partners lead ON lead.id = pa.team_lead_partner_id
       WHERE pa.client_id = $1 AND (coalesce(a.client_id, $1) <> $1 OR coalesce(lead.client_id, $1) <> $1)`,
      [maju],
    );
    expect(foreign.rows).toEqual([]);
  });

  it("gives agents assignments that never overlap, inside their employment and the project's dates", async () => {
    const overlapping = await count(
      `SELECT count(*)::int AS n FROM assignments x JOIN assignments y
         ON y.agent_id = x.agent_id AND y.id > x.id
        AND daterange(x.start_date, x.end_date, '[]') && daterange(y.start_date, y.end_date, '[]')
       WHERE x.client_id = $1`,
      [maju],
    );
    expect(overlapping).toBe(0);
    const outside = await db.query(
      `SELECT s.id, s.start_date, s.end_date, a.join_date, a.termination_date, p.start_date, p.end_date
       FROM assignments s JOIN agents a ON a.id = s.agent_id JOIN projects p ON p.id = s.project_id
       WHERE s.client_id = $1 AND (
         s.start_date < a.join_date OR s.start_date < p.start_date
         OR (a.termination_date IS NOT NULL AND (s.end_date IS NULL OR s.end_date > a.termination_date))
         OR (p.end_date IS NOT NULL AND (s.end_date IS NULL OR s.end_date > p.end_date)))`,
      [maju],
    );
    expect(outside.rows).toEqual([]);
    // The finished seasonal project has history only; the agents' current projects are live.
    expect(
      await count(
        `SELECT count(*)::int AS n FROM agents a JOIN projects p ON p.id = a.project_id
         WHERE a.client_id = $1 AND p.status <> 'active'`,
        [maju],
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT count(DISTINCT agent_id)::int AS n FROM assignments WHERE client_id = $1",
        [maju],
      ),
    ).toBeGreaterThan(700);
  });

  it("has partners in every approval state and salary registration, some with agents and team leads", async () => {
    const partners = await db.query<{
      id: number;
      full_name: string;
      nik: string;
      phone_number: string;
      email: string | null;
      province_id: string;
      city_id: string;
      approval_status: string;
      rejection_reason: string | null;
      salary_registration: string;
      assigned_agent_id: number | null;
      team_lead_partner_id: number | null;
      decided_at: Date | null;
      lead_status: string | null;
      agent_status: string | null;
    }>(
      `SELECT p.*, lead.approval_status AS lead_status, a.worker_status AS agent_status
       FROM partners p LEFT JOIN partners lead ON lead.id = p.team_lead_partner_id
       LEFT JOIN agents a ON a.id = p.assigned_agent_id WHERE p.client_id = $1`,
      [maju],
    );
    const states = (key: "approval_status" | "salary_registration") =>
      new Set(partners.rows.map((p) => p[key]));
    expect(states("approval_status")).toEqual(
      new Set(["approved", "rejected", "waiting_for_approval"]),
    );
    expect(states("salary_registration")).toEqual(
      new Set(["bpu", "pu", "waiting_for_registration"]),
    );
    expect(new Set(partners.rows.map((p) => p.nik)).size).toBe(30);
    expect(new Set(partners.rows.map((p) => p.phone_number)).size).toBe(30);
    for (const partner of partners.rows) {
      const checked = validatePartner({
        fullName: partner.full_name,
        nik: partner.nik,
        phoneNumber: partner.phone_number,
        email: partner.email,
        provinceId: partner.province_id,
        cityId: partner.city_id,
        assignedAgentId: partner.assigned_agent_id,
        teamLeadId: partner.team_lead_partner_id,
        salaryRegistration: partner.salary_registration,
      });
      expect(checked.problems, partner.full_name).toEqual([]);
      expect(partner.decided_at === null, partner.full_name).toBe(
        partner.approval_status === "waiting_for_approval",
      );
      if (partner.team_lead_partner_id !== null) expect(partner.lead_status).toBe("approved");
      if (partner.assigned_agent_id !== null) expect(partner.agent_status).toBe("active");
    }
    expect(partners.rows.filter((p) => p.team_lead_partner_id !== null).length).toBeGreaterThan(5);
    expect(partners.rows.filter((p) => p.assigned_agent_id !== null).length).toBeGreaterThan(5);
  });

  it("records a finished employee import whose agents point at it", async () => {
    const imports = await db.query<{
      id: string;
      status: string;
      total_rows: number;
      kind: string;
    }>("SELECT id, status, total_rows, kind FROM bulk_imports WHERE client_id = $1", [maju]);
    expect(imports.rows).toMatchObject([{ status: "completed", kind: "agents_default" }]);
    expect(
      await count("SELECT count(*)::int AS n FROM agents WHERE client_id = $1 AND import_id = $2", [
        maju,
        imports.rows[0]!.id,
      ]),
    ).toBe(imports.rows[0]!.total_rows);
  });

  it("turns payroll beta and tax eligibility on for Maju only (Tax Management), the attendance beta for both (Working Location)", async () => {
    const stored = await db.query<{ value: Record<string, number[]> }>(
      "SELECT value FROM system_config WHERE key = 'feature_flags'",
    );
    const globals = stored.rows[0]!.value;
    const flagsOf = (clientId: number) => resolveFlags(clientId, "test", globals, {});
    expect(flagsOf(maju)).toMatchObject({
      payroll_beta: true,
      tax_eligible: true,
      attendance_beta: true,
    });
    expect(flagsOf(sentosa)).toMatchObject({
      payroll_beta: false,
      tax_eligible: false,
      attendance_beta: true,
    });
    const access = (clientId: number) => ({ menus: ALL_MENU_IDS, flags: flagsOf(clientId) });
    expect(isItemVisible("tax-management", access(maju))).toBe(true);
    expect(isItemVisible("tax-management", access(sentosa))).toBe(false);
    expect(isItemVisible("working-location", access(maju))).toBe(true);
    expect(isItemVisible("working-location", access(sentosa))).toBe(true);
    // Recorded like the operator's flag:set: five for Maju (with the issue 16 flags
    // regulation_based_component and final_tax_configuration), one for Sentosa.
    expect(
      await count(
        "SELECT count(*)::int AS n FROM system_audit_log WHERE action = 'flag.set' AND actor_label = 'seed:demo'",
      ),
      // Maju's five (issue 16 added regulation_based_component, final_tax_configuration), Sentosa's one.
    ).toBe(6);
  });
});

describe("PT Maju Jaya, Pending Approval (issue 14)", () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it("has the rule 'Attendance Requests' over every worker request type: Operations, then the admin (also a default approver)", async () => {
    const rule = await db.query<{ id: number; layer_count: number; types: string[] }>(
      `SELECT r.id, r.layer_count,
         ARRAY(SELECT request_type FROM approval_rule_request_types t WHERE t.rule_id = r.id
               ORDER BY request_type) AS types
       FROM approval_rules r WHERE r.client_id = $1 AND r.name = $2`,
      [maju, DEMO_REQUEST_RULE],
    );
    expect(rule.rows).toEqual([
      {
        id: expect.any(Number),
        layer_count: 2,
        types: [
          "branch",
          "dispute",
          "new_attendance",
          "new_attendance_branch",
          "shift",
          "shift_branch",
        ],
      },
    ]);
    const approvers = await db.query<{ layer: number; who: string }>(
      `SELECT a.layer, coalesce(u.email, ro.name) AS who FROM approval_rule_approvers a
       LEFT JOIN users u ON u.id = a.user_id LEFT JOIN roles ro ON ro.id = a.role_id
       WHERE a.rule_id = $1 ORDER BY a.layer`,
      [rule.rows[0]!.id],
    );
    expect(approvers.rows).toEqual([
      { layer: 0, who: "admin@maju.test" },
      { layer: 1, who: "Operations" },
      { layer: 2, who: "admin@maju.test" },
    ]);
  });

  it("has 8-12 pending worker requests on recent days of its workers, of every type, two at layer 2, each holding its record", async () => {
    const pending = await db.query<{
      type: string;
      layer: number;
      status: string;
      days: number;
      request_status: string | null;
      client_id: number;
    }>(
      `SELECT q.request_type AS type, ap.current_layer AS layer, ap.status,
         (q.date - (now() AT TIME ZONE rec.timezone)::date) AS days, rec.request_status,
         a.client_id
       FROM attendance_requests q
       JOIN approval_requests ap ON ap.id = q.approval_request_id
       JOIN attendance_records rec ON rec.id = q.record_id
       JOIN agents a ON a.id = q.agent_id
       WHERE q.client_id = $1 AND q.status = 'pending'`,
      [maju],
    );
    expect(pending.rows.length).toBeGreaterThanOrEqual(8);
    expect(pending.rows.length).toBeLessThanOrEqual(12);
    expect(new Set(pending.rows.map((r) => r.type))).toEqual(
      new Set([
        "shift",
        "branch",
        "shift_branch",
        "new_attendance",
        "new_attendance_branch",
        "dispute",
      ]),
    );
    expect(pending.rows.filter((r) => r.type === "dispute")).toHaveLength(1);
    expect(pending.rows.filter((r) => r.layer === 2)).toHaveLength(2);
    for (const row of pending.rows) {
      expect(row).toMatchObject({ status: "pending", client_id: maju });
      expect(Math.abs(row.days)).toBeLessThanOrEqual(7);
      expect(row.request_status).toMatch(/^pending_(request|attendance)$/);
    }
  });

  it("lists them on the admin's Pending Approval (GET /attendance-requests/pending); the Operations user sees those at layer 1", async () => {
    const adminList = await hcmAs(stack, (await login(stack.app, DEMO.majuAdmin)).token).get(
      "/attendance-requests/pending?limit=50",
    );
    expect(adminList.status).toBe(200);
    const items = adminList.body["data"]["items"] as { type: string; status: string }[];
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.every((item) => item.status === "pending")).toBe(true);
    const opsList = await hcmAs(stack, (await login(stack.app, DEMO.majuOps)).token).get(
      "/attendance-requests/pending?limit=50",
    );
    expect(opsList.status).toBe(200);
    expect(opsList.body["data"]["items"]).toHaveLength(items.length - 2);
  });
});

describe("PT Sentosa Abadi", () => {
  it("has a small workforce of its own, with nothing that names the other client", async () => {
    const expected = {
      branches: 2,
      projects: 1,
      merchants: 2,
      agents: 10,
      partners: 3,
      agent_fields: 1,
      partner_settings: 1,
      bulk_imports: 1,
    };
    for (const [table, n] of Object.entries(expected))
      expect(
        await count(`SELECT count(*)::int AS n FROM ${table} WHERE client_id = $1`, [sentosa]),
        table,
      ).toBe(n);
    expect(
      await count("SELECT count(*)::int AS n FROM assignments WHERE client_id = $1", [sentosa]),
    ).toBeGreaterThan(0);
    // The tenancy test looks for "maju" in Sentosa's answers: the seed must not put it there.
    for (const table of [
      "branches",
      "merchants",
      "projects",
      "agents",
      "partners",
      "agent_fields",
    ]) {
      const text = await db.query<{ t: string }>(
        `SELECT string_agg(x::text, ' ') AS t FROM ${table} x WHERE client_id = $1`,
        [sentosa],
      );
      expect(text.rows[0]!.t, table).not.toMatch(/maju/i);
    }
  });
});

describe("the payroll set-up demo (issue 16)", () => {
  it("gives PT Maju Jaya the monthly group with BPJS, three components and the first branch's active workers", async () => {
    const group = await db.query<Record<string, unknown>>(
      `SELECT g.id, g.cycle, g.pay_day, g.social_programs, g.social_paid_by, g.pension_jp,
              g.bpjs_kesehatan, g.proration, g.tax_method,
              (SELECT array_agg(c.code ORDER BY c.code) FROM payroll_group_components gc
                 JOIN payroll_components c ON c.id = gc.component_id
                WHERE gc.payroll_group_id = g.id) AS codes,
              (SELECT array_agg(branch_id) FROM payroll_group_branches
                WHERE payroll_group_id = g.id) AS branches
         FROM payroll_groups g WHERE g.client_id = $1 AND g.name = $2`,
      [maju, DEMO_PAYROLL_GROUP],
    );
    expect(group.rows).toHaveLength(1);
    const row = group.rows[0]!;
    expect(row).toMatchObject({
      cycle: "monthly",
      pay_day: 25,
      social_programs: "jkk_jkm_jht",
      social_paid_by: "client",
      pension_jp: true,
      bpjs_kesehatan: true,
      proration: "calendar_days",
      tax_method: "gross",
      codes: DEMO_GROUP_COMPONENTS.map((c) => c.code).sort(),
    });
    const firstBranch = await count("SELECT min(id)::int AS n FROM branches WHERE client_id = $1", [
      maju,
    ]);
    expect(row["branches"]).toEqual([firstBranch]);
    const workers = await count(
      "SELECT count(*)::int AS n FROM agents WHERE client_id = $1 AND branch_id = $2 AND worker_status = 'active'",
      [maju, firstBranch],
    );
    expect(workers).toBeGreaterThan(0);
    const members = await db.query<{
      basic_salary: string;
      ptkp_status: string;
      agent_group: number;
    }>(
      `SELECT m.basic_salary, m.ptkp_status, a.payroll_group_id AS agent_group
         FROM payroll_group_members m JOIN agents a ON a.id = m.agent_id
        WHERE m.payroll_group_id = $1`,
      [row["id"]],
    );
    expect(members.rows).toHaveLength(workers);
    const salaries = members.rows.map((m) => Number(m.basic_salary));
    expect(Math.min(...salaries)).toBeGreaterThanOrEqual(UMP_DKI_2026);
    expect(Math.max(...salaries)).toBeLessThanOrEqual(UMP_DKI_2026 + 10 * 250_000);
    expect(new Set(salaries).size).toBeGreaterThan(1);
    // agents.payroll_group_id follows the members in force (migration 0028's trigger).
    expect(new Set(members.rows.map((m) => m.agent_group))).toEqual(new Set([row["id"]]));
    expect(
      await count("SELECT count(*)::int AS n FROM payroll_groups WHERE client_id = $1", [sentosa]),
    ).toBe(0);
  });
});

describe("determinism and speed", () => {
  it("seeds a fresh database with exactly the same data (fixed PRNG seed and day)", async () => {
    const serverUrl = inject("serverUrl");
    const name = `tenaga_seed_${randomBytes(4).toString("hex")}`;
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await ensureDatabase(url.toString());
    try {
      await migrate(url.toString());
      await ensureReferenceData(url.toString());
      const started = performance.now();
      expect(await seedDemo(url.toString())).toBe(true);
      const ms = performance.now() - started;
      console.log(`seedDemo (2 clients, 1,010 agents, accounts, flags): ${ms.toFixed(0)} ms`);

      const fresh = new pg.Client({ connectionString: url.toString() });
      await fresh.connect();
      try {
        const digest = async (client: pg.Client) => {
          const { rows } = await client.query<{ t: string; niks: string[] }>(
            `SELECT
               (SELECT md5(string_agg(concat_ws('|', c.name, a.full_name, a.nik, a.phone_number,
                  a.email, a.birth_date, a.join_date, a.contract_type, a.contract_status, b.code,
                  p.code, a.payment_method, a.account_number, a.bank_name, a.domicile_address,
                  a.npwp, a.worker_status, a.termination_reason, a.termination_date,
                  a.custom_data::text, a.import_id, a.created_at), E'\\n' ORDER BY c.name, a.nik))
                FROM agents a JOIN clients c ON c.id = a.client_id
                JOIN branches b ON b.id = a.branch_id LEFT JOIN projects p ON p.id = a.project_id)
               || (SELECT md5(string_agg(concat_ws('|', p.full_name, p.nik, p.approval_status,
                     p.salary_registration, p.registered_at), E'\\n' ORDER BY p.nik)) FROM partners p)
               || (SELECT md5(string_agg(concat_ws('|', a.nik, s.start_date, s.end_date,
                     m.code, b.code), E'\\n' ORDER BY a.nik, s.start_date))
                   FROM assignments s JOIN agents a ON a.id = s.agent_id
                   LEFT JOIN merchants m ON m.id = s.merchant_id
                   LEFT JOIN branches b ON b.id = s.branch_id)
               || (SELECT coalesce(md5(string_agg(concat_ws('|', g.name, a.nik, m.effective_from,
                     m.basic_salary, m.ptkp_status), E'\\n' ORDER BY a.nik)), '')
                   FROM payroll_group_members m JOIN agents a ON a.id = m.agent_id
                   JOIN payroll_groups g ON g.id = m.payroll_group_id) AS t,
               ARRAY(SELECT nik FROM agents ORDER BY id) AS niks`,
          );
          return rows[0]!;
        };
        const [mine, theirs] = [await digest(fresh), await digest(db)];
        expect(mine.niks).toHaveLength(1010);
        expect(mine.niks).toEqual(theirs.niks);
        expect(mine.t).toBe(theirs.t);
      } finally {
        await fresh.end();
      }
    } finally {
      await dropDatabase(serverUrl, name);
    }
  });

  it("does nothing on a database that has clients", async () => {
    expect(await seedDemo(database.ownerUrl)).toBe(false);
    expect(await count("SELECT count(*)::int AS n FROM agents")).toBe(1010);
  });
});

describe("seed:scale", () => {
  it("builds a client with a login, then tops it up without a duplicate NIK or phone", async () => {
    const options = {
      client: "PT Skala Uji",
      email: "admin@skala-uji.test",
      password: "Tenaga-demo-9",
    };
    const first = await seedScale(database.ownerUrl, { ...options, agents: 1500 });
    expect(first).toMatchObject({ created: 1500, total: 1500, userCreated: true });
    const again = await seedScale(database.ownerUrl, { ...options, agents: 2600 });
    expect(again).toMatchObject({
      clientId: first.clientId,
      created: 1100,
      total: 2600,
      userCreated: false,
    });
    expect(await seedScale(database.ownerUrl, { ...options, agents: 2000 })).toMatchObject({
      created: 0,
      total: 2600,
    });

    const id = first.clientId;
    const stats = await db.query<{
      agents: number;
      niks: number;
      phones: number;
      branches: number;
      zones: number;
      foreign: number;
      assignments: number;
      partners: number;
    }>(
      `SELECT count(*)::int AS agents, count(DISTINCT nik)::int AS niks,
              count(DISTINCT phone_number)::int AS phones,
              count(DISTINCT branch_id)::int AS branches,
              (SELECT count(DISTINCT timezone)::int FROM branches WHERE client_id = $1) AS zones,
              (SELECT count(*)::int FROM agents a JOIN branches b ON b.id = a.branch_id
               WHERE a.client_id = $1 AND b.client_id <> $1) AS foreign,
              (SELECT count(*)::int FROM assignments WHERE client_id = $1) AS assignments,
              (SELECT count(*)::int FROM partners WHERE client_id = $1) AS partners
       FROM agents WHERE client_id = $1`,
      [id],
    );
    expect(stats.rows[0]).toMatchObject({
      agents: 2600,
      niks: 2600,
      phones: 2600,
      branches: 33,
      zones: 3,
      foreign: 0,
    });
    expect(stats.rows[0]!.assignments).toBeGreaterThan(1500);
    expect(stats.rows[0]!.partners).toBeGreaterThan(0);
    const user = await db.query<{ password_hash: string; client_id: number }>(
      "SELECT password_hash, client_id FROM users WHERE email = $1",
      [options.email],
    );
    expect(user.rows[0]!.client_id).toBe(id);
    expect(await verifyPassword(user.rows[0]!.password_hash, options.password)).toBe(true);
  });

  it("refuses a login e-mail that belongs to another client, and changes nothing", async () => {
    const before = await count("SELECT count(*)::int AS n FROM clients");
    await expect(
      seedScale(database.ownerUrl, {
        client: "PT Skala Lain",
        email: "admin@maju.test",
        password: "Tenaga-demo-9",
        agents: 10,
      }),
    ).rejects.toThrow(/admin@maju.test belongs to another client/);
    expect(await count("SELECT count(*)::int AS n FROM clients")).toBe(before);
  });
});

function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
