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

describe("a transaction's advisory lock, taken with BEGIN", () => {
  it("holds the lock for the transaction: a second holder waits until the first ends", async () => {
    const two = createDb(database.appUrl, 2);
    try {
      const order: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const first = two.tenant(
        1,
        async () => {
          order.push("first in");
          await held;
          order.push("first out");
        },
        { advisoryLock: "batch-test|1|7" },
      );
      // The first holds the lock once its BEGIN round trip is done.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const second = two.tenant(
        1,
        async (tx) => {
          order.push("second in");
          return (await tx.query("SELECT current_setting('app.client_id') AS c")).rows[0]?.c;
        },
        { advisoryLock: "batch-test|1|7" },
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(order).toEqual(["first in"]);
      release();
      expect(await second).toBe("1");
      await first;
      expect(order).toEqual(["first in", "first out", "second in"]);
      // Another key does not wait.
      expect(await two.tenant(1, async () => "free", { advisoryLock: "batch-test|1|8" })).toBe(
        "free",
      );
    } finally {
      await two.close();
    }
  });

  it("refuses a key that is not plain, before taking a connection", async () => {
    await expect(
      db.tenant(1, async () => "no", { advisoryLock: "x', 0)); DROP TABLE agents; --" }),
    ).rejects.toThrow(/not an advisory lock key/);
    await expect(db.tenantBatch(1, ["SELECT 1"], { advisoryLock: "" })).rejects.toThrow(
      /not an advisory lock key/,
    );
    // Nothing was left checked out: the one-connection pool still answers.
    const [one] = await db.tenantBatch(1, ["SELECT 1 AS one"]);
    expect(one?.rows).toEqual([{ one: 1 }]);
  });
});

describe("a snapshot transaction", () => {
  it("sees one snapshot in all its statements, and writes nothing", async () => {
    const two = createDb(database.appUrl, 2);
    try {
      const name = `Snapshot ${Date.now()}`;
      const count = (tx: { query: Db["pool"]["query"] }) =>
        tx
          .query<{ n: number }>("SELECT count(*)::int AS n FROM branches WHERE name = $1", [name])
          .then((result) => result.rows[0]?.n);
      const insert = () =>
        two.tenant(1, (tx) =>
          tx.query(
            `INSERT INTO branches (client_id, code, name, province_id, city_id)
             VALUES (1, $1, $2, '31', '31.71')`,
            [`SN${Date.now() % 1_000_000}`, name],
          ),
        );
      const seen = await two.tenant(
        1,
        async (tx) => {
          const before = await count(tx as never);
          await insert();
          return [before, await count(tx as never)];
        },
        { snapshot: true },
      );
      expect(seen).toEqual([0, 0]);
      // A plain transaction sees the other's commit in its next statement.
      const plain = await two.tenant(1, async (tx) => count(tx as never));
      expect(plain).toBe(1);
      await expect(
        two.tenant(1, (tx) => tx.query("DELETE FROM branches WHERE name = $1", [name]), {
          snapshot: true,
        }),
      ).rejects.toThrow(/read-only transaction/);
    } finally {
      await two.close();
    }
  });
});
