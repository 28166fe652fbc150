import { describe, expect, it } from "vitest";
import type { Db, Tx } from "../db/pool.ts";
import { HttpError } from "./errors.ts";
import { canonicalJson, idempotencyKeyOf, requestHash, withIdempotency } from "./idempotency.ts";
import type { Principal } from "./principal.ts";

/**
 * Issue 18: the Idempotency-Key rules without a database — the header's form, the request's
 * hash, and the replay logic over an in-memory `idempotency_keys` (the lock and the real table
 * are proven by tests/integration/disbursements*.test.ts).
 */

describe("idempotencyKeyOf", () => {
  it("takes 1–200 visible characters and refuses anything else naming the header", () => {
    expect(idempotencyKeyOf(undefined)).toBeNull();
    expect(idempotencyKeyOf("3f2a-ok_KEY:1")).toBe("3f2a-ok_KEY:1");
    expect(idempotencyKeyOf("x".repeat(200))).toHaveLength(200);
    for (const bad of ["", " ", "with space", "x".repeat(201), "kunci\u00e9"]) {
      let error: unknown;
      try {
        idempotencyKeyOf(bad);
      } catch (caught) {
        error = caught;
      }
      expect(error, bad).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).errors?.[0]?.field).toBe("Idempotency-Key");
    }
  });
});

describe("requestHash", () => {
  it("is the same for the same request whatever the key order, and differs otherwise", () => {
    const a = { body: { name: "Gaji", lines: [{ agentId: 1, amount: 5 }] }, params: {} };
    const b = { params: {}, body: { lines: [{ amount: 5, agentId: 1 }], name: "Gaji" } };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(requestHash(a)).toBe(requestHash(b));
    expect(requestHash(a)).not.toBe(
      requestHash({ ...a, body: { ...a.body, lines: [{ agentId: 1, amount: 6 }] } }),
    );
    // Order inside a list matters: lines are paid in the order given.
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
  });
});

/** A Db whose only table is idempotency_keys, in memory; the work's own queries are counted. */
function memoryDb() {
  const rows = new Map<string, { request_hash: string; status_code: number; response: unknown }>();
  let locks = 0;
  const tx = {
    query: async (sql: string, params: unknown[] = []) => {
      if (sql.includes("pg_advisory_xact_lock")) {
        locks++;
        return { rows: [] };
      }
      if (sql.startsWith("SELECT request_hash")) {
        const row = rows.get(`${params[0]}|${params[1]}`);
        return { rows: row ? [row] : [] };
      }
      if (sql.startsWith("INSERT INTO idempotency_keys")) {
        rows.set(`${params[1]}|${params[2]}`, {
          request_hash: params[4] as string,
          status_code: params[5] as number,
          response: JSON.parse(params[6] as string),
        });
        return { rows: [] };
      }
      throw new Error(`unexpected ${sql}`);
    },
  } as unknown as Tx;
  const db = { tenant: async (_clientId: number, work: (t: Tx) => unknown) => work(tx) } as Db;
  return { db, rows, locks: () => locks };
}

const principal = { clientId: 7, userId: 3 } as Principal;

describe("withIdempotency", () => {
  it("replays the first answer (201 as 200), refuses another request, runs work once", async () => {
    const { db, rows, locks } = memoryDb();
    let runs = 0;
    const work = async () => ({ status: 201, body: { data: { id: ++runs } } });
    const request = { body: { name: "A" } };
    const options = { scope: "POST /disbursements", key: "k1", request };
    expect(await withIdempotency(db, principal, options, work)).toEqual({
      status: 201,
      body: { data: { id: 1 } },
      replayed: false,
    });
    expect(await withIdempotency(db, principal, options, work)).toEqual({
      status: 200,
      body: { data: { id: 1 } },
      replayed: true,
    });
    await expect(
      withIdempotency(db, principal, { ...options, request: { body: { name: "B" } } }, work),
    ).rejects.toMatchObject({ statusCode: 409, detail: { code: "IDEMPOTENCY_KEY_REUSED" } });
    // Another scope is another key.
    const other = await withIdempotency(db, principal, { ...options, scope: "POST /x" }, work);
    expect(other.body).toEqual({ data: { id: 2 } });
    expect(runs).toBe(2);
    expect(rows.size).toBe(2);
    expect(locks()).toBe(4);
  });

  it("without a key runs the work every time and stores nothing", async () => {
    const { db, rows, locks } = memoryDb();
    let runs = 0;
    const work = async () => ({ status: 200, body: ++runs });
    const options = { scope: "POST /x", key: null, request: {} };
    await withIdempotency(db, principal, options, work);
    const second = await withIdempotency(db, principal, options, work);
    expect(second).toEqual({ status: 200, body: 2, replayed: false });
    expect(rows.size).toBe(0);
    expect(locks()).toBe(0);
  });

  it("stores nothing when the work fails, so the key can be used again", async () => {
    const { db, rows } = memoryDb();
    const options = { scope: "POST /x", key: "k", request: {} };
    await expect(
      withIdempotency(db, principal, options, async () => {
        throw new HttpError(409, "taken");
      }),
    ).rejects.toThrow("taken");
    expect(rows.size).toBe(0);
    const answer = await withIdempotency(db, principal, options, async () => ({
      status: 201,
      body: "made",
    }));
    expect(answer.replayed).toBe(false);
  });
});
