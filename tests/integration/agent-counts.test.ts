import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../services/db/pool.ts";
import { clientAgentCount } from "../../services/main/agents/repo.ts";
import { testNik } from "../support/nik.ts";
import { createTestDatabase, type TestDatabase } from "../support/stack.ts";

/**
 * The clients' agent counters (0033, issue 19): the unfiltered employee list's total. They
 * must equal count(*) whatever writes agents — one row, many in a statement, deletes,
 * aborted transactions — and a transaction adding agents must never wait for another one
 * adding agents to the same client.
 */

let database: TestDatabase;
let db: Db;
let owner: pg.Client;
let clientId: number;
let otherClientId: number;
let branchId: number;
let serial = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.appUrl, 4);
  owner = new pg.Client({ connectionString: database.ownerUrl });
  await owner.connect();
  const { rows } = await owner.query<{ id: number }>("SELECT id FROM clients ORDER BY id LIMIT 2");
  [clientId, otherClientId] = rows.map((row) => row.id) as [number, number];
  branchId = (
    await owner.query<{ id: number }>("SELECT id FROM branches WHERE client_id = $1 LIMIT 1", [
      clientId,
    ])
  ).rows[0]?.id as number;
});
afterAll(async () => {
  await owner?.end();
  await db?.close();
  await database?.drop();
});

const counted = (client: number) => db.tenant(client, (tx) => clientAgentCount(tx));
const actual = async (client: number) =>
  Number(
    (
      await owner.query<{ n: string }>("SELECT count(*) AS n FROM agents WHERE client_id = $1", [
        client,
      ])
    ).rows[0]?.n,
  );

/** An INSERT of `n` agents of the client in one statement, as `tx` (the app role or owner). */
function insertAgents(tx: pg.ClientBase, n: number, client = clientId, branch = branchId) {
  const rows = Array.from({ length: n }, () => {
    serial += 1;
    return { nik: testNik(90_000_000 + serial), phone: `8977${String(serial).padStart(7, "0")}` };
  });
  return tx.query(
    `INSERT INTO agents (client_id, full_name, nik, phone_number, join_date, contract_type,
                         branch_id)
     SELECT $1, 'Counter Test', nik, phone, '2024-01-02', 'pkwt', $2
     FROM unnest($3::text[], $4::text[]) AS t(nik, phone)
     RETURNING id`,
    [client, branch, rows.map((row) => row.nik), rows.map((row) => row.phone)],
  );
}

describe("agent counters (0033)", () => {
  it("start from the agents already there", async () => {
    expect(await actual(clientId)).toBeGreaterThan(0);
    expect(await counted(clientId)).toBe(await actual(clientId));
    expect(await counted(otherClientId)).toBe(await actual(otherClientId));
  });

  it("follow inserts of one and of many rows, and deletes, under RLS", async () => {
    const before = await counted(clientId);
    await db.tenant(clientId, (tx) => insertAgents(tx, 1));
    await db.tenant(clientId, (tx) => insertAgents(tx, 25));
    expect(await counted(clientId)).toBe(before + 26);
    const { rows } = await db.tenant(clientId, (tx) => insertAgents(tx, 3));
    await owner.query("DELETE FROM agents WHERE id = ANY($1::int[])", [rows.map((r) => r.id)]);
    expect(await counted(clientId)).toBe(before + 26);
    expect(await counted(clientId)).toBe(await actual(clientId));
    // Another client's counter is its own.
    expect(await counted(otherClientId)).toBe(await actual(otherClientId));
  });

  it("forget what a rolled-back transaction added", async () => {
    const before = await counted(clientId);
    await expect(
      db.tenant(clientId, async (tx) => {
        await insertAgents(tx, 4);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await counted(clientId)).toBe(before);
  });

  it("let transactions adding agents to the same client run side by side", async () => {
    const before = await counted(clientId);
    const first = await db.pool.connect();
    const second = await db.pool.connect();
    try {
      for (const tx of [first, second]) {
        await tx.query("BEGIN");
        await tx.query("SELECT set_config('app.client_id', $1, true)", [String(clientId)]);
      }
      // An import-sized transaction, still open, has folded the committed rows...
      await insertAgents(first, 10);
      // ...and a single create meanwhile neither waits for it nor counts it.
      await second.query("SET LOCAL lock_timeout = '2s'");
      await insertAgents(second, 1);
      await second.query("COMMIT");
      expect(await counted(clientId)).toBe(before + 1);
      await first.query("COMMIT");
      expect(await counted(clientId)).toBe(before + 11);
      expect(await counted(clientId)).toBe(await actual(clientId));
      // Folded again by the next insert: a client keeps few rows.
      await db.tenant(clientId, (tx) => insertAgents(tx, 1));
      const rows = await owner.query("SELECT 1 FROM agent_counts WHERE client_id = $1", [clientId]);
      expect(rows.rowCount).toBe(1);
    } finally {
      for (const tx of [first, second]) {
        await tx.query("ROLLBACK").catch(() => {});
        tx.release();
      }
    }
  });

  it("are read only by their own client, and written only by the triggers", async () => {
    await db.tenant(clientId, async (tx) => {
      const { rows } = await tx.query<{ client_id: number }>("SELECT client_id FROM agent_counts");
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.client_id === clientId)).toBe(true);
    });
    await expect(
      db.tenant(clientId, (tx) =>
        tx.query("INSERT INTO agent_counts (client_id, n) VALUES ($1, 1000)", [clientId]),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it("refuse moving an agent to another client", async () => {
    const otherBranch = (
      await owner.query<{ id: number }>("SELECT id FROM branches WHERE client_id = $1 LIMIT 1", [
        otherClientId,
      ])
    ).rows[0]?.id;
    const { rows } = await insertAgents(owner, 1);
    await expect(
      owner.query("UPDATE agents SET client_id = $2, branch_id = $3 WHERE id = $1", [
        rows[0]?.id,
        otherClientId,
        otherBranch,
      ]),
    ).rejects.toThrow(/cannot move to another client/);
    expect(await counted(clientId)).toBe(await actual(clientId));
  });
});
