import pg from "pg";

export type Tx = pg.PoolClient;

/** The services' view of PostgreSQL: every tenant query runs inside `tenant()`. */
export type Db = {
  readonly pool: pg.Pool;
  /** Runs `work` in a transaction whose RLS scope is the given client. */
  tenant<T>(clientId: number, work: (tx: Tx) => Promise<T>, options?: TenantOptions): Promise<T>;
  /**
   * Runs `statements` in one transaction of the given client, in ONE round trip: BEGIN, the
   * tenant, the statements and COMMIT go as one simple query (issue 19: each round trip of a
   * request cost about 0.3 ms of CPU on the Node and PostgreSQL sides — a socket write and
   * read each — as much as the hot list's whole query). The statements take no parameters:
   * a caller puts only validated integers into them, and runs prepared statements by
   * `EXECUTE name(...)`; `prepared` are prepared on the connection first if it has not got
   * them yet (SQL PREPARE, kept by the connection). Answers the statements' results in order.
   * On any error the connection is closed, not reused: its transaction and prepared
   * statements are then in an unknown state.
   */
  tenantBatch(
    clientId: number,
    statements: readonly string[],
    options?: TenantOptions & { prepared?: readonly PreparedStatement[] },
  ): Promise<pg.QueryResult[]>;
  /** Runs `work` in a transaction with no client: only global tables and auth functions. */
  global<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** A statement a tenantBatch runs by name (`name` a plain identifier; `text` may use $1…). */
export type PreparedStatement = { readonly name: string; readonly text: string };

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export type TenantOptions = {
  /**
   * The transaction's prepared statements run their generic plan, never replanned for their
   * values (plan_cache_mode). For a hot statement whose generic plan is known to be the one
   * it needs, where PostgreSQL would otherwise replan every time (issue 19: the employee
   * list). Set with the tenant, in the same round trip.
   */
  genericPlans?: boolean;
  /**
   * A transaction-level advisory lock taken first, in the same round trip as BEGIN (issue 19:
   * a check-in's lock was a round trip of its own): `hashtextextended(key, 0)`. Letters,
   * digits and `|_-.:` only, as it goes into the text.
   */
  advisoryLock?: string;
  /**
   * A read-only transaction whose statements all see one snapshot (REPEATABLE READ): for an
   * answer read in several statements — a batch and its lines — that must agree with itself
   * even while other transactions commit between them.
   */
  snapshot?: boolean;
};

const LOCK_KEY = /^[A-Za-z0-9|_.:-]{1,200}$/;

/** The statements that open a tenant transaction (one simple query, see Db.tenant). */
function beginStatements(clientId: number | null, options: TenantOptions): string[] {
  const begin = [options.snapshot ? "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY" : "BEGIN"];
  if (clientId !== null)
    begin.push(`SELECT set_config('app.client_id', '${tenantId(clientId)}', true)`);
  if (options.genericPlans) begin.push("SET LOCAL plan_cache_mode = force_generic_plan");
  if (options.advisoryLock !== undefined) {
    if (!LOCK_KEY.test(options.advisoryLock))
      throw new Error(`not an advisory lock key: ${options.advisoryLock}`);
    begin.push(`SELECT pg_advisory_xact_lock(hashtextextended('${options.advisoryLock}', 0))`);
  }
  return begin;
}

/** A client id as the text app.client_id holds; anything but a positive integer throws. */
export function tenantId(clientId: number): string {
  if (!Number.isSafeInteger(clientId) || clientId < 1)
    throw new Error(`not a client id: ${String(clientId)}`);
  return String(clientId);
}

export function createDb(appUrl: string, max = Number(process.env["DB_POOL_SIZE"] ?? 10)): Db {
  const pool = new pg.Pool({ connectionString: appUrl, max, idleTimeoutMillis: 30_000 });
  // An idle client that loses its server is dropped by the pool; don't crash the process.
  pool.on("error", () => {});
  // A checked-out client whose server goes (Ctrl-C stops PostgreSQL while a job runs) fails
  // its query, which the caller handles; its 'error' event must not crash the process too.
  pool.on("connect", (client) => client.on("error", () => {}));

  async function transaction<T>(
    clientId: number | null,
    work: (tx: Tx) => Promise<T>,
    options: TenantOptions = {},
  ) {
    // One round trip, not two (issue 19: a list request is a handful of round trips, each
    // a wait for the pooled connection's next turn). The client id goes into the text as
    // digits only — a simple query takes no parameters.
    const begin = beginStatements(clientId, options).join("; ");
    const tx = await pool.connect();
    try {
      await tx.query(begin);
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

  /** What each pooled connection has prepared by SQL PREPARE (connections come and go). */
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

  async function batch(
    clientId: number,
    statements: readonly string[],
    options: TenantOptions & { prepared?: readonly PreparedStatement[] } = {},
  ): Promise<pg.QueryResult[]> {
    const parts = beginStatements(clientId, options);
    for (const statement of options.prepared ?? [])
      if (!IDENTIFIER.test(statement.name))
        throw new Error(`not a statement name: ${statement.name}`);
    const tx = await pool.connect();
    let known = preparedOn.get(tx);
    if (!known) {
      known = new Set();
      preparedOn.set(tx, known);
    }
    const fresh = (options.prepared ?? []).filter((statement) => !known.has(statement.name));
    for (const statement of fresh) parts.push(`PREPARE ${statement.name} AS ${statement.text}`);
    const first = parts.length;
    parts.push(...statements, "COMMIT");
    try {
      const results = (await tx.query(parts.join(";\n"))) as unknown as pg.QueryResult[];
      for (const statement of fresh) known.add(statement.name);
      tx.release();
      return results.slice(first, first + statements.length);
    } catch (error) {
      tx.release(error as Error);
      throw error;
    }
  }

  return {
    pool,
    tenant: (clientId, work, options) => transaction(clientId, work, options),
    tenantBatch: batch,
    global: (work) => transaction(null, work),
    close: () => pool.end(),
  };
}
