/**
 * Builds (or tops up to --agents) a large client for benchmarks: 33 branches over WIB, WITA
 * and WIT, 8 projects, 10 outlets per branch, the demo's additional-data fields, agents with
 * the demo's distributions, their assignments and some partners, plus a Super Admin login.
 * Writes in unnest batches of 10,000 rows, then VACUUMs and ANALYZEs. `npm run seed:scale`
 * runs it (services/db/scale.ts); the agents benchmark calls it when the client is missing.
 */
import { createHash } from "node:crypto";
import pg from "pg";
import { ALL_MENU_IDS } from "../../../domain/menus.ts";
import { todayInJakarta } from "../../../domain/workforce/agent.ts";
import { hashPassword } from "../../main/auth/password.ts";
import { newRegistry, type Registry } from "./people.ts";
import { type BranchSpec, RETAIL_CHAINS, SCALE_BRANCHES, SCALE_PROJECTS } from "./places.ts";
import { createRng, type Rng } from "./random.ts";
import {
  type BranchRef,
  generateAgents,
  generateAssignments,
  insertAgentFields,
  insertAgents,
  insertAssignments,
  insertBranches,
  insertMerchants,
  insertPartners,
  insertProjects,
  loadRegions,
  MAJU_FIELDS,
  type MerchantRef,
  type ProjectRef,
} from "./workforce.ts";

const BATCH = 10_000;
const OUTLETS_PER_BRANCH = 10;

export type ScaleOptions = {
  agents: number;
  client: string;
  email: string;
  password: string;
  log?: (line: string) => void;
};

export type ScaleResult = {
  clientId: number;
  created: number;
  total: number;
  seconds: number;
  userCreated: boolean;
};

/** Creates the client and its login if missing, then adds agents up to `agents`. */
export async function seedScale(ownerUrl: string, options: ScaleOptions): Promise<ScaleResult> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const { clientId, userCreated } = await ensureClient(client, options);
    const structure = await ensureStructure(client, clientId, log);
    const existing = await countAgents(client, clientId);
    const missing = Math.max(0, options.agents - existing);
    if (missing === 0) {
      log(`${options.client} has ${existing.toLocaleString("en")} agents already`);
      return {
        clientId,
        created: 0,
        total: existing,
        seconds: (performance.now() - started) / 1000,
        userCreated,
      };
    }
    log(
      `${options.client}: ${existing.toLocaleString("en")} agents, adding ${missing.toLocaleString("en")}`,
    );
    const registry = await loadRegistry(client, clientId);
    // A different stream per top-up, the same for the same starting point.
    const rng = createRng(seedOf(`${options.client}:${existing}`));
    const today = todayInJakarta();
    let done = 0;
    while (done < missing) {
      const size = Math.min(BATCH, missing - done);
      const batchStarted = performance.now();
      await client.query("BEGIN");
      try {
        const agents = await insertAgents(
          client,
          generateAgents(rng, registry, {
            clientId,
            count: size,
            branches: structure.branches,
            projects: structure.projects,
            fields: MAJU_FIELDS,
            today,
            inactiveShare: 0.06,
          }),
          BATCH,
        );
        await insertAssignments(
          client,
          generateAssignments(
            rng,
            clientId,
            agents,
            structure.projects,
            structure.merchants,
            today,
          ),
        );
        const partners = Math.round(size / 250);
        if (partners > 0)
          await insertPartners(client, rng, registry, {
            clientId,
            count: partners,
            approved: Math.round(partners * 0.6),
            rejected: Math.round(partners * 0.1),
            teamLeads: Math.max(1, Math.round(partners * 0.1)),
            ledMembers: Math.round(partners * 0.4),
            withAgent: Math.round(partners * 0.4),
            branches: structure.branches,
            agents,
            decidedBy: structure.adminId,
            today,
          });
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
      done += size;
      log(
        `  ${(existing + done).toLocaleString("en")} agents (+${size.toLocaleString("en")} in ${((performance.now() - batchStarted) / 1000).toFixed(1)} s)`,
      );
    }
    // VACUUM, not only ANALYZE: it also moves the GIN indexes' pending entries (name
    // trigrams, additional data) into the index proper, which every search would otherwise
    // scan, and marks pages all-visible for index-only scans.
    const vacuumStarted = performance.now();
    await client.query(
      "VACUUM (ANALYZE) agents, assignments, partners, branches, projects, merchants, agent_fields",
    );
    log(`  VACUUM (ANALYZE) in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
    return {
      clientId,
      created: missing,
      total: existing + missing,
      seconds: (performance.now() - started) / 1000,
      userCreated,
    };
  } finally {
    await client.end();
  }
}

async function ensureClient(
  client: pg.Client,
  options: ScaleOptions,
): Promise<{ clientId: number; userCreated: boolean }> {
  const hash = await hashPassword(options.password);
  await client.query("BEGIN");
  try {
    const found = await client.query<{ id: number }>(
      "SELECT id FROM clients WHERE name = $1 FOR UPDATE",
      [options.client],
    );
    const clientId =
      found.rows[0]?.id ??
      (
        await client.query<{ id: number }>(
          "INSERT INTO clients (name, timezone) VALUES ($1, 'Asia/Jakarta') RETURNING id",
          [options.client],
        )
      ).rows[0]!.id;
    const role = await client.query<{ id: number }>(
      `INSERT INTO roles (client_id, name, is_super_admin) VALUES ($1, 'Super Admin', true)
       ON CONFLICT (client_id, lower(name)) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [clientId],
    );
    await client.query(
      `INSERT INTO role_menus (client_id, role_id, menu_id)
       SELECT $1, $2, unnest($3::text[]) ON CONFLICT DO NOTHING`,
      [clientId, role.rows[0]!.id, ALL_MENU_IDS],
    );
    const user = await client.query<{ client_id: number }>(
      "SELECT client_id FROM users WHERE email = $1",
      [options.email],
    );
    const owner = user.rows[0]?.client_id;
    if (owner !== undefined && owner !== clientId)
      throw new Error(`${options.email} belongs to another client (id ${owner}); pass --email`);
    if (owner === undefined)
      await client.query(
        `INSERT INTO users (client_id, role_id, email, fullname, password_hash)
         VALUES ($1, $2, $3, 'Admin Skala', $4)`,
        [clientId, role.rows[0]!.id, options.email, hash],
      );
    await client.query("COMMIT");
    return { clientId, userCreated: owner === undefined };
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}

