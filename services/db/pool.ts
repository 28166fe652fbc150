import pg from "pg";

export type Tx = pg.PoolClient;

/** The services' view of PostgreSQL: every tenant query runs inside `tenant()`. */
export type Db = {
  readonly pool: pg.Pool;
  /** Runs `work` in a transaction whose RLS scope is the given client. */
  tenant<T>(clientId: number, work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `work` in a transaction with no client: only global tables and auth functions. */
  global<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export function createDb(appUrl: string, max = Number(process.env["DB_POOL_SIZE"] ?? 10)): Db {
  const pool = new pg.Pool({ connectionString: appUrl, max, idleTimeoutMillis: 30_000 });
  // An idle client that loses its server is dropped by the pool; don't crash the process.
  pool.on("error", () => {});
  // A checked-out client whose server goes (Ctrl-C stops PostgreSQL while a job runs) fails
  // its query, which the caller handles; its 'error' event must not crash the process too.
  pool.on("connect", (client) => client.on("error", () => {}));

  async function transaction<T>(clientId: number | null, work: (tx: Tx) => Promise<T>) {
    const tx = await pool.connect();
    try {
      await tx.query("BEGIN");
      if (clientId !== null) {
        await tx.query("SELECT set_config('app.client_id', $1, true)", [String(clientId)]);
      }
      const result = await work(tx);
      await tx.query("COMMIT");
      return result;
    } catch (error) {
      await tx.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      tx.release();
    }
  }

  return {
    pool,
    tenant: (clientId, work) => transaction(clientId, work),
    global: (work) => transaction(null, work),
    close: () => pool.end(),
  };
}
