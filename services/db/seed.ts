import { getDistricts, getProvinces, getRegencies } from "idn-area-data";
import pg from "pg";
import { ALL_MENU_IDS, MENUS, OPERATIONS_MENU_IDS } from "../../domain/menus.ts";
import { hashPassword } from "../main/auth/password.ts";

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

/** Seeds the demo clients and accounts when the database has no client yet. */
export async function seedDemo(
  ownerUrl: string,
  options: { force?: boolean } = {},
): Promise<boolean> {
  return withOwner(ownerUrl, async (client) => {
    const existing = await client.query("SELECT 1 FROM clients LIMIT 1");
    if (existing.rowCount !== 0 && !options.force) return false;
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
      for (const account of DEMO_ACCOUNTS) {
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
        await client.query(
          `INSERT INTO users (client_id, role_id, email, fullname, password_hash)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, status = 'active'`,
          [clientId, roleId, account.email, account.fullname, await hashPassword(account.password)],
        );
      }
      await client.query("COMMIT");
      return true;
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
  });
}