type Structure = {
  branches: BranchRef[];
  projects: ProjectRef[];
  merchants: MerchantRef[];
  adminId: number | null;
};

/** Branches, projects, outlets and fields: written once, read back on a top-up. */
async function ensureStructure(
  client: pg.Client,
  clientId: number,
  log: (line: string) => void,
): Promise<Structure> {
  const regions = await loadRegions(
    client,
    SCALE_BRANCHES.map((b) => b.city),
  );
  const admin = await client.query<{ id: number }>(
    "SELECT id FROM users WHERE client_id = $1 ORDER BY id LIMIT 1",
    [clientId],
  );
  const adminId = admin.rows[0]?.id ?? null;
  const present = await client.query<{ id: number; code: string }>(
    "SELECT id, code FROM branches WHERE client_id = $1",
    [clientId],
  );
  if (present.rowCount === 0) {
    await client.query("BEGIN");
    try {
      const rng = createRng(seedOf(`structure:${clientId}`));
      const branches = await insertBranches(client, clientId, SCALE_BRANCHES, regions);
      const projects = await insertProjects(client, clientId, SCALE_PROJECTS);
      const merchants = await insertMerchants(client, rng, clientId, branches, outlets(rng));
      await insertAgentFields(client, clientId, MAJU_FIELDS);
      await client.query("COMMIT");
      log(
        `created ${branches.length} branches, ${projects.length} projects, ${merchants.length} merchants`,
      );
      return { branches, projects, merchants, adminId };
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
  }
  // A top-up: agents go to the branches this generator made (matched by code).
  const specByCode = new Map(SCALE_BRANCHES.map((spec) => [spec.code, spec]));
  const branches = present.rows
    .filter((row) => specByCode.has(row.code))
    .map((row) => {
      const spec = specByCode.get(row.code)!;
      return { id: row.id, spec, region: regions.get(spec.city)! };
    });
  if (branches.length === 0) throw new Error("the client has branches this generator did not make");
  const projectRows = await client.query<{ id: number; code: string }>(
    "SELECT id, code FROM projects WHERE client_id = $1",
    [clientId],
  );
  const projects = projectRows.rows.flatMap((row) => {
    const spec = SCALE_PROJECTS.find((p) => p.code === row.code);
    return spec ? [{ id: row.id, spec }] : [];
  });
  const merchants = await client.query<MerchantRef>(
    `SELECT id, branch_id AS "branchId" FROM merchants WHERE client_id = $1 AND branch_id IS NOT NULL`,
    [clientId],
  );
  return { branches, projects, merchants: merchants.rows, adminId };
}

/** Ten outlets per branch: a chain and a street of the city, unique by name. */
function outlets(rng: Rng): Record<string, [string, string][]> {
  const byBranch: Record<string, [string, string][]> = {};
  const names = new Set<string>();
  for (const branch of SCALE_BRANCHES as readonly BranchSpec[]) {
    const list: [string, string][] = [];
    for (let i = 0; list.length < OUTLETS_PER_BRANCH && i < 200; i++) {
      const street = rng.pick(branch.streets);
      const name = `${rng.pick(RETAIL_CHAINS)} ${street} ${branch.name}`;
      if (names.has(name.toLowerCase())) continue;
      names.add(name.toLowerCase());
      list.push([name, street]);
    }
    byBranch[branch.code] = list;
  }
  return byBranch;
}

async function countAgents(client: pg.Client, clientId: number): Promise<number> {
  const found = await client.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM agents WHERE client_id = $1",
    [clientId],
  );
  return found.rows[0]!.n;
}

/** NIKs, phones and e-mails already used by the client (agents and partners). */
async function loadRegistry(client: pg.Client, clientId: number): Promise<Registry> {
  const registry = newRegistry();
  const used = await client.query<{ nik: string; phone_number: string; email: string | null }>(
    `SELECT nik, phone_number, email FROM agents WHERE client_id = $1
     UNION ALL SELECT nik, phone_number, email FROM partners WHERE client_id = $1`,
    [clientId],
  );
  for (const row of used.rows) {
    registry.niks.add(row.nik);
    registry.phones.add(row.phone_number);
    if (row.email) registry.emails.add(row.email);
  }
  return registry;
}

function seedOf(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32BE(0);
}
