import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../services/db/pool.ts";
import { createTestDatabase, type TestDatabase } from "../support/stack.ts";

/**
 * Db.tenantBatch (issue 19): a whole read transaction in one round trip, with statements
 * each pooled connection keeps prepared. Same RLS scope as db.tenant; a failed batch leaves
 * no transaction open and no connection in a doubtful state behind.
 */

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  // One connection: every batch below reuses it, prepared statements included.
  db = createDb(database.appUrl, 1);
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

const BRANCHES = {
  name: "batch_test_branches",
  text: "SELECT count(*)::int AS n FROM branches WHERE id > $1",
};

describe("Db.tenantBatch", () => {
  it("answers each statement's result in order, under the client's RLS scope", async () => {
    const [setting, branches] = await db.tenantBatch(
      1,
      ["SELECT current_setting('app.client_id') AS client", `EXECUTE ${BRANCHES.name}(0)`],
      { prepared: [BRANCHES] },
    );
    expect(setting?.rows).toEqual([{ client: "1" }]);
    const seen = await db.tenant(
      1,
      async (tx) =>
        (await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM branches")).rows[0]?.n,
    );
    expect(branches?.rows).toEqual([{ n: seen }]);
    expect(seen).toBeGreaterThan(0);
    // The transaction ended: the setting was local to it.
    const after = await db.global(
      async (tx) =>
        (await tx.query("SELECT current_setting('app.client_id', true) AS c")).rows[0]?.c,
    );
    expect(after ?? "").toBe("");
  });

  it("prepares a statement once per connection and reuses it", async () => {
    const again = await db.tenantBatch(1, [`EXECUTE ${BRANCHES.name}(0)`], {
      prepared: [BRANCHES],
    });
    expect(again[0]?.rows[0]).toHaveProperty("n");
    // Another client's batch on the same connection sees its own branches only.
    const other = await db.tenantBatch(2, [`EXECUTE ${BRANCHES.name}(0)`], {
      prepared: [BRANCHES],
    });
    const otherSeen = await db.tenant(
      2,
      async (tx) =>
        (await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM branches")).rows[0]?.n,
    );
    expect(other[0]?.rows).toEqual([{ n: otherSeen }]);
  });

  it("rolls a failed batch back and drops its connection; the next batch works", async () => {
    await expect(
      db.tenantBatch(1, ["SELECT 1", "SELECT 1 / 0", "SELECT 2"], { prepared: [BRANCHES] }),
    ).rejects.toThrow(/division by zero/);
    const [next] = await db.tenantBatch(1, [`EXECUTE ${BRANCHES.name}(0)`], {
      prepared: [BRANCHES],
    });
    expect(next?.rows[0]).toHaveProperty("n");
  });

  it("refuses a client id or statement name that is not plain", async () => {
    await expect(db.tenantBatch(0, ["SELECT 1"])).rejects.toThrow(/not a client id/);
    await expect(db.tenantBatch(1.5, ["SELECT 1"])).rejects.toThrow(/not a client id/);
    await expect(
      db.tenantBatch(1, ["SELECT 1"], {
        prepared: [{ name: "x; DROP TABLE agents", text: "SELECT 1" }],
      }),
    ).rejects.toThrow(/not a statement name/);
  });
});
